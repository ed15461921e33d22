import { describe, expect, it } from "vitest";
import { browserPerFile, eventually, expectNoAxeViolations, hydrated } from "./browser";

const { page: newPage } = browserPerFile();

describe.each([
  ["/aboutus/companyoverview", "Brand Story", "Our story so far"],
  ["/aboutus/team", "Team", "Ilse Marquardt"],
  ["/aboutus/technology", "Technology", "Graded hammer action"],
  ["/aboutus/notevapark", "Noteva Park", "Visit us"],
])("%s", (path, title, section) => {
  it("has its heading, real content, breadcrumbs and loaded pictures, and no axe violations", async () => {
    const page = await newPage();
    expect((await page.goto(path))?.status()).toBe(200);
    await hydrated(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
    expect(await page.getByRole("heading", { name: section }).isVisible()).toBe(true);
    const crumbs = await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link").allTextContents();
    expect(crumbs.map((c) => c.trim())).toEqual(["HOME", "ABOUT US", title.toUpperCase()]);
    expect(await page.title()).toBe(`${title} | Noteva`);
    for (const img of await page.locator("main img").all()) await img.scrollIntoViewIfNeeded();
    await eventually(
      () =>
        page.evaluate(
          () => [...document.querySelectorAll("main img")].filter((i) => !(i as HTMLImageElement).naturalWidth).length,
        ),
      0,
      10_000,
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page);
  });
});
