/**
 * The analytics question (GDPR, TDDDG §25): with an analytics script configured, nothing loads
 * before the visitor says yes, refusing is as easy as accepting and sticks, and the choice can be
 * changed from the footer; without one, nobody is asked.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { browserPerFile, eventually, expectNoAxeViolations, hydrated } from "./browser";
import { startServer } from "./server";

const base = inject("baseURL");
const { page: newPage } = browserPerFile();

/** A page whose requests for the analytics script are counted (and answered with an empty script). */
async function counted(url: string) {
  const page = await newPage({ baseURL: url });
  const requests: string[] = [];
  await page.route("**/analytics-probe.js", (route) => {
    requests.push(route.request().url());
    return route.fulfill({ body: "", contentType: "text/javascript" });
  });
  return { page, requests };
}

const scripts = (page: Page) => page.locator("script[data-analytics]").count();

describe("with an analytics script configured", () => {
  let site: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    site = await startServer({ ANALYTICS_SCRIPT_URL: "/analytics-probe.js" });
  }, 150_000);
  afterAll(() => site?.stop());

  it("asks first in the page's language, loads nothing on a no, and keeps the no", async () => {
    const { page, requests } = await counted(site.url);
    await page.goto("/de");
    await hydrated(page);
    const question = page.getByRole("region", { name: "Nutzungsstatistik" });
    await question.waitFor();
    await expectNoAxeViolations(page);
    const accept = question.getByRole("button", { name: "Statistik erlauben" });
    const decline = question.getByRole("button", { name: "Ablehnen" });
    // refusing is as easy as accepting: the same size
    const [a, d] = [await accept.boundingBox(), await decline.boundingBox()];
    expect(Math.round(a?.height ?? 0)).toBe(Math.round(d?.height ?? -1));
    expect(await scripts(page)).toBe(0);
    await decline.click();
    await question.waitFor({ state: "detached" });
    await page.reload();
    await hydrated(page);
    await page.waitForTimeout(300);
    expect(await page.getByRole("region", { name: "Nutzungsstatistik" }).count()).toBe(0);
    expect(await scripts(page)).toBe(0);
    expect(requests).toEqual([]);
  }, 150_000);

  it("loads the script on a yes, and the footer takes the choice back", async () => {
    const { page, requests } = await counted(site.url);
    await page.goto("/ja/support");
    await hydrated(page);
    const question = page.getByRole("region", { name: "アクセス解析" });
    await question.getByRole("button", { name: "許可する", exact: true }).click();
    await page.locator("script[data-analytics]").waitFor({ state: "attached" });
    await eventually(() => requests.length, 1);
    // a yes holds on the next page without asking
    await page.goto("/ja/news");
    await hydrated(page);
    await page.locator("script[data-analytics]").waitFor({ state: "attached" });
    expect(await question.count()).toBe(0);
    // the footer asks again; a no now takes the script away (the page starts again without it)
    await page.getByRole("button", { name: "プライバシー設定" }).click();
    await question.waitFor();
    await Promise.all([page.waitForEvent("load"), question.getByRole("button", { name: "拒否する" }).click()]);
    await hydrated(page);
    await page.waitForTimeout(300);
    expect(await scripts(page)).toBe(0);
    expect(await question.count()).toBe(0);
  }, 150_000);
});

describe("without an analytics script", () => {
  it("asks nobody and offers no privacy settings: there is nothing to choose", async () => {
    const page = await newPage({ baseURL: base });
    await page.goto("/");
    await hydrated(page);
    await page.waitForTimeout(300);
    expect(await page.getByRole("region", { name: "Analytics" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Privacy settings" }).count()).toBe(0);
  });
});
