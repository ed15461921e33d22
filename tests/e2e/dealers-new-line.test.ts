/**
 * A product line the catalogue gains is one a store can carry, with no change to the code: the
 * store editor offers it, Find a Store filters by it and names it in each language. A line the
 * catalogue loses is no longer offered or shown, and a store that carried it still lists.
 *
 * The admin has no form that adds or removes a product line, so the site is stopped and the line
 * is written through the change pipeline, as the host would (audited, the content version moved);
 * its German and Japanese names through the translations' own save.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commitChange, deleteWhere, hostCommand, insertInto } from "~/.server/changes/pipeline.server";
import type { Db } from "~/.server/db/client";
import { categories } from "~/.server/db/schema/catalogue";
import { indexSources } from "~/.server/search/index.server";
import { saveTranslations, translationEditor } from "~/compose/translations.server";
import { searchSources } from "~/search-sources.server";
import { browserPerFile } from "./browser";
import { type RunningServer, startServer, waitForReady } from "./server";
import { signedIn, signIn } from "./support/backoffice";
import { withDatabase } from "./support/backup";
import { nextAddress } from "./support/http";
import { ADMIN } from "./support/staff-server";

const LINE = { id: "Synths", name: "Synthesizers", de: "Synthesizer", ja: "シンセサイザー" };
const STORE = "pt-lisboa-sintetizadores";

const browser = browserPerFile();
const work = mkdtempSync(path.join(tmpdir(), "noteva-new-line-"));
const env = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DATA_DIR: path.join(work, "data") };
let server: RunningServer | undefined;

/** Stops the site, changes its database as the host would, and starts it again (on a new port). */
async function whileStopped(change: (db: Db) => Promise<void>) {
  await server?.stop();
  server = undefined;
  await withDatabase({ dataDir: env.DATA_DIR }, (database) => change(database.db));
  server = await startServer(env);
  await waitForReady(server.url);
}

const url = () => server?.url ?? "";
const page = (options: { javaScriptEnabled?: boolean } = {}) =>
  browser.page({ baseURL: url(), extraHTTPHeaders: { "X-Forwarded-For": nextAddress() }, ...options });
const html = async (address: string) => {
  const response = await fetch(`${url()}${address}`);
  expect(response.status, address).toBe(200);
  return (await response.text()).replaceAll("<!-- -->", "");
};
/** The new store's row in Find a Store's list. */
const storeRow = (page: string) =>
  new RegExp(`<article aria-labelledby="store-${STORE}-name">[\\s\\S]*?</article>`).exec(page)?.[0] ?? "";
/** The line filter's choices on Find a Store, as value → label. */
const lineChoices = (page: string) =>
  [
    ...(/<select id="store-line"[^>]*>([\s\S]*?)<\/select>/.exec(page)?.[1] ?? "").matchAll(
      /<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g,
    ),
  ].map((m) => [m[1], m[2]]);

beforeAll(async () => {
  // the first start migrates and seeds the database
  server = await startServer(env);
  await waitForReady(server.url);
  indexSources(searchSources);
  await whileStopped(async (db) => {
    const line = { id: LINE.id, name: LINE.name, title: "Sounds you shape", pic: "cover/category-keyboards" };
    await commitChange(db, hostCommand, {
      writes: [insertInto(categories, { ...line, position: 4 })],
      audit: { entity: "category", action: "create", id: LINE.id, before: null, after: line },
    });
    const editor = await translationEditor(db, "category", LINE.id);
    if (!editor) throw new Error("the new line has no translation editor");
    await saveTranslations(db, hostCommand, editor.item, editor.loaded, {
      de: { name: LINE.de, title: "Klänge, die Sie formen" },
      ja: { name: LINE.ja, title: "自分で形づくるサウンド" },
    });
  });
}, 240_000);

