/**
 * Where the contact form's mail goes and how long messages are kept, as an admin sets them
 * (/admin/mail/settings): an address per topic for support's notice, one for a store's "report a
 * change", and the months a closed enquiry is kept. Unset, each goes to the site's support address.
 */
import { eq } from "drizzle-orm";
import { type Actor, commitChange, updateWhere } from "~/.server/changes/pipeline.server";
import type { Db } from "~/.server/db/client";
import { contactSettings } from "~/.server/db/schema/contact";
import { CONTACT_RETENTION, type ContactTopic, contactTopics } from "~/lib/content-model";
import { NotFound } from "~/lib/forms/refusal";

export type ContactSettings = {
  topicAddresses: Partial<Record<ContactTopic, string>>;
  storeAddress: string | null;
  retentionMonths: number;
  version: number;
};

const defaults: ContactSettings = {
  topicAddresses: {},
  storeAddress: null,
  retentionMonths: CONTACT_RETENTION.closedMonths,
  version: 1,
};

export async function contactSettingsOf(db: Db): Promise<ContactSettings> {
  const [row] = await db.select().from(contactSettings).where(eq(contactSettings.id, 1));
  if (!row) return defaults;
  const topicAddresses = Object.fromEntries(
    contactTopics.flatMap((topic) => (row.topicAddresses[topic] ? [[topic, row.topicAddresses[topic]]] : [])),
  );
  return { topicAddresses, storeAddress: row.storeAddress, retentionMonths: row.retentionMonths, version: row.version };
}

/**
 * Who gets support's notice of a message: a store's "report a change" (topic "dealer", naming a
 * store) goes to the store data address; any other to its topic's; unset, to the support address.
 */
export function noticeAddress(
  settings: ContactSettings,
  message: { topic: ContactTopic; storeNamed: boolean },
  supportAddress: string,
): string {
  if (message.topic === "dealer" && message.storeNamed && settings.storeAddress) return settings.storeAddress;
  return settings.topicAddresses[message.topic] ?? supportAddress;
}

class SettingsGone extends NotFound {
  override name = "SettingsGone";
  constructor() {
    super("contact settings");
  }
}

export type SettingsChange = Omit<ContactSettings, "version">;

/** Saves the settings if they are still at the version the admin loaded (else EditConflict); audited. */
export async function saveContactSettings(db: Db, actor: Actor, loaded: number, change: SettingsChange) {
  const before = await contactSettingsOf(db);
  const { version: _version, ...was } = before;
  const missing = new SettingsGone();
  // the one row is written by the first save (an empty database holds none: a restore's target)
  await db.insert(contactSettings).values({ id: 1 }).onConflictDoNothing();
  await commitChange(db, actor, {
    claims: [{ table: contactSettings, id: "1", version: loaded, missing }],
    writes: [updateWhere(contactSettings, { ...change, updatedAt: new Date() }, eq(contactSettings.id, 1))],
    audit: { entity: "contact_settings", action: "update", id: "contact", before: was, after: change },
  });
}
