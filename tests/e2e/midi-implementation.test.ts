import { describe, expect, inject, it } from "vitest";
import { browserPerFile, expectNoAxeViolations, hydrated } from "./browser";

const base = inject("baseURL");

/** /support/check/midi over HTTP, in each language: every message, byte tables with captions. */
const pages = [
  {
    path: "/support/check/midi",
    lang: "en",
    title: "MIDI implementation: identity and firmware update",
    bytes: "Bytes",
    breadcrumb: "Breadcrumb",
  },
  {
    path: "/de/support/check/midi",
    lang: "de",
    title: "MIDI-Implementierung: Identität und Firmware-Update",
    bytes: "Bytes",
    breadcrumb: "Brotkrümelnavigation",
  },
  {
    path: "/ja/support/check/midi",
    lang: "ja",
    title: "MIDIインプリメンテーション：アイデンティティとファームウェアアップデート",
    bytes: "バイト",
    breadcrumb: "パンくずリスト",
  },
];
const messages = [
  "STATUS REQUEST (01)",
  "STATUS (02)",
  "UPDATE BEGIN (10)",
  "BEGIN ACCEPTED (11)",
  "DATA (12)",
  "ACK (13)",
  "COMMIT (14)",
  "COMMITTED (15)",
  "ABORT (16)",
  "REFUSED (7F)",
];

describe("the MIDI implementation page", () => {
  it.each(pages)(
    "$path documents the identity and every update message",
    async ({ path, lang, title, bytes, breadcrumb }) => {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(`>${title}</h1>`);
      expect(html).toContain(`aria-label="${breadcrumb}"`);
      expect(html).toMatch(/>Identity Request<\/h3>/);
      expect(html).toMatch(/>Identity Reply<\/h3>/);
      for (const message of messages) expect(html, message).toContain(`>${message}</h3>`);
      expect(html).toContain("Manufacturer ID 7D: the ID the MIDI standard reserves for non-commercial use");
      // each model's codes, as editors keep them in the catalogue (the MK61: keyboards 2, model 61)
      expect(html).toMatch(/>MK61<\/th>.*?F0 7E 10 06 02 7D 02 00 3D 00 v1 v2 v3 v4 F7/s);
      expect(html).not.toContain(">MK37</th>");
      const tables = html.match(/<table/g)?.length ?? 0;
      expect(tables).toBeGreaterThanOrEqual(16);
      expect(html.match(/<caption/g)?.length).toBe(tables);
      expect(html).toContain(
        `<th scope="col" class="border-b border-line px-3 py-2 align-top font-semibold">${bytes}</th>`,
      );
    },
  );
});

describe("the MIDI implementation page in a browser", () => {
  const browser = browserPerFile();
  it.each(["/support/check/midi", "/ja/support/check/midi"])(
    "%s passes axe, its tables read by caption",
    async (path) => {
      const page = await browser.page();
      await page.goto(path);
      await hydrated(page);
      await expectNoAxeViolations(page);
      expect(await page.getByRole("table", { name: /UPDATE BEGIN/ }).count()).toBe(1);
      await page.context().close();
    },
  );
});
