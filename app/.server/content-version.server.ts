/**
 * Which version of the published content this instance has seen. Every admin change writes the
 * audit log, whose trigger sends NOTIFY noteva_content (drizzle/0006); each instance listens and
 * counts. The page cache keeps a page only for the version it was rendered at, and keeps nothing
 * while the listening connection is down (a change could be missed).
 */
import type { Database } from "./db/client";

export const CONTENT_CHANNEL = "noteva_content";

let version = 0;
let listening = false;

/** The content version, or null while changes cannot be heard (nothing may be cached then). */
export function contentVersion(): number | null {
  return listening ? version : null;
}

/** Called by this instance's own changes too, so its next request never sees an older page. */
export function contentChanged() {
  version++;
}

export async function listenForContentChanges(database: Pick<Database, "listen">) {
  return database.listen(CONTENT_CHANNEL, contentChanged, (now) => {
    // a connection (re)established may have missed notifications: start from a new version
    version++;
    listening = now;
  });
}
