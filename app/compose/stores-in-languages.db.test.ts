import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { RestoreRefused, restoreVersion } from "~/.server/changes/restore.server";
import type { Database } from "~/.server/db/client";
import { dealerSeeds } from "~/.server/db/seed/dealers";
import { saveTranslations, translationEditor } from "~/compose/translations.server";
import { dealerForEditing, saveDealer } from "~/features/dealers/editing.server";
import type { OfferedLine } from "~/features/dealers/filters";
import { findAStore } from "~/features/dealers/find-a-store.server";
import { dealerRestorer } from "~/features/dealers/restore.server";
import type { DealerInput } from "~/features/dealers/schema";
import { FieldRefused } from "~/lib/forms/refusal";
import { parseHoursText } from "~/lib/opening-hours";
import { databaseTargets, seededTestDatabase } from "../../tests/setup/database";

const japan = new URLSearchParams("country=JP");
/** No product line: the tests here read none (the catalogue's are the route's to hand in). */
const noLines: OfferedLine[] = [];

const fukuoka = <T extends { id: string }>(stores: T[]) => stores.find((s) => s.id === "jp-fukuoka-kenbando");

describe.each(databaseTargets)("stores in each language on $name", (target) => {
  let database: Database;
  let actor: { id: number; email: string };
  beforeAll(async () => {
    ({ database, actor } = await seededTestDatabase(target, { email: "editor@example.com", role: "editor" }));
  });

  it("shows a Japanese store in Japanese script on /ja, romanized elsewhere, with its hours and phone", async () => {
    const ja = fukuoka((await findAStore(database.db, japan, noLines, "ja"))?.stores ?? []);
    expect(ja).toMatchObject({
      name: "鍵盤堂 天神店",
      address: ["〒810-0001", "福岡県", "福岡市中央区天神2-6-10", "日本"],
      phone: "092-712-4405",
      tel: "tel:+81927124405",
      hours: "毎日 10:00～20:00",
    });
    const de = fukuoka((await findAStore(database.db, japan, noLines, "de"))?.stores ?? []);
    expect(de).toMatchObject({ name: "Kenban-dō Tenjin", phone: "+81 92 712 4405", hours: "Täglich 10:00–20:00" });
    expect(de?.address).toEqual(["2-6-10 Tenjin, Chūō-ku, Fukuoka, Fukuoka", "810-0001", "Japan"]);
    // a Japanese visitor finds it by its Japanese or its romanized name
    for (const q of ["福岡", "kenban"]) {
      const found = await findAStore(database.db, new URLSearchParams({ q }), noLines, "ja");
      expect(found?.stores.map((s) => s.id)).toContain("jp-fukuoka-kenbando");
    }
  });

  it("lets the translation editor change a store's Japanese name, through the change pipeline", async () => {
    const editor = await translationEditor(database.db, "dealer", "jp-fukuoka-kenbando");
    expect(editor?.item.locales).toEqual(["ja"]);
    expect(editor?.values.ja).toMatchObject({ name: "鍵盤堂 天神店", region: "福岡県" });
    if (!editor) return;
    await saveTranslations(database.db, actor, editor.item, editor.loaded, {
      ja: { ...editor.values.ja, name: "鍵盤堂 天神本店" },
    });
    const ja = fukuoka((await findAStore(database.db, japan, noLines, "ja"))?.stores ?? []);
    expect(ja?.name).toBe("鍵盤堂 天神本店");
    const audit = await database.db.execute(
      sql`select count(*)::int as n from audit_log where entity = 'translation' and entity_id = 'dealer:jp-fukuoka-kenbando'`,
    );
    expect(JSON.stringify(audit)).toContain('"n":1');
  });

  it("saves the editor's per-day hours as structured hours, and refuses an invalid phone number", async () => {
    const form = await dealerForEditing(database.db, "jp-nagoya-sakae-piano");
    expect(form).toMatchObject({ monOpens: "10:30", monCloses: "19:00", wedOpens: "", thuOpens: "10:30" });
    if (!form) return;
    const input = { ...form, region: form.region, lat: Number(form.lat), lng: Number(form.lng) } as DealerInput;
    const at = { id: form.id, version: form.version };
    await saveDealer(database.db, actor, at, { ...input, sunOpens: "", sunCloses: "" });
    const store = (await findAStore(database.db, japan, noLines, "en"))?.stores.find((s) => s.id === form.id);
    expect(store?.hours).toBe("Mon–Tue 10:30–19:00, Thu–Sat 10:30–19:00, Wed, Sun closed");
    expect(store?.openingHours.flatMap((s) => s.dayOfWeek)).not.toContain("Sunday");
    const refused = saveDealer(
      database.db,
      actor,
      { ...at, version: at.version + 1 },
      { ...input, phone: "+81 12 3456 7890" },
    );
    await expect(refused).rejects.toBeInstanceOf(FieldRefused);
    await expect(refused).rejects.toMatchObject({
      field: "phone",
      message: expect.stringMatching(/not a valid phone number/),
    });
  });

  it("restores a version saved with one-line hours as structured hours, and refuses one it cannot read", async () => {
    const id = "jp-osaka-ongakudo";
    const version = async () => (await dealerForEditing(database.db, id))?.version ?? 0;
    await restoreVersion(database.db, actor, dealerRestorer, id, await version(), {
      name: "Ongaku-dō Umeda",
      hours: "Mon–Sat 10:00–19:00, Sun 12:00–17:00",
    });
    const store = (await findAStore(database.db, japan, noLines, "en"))?.stores.find((s) => s.id === id);
    expect(store?.hours).toBe("Mon–Sat 10:00–19:00, Sun 12:00–17:00");
    await expect(
      restoreVersion(database.db, actor, dealerRestorer, id, await version(), { hours: "by appointment" }),
    ).rejects.toBeInstanceOf(RestoreRefused);
  });

  it("reads stored one-line hours in the migration as the seeder does", async () => {
    const migration = readFileSync("drizzle/0018_dealer_opening_hours.sql", "utf8");
    const create = migration.split("--> statement-breakpoint").find((s) => s.includes("CREATE FUNCTION")) ?? "";
    await database.db.execute(sql.raw(create.replace('"noteva_0017_hours"', '"noteva_test_hours"')));
    const lines = [...new Set(dealerSeeds.map((d) => d.hours)), "by appointment", "Mon–Fri 10:00–25:00"];
    for (const line of lines) {
      const result = await database.db.execute(sql`select "noteva_test_hours"(${line}) as hours`);
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { hours: unknown }[];
      expect(rows[0]?.hours ?? null, line).toEqual(parseHoursText(line));
    }
  });
});
