/**
 * A staff member's second factors (authenticator apps, passkeys), their recovery codes, and the
 * policy that may require one. Every enrolment, removal, reset and new set of recovery codes goes
 * through the change pipeline, audited on the account (a staff_user, by e-mail); secrets and codes
 * never reach the audit log.
 */
import { and, asc, count, eq, isNull } from "drizzle-orm";
import type { Session, StaffUser } from "~/.server/auth/session.server";
import {
  type Actor,
  commitChange,
  deleteWhere,
  hostCommand,
  insertInto,
  type Write,
} from "~/.server/changes/pipeline.server";
import type { Db } from "~/.server/db/client";
import {
  staffFactors,
  staffPendingSignIns,
  staffRecoveryCodes,
  staffSessions,
  staffSettings,
  staffUsers,
} from "~/.server/db/schema/staff";
import { mailWrites } from "~/.server/mail/outbox.server";
import { type SiteKeyEnv, siteKeysOf } from "~/.server/site-key";
import { truncateAddress } from "~/lib/client-device";
import { FieldRefused, NotFound, Refused } from "~/lib/forms/refusal";
import { requireFreshProof } from "./fresh-proof.server";
import { type NoticeFacts, type NoticeKind, noticeMail, type StaffMailSetup } from "./mails.server";
import { recoveryCodeHash, sealAppSecret } from "./secrets.server";
import { newRecoveryCodes, provenSecret, totpStep } from "./totp.server";

export type FactorKind = "totp" | "passkey";

/** Where a factor change's notice to the member comes from, and the browser that made it (none: no notice). */
export type FactorNotice = { mail: StaffMailSetup; client?: { userAgent: string; address?: string } };

/** The notice a factor change writes with it (none without a setup). */
function noticeWrites(
  notice: FactorNotice | undefined,
  kind: NoticeKind,
  user: StaffUser,
  facts: Partial<NoticeFacts>,
): Write[] {
  if (!notice) return [];
  const { client } = notice;
  const where = client
    ? { userAgent: client.userAgent, address: client.address ? truncateAddress(client.address) : null }
    : {};
  return mailWrites(notice.mail, [noticeMail(kind, user, { at: new Date(), ...where, ...facts }, notice.mail)]);
}
export type Factor = { id: number; kind: FactorKind; label: string; createdAt: Date; lastUsedAt: Date | null };

/** An account's factors, oldest first. */
export async function listFactors(db: Db, userId: number): Promise<Factor[]> {
  return db
    .select({
      id: staffFactors.id,
      kind: staffFactors.kind,
      label: staffFactors.label,
      createdAt: staffFactors.createdAt,
      lastUsedAt: staffFactors.lastUsedAt,
    })
    .from(staffFactors)
    .where(eq(staffFactors.userId, userId))
    .orderBy(asc(staffFactors.id));
}

/** How many factors each account has (accounts without one are absent). */
export async function factorCounts(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .select({ userId: staffFactors.userId, n: count() })
    .from(staffFactors)
    .groupBy(staffFactors.userId);
  return new Map(rows.map((r) => [r.userId, r.n]));
}

export async function hasFactor(db: Db, userId: number): Promise<boolean> {
  return (
    (await db.select({ id: staffFactors.id }).from(staffFactors).where(eq(staffFactors.userId, userId)).limit(1))
      .length > 0
  );
}

/** Recovery codes not used yet. */
export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

const REQUIRE = "require-second-factor";

/** Whether every account must have a second factor: the admin's setting, else on in production only. */
export async function secondFactorRequired(db: Db, siteEnv: string): Promise<boolean> {
  const [row] = await db
    .select({ value: staffSettings.value })
    .from(staffSettings)
    .where(eq(staffSettings.name, REQUIRE));
  return row ? row.value === true : siteEnv === "production";
}

/** Sets the policy (audited as the staff_setting it is). */
export async function setSecondFactorRequired(db: Db, actor: Actor, siteEnv: string, required: boolean) {
  const before = await secondFactorRequired(db, siteEnv);
  await commitChange(db, actor, {
    writes: [
      insertInto(
        staffSettings,
        { name: REQUIRE, value: required, updatedAt: new Date() },
        { existing: { target: [staffSettings.name], set: { value: required, updatedAt: new Date() } } },
      ),
    ],
    audit: { entity: "staff_setting", action: "update", id: REQUIRE, before, after: required },
  });
}

