import type { LegalBlock } from "~/lib/content-model";

/**
 * Legal pages as editors type them: an article's safe subset of Markdown (blank lines between
 * blocks, "## " and "### " headings, "- " list items, [label](/path) links, also to mailto:), where a
 * paragraph keeps its line breaks (an address, a register entry), and "| label | value |" lines
 * make a table (会社概要). `{company.name}` and the like name a fact of the site configuration,
 * filled in when the page is shown (legal-facts.ts). No HTML is ever kept.
 */

/** A fact a page names: `{company.name}`, `{countries}`. */
export const FACT = /\{([a-z]+(?:\.[a-zA-Z]+)?)\}/g;

const chunksOf = (text: string) =>
  text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((chunk) => chunk.split("\n").map((line) => line.trim()))
    .filter((lines) => lines.some(Boolean));

/** A table row's cells ("| 設立 | 2009年 |" → ["設立", "2009年"]). */
const cellsOf = (line: string) =>
  line
    .replace(/^\|/, "")
    .replace(/\|$/, "")
    .split("|")
    .map((cell) => cell.trim());

export function textToLegalBlocks(text: string): LegalBlock[] {
  return chunksOf(text).map((lines): LegalBlock => {
    const [first = ""] = lines;
    if (lines.length === 1 && first.startsWith("## ")) return { type: "h2", text: first.slice(3).trim() };
    if (lines.length === 1 && first.startsWith("### ")) return { type: "h3", text: first.slice(4).trim() };
    if (lines.every((line) => line.startsWith("- "))) return { type: "ul", items: lines.map((l) => l.slice(2).trim()) };
    if (lines.every((line) => line.startsWith("|"))) {
      return {
        type: "table",
        rows: lines.map(cellsOf).map(([label = "", ...value]) => ({ label, value: value.join(" | ") })),
      };
    }
    return { type: "p", text: lines.filter(Boolean).join("\n") };
  });
}

export function legalBlocksToText(blocks: readonly LegalBlock[]): string {
  return blocks
    .map((block) => {
      if (block.type === "h2") return `## ${block.text}`;
      if (block.type === "h3") return `### ${block.text}`;
      if (block.type === "ul") return block.items.map((item) => `- ${item}`).join("\n");
      if (block.type === "table") return block.rows.map((row) => `| ${row.label} | ${row.value} |`).join("\n");
      return block.text;
    })
    .join("\n\n");
}

/** What keeps a typed text from being a page: facts it names that do not exist, table rows without a value. */
export type LegalTextProblem = { code: "unknownFact"; fact: string } | { code: "tableRow"; row: string };

export function legalTextProblems(text: string, facts: ReadonlySet<string>): LegalTextProblem[] {
  const problems: LegalTextProblem[] = [];
  for (const [, fact = ""] of text.matchAll(FACT)) {
    if (!facts.has(fact) && !problems.some((p) => p.code === "unknownFact" && p.fact === fact))
      problems.push({ code: "unknownFact", fact });
  }
  for (const block of textToLegalBlocks(text)) {
    if (block.type !== "table") continue;
    for (const row of block.rows) if (!row.label || !row.value) problems.push({ code: "tableRow", row: row.label });
  }
  return problems;
}

/** The facts a text names filled in (one left as written if there is no such fact). */
export const fillFacts = (text: string, facts: Readonly<Record<string, string>>) =>
  text.replace(FACT, (whole, name: string) => facts[name] ?? whole);

/** The blocks with the facts they name filled in. */
export function withLegalFacts(blocks: readonly LegalBlock[], facts: Readonly<Record<string, string>>): LegalBlock[] {
  const fill = (text: string) => fillFacts(text, facts);
  return blocks.map((block) => {
    if (block.type === "ul") return { ...block, items: block.items.map(fill) };
    if (block.type === "table")
      return { ...block, rows: block.rows.map((r) => ({ label: fill(r.label), value: fill(r.value) })) };
    return { ...block, text: fill(block.text) };
  });
}
