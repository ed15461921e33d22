import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { commitChange } from "~/.server/changes/pipeline.server";
import type { Database } from "~/.server/db/client";
import { auditLog } from "~/.server/db/schema/changes";
import { firmwareSubscriptions } from "~/.server/db/schema/firmware-news";
import { mailOutbox } from "~/.server/db/schema/mail";
import { parseEnv } from "~/.server/env";
import { confirmationMail } from "~/features/firmware-news/mails.server";
import {
  confirmSubscription,
  deleteUnconfirmed,
  eraseAddressChange,
  pendingByToken,
  requestSubscription,
  subscriptionByUnsubscribeToken,
  subscriptionCounts,
  unsubscribe,
  unsubscribeToken,
} from "~/features/firmware-news/subscriptions.server";
import { uploadFile } from "~/features/support/uploads.server";
import type { Locale } from "~/lib/i18n/locales";
import { firmwareArchive } from "../../media/firmware";
import { databaseTargets, seededTestDatabase } from "../../tests/setup/database";
import { announceFirmware, firmwareNewsModels } from "./firmware-news.server";
import { supportProducts } from "./support.server";

const secret = "s".repeat(32);
const env = parseEnv({
  SITE_ENV: "test",
  SESSION_SECRET: secret,
  SITE_URL: "https://noteva.test",
  MAIL_FROM: "Noteva <noreply@noteva.test>",
});
const from = { from: env.MAIL_FROM };
const MODEL = "MR101S";

