import { data, type RouterContextProvider } from "react-router";
import { can, type Permission } from "~/lib/permissions";
import { runtimeContext, staffContext } from "../context";
import { deviceCookieName, readCookie, sessionCookieName } from "./cookie";
import { idleMsOf, readSession, type Session } from "./session.server";

type Context = Readonly<RouterContextProvider>;

export function isProduction(context: Context) {
  return context.get(runtimeContext).env.SITE_ENV === "production";
}

/** The device cookie this browser sent (the sign-in pages only), if any. */
export function deviceToken(request: Request, context: Context): string | null {
  return readCookie(request.headers.get("cookie"), deviceCookieName(isProduction(context)));
}

export function sessionToken(request: Request, context: Context): string | null {
  return readCookie(request.headers.get("cookie"), sessionCookieName(isProduction(context)));
}

// one lookup per request, whoever asks (the admin gate, sign-in, base info): keyed by its context
const sessions = new WeakMap<Context, Promise<Session | null>>();

/** The signed-in staff member's session, or null: looked up once per request. */
export function sessionFromRequest(request: Request, context: Context): Promise<Session | null> {
  let session = sessions.get(context);
  if (!session) {
    const { database, env } = context.get(runtimeContext);
    session = readSession(database.db, sessionToken(request, context), idleMsOf(env));
    sessions.set(context, session);
  }
  return session;
}

/**
 * The signed-in staff member of an admin request: read once by the admin layout's middleware and
 * handed to every loader and action through the router context. A role without the permission
 * gets 403.
 */
export function staffOf(context: Context, permission?: Permission): Session {
  const session = context.get(staffContext);
  if (!session) throw new Error("an admin loader or action ran outside the admin layout");
  if (permission && !can(session.user.role, permission)) {
    throw data("Your role does not allow this. Ask an admin if you need it.", { status: 403 });
  }
  return session;
}
