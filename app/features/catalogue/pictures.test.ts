import { describe, expect, it } from "vitest";
import { pictureLabel } from "~/components/ui/admin/ui";
import { productText } from "~/features/catalogue/admin-text/product";
import { modelCodeOf, productSchema } from "~/features/catalogue/product-form";
import { adminFrames } from "~/lib/admin/text/frame";
import { instrumentOf } from "~/lib/drawing/instrument";
import { drawProductPicture, pictureSlug, productPictureRefs } from "~/lib/drawing/picture";
import { baseRef } from "~/lib/media";

const english = productText.en.schema;

const product = (params: { label: string; value: string }[], title = "SP-C150") => ({
  id: "SPC150",
  title,
  categoryId: "DigitalPianos",
  params,
});

describe("drawing a product from its specifications", () => {
  it("draws every picture of the set, and a different colour is a different drawing", () => {
    const black = instrumentOf(product([{ label: "available colour", value: "Black" }]));
    const white = instrumentOf(product([{ label: "available colour", value: "White" }]));
    for (const ref of productPictureRefs("spc150")) {
      expect(drawProductPicture(ref, black)).toMatch(/^<svg /);
      expect(pictureSlug(ref)).toBe("spc150");
    }
    expect(drawProductPicture("product/spc150-front", white)).not.toBe(
      drawProductPicture("product/spc150-front", black),
    );
    expect(() => drawProductPicture("product/spc150-side", black)).toThrow("Not a product picture");
  });
  it("escapes the name it prints, whatever an editor typed", () => {
    const svg = drawProductPicture("cover/video-spc150", instrumentOf(product([], 'A<b>&"C')));
    expect(svg).toContain("A&#60;b&#62;&#38;&#34;C overview");
    expect(svg).not.toContain("<b>");
  });
  it("reads references with a drawing version as their base picture", () => {
    expect(baseRef("product/spc150-front~3f9a2c1b7d")).toBe("product/spc150-front");
    expect(pictureLabel("product/spc150-front~3f9a2c1b7d", adminFrames.en.pictures)).toBe(
      "SPC150 front view (redrawn)",
    );
    expect(pictureLabel("banner/mk61-2", adminFrames.en.pictures)).toBe("MK61 banner 2");
    expect(pictureLabel("cover/video-mk61", adminFrames.en.pictures)).toBe("MK61 video cover");
  });
});

describe("the product editor's rules", () => {
  const schema = productSchema(["DigitalPianos"], ["product/spc150-front~aaaaaaaaaa", "feature/spc150-sp1"], english);
  const valid = {
    title: "SP-C150",
    category: "DigitalPianos",
    gender: "n",
    desc: "A piano.",
    sp1: "a",
    sp2: "b",
    sp3: "c",
    status: "draft",
    pic: "product/spc150-front~aaaaaaaaaa",
    pic2: "product/spc150-front~aaaaaaaaaa",
    sp1Pic: "feature/spc150-sp1",
    sp2Pic: "feature/spc150-sp1",
    sp3Pic: "feature/spc150-sp1",
  };
  const messages = (value: object) => {
    const r = schema.safeParse(value);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  };
  it("takes only the product's own pictures", () => {
    expect(messages(valid)).toEqual([]);
    expect(messages({ ...valid, pic: "product/mk61-front" })).toEqual(["pic: Choose one of this product's pictures."]);
    expect(messages({ ...valid, banners: ["../../etc/passwd"] })).toEqual([
      "banners.0: Choose one of this product's pictures.",
    ]);
  });
  it("wants a highlight whole: title, text and picture", () => {
    expect(messages({ ...valid, sticky: [{ desc: "Quiet" }] })).toEqual([
      "sticky.0.title: Give this highlight a title.",
      "sticky.0.pic: Choose a picture for this highlight.",
    ]);
  });
  it("takes the German article as n, f or m only", () => {
    expect(messages({ ...valid, gender: "f" })).toEqual([]);
    expect(messages({ ...valid, gender: "x" })).toEqual(["gender: Choose the German article: das, die or der."]);
    expect(messages({ ...valid, gender: undefined })).toEqual(["gender: Choose the German article: das, die or der."]);
  });
  it("makes the model code from the name", () => {
    expect(modelCodeOf("sp-c150 plus")).toBe("SPC150PLUS");
    expect(messages({ ...valid, title: "—" })).toEqual([
      "title: The name needs letters or digits: it is the model, like SP-C150.",
    ]);
  });
});

describe("required pictures", () => {
  it("are asked for when the field is missing from the form altogether", () => {
    const schema = productSchema(["DigitalPianos"], ["feature/spc150-sp1"], english);
    const r = schema.safeParse({
      title: "SP-C150",
      category: "DigitalPianos",
      gender: "n",
      desc: "d",
      sp1: "a",
      sp2: "b",
      sp3: "c",
      status: "draft",
    });
    expect(r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`)).toEqual([
      "pic: Choose the main picture.",
      "pic2: Choose the second picture.",
      "sp1Pic: Choose a picture for the first selling point.",
      "sp2Pic: Choose a picture for the second selling point.",
      "sp3Pic: Choose a picture for the third selling point.",
    ]);
  });
});
