/**
 * No lost update, in two real browser sessions: two staff members open the same article, store or
 * inbox message; A saves, then B saves over it. B is refused with A's name, when, and both values
 * side by side, keeps everything typed, and A's saved value is what visitors see; after merging,
 * B's save goes through.
 */
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { formatsFor } from "~/lib/format";
import { expectNoAxeViolations, hydrated } from "./browser";
import { backoffice, signedIn } from "./support/backoffice";
import { nextAddress, sleep } from "./support/http";

const site = backoffice();
const newPage = () => site.newPage({ extraHTTPHeaders: { "X-Forwarded-For": nextAddress() } });

/** A: an editor invited for this file (so the refusal has a name to show); B: the admin. */
const EDITOR = { name: "Ada Archer", email: `ada-${Date.now()}@noteva.example`, password: "ada-archer-password-7" };
let a: Page;
let b: Page;

beforeAll(async () => {
  b = await newPage();
  await signedIn(b, "/admin/users");
  await b.getByLabel("Name").fill(EDITOR.name);
  await b.getByLabel("E-mail address").fill(EDITOR.email);
  await b.getByLabel("Role").selectOption("editor");
  await b.getByRole("button", { name: "Create invitation" }).click();
  const link = (await b.locator("p.font-mono").textContent()) ?? "";
  expect(link).toMatch(/\/login\/invite\/[\w-]{40,}$/);
  a = await newPage();
  await a.goto(new URL(link).pathname);
  await hydrated(a);
  await a.getByLabel("Password", { exact: true }).fill(EDITOR.password);
  await a.getByLabel("Password again").fill(EDITOR.password);
  await a.getByRole("button", { name: "Create my account" }).click();
  await a.waitForURL("**/admin");
});

/** Both editors open the same record's editor. */
async function bothOpen(path: string) {
  for (const page of [a, b]) {
    await page.goto(path);
    await hydrated(page);
  }
}

/** Clicks the form's Save button. */
async function save(page: Page) {
  await page.getByRole("button", { name: "Save", exact: true }).click();
}

/** The times the refusal may name for a save made between `from` and now, as the admin writes them. */
const saidBetween = (from: number) => [
  ...new Set(
    [from, Date.now()].map(
      (t) => `Not saved: ${EDITOR.name} changed this on ${formatsFor("en").dateTimeMedium(t)} UTC`,
    ),
  ),
];

/** The refusal B sees: its heading, and each differing field as [label, theirs, yours]. */
async function refusal(page: Page): Promise<{ heading: string; rows: string[][]; notice: Locator }> {
  const notice = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: /^Not saved:/ }) });
  await notice.waitFor();
  const heading = (await notice.getByRole("heading").textContent()) ?? "";
  const rows = await notice
    .locator("tbody tr")
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("th, td")].map((c) => c.textContent ?? "")));
  return { heading, rows, notice };
}

