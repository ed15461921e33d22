import { createHash, randomBytes } from "node:crypto";
import { eq, lt, or } from "drizzle-orm";
import { truncateAddress } from "~/lib/client-device";
import type { Locale } from "~/lib/i18n/locales";
import type { Db } from "../db/client";
import { type StaffRole, staffSessions, staffUsers } from "../db/schema";
import type { Env } from "../env";

/**
 * A session ends after SESSION_IDLE_MINUTES without a request (the caller passes it on, from the
 * runtime's env), and twelve hours after sign-in at the latest.
 */
export const ABSOLUTE_MS = 12 * 60 * 60 * 1000;
// Writing last_seen_at on every request would make every page view a write.
const TOUCH_AFTER_MS = 60 * 1000;

/** `language`: the admin's language the member chose (null or absent: the browser's). */
export type StaffUser = { id: number; email: string; name: string; role: StaffRole; language?: Locale | null };
/** `factorProvenAt`: when the session last proved the account's strongest factor (null: not since sign-in). */
export type Session = { id: string; user: StaffUser; expiresAt: Date; factorProvenAt: Date | null };

/** The idle limit of the configuration, in milliseconds. */
export const idleMsOf = (env: Pick<Env, "SESSION_IDLE_MINUTES">) => env.SESSION_IDLE_MINUTES * 60 * 1000;

/** What signing in needs of the configuration: the key of the throttle's buckets, and the idle limit. */
export type SignInPolicy = { secret: string; idleMs: number };
export const signInPolicy = (env: Pick<Env, "SESSION_SECRET" | "SESSION_IDLE_MINUTES">): SignInPolicy => ({
  secret: env.SESSION_SECRET,
  idleMs: idleMsOf(env),
});

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Who signs in from where: the user agent, and the address (stored truncated only). */
export type Client = { userAgent: string; address?: string };

/**
 * Starts a session; returns the token for the cookie (only its hash is stored). `factorProven`: it
 * starts with a second factor just proved (the second step).
 */
export async function createSession(
  db: Db,
  userId: number,
  client: Client | string,
  now = new Date(),
  factorProven = false,
) {
  const { row, token, expiresAt } = newSession(userId, client, now, factorProven);
  await db.insert(staffSessions).values(row);
  return { token, expiresAt };
}

/** A session to store (its row) and what the browser keeps (its token and expiry). */
export function newSession(userId: number, who: Client | string, now = new Date(), factorProven = false) {
  const client: Client = typeof who === "string" ? { userAgent: who } : who;
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + ABSOLUTE_MS);
  const row = {
    id: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    userAgent: client.userAgent.slice(0, 300) || null,
    address: client.address ? truncateAddress(client.address) : null,
    factorProvenAt: factorProven ? now : null,
  };
  return { row, token, expiresAt };
}

/** Whether a session is still alive: within its absolute limit and used within the idle limit. */
export function isAlive(session: { lastSeenAt: Date; expiresAt: Date }, idleMs: number, now: Date): boolean {
  return session.expiresAt.getTime() > now.getTime() && now.getTime() - session.lastSeenAt.getTime() < idleMs;
}

/** The session a token stands for, if it is alive (`idleMs`: the idle limit) and its user is not disabled. */
export async function readSession(
  db: Db,
  token: string | null,
  idleMs: number,
  now = new Date(),
): Promise<Session | null> {
  if (!token || token.length > 100) return null;
  const id = hashToken(token);
  const [row] = await db
    .select({ session: staffSessions, user: staffUsers })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.userId))
    .where(eq(staffSessions.id, id));
  if (!row) return null;
  if (!isAlive(row.session, idleMs, now) || row.user.disabledAt) {
    await db.delete(staffSessions).where(eq(staffSessions.id, id));
    return null;
  }
  if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, id));
  }
  const { id: userId, email, name, role, language } = row.user;
  const { expiresAt, factorProvenAt } = row.session;
  return { id, user: { id: userId, email, name, role, language }, expiresAt, factorProvenAt };
}

export async function destroySession(db: Db, token: string | null) {
  if (token) await db.delete(staffSessions).where(eq(staffSessions.id, hashToken(token)));
}

/** Removes dead sessions; cheap enough to run on each sign-in. */
export async function pruneSessions(db: Db, idleMs: number, now = new Date()) {
  await db
    .delete(staffSessions)
    .where(or(lt(staffSessions.expiresAt, now), lt(staffSessions.lastSeenAt, new Date(now.getTime() - idleMs))));
}
