import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContextOptions, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { chromiumArgs } from "./browser-flags";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** One browser per test file; each test opens its own context (fresh storage). */
export function browserPerFile() {
  const state: { browser?: Browser } = {};
  beforeAll(async () => {
    state.browser = await chromium.launch({ executablePath: CHROMIUM, args: chromiumArgs });
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  const baseURL = inject("baseURL");
  return {
    baseURL,
    async page(options: BrowserContextOptions = {}): Promise<Page> {
      if (!state.browser) throw new Error("browser not started");
      const context = await state.browser.newContext({ baseURL, viewport: { width: 1366, height: 900 }, ...options });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      (page as Page & { errors: string[] }).errors = errors;
      return page;
    },
  };
}

/** Waits until the client has hydrated, so clicks are handled by React Router. */
export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // A hydration mismatch or any uncaught error is a defect, even when the page recovers.
  await page.waitForTimeout(50);
  expect((page as Page & { errors?: string[] }).errors ?? []).toEqual([]);
}

export async function expectNoAxeViolations(page: Page) {
  // Check the colours a visitor reads: scroll reveals fade text in over 1 s, and axe scrolls while
  // it measures, which starts new fades mid-check. With reduced motion the reveals are off, and
  // every element shows in its final colours; the motion itself is tested elsewhere.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Long lists skip laying out rows off screen (content-visibility: auto) until they are scrolled
  // to; axe measures without scrolling each row into view, so lay them all out as a visitor sees them
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("*"))
      if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible";
  });
  // target size (WCAG 2.2 AA, 2.5.8) is off in axe by default; Lighthouse checks it, and so do we
  // a frame that runs no script (the admin's sandboxed mail preview) cannot answer axe, which would
  // wait a minute for it: on such a page the page around it is checked, not its frames
  const builder = new AxeBuilder({ page }).options({ rules: { "target-size": { enabled: true } } });
  if ((await page.locator('iframe[sandbox=""]').count()) > 0) builder.exclude('iframe[sandbox=""]');
  const results = await builder.analyze();
  await page.emulateMedia({ reducedMotion: null });
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}

/** Polls until `read` returns `expected` (a visitor waits for the page too), failing after `timeout` ms. */
export async function eventually<T>(read: () => T | Promise<T>, expected: T, timeout = 5_000): Promise<void> {
  const deadline = Date.now() + timeout;
  let last: T | undefined;
  for (;;) {
    last = await read();
    if (Object.is(last, expected) || JSON.stringify(last) === JSON.stringify(expected)) return;
    if (Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  expect(last).toEqual(expected);
}