/** Whether this account must add a factor before anything else in the admin. */
export async function mustEnrol(db: Db, siteEnv: string, userId: number): Promise<boolean> {
  return (await secondFactorRequired(db, siteEnv)) && !(await hasFactor(db, userId));
}

/**
 * The writes that give an account its first recovery codes along with its first factor: the
 * codes to show once, or none when it has codes already.
 */
async function firstRecoveryCodes(db: Db, userId: number): Promise<{ codes: string[] | null; writes: Write[] }> {
  const [existing] = await db
    .select({ id: staffRecoveryCodes.id })
    .from(staffRecoveryCodes)
    .where(eq(staffRecoveryCodes.userId, userId))
    .limit(1);
  if (existing) return { codes: null, writes: [] };
  const codes = newRecoveryCodes();
  return { codes, writes: [insertInto(staffRecoveryCodes, codeRows(userId, codes))] };
}

const codeRows = (userId: number, codes: string[]) => codes.map((c) => ({ userId, codeHash: recoveryCodeHash(c) }));

export class WrongCode extends FieldRefused {
  override name = "WrongCode";
  constructor() {
    super("code", { code: "wrongCode" });
  }
}

/**
 * Adds an authenticator app once a first code from it confirms the secret shown. Returns the
 * account's first recovery codes, to show once (null when it had some).
 */
export async function enrolTotp(
  db: Db,
  env: SiteKeyEnv & { SESSION_SECRET: string },
  user: StaffUser,
  input: { secret: string; proof: string; code: string; label: string },
  now = Date.now(),
  notice?: FactorNotice,
) {
  if (!provenSecret(env.SESSION_SECRET, user.id, input.secret, input.proof)) throw new Refused({ code: "formExpired" });
  const step = totpStep(input.secret, input.code, null, now);
  if (step === null) throw new WrongCode();
  const first = await firstRecoveryCodes(db, user.id);
  const label = input.label.trim() || "Authenticator app";
  await commitChange(db, user, {
    writes: [
      insertInto(staffFactors, {
        userId: user.id,
        kind: "totp",
        label,
        // sealed under the site key: the database and its backups never hold the secret itself
        secret: sealAppSecret(siteKeysOf(env), user.id, input.secret),
        lastStep: step,
      }),
      ...first.writes,
      ...noticeWrites(notice, "factorAdded", user, { factor: { kind: "totp", label } }),
    ],
    audit: { entity: "staff_user", action: "add-factor", id: user.email, before: null, after: { kind: "totp", label } },
  });
  return first.codes;
}

/** Adds a verified passkey (passkeys.server.ts checks it); returns first recovery codes as enrolTotp does. */
export async function addPasskey(
  db: Db,
  user: StaffUser,
  passkey: { credentialId: string; publicKey: string; counter: number; transports: string[]; label: string },
  notice?: FactorNotice,
) {
  const first = await firstRecoveryCodes(db, user.id);
  const { label, ...credential } = passkey;
  await commitChange(db, user, {
    writes: [
      insertInto(
        staffFactors,
        { userId: user.id, kind: "passkey", label, ...credential },
        { clash: new Refused({ code: "passkeyExists" }) },
      ),
      ...first.writes,
      ...noticeWrites(notice, "factorAdded", user, { factor: { kind: "passkey", label } }),
    ],
    audit: {
      entity: "staff_user",
      action: "add-factor",
      id: user.email,
      before: null,
      after: { kind: "passkey", label },
    },
  });
  return first.codes;
}

