/**
 * What the instrument checker (/support/check) knows of each model that answers over MIDI: the
 * codes its Identity Reply carries, its firmware history with the notes in the page's language,
 * its manuals, and how to update it by hand. Only public data: the page matches the connected
 * instrument against it in the browser.
 */

import { asc, desc, inArray } from "drizzle-orm";
import type { Db } from "~/.server/db/client";
import { firmwareReleases, productDocs } from "~/.server/db/schema/support";
import type { ProductDocument } from "~/lib/documents/document-groups";
import type { Gender } from "~/lib/i18n/gender";
import type { Locale } from "~/lib/i18n/locales";
import { updateHowOf, updateSteps } from "~/lib/support/firmware-steps";
import type { SupportProduct } from "./products";
import { documentFields } from "./queries.server";

/** One published firmware release, as the checker offers it. */
export type CheckerRelease = {
  version: string;
  releasedAt: Date;
  /** The installed version the instrument needs before it may take this release; null: any. */
  minimumVersion: string | null;
  /** The archive (a zip holding the one .BIN image), its size and its published SHA-256. */
  href: string;
  bytes: number;
  sha256: string;
  /** The release notes in the page's language, line for line; in English where untranslated (`english`). */
  changes: string[];
  english: boolean;
};

/** A model the checker can recognise by its Identity Reply. */
export type CheckerModel = {
  id: string;
  title: string;
  /** German grammatical gender, for sentences that name the model. */
  gender: Gender;
  /** Its picture key (`<Picture src>`). */
  pic: string;
  /** The line's MIDI family code and the model's member code (14-bit each). */
  family: number;
  member: number;
  /** Its firmware releases, newest first (empty: none published yet). */
  releases: CheckerRelease[];
  /**
   * Its documents in every language, in the product's order, as its product page lists them
   * (`DocumentList` groups them by kind with the page's language first).
   */
  documents: ProductDocument[];
  /** Whether it updates from a USB flash drive (a USB TO DEVICE port) rather than from a computer. */
  usbToDevice: boolean;
  /** The manual route: the firmware page's update steps, in the page's language. */
  steps: string[];
};

/** A published model that answers over MIDI: its line's family code and its member code. */
export type MidiModel = Omit<SupportProduct, "midiMember"> & { family: number; member: number };

/** A firmware release's notes in a language, line for line, or the English ones marked as such (news translates them). */
export type ReleaseNotesIn = (
  db: Db,
  productId: string,
  version: string,
  changes: string[],
  locale: Locale,
) => Promise<{ changes: string[]; english: boolean }>;

/** The models (the catalogue's, in the range's order) with their firmware, manuals and update steps in `locale`. */
export async function checkerModels(
  db: Db,
  models: readonly MidiModel[],
  locale: Locale,
  notesIn: ReleaseNotesIn,
): Promise<CheckerModel[]> {
  // one after another: inside a change's transaction `db` is a single connection
  const ids = models.map((m) => m.id);
  if (ids.length === 0) return [];
  const releases = await db
    .select()
    .from(firmwareReleases)
    .where(inArray(firmwareReleases.productId, ids))
    .orderBy(desc(firmwareReleases.releasedAt), desc(firmwareReleases.id));
  const docs = await db
    .select({ productId: productDocs.productId, ...documentFields })
    .from(productDocs)
    .where(inArray(productDocs.productId, ids))
    .orderBy(asc(productDocs.position), asc(productDocs.id));
  const out: CheckerModel[] = [];
  for (const { params, ...model } of models) {
    const own: CheckerRelease[] = [];
    for (const r of releases) {
      if (r.productId !== model.id) continue;
      const notes = await notesIn(db, model.id, r.version, r.changes, locale);
      own.push({
        version: r.version,
        releasedAt: r.releasedAt,
        minimumVersion: r.minimumVersion,
        href: r.href,
        bytes: r.bytes,
        sha256: r.sha256,
        changes: notes.changes,
        english: notes.english,
      });
    }
    const how = updateHowOf(params, model.kit);
    out.push({
      ...model,
      releases: own,
      documents: docs.filter((d) => d.productId === model.id).map(({ productId: _p, ...doc }) => doc),
      usbToDevice: how.from === "drive",
      steps: updateSteps(model.title, how, locale, model.gender),
    });
  }
  return out;
}
