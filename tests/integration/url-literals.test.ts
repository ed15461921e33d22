/**
 * One home for every address: no code in app/ or server/ writes a site path ("/support",
 * `/product/${id}`, "/de/…") in a string or template literal; it asks the href builders
 * (app/lib/href.ts, app/lib/href-shared.ts, app/lib/admin/href.ts), which the route map
 * (app/lib/route-map.ts) declares and app/lib/href.test.ts holds to it. A site path is a literal,
 * or a template's text after one of its expressions, that starts with "/" and the first segment of
 * one of the map's addresses, or a language's prefix. Tests, and text that only mentions an
 * address in a sentence, are not looked at.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import swc from "@swc/core";
import { describe, expect, it } from "vitest";
import { prefixedLocales } from "~/lib/i18n/locales";
import { mappedRoutes } from "~/lib/route-map";

const root = path.join(import.meta.dirname, "..", "..");
/** Where addresses are written: the map and the builders. */
const homes = ["app/lib/route-map.ts", "app/lib/href.ts", "app/lib/href-shared.ts", "app/lib/admin/href.ts"];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The first segments of the map's addresses ("support", "robots.txt"), and the languages' prefixes. */
const firstSegments = [
  ...new Set(mappedRoutes.flatMap((r) => r.address?.split("/")[1] ?? []).filter((s) => s && !/[:*]/.test(s))),
  ...prefixedLocales,
];
const sitePath = new RegExp(`^/(${firstSegments.map(escapeRegExp).join("|")})(?=$|[/?#.])`);

/** The code files of a folder, tests left out, relative to the repository. */
function codeIn(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes("+types"))
    .map((file) => path.join(folder, file).split(path.sep).join("/"));
}

type Node = {
  type?: string;
  span?: { start: number };
  value?: unknown;
  quasis?: { raw: string; span: { start: number } }[];
};

/** Each literal (or template's text after an expression) of a file that starts with a site path, as "file:line: text". */
function sitePathsIn(file: string, source = readFileSync(path.join(root, file), "utf8")): string[] {
  const bytes = Buffer.from(source);
  // swc's positions count bytes from 1
  const lineAt = (position: number) =>
    bytes
      .subarray(0, position - 1)
      .toString("utf8")
      .split("\n").length;
  const module = swc.parseSync(source, { syntax: "typescript", tsx: file.endsWith(".tsx") });
  const found: string[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== "object") return;
    const { type, span, value, quasis } = node as Node;
    if (type === "StringLiteral" && typeof value === "string" && span && sitePath.test(value))
      found.push(`${file}:${lineAt(span.start)}: ${JSON.stringify(value)}`);
    if (type === "TemplateLiteral" && quasis)
      for (const quasi of quasis)
        if (sitePath.test(quasi.raw)) found.push(`${file}:${lineAt(quasi.span.start)}: \`${quasi.raw}\``);
    for (const child of Object.values(node)) visit(child);
  };
  visit(module);
  return found;
}

describe("site paths in the code", () => {
  const files = [...codeIn("app"), ...codeIn("server")].filter((file) => !homes.includes(file));

  it("are looked for in every code file, by the map's first segments", () => {
    expect(files).toContain("app/root.tsx");
    expect(files).toContain("server/main.ts");
    expect(firstSegments).toEqual(expect.arrayContaining(["admin", "support", "product", "robots.txt", "de", "ja"]));
    expect(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the code looked at holds a template
      sitePathsIn("x.tsx", 'const a = <Link to="/support/check">x</Link>;\nconst b = `${origin}/news/${id}`;'),
    ).toEqual(['x.tsx:1: "/support/check"', "x.tsx:2: `/news/`"]);
    expect(
      sitePathsIn("x.ts", 'import a from "./de/news";\n// "/admin"\nconst b = "/newsletter"; const c = /^\\/admin/;'),
    ).toEqual([]);
  });

  it("are written only where the route map and the href builders are", () => {
    expect(files.flatMap((file) => sitePathsIn(file))).toEqual([]);
  });
});
