/**
 * New-device notices. A browser that signs in gets a device cookie (a random token; the account
 * keeps its SHA-256 in staff_device). A sign-in from a browser without a token the account knows is
 * from a new device: the session, the device and the notice to the member are written in one
 * transaction. An account's first known browser is not announced (nothing to compare it with:
 * its first sign-in, or its first after this came in).
 */
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { type Client, hashToken, newSession } from "~/.server/auth/session.server";
import type { Db } from "~/.server/db/client";
import { staffDevices, staffSessions, staffUsers } from "~/.server/db/schema/staff";
import { queueMails } from "~/.server/mail/outbox.server";
import { noticeMail, type StaffMailSetup } from "./mails.server";

/** Starts a session from a browser; returns the session's token and the device token for its cookie. */
export async function startSessionOn(
  db: Db,
  userId: number,
  client: Client & { device: string | null },
  options: { now?: Date; factorProven?: boolean; mail?: StaffMailSetup } = {},
) {
  const now = options.now ?? new Date();
  const device = client.device && /^[A-Za-z0-9_-]{43}$/.test(client.device) ? client.device : null;
  const deviceToken = device ?? randomBytes(32).toString("base64url");
  const deviceId = hashToken(deviceToken);
  const known = await db.select({ id: staffDevices.id }).from(staffDevices).where(eq(staffDevices.userId, userId));
  const isNew = known.length > 0 && !known.some((d) => d.id === deviceId);
  const [user] = isNew && options.mail ? await db.select().from(staffUsers).where(eq(staffUsers.id, userId)) : [];
  const session = newSession(userId, client, now, options.factorProven ?? false);
  const notice =
    user && options.mail
      ? noticeMail(
          "newDevice",
          user,
          { at: now, userAgent: client.userAgent, address: session.row.address },
          options.mail,
        )
      : null;
  await db.transaction(async (tx) => {
    await tx.insert(staffSessions).values(session.row);
    await tx
      .insert(staffDevices)
      .values({ id: deviceId, userId, userAgent: session.row.userAgent, firstSeenAt: now, lastSeenAt: now })
      .onConflictDoUpdate({
        target: [staffDevices.userId, staffDevices.id],
        set: { lastSeenAt: now, userAgent: sql`excluded.user_agent` },
      });
    if (notice && options.mail) await queueMails(tx, options.mail, [notice]);
  });
  return { token: session.token, expiresAt: session.expiresAt, device: deviceToken };
}
