import { and, count, eq, gt, or } from "drizzle-orm";
import { sessionFromRequest } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { articles, contactMessages, products } from "~/.server/db/schema";
import { can, permissionsOf } from "~/lib/permissions";
import type { BaseInfo } from "~/lib/user-info";
import type { Route } from "./+types/api-base-info";

const noStore = { "Cache-Control": "no-store" };

/**
 * Base info for the signed-in user: permissions and counters (unread contact messages, drafts and
 * scheduled articles waiting). 401 without a session, and the client clears its user info.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await sessionFromRequest(request, context);
  if (!session) {
    return Response.json(
      { error: "Not signed in" },
      { status: 401, headers: { ...noStore, "WWW-Authenticate": 'Cookie realm="noteva"' } },
    );
  }
  const db = context.get(runtimeContext).database.db;
  const role = session.user.role;
  const [[unread], [articleDrafts], [productDrafts]] = await Promise.all([
    can(role, "inbox")
      ? db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, "new"))
      : Promise.resolve([{ n: 0 }]),
    db
      .select({ n: count() })
      .from(articles)
      .where(
        or(eq(articles.status, "draft"), and(eq(articles.status, "published"), gt(articles.publishedAt, new Date()))),
      ),
    db.select({ n: count() }).from(products).where(eq(products.status, "draft")),
  ]);
  const body: BaseInfo & { user: { name: string; role: string } } = {
    permissions: permissionsOf(role),
    unreadMessages: unread?.n ?? 0,
    draftsWaiting: (articleDrafts?.n ?? 0) + (productDrafts?.n ?? 0),
    user: { name: session.user.name, role },
  };
  return Response.json(body, { headers: noStore });
}
