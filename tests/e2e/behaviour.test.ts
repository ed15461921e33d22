import { describe, expect, it } from "vitest";
import { browserPerFile, eventually, expectNoAxeViolations, hydrated } from "./browser";

const { page: newPage, baseURL } = browserPerFile();

async function open(path: string, options = {}) {
  const page = await newPage(options);
  await page.goto(path);
  await hydrated(page);
  return page;
}

describe("breadcrumbs", () => {
  it("are upper-cased, the last one active, and navigate by type", async () => {
    const page = await open("/product/detail/SPC121");
    const trail = page.getByRole("navigation", { name: "Breadcrumb" });
    const labels = (await trail.getByRole("link").allTextContents()).map((t) => t.trim());
    expect(labels).toEqual(["HOME", "DIGITAL PIANOS", "SP-C121", "SPECIFICATIONS"]);
    expect(await trail.locator("[aria-current=page]").textContent()).toBe("SPECIFICATIONS");
    expect(await trail.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
      "/",
      "/category/DigitalPianos",
      "/product/SPC121",
      "/product/detail/SPC121",
    ]);
    await trail.getByRole("link", { name: "SP-C121" }).click();
    await page.waitForURL("**/product/SPC121");
    await trail.getByRole("link", { name: "DIGITAL PIANOS" }).click();
    await page.waitForURL("**/category/DigitalPianos");
    await eventually(
      async () => (await trail.getByRole("link").allTextContents()).map((t) => t.trim()),
      ["HOME", "DIGITAL PIANOS"],
    );
  });

  it("are replaced on every route change, and the home page has none", async () => {
    const page = await open("/aboutus/team");
    const trail = page.getByRole("navigation", { name: "Breadcrumb" });
    expect((await trail.getByRole("link").allTextContents()).map((t) => t.trim())).toEqual([
      "HOME",
      "ABOUT US",
      "TEAM",
    ]);
    await trail.getByRole("link", { name: "HOME" }).click();
    await page.waitForURL(`${baseURL}/`);
    await eventually(() => trail.count(), 0);
  });

  it("hide at 200 px of scroll or more and come back above it", async () => {
    const page = await open("/category/Keyboards");
    const trail = page.getByRole("navigation", { name: "Breadcrumb" });
    expect(await trail.isVisible()).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 199));
    await eventually(() => trail.getAttribute("data-hidden"), "false");
    expect(await trail.isVisible()).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 200));
    await eventually(() => trail.isVisible(), false);
    await page.evaluate(() => window.scrollTo(0, 0));
    await eventually(() => trail.isVisible(), true);
  });
});

describe("general behaviour", () => {
  it("scrolls to the top on every route change", async () => {
    const page = await open("/category/Keyboards");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("contentinfo").getByRole("link", { name: "Technology" }).click();
    await page.waitForURL("**/aboutus/technology");
    await eventually(() => page.evaluate(() => window.scrollY), 0);
  });

  it("shows the three-dot placeholder while a page loads", async () => {
    const page = await open("/");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/category/Drums.data*", async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByRole("link", { name: /Rhythm Machines/ })
      .first()
      .click();
    await eventually(() => page.getByRole("status").filter({ hasText: "Loading page" }).isVisible(), true);
    release();
    await page.waitForURL("**/category/Drums");
    await eventually(() => page.getByRole("heading", { level: 1 }).textContent(), "Rhythm Machines");
    await eventually(() => page.getByRole("status").filter({ hasText: "Loading page" }).count(), 0);
  });

  it("replays scroll animations on each re-entry", async () => {
    const page = await open("/");
    const card = page.locator("[data-reveal]").last();
    await eventually(() => card.getAttribute("data-reveal"), "out");
    await card.scrollIntoViewIfNeeded();
    await eventually(() => card.getAttribute("data-reveal"), "in");
    const duration = await card.evaluate((el) => getComputedStyle(el).animationDuration);
    expect(duration).toBe("1s");
    await page.evaluate(() => window.scrollTo(0, 0));
    await eventually(() => card.getAttribute("data-reveal"), "out");
    await card.scrollIntoViewIfNeeded();
    await eventually(() => card.getAttribute("data-reveal"), "in");
  });

  it("runs no scroll animation for visitors who prefer reduced motion", async () => {
    const page = await open("/", { reducedMotion: "reduce" });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(300);
    expect(await page.locator("[data-reveal]").count()).toBe(0);
  });
});

