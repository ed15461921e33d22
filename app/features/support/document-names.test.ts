import { describe, expect, it } from "vitest";
import { adminFormats } from "~/lib/admin/i18n";
import { uploadText } from "./admin-text";
import { documentKindName, kindInLanguage, platformName } from "./document-names";

describe("the admin's documents and software named in the editor's language", () => {
  it("names a document's kind and its language", () => {
    expect(kindInLanguage(uploadText.en, documentKindName(uploadText.en, "OWNER'S MANUAL"), "de")).toBe(
      "owner's manual (German)",
    );
    expect(kindInLanguage(uploadText.de, documentKindName(uploadText.de, "QUICK START"), "ja")).toBe(
      "Kurzanleitung (Japanisch)",
    );
    expect(kindInLanguage(uploadText.ja, documentKindName(uploadText.ja, "DATA LIST"), "de")).toBe(
      "データリスト（ドイツ語）",
    );
    expect(kindInLanguage(uploadText.ja, documentKindName(uploadText.ja, "DATA LIST"), "en")).toBe("データリスト");
  });

  it("keeps platform brands and names software for any computer in the language", () => {
    expect(platformName(uploadText.de, "macos")).toBe("macOS");
    expect(platformName(uploadText.de, "any")).toBe("Plattformunabhängig");
    expect(platformName(uploadText.ja, "any")).toBe("全OS対応");
  });

  it("writes sizes with the language's decimal mark, the unit kept with its number", () => {
    const size = Math.round(2.4 * 1024 * 1024);
    expect(adminFormats("en").bytes(size)).toBe("2.4 MB");
    expect(adminFormats("de").bytes(size)).toBe("2,4\u00a0MB");
    expect(adminFormats("de").bytes(1_500 * 1024)).toBe("1,5\u00a0MB");
    expect(adminFormats("ja").bytes(size)).toBe("2.4MB");
    expect(adminFormats("en").bytes(900 * 1024)).toBe("900 KB");
  });
});
