/**
 * Property-based fuzzing over HTTP (fast-check) of what visitors and robots send to the public site:
 * random query strings and last segments, paths that try to climb out of the public folders, and
 * contact form submissions. Random and malformed input never gets a 5xx, never reads files outside
 * the public folders, and nothing malformed is stored. The server is this file's own (with an admin
 * account, whose session reads the admin lists and the inbox), so the messages sent stay here.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { contactCase, FRESH_KEY, UNREADABLE } from "./support/contact-cases";
import { contactFormOn } from "./support/contact-form";
import { type Encoding, formBody } from "./support/forms";
import { queryString, urlPart } from "./support/fuzz-arbitraries";
import { fuzzSite } from "./support/fuzz-site";
import { nextAddress } from "./support/http";

const site = fuzzSite();
const { send, rawGet, adminGet } = site;
const { contact, storedMessages, postContact, readContactForm, tokenAged, person } = contactFormOn(site);

beforeAll(async () => {
  await site.openSession();
  await readContactForm();
}, 120_000);

/** Pages whose last segment names content in the database. */
const CONTENT_PREFIXES = [
  "/category/",
  "/product/",
  "/product/detail/",
  "/news/",
  "/news/update/",
  "/support/manuals/",
  "/support/firmware/",
];

describe("random query strings on the public pages answer without a server error", () => {
  const pages = [
    { path: "/search", names: ["q", "type", "page"] },
    { path: "/search/suggest", names: ["q"] },
    { path: "/dealer/distributor", names: ["country", "type", "line", "q", "near"] },
    { path: "/news", names: ["t", "page"] },
    { path: "/compare", names: ["p", "diff"] },
    { path: "/support/manuals", names: ["q", "page"] },
    { path: "/contactus", names: ["topic", "product", "dealer", "sent"] },
    { path: "/login", names: ["redirectTo", "signedOut"] },
    { path: "/news/feed.xml", names: ["page"] },
    { path: "/sitemap.xml", names: ["page"] },
    { path: "/api/base-info", names: ["q"] },
    { path: "/", names: ["q"] },
  ] as const;

  it("a visitor who types anything (any script, controls, bytes that are not UTF-8, 10,000 characters, repeated parameters) gets a page or a 4xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...pages).chain((page) => queryString(page.names).map((q) => `${page.path}?${q}`)),
        async (url) => {
          const answer = await send(url);
          expect(answer.status, `GET ${url}`).toBeLessThan(500);
        },
      ),
      {
        numRuns: 60,
        examples: [
          ["/search?q=%FF%00&q=%C0%AF&page=1e309"],
          ["/dealer/distributor?near=91,181&lat=%FF&lng=NaN&country=%00"],
          ["/news?t=u&page=99999999999999999999"],
          ["/compare?p=%E0%A4%A&p=MK61&p=MK61&p=mk37,cp203,akx10s,mk49,mk200"],
        ],
      },
    );
  });

  it("a visitor who puts anything in an address's last segment gets a page or a 404, never a server error", async () => {
    const prefixes = [...CONTENT_PREFIXES, "/media/product/", "/media/", "/login/invite/", "/api/", "/aboutus/"];
    const sha = fc.stringMatching(/^[0-9a-f]{64}$/);
    const url = fc.oneof(
      fc.tuple(fc.constantFrom(...prefixes), urlPart).map(([p, s]) => p + s),
      fc.tuple(fc.oneof(sha, urlPart), urlPart).map(([h, name]) => `/files/${h}/${name}`),
    );
    await fc.assert(
      fc.asyncProperty(url, async (path) => {
        const answer = await send(path);
        expect(answer.status, `GET ${path}`).toBeLessThan(500);
      }),
      { numRuns: 60, examples: [["/product/%FF"], ["/news/%C0%AF"], ["/category/%3Cb%3E"], ["/files/abc/%E0%A4%A"]] },
    );
  });

  // Regression check (a 500 the fuzzing found, now fixed): a path parameter with a NUL character goes into the SQL query as it is;
  // PostgreSQL refuses it (invalid byte sequence for encoding "UTF8": 0x00) and the page answers
  // 500 instead of 404.
  it("a visitor whose address has a NUL (%00) in a product, category, news or manual segment gets a 404, not a 500", async () => {
    const prefixes = CONTENT_PREFIXES;
    const word = fc.stringMatching(/^[A-Za-z0-9]{0,8}$/);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...prefixes), word, word, async (prefix, a, b) => {
        const path = `${prefix}${a}%00${b}`;
        expect((await send(path)).status, `GET ${path}`).toBeLessThan(500);
      }),
      { numRuns: 5, endOnFailure: true, examples: [["/category/", "", ""]] },
    );
  });

  it("a signed-in editor who puts anything in the admin lists' filters gets the list or a 4xx", async () => {
    const lists = ["/admin/inbox", "/admin/inbox/export.csv", "/admin/articles", "/admin/products", "/admin/audit"];
    const names = ["status", "topic", "page", "q", "kind", "type", "saved", "actor", "entity"];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...lists), queryString(names), async (path, q) => {
        const answer = await adminGet(`${path}?${q}`);
        expect(answer.status, `GET ${path}?${q}`).toBeLessThan(500);
      }),
      { numRuns: 30 },
    );
  });
});

