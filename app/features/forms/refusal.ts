/**
 * Why a save was refused, the same for every editor: a service throws these inside its change's
 * transaction (so nothing is written), and the admin's save (features/admin/save.server.ts) answers
 * them: a 404, or the form again with the message on its field and what was typed kept.
 */

/** The record the change is about does not exist (any more). */
export class NotFound extends Error {
  constructor(what: string) {
    super(`${what} not found`);
    this.name = "NotFound";
  }
}

/** A value the form sent cannot be saved (an id in use, an unknown assignee): `field` gets the message. */
export class FieldRefused extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = "FieldRefused";
  }
}
