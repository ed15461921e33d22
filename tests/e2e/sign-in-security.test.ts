/**
 * Sign-in under attack and its state, against the built server: bursts of wrong passwords and of
 * wrong second-step codes sent at once are checked no more often than the limit, and the right
 * answer afterwards waits (429); the sign-in pages are never cached; what weakens an account's
 * sign-in asks the member to confirm it is you (a code from the app, or the password of an
 * account without a second factor), in a real browser.
 */
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, hydrated } from "./browser";
import { backoffice } from "./support/backoffice";
import { nextAddress } from "./support/http";
import { withPasskeyDevice } from "./support/passkey";
import { addApp as addAppOnPage, inviteStaff, passwordStep, totp } from "./support/staff-accounts";
import { ADMIN } from "./support/staff-server";

const site = backoffice({ host: "localhost" });
const PASSWORD = "sign-in-security-password-1";
const BURST = 200;
const LIMIT = 5;
const formHeaders = (extra: Record<string, string> = {}) => ({
  "Content-Type": "application/x-www-form-urlencoded",
  "X-Forwarded-For": nextAddress(),
  ...extra,
});

/** A POST of form fields, answered without following redirects. */
const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${site.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: formHeaders(headers),
    body: new URLSearchParams(fields),
  });

const cookieOf = (response: Response, name: string) =>
  new RegExp(`${name}=[^;]+`).exec(response.headers.getSetCookie().join("\n"))?.[0] ?? null;

const newStaff = () => inviteStaff(site.url, PASSWORD);

const newPage = () => site.newPage({ extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });

const signInWithPassword = (page: Page, email: string) => passwordStep(page, email, PASSWORD);
const addApp = async (page: Page) => (await addAppOnPage(page)).secret;

/** The pending-sign-in cookie after the password of an account with a factor. */
async function pendingCookie(email: string) {
  const answer = await post("/login", { email, password: PASSWORD });
  const cookie = cookieOf(answer, "noteva_pending");
  if (!cookie) throw new Error(`no pending sign-in: ${answer.status}`);
  return cookie;
}

const failures = async (reason: string, step: string) => {
  const text = await (await fetch(`${site.url}/metrics`)).text();
  const line = new RegExp(`noteva_sign_in_failures_total\\{reason="${reason}",step="${step}"\\} (\\d+)`).exec(text);
  return Number(line?.[1] ?? 0);
};

/** The server's log lines so far (tests/e2e/server.ts keeps them in reports/), as objects. */
async function logLines(): Promise<Record<string, unknown>[]> {
  await new Promise((r) => setTimeout(r, 1_500)); // the log writes its lines at least once a second
  const file = `reports/server-${new URL(site.url).port}.log`;
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe("every sign-in decision", () => {
  it("is a line in the server's log with the account's id, never the e-mail or the password typed", async () => {
    const { email } = await newStaff();
    const wrong = "a wrong password for the log";
    expect((await post("/login", { email, password: wrong })).status).toBe(400);
    expect((await post("/login", { email, password: PASSWORD })).status).toBe(302);
    const events = (await logLines()).filter((l) => l.event === "sign-in" && l.step === "password");
    const refused = events.filter((l) => l.outcome === "refused").at(-1);
    const accepted = events.filter((l) => l.outcome === "signed-in").at(-1);
    expect(typeof accepted?.staffId).toBe("number");
    expect(refused?.staffId).toBe(accepted?.staffId);
    const text = readFileSync(`reports/server-${new URL(site.url).port}.log`, "utf8");
    expect(text).not.toContain(email);
    expect(text).not.toContain(wrong);
    expect(text).not.toContain(PASSWORD);
  });
});

describe("a burst sent at once", () => {
  it(`of ${BURST} wrong passwords is checked at most ${LIMIT} times; the right one then waits`, async () => {
    const { email } = await newStaff();
    const throttledBefore = await failures("throttled", "password");
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) => post("/login", { email, password: `wrong password ${i}` })),
    );
    const statuses = answers.map((a) => a.status);
    const ms = Date.now() - started;
    console.info(`password burst of ${BURST}: ${statuses.filter((s) => s === 400).length} checked, ${ms} ms`);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(LIMIT);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(BURST - LIMIT);
    expect(statuses.every((s) => s === 400 || s === 429)).toBe(true);
    expect(await failures("throttled", "password")).toBeGreaterThanOrEqual(throttledBefore + BURST - LIMIT);
    const right = await post("/login", { email, password: PASSWORD });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(cookieOf(right, "noteva_session")).toBeNull();
  });

  it(`of ${BURST} wrong codes on one pending sign-in is checked at most ${LIMIT} times, and ends it`, async () => {
    const { email } = await newStaff();
    const page = await newPage();
    await signInWithPassword(page, email);
    await page.waitForURL("**/admin");
    const secret = await addApp(page);
    const cookie = await pendingCookie(email);
    const refusedBefore = await failures("refused", "second");
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) => post("/login/verify", { code: String(100000 + i) }, { cookie })),
    );
    const statuses = answers.map((a) => a.status);
    // the codes checked, as the server counts them (each is a refusal)
    const checked = (await failures("refused", "second")) - refusedBefore;
    const counts = JSON.stringify(Object.groupBy(statuses, String), (_, v) => (Array.isArray(v) ? v.length : v));
    console.info(`app-code burst of ${BURST}: ${checked} checked, ${Date.now() - started} ms, answers ${counts}`);
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(LIMIT);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(checked);
    // 429, or (once its last allowed attempt failed) the pending sign-in is gone: back to the password
    expect(statuses.every((s) => s === 400 || s === 429 || s === 302)).toBe(true);
    for (const answer of answers.filter((a) => a.status === 302)) {
      expect(answer.headers.get("location")).toBe("/login?timedOut=1");
    }
    expect(answers.some((a) => cookieOf(a, "noteva_session"))).toBe(false);
    // the right code on a new pending sign-in waits for the window's end
    const again = await pendingCookie(email);
    const right = await post("/login/verify", { code: totp(secret).generate() }, { cookie: again });
    expect(right.status).toBe(429);
  });
});

