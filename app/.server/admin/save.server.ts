/**
 * One shape for every admin save: the form parsed, the service called (it describes the change and
 * commits it through the pipeline, .server/changes), then one of three answers, by `answerSave`.
 * Refused: the messages, what was typed kept. In conflict: someone saved the record since the
 * editor loaded it. Saved: the route's answer, a redirect. `adminSave` is that shape for the
 * Conform editors: refused 400, and on a conflict (409) who and when, their values beside the
 * editor's, the input kept and now naming the version they were shown.
 */
import type { Submission, SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { latestChange } from "~/.server/changes/audit-log.server";
import type { Db } from "~/.server/db/client";
import { EditConflict } from "~/.server/db/versions";
import { type Conflict, differingFields, type FieldLabels, sentVersion } from "~/lib/admin/conflict";
import { adminFrames } from "~/lib/admin/text/frame";
import { FieldRefused, NotFound, Refused } from "~/lib/forms/refusal";
import type { Locale } from "~/lib/i18n/locales";

/** What an editor's form is answered with when nothing was saved. */
export type SaveAnswer = { result: SubmissionResult<string[]>; conflict: Conflict | null };

/** The record a save writes over, at the version its editor loaded. */
export type SaveTarget = { id: string; version: number };

type Values = Record<string, unknown>;

export type SaveSteps<Value, Saved, Id extends string | undefined> = {
  /** The record edited, whose form must name the version it was loaded from; undefined for a new one. */
  id: Id;
  /** Calls the service; it throws NotFound, Refused (FieldRefused) or EditConflict with nothing written. */
  save: (value: Value, target: Id extends string ? SaveTarget : SaveTarget | null) => Promise<Saved>;
  /** The answer to a save that went through. */
  saved: (saved: Saved) => Response;
  /** On a conflict: the record as saved now, named as the form names its fields (none: a 404). */
  theirs: (id: string) => Promise<Values | null | undefined>;
  /** The fields a conflict compares, labelled as the form labels them, in its order. */
  labels: FieldLabels;
  /** Values as the editor reads them in the form (names, not codes), for both sides of a conflict. */
  shown?: (values: Values) => Values | Promise<Values>;
  /** The editor's language: refusals are written in it. */
  locale: Locale;
};

const notFound = () => data("Not Found", { status: 404 });

/** The form again (400): its messages and what was typed, no conflict. */
export function refusedForm(result: SubmissionResult<string[]>) {
  return data<SaveAnswer>({ result, conflict: null }, { status: 400 });
}

/** How a route answers each outcome of a save. */
type SaveAnswers<Saved, Done, Refusal, InConflict = never> = {
  saved: (saved: Saved) => Done;
  /** The service refused the change (nothing written); the message is for the editor. */
  refused: (refusal: Refused) => Refusal;
  /** Someone saved the record since the editor loaded it (nothing written); none for saves that claim no version. */
  conflict?: (conflict: EditConflict<number | string>) => InConflict;
};

/** A refusal as a form shows it, in the editor's language: on its field, or above the form. */
export function refusalErrors(refusal: Refused, locale: Locale) {
  const message = refusal.in(locale);
  return refusal instanceof FieldRefused ? { fieldErrors: { [refusal.field]: [message] } } : { formErrors: [message] };
}

/** Calls the service and answers what came of it; a record not found is a 404. */
export async function answerSave<Saved, Done, Refusal, InConflict = never>(
  save: () => Promise<Saved>,
  answers: SaveAnswers<Saved, Done, Refusal, InConflict>,
): Promise<Awaited<Done | Refusal | InConflict>> {
  let saved: Saved;
  try {
    saved = await save();
  } catch (error) {
    if (error instanceof EditConflict && answers.conflict) return await answers.conflict(error);
    if (error instanceof Refused) return await answers.refused(error);
    if (error instanceof NotFound) throw notFound();
    throw error;
  }
  return await answers.saved(saved);
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
  if (steps.id && version === null)
    return refusedForm(submission.reply({ formErrors: [adminFrames[steps.locale].form.staleForm] }));
  const target = (steps.id && version !== null ? { id: steps.id, version } : null) as Id extends string
    ? SaveTarget
    : SaveTarget | null;
  return answerSave(() => steps.save(submission.value, target), {
    saved: steps.saved,
    refused: (refusal) => refusedForm(submission.reply(refusalErrors(refusal, steps.locale))),
    conflict: (conflict) => conflictAnswer(db, conflict, submission, steps),
  });
}

/** 409 with everything the editor needs to merge, and their input kept at the version now saved. */
async function conflictAnswer<Value, Saved, Id extends string | undefined>(
  db: Db,
  refused: EditConflict<number | string>,
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
    by: last?.by ?? adminFrames[steps.locale].conflict.anotherEditor,
    at: last?.at ?? null,
    fields: differingFields(theirs, yours, steps.labels),
  };
  return data<SaveAnswer>({ result, conflict }, { status: 409 });
}
