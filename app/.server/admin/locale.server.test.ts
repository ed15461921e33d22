import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { adminFrameFor, adminLocaleOf } from "./locale.server";

const visit = (address: string, acceptLanguage = "en-GB,en;q=0.9") =>
  new Request(`https://noteva.example${address}`, { headers: { "Accept-Language": acceptLanguage } });

describe("the sign-in pages' language", () => {
  const context = new RouterContextProvider();

  it("is the site's the link names (from /de or /ja), whatever the browser says", () => {
    expect(adminLocaleOf(visit("/login?lang=de"), context)).toBe("de");
    expect(adminLocaleOf(visit("/login/verify?lang=ja"), context)).toBe("ja");
    // the page's html lang and frame follow
    expect(adminFrameFor(visit("/login?lang=ja"), context)?.locale).toBe("ja");
  });

  it("falls back to Accept-Language, and ignores a language the site lacks", () => {
    expect(adminLocaleOf(visit("/login", "ja-JP,ja;q=0.9"), context)).toBe("ja");
    expect(adminLocaleOf(visit("/login?lang=fr", "de-DE"), context)).toBe("de");
  });

  it("leaves the admin's own pages to the member's choice or the browser", () => {
    expect(adminLocaleOf(visit("/admin?lang=ja"), context)).toBe("en");
  });
});
