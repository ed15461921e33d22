/**
 * Contact messages are kept only as long as the privacy policy says (the months an admin set, 24
 * unless changed; spam CONTACT_RETENTION.spamDays): a daily
 * sweep deletes closed enquiries and messages marked spam once their time is up. A message still
 * new, read or answered is never deleted: support is not done with it. Running the sweep on two
 * instances at once deletes nothing twice.
 */
import { and, eq, lt, or } from "drizzle-orm";
import type { AppRuntime } from "~/.server/context";
import type { Db } from "~/.server/db/client";
import { contactMessages } from "~/.server/db/schema/contact";
import { log } from "~/.server/log";
import { deleteMailsAbout } from "~/.server/mail/outbox.server";
import { CONTACT_RETENTION } from "~/lib/content-model";
import { contactSettingsOf } from "./settings.server";

const DAY_MS = 86_400_000;

/** The moment before which a closed enquiry is deleted: `months` calendar months before `now`. */
function closedBefore(now: Date, months: number): Date {
  const at = new Date(now);
  at.setUTCMonth(at.getUTCMonth() - months);
  return at;
}

/** Deletes the messages whose time is up at `now` (the months an admin set); returns how many. */
export async function deleteExpiredMessages(db: Db, now = new Date()): Promise<number> {
  const { retentionMonths } = await contactSettingsOf(db);
  const spamBefore = new Date(now.getTime() - CONTACT_RETENTION.spamDays * DAY_MS);
  const deleted = await db
    .delete(contactMessages)
    .where(
      or(
        and(eq(contactMessages.status, "closed"), lt(contactMessages.updatedAt, closedBefore(now, retentionMonths))),
        and(eq(contactMessages.status, "spam"), lt(contactMessages.updatedAt, spamBefore)),
      ),
    )
    .returning({ reference: contactMessages.reference });
  // the mails it caused go with it (the acknowledgement holds a copy of the message)
  await deleteMailsAbout(
    db,
    deleted.map((m) => `contact:${m.reference}`),
  );
  return deleted.length;
}

/** Sweeps at start and once a day; returns what stops it. */
export function startRetentionSweep(runtime: AppRuntime): () => void {
  const sweep = () =>
    deleteExpiredMessages(runtime.database.db).then(
      (n) => {
        if (n > 0) log.info({ deleted: n }, "contact messages past their retention deleted");
      },
      (error: Error) => log.error({ err: error }, "contact message retention sweep failed; it runs again in a day"),
    );
  void sweep();
  const timer = setInterval(sweep, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
