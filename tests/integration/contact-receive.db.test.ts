import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db/client";
import { contactMessages } from "~/.server/db/schema/contact";
import { seed } from "~/.server/db/seed";
import { MIN_FILL_MS } from "~/.server/form-token.server";
import { contactLookups } from "~/compose/contact-lookups.server";
import { allProductsMemo } from "~/features/catalogue/queries.server";
import { formToken } from "~/features/contact/messages.server";
import { contactPage, type Received, receiveContact } from "~/features/contact/receive.server";
import { unknownModelMessage } from "~/features/contact/schema";
import { contactText } from "~/features/contact/text.server";
import { allDealers } from "~/features/dealers/queries.server";
import { databaseTargets, openTestDatabase } from "../setup/database";

const secret = "s".repeat(32);
const sender = { address: "198.51.100.7", userAgent: "test" };
const options = { lookups: contactLookups, secret, sender, supportEmail: "support@noteva.example" };
const valid = () => ({
  name: "Mara Jensen",
  email: "mara@example.com",
  country: "DK",
  topic: "product",
  message: "Does the SP-C121 have a headphone output on the front panel?",
  consent: "on",
  website: "",
  key: crypto.randomUUID(),
  token: formToken(secret, Date.now() - MIN_FILL_MS - 100),
});
const post = (body: BodyInit, type = "application/x-www-form-urlencoded") =>
  new Request("http://localhost/contactus", { method: "POST", headers: { "content-type": type }, body });
const formMessages = (received: Received) => (received.sent ? [] : (received.answer.result.error?.[""] ?? []));

