import { z } from "~/lib/forms/zod";
import { fill } from "~/lib/i18n/frame";
import { legalTextProblems } from "~/lib/legal-text";
import type { LegalAdminText } from "./legal-admin-text";

/** What the audit log and the history call a legal page. */
export const legalPageEntity = "legal_page";

/**
 * The legal page editor's rules, shared by the browser and the server: a title, a description,
 * and a text that names only facts the site knows and whose table rows each have a value.
 */
export function legalPageSchema(
  facts: ReadonlySet<string>,
  e: LegalAdminText["errors"],
  number: (n: number) => string = String,
) {
  const atMost = (max: number) => fill(e.atMost, { max: number(max) });
  // a fact the site does not know, or a table row without its value, is named on its field
  const knownFacts = (text: string, ctx: z.RefinementCtx) => {
    for (const problem of legalTextProblems(text, facts)) {
      const message =
        problem.code === "unknownFact"
          ? fill(e.unknownFact, { fact: `{${problem.fact}}` })
          : fill(e.tableRow, { row: problem.row });
      ctx.addIssue({ code: "custom", message });
    }
  };
  return z.object({
    title: z.string({ error: e.title }).trim().min(1, e.title).max(120, atMost(120)).superRefine(knownFacts),
    summary: z.string({ error: e.summary }).trim().min(1, e.summary).max(300, atMost(300)).superRefine(knownFacts),
    body: z.string({ error: e.body }).trim().min(1, e.body).max(40_000, atMost(40_000)).superRefine(knownFacts),
    // the date the text took effect, which the page shows („Stand“): an editor moves it when the text changes in substance
    effectiveOn: z
      .string({ error: e.effectiveOn })
      .regex(/^\d{4}-\d{2}-\d{2}$/, e.effectiveOn)
      .refine((v) => !Number.isNaN(Date.parse(v)), e.effectiveOn),
  });
}

export type LegalPageInput = z.output<ReturnType<typeof legalPageSchema>>;
