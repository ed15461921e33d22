import { beforeAll, describe, expect, inject, it } from "vitest";
import { browserPerFile, eventually, expectNoAxeViolations, hydrated } from "./browser";

const base = inject("baseURL");
const { page: newPage } = browserPerFile();

const FIELD_MESSAGES = [
  "Enter your name.",
  "Enter your e-mail address, so we can answer you.",
  "Choose the country you are writing from.",
  "Choose what your message is about.",
  "Write your message.",
  "Please confirm that you have read the privacy policy.",
];

let token = "";
/** A form token older than the minimum fill time, as a person's browser would send it. */
beforeAll(async () => {
  const html = await (await fetch(`${base}/contactus`)).text();
  token = /name="token" value="([^"]+)"/.exec(html)?.[1] ?? "";
  expect(token).toMatch(/^\d{13}\./);
  await new Promise((r) => setTimeout(r, 3100));
});

const valid = () => ({
  name: "Mara Jensen",
  email: "mara@example.com",
  country: "DK",
  topic: "product",
  product: "SPC121",
  serial: "",
  message: "Does the SP-C121 have a headphone output on the front panel?",
  consent: "on",
  website: "",
  key: crypto.randomUUID(),
  token,
});

let address = 0;
/** Each test writes from its own address (the server trusts the proxy on loopback), so limits do not mix. */
const nextAddress = () => `203.0.113.${++address}`;

