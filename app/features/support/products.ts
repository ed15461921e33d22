/**
 * What support needs to know of the catalogue's products, as a small interface: support owns
 * documents, firmware, software and videos, and names products only by id. The app's composition
 * (app/compose/support.server.ts) hands in the catalogue's lookups; support never imports them.
 */
import type { Db } from "~/.server/db/client";
import type { InstrumentKit, Param } from "~/lib/content-model";
import type { Gender } from "~/lib/i18n/gender";

/** A published product as the download centre lists it, with its place in alphabetical order. */
export type RangeProduct = {
  id: string;
  title: string;
  gender: Gender;
  categoryId: string;
  pic: string;
  video: string | null;
  byTitle: number;
};

/** A published product as its support pages show it (midiMember null: no MIDI port). */
export type SupportProduct = {
  id: string;
  title: string;
  gender: Gender;
  pic: string;
  params: Param[];
  /** Its panel, box and connectors beyond the specification: what its update steps may name. */
  kit: InstrumentKit;
  midiMember: number | null;
};

export type SupportProducts = {
  /** Every product, drafts too, by title: what a file may belong to. */
  choices(db: Db): Promise<readonly { id: string; title: string }[]>;
  /** The published products (all, or those of `ids`) in the range's order: by line, then title. */
  inRange(db: Db, ids?: readonly string[]): Promise<readonly RangeProduct[]>;
  /** One published product; null when there is none. */
  byId(db: Db, id: string): Promise<SupportProduct | null>;
  /** Each product's model codes (all, or those of `ids`), by id: canonical, all it matches, as people type them. */
  codes(
    db: Db,
    ids?: readonly string[],
  ): Promise<ReadonlyMap<string, { code: string; codes: string[]; keywords: string[] }>>;
  /** A product's title and MIDI codes, drafts too (null codes: no MIDI port); null when it is gone. */
  midiCodes(db: Db, id: string): Promise<{ title: string; family: number | null; member: number | null } | null>;
  /** Each product's instruction video file (null: none), drafts too. */
  videoFiles(db: Db): Promise<ReadonlyMap<string, string | null>>;
};
