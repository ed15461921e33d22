import { describe, expect, it } from "vitest";
import { fill } from "~/lib/i18n/frame";
import { manualTextJa } from "~/lib/support/manual-text.ja";
import { supportText } from "./text.server";

describe("a Japanese manual page's description", () => {
  it("quotes every section it names by the manual's own title (「接続端子」「困ったときは」)", () => {
    const description = fill(supportText.ja.manual.description, { product: "MR101S" });
    const quoted = [...description.matchAll(/「([^」]+)」/g)].map((m) => m[1]);
    expect(quoted).toContain("困ったときは");
    expect(quoted.length).toBeGreaterThanOrEqual(5);
    for (const title of quoted) expect(Object.values(manualTextJa.titles)).toContain(title);
    // no section name left unquoted in the list: the list is quoted titles only, then the verb
    expect(description).toMatch(/^Noteva MR101Sの取扱説明書です。(「[^」]+」)+を掲載しています。$/);
  });
});
