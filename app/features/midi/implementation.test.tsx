import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { REASON } from "~/lib/midi/protocol";
import { MidiImplementation } from "./implementation";
import { midiTextOf } from "./text.server";

const render = (locale: "en" | "de" | "ja", models = [{ id: "MK61", title: "MK61", family: 0x02, member: 0x03 }]) =>
  renderToStaticMarkup(<MidiImplementation models={models} text={midiTextOf(locale)} locale={locale} />);

const messages = [
  "STATUS REQUEST",
  "STATUS",
  "UPDATE BEGIN",
  "BEGIN ACCEPTED",
  "DATA",
  "ACK",
  "COMMIT",
  "COMMITTED",
  "ABORT",
  "REFUSED",
];

describe("the MIDI implementation page", () => {
  it.each(["en", "de", "ja"] as const)(
    "documents identity and every update message with its byte table (%s)",
    (locale) => {
      const html = render(locale);
      const text = midiTextOf(locale);
      expect(html).toContain(`<h1 class="text-4xl font-bold tracking-tight">${text.title}</h1>`);
      for (const heading of [
        text.manufacturer.heading,
        text.identity.heading,
        text.update.heading,
        text.packing.heading,
        text.checksum.heading,
        text.image.heading,
      ]) {
        expect(html).toContain(`>${heading}</h2>`);
      }
      expect(html).toContain(">Identity Request</h3>");
      expect(html).toContain(">Identity Reply</h3>");
      for (const name of messages) {
        expect(html, name).toMatch(
          new RegExp(`<h3 id="[a-z-]+" class="[^"]*"(?: lang="en")?>${name} \\([0-9A-F]{2}\\)</h3>`),
        );
      }
      // one table per message, each with a caption and scoped headers
      const tables = html.match(/<table/g)?.length ?? 0;
      expect(tables).toBe(2 + 1 + messages.length + 3 + 1);
      expect(html.match(/<caption/g)?.length).toBe(tables);
      expect(html).toContain(
        `<th scope="col" class="border-b border-line px-3 py-2 align-top font-semibold">${text.table.bytes}</th>`,
      );
      expect(html).toContain('<th scope="row"');
      // the tables' bytes: the 7D note, the signature, the packed example, every reason
      expect(html).toContain("Manufacturer ID 7D: the ID the MIDI standard reserves for non-commercial use");
      expect(html).toContain(">4E 56</th>");
      expect(html).toContain("25 00 01 7F 7F 00 01 02");
      for (const reason of Object.values(REASON)) expect(html).toContain(`>0${reason}</th>`);
      // the model's codes and the start of its reply
      expect(html).toContain("F0 7E 10 06 02 7D 02 00 03 00 v1 v2 v3 v4 F7");
      // the tables stay English on the German and Japanese pages, and say so
      if (locale === "en") expect(html).not.toContain('lang="en"');
      else expect(html).toContain('<tbody lang="en">');
    },
  );

  it("points to the data lists when no model codes are given", () => {
    expect(render("de", [])).toContain(midiTextOf("de").identity.codesNone);
  });
});
