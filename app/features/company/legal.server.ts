/**
 * The legal pages: what the site shows, what the admin lists and edits, and how a save goes
 * through the change pipeline (version claim, audit entry, content version in one transaction).
 * A page in a language is a row of its own (`imprint-de`); pages are never created or removed in
 * the admin, only changed: the seed holds every page in every language.
 */
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { type Actor, commitChange, updateWhere } from "~/.server/changes/pipeline.server";
import { RestoreRefused, type Restorer } from "~/.server/changes/restore.server";
import type { Db } from "~/.server/db/client";
import { legalPages } from "~/.server/db/schema/company";
import * as adminHref from "~/lib/admin/href";
import { type LegalPageKey, legalPageKeys } from "~/lib/content-model";
import { NotFound } from "~/lib/forms/refusal";
import { type Locale, locales } from "~/lib/i18n/locales";
import { legalBlocksToText, textToLegalBlocks } from "~/lib/legal-text";
import { legalAdminText } from "./legal-admin-text";
import { type LegalPageInput, legalPageEntity } from "./legal-form";

/** No such page in that language (an address typed by hand). */
export class LegalPageNotFound extends NotFound {
  constructor(id: string) {
    super(`legal page ${id}`);
  }
}

export const legalPageId = (key: LegalPageKey, locale: Locale) => `${key}-${locale}`;

/** A page as the site shows it (facts not yet filled in), or null. */
export async function legalPage(db: Db, key: LegalPageKey, locale: Locale) {
  const [row] = await db
    .select({
      title: legalPages.title,
      summary: legalPages.summary,
      body: legalPages.body,
      effectiveOn: legalPages.effectiveOn,
    })
    .from(legalPages)
    .where(eq(legalPages.id, legalPageId(key, locale)));
  return row ?? null;
}

/** The admin's list: every page in every language, in the footer's order. */
export async function adminLegalPages(db: Db) {
  const rows = await db
    .select({
      id: legalPages.id,
      key: legalPages.key,
      locale: legalPages.locale,
      title: legalPages.title,
      updatedAt: legalPages.updatedAt,
    })
    .from(legalPages)
    .orderBy(asc(legalPages.id));
  const rank = (r: { key: LegalPageKey; locale: Locale }) =>
    legalPageKeys.indexOf(r.key) * locales.length + locales.indexOf(r.locale);
  return rows.sort((a, b) => rank(a) - rank(b)).map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
}

type LegalRow = typeof legalPages.$inferSelect;

/** A page as the editor shows it (its text as typed), or null. */
export async function editableLegalPage(db: Db, id: string) {
  const row = await legalRow(db, id);
  if (!row) return null;
  return {
    id: row.id,
    key: row.key,
    locale: row.locale,
    title: row.title,
    summary: row.summary,
    body: legalBlocksToText(row.body),
    effectiveOn: row.effectiveOn,
    version: row.version,
  };
}

async function legalRow(db: Db, id: string): Promise<LegalRow | null> {
  const [row] = await db.select().from(legalPages).where(eq(legalPages.id, id));
  return row ?? null;
}

/** A page as the audit log keeps it: the text as typed, no bookkeeping. */
const snapshotOf = (row: Pick<LegalRow, "title" | "summary" | "body" | "effectiveOn">) => ({
  title: row.title,
  summary: row.summary,
  body: legalBlocksToText(row.body),
  effectiveOn: row.effectiveOn,
});

/**
 * Saves the editor's input over page `id`, if it is still at the version the editor loaded.
 * Throws LegalPageNotFound or EditConflict, with nothing written.
 */
export async function saveLegalPage(
  db: Db,
  actor: Actor,
  target: { id: string; version: number },
  input: LegalPageInput,
) {
  const before = await legalRow(db, target.id);
  if (!before) throw new LegalPageNotFound(target.id);
  const set = {
    title: input.title,
    summary: input.summary,
    body: textToLegalBlocks(input.body),
    effectiveOn: input.effectiveOn,
  };
  await commitChange(db, actor, {
    claims: [{ table: legalPages, id: target.id, version: target.version, missing: new LegalPageNotFound(target.id) }],
    writes: [updateWhere(legalPages, { ...set, updatedAt: new Date() }, eq(legalPages.id, target.id))],
    audit: {
      entity: legalPageEntity,
      action: "update",
      id: target.id,
      before: snapshotOf(before),
      after: snapshotOf(set),
    },
    // found by its new words at once, in every language it has
    search: { pages: [before.key] },
  });
}

const text = z.string();
// a version saved before pages had an effective date has none: restoring it keeps the page's
const legalSnapshot = z
  .object({ title: text.min(1), summary: text, body: text.min(1), effectiveOn: z.iso.date() })
  .partial();

/** History and restore for the legal pages (app/compose/history.server.ts). */
export const legalPageRestorer: Restorer = {
  entity: legalPageEntity,
  noun: "legal page",
  table: legalPages,
  labels: { title: "Title", summary: "Description", body: "Text", effectiveOn: "In effect from" },
  labelsIn: (locale) => legalAdminText[locale].labels,
  editPath: (id) => adminHref.legalPage(id),
  async current(db, id) {
    const row = await legalRow(db, id);
    return row && { title: row.title, version: row.version, snapshot: snapshotOf(row) };
  },
  async describe(db, id, snapshot) {
    const parsed = legalSnapshot.safeParse(snapshot);
    if (!parsed.success) throw new RestoreRefused({ code: "versionUnreadable" });
    const before = await legalRow(db, id);
    if (!before) throw new RestoreRefused({ code: "recordGone" });
    const { body, ...values } = parsed.data;
    const set = { ...values, ...(body === undefined ? {} : { body: textToLegalBlocks(body) }) };
    const after = { ...before, ...set };
    return {
      writes: [updateWhere(legalPages, { ...set, updatedAt: new Date() }, eq(legalPages.id, id))],
      before: snapshotOf(before),
      after: snapshotOf(after),
      search: { pages: [before.key] },
    };
  },
};
