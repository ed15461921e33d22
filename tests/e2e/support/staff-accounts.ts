/**
 * Staff accounts for the sign-in suites: a new colleague invited by the admin (signed in by fetch:
 * the admin has no factor) and accepted as the invitation link's owner does, the password step in
 * the browser, and an authenticator app added on the security page.
 */
import { TOTP } from "otpauth";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { hydrated } from "../browser";
import { nextAddress } from "./http";
import { ADMIN } from "./staff-server";

export const totp = (secret: string) => new TOTP({ secret, algorithm: "SHA1", digits: 6, period: 30 });

const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: "POST",
  redirect: "manual" as const,
  headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": nextAddress(), ...headers },
  body: new URLSearchParams(fields),
});

/** A new account on the site at `url`, with `password`; its e-mail and name. */
export async function inviteStaff(url: string, password: string, role: "admin" | "editor" = "editor") {
  const name = `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const email = `${name}@noteva.example`;
  const signedIn = await fetch(`${url}/login`, form({ email: ADMIN.email, password: ADMIN.password }));
  const cookie = /noteva_session=[^;]+/.exec(signedIn.headers.getSetCookie().join("\n"))?.[0];
  if (!cookie) throw new Error(`the admin is not signed in: ${signedIn.status}`);
  const invited = await fetch(`${url}/admin/users`, form({ intent: "invite", email, name, role }, { cookie }));
  const path = /\/login\/invite\/[\w-]+/.exec(await invited.text())?.[0];
  if (!path) throw new Error("no invitation link");
  const accepted = await fetch(`${url}${path}`, form({ name, password, confirm: password }));
  expect(accepted.status).toBe(302);
  return { email, name };
}

/** The sign-in form's first step, in the browser. */
export async function passwordStep(page: Page, email: string, password: string) {
  await page.goto("/login");
  await hydrated(page);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Adds an authenticator app on the security page; returns its secret and the recovery codes shown (if any). */
export async function addApp(page: Page) {
  await page.goto("/admin/account/security");
  await hydrated(page);
  const secret = ((await page.getByTestId("totp-secret").textContent()) ?? "").replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel("Name for this app").fill("Test phone");
  await page.getByLabel("Code from the app").fill(totp(secret).generate());
  await page.getByRole("button", { name: "Add the app" }).click();
  await page.getByText("The authenticator app is added.").waitFor();
  const codes = await page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").allTextContents();
  return { secret, codes };
}
