/**
 * Mail from the contact form (decision 031), seen as the visitor and support receive it, through a
 * real SMTP server; and, with no mail server (the default `npm start`), as staff read it at
 * /admin/mail.
 */
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtp } from "../../scripts/lib/smtp";
import { expectNoAxeViolations, hydrated } from "./browser";
import { backoffice, signedIn } from "./support/backoffice";
import { nextAddress, sleep } from "./support/http";
import { ADMIN } from "./support/staff-server";

const MESSAGE = "Does the SP-C121 have a headphone output on the front panel?\nThanks in advance.";

/** Sends the contact form at `prefix` as a visitor's browser would; the reference it was given. */
async function sendContact(base: string, prefix: string, email: string, name = "Mara Jensen", topic = "product") {
  const html = await (await fetch(`${base}${prefix}/contactus`)).text();
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1] ?? "";
  return async () => {
    const started = Date.now();
    const answer = await fetch(`${base}${prefix}/contactus`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": nextAddress() },
      body: new URLSearchParams({
        name,
        email,
        country: "DE",
        topic,
        product: "SPC121",
        serial: "",
        message: MESSAGE,
        consent: "on",
        website: "",
        key: crypto.randomUUID(),
        token,
      }).toString(),
    });
    expect(answer.status).toBe(303);
    const reference = /sent=([A-Z0-9-]+)/.exec(answer.headers.get("location") ?? "")?.[1] ?? "";
    expect(reference).toMatch(/^NV-\d{6}-[A-Z0-9]{5}$/);
    return { reference, ms: Date.now() - started };
  };
}

const ACK = {
  en: { prefix: "", subject: "We have your message: {r}", greeting: "Dear Mara Jensen," },
  de: { prefix: "/de", subject: "Ihre Nachricht ist bei uns eingegangen: {r}", greeting: "Guten Tag Mara Jensen," },
  ja: { prefix: "/ja", subject: "お問い合わせを受け付けました（受付番号：{r}）", greeting: "Mara Jensen様" },
} as const;

/** Mail to visitors and support, not to staff (a sign-in from a new browser is told to its account by mail). */
const notToStaff = (mail: { envelopeTo: string[] }) => !mail.envelopeTo.includes(ADMIN.email);

const REPLY = {
  en: { answer: "Yes: the headphone output is on the front, below the keys.", greeting: "Dear Mara Jensen," },
  de: { answer: "Ja, die Kopfhörerbuchse sitzt vorn unter den Tasten.", greeting: "Guten Tag Mara Jensen," },
  ja: { answer: "はい、ヘッドホン端子は鍵盤の下、前面にあります。", greeting: "Mara Jensen様" },
} as const;