describe.each(databaseTargets)("the contact form's way in on $name", (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(target);
    await database.migrate();
    await seed(database.db);
  });
  const receive = (fields: Record<string, string>) =>
    receiveContact(database.db, post(new URLSearchParams(fields)), options);

  it("stores a valid message and names its reference", async () => {
    const received = await receive(valid());
    expect(received).toEqual({ sent: true, reference: expect.stringMatching(/^NV-\d{6}-[2-9A-HJ-NP-Z]{5}$/) });
  });

  it("answers a body that is not a form with 415, and one it cannot read with 400", async () => {
    const json = await receiveContact(database.db, post("{}", "application/json"), options);
    expect(json).toMatchObject({ sent: false, status: 415, answer: { token: null, key: null } });
    expect(formMessages(json)).toEqual(["Send this form from the contact page: it accepts form data only."]);
    const garbled = await receiveContact(database.db, post("x", "multipart/form-data; boundary=zz"), options);
    expect(garbled).toMatchObject({ sent: false, status: 400 });
    expect(formMessages(garbled)).toEqual(["The form could not be read. Please send it again."]);
  });

  it("turns robots away with the form's message, keeping the key", async () => {
    const fields = valid();
    const trapped = await receive({ ...fields, website: "https://spam.example" });
    expect(trapped).toMatchObject({ sent: false, status: 400, answer: { key: fields.key, token: fields.token } });
    expect(formMessages(trapped)[0]).toContain("must be left empty");
    expect(formMessages(await receive({ ...fields, key: "not-a-key" }))[0]).toContain("could not be verified");
    const fast = await receive({ ...fields, token: formToken(secret) });
    expect(formMessages(fast)[0]).toContain("That was sent too quickly.");
    // the fresh token lets the visitor send again at once
    const next = fast.sent ? "" : (fast.answer.token ?? "");
    expect(next).not.toBe(fields.token);
    expect(await receive({ ...fields, token: next })).toMatchObject({ sent: true });
  });

  it("answers a form that breaks its rules with each field's message", async () => {
    const received = await receive({ ...valid(), email: "mara@", message: "Short" });
    expect(received).toMatchObject({ sent: false, status: 400 });
    expect(received.sent ? {} : received.answer.result.error).toMatchObject({
      email: ["Enter an e-mail address like name@example.com."],
      message: ["Please write at least 20 characters, so we can help."],
    });
  });

  it("takes a model in any spelling, discontinued ones too, and stores its id; an unknown model gets a message", async () => {
    const products = await allProductsMemo(database.db);
    const old = products.find((p) => p.discontinuedOn !== null) ?? products[0];
    const typed = ` ${old?.title.toLowerCase().replace(/-/g, " ")} `;
    const received = await receive({ ...valid(), product: typed });
    expect(received).toMatchObject({ sent: true });
    const [row] = await database.db
      .select({ productId: contactMessages.productId })
      .from(contactMessages)
      .where(eq(contactMessages.reference, received.sent ? received.reference : ""));
    expect(row?.productId).toBe(old?.id);

    const unknown = await receive({ ...valid(), product: "SP-Z999" });
    expect(unknown).toMatchObject({ sent: false, status: 400 });
    expect(unknown.sent ? {} : unknown.answer.result.error).toMatchObject({
      product: [unknownModelMessage(contactText.en.schema, "SP-Z999")],
    });
  });

  it("reads a serial, a model and an e-mail address typed in full width, and stores them in half width", async () => {
    const received = await receive({
      ...valid(),
      topic: "support",
      serial: "ＮＶ２４０１２３４５",
      product: "ＳＰ－Ｃ１２１",
      email: "　ｍａｒａ＠ｅｘａｍｐｌｅ．ｃｏｍ ",
    });
    expect(received).toMatchObject({ sent: true });
    const [row] = await database.db
      .select({ serial: contactMessages.serial, productId: contactMessages.productId, email: contactMessages.email })
      .from(contactMessages)
      .where(eq(contactMessages.reference, received.sent ? received.reference : ""));
    expect(row).toEqual({ serial: "NV24012345", productId: "SPC121", email: "mara@example.com" });
  });

  it("lists the page's language's home countries first, and chooses Japan on /ja", async () => {
    const page = (locale: "en" | "de" | "ja") =>
      contactPage(database.db, contactLookups, new URLSearchParams(), secret, locale);
    const ja = await page("ja");
    expect(ja.countries[0]).toEqual({ code: "JP", name: "日本" });
    expect(ja.prefill.country).toBe("JP");
    const de = await page("de");
    expect(de.countries.slice(0, 3).map((c) => c.name)).toEqual(["Deutschland", "Österreich", "Schweiz"]);
    // the rest still by name, and none twice
    expect(new Set(de.countries.map((c) => c.code)).size).toBe(de.countries.length);
    expect(de.countries[3]?.name.localeCompare(de.countries[4]?.name ?? "", "de")).toBeLessThan(0);
    expect(de.prefill.country).toBeUndefined();
    const en = await page("en");
    expect(en.countries[0]?.name).toBe("Afghanistan");
    expect(en.prefill.country).toBeUndefined();
  });

  it("fills in the form from the URL: topic, product and a published store", async () => {
    const page = await contactPage(
      database.db,
      contactLookups,
      new URLSearchParams({ topic: "press", product: "nothing" }),
      secret,
    );
    expect(page.prefill).toEqual({ topic: "press", country: undefined, product: undefined, dealer: null });
    expect(page.confirmation).toBeNull();
    const [product] = await allProductsMemo(database.db);
    const asked = await contactPage(
      database.db,
      contactLookups,
      new URLSearchParams({ product: product?.id ?? "" }),
      secret,
    );
    expect(asked.prefill.product).toBe(product?.title);
    const [store] = await allDealers(database.db);
    const reporting = await contactPage(
      database.db,
      contactLookups,
      new URLSearchParams({ dealer: store?.id ?? "" }),
      secret,
    );
    expect(reporting.prefill.topic).toBe("dealer");
    expect(reporting.prefill.dealer?.id).toBe(store?.id);
    // a Japanese store, named in Japanese on the Japanese page
    const fukuoka = new URLSearchParams({ dealer: "jp-fukuoka-kenbando" });
    expect((await contactPage(database.db, contactLookups, fukuoka, secret, "ja")).prefill.dealer?.label).toBe(
      "鍵盤堂 天神店（福岡県福岡市中央区）",
    );
    expect((await contactPage(database.db, contactLookups, fukuoka, secret, "de")).prefill.dealer?.label).toContain(
      "Kenban-dō Tenjin",
    );
    // a store abroad on /ja: its country, then its city by its Japanese name, never 「…、Berlin（ドイツ）」
    const berlin = new URLSearchParams({ dealer: "de-berlin-tastenraum" });
    const label = async (locale: "en" | "de" | "ja") =>
      (await contactPage(database.db, contactLookups, berlin, secret, locale)).prefill.dealer?.label;
    expect(await label("ja")).toBe("Tastenraum Prenzlauer Berg（ドイツ・ベルリン）");
    expect(await label("de")).toBe("Tastenraum Prenzlauer Berg, Berlin (Deutschland)");
    expect(await label("en")).toBe("Tastenraum Prenzlauer Berg, Berlin (Germany)");
  });
});
