/**
 * The contact form as the fuzz suite uses it on its own server: reading the page's token and
 * choices, posting a case, a plain valid message, and the inbox as the admin exports it.
 */
import { expect } from "vitest";
import { type ContactCase, type ContactForm, FRESH_KEY } from "./contact-cases";
import { type Bytes, formBody, type Part } from "./forms";
import type { FuzzSite } from "./fuzz-site";
import { type Answer, nextAddress, sleep } from "./http";

/** Helpers bound to the site; call `readContactForm()` in beforeAll (after the admin's session is open). */
export function contactFormOn(site: FuzzSite) {
  const { send, adminGet } = site;
  const contact: ContactForm = { token: "", tokenAt: 0, countries: [], topics: [], products: [] };

  /** The inbox as the admin exports it: how many messages it holds, and the CSV. */
  async function storedMessages() {
    const csv = await adminGet("/admin/inbox/export.csv");
    expect(csv.status).toBe(200);
    return { count: csv.body.match(/^"NV-\d{6}-[2-9A-HJ-NP-Z]{5}",/gm)?.length ?? 0, csv: csv.body };
  }

  /** Sends a case to the contact form from a new address, with a fresh key where the case asks for one. */
  async function postContact(c: ContactCase): Promise<Answer> {
    const parts = c.parts.map((p) => (p.value === FRESH_KEY ? { ...p, value: crypto.randomUUID() } : p));
    const headers: Record<string, string> = { "X-Forwarded-For": nextAddress() };
    let body: Bytes;
    if (c.envelope === "wrong-type") {
      const types = ["application/json", "text/plain", "application/xml", "text/html", ""];
      const type = types[parts.length % types.length] ?? "";
      if (type) headers["Content-Type"] = type;
      body = new Uint8Array(
        Buffer.from(JSON.stringify(Object.fromEntries(parts.map((p) => [p.name, String(p.value)])))),
      );
    } else if (c.envelope === "garbled") {
      const form = formBody(parts, c.encoding, c.rawBytes);
      headers["Content-Type"] = form.type;
      // the same bytes cut short and with the field separators turned into junk
      body = form.body
        .slice(0, Math.max(1, Math.floor(form.body.length / 2)))
        .map((b) => (b === 0x3d || b === 0x26 || b === 0x2d ? 0xff : b));
    } else {
      const form = formBody(parts, c.encoding, c.rawBytes);
      headers["Content-Type"] = form.type;
      body = form.body;
    }
    return send("/contactus", { method: "POST", headers, body });
  }

  /** The contact page's form token and lists, read once; the token stays valid for a day. */
  async function readContactForm() {
    const html = (await send("/contactus")).body;
    contact.token = /name="token" value="([^"]+)"/.exec(html)?.[1] ?? "";
    contact.tokenAt = Date.now();
    expect(contact.token).toMatch(/^\d{13}\./);
    const options = (select: string) =>
      [
        ...(new RegExp(`<select[^>]*name="${select}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1] ?? "").matchAll(
          /<option[^>]*value="([^"]*)"/g,
        ),
      ]
        .map((m) => m[1] ?? "")
        .filter(Boolean);
    contact.countries = options("country");
    contact.topics = options("topic");
    // the model is typed: the catalogue's models are the products the sitemap lists
    const products = (await send("/sitemap/products.xml")).body;
    contact.products = [...new Set([...products.matchAll(/\/product\/detail\/([^<]+)</g)].map((m) => m[1] ?? ""))];
    expect(contact.countries.length).toBeGreaterThan(100);
    expect(contact.topics.length).toBeGreaterThan(2);
    expect(contact.products.length).toBeGreaterThan(2);
  }

  /** Waits until the form token is older than the form's minimum fill time (3 s). */
  const tokenAged = () => sleep(Math.max(0, contact.tokenAt + 3100 - Date.now()));

  /** A plain, valid message. */
  const person = (): Part[] => [
    { name: "name", value: "Mara Jensen" },
    { name: "email", value: "mara@example.com" },
    { name: "country", value: "DK" },
    { name: "topic", value: "product" },
    { name: "product", value: "SPC121" },
    { name: "serial", value: "" },
    { name: "message", value: "Does the SP-C121 have a headphone output on the front panel?" },
    { name: "consent", value: "on" },
    { name: "website", value: "" },
    { name: "key", value: FRESH_KEY },
    { name: "token", value: contact.token },
  ];

  /** The id of a message in the inbox, sent now if there is none yet. */
  async function someMessageId(): Promise<string> {
    const listed = () => adminGet("/admin/inbox").then((r) => /href="\/admin\/inbox\/(\d+)"/.exec(r.body)?.[1]);
    const id = await listed();
    if (id) return id;
    await tokenAged();
    const sent = await postContact({
      encoding: "urlencoded",
      rawBytes: false,
      envelope: "form",
      parts: person(),
      ok: true,
      why: [],
    });
    expect(sent.status).toBe(303);
    return (await listed()) ?? "";
  }

  return { contact, storedMessages, postContact, readContactForm, tokenAged, person, someMessageId };
}
