import { beforeAll, describe, expect, it } from "vitest";
import { recordHistory } from "~/.server/changes/audit-log.server";
import type { Actor } from "~/.server/changes/pipeline.server";
import { restoreVersion } from "~/.server/changes/restore.server";
import type { Database } from "~/.server/db/client";
import { EditConflict } from "~/.server/db/versions";
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
      "profile-en",
      "profile-de",
      "profile-ja",
      "warranty-en",
      "warranty-de",
      "warranty-ja",
    ]);
    expect((await legalPage(database.db, "profile", "ja"))?.title).toBe("会社概要");
    expect((await legalPage(database.db, "warranty", "ja"))?.title).toBe("保証・修理");
    expect((await legalPage(database.db, "warranty", "de"))?.title).toBe("Garantie und Reparatur");
  });

  it("saves an edit as one change, refuses a save from an older version, and restores the first", async () => {
    const before = await editableLegalPage(database.db, "imprint-de");
    if (!before) throw new Error("no imprint-de");
    const edited = {
      title: before.title,
      summary: before.summary,
      body: `${before.body}\n\n## Bildnachweise\n\nAlle Fotos: Noteva.`,
    };
    await saveLegalPage(database.db, actor, { id: "imprint-de", version: before.version }, edited);
    const after = await editableLegalPage(database.db, "imprint-de");
    expect(after?.version).toBe(before.version + 1);
    expect(after?.body).toContain("## Bildnachweise");
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
  });
});
