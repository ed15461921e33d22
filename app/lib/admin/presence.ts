/**
 * Who else has a record open in an editor: what the server sends the editor and how it reads.
 * Shared by the service (presence.server.ts), the heartbeat route and the notice (editing-now.tsx).
 */

/** The records an editor can have open, named as the audit log names them. */
export const editingEntities = ["product", "category", "sub_group", "article", "dealer", "contact_message"] as const;
export type EditingEntity = (typeof editingEntities)[number];

/** Someone seen in the last few minutes with this record open is named; older sightings are not. */
export const PRESENCE_WINDOW_MS = 3 * 60_000;
/** How often an open editor says it is still open (while the page is visible and in use). */
export const HEARTBEAT_MS = 30_000;
/** An editor nobody has touched for this long stops saying so: a tab left open is not someone editing. */
export const IDLE_AFTER_MS = 15 * 60_000;

export type OtherEditor = { name: string; email: string; secondsAgo: number };

/**
 * What an editor's loader and the heartbeat return: which record, who else has it open, and when
 * the server last marked this editor (a goodbye forgets only up to then: see stopEditing).
 */
export type Presence = { entity: EditingEntity; id: string; markedAt: string; others: OtherEditor[] };

/** What a staff member needs to open the record's editor, and so to say they have it open. */
export const entityPermission = (entity: EditingEntity) => (entity === "contact_message" ? "inbox" : "content");
