/**
 * The admin in the editor's language: before sign-in the browser's (Accept-Language), after it the
 * account's choice. A member switches to Deutsch, then 日本語, on the account page: the navigation,
 * the account page's dates and a product form's validation errors follow, and `<html lang>` says so;
 * so do the dashboard's recent changes, the translation report's field names and a service's refusal.
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
    expect(ja).toContain("スタッフ用サインイン");
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

  it("shows the dashboard, the translation report and editor and the store editor in German, then Japanese", async () => {
    const page = await newPage({ extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });
    // an outdated translation to show: the English headline of a product line changes
    await signedIn(page, "/admin/categories/DigitalPianos");
    await hydrated(page);
    await page.getByLabel("Headline").fill("Pianos that answer every touch, loud or soft");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Saved.", { exact: false }).waitFor();
    await page.goto("/admin/account");
    await hydrated(page);
    await page.getByLabel("Language", { exact: true }).selectOption("de");
    await page.getByRole("button", { name: "Save language" }).click();
    await page.getByText("Die Verwaltung verwendet jetzt die gewählte Sprache.").waitFor();

    await page.goto("/admin");
    await page.getByRole("heading", { name: /^Willkommen, /, level: 1 }).waitFor();
    expect(await page.title()).toBe("Übersicht | Noteva-Verwaltung");
    const card = page.locator('a[href="/admin/translations"]').filter({ hasText: "Veraltete Übersetzungen (Deutsch)" });
    expect(await card.textContent()).toMatch(/^\s*1\s*Veraltete/);
    await page.getByRole("heading", { name: "Letzte Änderungen" }).waitFor();
    // the recent changes as a German admin reads them, with their dates as German writes them
    const recent = page.locator("#recent + ul");
    expect(await recent.textContent()).toMatch(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} UTC/);
    expect(await recent.textContent()).toContain("Produktlinie DigitalPianos: gespeichert");
    expect(await recent.textContent()).not.toContain("update category");

    await page.goto("/admin/translations");
    await page.getByRole("heading", { name: "Übersetzungen", level: 1 }).waitFor();
    await page.getByRole("heading", { name: "Veraltete Übersetzungen" }).waitFor();
    expect(await page.locator('[data-outdated-count="de"]').textContent()).toContain("1 Feld");
    // the field and the kind of content named in German
    const item = page.locator('[data-outdated-item="de:category:DigitalPianos"]');
    expect(await item.textContent()).toBe("Digital Pianos (Produktlinien): Überschrift");
    await item.getByRole("link").click();
    await page.getByRole("heading", { name: "Übersetzen: Digital Pianos" }).waitFor();
    await hydrated(page);
    const note = page.locator('[data-outdated="de:title"]');
    await note.getByText("Veraltet: Der englische Text hat sich seit der Übersetzung geändert.").waitFor();
    await note.getByText("Der englische Text vorher und jetzt").click();
    await note.getByText("Übersetzt aus", { exact: true }).waitFor();
    await note.getByText("Englisch jetzt", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Noch korrekt: Überschrift (Deutsch)" }).click();
    await page.getByText("Als noch korrekt bestätigt: Überschrift (Deutsch).", { exact: false }).waitFor();
    await note.waitFor({ state: "detached" });

    // a store's editor: its weekdays as German writes them, its rules' messages in German
    await page.goto("/admin/dealers/jp-tokyo-seiran");
    await hydrated(page);
    await page.getByRole("link", { name: "Zurück zu den Händlern" }).waitFor();
    await page.getByLabel("Samstag: öffnet", { exact: true }).fill("10:00");
    await page.getByLabel("Samstag: schließt", { exact: true }).fill("09:00");
    await page.getByLabel("Telefon").fill("21 555");
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await page.getByText("Samstag: Die Schließzeit (09:00) liegt vor der Öffnungszeit (10:00).").waitFor();
    await page.getByText("Schreiben Sie die Nummer in internationaler Form, etwa +49 40 5550 1234.").waitFor();

    await page.goto("/admin/account");
    await hydrated(page);
    await page.getByLabel("Sprache", { exact: true }).selectOption("ja");
    await page.getByRole("button", { name: "Sprache speichern" }).click();
    await page.getByText("管理画面を選択した言語で表示します。").waitFor();

    await page.goto("/admin");
    await page.getByRole("heading", { name: /^ようこそ、/, level: 1 }).waitFor();
    const cardJa = page.locator('a[href="/admin/translations"]').filter({ hasText: "古くなった翻訳（日本語）" });
    expect(await cardJa.textContent()).toMatch(/^\s*1\s*古くなった翻訳/);
    expect(await page.locator("#recent + ul").textContent()).toContain("製品ライン「DigitalPianos」：保存");
    await page.goto("/admin/translations");
    await page.getByRole("heading", { name: "翻訳", level: 1 }).waitFor();
    expect(await page.locator('[data-outdated-count="ja"]').textContent()).toContain("1項目");
    const itemJa = page.locator('[data-outdated-item="ja:category:DigitalPianos"]');
    expect(await itemJa.textContent()).toBe("Digital Pianos（製品ライン）：見出し");
    await itemJa.getByRole("link").click();
    await page.getByRole("heading", { name: "翻訳：Digital Pianos" }).waitFor();
    await hydrated(page);
    const noteJa = page.locator('[data-outdated="ja:title"]');
    await noteJa.getByText("変更前と現在の英語").click();
    await noteJa.getByText("翻訳元の英語", { exact: true }).waitFor();
    await noteJa.getByText("現在の英語", { exact: true }).waitFor();
    await page.getByRole("button", { name: "「現在も正しい」として確認：見出し（日本語）" }).click();
    await page.getByText("「現在も正しい」として確認しました：見出し（日本語）。", { exact: false }).waitFor();

    await page.goto("/admin/dealers/jp-tokyo-seiran");
    await hydrated(page);
    await page.getByLabel("土曜日：開店", { exact: true }).fill("10:00");
    await page.getByLabel("土曜日：閉店", { exact: true }).fill("09:00");
    await page.getByRole("button", { name: "保存", exact: true }).click();
    await page.getByText("土曜日：閉店時刻（09:00）が開店時刻（10:00）より前になっています。").waitFor();

    // back to the browser's language, as the other tests expect
    await page.goto("/admin/account");
    await hydrated(page);
    await page.getByLabel("言語", { exact: true }).selectOption("");
    await page.getByRole("button", { name: "言語を保存" }).click();
    await page.getByText("The admin now speaks your chosen language.").waitFor();
  });
  it("refuses an article's address another article uses in German, then in Japanese", async () => {
    const page = await newPage({ extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });
    await signedIn(page, "/admin/account");
    await hydrated(page);
    await page.getByLabel("Language", { exact: true }).selectOption("de");
    await page.getByRole("button", { name: "Save language" }).click();
    await page.getByText("Die Verwaltung verwendet jetzt die gewählte Sprache.").waitFor();

    await page.goto("/admin/articles/new");
    await hydrated(page);
    await page.getByLabel("Adresse", { exact: true }).fill("akx10s-launch");
    await page.getByLabel("Titel", { exact: true }).fill("Ein zweiter Start");
    await page.getByLabel("Zusammenfassung", { exact: true }).fill("Zweimal.");
    await page.getByLabel("Text des Artikels", { exact: true }).fill("Noch einmal.");
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    await page
      .getByText(
        "„Noteva AKX10S: our flagship arranger is here“ verwendet diese Adresse bereits. Bitte wählen Sie eine andere.",
      )
      .waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/articles/new");
    expect(await page.getByLabel("Titel", { exact: true }).inputValue()).toBe("Ein zweiter Start");

    await page.goto("/admin/account");
    await hydrated(page);
    await page.getByLabel("Sprache", { exact: true }).selectOption("ja");
    await page.getByRole("button", { name: "Sprache speichern" }).click();
    await page.getByText("管理画面を選択した言語で表示します。").waitFor();

    await page.goto("/admin/articles/new");
    await hydrated(page);
    await page.getByLabel("アドレス", { exact: true }).fill("akx10s-launch");
    await page.getByLabel("タイトル", { exact: true }).fill("二度目の発表");
    await page.getByLabel("概要", { exact: true }).fill("二度目です。");
    await page.getByLabel("本文", { exact: true }).fill("もう一度。");
    await page.getByRole("button", { name: "保存", exact: true }).click();
    await page
      .getByText(
        "このアドレスは「Noteva AKX10S: our flagship arranger is here」で使用されています。別のアドレスを指定してください。",
      )
      .waitFor();
    expect(await page.getByLabel("タイトル", { exact: true }).inputValue()).toBe("二度目の発表");

    // back to the browser's language, as the other tests expect
    await page.goto("/admin/account");
    await hydrated(page);
    await page.getByLabel("言語", { exact: true }).selectOption("");
    await page.getByRole("button", { name: "言語を保存" }).click();
    await page.getByText("The admin now speaks your chosen language.").waitFor();
  });
});
