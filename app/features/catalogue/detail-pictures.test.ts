import { describe, expect, it } from "vitest";
import { productSeeds } from "~/.server/db/seed/products";
import { detailPictures } from "./detail-pictures";
import { catalogueText } from "./text.server";

describe("the detail pictures' captions", () => {
  it("call a rhythm machine's close-up its pads and a piano's or keyboard's its keys, in every language", () => {
    const named = { en: ["Keyboard", "Pads"], de: ["Tastatur", "Pads"], ja: ["鍵盤", "パッド"] } as const;
    for (const locale of ["en", "de", "ja"] as const) {
      const [keys, pads] = named[locale];
      for (const product of productSeeds) {
        const captions = detailPictures(product.detailPicList ?? [], product.params, catalogueText[locale].detail).map(
          (p) => p.caption,
        );
        expect(captions, `${product.id} in ${locale}`).toHaveLength(3);
        const drums = product.categoryId === "Drums";
        expect(captions, `${product.id} in ${locale}`).toContain(drums ? pads : keys);
        expect(captions, `${product.id} in ${locale}`).not.toContain(drums ? keys : pads);
      }
    }
  });

  it("name the panel and the connections, and any other close-up a detail", () => {
    const text = catalogueText.ja.detail;
    expect(
      detailPictures(["detail/x-panel", "detail/x-rear", "detail/x-stand"], [], text).map((p) => p.caption),
    ).toEqual([text.panel, text.rear, text.detail]);
  });
});