describe("contact mail through a real SMTP server", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  /** The first test's messages, by the language they were written in. */
  const references: Partial<Record<keyof typeof ACK, string>> = {};
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp?.stop());
  const site = backoffice({ env: () => ({ SMTP_URL: smtp.url, MAIL_FROM: "Noteva <noreply@noteva.example>" }) });

  it("each language's visitor gets an acknowledgement in that language, and support a notice to reply to", async () => {
    const sends = await Promise.all(
      Object.entries(ACK).map(async ([locale, a]) => ({
        locale,
        send: await sendContact(site.url, a.prefix, `mara-${locale}@example.com`),
      })),
    );
    await sleep(3100);
    const sent = [];
    for (const { locale, send } of sends) sent.push({ locale, ...(await send()) });
    const mails = await smtp.until(6, 30_000);
    await sleep(3000);
    // each mail once: no Message-ID twice
    expect(smtp.received.length).toBe(6);
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(6);

    for (const { locale, reference } of sent) {
      references[locale as keyof typeof ACK] = reference;
      const a = ACK[locale as keyof typeof ACK];
      const ack = mails.find((m) => m.envelopeTo.includes(`mara-${locale}@example.com`));
      expect(ack?.subject).toBe(a.subject.replace("{r}", reference));
      expect(ack?.from?.text).toBe('"Noteva" <noreply@noteva.example>');
      expect(ack?.headers.get("content-language")).toBe(locale);
      expect(ack?.messageId).toMatch(/^<[0-9a-f-]{36}@noteva\.example>$/);
      expect(ack?.html).toContain(`lang="${locale}"`);
      expect(ack?.text).toContain(a.greeting);
      expect(ack?.text).toContain(reference);
      // a copy of the message, as written
      expect(ack?.text).toContain("Does the SP-C121 have a headphone output on the front panel?");
      expect(ack?.html).toContain("Thanks in advance.");

      const notice = mails.find((m) => m.subject?.startsWith(`[${reference}]`));
      expect(notice?.envelopeTo).toEqual(["support@noteva.example"]);
      expect(notice?.subject).toBe(`[${reference}] Product question: Mara Jensen`);
      expect(notice?.replyTo?.value[0]?.address).toBe(`mara-${locale}@example.com`);
      expect(notice?.text).toContain(`${site.url}/admin/inbox/${reference}`);
      expect(notice?.headers.get("content-language")).toBe("en");
    }
  });

  it("staff answer in the inbox; each visitor gets the answer in their language, threaded under the acknowledgement", async () => {
    const page = await site.newPage();
    await signedIn(page, "/admin/inbox");
    for (const locale of ["en", "de", "ja"] as const) {
      const reference = references[locale] ?? "";
      await page.goto(`/admin/inbox/${reference}`);
      await hydrated(page);
      await page.getByLabel("Your answer").fill(REPLY[locale].answer);
      await page.getByRole("button", { name: "Send the answer" }).click();
      await page.getByText(`Your answer was sent to mara-${locale}@example.com.`).waitFor();
      // the handling form shows what the answer moved the message on to: a save now keeps it
      expect(await page.getByLabel("Status").inputValue()).toBe("answered");
      // its history shows it, by whom
      await page.getByRole("region", { name: "Answers" }).getByText(REPLY[locale].answer).waitFor();
    }
    await expectNoAxeViolations(page);
    const all = await smtp.untilSome(notToStaff, 9, 30_000);
    for (const locale of ["en", "de", "ja"] as const) {
      const reference = references[locale] ?? "";
      const ack = all.find((m) => m.envelopeTo.includes(`mara-${locale}@example.com`) && !m.inReplyTo);
      const reply = all.find((m) => m.envelopeTo.includes(`mara-${locale}@example.com`) && m.inReplyTo);
      expect(reply?.subject).toBe(`Re: ${ACK[locale].subject.replace("{r}", reference)}`);
      expect(reply?.inReplyTo).toBe(ack?.messageId);
      expect(reply?.references).toBe(ack?.messageId);
      expect(reply?.headers.get("content-language")).toBe(locale);
      expect(reply?.replyTo?.value[0]?.address).toBe("support@noteva.example");
      expect(reply?.text).toContain(REPLY[locale].greeting);
      expect(reply?.text).toContain(REPLY[locale].answer);
      expect(reply?.text).toContain("Does the SP-C121 have a headphone output on the front panel?");
    }
    // the inbox marks what was answered by mail
    await page.goto("/admin/inbox");
    expect(await page.getByText(/^Answered by e-mail /).count()).toBeGreaterThanOrEqual(3);
  });

  it("an admin sends a topic's notices to its own team", async () => {
    const page = await site.newPage();
    await signedIn(page, "/admin/mail");
    await page.getByRole("link", { name: "Mail settings" }).click();
    await hydrated(page);
    await page.getByLabel("Press").fill("press@noteva.example");
    await page.getByLabel(/^Store reports/).fill("stores@noteva.example");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Saved.").waitFor();
    await expectNoAxeViolations(page);
    const send = await sendContact(site.url, "/de", "redaktion@example.com", "Petra Lang", "press");
    await sleep(3100);
    const { reference } = await send();
    await smtp.untilSome((m) => Boolean(m.text?.includes(reference)), 2, 30_000);
    const notice = smtp.received.find((m) => m.subject?.startsWith(`[${reference}]`));
    expect(notice?.envelopeTo).toEqual(["press@noteva.example"]);
    // the visitor's acknowledgement answers to the same team
    const ack = smtp.received.find((m) => m.envelopeTo.includes("redaktion@example.com"));
    expect(ack?.replyTo?.value[0]?.address).toBe("press@noteva.example");
  });

  it("with the mail server down for a while, the form answers as before and every mail goes out after, once", async () => {
    await smtp.stop();
    const before = smtp.received.filter(notToStaff).length;
    const sends = await Promise.all(
      [1, 2, 3].map((n) => sendContact(site.url, "", `outage-${n}@example.com`, `Outage ${n}`)),
    );
    await sleep(3100);
    const answered = [];
    for (const send of sends) answered.push(await send());
    // the answer does not wait for the mail server
    for (const a of answered) expect(a.ms).toBeLessThan(3000);
    await sleep(4000);
    await smtp.restart();
    // the senders notice the server answers again and send at once, not at each mail's next try (12 s or more away)
    const back = Date.now();
    const all = await smtp.untilSome(notToStaff, before + 6, 60_000);
    expect(Date.now() - back).toBeLessThan(7_000);
    await sleep(3000);
    const ids = all.map((m) => m.messageId);
    expect(smtp.received.filter(notToStaff).length).toBe(before + 6);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { reference } of answered) {
      expect(all.filter((m) => m.text?.includes(reference)).length).toBe(2);
    }
  }, 120_000);

  it("staff see what went out at /admin/mail; support's notice opens the message in the inbox", async () => {
    const page = await site.newPage();
    await signedIn(page, "/admin/mail");
    await page.getByText(/Mail goes out through 127\.0\.0\.1:\d+/).waitFor();
    expect(await page.getByRole("cell", { name: "Sent" }).count()).toBeGreaterThanOrEqual(12);
    await expectNoAxeViolations(page);
    const notice = smtp.received.find((m) => m.subject?.startsWith("[NV-"));
    const link = /https?:\/\/\S+\/admin\/inbox\/NV-[\w-]+/.exec(notice?.text ?? "")?.[0] ?? "(no link)";
    const reference = link.split("/").at(-1) ?? "";
    await page.goto(link);
    await page.getByRole("heading", { level: 1, name: new RegExp(reference) }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/admin\/inbox\/\d+$/);
  });
});

