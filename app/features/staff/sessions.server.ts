/**
 * A staff member's own sessions as the account page lists them (device, signed in, last seen, the
 * truncated address), and ending one of them or all the others, audited on the account.
 */
import { and, desc, eq, ne } from "drizzle-orm";
import { isAlive, type Session } from "~/.server/auth/session.server";
import { commitChange, deleteWhere } from "~/.server/changes/pipeline.server";
import type { Db } from "~/.server/db/client";
import { staffSessions } from "~/.server/db/schema/staff";
import { type DeviceNames, describeDevice } from "~/lib/client-device";
import { Refused } from "~/lib/forms/refusal";

export type SessionListing = {
  /** A short public handle: the first characters of the stored id (itself a hash of the token). */
  handle: string;
  device: string;
  address: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  current: boolean;
};

const HANDLE = 16;

/** The member's live sessions (`idleMs`: the idle limit), the current one first, then the most recently seen. */
export async function listSessions(
  db: Db,
  session: Session,
  idleMs: number,
  /** How the reader's language names a browser on a system. */
  names?: DeviceNames,
  now = new Date(),
): Promise<SessionListing[]> {
  const rows = await db
    .select()
    .from(staffSessions)
    .where(eq(staffSessions.userId, session.user.id))
    .orderBy(desc(staffSessions.lastSeenAt));
  return rows
    .filter((r) => isAlive(r, idleMs, now))
    .map((r) => ({
      handle: r.id.slice(0, HANDLE),
      device: describeDevice(r.userAgent, names),
      address: r.address,
      createdAt: r.createdAt,
      lastSeenAt: r.lastSeenAt,
      current: r.id === session.id,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

const ended = () => new Refused({ code: "sessionEnded" });

/** Ends one of the member's other sessions, named by its handle; refused when none is (any more). */
export async function endSession(db: Db, session: Session, handle: string) {
  const rows = await db
    .select({ id: staffSessions.id, userAgent: staffSessions.userAgent })
    .from(staffSessions)
    .where(and(eq(staffSessions.userId, session.user.id), ne(staffSessions.id, session.id)));
  const target = handle.length === HANDLE ? rows.find((r) => r.id.startsWith(handle)) : undefined;
  if (!target) throw ended();
  await commitChange(db, session.user, {
    writes: [deleteWhere(staffSessions, eq(staffSessions.id, target.id), ended())],
    audit: {
      entity: "staff_user",
      action: "end-session",
      id: session.user.email,
      before: { device: describeDevice(target.userAgent) },
      after: null,
    },
  });
}

/** Ends every session of the member but this one; returns how many ended. */
export async function endOtherSessions(db: Db, session: Session): Promise<number> {
  const others = await db
    .select({ id: staffSessions.id })
    .from(staffSessions)
    .where(and(eq(staffSessions.userId, session.user.id), ne(staffSessions.id, session.id)));
  await commitChange(db, session.user, {
    writes: [
      deleteWhere(staffSessions, and(eq(staffSessions.userId, session.user.id), ne(staffSessions.id, session.id))),
    ],
    audit: {
      entity: "staff_user",
      action: "end-other-sessions",
      id: session.user.email,
      before: { sessions: others.length + 1 },
      after: { sessions: 1 },
    },
  });
  return others.length;
}
