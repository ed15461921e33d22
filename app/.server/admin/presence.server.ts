/**
 * Who has which record open in an editor (edit_presence): marked by the editor's page load and its
 * heartbeat, forgotten when the editor leaves. Nobody is locked out; an editor is only told who
 * else has the record open. Presence is not content: it bypasses the change pipeline, is not
 * audited and moves no content version.
 */
import { and, desc, eq, gt, lt, lte, ne } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { staffOf } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import type { Db } from "~/.server/db/client";
import { editPresence } from "~/.server/db/schema/admin";
import { staffDirectory } from "~/.server/staff-directory.server";
import { type EditingEntity, type OtherEditor, PRESENCE_WINDOW_MS, type Presence } from "~/lib/admin/presence";

/** One editor on one record. `id` is the record's id as its editor's address names it. */
export type Editing = { entity: EditingEntity; id: string; userId: number };

/** Rows older than this are removed when anyone marks: nobody asks about them any more. */
const KEEP_MS = 24 * 60 * 60_000;

const onRecord = ({ entity, id }: Pick<Editing, "entity" | "id">) =>
  and(eq(editPresence.entity, entity), eq(editPresence.entityId, id));

/** The user has the record open now (page load or heartbeat); sweeps out day-old rows on the way. */
export async function markEditing(db: Db, editing: Editing, now = new Date()): Promise<void> {
  await db
    .insert(editPresence)
    .values({ entity: editing.entity, entityId: editing.id, userId: editing.userId, seenAt: now })
    .onConflictDoUpdate({
      target: [editPresence.entity, editPresence.entityId, editPresence.userId],
      set: { seenAt: now },
    });
  await db.delete(editPresence).where(lt(editPresence.seenAt, new Date(now.getTime() - KEEP_MS)));
}

/** The other enabled staff seen with the record open within the window, most recent first. */
export async function othersEditing(db: Db, editing: Editing, now = new Date()): Promise<OtherEditor[]> {
  const seen = await db
    .select({ userId: editPresence.userId, seenAt: editPresence.seenAt })
    .from(editPresence)
    .where(
      and(
        onRecord(editing),
        ne(editPresence.userId, editing.userId),
        gt(editPresence.seenAt, new Date(now.getTime() - PRESENCE_WINDOW_MS)),
      ),
    )
    .orderBy(desc(editPresence.seenAt));
  const staff = await staffDirectory(
    db,
    seen.map((r) => r.userId),
  );
  // disabled accounts are nobody; among those seen at the same moment, by name
  const rows = seen
    .flatMap((r) => {
      const who = staff.get(r.userId);
      return who && !who.disabled ? [{ name: who.name, email: who.email, seenAt: r.seenAt }] : [];
    })
    .sort((a, b) => b.seenAt.getTime() - a.seenAt.getTime() || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return rows.map((r) => ({
    name: r.name,
    email: r.email,
    // another instance's clock may run a little ahead
    secondsAgo: Math.max(0, Math.round((now.getTime() - r.seenAt.getTime()) / 1000)),
  }));
}

/**
 * The user left the record's editor (closed the page or went elsewhere). With `markedUpTo` (when
 * the leaving page was last marked), a mark made since stays: a reloaded page marks itself before
 * the old page's goodbye arrives.
 */
export async function stopEditing(db: Db, editing: Editing, markedUpTo?: Date): Promise<void> {
  await db
    .delete(editPresence)
    .where(
      and(
        onRecord(editing),
        eq(editPresence.userId, editing.userId),
        markedUpTo ? lte(editPresence.seenAt, markedUpTo) : undefined,
      ),
    );
}

/** Marks the signed-in staff member present on the record and names who else has it open. */
export async function markAndList(db: Db, editing: Editing): Promise<Presence> {
  const now = new Date();
  await markEditing(db, editing, now);
  const others = await othersEditing(db, editing, now);
  return { entity: editing.entity, id: editing.id, markedAt: now.toISOString(), others };
}

/**
 * For an existing record's editor loader: the signed-in staff member has it open now; returns who
 * else does, for <EditingNow>. A new record (no id yet) has no one else: null.
 */
export async function editingNow(
  context: Readonly<RouterContextProvider>,
  entity: EditingEntity,
  id: string | null | undefined,
): Promise<Presence | null> {
  if (!id) return null;
  const { user } = staffOf(context);
  return markAndList(context.get(runtimeContext).database.db, { entity, id, userId: user.id });
}
