/**
 * Composed text: code that joins strings for a page with punctuation of its own (", ", ": ", " (",
 * " · ", " – ") writes English punctuation into every language, and a Japanese page shows 「ダウンロード:
 * 取扱説明書, 日本語」 where Japanese writes 「：」「、」（）. Each language's punctuation is said
 * once, by `formatsFor(locale)` / `useFormats()` (app/lib/format.ts: list, labelled, aside, note,
 * count, facts, range, words). This rule finds the joins that bypass it, in the code of the public
 * site and the PDFs (docs/l10n/ja.md, "Composed text"): a template literal with a bare mark
 * between two values (`${a}, ${b}`), JSX text that puts one beside a value (`{a}: {b}`,
 * `PDF · {size}`, `{label} ({count})`, `{" · "}`), and `.join(", ")`. Log lines, errors, SQL and
 * a line marked `// l10n-lint-allow: <reason>` are left alone. Pure: a source text in, findings out.
 */
import { parseSync } from "@swc/core";
import { allowMarker, type Finding } from "./l10n-rules.ts";

export const composedRule = "composed-punctuation";

/**
 * Text between two values that is one mark with its spaces, as prose writes them: ", ", ": ",
 * " (", ")", " · ", " – ". Not "host:port" or "lat,lng", which have no space after the mark.
 */
const BETWEEN = /^(?:\s?[,:;]\s|\s?[·•–—]\s?|\s?\(|\)\s?)$/;
/** JSX text that ends with a mark before a value ("PDF · {size}", "{a} ({b}") or starts with one after it. */
const BEFORE_VALUE = /(?:[,:;]\s|[·•–—(]\s*)$/;
const AFTER_VALUE = /^\s*[,:;·•–—)]/;
/** What `.join()` must not be given: the list and fact separators ("," alone joins a key or a CSV row). */
const JOINER = /^(?:\s?[,:;]\s|\s?[·•–—]\s?)$/;

/** Calls whose arguments are for the log or the developer, not for a page. */
const LOGGERS = new Set(["log", "info", "warn", "error", "debug", "trace", "fatal"]);

