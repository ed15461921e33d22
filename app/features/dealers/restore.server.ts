/** Restoring a store to a version its history keeps (app/.server/changes/restore.server.ts). */
import { eq } from "drizzle-orm";
import { z } from "zod";
import { updateWhere, withoutBookkeeping } from "~/.server/changes/pipeline.server";
import { RestoreRefused, type Restorer } from "~/.server/changes/restore.server";
import type { Db } from "~/.server/db/client";
import { dealers } from "~/.server/db/schema/dealers";
import * as adminHref from "~/lib/admin/href";
import { dealerTypes, publishStatuses } from "~/lib/content-model";
import { parseHoursText, weekdays } from "~/lib/opening-hours";
import { dealerText } from "./admin-text";
import { dealerFieldLabels, dealerFieldLabelsIn } from "./schema";

const text = z.string();
const dealerSnapshot = z
  .object({
    name: text.min(1),
    type: z.enum(dealerTypes),
    street: text,
    postcode: text,
    city: text,
    region: text.nullable(),
    country: text.length(2),
    phone: text,
    email: text,
    website: text,
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    openingHours: z.array(z.object({ dayOfWeek: z.array(z.enum(weekdays)), opens: text, closes: text })),
    /** A version saved before the hours were structured: its one line, read as the migration read them. */
    hours: text,
    verifiedOn: z.iso.date(),
    lines: z.array(text),
    status: z.enum(publishStatuses),
  })
  .partial();

async function dealerRow(db: Db, id: string) {
  const [row] = await db.select().from(dealers).where(eq(dealers.id, id));
  return row ?? null;
}

export const dealerRestorer: Restorer = {
  entity: "dealer",
  noun: "store",
  table: dealers,
  labels: dealerFieldLabels,
  labelsIn: (locale) => dealerFieldLabelsIn(dealerText(locale)),
  editPath: (id) => adminHref.dealer(id),
  async current(db, id) {
    const row = await dealerRow(db, id);
    return row && { title: row.name, version: row.version, snapshot: withoutBookkeeping(row) };
  },
  async describe(db, id, snapshot) {
    const parsed = dealerSnapshot.safeParse(snapshot);
    if (!parsed.success) throw new RestoreRefused({ code: "versionUnreadable" });
    const before = await dealerRow(db, id);
    if (!before) throw new RestoreRefused({ code: "storeGone" });
    const { hours, ...kept } = parsed.data;
    const read = hours === undefined ? undefined : parseHoursText(hours);
    if (read === null) throw new RestoreRefused({ code: "hoursUnreadable", hours: hours ?? "" });
    const values = read ? { ...kept, openingHours: read } : kept;
    return {
      writes: [updateWhere(dealers, { ...values, updatedAt: new Date() }, eq(dealers.id, id))],
      before: withoutBookkeeping(before),
      after: withoutBookkeeping({ ...before, ...values }),
      // its name, place or status may be another: its search entries follow
      search: { stores: [id] },
    };
  },
};
