import { describe, expect, it } from "vitest";
import { downloadCount } from "./download-count";
import { centreTextWith } from "./text.server";

const words = (locale: "en" | "de" | "ja") => centreTextWith(locale, false).centre;

describe("the download list's count", () => {
  it("says which downloads a page shows, not the whole list as if it were shown", () => {
    const at = { matching: 59, total: 59, page: 1, pages: 3, perPage: 20, shown: 20 };
    expect(downloadCount(words("ja"), at)).toBe("全59件中1～20件を表示（1/3ページ）");
    expect(downloadCount(words("en"), at)).toBe("1–20 of 59 downloads, page 1 of 3");
    expect(downloadCount(words("de"), at)).toBe("1–20 von 59 Downloads, Seite 1 von 3");
    // the last page shows what is left
    const last = { ...at, page: 3, shown: 19 };
    expect(downloadCount(words("ja"), last)).toBe("全59件中41～59件を表示（3/3ページ）");
    expect(downloadCount(words("en"), last)).toBe("41–59 of 59 downloads, page 3 of 3");
  });

  it("keeps the whole list's size beside a filtered one", () => {
    const at = { matching: 31, total: 59, page: 2, pages: 2, perPage: 20, shown: 11 };
    expect(downloadCount(words("ja"), at)).toBe("該当31件中21～31件を表示（全59件、2/2ページ）");
    expect(downloadCount(words("en"), at)).toBe("21–31 of 31 matching downloads (59 in all), page 2 of 2");
    expect(downloadCount(words("de"), at)).toBe("21–31 von 31 passenden Downloads (59 insgesamt), Seite 2 von 2");
  });

  it("counts a list on one page as it is", () => {
    const at = { matching: 4, total: 59, page: 1, pages: 1, perPage: 20, shown: 4 };
    expect(downloadCount(words("ja"), at)).toBe("該当4件（全59件）");
    expect(downloadCount(words("en"), at)).toBe("4 of 59 downloads");
    // none found reads as the filtered pages do: what matched first, the whole list beside it
    const none = { ...at, matching: 0, shown: 0 };
    expect(downloadCount(words("ja"), none)).toBe("該当0件（全59件）");
  });
});
