/**
 * What waits for staff: the counters of the admin's dashboard and of the signed-in user's base
 * info, each asked of the domain that owns it (article states as the site means them).
 */
import type { Db } from "~/.server/db/client";
import { productDraftCount } from "~/features/catalogue/lookups.server";
import { unreadCount } from "~/features/contact/inbox.server";
import { articleCounts } from "~/features/news/editing.server";

/** The dashboard's cards: new contact messages, article drafts, scheduled articles. */
export async function dashboardCounts(db: Db) {
  const [unread, { drafts, scheduled }] = await Promise.all([unreadCount(db), articleCounts(db)]);
  return { unread, drafts, scheduled };
}

/** Articles and products not on the site yet: drafts, and articles scheduled for later. */
export async function draftsWaiting(db: Db): Promise<number> {
  const [{ drafts, scheduled }, productDrafts] = await Promise.all([articleCounts(db), productDraftCount(db)]);
  // a draft is never scheduled (scheduled: published for a time to come)
  return drafts + scheduled + productDrafts;
}
