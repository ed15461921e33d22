/**
 * Invitations: an admin invites a colleague by e-mail with a one-time link (only the token's
 * hash is stored); the colleague opens it, chooses a password and has an account. Both steps go
 * through the change pipeline (audited as invite and create of a staff_user by e-mail).
 */
import { randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { hashToken, type StaffUser } from "~/.server/auth/session.server";
import { createStaff, normalizeEmail, staffByEmail } from "~/.server/auth/staff.server";
import { type Actor, commitChange, insertInto, updateWhere } from "~/.server/changes/pipeline.server";
import type { Db } from "~/.server/db/client";
import { staffInvites } from "~/.server/db/schema/staff";
import { mailWrites } from "~/.server/mail/outbox.server";
import * as adminHref from "~/lib/admin/href";
import { FieldRefused, Refused } from "~/lib/forms/refusal";
import type { Locale } from "~/lib/i18n/locales";
import type { StaffRole } from "~/lib/permissions";
import { inviteMail, type StaffMailSetup } from "./mails.server";
import { INVITE_DAYS } from "./schemas";

/** Invitations not used yet and not expired, newest first. */
export async function openInvites(db: Db, now = new Date()) {
  return db
    .select({
      email: staffInvites.email,
      name: staffInvites.name,
      role: staffInvites.role,
      expiresAt: staffInvites.expiresAt,
    })
    .from(staffInvites)
    .where(and(isNull(staffInvites.usedAt), gt(staffInvites.expiresAt, now)))
    .orderBy(desc(staffInvites.createdAt));
}

/** Someone with this e-mail address has an account already. */
export class EmailTaken extends FieldRefused {
  override name = "EmailTaken";
  constructor() {
    super("email", { code: "emailTaken" });
  }
}

/**
 * Creates an invitation and returns its token, for the link; throws EmailTaken. With `mail`, the
 * invitation mail (the link, who invites, until when) is written with it, in `mail.locale`.
 */
export async function inviteStaff(
  db: Db,
  actor: Actor,
  input: { email: string; name: string; role: StaffRole },
  mail?: { setup: StaffMailSetup; inviter: string; locale: Locale },
): Promise<string> {
  const email = normalizeEmail(input.email);
  if (await staffByEmail(db, email)) throw new EmailTaken();
  const token = randomBytes(32).toString("base64url");
  const tokenHash = hashToken(token);
  const expiresAt = new Date(Date.now() + INVITE_DAYS * 86_400_000);
  const invitation = mail
    ? inviteMail(
        {
          email,
          name: input.name,
          role: input.role,
          inviter: mail.inviter,
          expiresAt,
          link: new URL(adminHref.invite(token), mail.setup.siteUrl).href,
          // each invitation (one renewed too) is a cause of its own
          key: tokenHash.slice(0, 32),
        },
        mail.setup,
        mail.locale,
      )
    : null;
  await commitChange(db, actor, {
    writes: [
      insertInto(staffInvites, {
        tokenHash,
        email,
        name: input.name,
        role: input.role,
        invitedBy: actor.id,
        expiresAt,
      }),
      ...(mail && invitation ? mailWrites(mail.setup, [invitation]) : []),
    ],
    audit: {
      entity: "staff_user",
      action: "invite",
      id: email,
      before: null,
      after: { email, name: input.name, role: input.role },
    },
  });
  return token;
}

/** The open invitation a link's token stands for, or null. */
export async function openInvite(db: Db, token: string) {
  const [invite] = await db
    .select()
    .from(staffInvites)
    .where(
      and(
        eq(staffInvites.tokenHash, hashToken(token)),
        isNull(staffInvites.usedAt),
        gt(staffInvites.expiresAt, new Date()),
      ),
    );
  return invite ?? null;
}

export type OpenInvite = NonNullable<Awaited<ReturnType<typeof openInvite>>>;

/** The invitation is used, expired or unknown. */
export class InviteGone extends Refused {
  override name = "InviteGone";
  constructor() {
    super({ code: "inviteGone" });
  }
}
/** An account with the invitation's e-mail address exists already. */
export class AccountExists extends Refused {
  override name = "AccountExists";
  constructor() {
    super({ code: "accountExists" });
  }
}

/**
 * Accepts an invitation: creates the account and uses the invitation up, in one transaction, so
 * an invitation makes one account (the claim inside the change decides). The new member is the
 * change's author, so the account is created first and the change runs in a savepoint of the
 * same transaction. Throws InviteGone or
 * AccountExists, and nothing is written.
 */
export async function acceptInvite(
  db: Db,
  invite: OpenInvite,
  input: { name: string; password: string },
): Promise<StaffUser> {
  return db.transaction(async (tx) => {
    const user = await createStaff(tx, {
      email: invite.email,
      role: invite.role,
      name: input.name,
      password: input.password,
    });
    if (!user) throw new AccountExists();
    const { id, email, name, role } = user;
    // the claim: an invitation used meanwhile names no row, and the account is not made
    const unused = and(eq(staffInvites.tokenHash, invite.tokenHash), isNull(staffInvites.usedAt));
    await commitChange(tx, user, {
      writes: [updateWhere(staffInvites, { usedAt: new Date() }, unused, new InviteGone())],
      audit: { entity: "staff_user", action: "create", id: email, before: null, after: { email, name, role } },
    });
    return { id, email, name, role };
  });
}
