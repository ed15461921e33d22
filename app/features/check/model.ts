/**
 * What the checker knows about each model, as the page's loader sends it (`checkerModels`,
 * features/support/checker.server.ts): everything comes with the page, so no request ever names
 * the connected model or its version. The shapes here are those of the data as it arrives.
 */
export type CheckRelease = {
  version: string;
  releasedAt: Date | string;
  /** The installed version it needs; null: any. */
  minimumVersion: string | null;
  href: string;
  bytes: number;
  /** SHA-256 of the published zip, lower-case hex. */
  sha256: string;
  /** The notes in the page's language (in English where untranslated: `english`). */
  changes: readonly string[];
  english?: boolean;
};

type CheckDocument = { href: string; bytes: number | null; afterfix: string; language: string };

export type CheckModel = {
  id: string;
  title: string;
  /** The sentences that name the model, agreeing with it (German), made by the loader. */
  words: { done: string; wrongModel: string };
  /** A generated picture's name (Picture's src). */
  pic: string;
  family: number;
  member: number;
  /** Newest first. */
  releases: readonly CheckRelease[];
  documents: readonly CheckDocument[];
};
