import { data, Form, redirect } from "react-router";
import { adminLocaleOf } from "~/.server/admin/locale.server";
import { staffOf } from "~/.server/auth/request.server";
import { commitChange } from "~/.server/changes/pipeline.server";
import { runtimeContext } from "~/.server/context";
import { AdminHeader, AdminTable, adminButton, adminInput, Notice } from "~/components/ui/admin/ui";
import { supportProducts } from "~/compose/support.server";
import { eraseAddressChange, subscriptionCounts } from "~/features/firmware-news/subscriptions.server";
import * as adminHref from "~/lib/admin/href";
import { adminTitle, useAdminFormats } from "~/lib/admin/i18n";
import { firmwareNewsAdminText } from "~/lib/admin/text/firmware-news";
import type { Route } from "./+types/firmware-news";

/** Firmware news, for admins: subscribers counted per model (never listed), and an address erased on request. */
export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context, "users");
  const db = context.get(runtimeContext).database.db;
  const [counts, products] = await Promise.all([subscriptionCounts(db), supportProducts.choices(db)]);
  const title = new Map(products.map((p) => [p.id, p.title]));
  return {
    text: firmwareNewsAdminText[adminLocaleOf(request, context)],
    erased: new URL(request.url).searchParams.get("done") === "erased",
    counts: counts.map((c) => ({ ...c, model: title.get(c.productId) ?? c.productId })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = staffOf(context, "users");
  const { env, database } = context.get(runtimeContext);
  const t = firmwareNewsAdminText[adminLocaleOf(request, context)];
  const form = await request.formData().catch(() => null);
  const address = String(form?.get("address") ?? "").trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(address) || address.length > 254) return data({ error: t.invalid }, { status: 400 });
  // the same answer whether the address had subscriptions or not
  await commitChange(database.db, user, await eraseAddressChange(database.db, env.SESSION_SECRET, address));
  return redirect(adminHref.firmwareNews({ done: "erased" }), { status: 303 });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminTitle(matches, loaderData?.text.title ?? "Firmware news");

export default function FirmwareNewsAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { text: t, counts, erased } = loaderData;
  const { number } = useAdminFormats();
  return (
    <>
      <AdminHeader title={t.title} />
      {erased ? <Notice>{t.erased}</Notice> : null}
      <p className="mb-6 max-w-3xl text-sm text-ink-soft">{t.intro}</p>
      {counts.length ? (
        <AdminTable columns={[t.columns.model, t.columns.confirmed, t.columns.pending]}>
          {counts.map((c) => (
            <tr key={c.productId}>
              <td className="px-4 py-3 font-semibold">{c.model}</td>
              <td className="px-4 py-3" data-testid={`confirmed-${c.productId}`}>
                {number(c.confirmed)}
              </td>
              <td className="px-4 py-3" data-testid={`pending-${c.productId}`}>
                {number(c.pending)}
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : (
        <p className="rounded-2xl border border-line bg-white p-6">{t.none}</p>
      )}
      <section aria-labelledby="erase" className="mt-10 max-w-xl rounded-2xl border border-line bg-white p-6">
        <h2 id="erase" className="text-lg font-bold">
          {t.eraseTitle}
        </h2>
        <p className="mt-2 text-sm text-ink-soft">{t.eraseIntro}</p>
        <Form method="post" className="mt-4 space-y-3">
          <div>
            <label htmlFor="erase-address" className="block text-sm font-semibold">
              {t.address}
            </label>
            <input
              id="erase-address"
              name="address"
              type="email"
              required
              autoComplete="off"
              aria-invalid={actionData?.error ? true : undefined}
              aria-describedby={actionData?.error ? "erase-error" : undefined}
              className={adminInput}
            />
            {actionData?.error ? (
              <p id="erase-error" role="alert" className="mt-1 text-sm font-semibold text-accent">
                {actionData.error}
              </p>
            ) : null}
          </div>
          <button type="submit" className={adminButton}>
            {t.erase}
          </button>
        </Form>
      </section>
    </>
  );
}
