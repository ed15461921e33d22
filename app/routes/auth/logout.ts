import { redirect } from "react-router";
import { clearedSessionCookie } from "~/.server/auth/cookie";
import { isProduction, sessionFromRequest, sessionToken } from "~/.server/auth/request.server";
import { destroyAllSessions, destroySession } from "~/.server/auth/session.server";
import { runtimeContext } from "~/.server/context";
import type { Route } from "./+types/logout";

/** Sign-out is a POST (a link could be triggered by another site); `everywhere` ends every session of the user. */
export async function action({ request, context }: Route.ActionArgs) {
  const db = context.get(runtimeContext).database.db;
  const form = await request.formData().catch(() => new FormData());
  const session = await sessionFromRequest(request, context);
  if (session && form.get("everywhere") === "1") await destroyAllSessions(db, session.user.id);
  else await destroySession(db, sessionToken(request, context));
  return redirect("/login?signedOut=1", { headers: { "Set-Cookie": clearedSessionCookie(isProduction(context)) } });
}

export function loader() {
  return redirect("/admin");
}
