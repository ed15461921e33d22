import { chromium } from "playwright-core";

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox"] });
const page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
page.on("console", (m) => console.log("console:", m.text()));
await page.route("**/api/base-info", (route) =>
  route.fulfill({ json: { permissions: ["content"], unreadMessages: 4, draftsWaiting: 1 } }),
);
await page.goto("http://localhost:3100/");
await page.evaluate(() =>
  localStorage.setItem("musical-userinfo", JSON.stringify({ name: "Ada Editor", role: "editor" })),
);
await page.reload();
await page.waitForTimeout(1500);
console.log(await page.evaluate(() => localStorage.getItem("musical-userinfo")));
console.log(
  await page.locator("header a[href='/admin']").count(),
  await page
    .locator("header")
    .innerHTML()
    .then((h) => h.slice(0, 100)),
);
await browser.close();
