import { redirect } from "react-router";
import { sessionFromRequest } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { draftsWaiting } from "~/compose/counts.server";
import { unreadCount } from "~/features/contact/inbox.server";
import { mustEnrol } from "~/features/staff/factors.server";
import * as adminHref from "~/lib/admin/href";
import { can, permissionsOf } from "~/lib/permissions";
import type { BaseInfo } from "~/lib/user-info";
import type { Route } from "./+types/api-base-info";

const noStore = { "Cache-Control": "no-store" };

/**
 * Base info for the signed-in user: permissions and counters (unread contact messages, drafts and
 * scheduled articles waiting). 401 without a session, and the client clears its user info. An
 * account that must add a second factor first is sent to add it, as every admin page sends it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await sessionFromRequest(request, context);
  if (!session) {
    return Response.json(
      { error: "Not signed in" },
      { status: 401, headers: { ...noStore, "WWW-Authenticate": 'Cookie realm="noteva"' } },
    );
  }
  const { database, env } = context.get(runtimeContext);
  const db = database.db;
  if (await mustEnrol(db, env.SITE_ENV, session.user.id)) {
    throw redirect(adminHref.security({ required: true }), { headers: noStore });
  }
  const role = session.user.role;
  const [unread, drafts] = await Promise.all([can(role, "inbox") ? unreadCount(db) : 0, draftsWaiting(db)]);
  const body: BaseInfo & { user: { name: string; role: string } } = {
    permissions: permissionsOf(role),
    unreadMessages: unread,
    draftsWaiting: drafts,
    user: { name: session.user.name, role },
  };
  return Response.json(body, { headers: noStore });
}