describe.each(databaseTargets)("firmware news on $name", (target) => {
  let database: Database;
  let actor: { id: number; email: string };
  beforeAll(async () => {
    ({ database, actor } = await seededTestDatabase(target, { email: "admin@noteva.test", role: "admin" }));
  });

  const mailsTo = (to: string) => database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));

  /** Asks for firmware news as the form does; returns the confirmation link's token it mailed, if any. */
  async function ask(email: string, o: { locale?: Locale; client?: string; now?: Date; productId?: string } = {}) {
    const locale = o.locale ?? "de";
    let token: string | null = null;
    const result = await requestSubscription(
      database.db,
      { email, productId: o.productId ?? MODEL, locale, consentText: `consent in ${locale}` },
      {
        secret,
        client: o.client ?? `198.51.100.${Math.floor(Math.random() * 250)}`,
        from,
        now: o.now,
        compose: (t) => {
          token = t;
          return confirmationMail(
            { locale, siteUrl: env.SITE_URL, model: { id: MODEL, title: MODEL, gender: "m" }, email },
            t,
          );
        },
      },
    );
    return { result, token: result.ok && result.mailed ? (token as string | null) : null };
  }

  /** Uploads a release of the model as the admin's documents page does, with the announcer it hands in. */
  const publish = (version: string, productId = MODEL) =>
    uploadFile(
      database.db,
      supportProducts,
      actor,
      { kind: "firmware", product: productId, version, changes: ["Faster start"] },
      {
        name: `${productId}-${version}.zip`,
        ext: "zip",
        bytes: firmwareArchive(productId, version, "2026-12-01", ["Faster start"]),
      },
      announceFirmware(env),
    );

  it("writes a pending subscription and one confirmation mail, keeping the consent and nothing of the sender", async () => {
    // offered for a published model with firmware only
    expect(await firmwareNewsModels.model(database.db, MODEL)).toMatchObject({ id: MODEL, title: MODEL });
    expect(await firmwareNewsModels.model(database.db, "NO-SUCH-MODEL")).toBeNull();
    const { result, token } = await ask("Fan@Example.com");
    expect(result).toEqual({ ok: true, mailed: true });
    expect(token).toBeTruthy();
    const [row] = await database.db
      .select()
      .from(firmwareSubscriptions)
      .where(eq(firmwareSubscriptions.email, "fan@example.com"));
    expect(row).toMatchObject({ productId: MODEL, locale: "de", consentText: "consent in de", confirmedAt: null });
    // the token is kept as its hash only
    expect(row?.confirmTokenHash).not.toBe(token);
    expect(Object.keys(row ?? {})).not.toContain("senderHash");
    const mails = await mailsTo("fan@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "firmware-confirm", locale: "de" });
    expect(mails[0]?.subject).toBe("Bitte bestätigen: Firmware-Neuigkeiten für den MR101S");
    expect(mails[0]?.text).toContain(`https://noteva.test/de/firmware-news/confirm/${token}`);
  });

  it("sends no second confirmation within a day, and none to an address subscribed already: the same answer", async () => {
    const again = await ask("fan@example.com");
    expect(again.result).toEqual({ ok: true, mailed: false });
    expect(await mailsTo("fan@example.com")).toHaveLength(1);
    // a day later a pending one gets a new link
    const later = await ask("fan@example.com", { now: new Date(Date.now() + 25 * 3_600_000) });
    expect(later.result).toEqual({ ok: true, mailed: true });
    expect(await mailsTo("fan@example.com")).toHaveLength(2);
  });

  it("mails one address at most three confirmations a day, whatever the models", async () => {
    const stranger = "stranger@example.com";
    const models = ["MR101S", "MK61", "MK49", "AKX10S"];
    const mailed = [];
    for (const productId of models) mailed.push((await ask(stranger, { productId })).result);
    expect(mailed.filter((r) => r.ok && r.mailed)).toHaveLength(3);
    expect(await mailsTo(stranger)).toHaveLength(3);
  });

  it("throttles one connection: the eleventh request in an hour is refused", async () => {
    const client = "203.0.113.9";
    for (let n = 0; n < 10; n++) expect((await ask(`n${n}@example.com`, { client })).result.ok).toBe(true);
    expect((await ask("n10@example.com", { client })).result).toMatchObject({ ok: false });
    expect(await mailsTo("n10@example.com")).toHaveLength(0);
  });

  it("confirms once: the link is spent after", async () => {
    const { token } = await ask("once@example.com");
    if (!token) throw new Error("no confirmation mailed");
    expect(await pendingByToken(database.db, token)).toEqual({ email: "once@example.com", productId: MODEL });
    expect(await confirmSubscription(database.db, token)).toEqual({ email: "once@example.com", productId: MODEL });
    expect(await confirmSubscription(database.db, token)).toBeNull();
    expect(await pendingByToken(database.db, token)).toBeNull();
    expect(await confirmSubscription(database.db, "not-a-token-but-long-enough")).toBeNull();
    // subscribed: asking again sends nothing
    expect((await ask("once@example.com")).result).toEqual({ ok: true, mailed: false });
  });

  it("mails a release once to each confirmed subscriber, in their language, with one-click unsubscribe; pending gets nothing", async () => {
    const en = await ask("reader-en@example.com", { locale: "en" });
    const ja = await ask("reader-ja@example.com", { locale: "ja" });
    await ask("pending@example.com");
    for (const t of [en.token, ja.token]) await confirmSubscription(database.db, t ?? "");
    await publish("1.3.0");
    const news = await database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "firmware-news"));
    const byAddress = new Map(news.map((m) => [m.toAddress, m]));
    expect(byAddress.has("pending@example.com")).toBe(false);
    expect(byAddress.get("reader-en@example.com")?.subject).toBe("New firmware for the MR101S: version 1.3.0");
    expect(byAddress.get("reader-ja@example.com")?.subject).toBe("MR101Sの新しいファームウェア：Ver.1.3.0");
    expect(byAddress.get("once@example.com")?.subject).toBe("Neue Firmware für den MR101S: Version 1.3.0");
    expect(news.filter((m) => m.toAddress === "once@example.com")).toHaveLength(1);
    const mail = byAddress.get("reader-en@example.com");
    const [sub] = await database.db
      .select()
      .from(firmwareSubscriptions)
      .where(eq(firmwareSubscriptions.email, "reader-en@example.com"));
    const link = `https://noteva.test/firmware-news/unsubscribe/${unsubscribeToken(secret, sub?.id ?? 0)}`;
    expect(mail?.headers).toEqual({
      "List-Unsubscribe": `<${link}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(mail?.text).toContain(link);
    expect(mail?.text).toContain("Faster start");
    expect(mail?.text).toContain("https://noteva.test/support/check");
    expect(mail?.text).toContain("https://noteva.test/support/firmware/MR101S");
    // the German subscriber's link is under /de
    expect(byAddress.get("once@example.com")?.text).toContain("https://noteva.test/de/firmware-news/unsubscribe/");
  });

  it("mails no one twice for a version published again", async () => {
    const before = (await database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "firmware-news"))).length;
    await publish("1.3.0");
    const after = (await database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "firmware-news"))).length;
    expect(after).toBe(before);
  });

  it("unsubscribes by the link at once, deleting the subscription and its mails; the next release mails nothing", async () => {
    const [sub] = await database.db
      .select()
      .from(firmwareSubscriptions)
      .where(eq(firmwareSubscriptions.email, "reader-en@example.com"));
    const token = unsubscribeToken(secret, sub?.id ?? 0);
    expect(await subscriptionByUnsubscribeToken(database.db, secret, token)).toEqual({
      email: "reader-en@example.com",
      productId: MODEL,
    });
    // another's id with this signature, or a signature made with another secret, is no link
    expect(await unsubscribe(database.db, secret, `${(sub?.id ?? 0) + 1}.${token.split(".")[1]}`)).toBeNull();
    expect(await unsubscribe(database.db, secret, unsubscribeToken("t".repeat(32), sub?.id ?? 0))).toBeNull();
    expect(await unsubscribe(database.db, secret, token)).toEqual({ email: "reader-en@example.com", productId: MODEL });
    expect(await unsubscribe(database.db, secret, token)).toBeNull();
    expect(
      await database.db
        .select()
        .from(firmwareSubscriptions)
        .where(eq(firmwareSubscriptions.email, "reader-en@example.com")),
    ).toEqual([]);
    expect(await mailsTo("reader-en@example.com")).toEqual([]);
    await publish("1.4.0");
    expect(await mailsTo("reader-en@example.com")).toEqual([]);
    expect((await mailsTo("reader-ja@example.com")).map((m) => m.subject)).toContain(
      "MR101Sの新しいファームウェア：Ver.1.4.0",
    );
  });

  it("writes thousands of subscribers' mails in the release's one change", async () => {
    const now = new Date();
    const many = Array.from({ length: 2500 }, (_, n) => ({
      email: `many-${n}@example.com`,
      productId: MODEL,
      locale: ["en", "de", "ja"][n % 3] ?? "en",
      consentText: "consent",
      consentAt: now,
      confirmedAt: now,
    }));
    await database.db.insert(firmwareSubscriptions).values(many);
    await publish("1.5.0");
    const written = await database.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, "New firmware for the MR101S: version 1.5.0"));
    expect(written.length).toBeGreaterThanOrEqual(834);
    const all = (await database.db.select({ cause: mailOutbox.cause }).from(mailOutbox)).filter((m) =>
      m.cause.startsWith(`firmware:${MODEL}:1.5.0:`),
    );
    expect(all.length).toBe(2500 + 2); // the many, and the German and Japanese readers
  });

  it("counts subscribers per model for admins, and erases an address on request, audited by a hash", async () => {
    const counts = await subscriptionCounts(database.db);
    const mr = counts.find((c) => c.productId === MODEL);
    expect(mr?.confirmed).toBeGreaterThan(2500);
    expect(mr?.pending).toBeGreaterThan(0);
    await commitChange(database.db, actor, await eraseAddressChange(database.db, secret, "Stranger@Example.com"));
    expect(
      await database.db
        .select()
        .from(firmwareSubscriptions)
        .where(eq(firmwareSubscriptions.email, "stranger@example.com")),
    ).toEqual([]);
    expect(await mailsTo("stranger@example.com")).toEqual([]);
    const [entry] = await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: "firmware-news.erase", before: { subscriptions: 4 } });
    expect(JSON.stringify(entry)).not.toContain("stranger");
    // an address with none: the same change, nothing erased
    await commitChange(database.db, actor, await eraseAddressChange(database.db, secret, "nobody@example.com"));
  });

  it("deletes a subscription not confirmed within a week, with its mail", async () => {
    const confirmed = (await subscriptionCounts(database.db)).find((c) => c.productId === MODEL)?.confirmed;
    const { token } = await ask("late@example.com");
    expect(await deleteUnconfirmed(database.db, new Date(Date.now() + 6 * 86_400_000))).toBe(0);
    expect(await deleteUnconfirmed(database.db, new Date(Date.now() + 8 * 86_400_000))).toBeGreaterThan(0);
    expect(await mailsTo("late@example.com")).toEqual([]);
    expect(await confirmSubscription(database.db, token ?? "")).toBeNull();
    // confirmed ones stay
    expect(
      await database.db.select().from(firmwareSubscriptions).where(eq(firmwareSubscriptions.email, "late@example.com")),
    ).toEqual([]);
    expect((await subscriptionCounts(database.db)).find((c) => c.productId === MODEL)?.confirmed).toBe(confirmed);
  });
});
