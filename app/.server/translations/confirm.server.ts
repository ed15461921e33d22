/**
 * "Still correct": a translator confirms that a translated field whose English changed still says
 * what the English says now, so its mark goes; the recorded source becomes the English now. One
 * change through the pipeline, audited as "confirm" (the row before and after); no words change,
 * so no search entry does.
 */
import { and, eq, sql } from "drizzle-orm";
import { type Actor, commitChange, updateWhere } from "~/.server/changes/pipeline.server";
import type { Db } from "~/.server/db/client";
import { contentTranslations } from "~/.server/db/schema/translations";
import { EditConflict } from "~/.server/db/versions";
import { Refused } from "~/lib/forms/refusal";
import { fieldOfSlot } from "~/lib/translations/slots";
import { digest, languageOf, storedRows, type TranslatableItem } from "./admin.server";

/**
 * Confirms the translation of slot `key` in `locale` against the English now, if the item's
 * translations and English are still as loaded (`loaded`, the editor's digest): else EditConflict.
 * Refused when the slot has no translation in that language.
 */
export async function confirmItemTranslation(
  db: Db,
  user: Actor,
  item: TranslatableItem,
  loaded: string,
  locale: string,
  key: string,
) {
  const before = await storedRows(db, item.entity, item.id);
  const id = `${item.entity}:${item.id}`;
  if (digest(item, before) !== loaded) throw new EditConflict("translation", id, digest(item, before));
  const slot = item.slots.find((s) => s.key === key);
  const field = fieldOfSlot(key);
  const row = before.find((r) => r.locale === locale && r.field === field);
  if (!slot || !row || languageOf(item, before, locale).values[key] === undefined)
    throw new Refused({ code: "nothingToConfirm" });
  const mark = { [key]: slot.english };
  await commitChange(db, user, {
    writes: [
      updateWhere(
        contentTranslations,
        // merged in the statement: a confirmation of another slot of the same row is kept
        {
          source: sql`coalesce(${contentTranslations.source}, '{}'::jsonb) || ${JSON.stringify(mark)}::jsonb` as never,
        },
        and(
          eq(contentTranslations.entity, item.entity),
          eq(contentTranslations.entityId, item.id),
          eq(contentTranslations.locale, locale),
          eq(contentTranslations.field, field),
        ),
        new Refused({ code: "nothingToConfirm" }),
      ),
    ],
    audit: {
      entity: "translation",
      action: "confirm",
      id,
      before: { ...row, locale },
      after: { ...row, locale, source: { ...row.source, ...mark } },
    },
  });
}