describe("paths that try to climb out of the public folders", () => {
  const leaked = (body: string) =>
    body.includes("root:x:0:0")
      ? "/etc/passwd"
      : body.includes('"name": ') && body.includes('"scripts"')
        ? "package.json"
        : /headersTimeout|sameOriginMutations|createAppHandler|SESSION_SECRET/.test(body)
          ? "server source"
          : null;

  const known = [
    "/docs/..%2f..%2fetc%2fpasswd",
    "/docs/../../../../etc/passwd",
    "/media/../../package.json",
    "/media/..%2f..%2fpackage.json",
    "/assets/..%2f..%2fserver%2fmain.ts",
    "/assets/../../server/main.ts",
    "/assets/%2e%2e/%2e%2e/package.json",
    "/assets/%252e%252e/%252e%252e/package.json",
    "/downloads/..\\..\\package.json",
    "/downloads/..%5c..%5cpackage.json",
    "/video/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd",
    "/docs/..;/..;/etc/passwd",
    "/docs/%00../../package.json",
    `/files/${"0".repeat(64)}/..%2f..%2f..%2fpackage.json`,
    "/media/product/..%2f..%2f..%2f..%2fserver%2fsecurity.ts",
    "/..%2f..%2fetc%2fpasswd",
    "//etc/passwd",
  ];

  it.each(known)("GET %s is refused (4xx) and shows no file from outside", async (path) => {
    const answer = await rawGet(path);
    expect(answer.status, path).toBeGreaterThanOrEqual(400);
    expect(answer.status, path).toBeLessThan(500);
    expect(leaked(answer.body), path).toBeNull();
  });

  it("any mix of .., encoded dots, slashes, backslashes, semicolons and NUL under /docs /media /assets /files /downloads /video answers below 500 and leaks nothing", async () => {
    const piece = fc.constantFrom(
      "..",
      "%2e%2e",
      "%2E%2E",
      ".%2e",
      "%2e.",
      "%252e%252e",
      "..%2f",
      "..%5c",
      "..\\",
      "\\",
      "%5c",
      "%5C",
      "/",
      "%2f",
      "%252f",
      ";",
      "..;",
      "%00",
      "%c0%ae",
      "%c0%af",
      ".",
      "//",
      "etc",
      "passwd",
      "package.json",
      "server",
      "main.ts",
      ".env",
      "build",
      "node_modules",
      "~",
    );
    const path = fc
      .tuple(
        fc.constantFrom(
          "/docs/",
          "/media/",
          "/assets/",
          "/files/",
          "/downloads/",
          "/video/",
          "/media/product/",
          `/files/${"0".repeat(64)}/`,
        ),
        fc.array(piece, { minLength: 1, maxLength: 14 }),
      )
      .map(([prefix, pieces]) => prefix + pieces.join(""));
    await fc.assert(
      fc.asyncProperty(path, async (p) => {
        const answer = await rawGet(p);
        expect(answer.status, p).toBeLessThan(500);
        expect(leaked(answer.body), p).toBeNull();
      }),
      { numRuns: 60 },
    );
  });
});

// =============================================================================================
// The contact form

