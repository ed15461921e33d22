import type { LegalPageKey } from "~/lib/content-model";

/** A language's legal pages as an editor would type them (app/lib/legal-text.ts), facts named, not written. */
export type LegalPageSeed = Record<LegalPageKey, { title: string; summary: string; body: string }>;