type Node = { type?: string; span?: { start: number; end: number }; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

/** Whether a node's subtree speaks to a developer (logs, errors) or to a database (a tagged template). */
function notForAPage(node: Node): boolean {
  if (node.type === "TaggedTemplateExpression" || node.type === "ThrowStatement") return true;
  if (node.type === "NewExpression") {
    const callee = node.callee as Node;
    return callee?.type === "Identifier" && /Error$/.test(String(callee.value));
  }
  if (node.type === "CallExpression") {
    const callee = node.callee as Node;
    if (callee?.type !== "MemberExpression") return false;
    const object = callee.object as Node;
    const property = callee.property as Node;
    return (
      (object?.type === "Identifier" && object.value === "console") ||
      (property?.type === "Identifier" && LOGGERS.has(String(property.value)) && object?.type !== "ThisExpression")
    );
  }
  return false;
}

const stringValue = (node: unknown): string | null =>
  isNode(node) && node.type === "StringLiteral" ? String(node.value) : null;

/** Every join in a source that bypasses the per-language punctuation. */
export function composedJoins(source: string, path: string): Finding[] {
  const tsx = path.endsWith(".tsx");
  // swc's offsets count UTF-8 bytes from a base that grows with every parse: a first statement at
  // byte 0 of the text it reads says where that text starts
  const module = parseSync(`0;${source}`, { syntax: "typescript", tsx, comments: false }) as unknown as Node;
  const base = ((module.body as Node[])[0]?.span?.start ?? 0) + 2;
  const bytes = Buffer.from(source, "utf8");
  const lineAt = (node: Node) => {
    const at = Math.max(0, (node.span?.start ?? base) - base);
    let line = 1;
    for (let i = 0; i < at && i < bytes.length; i++) if (bytes[i] === 10) line++;
    return line;
  };
  const lines = source.split("\n");
  const allowed = (line: number) =>
    (lines[line - 1] ?? "").includes(allowMarker) || (lines[line - 2] ?? "").includes(allowMarker);
  const found = new Map<number, Finding>();
  const report = (node: Node, text: string) => {
    const line = lineAt(node);
    if (allowed(line) || found.has(line)) return;
    found.set(line, {
      line,
      rule: composedRule,
      message: `„${text}“ joins text in English punctuation for every language: write it with formatsFor(locale) / useFormats() (list, labelled, aside, note, facts, range, words)`,
    });
  };

  const visit = (node: Node) => {
    if (notForAPage(node)) return;
    // an `en:` or `de:` entry is that language's own text, its punctuation its own
    if (node.type === "KeyValueProperty") {
      const key = node.key as Node;
      if (key?.type === "Identifier" && (key.value === "en" || key.value === "de")) return;
    }
    if (node.type === "TemplateLiteral") {
      const quasis = (node.quasis as Node[]) ?? [];
      // the text between two values: the middle parts
      for (const quasi of quasis.slice(1, -1)) {
        const text = String(quasi.cooked ?? quasi.raw ?? "");
        if (BETWEEN.test(text)) report(quasi, text);
      }
    }
    if (node.type === "JSXElement" || node.type === "JSXFragment") {
      const children = ((node.children as Node[]) ?? []).filter(
        (child) => child.type !== "JSXText" || String(child.value).trim() !== "" || !/\n/.test(String(child.value)),
      );
      children.forEach((child, i) => {
        const before = children[i - 1];
        const after = children[i + 1];
        const isValue = (n: Node | undefined) =>
          n?.type === "JSXExpressionContainer" && stringValue(n.expression) === null;
        if (child.type === "JSXText") {
          const text = String(child.value);
          if (isValue(after) && BEFORE_VALUE.test(text)) report(child, text.trim());
          else if (isValue(before) && AFTER_VALUE.test(text)) report(child, text.trim());
        }
        const literal = child.type === "JSXExpressionContainer" ? stringValue(child.expression) : null;
        if (literal !== null && BETWEEN.test(literal)) report(child, literal);
      });
    }
    if (node.type === "CallExpression") {
      const callee = node.callee as Node;
      const property = callee?.type === "MemberExpression" ? (callee.property as Node) : null;
      const argument = ((node.arguments as { expression: Node }[]) ?? [])[0]?.expression;
      const separator = stringValue(argument);
      if (property?.type === "Identifier" && property.value === "join" && separator !== null && JOINER.test(separator))
        report(node, separator);
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) {
        for (const item of value) {
          if (isNode(item)) visit(item);
          else if (item && typeof item === "object" && isNode((item as { expression?: unknown }).expression))
            visit((item as { expression: Node }).expression);
        }
      } else if (isNode(value)) visit(value);
    }
  };
  visit(module);
  return [...found.values()].sort((a, b) => a.line - b.line);
}

/** The code whose joins a page shows: the public site's and the PDFs', not the staff's, the seed's or a language's copy. */
export const COMPOSED_SOURCE = ["app/**/*.{ts,tsx}", "media/**/*.ts"];
export const COMPOSED_NOT_PAGE = [
  "**/*.test.{ts,tsx}",
  "**/node_modules/**",
  // server internals: the database, backups, the seed, logs
  "app/.server/**",
  "app/boot.server.ts",
  // the staff's pages, in the admin's own frame
  "app/routes/admin/**",
  "app/routes/auth/**",
  "app/components/ui/admin/**",
  "app/lib/admin/**",
  "app/features/staff/**",
  "app/features/*/admin*.{ts,tsx}",
  "app/features/*/*-admin*.{ts,tsx}",
  // copy, one language at a time: its punctuation is its language's (lint-l10n's other rules)
  "app/**/text*.ts",
  "app/**/*-text*.ts",
  "app/**/*.{de,ja}.ts",
  "app/lib/i18n/messages/**",
  "media/document-text.ts",
  // the English source of the MIDI tables, translated cell by cell (app/lib/midi/cells.*.ts)
  "app/lib/midi/protocol-tables*.ts",
  // media build scripts' console and file names
  "media/generate.ts",
  "media/progress.ts",
  "media/video-captions.ts",
  // the firmware archive's release notes, in English only
  "media/firmware.ts",
];