function post(fields: Record<string, string>, init: { address?: string; headers?: Record<string, string> } = {}) {
  return fetch(`${base}/contactus`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": init.address ?? nextAddress(),
      ...init.headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

describe("contact over HTTP (the flow without JavaScript)", () => {
  it("stores a valid message, then shows its reference", async () => {
    const response = await post(valid());
    expect(response.status).toBe(303);
    const location = response.headers.get("location") ?? "";
    expect(location).toMatch(/^\/contactus\?sent=NV-\d{6}-[2-9A-HJ-NP-Z]{5}$/);
    const page = await (await fetch(`${base}${location}`)).text();
    expect(page).toContain("Thank you: your message has been received");
    expect(page).toContain(location.split("=")[1]);
  });

  it("says when the message arrived in the reader's time: Germany's on /de and /en, Japan's on /ja", async () => {
    const location = (await post(valid())).headers.get("location") ?? "";
    const sent = location.split("?")[1];
    const read = async (prefix: string) => {
      const page = (await (await fetch(`${base}${prefix}/contactus?${sent}`)).text()).replaceAll("<!-- -->", "");
      const [, at = "", shown = ""] = /<time dateTime="([^"]+)">([^<]*)<\/time>/.exec(page) ?? [];
      return { at: new Date(at), shown };
    };
    const long = (tag: string, timeZone: string, at: Date) =>
      new Intl.DateTimeFormat(tag, { dateStyle: "long", timeStyle: "short", timeZone }).format(at);
    const de = await read("/de");
    expect(de.shown).toBe(`${long("de-DE", "Europe/Berlin", de.at)}\u00a0Uhr`);
    const ja = await read("/ja");
    expect(ja.shown).toBe(long("ja-JP", "Asia/Tokyo", ja.at));
    const en = await read("");
    expect(en.shown).toBe(`${long("en-GB", "Europe/Berlin", en.at)} (German time)`);
    for (const { shown } of [de, ja, en]) expect(shown).not.toContain("UTC");
  });

  it("answers a double submit with the same reference", async () => {
    const fields = valid();
    const address = nextAddress();
    const [a, b] = await Promise.all([post(fields, { address }), post(fields, { address })]);
    expect(a.status).toBe(303);
    expect(b.headers.get("location")).toBe(a.headers.get("location"));
  });

  it("names a model it does not know and keeps what was typed; a model in another spelling is taken", async () => {
    const unknown = await post({ ...valid(), product: "SP-Z999" });
    expect(unknown.status).toBe(400);
    const html = await unknown.text();
    expect(html).toContain("We do not know a model called “SP-Z999”.");
    expect(html).toMatch(/name="product"[^>]*value="SP-Z999"/);
    expect((await post({ ...valid(), product: "sp c121" })).status).toBe(303);
  });

  it("does not confirm a reference that was never stored", async () => {
    const page = await (await fetch(`${base}/contactus?sent=NV-261123-ABCDE`)).text();
    expect(page).not.toContain("has been received");
    expect(page).toContain("Write to us");
  });

  it("rejects an empty form with every field's message, and 400", async () => {
    const response = await post({ key: crypto.randomUUID(), token });
    expect(response.status).toBe(400);
    const html = await response.text();
    for (const message of FIELD_MESSAGES) expect(html).toContain(message.replace(/'/g, "&#x27;"));
  });

  it("keeps what the visitor typed when the form is rejected", async () => {
    const response = await post({ ...valid(), email: "mara@", message: "Short" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Enter an e-mail address like name@example.com.");
    expect(html).toContain("Please write at least 20 characters, so we can help.");
    expect(html).toContain('value="Mara Jensen"');
    expect(html).toContain('value="mara@"');
  });

  it("checks the serial number's format", async () => {
    const response = await post({ ...valid(), serial: "12-34" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("A serial number is two letters and eight digits");
  });

  it(`limits an address to 5 messages an hour with 429 and a clear message`, async () => {
    const address = nextAddress();
    for (let i = 0; i < 5; i++) expect((await post(valid(), { address })).status).toBe(303);
    const limited = await post(valid(), { address });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.text()).toContain("You have sent several messages in the last hour.");
  });

  it("stores exactly 200 of 200 concurrent messages, each with its own reference", async () => {
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => post(valid(), { address: `10.20.${i >> 8}.${i & 255}` })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(200).fill(303));
    const locations = responses.map((r) => r.headers.get("location") ?? "");
    expect(new Set(locations).size).toBe(200);
    // each confirmation page reads its message back from the database
    for (let i = 0; i < locations.length; i += 20) {
      const pages = await Promise.all(locations.slice(i, i + 20).map(async (l) => (await fetch(`${base}${l}`)).text()));
      for (const page of pages) expect(page).toContain("has been received");
    }
  });

  describe("hostile input", () => {
    it("refuses a 2 MB body with 413", async () => {
      const response = await post({ ...valid(), message: "x".repeat(2 * 1024 * 1024) });
      expect(response.status).toBe(413);
    });

    it.each(["application/json", "text/plain", "application/xml"])(
      "refuses %s with 415 and a message",
      async (type) => {
        const response = await post(valid(), { headers: { "Content-Type": type } });
        expect(response.status).toBe(415);
        expect(await response.text()).toContain("it accepts form data only");
      },
    );

    it("refuses bytes that are not UTF-8, raw or percent-encoded, with the field's message", async () => {
      const fields = new URLSearchParams(valid()).toString();
      for (const body of [
        Buffer.concat([
          Buffer.from("name=Mara"),
          Buffer.from([0xff, 0xfe]),
          Buffer.from(`&${fields.replace(/^name=[^&]*&/, "")}`),
        ]),
        Buffer.from(fields.replace(/^name=[^&]*/, "name=Mara%FF%FE")),
      ]) {
        const response = await fetch(`${base}/contactus`, {
          method: "POST",
          redirect: "manual",
          headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": nextAddress() },
          body,
        });
        expect(response.status).toBe(400);
        expect(await response.text()).toContain("This field contains characters that could not be read.");
      }
    });

    it("shows HTML typed into a field as text, never as markup", async () => {
      const response = await post({
        ...valid(),
        email: "not an address",
        name: '<script>alert("x")</script>',
        message: "<img src=x onerror=alert(1)> is what I typed",
      });
      const html = await response.text();
      expect(response.status).toBe(400);
      expect(html).not.toContain('<script>alert("x")</script>');
      expect(html).not.toContain("<img src=x onerror");
      expect(html).toContain("&lt;script&gt;");
    });

    it("stores SQL-looking text as the plain text it is", async () => {
      const response = await post({ ...valid(), message: "'); DROP TABLE contact_message; -- and 1=1 OR ''=''" });
      expect(response.status).toBe(303);
      expect((await fetch(`${base}/contactus`)).status).toBe(200);
    });

    it("turns away robots: the honeypot, a missing token and a form sent too fast", async () => {
      const trapped = await post({ ...valid(), website: "https://spam.example" });
      expect(trapped.status).toBe(400);
      expect(await trapped.text()).toContain("must be left empty");

      const unsigned = await post({ ...valid(), token: "1700000000000.forged" });
      expect(unsigned.status).toBe(400);
      expect(await unsigned.text()).toContain("This form could not be verified.");

      const html = await (await fetch(`${base}/contactus`)).text();
      const fresh = /name="token" value="([^"]+)"/.exec(html)?.[1] ?? "";
      const fast = await post({ ...valid(), token: fresh });
      expect(fast.status).toBe(400);
      expect(await fast.text()).toContain("That was sent too quickly.");
    });
  });
});

describe("contact in the browser", () => {
  it("with JavaScript: shows every field's message before sending, then confirms with a reference", async () => {
    const page = await newPage({ extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });
    await page.goto("/contactus");
    await hydrated(page);
    expect(await page.getByText("support@noteva.example").first().isVisible()).toBe(true);
    await page.getByRole("button", { name: "Send message" }).click();
    for (const message of FIELD_MESSAGES) await page.getByText(message).waitFor();
    expect(await page.getByLabel("Your name").getAttribute("aria-invalid")).toBe("true");
    await expectNoAxeViolations(page);

    await page.getByLabel("Your name").fill("Mara Jensen");
    await page.getByLabel("E-mail address").fill("mara@example.com");
    await page.getByLabel("Country").selectOption({ label: "Denmark" });
    await page.getByLabel("Topic").selectOption({ label: "Technical support" });
    await page.getByLabel("Model (optional)").fill("mk 61");
    await page.getByLabel("Serial number (optional)").fill("nv 2401 2345");
    await page
      .getByLabel("Message", { exact: true })
      .fill("After the last update my MK61 no longer shows lesson mode.");
    await page.getByLabel("I have read the privacy policy.").check();
    for (const message of FIELD_MESSAGES) expect(await page.getByText(message).count()).toBe(0);
    await page.waitForTimeout(3000); // as long as a person takes at least
    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByRole("heading", { name: "Thank you: your message has been received" }).waitFor();
    const reference = await page.locator("strong.font-mono").textContent();
    expect(reference).toMatch(/^NV-\d{6}-[2-9A-HJ-NP-Z]{5}$/);
    expect(new URL(page.url()).searchParams.get("sent")).toBe(reference);
  });

  it("without JavaScript: the server's messages keep the input, and the message is sent", async () => {
    const page = await newPage({ javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });
    await page.goto("/contactus");
    await page.waitForTimeout(3000);
    await page.getByLabel("Your name").fill("Jonas Berg");
    await page.getByLabel("E-mail address").fill("jonas@");
    await page.getByLabel("Country").selectOption({ label: "Sweden" });
    await page.getByLabel("Topic").selectOption({ label: "Press" });
    await page.getByLabel("Message", { exact: true }).fill("We would like to review the AKX10S for our magazine.");
    await page.getByLabel("I have read the privacy policy.").check();
    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByText("Enter an e-mail address like name@example.com.").waitFor();
    expect(await page.getByLabel("Your name").inputValue()).toBe("Jonas Berg");
    expect(await page.getByLabel("Message", { exact: true }).inputValue()).toBe(
      "We would like to review the AKX10S for our magazine.",
    );
    await page.getByLabel("E-mail address").fill("jonas@example.com");
    await page.getByLabel("I have read the privacy policy.").check();
    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByRole("heading", { name: "Thank you: your message has been received" }).waitFor();
  });

  it("'report a change' on a store opens the form with the dealer topic and the store filled in", async () => {
    const page = await newPage();
    await page.goto("/dealer/distributor?country=SE");
    await hydrated(page);
    const firstStore = (await page.locator("ol > li h2").first().textContent()) ?? "";
    await page.getByRole("link", { name: `Report a change to ${firstStore}` }).click();
    await eventually(() => new URL(page.url()).pathname, "/contactus");
    await page.getByText(`Reporting a change to ${firstStore}`).waitFor();
    expect(await page.getByLabel("Topic").inputValue()).toBe("dealer");
    expect(await page.getByLabel("Message", { exact: true }).inputValue()).toContain(firstStore);
  });
});

describe("telephone links", () => {
  it("dials every number on every page in E.164 (tel:+…), however the page writes it", async () => {
    const text = async (path: string) => (await fetch(`${base}${path}`)).text();
    const index = await text("/sitemap.xml");
    const parts = [...index.matchAll(/<loc>[^<]*?(\/sitemap\/[^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
    const pages = new Set<string>();
    for (const part of parts)
      for (const m of (await text(part)).matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)) pages.add(m[1] || "/");
    // the store finder's lists, in each language, at home and abroad
    for (const prefix of ["", "/de", "/ja"])
      for (const country of ["", "?country=JP", "?country=DE", "?country=AT", "?country=CH", "?country=US"])
        pages.add(`${prefix}/dealer/distributor${country}`);
    expect(pages.size).toBeGreaterThan(30);
    const links: string[] = [];
    for (const path of pages) {
      const html = await text(path);
      for (const m of html.matchAll(/href="(tel:[^"]*)"/g)) {
        links.push(m[1] ?? "");
        expect(m[1], path).toMatch(/^tel:\+[1-9]\d{6,14}$/);
      }
    }
    // the contact page in every language, the Japan office's line among them
    expect(links).toContain("tel:+81364521180");
    expect(links).toContain("tel:+494030094410");
  }, 240_000);
});
