import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { formatsFor } from "~/lib/format";
import { eventually, hydrated } from "./browser";
import { backoffice, signedIn, signIn } from "./support/backoffice";
import { nextAddress } from "./support/http";

// Two staff members edit the same catalogue record at once, each in a browser of their own. The
// second save, made from the version both loaded, is refused: its author sees who saved meanwhile
// and when, both values side by side, and their own input still in the form; saving again, after
// looking, goes through. Nothing the first saved is lost on the way.
const site = backoffice();
const newPage = () => site.newPage({ extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });

/** The second staff member, invited by the admin before the tests. */
const ALMA = { name: "Alma Keys", email: `alma-${Date.now()}@noteva.example`, password: "alma-password-4242" };

beforeAll(async () => {
  const admin = await newPage();
  await signedIn(admin, "/admin/users");
  await admin.getByLabel("Name").fill(ALMA.name);
  await admin.getByLabel("E-mail address").fill(ALMA.email);
  await admin.getByLabel("Role").selectOption("editor");
  await admin.getByRole("button", { name: "Create invitation" }).click();
  const link = (await admin.locator("p.font-mono").textContent()) ?? "";
  const invited = await newPage();
  await invited.goto(new URL(link).pathname);
  await hydrated(invited);
  await invited.getByLabel("Password", { exact: true }).fill(ALMA.password);
  await invited.getByLabel("Password again").fill(ALMA.password);
  await invited.getByRole("button", { name: "Create my account" }).click();
  await invited.waitForURL("**/admin");
  await admin.close();
  await invited.close();
}, 120_000);

/** Alma's browser, signed in, at an editor. */
async function almaAt(path: string): Promise<Page> {
  const page = await newPage();
  await signIn(page, ALMA.email, ALMA.password, path);
  await page.getByRole("navigation", { name: "Admin" }).waitFor();
  await eventually(() => new URL(page.url()).pathname, path);
  await hydrated(page);
  return page;
}

/** The admin's browser, signed in, at an editor. */
async function adminAt(path: string): Promise<Page> {
  const page = await newPage();
  await signedIn(page, path);
  return page;
}

const entities: Record<string, string> = {
  "&amp;": "&",
  "&#x27;": "'",
  "&#39;": "'",
  "&quot;": '"',
  "&lt;": "<",
  "&gt;": ">",
};

/** A public page's text as a visitor reads it (tags and React's markers removed, entities read). */
async function visible(path: string) {
  const response = await fetch(`${site.url}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.text())
    .replaceAll("<!-- -->", "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(?:amp|#x27|#39|quot|lt|gt);/g, (entity) => entities[entity] ?? entity);
}

/** The refusal on the page: its heading, and each differing field as [label, theirs, yours]. */
async function refusal(page: Page) {
  const notice = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: /^Not saved:/ }) });
  await notice.waitFor();
  const heading = (await notice.getByRole("heading").textContent()) ?? "";
  const rows = [];
  for (const row of await notice
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader") })
    .all()) {
    rows.push([await row.getByRole("rowheader").textContent(), ...(await row.getByRole("cell").allTextContents())]);
  }
  return { heading, rows };
}

/** The headings the refusal may show for her save made between `from` and now: her name and when. */
const byAlmaSince = (from: number) => [
  ...new Set(
    [from, Date.now()].map((t) => `Not saved: ${ALMA.name} changed this on ${formatsFor("en").dateTimeMedium(t)} UTC`),
  ),
];

describe("two staff members editing the same catalogue record", () => {
  it("a product: the second save is refused naming the first, both descriptions shown, the second's kept; saving again goes through", async () => {
    const alma = await almaAt("/admin/products/SPC121");
    const admin = await adminAt("/admin/products/SPC121");
    const hers = "Alma's SP-C121: a quiet digital piano for a flat with thin walls.";
    const mine = "The admin's SP-C121: eighty-eight weighted keys in a cabinet a child can carry.";

    await alma.getByLabel("Description").fill(hers);
    const savedFrom = Date.now();
    await alma.getByRole("button", { name: "Save", exact: true }).click();
    await alma.getByText("Saved. The site shows the change now.").waitFor();

    await admin.getByLabel("Description").fill(mine);
    await admin.getByRole("button", { name: "Save", exact: true }).click();
    const refused = await refusal(admin);
    expect(byAlmaSince(savedFrom)).toContain(refused.heading);
    // only the field that differs: the specifications and highlights as loaded read the same as sent
    expect(refused.rows).toEqual([["Description", hers, mine]]);
    expect(await admin.getByLabel("Description").inputValue()).toBe(mine);
    const page = await visible("/product/SPC121");
    expect(page).toContain(hers);
    expect(page).not.toContain(mine);

    // after looking at hers, the admin merges both into one text and saves again: it goes through
    const merged = "A quiet digital piano for a flat with thin walls: eighty-eight weighted keys a child can carry.";
    await admin.getByLabel("Description").fill(merged);
    await admin.getByRole("button", { name: "Save", exact: true }).click();
    await admin.getByText("Saved. The site shows the change now.").waitFor();
    expect(await admin.getByRole("heading", { name: /^Not saved:/ }).count()).toBe(0);
    expect(await admin.getByLabel("Description").inputValue()).toBe(merged);
    const after = await visible("/product/SPC121");
    expect(after).toContain(merged);
    expect(after).not.toContain(hers);
    await alma.close();
    await admin.close();
  });

  it("a product line: a rename over another's rename is refused naming her, kept, and goes through when sent again", async () => {
    const alma = await almaAt("/admin/categories/DigitalPianos");
    const admin = await adminAt("/admin/categories/DigitalPianos");

    await alma.getByLabel("Name").fill("Alma's Pianos");
    const savedFrom = Date.now();
    await alma.getByRole("button", { name: "Save" }).click();
    await alma.getByText("Saved. Menus and the product line's page show the change now.").waitFor();

    await admin.getByLabel("Name").fill("Home Pianos");
    await admin.getByRole("button", { name: "Save" }).click();
    const refused = await refusal(admin);
    expect(byAlmaSince(savedFrom)).toContain(refused.heading);
    expect(refused.rows).toEqual([["Name", "Alma's Pianos", "Home Pianos"]]);
    expect(await admin.getByLabel("Name").inputValue()).toBe("Home Pianos");
    expect(await visible("/category/DigitalPianos")).toContain("Alma's Pianos");

    await admin.getByRole("button", { name: "Save" }).click();
    await admin.getByText("Saved. Menus and the product line's page show the change now.").waitFor();
    expect(await visible("/category/DigitalPianos")).toContain("Home Pianos");
    await alma.close();
    await admin.close();
  });

  it("a group's form sent without the version it was loaded from is refused, asking to reload, and saves nothing", async () => {
    const admin = await adminAt("/admin/groups/PORTABLEKEYBOARDS");
    const name = await admin.getByLabel("Name").inputValue();
    await admin.locator('input[name="version"]').evaluate((input) => input.remove());
    await admin.getByLabel("Name").fill("Forged Keyboards");
    await admin.getByRole("button", { name: "Save" }).click();
    await admin.getByText("This form was sent without the version of the record it was loaded from.").waitFor();
    await admin.goto("/admin/groups/PORTABLEKEYBOARDS");
    expect(await admin.getByLabel("Name").inputValue()).toBe(name);
    await admin.close();
  });
});