/** Removes one of the member's own factors (a fresh proof first); with the last one go the recovery codes. */
export async function removeFactor(db: Db, session: Session, id: number, notice?: FactorNotice) {
  const { user } = session;
  requireFreshProof(session);
  const factors = await listFactors(db, user.id);
  const factor = factors.find((f) => f.id === id);
  if (!factor) throw new NotFound("Factor");
  const last = factors.length === 1;
  await commitChange(db, user, {
    writes: [
      deleteWhere(staffFactors, and(eq(staffFactors.id, id), eq(staffFactors.userId, user.id)), new NotFound("Factor")),
      ...(last ? [deleteWhere(staffRecoveryCodes, eq(staffRecoveryCodes.userId, user.id))] : []),
      ...noticeWrites(notice, "factorRemoved", user, { factor: { kind: factor.kind, label: factor.label } }),
    ],
    audit: {
      entity: "staff_user",
      action: "remove-factor",
      id: user.email,
      before: { kind: factor.kind, label: factor.label },
      after: null,
    },
  });
}

/** A new set of recovery codes (a fresh proof first); the old ones stop working. Only for an account with a factor. */
export async function replaceRecoveryCodes(db: Db, session: Session): Promise<string[]> {
  const { user } = session;
  if (!(await hasFactor(db, user.id))) throw new Refused({ code: "factorFirst" });
  requireFreshProof(session);
  const codes = newRecoveryCodes();
  await commitChange(db, user, {
    writes: [
      deleteWhere(staffRecoveryCodes, eq(staffRecoveryCodes.userId, user.id)),
      insertInto(staffRecoveryCodes, codeRows(user.id, codes)),
    ],
    audit: { entity: "staff_user", action: "new-recovery-codes", id: user.email, before: null, after: null },
  });
  return codes;
}

export class ResetRefused extends Refused {
  override name = "ResetRefused";
}

/**
 * Removes every factor and recovery code of an account, and ends its sessions and any sign-in
 * waiting for its second step (both proved by the factors removed): an admin's help for a colleague who lost their phone, or the host's for the last admin
 * (scripts/staff.ts, as "host", audited as `hostCommand`). An admin's session must have proved its own factor in the
 * last minutes. Returns the account's name and how many factors went.
 */
export async function resetFactors(
  db: Db,
  by: Session | "host",
  target: { id: number } | { email: string },
  notice?: FactorNotice,
) {
  const actor: Actor = by === "host" ? hostCommand : by.user;
  const [account] = await db
    .select({ id: staffUsers.id, email: staffUsers.email, name: staffUsers.name, language: staffUsers.language })
    .from(staffUsers)
    .where("id" in target ? eq(staffUsers.id, target.id) : eq(staffUsers.email, target.email.trim().toLowerCase()));
  if (!account) throw new ResetRefused({ code: "noSuchAccount" });
  if (account.id === actor.id) throw new ResetRefused({ code: "ownFactors" });
  if (by !== "host") requireFreshProof(by);
  const factors = await listFactors(db, account.id);
  await commitChange(db, actor, {
    writes: [
      deleteWhere(staffFactors, eq(staffFactors.userId, account.id)),
      deleteWhere(staffRecoveryCodes, eq(staffRecoveryCodes.userId, account.id)),
      deleteWhere(staffPendingSignIns, eq(staffPendingSignIns.userId, account.id)),
      deleteWhere(staffSessions, eq(staffSessions.userId, account.id)),
      // told in their own language (the admin's request says nothing of it)
      ...noticeWrites(
        notice && { mail: { ...notice.mail, locale: undefined } },
        "factorsReset",
        { ...account, role: "editor" },
        { admin: by === "host" ? null : by.user.name },
      ),
    ],
    audit: {
      entity: "staff_user",
      action: "reset-factors",
      id: account.email,
      before: { factors: factors.map((f) => ({ kind: f.kind, label: f.label })) },
      after: { factors: [] },
    },
  });
  return { name: account.name, email: account.email, removed: factors.length };
}

/**
 * The last-admin lockout's way out, for the host (scripts/staff.ts; later the server's control
 * socket): removes the factors of the account with this e-mail, audited as a host command.
 * Returns the line to print; throws ResetRefused for an unknown account.
 */
export async function resetFactorsByHost(db: Db, email: string, notice?: FactorNotice): Promise<string> {
  const reset = await resetFactors(db, "host", { email }, notice);
  return `${reset.email}: ${reset.removed} second ${reset.removed === 1 ? "factor" : "factors"} and the recovery codes removed; the password alone signs in now.`;
}