describe("the contact form takes only well-formed messages", () => {
  // a person needs more than 3 s to fill the form in
  beforeAll(tokenAged);

  it("the fuzzer's oracle agrees with the form on a plain message, sent both ways", async () => {
    const before = await storedMessages();
    for (const encoding of ["urlencoded", "multipart"] as const) {
      const answer = await postContact({
        encoding,
        rawBytes: false,
        envelope: "form",
        parts: person(),
        ok: true,
        why: [],
      });
      expect(answer.status, answer.body.slice(0, 500)).toBe(303);
      expect(answer.headers.get("location")).toMatch(/^\/contactus\?sent=NV-\d{6}-[2-9A-HJ-NP-Z]{5}$/);
    }
    expect((await storedMessages()).count).toBe(before.count + 2);
  });

  it("a visitor who sends any mix of valid and malformed fields (missing, repeated, nested, files, huge, controls, bytes that are not UTF-8, honeypot, bad key or token, garbled or non-form bodies) gets 303 only for a valid message, 400/415 otherwise, and only valid messages are stored", async () => {
    let { count } = await storedMessages();
    await fc.assert(
      fc.asyncProperty(contactCase(contact), async (c) => {
        const answer = await postContact(c);
        const expected = c.ok ? 303 : c.envelope === "wrong-type" ? 415 : 400;
        const context = `${c.encoding}${c.rawBytes ? " (raw bytes)" : ""}: ${c.why.join("; ")}\n${answer.body.slice(0, 300)}`;
        expect(answer.status, context).toBe(expected);
        const after = await storedMessages();
        // counted before asserting, so a failure does not carry over to the cases shrinking tries
        const before = count;
        count = after.count;
        if (c.ok) {
          const reference = /^\/contactus\?sent=(NV-\d{6}-[2-9A-HJ-NP-Z]{5})$/.exec(
            answer.headers.get("location") ?? "",
          )?.[1];
          expect(reference, context).toBeDefined();
          expect(after.csv).toContain(`"${reference}",`);
          expect(after.count, context).toBe(before + 1);
        } else {
          expect(after.count, context).toBe(before);
        }
      }),
      { numRuns: 60 },
    );
    // and nothing in the inbox has a character that could not be read
    const { csv } = await storedMessages();
    expect(csv.replace(/^\uFEFF/, "")).not.toMatch(UNREADABLE);
  });

  it("a 2 MB message is refused with 413 before it is read, and nothing is stored", async () => {
    const before = await storedMessages();
    const parts = person().map((p) => (p.name === "message" ? { ...p, value: "a".repeat(2 * 1024 * 1024) } : p));
    const answer = await postContact({
      encoding: "urlencoded",
      rawBytes: false,
      envelope: "form",
      parts,
      ok: false,
      why: [],
    });
    expect(answer.status).toBe(413);
    expect((await storedMessages()).count).toBe(before.count);
  });

  // Regression check (a 500 the fuzzing found, now fixed): conform turns a field name like name[3000000] into a 3,000,001-element list
  // and the 400 answer sends the form back with every element: a 26-byte request gets a 9 MB page
  // and keeps the server busy for about 2 s (name[10000000]: 30 MB, 3 s), no sign-in needed.
  it("a robot that posts a field name with a huge list index (name[3000000]=x) gets a small 400, not a page of many MB", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("name", "email", "message", "country", "consent"),
        fc.integer({ min: 1_000_000, max: 3_000_000 }),
        fc.constantFrom<Encoding>("urlencoded", "multipart"),
        async (field, index, encoding) => {
          const parts = [...person().filter((p) => p.name !== field), { name: `${field}[${index}]`, value: "x" }];
          const { body, type } = formBody(
            parts.map((p) => (p.value === FRESH_KEY ? { ...p, value: crypto.randomUUID() } : p)),
            encoding,
          );
          const answer = await send("/contactus", {
            method: "POST",
            headers: { "Content-Type": type, "X-Forwarded-For": nextAddress() },
            body,
          });
          expect(answer.status).toBeLessThan(500);
          expect(answer.body.length, `${field}[${index}] (${encoding}): ${answer.ms} ms`).toBeLessThan(1_000_000);
        },
      ),
      { numRuns: 2, endOnFailure: true, examples: [["name", 3_000_000, "urlencoded"]] },
    );
  });
});
