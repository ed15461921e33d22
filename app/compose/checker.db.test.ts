import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db/client";
import { products } from "~/.server/db/schema/catalogue";
import { seed } from "~/.server/db/seed";
import { databaseTargets, openTestDatabase } from "../../tests/setup/database";
import { checkerModelsIn as checkerModels } from "./support.server";

describe.each(databaseTargets)("the instrument checker's models on $name", (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(target);
    await database.migrate();
    await seed(database.db);
  });

  it("lists every published model with a MIDI port, with its line's family and its member code, and not the MK37", async () => {
    const models = await checkerModels(database.db, "en");
    expect(models.map((m) => m.id).sort()).toEqual(
      ["AKX10S", "CP203", "MK200", "MK49", "MK61", "MR101S", "SP201Plus", "SPC121"].sort(),
    );
    const codes = Object.fromEntries(models.map((m) => [m.id, [m.family, m.member]]));
    expect(codes).toMatchObject({
      SPC121: [1, 121],
      CP203: [1, 203],
      MK61: [2, 61],
      AKX10S: [2, 10],
      MR101S: [3, 101],
    });
    // the range's order: the pianos first, the rhythm machine last
    expect(models.at(-1)?.id).toBe("MR101S");
    expect(models.find((m) => m.id === "SPC121")?.title).toBe("SP-C121");
  });

  it("gives the MK61's releases newest first, 2.0.0 with its stepping stone 1.2.0, each with its file", async () => {
    const mk61 = (await checkerModels(database.db, "en")).find((m) => m.id === "MK61");
    expect(mk61?.releases.map((r) => r.version)).toEqual(["2.0.0", "1.2.0", "1.1.0", "1.0.2", "1.0.0"]);
    expect(mk61?.releases.map((r) => r.minimumVersion)).toEqual(["1.2.0", null, null, null, null]);
    const [latest] = mk61?.releases ?? [];
    expect(latest?.href).toBe("/downloads/firmware/noteva-mk61-firmware-v2.0.0.zip");
    expect(latest?.releasedAt.toISOString().slice(0, 10)).toBe("2026-11-10");
    // the notes give the reason; the page states the requirement itself, once, from minimumVersion
    expect(latest?.changes.at(-1)).toMatch(/^Version 2\.0\.0 uses a new flash layout/);
    expect(mk61?.usbToDevice).toBe(false);
    expect(mk61?.steps[1]).toContain("USB TO HOST");
  });

  it("says it in German: the notes, the manual route, and the manuals in every language", async () => {
    const models = await checkerModels(database.db, "de");
    const mk61 = models.find((m) => m.id === "MK61");
    const [latest] = mk61?.releases ?? [];
    expect(latest?.english).toBe(false);
    expect(latest?.changes[0]).toBe(
      "Neu: Der Lernmodus wiederholt auf Wunsch eine Phrase eines Songs, bis sie im Takt gespielt wird.",
    );
    expect(latest?.changes.at(-1)).toMatch(/^Hinweis: Version 2\.0\.0 teilt den Flash-Speicher neu auf/);
    expect(mk61?.steps[0]).toMatch(/Entpacken/);
    const cp203 = models.find((m) => m.id === "CP203");
    expect(cp203?.usbToDevice).toBe(true);
    expect(cp203?.steps[0]).toMatch(/USB-Stick/);
    const languages = new Set(cp203?.documents.filter((d) => d.afterfix === "OWNER'S MANUAL").map((d) => d.language));
    expect([...languages].sort()).toEqual(["de", "en", "ja"]);
    expect(cp203?.documents.every((d) => d.href.startsWith("/docs/noteva-cp203-"))).toBe(true);
  });

  it("leaves out a model that is not published, and one whose member code an editor cleared", async () => {
    await database.db.update(products).set({ status: "draft" }).where(eq(products.id, "MK49"));
    await database.db.update(products).set({ midiMember: null }).where(eq(products.id, "MK200"));
    const ids = (await checkerModels(database.db, "ja")).map((m) => m.id);
    expect(ids).not.toContain("MK49");
    expect(ids).not.toContain("MK200");
    expect(ids).toContain("MK61");
  });
});
