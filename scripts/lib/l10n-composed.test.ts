import { describe, expect, it } from "vitest";
import { composedJoins } from "./l10n-composed";

const lines = (source: string, path = "app/features/x/view.tsx") => composedJoins(source, path).map((f) => f.line);

describe("composed text in English punctuation for every language", () => {
  it("finds the joins a Japanese reader found on /ja, each at its line", () => {
    // the store map's marker: 「1. 北の鍵盤 札幌店, 札幌市中央区」
    expect(lines("const a = 1;\nconst label = `$" + "{s.number}. $" + "{s.name}, $" + "{s.postal.city}`;\n")).toEqual([
      2,
    ]);
    // a download link's name: 「ダウンロード: SP-C121 取扱説明書, 日本語」
    expect(
      lines(`export const A = () => (
  <span className="sr-only">
    {text.download}: {productTitle} {kind},{" "}
  </span>
);`),
    ).toEqual([3]);
    // the search tabs' counts: 「すべての結果 (11)」
    expect(lines(`const T = () => <a>{text.allResults} <span>({count})</span></a>;`)).toEqual([1]);
    // facts side by side: 「PDF · 1.2MB」, 「ニュース · 2026年3月1日」
    expect(lines(`const P = () => <span>PDF · {size(doc.bytes)}</span>;`)).toEqual([1]);
    expect(lines(`const P = () => <p>{a}{" · "}<b>x</b></p>;`)).toEqual([1]);
    expect(lines(`const caption = \`\${name} (\${hex(command)})\`;`, "app/features/midi/tables.ts")).toEqual([1]);
    expect(lines(`const list = names.join(", ");`, "app/features/x/list.ts")).toEqual([1]);
    expect(lines(`const detail = \`\${code} · \${revision}\`;`, "app/features/x/d.ts")).toEqual([1]);
  });

  it("lets the per-language helper, markup, addresses of code and the developer's words pass", () => {
    const fine = `
      const a = format.list([x, y]);
      const b = format.labelled(label, value);
      const url = \`\${base}/\${path}\`;
      const file = \`\${name}.\${ext}\`;
      const at = \`\${lat},\${lng}\`;
      const key = ids.join(",");
      log.info(\`\${file}: \${count} rows\`);
      console.log(\`captions: \${list.join(", ")}\`);
      throw new Error(\`\${address} has no part: \${x}\`);
      const q = sql\`select \${a}, \${b}\`;
      const copy = { en: { line: \`\${street}, \${city}\` }, de: { line: \`\${street}, \${city}\` } };
      // l10n-lint-allow: a srcset's own syntax
      const srcset = widths.map((w) => \`\${w}w\`).join(", ");
      const V = () => <p>{a}{format.marks.separator}<time>{b}</time> – done</p>;
    `;
    expect(composedJoins(fine, "app/features/x/fine.tsx")).toEqual([]);
  });

  it("reads a file with Japanese before the join at the right line", () => {
    expect(lines(`// 「ダウンロード」\nconst t = "日本語";\nconst x = \`\${a}, \${b}\`;\n`, "app/x.ts")).toEqual([3]);
  });
});
