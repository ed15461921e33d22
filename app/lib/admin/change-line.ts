/**
 * A logged change written in the editor's language from the audit log's words (text/changes.ts),
 * which come with the page's data: this module holds no catalogue, so the browser gets none.
 */
import { fill } from "~/lib/i18n/frame";
import type { ChangesText } from "./text/changes";

/** A kind of record in a language; a kind the catalogue does not know keeps the log's name. */
export function entityName(t: ChangesText, entity: string): string {
  return (t.entities as Record<string, string>)[entity] ?? entity;
}

/** One logged change in a language: "update product SPC121", „Produkt SPC121: gespeichert“. */
export function changeLine(t: ChangesText, change: { action: string; entity: string; id: string }): string {
  const action = (t.actions as Record<string, string>)[change.action] ?? change.action;
  return fill(t.line, { action, entity: entityName(t, change.entity), id: change.id });
}