describe("the sign-in pages", () => {
  it("are never cached: /login, /login/verify and the invitation are private, no-store", async () => {
    const { email } = await newStaff();
    const login = await fetch(`${site.url}/login`);
    expect(login.status).toBe(200);
    expect(login.headers.get("cache-control")).toBe("private, no-store");
    const page = await newPage();
    await signInWithPassword(page, email);
    await page.waitForURL("**/admin");
    await addApp(page);
    const cookie = await pendingCookie(email);
    const verify = await fetch(`${site.url}/login/verify`, { headers: { cookie } });
    expect(verify.status).toBe(200);
    expect(verify.headers.get("cache-control")).toBe("private, no-store");
    const admin = await post("/login", { email: ADMIN.email, password: ADMIN.password });
    const invited = await post(
      "/admin/users",
      { intent: "invite", email: `inv-${Date.now()}@noteva.example`, name: "Inv", role: "editor" },
      { cookie: cookieOf(admin, "noteva_session") ?? "" },
    );
    const path = /\/login\/invite\/[\w-]+/.exec(await invited.text())?.[0] ?? "";
    const invitation = await fetch(`${site.url}${path}`);
    expect(invitation.status).toBe(200);
    expect(invitation.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("what weakens an account's sign-in", () => {
  it("asks a session that signed in with the password alone to confirm with a code from the app", async () => {
    const { email } = await newStaff();
    const page = await newPage();
    await signInWithPassword(page, email);
    await page.waitForURL("**/admin");
    const secret = await addApp(page);
    // this session never proved the app: new recovery codes want it confirmed first
    await page.getByRole("button", { name: "Make new recovery codes" }).click();
    await page.getByText("For this, confirm it is you first").waitFor();
    await page.getByRole("link", { name: "Confirm it is you" }).click();
    await page.waitForURL("**/admin/account/confirm?back=*");
    await hydrated(page);
    await expectNoAxeViolations(page);
    await page.getByLabel("Code from your authenticator app, or a recovery code").fill("000000");
    await page.getByRole("button", { name: "Confirm" }).click();
    await page.getByText("That was not right. Try again.").waitFor();
    await page
      .getByLabel("Code from your authenticator app, or a recovery code")
      .fill(totp(secret).generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole("button", { name: "Confirm" }).click();
    await page.waitForURL("**/admin/account/security");
    await hydrated(page);
    await page.getByRole("button", { name: "Make new recovery codes" }).click();
    await page.getByRole("list", { name: "Recovery codes" }).waitFor();
  });

  it("takes a passkey to confirm it is you", async () => {
    const { email } = await newStaff();
    const page = await newPage();
    await withPasskeyDevice(page);
    await signInWithPassword(page, email);
    await page.waitForURL("**/admin");
    await page.goto("/admin/account/security");
    await hydrated(page);
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await page.getByText("The passkey is added.").waitFor();
    await page.getByRole("button", { name: "Make new recovery codes" }).click();
    await page.getByRole("link", { name: "Confirm it is you" }).click();
    await page.waitForURL("**/admin/account/confirm?back=*");
    await hydrated(page);
    await page.getByRole("button", { name: "Use a passkey" }).click();
    await page.waitForURL("**/admin/account/security");
    await hydrated(page);
    await page.getByRole("button", { name: "Make new recovery codes" }).click();
    await page.getByRole("list", { name: "Recovery codes" }).waitFor();
  });

  it("asks an admin without a second factor for the password before resetting a colleague's factors", async () => {
    const { email, name } = await newStaff();
    const colleague = await newPage();
    await signInWithPassword(colleague, email);
    await colleague.waitForURL("**/admin");
    await addApp(colleague);

    const admin = await newPage();
    await admin.goto("/admin/users");
    await admin.getByLabel("E-mail").fill(ADMIN.email);
    await admin.getByLabel("Password").fill(ADMIN.password);
    await admin.getByRole("button", { name: "Sign in" }).click();
    await admin.waitForURL("**/admin/users");
    await hydrated(admin);
    const reset = admin.getByRole("button", { name: `Reset the second factors of ${name}` });
    await reset.click();
    await admin.getByRole("link", { name: "Confirm it is you" }).click();
    await admin.waitForURL("**/admin/account/confirm?back=*");
    await hydrated(admin);
    await admin.getByLabel("Your password").fill(ADMIN.password);
    await admin.getByRole("button", { name: "Confirm" }).click();
    await admin.waitForURL("**/admin/users");
    await hydrated(admin);
    await reset.click();
    await admin.getByText(`${name}'s second factors and recovery codes are removed.`).waitFor();
  });
});
