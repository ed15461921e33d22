/**
 * A visitor's tab opened on the release before a deploy, through nginx: once the new release is
 * live it goes on clicking links. Whatever it asks for (route modules of its own release, data
 * from the new one) must work: no error screen, no chunk that fails to load.
 */
import { type Browser, chromium, type Page } from "playwright-core";
import { chromiumArgs } from "../../../tests/e2e/browser-flags.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ERROR_SCREEN = "Unexpected Application Error!";

/**
 * Where the tab goes after the deploy: a link of each kind, the first one visible on the page. The
 * first click's data request names the old build (or none, before decision 030), so the new
 * release answers "load it as a document": from then on the tab runs the new build.
 */
const STEPS = [
  'header a[href="/news"], a[href="/news"]',
  'main a[href^="/news/"]:not([href$=".xml"])',
  'header a[href="/support"], a[href="/support"]',
  'main a[href="/support/manuals"]',
  'main a[href^="/support/manuals/"], main a[href^="/product/"]',
];

export type Step = { to: string; h1: string; documentLoad: boolean; errorScreen: boolean; ms: number };

/** The tab's hydrated page's entry script (it names the release the document came from). */
const entryScript = (page: Page) =>
  page.evaluate(
    () =>
      performance
        .getEntriesByType("resource")
        .map((e) => new URL(e.name).pathname)
        .find((p) => /\/assets\/entry\.client-[^/]+\.js$/.test(p)) ?? "",
  );

const hydrated = (page: Page) => page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15_000 });

export async function openTab(base: string) {
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, args: chromiumArgs });
  const page = await (await browser.newContext({ baseURL: base, viewport: { width: 1366, height: 900 } })).newPage();
  const failedAssets: string[] = [];
  const errors: string[] = [];
  /** The tab's requests the instances answered (documents, route data, the route manifest). */
  const fromInstances: string[] = [];
  page.on("response", (r) => {
    const { pathname } = new URL(r.url());
    if (r.request().resourceType() === "document" || /\.data$|^\/__manifest/.test(pathname))
      fromInstances.push(`${r.status()} ${pathname}`);
    if (new URL(r.url()).pathname.startsWith("/assets/") && r.status() >= 400)
      failedAssets.push(`${r.status()} ${r.url()}`);
  });
  page.on("requestfailed", (r) => {
    if (new URL(r.url()).pathname.startsWith("/assets/")) failedAssets.push(`failed ${r.url()}`);
  });
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await page.goto("/");
  await hydrated(page);
  const firstEntry = await entryScript(page);

  return {
    firstEntry,
    /** Clicks through STEPS; what each navigation landed on. */
    async navigate(): Promise<{ steps: Step[]; lastEntry: string; answered: string[] }> {
      const steps: Step[] = [];
      const from = fromInstances.length;
      for (const selector of STEPS) {
        const started = Date.now();
        const origin = await page.evaluate(() => performance.timeOrigin);
        const before = page.url();
        const link = page.locator(selector).filter({ visible: true }).first();
        const href = (await link.getAttribute("href", { timeout: 5_000 }).catch(() => null)) ?? "(no link)";
        await link.click({ timeout: 5_000 }).catch((e: Error) => errors.push(`click ${selector}: ${e.message}`));
        await page.waitForURL((u) => u.href !== before, { timeout: 15_000 }).catch(() => undefined);
        await page.waitForLoadState("load");
        const h1 = await page
          .locator("h1")
          .first()
          .textContent({ timeout: 15_000 })
          .catch(() => "");
        await hydrated(page).catch(() => errors.push(`not hydrated after ${href}`));
        // what the page shows: the hydration data (a script) carries the error screen's words too
        const errorScreen = await page.getByText(ERROR_SCREEN).first().isVisible();
        steps.push({
          to: href,
          h1: (h1 ?? "").trim(),
          documentLoad: (await page.evaluate(() => performance.timeOrigin)) !== origin,
          errorScreen,
          ms: Date.now() - started,
        });
      }
      return { steps, lastEntry: await entryScript(page), answered: fromInstances.slice(from) };
    },
    failedAssets,
    /** Errors the page reported; chunk loading failures among them are what a deploy could cause. */
    errors,
    close: () => browser.close(),
  };
}
