/**
 * "Forgot your password?": a link by mail to choose a new one. The answer is the same, as fast,
 * whether or not an account has the address (no way to learn who has an account): the request is
 * throttled per address typed and per client address whatever it names, the mail is composed in
 * both cases, and the answer waits for a floor time. The token is random; only its SHA-256 is
 * stored, valid 30 minutes, used once (one UPDATE … WHERE used_at IS NULL AND expires_at > now()
 * RETURNING: two clicks at once cannot both set a password). Setting the password ends every
 * session and pending sign-in of the account and tells the member by mail; second factors stay.
 */
import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { hashPassword } from "~/.server/auth/password";
import { hashToken } from "~/.server/auth/session.server";
import { normalizeEmail, staffByEmail } from "~/.server/auth/staff.server";
import { reserveAttempt } from "~/.server/auth/throttle.server";
import { commitChange, deleteWhere, insertInto, updateWhere } from "~/.server/changes/pipeline.server";
import type { Db } from "~/.server/db/client";
import { staffPasswordResets, staffPendingSignIns, staffSessions, staffUsers } from "~/.server/db/schema/staff";
import { mailWrites } from "~/.server/mail/outbox.server";
import { senderHash } from "~/.server/rate-limit.server";
import * as adminHref from "~/lib/admin/href";
import { truncateAddress } from "~/lib/client-device";
import { Refused } from "~/lib/forms/refusal";
import { type NoticeFacts, noticeMail, resetMail, type StaffMailSetup } from "./mails.server";

/** How long a link works. */
export const RESET_MINUTES = 30;
/** The least time an answer takes, found or not: what a database write adds hides under it. */
const ANSWER_FLOOR_MS = 400;

export type ResetRequest =
  /** Too many requests for this address typed, or from this client: wait. */
  | { outcome: "blocked"; seconds: number }
  /** The one answer otherwise, whether or not the address has an account. */
  | { outcome: "answered" };

/**
 * Asks for a link for `email`: counted per address typed and per client address (before anything
 * is looked up), then, for an enabled account, a token and its mail written together.
 */
export async function requestPasswordReset(
  db: Db,
  secret: string,
  attempt: { email: string; address: string },
  setup: StaffMailSetup,
  options: { now?: Date; floorMs?: number } = {},
): Promise<ResetRequest> {
  const started = Date.now();
  const now = options.now ?? new Date();
  const email = normalizeEmail(attempt.email);
  const reservation = await reserveAttempt(
    db,
    {
      account: `reset:account:${senderHash(secret, email)}`,
      address: `reset:address:${senderHash(secret, attempt.address)}`,
    },
    now,
  );
  if (reservation.seconds > 0) return { outcome: "blocked", seconds: reservation.seconds };
  const found = await staffByEmail(db, email);
  const user = found && !found.disabledAt ? found : null;
  // the same work whether or not there is an account: a token, its hash and the mail composed
  const token = randomBytes(32).toString("base64url");
  const tokenHash = hashToken(token);
  const expiresAt = new Date(now.getTime() + RESET_MINUTES * 60_000);
  const mail = resetMail(
    {
      user: user ?? { id: 0, email, name: email, language: null },
      link: new URL(adminHref.loginReset(token), setup.siteUrl).href,
      expiresAt,
      key: tokenHash.slice(0, 32),
    },
    setup,
  );
  if (user) {
    await commitChange(db, user, {
      writes: [
        insertInto(staffPasswordResets, { tokenHash, userId: user.id, createdAt: now, expiresAt }),
        ...mailWrites(setup, [mail]),
      ],
      // the audit log holds that a link was sent, never the token
      audit: { entity: "staff_user", action: "password-reset-link", id: user.email, before: null, after: null },
    });
  }
  const wait = (options.floorMs ?? ANSWER_FLOOR_MS) - (Date.now() - started);
  if (wait > 0) await sleep(wait);
  return { outcome: "answered" };
}

/** What a link's token stands for: the account, or why it no longer works. */
export type ResetLink =
  | { ok: true; userId: number; email: string; name: string }
  | { ok: false; reason: "used" | "expired" | "unknown" };

/** The account a link is for while it works (not used, not expired, the account enabled). */
export async function openResetLink(db: Db, token: string): Promise<ResetLink> {
  if (!token || token.length > 100) return { ok: false, reason: "unknown" };
  const [row] = await db
    .select({
      userId: staffPasswordResets.userId,
      usedAt: staffPasswordResets.usedAt,
      live: sql<boolean>`${staffPasswordResets.expiresAt} > now()`,
      email: staffUsers.email,
      name: staffUsers.name,
      disabledAt: staffUsers.disabledAt,
    })
    .from(staffPasswordResets)
    .innerJoin(staffUsers, eq(staffUsers.id, staffPasswordResets.userId))
    .where(eq(staffPasswordResets.tokenHash, hashToken(token)));
  if (!row || row.disabledAt) return { ok: false, reason: "unknown" };
  if (row.usedAt) return { ok: false, reason: "used" };
  if (!row.live) return { ok: false, reason: "expired" };
  return { ok: true, userId: row.userId, email: row.email, name: row.name };
}

/** The link was used meanwhile (another click won), or has expired. */
export class ResetLinkGone extends Refused {
  override name = "ResetLinkGone";
  constructor() {
    super({ code: "resetLinkGone" });
  }
}

/**
 * Sets the new password with a link: the token used (only if unused and unexpired, in the same
 * statement), the password set, every session and pending sign-in of the account ended, its other
 * links used up, and the notice written, in one transaction. Throws ResetLinkGone and changes
 * nothing when the link no longer works.
 */
export async function resetPassword(
  db: Db,
  token: string,
  input: { password: string; userAgent: string; address?: string | null },
  setup: StaffMailSetup,
  now = new Date(),
) {
  const link = await openResetLink(db, token);
  if (!link.ok) throw new ResetLinkGone();
  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.id, link.userId));
  if (!user) throw new ResetLinkGone();
  const passwordHash = await hashPassword(input.password);
  // the address as the site keeps addresses: truncated (203.0.113.x)
  const address = input.address ? truncateAddress(input.address) : null;
  const facts: NoticeFacts = { at: now, userAgent: input.userAgent, address };
  const notice = noticeMail("passwordReset", user, facts, setup);
  const tokenHash = hashToken(token);
  await commitChange(db, user, {
    writes: [
      // the claim: a link used or expired meanwhile names no row, and nothing is changed
      updateWhere(
        staffPasswordResets,
        { usedAt: now },
        and(
          eq(staffPasswordResets.tokenHash, tokenHash),
          isNull(staffPasswordResets.usedAt),
          gt(staffPasswordResets.expiresAt, sql`now()`),
        ),
        new ResetLinkGone(),
      ),
      updateWhere(staffUsers, { passwordHash }, and(eq(staffUsers.id, user.id), isNull(staffUsers.disabledAt))),
      deleteWhere(staffSessions, eq(staffSessions.userId, user.id)),
      deleteWhere(staffPendingSignIns, eq(staffPendingSignIns.userId, user.id)),
      // any other link sent before stops working too
      updateWhere(
        staffPasswordResets,
        { usedAt: now },
        and(eq(staffPasswordResets.userId, user.id), isNull(staffPasswordResets.usedAt)),
      ),
      ...mailWrites(setup, [notice]),
    ],
    audit: { entity: "staff_user", action: "reset-password", id: user.email, before: null, after: null },
  });
  return { email: user.email };
}
