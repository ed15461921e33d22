import { describe, expect, it } from "vitest";
import {
  articleSlots,
  fieldOfSlot,
  outdatedSlots,
  partlyFilled,
  productSlots,
  slotsToStored,
  storedToSlots,
} from "./slots";

const product = {
  desc: "A portable piano.",
  sp1: { text: "Hammer action" },
  sp2: { text: "Grand sound" },
  sp3: { text: "Speakers" },
  stickyList: [{ title: "Practise", desc: "Two jacks." }],
  params: [
    { label: "weight", value: "11.8 kg" },
    { label: "max polyphony", value: "128" },
    { label: "available colour", value: ["Black", "White"] },
    { label: "display", value: null },
  ],
};

describe("translatable slots", () => {
  it("lists a product's words, and only the specification values that have words", () => {
    expect(productSlots(product).map((s) => s.key)).toEqual([
      "desc",
      "sp1",
      "sp2",
      "sp3",
      "stickyList.0.title",
      "stickyList.0.desc",
      "params.available colour",
    ]);
  });

  it("stores highlights and list values whole or not at all, and drops emptied fields", () => {
    const slots = productSlots(product);
    const stored = slotsToStored(
      "product",
      { slots, sticky: product.stickyList },
      {
        desc: " Ein tragbares Piano. ",
        sp1: "Hammermechanik",
        "stickyList.0.title": "Üben",
        "params.available colour": "Schwarz\nWeiß",
      },
    );
    expect(stored).toMatchObject({
      desc: "Ein tragbares Piano.",
      sp1: "Hammermechanik",
      sp2: null,
      stickyList: null,
      params: { "available colour": ["Schwarz", "Weiß"] },
    });
    // and back to the editor's slots
    expect(
      storedToSlots("product", { desc: "Ein tragbares Piano.", params: { "available colour": ["Schwarz", "Weiß"] } }),
    ).toEqual({
      desc: "Ein tragbares Piano.",
      "params.available colour": "Schwarz\nWeiß",
    });
  });

  it("stores no specification value without words: every language shows the English one", () => {
    const slots = productSlots(product);
    const stored = slotsToStored("product", { slots, sticky: product.stickyList }, { "params.available colour": "" });
    expect(stored.params).toBeNull();
  });

  it("names the translated slots whose English changed since, with the English they were translated from", () => {
    const slots = productSlots(product);
    expect(
      outdatedSlots(
        slots,
        { desc: "Ein Piano.", sp1: "Hammermechanik", sp2: "Flügelklang" },
        { desc: "A portable piano.", sp1: "Hammer-action keys", sp3: "Old speakers" },
      ),
    ).toEqual({ sp1: "Hammer-action keys" });
    expect(fieldOfSlot("params.layer/split")).toBe("params");
    expect(fieldOfSlot("stickyList.0.title")).toBe("stickyList");
    expect(fieldOfSlot("desc")).toBe("desc");
  });

  it("keeps an article's body block for block, with the English pictures", () => {
    const article = {
      title: "Launch",
      summary: "Short",
      body: [
        { type: "p" as const, text: "Text" },
        { type: "img" as const, pic: "banner/x", caption: "Caption" },
        { type: "ul" as const, items: ["One", "Two"] },
      ],
    };
    const slots = articleSlots(article);
    const whole = slotsToStored(
      "article",
      { slots, body: article.body },
      {
        title: "Start",
        "body.0.text": "Text DE",
        "body.1.caption": "Bild",
        "body.2.items": "Eins\nZwei",
      },
    );
    expect(whole.body).toEqual([
      { type: "p", text: "Text DE" },
      { type: "img", pic: "banner/x", caption: "Bild" },
      { type: "ul", items: ["Eins", "Zwei"] },
    ]);
    const short = slotsToStored(
      "article",
      { slots, body: article.body },
      { "body.0.text": "x", "body.1.caption": "y", "body.2.items": "Eins" },
    );
    expect(short.body).toBeNull();
  });

  it("names the parts shown whole that an editor filled only partly, so nothing typed is dropped unseen", () => {
    const slots = [
      ...productSlots({ ...product, stickyList: [...product.stickyList, { title: "Play", desc: "Anywhere." }] }),
      ...articleSlots({
        title: "T",
        summary: "S",
        body: [
          { type: "p", text: "A" },
          { type: "p", text: "B" },
        ],
      }),
    ];
    expect(partlyFilled(slots, {})).toEqual([]);
    expect(partlyFilled(slots, { desc: "Nur das" })).toEqual([]);
    expect(partlyFilled(slots, { "stickyList.0.title": "Üben", "stickyList.0.desc": "Zwei Buchsen." })).toEqual([
      "highlights",
    ]);
    expect(partlyFilled(slots, { "body.0.text": "A", "body.1.text": "  " })).toEqual(["body"]);
    const all = Object.fromEntries(slots.map((s) => [s.key, "x"]));
    expect(partlyFilled(slots, all)).toEqual([]);
  });
});