const publicText = async (path: string) => {
  const response = await fetch(`${site.url}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
};

describe("two editors save the same record", () => {
  it("an article: B is refused with A's name, when and both titles; A's title is live; B's merge goes through", async () => {
    const path = "/admin/articles/school-programme";
    const theirs = "Keyboards for 120 school music rooms, and counting";
    const yours = "Keyboards for 140 school music rooms";
    const merged = "Keyboards for 140 school music rooms, and counting";
    await bothOpen(path);

    await a.getByLabel("Title").fill(theirs);
    const savedFrom = Date.now();
    await save(a);
    await a.getByText("Saved. It is live on the site.").waitFor();

    const summary = await b.getByLabel("Summary").inputValue();
    await b.getByLabel("Title").fill(yours);
    await b.getByLabel("Summary").fill("Edited by B while A saved.");
    await save(b);
    const refused = await refusal(b);
    expect(saidBetween(savedFrom)).toContain(refused.heading);
    expect(refused.rows).toEqual([
      ["Title", theirs, yours],
      ["Summary", summary, "Edited by B while A saved."],
    ]);
    // nothing B typed is lost, and the page is still B's editor
    expect(new URL(b.url()).pathname).toBe(path);
    expect(await b.getByLabel("Title").inputValue()).toBe(yours);
    expect(await b.getByLabel("Summary").inputValue()).toBe("Edited by B while A saved.");
    // visitors see A's save, untouched by B's refused one
    const live = await publicText("/news/school-programme");
    expect(live).toContain(theirs);
    expect(live).not.toContain(yours);
    expect(live).not.toContain("Edited by B while A saved.");

    await b.getByLabel("Title").fill(merged);
    await save(b);
    await b.getByText("Saved. It is live on the site.").waitFor();
    expect(await b.getByRole("heading", { name: /^Not saved:/ }).count()).toBe(0);
    const after = await publicText("/news/school-programme");
    expect(after).toContain(merged);
    expect(after).toContain("Edited by B while A saved.");
  });

  it("a store: B is refused with A's name, when and both opening hours; Find a Store shows A's; B's merge goes through", async () => {
    const path = "/admin/dealers/jp-tokyo-seiran";
    const hours = (page: typeof a, label: string) => page.getByLabel(label, { exact: true });
    await bothOpen(path);

    await hours(a, "Monday: closes").fill("18:00");
    const savedFrom = Date.now();
    await save(a);
    await a.getByText("Saved. Find a Store shows the change now.").waitFor();

    await hours(b, "Saturday: opens").fill("10:00");
    await hours(b, "Saturday: closes").fill("17:00");
    await b.getByLabel("Keyboards", { exact: true }).uncheck();
    await save(b);
    const refused = await refusal(b);
    expect(saidBetween(savedFrom)).toContain(refused.heading);
    // the fields the editor knows, by the form's labels and with the names the form shows
    expect(refused.rows).toEqual([
      ["Monday closes", "18:00", "17:30"],
      ["Saturday opens", "empty", "10:00"],
      ["Saturday closes", "empty", "17:00"],
      ["Product lines it carries", "Digital Pianos\nKeyboards\nRhythm Machines", "Digital Pianos\nRhythm Machines"],
    ]);
    expect(new URL(b.url()).pathname).toBe(path);
    expect(await hours(b, "Saturday: opens").inputValue()).toBe("10:00");
    expect(await b.getByLabel("Keyboards", { exact: true }).isChecked()).toBe(false);
    expect(await b.getByLabel("Rhythm Machines").isChecked()).toBe(true);
    await expectNoAxeViolations(b);
    const list = await publicText("/dealer/distributor?q=seiran");
    // a distributor's hours are hours only: "trade customers only" is a line of its own
    expect(list).toContain("Mon 09:30–18:00, Tue–Fri 09:30–17:30, Sat–Sun closed<");
    expect(list).toContain(">Trade customers only<");
    expect(list).not.toContain("Sat 10:00–17:00");

    await hours(b, "Monday: closes").fill("18:00");
    await save(b);
    await b.getByText("Saved. Find a Store shows the change now.").waitFor();
    expect(await b.getByLabel("Keyboards", { exact: true }).isChecked()).toBe(false);
    const after = await publicText("/dealer/distributor?q=seiran");
    expect(after).toContain("Mon 09:30–18:00, Tue–Fri 09:30–17:30, Sat 10:00–17:00, Sun closed<");
  });

  it("an inbox message: B's handling over A's is refused with A's name and both; B's merge goes through", async () => {
    // a message, sent as a visitor sends it (the form wants its token at least 3 s old)
    const form = await publicText("/contactus");
    const token = /name="token" value="([^"]+)"/.exec(form)?.[1] ?? "";
    await sleep(3100);
    const sender = `Concurrent Tester ${Date.now()}`;
    const sent = await fetch(`${site.url}/contactus`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": nextAddress() },
      body: new URLSearchParams({
        name: sender,
        email: "tester@example.com",
        country: "PT",
        topic: "support",
        message: "My keyboard needs help with the update.",
        consent: "on",
        key: crypto.randomUUID(),
        token,
      }),
    });
    expect(sent.status).toBe(303);
    await b.goto("/admin/inbox");
    const path = (await b.getByRole("link", { name: sender }).getAttribute("href")) ?? "";
    expect(path).toMatch(/^\/admin\/inbox\/\d+$/);
    await bothOpen(path);

    await a.getByLabel("Status").selectOption("answered");
    await a.getByLabel("Reply note").fill("Called back and sent the manual.");
    const savedFrom = Date.now();
    await save(a);
    await a.getByText("Saved.").waitFor();

    await b.getByLabel("Assigned to").selectOption({ label: EDITOR.name });
    await b.getByLabel("Reply note").fill("Sent the update guide by e-mail.");
    await save(b);
    const refused = await refusal(b);
    expect(saidBetween(savedFrom)).toContain(refused.heading);
    expect(refused.rows).toEqual([
      ["Status", "answered", "new"],
      ["Assigned to", "Nobody", EDITOR.name],
      ["Reply note", "Called back and sent the manual.", "Sent the update guide by e-mail."],
    ]);
    expect(await b.getByLabel("Reply note").inputValue()).toBe("Sent the update guide by e-mail.");
    expect(await b.getByLabel("Status").inputValue()).toBe("new");

    await b.getByLabel("Status").selectOption("answered");
    await b.getByLabel("Reply note").fill("Called back and sent the manual; sent the update guide by e-mail.");
    await save(b);
    await b.getByText("Saved.").waitFor();
    expect(await b.getByLabel("Assigned to").inputValue()).not.toBe("");
    expect(await b.getByLabel("Reply note").inputValue()).toBe(
      "Called back and sent the manual; sent the update guide by e-mail.",
    );

    // a handling sent without the version it was loaded from (a page from before versions) is refused
    const stale = await b.request.post(path, { form: { status: "closed", replyNote: "Blind overwrite." } });
    expect(stale.status()).toBe(400);
    expect(await stale.text()).toContain("This form was sent without the version of the record it was loaded from.");
    await b.reload();
    expect(await b.getByLabel("Status").inputValue()).toBe("answered");
  });
});
