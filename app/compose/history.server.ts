/**
 * A content record's history, read from the audit log: each version it has had (who saved it,
 * when, what changed field by field) and restoring one of them in one step.
 */

import { type LoggedChange, recordHistory } from "~/.server/changes/audit-log.server";
import type { Actor } from "~/.server/changes/pipeline.server";
import { type Restorer, restoreVersion } from "~/.server/changes/restore.server";
import type { Db } from "~/.server/db/client";
import { groupRestorer, lineRestorer, productRestorer } from "~/features/catalogue/restore.server";
import { legalPageRestorer } from "~/features/company/legal.server";
import { dealerRestorer } from "~/features/dealers/restore.server";
import { articleRestorer } from "~/features/news/restore.server";
import { shownValue } from "~/lib/admin/conflict";

/** The records whose history can be shown and restored, by the audit log's name for them. */
const restorers = new Map<string, Restorer>(
  [productRestorer, lineRestorer, groupRestorer, articleRestorer, dealerRestorer, legalPageRestorer].map((r) => [
    r.entity,
    r,
  ]),
);

export const restorerOf = (entity: string) => restorers.get(entity) ?? null;

export type FieldChange = { key: string; label: string; before: string; after: string };

export type Version = {
  /** Which kept state: "<audit entry>-after", or "<first entry>-before" for the state before the log began. */
  key: string;
  at: string | null;
  by: string | null;
  action: string | null;
  changes: FieldChange[];
  /** The version the record has now: nothing to restore. */
  current: boolean;
};

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/**
 * A labelled field of a kept state as comparable text; null when the state lacks it. A key with a
 * dot names a part of an object field ("kit.controls"): a state with the object shows a missing
 * part as empty.
 */
function shownAt(record: Record<string, unknown>, key: string): string | null {
  const [field = key, part] = key.split(".", 2);
  if (!(field in record)) return null;
  if (part === undefined) return shownValue(record[field]);
  return shownValue(asRecord(record[field])?.[part]);
}

/** The labelled fields of a kept state, as comparable text. */
function shown(labels: Record<string, string>, snapshot: unknown) {
  const record = asRecord(snapshot) ?? {};
  return Object.fromEntries(Object.keys(labels).map((key) => [key, shownAt(record, key)]));
}

/** What a logged change changed, field by field (a field a snapshot lacks is left out). */
export function fieldChanges(labels: Record<string, string>, before: unknown, after: unknown): FieldChange[] {
  const a = shown(labels, before);
  const b = shown(labels, after);
  return Object.entries(labels).flatMap(([key, label]) => {
    const was = a[key] ?? null;
    const is = b[key] ?? null;
    if (is === null || was === is) return [];
    return [{ key, label, before: was ?? "", after: is }];
  });
}

/** The states a record's log keeps, newest first. */
export function versionsOf(restorer: Restorer, log: LoggedChange[], now: unknown): Version[] {
  const present = shown(restorer.labels, now);
  // a field a kept state lacks is one a restore leaves as it is: it cannot differ
  const same = (snapshot: unknown) =>
    Object.entries(shown(restorer.labels, snapshot)).every(([key, value]) => value === null || value === present[key]);
  const versions: Version[] = [];
  const first = log[0];
  if (first?.before) {
    versions.push({ key: `${first.id}-before`, at: null, by: null, action: null, changes: [], current: false });
  }
  for (const entry of log) {
    if (!entry.after) continue;
    versions.push({
      key: `${entry.id}-after`,
      at: entry.at,
      by: entry.by,
      action: entry.action,
      changes: entry.before ? fieldChanges(restorer.labels, entry.before, entry.after) : [],
      current: false,
    });
  }
  // the newest state equal to the record now is the current one
  const snapshots = new Map<string, unknown>(
    log.flatMap((e) => [
      [`${e.id}-before`, e.before],
      [`${e.id}-after`, e.after],
    ]),
  );
  const current = [...versions].reverse().find((v) => same(snapshots.get(v.key)));
  if (current) current.current = true;
  return versions.reverse();
}

/** A record's history page: what it is now and its versions, newest first; null when neither exists. */
export async function historyPage(db: Db, restorer: Restorer, id: string) {
  const [now, log] = await Promise.all([restorer.current(db, id), recordHistory(db, restorer.entity, id)]);
  if (!now) return null;
  return {
    title: now.title,
    version: now.version,
    // as the log keeps it (JSON: times as ISO text), so the current state compares equal to its entry
    versions: versionsOf(restorer, log, JSON.parse(JSON.stringify(now.snapshot))),
  };
}

/** Restores record `id` to the kept state `key` (see Version); false when the log keeps no such state. */
export async function restoreKept(db: Db, actor: Actor, restorer: Restorer, id: string, loaded: number, key: string) {
  const match = /^(\d+)-(before|after)$/.exec(key);
  if (!match) return false;
  const entry = (await recordHistory(db, restorer.entity, id)).find((e) => e.id === Number(match[1]));
  const snapshot = asRecord(match[2] === "before" ? entry?.before : entry?.after);
  if (!snapshot) return false;
  await restoreVersion(db, actor, restorer, id, loaded, snapshot);
  return true;
}
