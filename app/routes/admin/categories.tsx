import { Link } from "react-router";
import { adminLocaleOf } from "~/.server/admin/locale.server";
import { staffOf } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { AdminHeader } from "~/components/ui/admin/ui";
import { lineList } from "~/features/catalogue/lines-admin.server";
import * as adminHref from "~/lib/admin/href";
import { adminTitle, fill } from "~/lib/admin/i18n";
import { listsText } from "~/lib/admin/text/lists";
import type { Route } from "./+types/categories";

export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context, "content");
  const text = listsText[adminLocaleOf(request, context)].categories;
  return { lines: await lineList(context.get(runtimeContext).database.db), text };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminTitle(matches, loaderData?.text.metaTitle ?? "Product lines");

export default function Categories({ loaderData }: Route.ComponentProps) {
  const t = loaderData.text;
  return (
    <>
      <AdminHeader title={t.title} />
      <ul className="space-y-4">
        {loaderData.lines.map((c) => (
          <li key={c.id} className="rounded-2xl border border-line bg-white p-5">
            <h2 className="font-bold">
              <Link to={adminHref.category(c.id)} className="text-accent underline">
                {c.name}
              </Link>
            </h2>
            <ul className="mt-2 space-y-1 text-sm">
              {c.groups.map((g) => (
                <li key={g.id}>
                  <Link to={adminHref.group(g.id)} className="underline">
                    {g.label}
                  </Link>
                </li>
              ))}
            </ul>
            <p className="mt-3 text-sm">
              <Link to={adminHref.newGroup({ category: c.id })} className="font-semibold text-accent underline">
                {fill(t.newGroup, { line: c.name })}
              </Link>
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