describe("errors", () => {
  it("unknown URLs are a 404 page inside the layout", async () => {
    const page = await newPage();
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("We can't find that page");
    expect(await page.getByRole("banner").isVisible()).toBe(true);
    expect(await page.getByRole("contentinfo").isVisible()).toBe(true);
  });

  it.each(["/category/Nope", "/product/Nope", "/product/detail/Nope", "/news/999", "/news/update/999"])(
    "%s is a 404 page",
    async (path) => {
      const page = await newPage();
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("We can't find that page");
    },
  );

  it("a routing failure shows 'Unexpected Application Error!' with the status text", async () => {
    const page = await open("/");
    await page.route("**/category/Keyboards.data*", (route) =>
      route.fulfill({ status: 500, body: "Server exploded", headers: { "Content-Type": "text/plain" } }),
    );
    await page
      .getByRole("link", { name: /^Keyboards/ })
      .first()
      .click();
    await eventually(() => page.getByRole("heading", { level: 1 }).textContent(), "Unexpected Application Error!");
    expect((await page.getByTestId("error-message").textContent())?.length).toBeGreaterThan(0);
    expect(await page.getByRole("button", { name: "Try again" }).isVisible()).toBe(true);
  });

  it("a failed style chunk reloads once, then shows the error screen with a retry", async () => {
    const page = await open("/");
    const inject = () =>
      page.evaluate(() => {
        const link = document.createElement("link");
        link.rel = "stylesheet";
        link.href = "/assets/missing-chunk-abc123.css";
        document.head.append(link);
      });
    const reloaded = page.waitForEvent("load");
    await inject();
    await reloaded;
    await hydrated(page);
    expect(await page.evaluate(() => sessionStorage.getItem("musical-chunk-reload"))).toBeTruthy();
    await inject();
    await eventually(() => page.getByRole("heading", { level: 1 }).textContent(), "Unexpected Application Error!");
    expect(await page.getByTestId("error-message").textContent()).toBe("Loading CSS chunk missing-chunk-abc123 failed");
    const retry = page.waitForEvent("load");
    await page.getByRole("button", { name: "Try again" }).click();
    await retry;
    expect(await page.getByRole("region", { name: "Featured instruments" }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "Unexpected Application Error!" }).count()).toBe(0);
  });

  it("a failed script chunk shows 'Loading chunk {n} failed' after the one reload", async () => {
    const page = await open("/");
    await page.evaluate(() =>
      sessionStorage.setItem(
        "musical-chunk-reload",
        (window as never as { __reactRouterManifest: { version: string } }).__reactRouterManifest.version,
      ),
    );
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.type = "module";
      script.src = "/assets/gone-Zx9.js";
      document.head.append(script);
    });
    await eventually(() => page.getByTestId("error-message").textContent(), "Loading chunk gone-Zx9 failed");
  });

  it("a route module that fails to load never leaves a blank page", async () => {
    const page = await open("/");
    let blocked = 0;
    await page.route(/\/assets\/about-company-[^/]+\.js$/, (route) => {
      blocked++;
      return route.fulfill({ status: 404, body: "" });
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "Brand Story" }).click();
    await page.waitForURL("**/aboutus/companyoverview");
    await eventually(() => page.getByRole("heading", { level: 1 }).textContent(), "Brand Story", 10_000);
    expect(blocked).toBeGreaterThan(0);
  });
});

