import { describe, expect, inject, it } from "vitest";
import { browserPerFile, eventually, expectNoAxeViolations, hydrated } from "./browser";

const base = inject("baseURL");

/**
 * /support/check/midi over HTTP, in each language: every section of protocol version 2 reachable
 * from the contents, every message, the normative tables with captions.
 */
const pages = [
  {
    path: "/support/check/midi",
    lang: "en",
    title: "MIDI implementation: identity and firmware update",
    bytes: "Bytes",
    breadcrumb: "Breadcrumb",
    sections: [
      "Device ID",
      "Pairing inputs and outputs",
      "States and transitions",
      "Atomic switch and power loss",
      "Signature and keys",
      "CRC-32",
    ],
    rule: "A host sends 7F only in the Identity Request and in the STATUS REQUEST that pairs ports",
    identity: ["Identity Request", "Identity Reply"],
    manufacturer: "Manufacturer ID 7D: the ID the MIDI standard reserves for non-commercial use",
  },
  {
    path: "/de/support/check/midi",
    lang: "de",
    title: "MIDI-Implementierung: Identität und Firmware-Update",
    bytes: "Bytes",
    breadcrumb: "Brotkrümelnavigation",
    sections: [
      "Geräte-ID",
      "Ein- und Ausgänge zuordnen",
      "Zustände und Übergänge",
      "Atomarer Wechsel und Stromausfall",
      "Signatur und Schlüssel",
      "CRC-32",
    ],
    rule: "Ein Host sendet 7F nur im Identity Request und im STATUS REQUEST, der Ports einander zuordnet",
    identity: ["Identity Request", "Identity Reply"],
    manufacturer: "Hersteller-ID 7D: die ID, die der MIDI-Standard für nichtkommerzielle Zwecke reserviert",
  },
  {
    path: "/ja/support/check/midi",
    lang: "ja",
    title: "MIDIインプリメンテーション：アイデンティティとファームウェアアップデート",
    bytes: "バイト",
    breadcrumb: "パンくずリスト",
    sections: [
      "デバイスID",
      "入力ポートと出力ポートの対応付け",
      "状態と遷移",
      "アトミックな切り替えと電源断",
      "署名と鍵",
      "CRC-32",
    ],
    rule: "ホストが7Fを使うのは、アイデンティティ・リクエストと、ポートを対応付けるSTATUS REQUESTだけです。",
    identity: ["アイデンティティ・リクエスト", "アイデンティティ・リプライ"],
    manufacturer: "メーカーID 7D：MIDI規格が非営利用途に予約しているID",
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
    async ({ path, lang, title, bytes, breadcrumb, sections, rule, identity, manufacturer }) => {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}"`);
      // headings as a reader reads them: without the phrase marks Japanese headings break at
      const headings = html.replace(/<wbr\/?>|<!-- -->|<span class="(?:phrases|whitespace-nowrap)">|<\/span>/g, "");
      expect(headings).toContain(`>${title}</h1>`);
      expect(html).toContain(`aria-label="${breadcrumb}"`);
      for (const name of identity) expect(headings).toContain(`>${name}</h3>`);
      // the command in brackets as the page's language writes them: 「STATUS REQUEST（01）」 on /ja
      for (const message of messages) {
        const heading = lang === "ja" ? message.replace(/ \((\w+)\)$/, "（$1）") : message;
        expect(headings, heading).toContain(`>${heading}</h3>`);
      }
      // the sections of version 2, each a heading the contents link to
      for (const heading of sections) {
        const id = new RegExp(`<h2 id="([a-z0-9-]+)"[^>]*>${heading}</h2>`).exec(headings)?.[1];
        expect(id, heading).toBeDefined();
        expect(html, heading).toContain(`<a href="#${id}"`);
      }
      expect(html).toContain(rule);
      // worked examples from the code: CRC-32 of "123456789", and a DATA message to device 10
      expect(html).toContain("CBF43926");
      expect(html).toContain("26 72 50 5F 0C");
      expect(html).toContain(">0D 5F 77 17 0D</th>");
      expect(html).toContain(manufacturer);
      // each model's codes, as editors keep them in the catalogue (the MK61: keyboards 2, model 61)
      expect(html).toMatch(/>MK61<\/th>.*?F0 7E 10 06 02 7D 02 00 3D 00 v1 v2 v3 v4 F7/s);
      expect(html).not.toContain(">MK37</th>");
      const tables = html.match(/<table/g)?.length ?? 0;
      // identity (2), the models' codes, 10 messages, 20 normative tables
      expect(tables).toBe(33);
      expect(html.match(/<caption/g)?.length).toBe(tables);
      expect(html).toContain(
        `<th scope="col" class="border-b border-line px-3 py-2 align-top font-semibold">${bytes}</th>`,
      );
    },
  );
});

describe("the MIDI implementation page in a browser", () => {
  const browser = browserPerFile();
  it.each([
    { path: "/support/check/midi", caption: "UPDATE BEGIN: host to instrument", contents: "Contents" },
    { path: "/ja/support/check/midi", caption: "UPDATE BEGIN：ホストから楽器", contents: "目次" },
  ])(
    "$path passes axe, its tables read by caption, its contents take the reader to a section",
    async ({ path, caption, contents }) => {
      const page = await browser.page();
      await page.goto(path);
      await hydrated(page);
      await expectNoAxeViolations(page);
      expect(await page.getByRole("table", { name: caption, exact: true }).count()).toBe(1);
      await page.getByRole("navigation", { name: contents }).getByRole("link", { name: "CRC-32" }).click();
      expect(new URL(page.url()).hash).toBe("#crc-32");
      // the section's heading is where the reader now is, in sight, not under the sticky header
      await eventually(
        () =>
          page.locator("#crc-32").evaluate((h) => {
            const { left, top, height } = h.getBoundingClientRect();
            return h.contains(document.elementFromPoint(left + 4, top + height / 2));
          }),
        true,
      );
      await page.context().close();
    },
  );
});
