/**
 * The staff's mails (decision 031), as staff receive them through a real SMTP server: the
 * invitation in the language the admin chose, "forgot your password?" (one answer whether or not
 * the address has an account; a link that works once), and the security notices (a sign-in from a
 * new browser, a second factor added, the password changed).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Received, startSmtp } from "../../scripts/lib/smtp";
import { expectNoAxeViolations, hydrated } from "./browser";
import { startServer } from "./server";
import { backoffice } from "./support/backoffice";
import { nextAddress, sleep } from "./support/http";
import { addApp, passwordStep } from "./support/staff-accounts";
import { ADMIN } from "./support/staff-server";

const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0";

const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: "POST",
  redirect: "manual" as const,
  headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": nextAddress(), ...headers },
  body: new URLSearchParams(fields),
});

/** The cookie pairs a response set, for the next request ("a=1; b=2"). */
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => c && !c.endsWith("="))
    .join("; ");

describe("the staff's mails through a real SMTP server", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp?.stop());
  const site = backoffice({ env: () => ({ SMTP_URL: smtp.url, MAIL_FROM: "Noteva <noreply@noteva.example>" }) });

  /** The first mail to `to` whose subject matches, once it has arrived. */
  async function mailTo(to: string, subject: RegExp, ms = 20_000): Promise<Received> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = smtp.received.find((m) => m.envelopeTo.includes(to) && subject.test(m.subject ?? ""));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to} within ${ms} ms`);
      await sleep(200);
    }
  }
  const mailsTo = (to: string, subject: RegExp) =>
    smtp.received.filter((m) => m.envelopeTo.includes(to) && subject.test(m.subject ?? ""));

  async function signIn(email: string, password: string, cookie = "", userAgent = "node") {
    const answer = await fetch(`${site.url}/login`, form({ email, password }, { cookie, "User-Agent": userAgent }));
    return { status: answer.status, location: answer.headers.get("location"), cookies: cookiesOf(answer) };
  }

  /** Invites `email` as the admin, the mail in `language`; the link the admin is shown. */
  async function invite(email: string, name: string, language: string) {
    const admin = await signIn(ADMIN.email, ADMIN.password);
    expect(admin.status).toBe(302);
    const invited = await fetch(
      `${site.url}/admin/users`,
      form({ intent: "invite", email, name, role: "editor", language }, { cookie: admin.cookies }),
    );
    expect(invited.status).toBe(200);
    const shown = /https?:\/\/[^\s"<]+\/login\/invite\/[\w-]+/.exec(await invited.text())?.[0];
    expect(shown).toBeTruthy();
    return shown ?? "";
  }

  async function newEditor(email: string, password: string) {
    const link = await invite(email, "Robin Weber", "en");
    const accepted = await fetch(link, form({ name: "Robin Weber", password, confirm: password }));
    expect(accepted.status).toBe(302);
  }

  it("an invitation arrives in the language the admin chose, naming who invites and until when; its link works", async () => {
    const shown = await invite("lena.vogel@noteva.example", "Lena Vogel", "de");
    const mail = await mailTo("lena.vogel@noteva.example", /Noteva-Redaktion/);
    expect(mail.subject).toBe("admin lädt Sie in die Noteva-Redaktion ein");
    expect(mail.headers.get("content-language")).toBe("de");
    expect(mail.html).toContain('lang="de"');
    expect(mail.text).toContain("Guten Tag Lena Vogel,");
    expect(mail.text).toMatch(/Der Link gilt einmal, bis \d+\. \w+ 20\d\d um \d\d:\d\d/);
    // the link in the mail is the one the admin is shown
    const link = /https?:\/\/\S+\/login\/invite\/[\w-]+/.exec(mail.text ?? "")?.[0];
    expect(link).toBe(shown);
    const page = await fetch(link ?? "", { headers: { "Accept-Language": "de" } });
    expect(page.status).toBe(200);
    const password = "lena's long password 1";
    const accepted = await fetch(link ?? "", form({ name: "Lena Vogel", password, confirm: password }));
    expect(accepted.status).toBe(302);
    expect((await fetch(link ?? "")).status).toBe(404);
  });

  it("forgot your password: the same answer, status and time for an address with an account and one without", async () => {
    const email = "robin.forgot@noteva.example";
    await newEditor(email, "robin's first password");
    const ask = async (address: string) => {
      const started = Date.now();
      const answer = await fetch(`${site.url}/login/forgot`, form({ email: address }));
      const body = (await answer.text()).replace(/nonce="[^"]*"/g, "");
      return { status: answer.status, body, ms: Date.now() - started };
    };
    const page = await fetch(`${site.url}/login`);
    expect(await page.text()).toContain('href="/login/forgot"');
    const known = await ask(email);
    const unknown = await ask("nobody-here@noteva.example");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toBe(known.body);
    expect(known.body).toContain("If an account exists for that address, we have sent a link to it.");
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(1000);
    await mailTo(email, /Set a new password/);
    await sleep(2500);
    expect(smtp.received.filter((m) => m.envelopeTo.includes("nobody-here@noteva.example"))).toEqual([]);
    // asked too often for one address, whether or not it has an account: 429 with Retry-After
    for (const address of [email, "nobody-either@noteva.example"]) {
      const statuses = [];
      for (let i = 0; i < 6; i++)
        statuses.push((await fetch(`${site.url}/login/forgot`, form({ email: address }))).status);
      expect(statuses.slice(0, 4).every((s) => s === 200)).toBe(true);
      const last = await fetch(`${site.url}/login/forgot`, form({ email: address }));
      expect(last.status).toBe(429);
      expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });

  it("the link sets a new password once; the second time it says so; the second factor is still asked for", async () => {
    const email = "robin.reset@noteva.example";
    const password = "robin's first password";
    await newEditor(email, password);
    const browser = await site.newPage();
    await passwordStep(browser, email, password);
    await browser.waitForURL("**/admin");
    const { secret } = await addApp(browser);
    expect(secret).toBeTruthy();
    const added = await mailTo(email, /A second factor was added/);
    expect(added.text).toContain("authenticator app \u201cTest phone\u201d");
    expect(added.text).toContain("If it was not you");

    expect((await fetch(`${site.url}/login/forgot`, form({ email }))).status).toBe(200);
    const mail = await mailTo(email, /Set a new password/);
    const link = /https?:\/\/\S+\/login\/reset\/[\w-]+/.exec(mail.text ?? "")?.[0] ?? "";
    expect(link).toBeTruthy();
    expect((await fetch(link)).status).toBe(200);
    const fresh = "robin's second password";
    const set = await fetch(link, form({ password: fresh, confirm: fresh }));
    expect(set.status).toBe(303);
    expect(set.headers.get("location")).toBe("/login?passwordSet=1");
    // the browser signed in before is signed out
    await browser.goto("/admin");
    expect(new URL(browser.url()).pathname).toBe("/login");

    const again = await fetch(link, form({ password: "a third password 333", confirm: "a third password 333" }));
    expect(again.status).toBe(410);
    expect(await again.text()).toContain("This link was used already");
    const opened = await fetch(link);
    expect(opened.status).toBe(410);
    expect(await opened.text()).toContain('href="/login/forgot"');

    const changed = await mailTo(email, /password was changed/);
    expect(changed.text).toContain("Forgot your password?");
    // the new password signs in, and the second factor is still asked for
    expect((await signIn(email, password)).status).toBe(400);
    const signedIn = await signIn(email, fresh);
    expect(signedIn.status).toBe(302);
    expect(signedIn.location).toContain("/login/verify");
  });

  it("in the browser: from the sign-in page to the mail, to a new password, to signing in with it", async () => {
    const email = "robin.browser@noteva.example";
    await newEditor(email, "robin's first password");
    const page = await site.newPage();
    await page.goto("/login");
    await hydrated(page);
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await page.getByRole("heading", { level: 1, name: "Forgot your password?" }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByLabel("E-mail").fill(email);
    await page.getByRole("button", { name: "Send the link" }).click();
    await page.getByText("If an account exists for that address, we have sent a link to it.").waitFor();
    await expectNoAxeViolations(page);
    const mail = await mailTo(email, /Set a new password/);
    const link = /https?:\/\/\S+\/login\/reset\/[\w-]+/.exec(mail.text ?? "")?.[0] ?? "";
    await page.goto(link);
    await hydrated(page);
    await expectNoAxeViolations(page);
    const fresh = "robin's browser password";
    await page.getByLabel("New password", { exact: true }).fill(fresh);
    await page.getByLabel("New password again").fill(fresh);
    await page.getByRole("button", { name: "Set the password" }).click();
    await page.getByText("Your new password is set").waitFor();
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill(fresh);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL("**/admin");
    await page.goto(link);
    await page.getByText("This link was used already").waitFor();
    await expectNoAxeViolations(page);
  });

  it("a sign-in from a browser the account has not used is told by mail; a known one is not", async () => {
    const email = "robin.devices@noteva.example";
    const password = "robin's first password";
    await newEditor(email, password);
    // the account's first browser: nothing to compare with, no notice
    const first = await signIn(email, password);
    expect(first.status).toBe(302);
    const device = /noteva_device=[^;]+/.exec(first.cookies)?.[0] ?? "";
    expect(device).toBeTruthy();
    // the same browser again
    expect((await signIn(email, password, device)).status).toBe(302);
    // another browser
    expect((await signIn(email, password, "", FIREFOX_WINDOWS)).status).toBe(302);
    const notice = await mailTo(email, /New sign-in/);
    expect(notice.text).toContain("Firefox on Windows");
    expect(notice.text).toMatch(/\d+\.\d+\.\d+\.x \(approximate\)/);
    expect(notice.text).toContain("If it was not you");
    await sleep(2500);
    expect(mailsTo(email, /New sign-in/).length).toBe(1);
  });
});

describe("an expired link", () => {
  it("is refused with a page that says so and a way to ask again, not an error", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "noteva-e2e-reset-"));
    const env = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DATA_DIR: dataDir };
    try {
      let server = await startServer(env);
      expect((await fetch(`${server.url}/login/forgot`, form({ email: ADMIN.email }))).status).toBe(200);
      await server.stop();
      // the link as the mail (still in the outbox: no mail server) carries it, its 30 minutes over
      const database = await PGlite.create({ dataDir: path.join(dataDir, "pgdata") });
      const { rows } = await database.query<{ text: string }>(
        "select text from mail_outbox where kind = 'staff-password-reset'",
      );
      await database.query("update staff_password_reset set expires_at = now() - interval '1 minute'");
      await database.close();
      const linkPath = /\/login\/reset\/[\w-]+/.exec(rows[0]?.text ?? "")?.[0] ?? "";
      expect(linkPath).toBeTruthy();
      server = await startServer(env);
      try {
        const opened = await fetch(`${server.url}${linkPath}`);
        expect(opened.status).toBe(410);
        const body = await opened.text();
        expect(body).toContain("This link has expired");
        expect(body).toContain('href="/login/forgot"');
        const sent = await fetch(
          `${server.url}${linkPath}`,
          form({ password: "too late password 1", confirm: "too late password 1" }),
        );
        expect(sent.status).toBe(410);
        // the password is as it was
        expect(
          (await fetch(`${server.url}/login`, form({ email: ADMIN.email, password: ADMIN.password }))).status,
        ).toBe(302);
      } finally {
        await server.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