describe("without a mail server (the default npm start)", () => {
  const site = backoffice();

  it("each mail waits at /admin/mail exactly as it would be sent: headers, HTML and text", async () => {
    const send = await sendContact(site.url, "/de", "lena@example.com", "Lena Vogel");
    await sleep(3100);
    const { reference } = await send();
    const page = await site.newPage();
    await signedIn(page, "/admin/mail");
    await page.getByText("No mail server is set (SMTP_URL): mail is not sent.").waitFor();
    await expectNoAxeViolations(page);
    const subject = `Ihre Nachricht ist bei uns eingegangen: ${reference}`;
    await page.getByRole("link", { name: subject }).click();
    await page.getByRole("heading", { level: 1, name: subject }).waitFor();
    await hydrated(page);
    const headers = page.getByRole("region", { name: "Headers" });
    await headers.getByText("lena@example.com").waitFor();
    expect(await headers.locator("dd").allTextContents()).toContain("de");
    expect(await page.getByRole("region", { name: "Plain text" }).textContent()).toContain("Guten Tag Lena Vogel,");
    // the HTML in its sandboxed frame
    const frame = page.frameLocator('iframe[title="The mail\'s HTML, as a mail client shows it"]');
    await frame.locator("p", { hasText: `Ihre Vorgangsnummer ist ${reference}.` }).waitFor();
    await expectNoAxeViolations(page);

    // the .eml is the message that would go to the mail server
    const id = /\/admin\/mail\/(\d+)/.exec(page.url())?.[1];
    const eml = await page.request.get(`/admin/mail/${id}/message.eml`);
    expect(eml.status()).toBe(200);
    expect(eml.headers()["content-type"]).toBe("message/rfc822");
    const parsed = await simpleParser(await eml.body());
    expect(parsed.subject).toBe(subject);
    expect(parsed.messageId).toBe(await headers.locator("dd").nth(3).textContent());
    expect(parsed.text).toContain(reference);

    // the HTML answer may be framed by the admin only, and runs nothing
    const html = await page.request.get(`/admin/mail/${id}/html`);
    expect(html.headers()["content-security-policy"]).toContain("sandbox");
    expect(html.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(html.headers()["content-security-policy"]).toContain("default-src 'none'");
  });
});
