/**
 * The session cookie: HttpOnly, SameSite=Lax, Path=/; in production also Secure with the __Host-
 * prefix (no Domain, so no other host can set or read it).
 */
export function sessionCookieName(production: boolean) {
  return production ? "__Host-noteva_session" : "noteva_session";
}

const SESSION_COOKIE = /(^|;\s*)(__Host-)?noteva_session=/;

/** Whether a Cookie header carries a session cookie (either name), whatever its value. */
export function hasSessionCookie(header: string | null | undefined): boolean {
  return SESSION_COOKIE.test(header ?? "");
}

export function readCookie(header: string | null, name: string): string | null {
  for (const part of (header ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return null; // not percent-encoding we wrote: no session
    }
  }
  return null;
}

export function sessionCookie(production: boolean, token: string, expiresAt: Date) {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  return [
    `${sessionCookieName(production)}=${token}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${maxAge}`,
    ...(production ? ["Secure"] : []),
  ].join("; ");
}

export function clearedSessionCookie(production: boolean) {
  return [
    `${sessionCookieName(production)}=`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    "Max-Age=0",
    ...(production ? ["Secure"] : []),
  ].join("; ");
}

/**
 * Between the password and the second step the browser holds only this: HttpOnly, for a few
 * minutes, naming a pending sign-in (never a session).
 */
export function pendingCookieName(production: boolean) {
  return production ? "__Host-noteva_pending" : "noteva_pending";
}

export function pendingCookie(production: boolean, token: string, expiresAt: Date) {
  return sessionCookie(production, token, expiresAt).replace(
    sessionCookieName(production),
    pendingCookieName(production),
  );
}

export function clearedPendingCookie(production: boolean) {
  return clearedSessionCookie(production).replace(sessionCookieName(production), pendingCookieName(production));
}

/**
 * The device cookie: a random token naming this browser to the accounts that signed in with it
 * (a sign-in from a browser an account does not know is announced to its member by mail). Sent
 * to the sign-in pages only; kept 400 days.
 */
export function deviceCookieName(production: boolean) {
  return production ? "__Secure-noteva_device" : "noteva_device";
}

export function deviceCookie(production: boolean, token: string) {
  return [
    `${deviceCookieName(production)}=${token}`,
    "Path=/login",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${400 * 86_400}`,
    ...(production ? ["Secure"] : []),
  ].join("; ");
}
