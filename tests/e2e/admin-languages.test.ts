/**
 * The admin in the editor's language: before sign-in the browser's (Accept-Language), after it the
 * account's choice. A member switches to Deutsch, then 日本語, on the account page: the navigation,
 * the account page's dates and a product form's validation errors follow, and `<html lang>` says so.
 */
import { describe, expect, it } from "vitest";
import { hydrated } from "./browser";
import { backoffice, signedIn } from "./support/backoffice";
import { nextAddress } from "./support/http";

const site = backoffice();
const { newPage } = site;

describe("the admin's languages", () => {
  it("greets a fresh browser that asks for German with the German sign-in page", async () => {
    const page = await newPage({ locale: "de-DE", extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });
    await page.goto("/login");
    await page.getByRole("heading", { name: "Anmeldung für Mitarbeitende" }).waitFor();
    expect(await page.getAttribute("html", "lang")).toBe("de");
    await hydrated(page);
    await page.getByRole("button", { name: "Anmelden" }).click();
    await page.getByText("Bitte geben Sie Ihre E-Mail-Adresse ein.").waitFor();
    await page.getByLabel("E-Mail-Adresse").fill("nobody@noteva.example");
    await page.getByLabel("Passwort").fill("not the password");
    await page.getByRole("button", { name: "Anmelden" }).click();
    await page.getByText("E-Mail-Adresse oder Passwort ist nicht korrekt.").waitFor();
  });

  it("answers a browser that asks for Japanese in Japanese, and any other in English", async () => {
    const ja = await (await fetch(`${site.url}/login`, { headers: { "Accept-Language": "ja,en;q=0.5" } })).text();
    expect(ja).toContain('<html lang="ja"');
    expect(ja).toContain("スタッフ サインイン");
    const fr = await (await fetch(`${site.url}/login`, { headers: { "Accept-Language": "fr-FR,fr" } })).text();
    expect(fr).toContain('<html lang="en"');
    expect(fr).toContain("Staff sign-in");
  });

  it("speaks Deutsch, then 日本語, as the account chooses, and the browser's language again", async () => {
    const page = await newPage({ extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });
    await signedIn(page, "/admin/account");
    expect(await page.getAttribute("html", "lang")).toBe("en");

    await page.getByLabel("Language", { exact: true }).selectOption("de");
    await page.getByRole("button", { name: "Save language" }).click();
    await page.getByText("Die Verwaltung verwendet jetzt die gewählte Sprache.").waitFor();
    await page.getByRole("heading", { name: "Ihr Konto", level: 1 }).waitFor();
    expect(await page.getAttribute("html", "lang")).toBe("de");
    const nav = page.getByRole("navigation", { name: "Verwaltung" });
    await nav.getByRole("link", { name: "Produkte" }).waitFor();
    await nav.getByRole("link", { name: "Übersicht" }).waitFor();
    await page.getByRole("button", { name: "Abmelden", exact: true }).waitFor();
    // the sessions' dates as German writes them: 27.11.2026, 09:00 UTC
    const sessions = page.getByRole("table");
    expect(await sessions.textContent()).toMatch(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} UTC/);
    expect(await sessions.textContent()).toContain("dieser Browser");

    // a reload keeps it: the choice is the account's
    await page.goto("/admin/products/MK49");
    await hydrated(page);
    expect(await page.getAttribute("html", "lang")).toBe("de");
    expect(await page.title()).toBe("MK49 | Noteva-Verwaltung");
    await page.getByLabel("Beschreibung").fill("");
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await page.getByText("Bitte geben Sie die Beschreibung ein.").waitFor();

    await page.goto("/admin/account");
    await hydrated(page);
    await page.getByLabel("Sprache", { exact: true }).selectOption("ja");
    await page.getByRole("button", { name: "Sprache speichern" }).click();
    await page.getByText("管理画面を選択した言語で表示します。").waitFor();
    await page.getByRole("heading", { name: "アカウント", level: 1 }).waitFor();
    expect(await page.getAttribute("html", "lang")).toBe("ja");
    await page.getByRole("navigation", { name: "管理画面" }).getByRole("link", { name: "製品", exact: true }).waitFor();
    expect(await page.getByRole("table").textContent()).toMatch(/\d{4}年\d{1,2}月\d{1,2}日 \d{1,2}:\d{2} UTC/);

    await page.goto("/admin/products/MK49");
    await hydrated(page);
    await page.getByLabel("説明").fill("");
    await page.getByRole("button", { name: "保存", exact: true }).click();
    await page.getByText("説明を入力してください。").waitFor();

    // "as my browser" again: this browser asks for English
    await page.goto("/admin/account");
    await hydrated(page);
    await page.getByLabel("言語", { exact: true }).selectOption("");
    await page.getByRole("button", { name: "言語を保存" }).click();
    await page.getByText("The admin now speaks your chosen language.").waitFor();
    await page.getByRole("heading", { name: "Your account", level: 1 }).waitFor();
    expect(await page.getAttribute("html", "lang")).toBe("en");
  });
});
