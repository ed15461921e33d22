import { data, type RouterContextProvider, redirect } from "react-router";
import { can, type Permission } from "~/lib/permissions";
import { runtimeContext } from "../context";
import { readCookie, sessionCookieName } from "./cookie";
import { readSession, type Session } from "./session.server";

type Context = Readonly<RouterContextProvider>;

export function isProduction(context: Context) {
  return context.get(runtimeContext).env.SITE_ENV === "production";
}

export function sessionToken(request: Request, context: Context): string | null {
  return readCookie(request.headers.get("cookie"), sessionCookieName(isProduction(context)));
}

/** The signed-in staff member's session, or null. */
export async function sessionFromRequest(request: Request, context: Context): Promise<Session | null> {
  return readSession(context.get(runtimeContext).database.db, sessionToken(request, context));
}

/** Where sign-in sends the visitor back to: this page. */
export function loginRedirect(request: Request) {
  const url = new URL(request.url);
  return redirect(`/login?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`);
}

/**
 * The "login paths": a page that needs a session sends the visitor to sign in and back; a role
 * without the permission gets 403.
 */
export async function requireStaff(request: Request, context: Context, permission?: Permission): Promise<Session> {
  const session = await sessionFromRequest(request, context);
  if (!session) throw loginRedirect(request);
  if (permission && !can(session.user.role, permission)) {
    throw data("Your role does not allow this. Ask an admin if you need it.", { status: 403 });
  }
  return session;
}