describe("a tab and the server run one build", () => {
  /** Where the tab is after clicking "Keyboards": its heading, and whether a document was loaded. */
  async function clickKeyboards(page: Awaited<ReturnType<typeof open>>) {
    const origin = await page.evaluate(() => performance.timeOrigin);
    await page
      .getByRole("link", { name: /^Keyboards/ })
      .first()
      .click();
    await page.waitForURL("**/category/Keyboards");
    await hydrated(page);
    await eventually(() => page.getByRole("heading", { level: 1 }).textContent(), "Keyboards");
    return { documentLoad: (await page.evaluate(() => performance.timeOrigin)) !== origin };
  }

  it("a navigation names the tab's build and stays in the tab when the server's build answers", async () => {
    const page = await open("/");
    const build = await page.evaluate(
      () => (window as unknown as { __reactRouterManifest: { version: string } }).__reactRouterManifest.version,
    );
    const answer = page.waitForResponse((r) => r.url().includes("/category/Keyboards.data"));
    const { documentLoad } = await clickKeyboards(page);
    const data = await answer;
    expect(data.request().headers()["x-noteva-build"]).toBe(build);
    expect(data.headers()["x-noteva-build"]).toBe(build);
    expect(documentLoad).toBe(false);
  });

  it("a tab of an earlier release (its data request names no build) loads the page as a document", async () => {
    const page = await open("/");
    await page.route("**/category/Keyboards.data*", (route) => {
      const { "x-noteva-build": _, ...headers } = route.request().headers();
      return route.continue({ headers });
    });
    const { documentLoad } = await clickKeyboards(page);
    expect(documentLoad).toBe(true);
    expect(await page.getByText("Unexpected Application Error!").count()).toBe(0);
  });

  it("an answer from another build (a rollback) loads the page as a document, in the page's language", async () => {
    const page = await open("/de");
    await page.route("**/de/category/Keyboards.data*", async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), "x-noteva-build": "an-earlier-build" } });
    });
    const origin = await page.evaluate(() => performance.timeOrigin);
    await page.locator('a[href="/de/category/Keyboards"]:visible').first().click();
    await page.waitForURL("**/de/category/Keyboards");
    await hydrated(page);
    await eventually(() => page.getByRole("heading", { level: 1 }).textContent(), "Keyboards");
    expect(await page.evaluate(() => performance.timeOrigin)).not.toBe(origin);
    expect(await page.getByText("Unexpected Application Error!").count()).toBe(0);
  });
});

describe("login", () => {
  it("renders outside the shared layout", async () => {
    const page = await open("/login");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Staff sign-in");
    expect(await page.getByRole("banner").count()).toBe(0);
    expect(await page.getByRole("contentinfo").count()).toBe(0);
    expect(await page.getByRole("navigation", { name: "Breadcrumb" }).count()).toBe(0);
  });
});

describe("user info and base info", () => {
  it("loads stored user info before rendering, refreshes base info on route change, and clears it on 401", async () => {
    const page = await newPage();
    await page.goto("/aboutus/team");
    await page.evaluate(() =>
      localStorage.setItem("musical-userinfo", JSON.stringify({ name: "Ada Editor", role: "editor" })),
    );
    const requests: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/")) requests.push(new URL(r.url()).pathname);
    });
    await page.reload();
    await hydrated(page);
    // no session exists, so the first refresh answers 401 and user info is cleared
    await eventually(() => page.evaluate(() => localStorage.getItem("musical-userinfo")), null);
    expect(requests).toContain("/api/base-info");
    expect(await page.getByText("Ada Editor").count()).toBe(0);
  });

  it("shows the signed-in indicator while base info answers", async () => {
    const page = await newPage();
    await page.route("**/api/base-info", (route) =>
      route.fulfill({ json: { permissions: ["content"], unreadMessages: 4, draftsWaiting: 1 } }),
    );
    await page.goto("/");
    await page.evaluate(() =>
      localStorage.setItem("musical-userinfo", JSON.stringify({ name: "Ada Editor", role: "editor" })),
    );
    let calls = 0;
    page.on("request", (r) => {
      if (r.url().endsWith("/api/base-info")) calls++;
    });
    await page.reload();
    await hydrated(page);
    await eventually(() => page.getByRole("link", { name: /Ada Editor/ }).isVisible(), true);
    await eventually(() => page.getByRole("link", { name: /Ada Editor.*4 unread messages/ }).isVisible(), true);
    const before = calls;
    await page.getByRole("contentinfo").getByRole("link", { name: "Team" }).click();
    await page.waitForURL("**/aboutus/team");
    await eventually(() => calls > before, true);
  });
});

describe("accessibility", () => {
  it.each(["/", "/category/DigitalPianos", "/product/detail/MR101S", "/login", "/no/such/page"])(
    "%s has no axe violations",
    async (path) => {
      const page = await newPage();
      await page.goto(path);
      await hydrated(page);
      await expectNoAxeViolations(page);
    },
  );

  it("shows a visible focus ring on keyboard focus", async () => {
    const page = await open("/");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
    expect(outline).toBe("solid");
  });
});
