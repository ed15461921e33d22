/**
 * One shape for every editor's save: the form parsed, the service called (it commits the change
 * through the pipeline, features/changes), then one of three answers. Refused (400): the messages,
 * what was typed kept. In conflict (409): someone saved the record since the editor loaded it; who
 * and when, their values beside the editor's, the input kept and now naming the version they were
 * shown. Saved: the route's answer, a redirect.
 */
import type { Submission, SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { Db } from "~/.server/db/client";
import { EditConflict } from "~/.server/db/versions";
import { latestChange } from "~/features/changes/audit-log.server";
import { FieldRefused, NotFound } from "~/features/forms/refusal";
import { type Conflict, differingFields, type FieldLabels, sentVersion, staleForm } from "./conflict";

/** What an editor's form is answered with when nothing was saved. */
export type SaveAnswer = { result: SubmissionResult<string[]>; conflict: Conflict | null };

/** The record a save writes over, at the version its editor loaded. */
export type SaveTarget = { id: string; version: number };

type Values = Record<string, unknown>;

export type SaveSteps<Value, Saved, Id extends string | undefined> = {
  /** The record edited, whose form must name the version it was loaded from; undefined for a new one. */
  id: Id;
  /** Calls the service; it throws NotFound, FieldRefused or EditConflict with nothing written. */
  save: (value: Value, target: Id extends string ? SaveTarget : SaveTarget | null) => Promise<Saved>;
  /** The answer to a save that went through. */
  saved: (saved: Saved) => Response;
  /** On a conflict: the record as saved now, named as the form names its fields (none: a 404). */
  theirs: (id: string) => Promise<Values | null | undefined>;
  /** The fields a conflict compares, labelled as the form labels them, in its order. */
  labels: FieldLabels;
  /** Values as the editor reads them in the form (names, not codes), for both sides of a conflict. */
  shown?: (values: Values) => Values | Promise<Values>;
};

const notFound = () => data("Not Found", { status: 404 });

/** The form again (400): its messages and what was typed, no conflict. */
export function refusedForm(result: SubmissionResult<string[]>) {
  return data<SaveAnswer>({ result, conflict: null }, { status: 400 });
}

export async function adminSave<Value, Saved, Id extends string | undefined>(
  db: Db,
  formData: FormData,
  submission: Submission<unknown, string[], Value>,
  steps: SaveSteps<Value, Saved, Id>,
) {
  if (submission.status !== "success") return refusedForm(submission.reply());
  const version = sentVersion(formData);
  // a save over a record names the version it was loaded from: a page from before versions, or a forged post
  if (steps.id && version === null) return refusedForm(submission.reply({ formErrors: [staleForm] }));
  const target = steps.id && version !== null ? { id: steps.id, version } : null;
  try {
    return steps.saved(
      await steps.save(submission.value, target as Id extends string ? SaveTarget : SaveTarget | null),
    );
  } catch (error) {
    if (error instanceof EditConflict) return conflictAnswer(db, error, submission, steps);
    if (error instanceof FieldRefused) {
      return refusedForm(submission.reply({ fieldErrors: { [error.field]: [error.message] } }));
    }
    if (error instanceof NotFound) throw notFound();
    throw error;
  }
}

/** 409 with everything the editor needs to merge, and their input kept at the version now saved. */
async function conflictAnswer<Value, Saved, Id extends string | undefined>(
  db: Db,
  refused: EditConflict,
  submission: Submission<unknown, string[], Value>,
  steps: SaveSteps<Value, Saved, Id>,
) {
  const [saved, last] = await Promise.all([steps.theirs(refused.id), latestChange(db, refused.entity, refused.id)]);
  if (!saved) throw notFound();
  const shown = steps.shown ?? ((values: Values) => values);
  const [theirs, yours] = await Promise.all([shown(saved), shown((submission.payload ?? {}) as Values)]);
  const result = submission.reply();
  result.initialValue = { ...(result.initialValue ?? {}), version: String(refused.version) };
  const conflict: Conflict = {
    by: last?.by ?? "Another editor",
    at: last?.at ?? null,
    fields: differingFields(theirs, yours, steps.labels),
  };
  return data<SaveAnswer>({ result, conflict }, { status: 409 });
}
