/** The answer to a save refused because the record moved on (features/changes' EditConflict). */
import type { Submission } from "@conform-to/react";
import { data } from "react-router";
import type { Db } from "~/.server/db/client";
import type { EditConflict } from "~/.server/db/versions";
import { latestChange } from "~/features/changes/audit-log.server";
import { type Conflict, differingFields, type FieldLabels } from "./conflict";

/**
 * 409 with everything the editor needs to merge: who saved since and when, their values beside the
 * editor's, field by field, and the editor's input kept, now naming the version they were shown.
 */
export async function conflictAnswer(
  db: Db,
  refused: EditConflict,
  submission: Submission<unknown, string[]>,
  theirs: Record<string, unknown>,
  labels: FieldLabels,
) {
  const last = await latestChange(db, refused.entity, refused.id);
  const result = submission.reply();
  result.initialValue = { ...(result.initialValue ?? {}), version: String(refused.version) };
  const conflict: Conflict = {
    by: last?.by ?? "Another editor",
    at: last?.at ?? null,
    fields: differingFields(theirs, (submission.payload ?? {}) as Record<string, unknown>, labels),
  };
  return data({ result, conflict }, { status: 409 });
}
