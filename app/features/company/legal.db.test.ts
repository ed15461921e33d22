import { beforeAll, describe, expect, it } from "vitest";
import { recordHistory } from "~/.server/changes/audit-log.server";
import type { Actor } from "~/.server/changes/pipeline.server";
import { restoreVersion } from "~/.server/changes/restore.server";
import type { Database } from "~/.server/db/client";
import { EditConflict } from "~/.server/db/versions";
import { search } from "~/.server/search/search.server";
import type { Locale } from "~/lib/i18n/locales";
import { databaseTargets, seededTestDatabase } from "../../../tests/setup/database";
import {
  adminLegalPages,
  editableLegalPage,
  LegalPageNotFound,
  legalPage,
  legalPageRestorer,
  saveLegalPage,
} from "./legal.server";

describe.each(databaseTargets)("the legal pages on $name", (target) => {
  let database: Database;
  let actor: Actor;
  beforeAll(async () => {
    ({ database, actor } = await seededTestDatabase(target, { email: "legal@example.com", role: "editor" }));
  });

  it("are seeded in every language, listed in the footer's order", async () => {
    const ids = (await adminLegalPages(database.db)).map((p) => p.id);
    expect(ids).toEqual([
      "imprint-en",
      "imprint-de",
      "imprint-ja",
      "privacy-en",
      "privacy-de",
      "privacy-ja",
      "terms-en",
      "terms-de",
      "terms-ja",
      "disposal-en",
      "disposal-de",
      "disposal-ja",
      "profile-en",
      "profile-de",
      "profile-ja",
      "warranty-en",
      "warranty-de",
      "warranty-ja",
    ]);
    expect((await legalPage(database.db, "profile", "ja"))?.title).toBe("会社概要");
    expect((await legalPage(database.db, "disposal", "de"))?.title).toBe("Entsorgung und Rücknahme");
    expect((await legalPage(database.db, "disposal", "ja"))?.title).toBe("廃棄・リサイクル");
    expect((await legalPage(database.db, "warranty", "ja"))?.title).toBe("保証・修理");
    expect((await legalPage(database.db, "warranty", "de"))?.title).toBe("Garantie und Reparatur");
  });

  it("take the seed's effective date („Stand“), never the day the data set was seeded", async () => {
    expect((await legalPage(database.db, "warranty", "en"))?.effectiveOn).toBe("2026-09-01");
    expect((await legalPage(database.db, "terms", "ja"))?.effectiveOn).toBe("2026-06-01");
    expect((await legalPage(database.db, "disposal", "en"))?.effectiveOn).toBe("2026-11-02");
  });

  it("saves an edit as one change, refuses a save from an older version, and restores the first", async () => {
    const before = await editableLegalPage(database.db, "imprint-de");
    if (!before) throw new Error("no imprint-de");
    const edited = {
      title: before.title,
      summary: before.summary,
      body: `${before.body}\n\n## Bildnachweise\n\nAlle Fotos: Noteva.`,
      effectiveOn: "2026-12-01",
    };
    await saveLegalPage(database.db, actor, { id: "imprint-de", version: before.version }, edited);
    const after = await editableLegalPage(database.db, "imprint-de");
    expect(after?.version).toBe(before.version + 1);
    expect(after?.body).toContain("## Bildnachweise");
    // the editor's date is the page's „Stand“
    expect((await legalPage(database.db, "imprint", "de"))?.effectiveOn).toBe("2026-12-01");
    // a second editor who loaded the first version is refused, with nothing written
    await expect(
      saveLegalPage(database.db, actor, { id: "imprint-de", version: before.version }, { ...edited, title: "Anders" }),
    ).rejects.toBeInstanceOf(EditConflict);
    expect((await editableLegalPage(database.db, "imprint-de"))?.title).toBe("Impressum");
    await expect(saveLegalPage(database.db, actor, { id: "imprint-fr", version: 1 }, edited)).rejects.toBeInstanceOf(
      LegalPageNotFound,
    );

    const [entry] = await recordHistory(database.db, legalPageRestorer.entity, "imprint-de");
    expect(entry?.before).toMatchObject({ title: "Impressum", body: before.body });
    await restoreVersion(
      database.db,
      actor,
      legalPageRestorer,
      "imprint-de",
      before.version + 1,
      entry?.before as Record<string, unknown>,
    );
    expect((await editableLegalPage(database.db, "imprint-de"))?.body).toBe(before.body);
    // restoring the first version brings its date back too
    expect((await editableLegalPage(database.db, "imprint-de"))?.effectiveOn).toBe(before.effectiveOn);
  });

  /** The pages a search in a language finds, as `kind:key`. */
  const found = async (query: string, locale: Locale) =>
    (await search(database.db, query, { locale })).groups.flatMap((g) => g.hits.map((h) => `${g.kind}:${h.refId}`));
  const edit = async (id: string, change: (body: string) => string) => {
    const page = await editableLegalPage(database.db, id);
    if (!page) throw new Error(`no ${id}`);
    const { title, summary, effectiveOn } = page;
    await saveLegalPage(
      database.db,
      actor,
      { id, version: page.version },
      { title, summary, effectiveOn, body: change(page.body) },
    );
    return page;
  };

  it("are found by a saved page's new words at once and no longer by the removed ones, in every language the page has", async () => {
    expect(await found("Produkthaftungsgesetz", "de")).toContain("company:terms");
    expect(await found("Zwiebelfisch", "de")).not.toContain("company:terms");
    const before = await edit("terms-de", (body) =>
      body.replace("Die Haftung nach dem Produkthaftungsgesetz bleibt unberührt.", "Zwiebelfisch ist kein Fisch."),
    );
    // no restart, no rebuild: the save itself
    expect(await found("Zwiebelfisch", "de")).toContain("company:terms");
    expect(await found("Produkthaftungsgesetz", "de")).not.toContain("company:terms");
    // the page's other languages are still found as they were
    expect(await found("Nutzungsbedingungen", "de")).toContain("company:terms");
    expect(await found("terms of use", "en")).toContain("company:terms");
    expect(await found("利用規約", "ja")).toContain("company:terms");
    // a service page too (the other group), in Japanese
    await edit("warranty-ja", (body) => `${body}\n\nハーモニウムの修理も承ります。`);
    expect(await found("ハーモニウム", "ja")).toContain("page:warranty");
    expect(await found("保証", "ja")).toContain("page:warranty");
    // restoring the first version is found by its words again
    const [entry] = await recordHistory(database.db, legalPageRestorer.entity, "terms-de");
    await restoreVersion(
      database.db,
      actor,
      legalPageRestorer,
      "terms-de",
      before.version + 1,
      entry?.before as Record<string, unknown>,
    );
    expect(await found("Produkthaftungsgesetz", "de")).toContain("company:terms");
    expect(await found("Zwiebelfisch", "de")).not.toContain("company:terms");
  });
});
