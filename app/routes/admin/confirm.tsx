import { data, Form, Link, redirect } from "react-router";
import { adminLocaleOf } from "~/.server/admin/locale.server";
import { staffOf } from "~/.server/auth/request.server";
import { signInPolicy } from "~/.server/auth/session.server";
import { clientContext, runtimeContext } from "~/.server/context";
import { siteKeysOf } from "~/.server/site-key";
import { AdminHeader, adminButton, adminSecondary } from "~/components/ui/admin/ui";
import { type ConfirmProof, confirmIdentity } from "~/features/staff/confirm.server";
import { PasskeyButton } from "~/features/staff/passkey-button";
import { authenticationOptions } from "~/features/staff/passkeys.server";
import { factorKinds } from "~/features/staff/second-step.server";
import { confirmText } from "~/features/staff/text/confirm";
import * as adminHref from "~/lib/admin/href";
import { adminTitle, fill } from "~/lib/admin/i18n";
import { safeRedirect } from "~/lib/permissions";
import type { Route } from "./+types/confirm";

/**
 * Confirming it is you while signed in: a code from the app, a passkey or a recovery code (the
 * password for an account without a second factor), then back to the page that asked (`back`).
 */
const backOf = (request: Request) => safeRedirect(new URL(request.url).searchParams.get("back"), adminHref.security());

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = staffOf(context);
  const { database, env } = context.get(runtimeContext);
  const kinds = await factorKinds(database.db, session.user.id);
  const passkey = kinds.includes("passkey")
    ? await authenticationOptions(database.db, { session: session.id }, session.user.id, env.SITE_URL)
    : null;
  return {
    text: confirmText[adminLocaleOf(request, context)],
    back: backOf(request),
    password: kinds.length === 0,
    totp: kinds.includes("totp"),
    passkey,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = staffOf(context);
  const { database, env } = context.get(runtimeContext);
  const t = confirmText[adminLocaleOf(request, context)];
  const formData = await request.formData();
  const answer = String(formData.get("answer") ?? "").slice(0, 200);
  let proof: ConfirmProof;
  if (formData.get("intent") === "passkey") {
    proof = { passkey: String(formData.get("credential") ?? ""), siteUrl: env.SITE_URL };
  } else if (!answer.trim()) {
    return data({ error: t.required }, { status: 400 });
  } else {
    proof = formData.get("intent") === "password" ? { password: answer } : { code: answer.trim().slice(0, 40) };
  }
  const { address } = context.get(clientContext);
  const keys = siteKeysOf(env);
  const result = await confirmIdentity(database.db, signInPolicy(env), session, { address, proof, keys });
  if (result.outcome === "confirmed") return redirect(backOf(request));
  if (result.outcome === "blocked") {
    const minutes = Math.ceil(result.seconds / 60);
    const error = minutes === 1 ? t.blockedOne : fill(t.blockedMany, { minutes });
    return data({ error }, { status: 429, headers: { "Retry-After": String(result.seconds) } });
  }
  return data({ error: t.refused }, { status: 400 });
}

export { actionOrLoaderHeaders as headers } from "~/lib/meta";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminTitle(matches, loaderData?.text.title ?? "Confirm it is you");

export default function Confirm({ loaderData, actionData }: Route.ComponentProps) {
  const { text: t, back, password, totp, passkey } = loaderData;
  const label = password ? t.passwordLabel : totp ? t.codeLabel : t.recoveryLabel;
  return (
    <>
      <AdminHeader title={t.title} />
      <p className="mb-6 max-w-2xl text-sm text-ink-soft">{t.intro}</p>
      {actionData?.error ? (
        <p role="alert" className="mb-6 max-w-2xl rounded-lg bg-accent/5 p-4 text-sm font-semibold text-accent">
          {actionData.error}
        </p>
      ) : null}
      <section className="max-w-xl rounded-2xl border border-line bg-white p-6">
        {passkey ? (
          <div className="mb-6">
            <PasskeyButton
              mode="authenticate"
              options={passkey as never}
              fields={{ intent: "passkey" }}
              className={adminButton}
            >
              {t.passkey}
            </PasskeyButton>
          </div>
        ) : null}
        <Form method="post" className="space-y-4">
          <input type="hidden" name="intent" value={password ? "password" : "code"} />
          <div>
            <label htmlFor="confirm-answer" className="block text-sm font-semibold">
              {label}
            </label>
            {password ? (
              <p id="confirm-hint" className="mt-1 text-sm text-ink-soft">
                {t.passwordHint}
              </p>
            ) : null}
            <input
              id="confirm-answer"
              name="answer"
              type={password ? "password" : "text"}
              autoComplete={password ? "current-password" : "one-time-code"}
              spellCheck={false}
              aria-describedby={password ? "confirm-hint" : undefined}
              className="mt-1 h-11 w-full rounded-lg border border-line px-3 font-mono"
            />
          </div>
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={adminButton}>
              {t.submit}
            </button>
            <Link to={back} className={adminSecondary}>
              {t.back}
            </Link>
          </div>
        </Form>
      </section>
    </>
  );
}
