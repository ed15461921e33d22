import { chromium } from "playwright-core";

const [, , url, out, width = "1366", height = "900", action = ""] = process.argv;
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
const page = await (await browser.newContext({ viewport: { width: +width, height: +height } })).newPage();
page.on("console", (m) => m.type() === "error" && console.log("console:", m.text()));
page.on("pageerror", (e) => console.log("pageerror:", e.message));
await page.goto(url, { waitUntil: "networkidle" });
if (action === "hover-products") {
  await page.getByRole("button", { name: "PRODUCTS" }).hover();
  await page.waitForTimeout(400);
}
if (action === "hover-keyboards") {
  await page.getByRole("button", { name: "PRODUCTS" }).hover();
  await page.getByRole("link", { name: "Keyboards" }).first().hover();
  await page.waitForTimeout(400);
}
if (action === "menu") {
  await page.getByRole("button", { name: "Menu" }).click();
  await page.waitForTimeout(300);
}
if (action === "full") {
  await page.screenshot({ path: out, fullPage: true });
} else {
  await page.screenshot({ path: out });
}
await browser.close();
