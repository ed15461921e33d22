import { and, desc, eq, gt, lte, type SQL } from "drizzle-orm";
import { Link } from "react-router";
import { requireStaff } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { articles } from "~/.server/db/schema";
import { AdminHeader, adminButton, FilterForm, formatDateTime } from "~/features/admin/ui";
import type { Route } from "./+types/articles";

const statuses = ["draft", "scheduled", "published"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "content");
  const params = new URL(request.url).searchParams;
  const status = statuses.find((s) => s === params.get("status")) ?? null;
  const kind = params.get("kind") === "news" || params.get("kind") === "update" ? params.get("kind") : null;
  const now = new Date();
  const conditions: (SQL | undefined)[] = [
    kind ? eq(articles.kind, kind as "news" | "update") : undefined,
    status === "draft" ? eq(articles.status, "draft") : undefined,
    status === "scheduled" ? and(eq(articles.status, "published"), gt(articles.publishedAt, now)) : undefined,
    status === "published" ? and(eq(articles.status, "published"), lte(articles.publishedAt, now)) : undefined,
  ];
  const rows = await context
    .get(runtimeContext)
    .database.db.select({
      id: articles.id,
      kind: articles.kind,
      title: articles.title,
      status: articles.status,
      publishedAt: articles.publishedAt,
      updatedAt: articles.updatedAt,
    })
    .from(articles)
    .where(and(...conditions.filter(Boolean)))
    .orderBy(desc(articles.updatedAt));
  return {
    status,
    kind,
    rows: rows.map((r) => ({
      ...r,
      state: r.status === "draft" ? "draft" : r.publishedAt > now ? "scheduled" : "published",
      publishedAt: r.publishedAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    })),
  };
}

export const meta = () => [{ title: "News and updates | Noteva admin" }];

export default function Articles({ loaderData }: Route.ComponentProps) {
  const { rows, status, kind } = loaderData;
  return (
    <>
      <AdminHeader title="News and updates">
        <Link to="/admin/articles/new" className={adminButton}>
          New article
        </Link>
      </AdminHeader>
      <FilterForm
        filters={[
          { name: "status", label: "State", value: status, any: "Any state", options: [...statuses] },
          {
            name: "kind",
            label: "Kind",
            value: kind,
            any: "News and updates",
            options: [
              { value: "news", label: "News" },
              { value: "update", label: "Updates" },
            ],
          },
        ]}
      />
      <div className="overflow-x-auto rounded-2xl border border-line bg-white">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-line bg-mist/60">
            <tr>
              <th scope="col" className="px-4 py-2">
                Title
              </th>
              <th scope="col" className="px-4 py-2">
                Kind
              </th>
              <th scope="col" className="px-4 py-2">
                State
              </th>
              <th scope="col" className="px-4 py-2">
                Publication
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((r) => (
              <tr key={r.id}>
                <td className="px-4 py-3">
                  <Link to={`/admin/articles/${r.id}`} className="font-semibold text-accent underline">
                    {r.title}
                  </Link>
                </td>
                <td className="px-4 py-3">{r.kind}</td>
                <td className="px-4 py-3">{r.state}</td>
                <td className="px-4 py-3">{r.state === "draft" ? "—" : formatDateTime(r.publishedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
