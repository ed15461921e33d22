/**
 * Why a catalogue change was refused. The services throw these inside the change's transaction
 * (so nothing is written); `answerRefusal` turns them into the route's 4xx answer.
 */
import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";

/** The record the change is about does not exist (any more). */
export class NotFound extends Error {
  constructor(what: string) {
    super(`${what} not found`);
    this.name = "NotFound";
  }
}

/** A new record's id is in use already: the form's `field` gets the message. */
export class Taken extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = "Taken";
  }
}

type Submission = { reply: (options: { fieldErrors: Record<string, string[]> }) => SubmissionResult<string[]> };

/** A form's answer when nothing was saved (400): its messages, and no conflict to show. */
export function refusedForm(result: SubmissionResult<string[]>) {
  return data({ result, conflict: null }, { status: 400 });
}

/** A refused change as the form's answer (400) or a 404; any other error is thrown on. */
export function answerRefusal(error: unknown, submission: Submission) {
  if (error instanceof Taken) return refusedForm(submission.reply({ fieldErrors: { [error.field]: [error.message] } }));
  if (error instanceof NotFound) throw data("Not Found", { status: 404 });
  throw error;
}
