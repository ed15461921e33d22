import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FIRMWARE_KEYS } from "~/lib/midi/firmware-keys";
import { sections } from "~/lib/midi/implementation-sections";
import { REASON, STATE } from "~/lib/midi/protocol";
import { updateTables } from "~/lib/midi/protocol-tables";
import { MidiImplementation } from "./implementation";
import { midiTextOf } from "./text.server";

const locales = ["en", "de", "ja"] as const;
const render = (
  locale: (typeof locales)[number],
  models = [{ id: "MK61", title: "MK61", family: 0x02, member: 0x03 }],
) => renderToStaticMarkup(<MidiImplementation models={models} text={midiTextOf(locale)} locale={locale} />);

/** The markup without the phrase spans that keep a heading's words whole (decision 023). */
const unphrasedHtml = (html: string) =>
  html.replace(/<span class="phrases">([^<]*(?:<wbr\/>[^<]*)*)<\/span>/g, (_, words: string) =>
    words.replaceAll("<wbr/>", ""),
  );

/** The page as a reader sees it: tags out, entities back. */
const visible = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/** Each table's caption and the rows it holds, as cells. */
function tablesOf(html: string): { caption: string; rows: string[][] }[] {
  return [...html.matchAll(/<table[^>]*>([\s\S]*?)<\/table>/g)].map((m) => {
    const body = m[1] ?? "";
    const caption = visible(/<caption[^>]*>([\s\S]*?)<\/caption>/.exec(body)?.[1] ?? "").trim();
    const rows = [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((r) =>
      [...(r[1] ?? "").matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((c) => visible(c[1] ?? "").trim()),
    );
    return { caption, rows };
  });
}
const tableNamed = (html: string, caption: string) => {
  const table = tablesOf(html).find((t) => t.caption === caption);
  if (!table) throw new Error(`no table "${caption}"`);
  return table.rows;
};

const messages = updateTables().map((m) => m.name);
const gridCount = sections.reduce((n, s) => n + s.grids.length, 0);

describe("the MIDI implementation page", () => {
  it.each(locales)("has every section as a heading, in order, each reachable from the contents (%s)", (locale) => {
    const html = unphrasedHtml(render(locale));
    const text = midiTextOf(locale);
    expect(html).toContain(`<h1 class="text-4xl font-bold tracking-tight">${text.title}</h1>`);
    const h2s = [...html.matchAll(/<h2 id="([^"]+)"[^>]*>([^<]*)<\/h2>/g)].map((m) => [m[1], m[2]]);
    expect(h2s).toEqual([["midi-contents", text.contents], ...sections.map((s) => [s.id, text[s.key].heading])]);
    for (const s of sections) expect(html).toContain(`<a href="#${s.id}"`);
    // headings go h1, h2, h3 without a skip
    const levels = [...html.matchAll(/<h([1-6])/g)].map((m) => Number(m[1]));
    levels.forEach((level, i) => {
      expect(level - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1);
    });
    const identity =
      locale === "ja"
        ? ["アイデンティティ・リクエスト", "アイデンティティ・リプライ"]
        : ["Identity Request", "Identity Reply"];
    for (const name of identity) expect(html).toContain(`>${name}</h3>`);
    // the command in brackets as the language writes them: 「STATUS REQUEST（01）」 in Japanese
    const command = locale === "ja" ? "（[0-9A-F]{2}）" : " \\([0-9A-F]{2}\\)";
    for (const name of messages) {
      expect(html, name).toMatch(new RegExp(`<h3 id="[a-z-]+" class="[^"]*">${name}${command}</h3>`));
    }
    // every placeholder is filled with the protocol's numbers
    expect(visible(html)).not.toMatch(/\{\w+\}/);
  });

  it.each(locales)("sets every table with a caption, column heads and row heads (%s)", (locale) => {
    const html = render(locale);
    const tables = html.match(/<table/g)?.length ?? 0;
    // identity (2), the models' codes, every message, the normative tables
    expect(tables).toBe(2 + 1 + messages.length + gridCount);
    expect(html.match(/<caption/g)?.length).toBe(tables);
    expect(html.match(/<thead>/g)?.length).toBe(tables);
    for (const t of tablesOf(html)) {
      expect(t.caption, "caption").not.toBe("");
      const [head, ...rows] = t.rows;
      expect(rows.length, t.caption).toBeGreaterThan(0);
      for (const row of rows) expect(row.length, `${t.caption}: ${row[0]}`).toBe(head?.length);
    }
    expect(html).not.toMatch(/<th(?=[\s>])(?![^>]*scope=)/);
    // every cell in the page's language: nothing left English, so nothing marked so
    expect(html).not.toContain('lang="en"');
  });

  it("gives every table translated words with a head per column, the English ones the tables' own", () => {
    for (const locale of locales) {
      const text = midiTextOf(locale);
      for (const { grids } of sections) {
        for (const grid of grids) {
          const words = text.tables[grid.id as keyof typeof text.tables];
          expect(words, `${locale} ${grid.id}`).toBeDefined();
          expect(words.head.length, `${locale} ${grid.id}`).toBe(grid.head.length);
          if (locale === "en") expect(words.head).toEqual(grid.head);
        }
      }
    }
  });

  it("states the device-ID rule, the identity's timing and the pairing by round trip", () => {
    const page = visible(render("en"));
    expect(page).toContain("An instrument's device ID is 10 (the factory setting)");
    expect(page).toContain("A host sends 7F only in the Identity Request and in the STATUS REQUEST that pairs ports");
    expect(tableNamed(render("en"), "Device ID (dd) in each message")).toContainEqual([
      "A message to any other ID",
      "Ignored by the instrument: no answer",
    ]);
    expect(page).toContain(
      "It answers within 250 ms, and within 3 s right after power-up. A host asks 3 times, 1.5 s apart",
    );
    expect(page).toContain(
      "STATUS REQUEST to 7F with a tag unique to that output (14-bit, 1–16383). Tag 1: F0 7D 4E 56 7F 01 01 00 F7.",
    );
    // every host message but the pairing STATUS REQUEST goes to the instrument's own ID
    expect(page).toContain("Device ID: the instrument's own (10 at the factory), as its Identity Reply gave it");
    expect(page).toContain("Device ID: 7F (all devices) to pair ports, with a tag; else the instrument's own");
  });

  it("lists every message's length and answers, every state, transition and reason", () => {
    const html = render("en");
    const overview = tableNamed(html, "Noteva messages: data length and answers");
    expect(overview).toContainEqual([
      "01",
      "STATUS REQUEST",
      "host",
      "0 (no tag) or 2 (with a tag)",
      "STATUS; REFUSED 08",
    ]);
    expect(overview).toContainEqual(["02", "STATUS", "instrument", "27", "—"]);
    expect(overview).toContainEqual([
      "10",
      "UPDATE BEGIN",
      "host",
      "185",
      "BEGIN ACCEPTED; REFUSED 01, 02, 03, 07, 08, 09, 0A, 0B, 0C",
    ]);
    expect(overview).toContainEqual(["11", "BEGIN ACCEPTED", "instrument", "7", "—"]);
    const states = tableNamed(html, "States (STATUS ss)");
    expect(states.slice(1).map((r) => r.slice(0, 2))).toEqual(
      Object.entries(STATE).map(([name, value]) => [`0${value}`, name]),
    );
    const reasons = tableNamed(html, "Reasons (REFUSED rr, and STATUS rd)");
    expect(reasons.slice(1).map((r) => r[0])).toEqual(
      Object.values(REASON).map((r) => r.toString(16).toUpperCase().padStart(2, "0")),
    );
    expect(reasons).toContainEqual([
      "0A",
      "Downgrade: the image is older than the installed firmware",
      "The installed v1 v2 v3 v4 (4 bytes)",
    ]);
    expect(reasons).toContainEqual(["0B", "Battery below 30 %", "The level, then the minimum (30 % = 1E): 2 bytes"]);
    const transitions = tableNamed(html, "State transitions");
    expect(transitions).toContainEqual([
      "restarting (04)",
      "The new firmware fails its first start",
      "idle (00) on the old firmware (the boot loader switched back): result failed, rd 0D",
    ]);
    expect(tableNamed(html, "What each host command gets in each state")).toContainEqual([
      "ABORT",
      "STATUS (idle)",
      "The pending image is discarded: STATUS (idle)",
      "REFUSED 07: too late to cancel",
    ]);
  });

  it("gives the checks in order, the transfer's duplicates and gaps, every timeout and each phase's power loss", () => {
    const html = render("en");
    const checks = tableNamed(html, "UPDATE BEGIN checks, in this order");
    expect(checks.slice(1).map((r) => r[2])).toEqual([
      "08",
      "07",
      "03",
      "0B",
      "09",
      "0C",
      "09",
      "01",
      "0A",
      "02",
      "BEGIN ACCEPTED",
    ]);
    const transfer = tableNamed(html, "Transfer: DATA and what answers it");
    expect(transfer.map((r) => r[0])).toContain("DATA below the next expected (a duplicate)");
    expect(transfer).toContainEqual([
      "No answer for 5 s",
      "—",
      "Sends the window again from the first unacknowledged chunk; after 4 silent resends it stops and reports a timeout",
    ]);
    const timing = tableNamed(html, "Timing, timeouts and retries");
    expect(timing).toContainEqual(["Every answer of the instrument to a request", "Within 250 ms", "—"]);
    expect(timing).toContainEqual([
      "installing",
      "The install time in BEGIN ACCEPTED, at most 240 s",
      'The host waits it + 15 s grace, then says "not yet"',
    ]);
    const power = tableNamed(html, "Power loss in each phase");
    expect(power.slice(1).map((r) => r[0])).toEqual([
      "idle",
      "receiving",
      "verifying",
      "installing",
      "restarting",
      "A cable pulled (power kept), any phase",
    ]);
    expect(tableNamed(html, "The rules of an update")).toContainEqual([
      "Downgrades",
      "An image older than the installed firmware is refused 0A: an old signed release cannot be put back. The same version installs again (a repair)",
    ]);
  });

  it.each(locales)("names each key as an owner reads it, never by the firmware team's label (%s)", (locale) => {
    const page = visible(render(locale));
    for (const key of FIRMWARE_KEYS) expect(page).not.toContain(key.label);
    expect(page).not.toMatch(/development|not for release|Entwicklung|開発用/i);
    const name = { en: "Noteva firmware key 1", de: "Noteva-Firmwareschlüssel 1", ja: "Notevaファームウェア署名鍵1" }[
      locale
    ];
    expect(page).toContain(name);
  });

  it("gives the signed header, the keys instruments are built with, and the worked examples", () => {
    const html = render("en");
    const header = tableNamed(html, "The signed image header (160 bytes; the body follows)");
    expect(header.at(-1)).toEqual(["96", "64", "Ed25519 signature (RFC 8032) over bytes 0–95"]);
    const keys = tableNamed(html, "The Ed25519 public keys instruments are built with");
    for (const key of FIRMWARE_KEYS) expect(keys.some((r) => r[0] === key.id && r[3] === key.publicKey)).toBe(true);
    expect(tableNamed(html, "Introducing a new key (rotation)")).toHaveLength(5);
    const page = visible(html);
    expect(page).toContain("Example: 80 01 FF 7F 00 81 02 is sent as 25 00 01 7F 7F 00 01 02.");
    expect(page).toContain("the CRC-32 of ASCII “123456789” is CBF43926, sent as 26 72 50 5F 0C.");
    const data = tableNamed(html, "DATA for chunk 1 holding FF 00, to device ID 10, byte by byte");
    expect(
      data
        .slice(1)
        .map((r) => r[0])
        .join(" "),
    ).toBe("F0 7D 4E 56 10 12 01 00 00 02 00 01 7F 00 0D 5F 77 17 0D F7");
  });

  it("writes numbers as each language does, and the tables in the page's language", () => {
    const de = visible(render("de"));
    expect(de).toContain("im Abstand von 1,5 s");
    expect(de).toContain("(1–16.383)");
    expect(de).toContain("Jedes Datenbyte hat 7 Bit");
    const ja = visible(render("ja"));
    expect(ja).toContain("1.5秒間隔で3回");
    expect(ja).toContain("250ms以内");
    // the same rows and bytes on every page, the words in its language
    const tables = (locale: (typeof locales)[number]) => tablesOf(render(locale)).map((t) => t.rows.slice(1));
    const en = tables("en");
    for (const locale of ["de", "ja"] as const) {
      const said = tables(locale);
      expect(said.map((rows) => rows.map((r) => r.length))).toEqual(en.map((rows) => rows.map((r) => r.length)));
      expect(said).not.toEqual(en);
    }
    const identityRequest = (locale: (typeof locales)[number]) =>
      tables(locale).find((rows) => rows[0]?.[0] === "F0") ?? [];
    expect(identityRequest("en").map((r) => r[0])).toEqual(identityRequest("ja").map((r) => r[0]));
    expect(identityRequest("de")[0]).toEqual(["F0", "Exklusiv-Status"]);
    expect(identityRequest("ja")[0]).toEqual(["F0", "エクスクルーシブ・ステータス"]);
    expect(identityRequest("ja").at(-1)).toEqual(["F7", "EOX（エンド・オブ・エクスクルーシブ）"]);
  });

  it("points to the data lists when no model codes are given", () => {
    expect(render("de", [])).toContain(midiTextOf("de").identity.codesNone);
  });
});
