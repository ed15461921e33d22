/**
 * Why a save was refused, the same for every editor: a service throws these before it commits its
 * change, or names them in the change for the pipeline to throw (a claimed record gone, a unique key
 * taken meanwhile), so nothing is written; the admin's save (features/admin/save.server.ts) answers
 * them: a 404, or the form again with the message (on its field) and what was typed kept.
 */

/** The record the change is about does not exist (any more). */
export class NotFound extends Error {
  constructor(what: string) {
    super(`${what} not found`);
    this.name = "NotFound";
  }
}

/** The change cannot be made as asked; the message, for the editor, says why. */
export class Refused extends Error {
  override name = "Refused";
}

/** A value the form sent cannot be saved (an id in use, an unknown assignee): `field` gets the message. */
export class FieldRefused extends Refused {
  override name = "FieldRefused";
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}
