/**
 * One name per thing on /ja (docs/l10n/glossary.md): the pedal jack is SUSTAIN端子, as its panel
 * prints it and the manuals name it, where the first seed's specification lists said
 * サステイン端子 or サステインペダル端子. Seed data is insert-only, so a data set made before the
 * change gets it here, in the lists that still hold the seed's words (an editor's own are left).
 */
import { sql } from "drizzle-orm";
import type { Db } from "../client";

/** The seed's former names and the glossary's one, as JSON strings inside a translated list. */
export const japaneseTermChanges: readonly [before: string, after: string][] = [
  // l10n-lint-allow: the former name this set replaces
  ["サステインペダル端子", "SUSTAIN端子"],
  // l10n-lint-allow: the former name this set replaces
  ["サステイン端子", "SUSTAIN端子"],
];

export async function loadJapaneseTerms(db: Db) {
  for (const [before, after] of japaneseTermChanges)
    await db.execute(sql`
      update content_translation
      set value = replace(value::text, ${JSON.stringify(before)}, ${JSON.stringify(after)})::jsonb
      where entity = 'product' and locale = 'ja' and field = 'params'
        and strpos(value::text, ${JSON.stringify(before)}) > 0`);
}