afterAll(async () => {
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe("a product line the catalogue gains", () => {
  it("is offered by the store editor and Find a Store, in the catalogue's order and each language", async () => {
    expect(lineChoices(await html("/dealer/distributor"))).toEqual([
      ["", "All product lines"],
      ["DigitalPianos", "Digital Pianos"],
      ["Keyboards", "Keyboards"],
      ["Drums", "Rhythm Machines"],
      [LINE.id, LINE.name],
    ]);
    expect(lineChoices(await html("/de/dealer/distributor")).at(-1)).toEqual([LINE.id, LINE.de]);
    expect(lineChoices(await html("/ja/dealer/distributor")).at(-1)).toEqual([LINE.id, LINE.ja]);
    // no store carries it yet
    expect(await html(`/dealer/distributor?line=${LINE.id}`)).toContain("No store matches these filters.");

    const editor = await page();
    await signedIn(editor, "/admin/dealers/new");
    await editor.getByLabel("Id", { exact: true }).fill(STORE);
    await editor.getByLabel("Name").fill("Casa dos Sintetizadores");
    await editor.getByLabel("Street and number").fill("Rua Garrett 52");
    await editor.getByLabel("Postcode").fill("1200-204");
    await editor.getByLabel("City").fill("Lisboa");
    await editor.getByLabel("Country").selectOption("PT");
    await editor.getByLabel("Phone").fill("+351 21 555 0199");
    await editor.getByLabel("E-mail").fill("loja@sintetizadores.example");
    await editor.getByLabel("Website", { exact: true }).fill("https://sintetizadores.example");
    await editor.getByLabel("Latitude").fill("38.7107");
    await editor.getByLabel("Longitude").fill("-9.1420");
    await editor.getByLabel("Monday: opens", { exact: true }).fill("10:00");
    await editor.getByLabel("Monday: closes", { exact: true }).fill("19:00");
    await editor.getByLabel(LINE.name).check();
    await editor.getByRole("button", { name: "Save" }).click();
    await editor.getByText("Saved. Find a Store shows the change now.").waitFor();
    expect(await editor.getByLabel(LINE.name).isChecked()).toBe(true);

    const carried = await html(`/dealer/distributor?line=${LINE.id}`);
    // one country: the count alone
    expect(carried).toMatch(/>1 store(<!-- -->)?[ <]/);
    expect(carried).toContain("Casa dos Sintetizadores");
    expect(storeRow(carried)).toMatch(new RegExp(`aria-label="Product lines"><li[^>]*>${LINE.name}</li></ul>`));
    expect(await html(`/de/dealer/distributor?line=${LINE.id}`)).toContain(`>${LINE.de}</li>`);
    expect(await html(`/ja/dealer/distributor?line=${LINE.id}`)).toContain(`>${LINE.ja}</li>`);
  });

  it("once gone, is neither offered nor shown, the store still lists, and a form that still has it is told", async () => {
    await whileStopped(async (db) => {
      const [before] = await db.select().from(categories).where(eq(categories.id, LINE.id));
      await commitChange(db, hostCommand, {
        writes: [deleteWhere(categories, eq(categories.id, LINE.id))],
        audit: { entity: "category", action: "delete", id: LINE.id, before: before ?? null, after: null },
      });
    });

    const all = await html("/dealer/distributor");
    expect(lineChoices(all).map(([id]) => id)).toEqual(["", "DigitalPianos", "Keyboards", "Drums"]);
    // the gone line is no filter (as any line the catalogue does not have): every store
    const summary = /\d+ stores in \d+ countries/;
    expect(summary.exec(await html(`/dealer/distributor?line=${LINE.id}`))?.[0]).toBe(summary.exec(all)?.[0]);
    const found = await html("/dealer/distributor?q=sintetizadores");
    expect(found).toContain("Casa dos Sintetizadores");
    expect(found).not.toContain(LINE.name);
    // its row lists no line (it carried only the gone one)
    expect(storeRow(found)).not.toContain("<ul");

    // the editor no longer offers it; a form loaded before it went (here: without JavaScript, so
    // the server checks) is told which line the catalogue no longer has
    const editor = await page({ javaScriptEnabled: false });
    await signIn(editor, ADMIN.email, ADMIN.password, `/admin/dealers/${STORE}`);
    await editor.getByRole("group", { name: "Product lines it carries" }).waitFor();
    expect(await editor.getByLabel(LINE.name).count()).toBe(0);
    await editor.evaluate((id) => {
      const input = Object.assign(document.createElement("input"), { type: "hidden", name: "lines", value: id });
      document.querySelector(`form[id^="dealer-"]`)?.append(input);
    }, LINE.id);
    await editor.getByRole("button", { name: "Save" }).click();
    await editor
      .getByText(`The catalogue has no product line “${LINE.id}”: choose the store's lines from the list.`)
      .waitFor();
    // with a line the catalogue has, it saves
    await editor.getByLabel("Keyboards").check();
    await editor.getByRole("button", { name: "Save" }).click();
    await editor.getByText("Saved. Find a Store shows the change now.").waitFor();
    expect(storeRow(await html("/dealer/distributor?q=sintetizadores"))).toMatch(
      /aria-label="Product lines"><li[^>]*>Keyboards<\/li><\/ul>/,
    );
  });
});
