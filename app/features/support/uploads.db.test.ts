import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db/client";
import { auditLog } from "~/.server/db/schema/changes";
import { staffUsers } from "~/.server/db/schema/staff";
import { firmwareReleases, productDocs, softwareReleases } from "~/.server/db/schema/support";
import { seed } from "~/.server/db/seed";
import { rebuildSearchIndex } from "~/features/search/index.server";
import { search } from "~/features/search/search.server";
import { databaseTargets, openTestDatabase } from "../../../tests/setup/database";
import { allDownloads } from "./queries.server";
import {
  FileChangeError,
  filesPage,
  moveDocument,
  removeDocument,
  removeSoftware,
  setMinimumVersion,
  uploadFile,
} from "./uploads.server";

const pdf = (text: string) => ({
  name: "MR101S-Data-List-2.pdf",
  ext: "pdf" as const,
  bytes: encode(`%PDF-1.7 ${text}`),
});
const encode = (text: string) => new TextEncoder().encode(text);

describe.each(databaseTargets)("documents uploaded in the admin on $name", (target) => {
  let database: Database;
  let actor: { id: number; email: string };
  beforeAll(async () => {
    database = await openTestDatabase(target);
    await database.migrate();
    await seed(database.db);
    await rebuildSearchIndex(database.db);
    const [user] = await database.db
      .insert(staffUsers)
      .values({ email: "editor@noteva.test", name: "Editor", role: "editor", passwordHash: "-" })
      .returning();
    if (!user) throw new Error("no staff user");
    actor = user;
  });

  /** The hrefs of the document hits for a query. */
  // the addresses the document hits link to (a document's entry is one per listed document)
  const found = async (q: string) =>
    (await search(database.db, q, { kind: "document", perGroup: 50 })).groups.flatMap((g) => g.hits.map((h) => h.url));
  const lastAudit = async () => (await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];
  const docsOf = (productId: string) =>
    database.db
      .select()
      .from(productDocs)
      .where(eq(productDocs.productId, productId))
      .orderBy(productDocs.position, productDocs.id);

  it("the same file uploaded again under another name, for another product, links to the stored file for both", async () => {
    const same = pdf("shared quick start");
    await uploadFile(database.db, actor, { kind: "quick-start", product: "MK37", replace: null }, same);
    await uploadFile(
      database.db,
      actor,
      { kind: "quick-start", product: "MK49", replace: null },
      { ...same, name: "MK49-Quick-Start.pdf" },
    );
    const [first] = (await docsOf("MK37")).slice(-1);
    const [second] = (await docsOf("MK49")).slice(-1);
    expect(first?.href).toMatch(/\/MR101S-Data-List-2\.pdf$/);
    expect(second?.href).toBe(first?.href);
    // one search entry per listed document: both are found
    const hits = await search(database.db, "quick start", { kind: "document", perGroup: 50 });
    const owners = hits.groups.flatMap((g) => g.hits.filter((h) => h.url === first?.href).map((h) => h.title));
    expect(owners.map((t) => t.map((part) => part.text).join(""))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^MK37 /), expect.stringMatching(/^MK49 /)]),
    );
  });

  it("an upload is on the product's download list and in search at once, and a replacement takes its place", async () => {
    const { replaced } = await uploadFile(
      database.db,
      actor,
      { kind: "data-list", product: "MR101S", replace: null },
      pdf("first"),
    );
    const [added] = (await docsOf("MR101S")).slice(-1);
    expect(replaced).toBe(false);
    expect(added?.href).toMatch(/^\/files\/[0-9a-f]{64}\/MR101S-Data-List-2\.pdf$/);
    expect(added?.bytes).toBe(pdf("first").bytes.length);
    expect(await found("MR101S data list")).toContain(added?.href);
    const row = (await allDownloads(database.db)).find((r) => r.href === added?.href);
    expect(row).toMatchObject({ productId: "MR101S", type: "data-list", size: "1 KB" });
    expect(await lastAudit()).toMatchObject({ action: "upload", entity: "document", entityId: added?.href });

    const result = await uploadFile(
      database.db,
      actor,
      { kind: "data-list", product: "MR101S", replace: added?.id ?? 0, replacing: added?.href ?? "" },
      pdf("second"),
    );
    const docs = await docsOf("MR101S");
    const now = docs.find((d) => d.id === added?.id);
    expect(result.replaced).toBe(true);
    expect(now?.position).toBe(added?.position);
    expect(now?.href).not.toBe(added?.href);
    const hits = await found("MR101S data list");
    expect(hits).toContain(now?.href);
    expect(hits).not.toContain(added?.href);
    expect(await lastAudit()).toMatchObject({ action: "replace", entity: "document", entityId: now?.href });
  });

  it("an upload in German is listed as German, found on the German site, and keeps its language when replaced", async () => {
    const file = { ...pdf("deutsch"), name: "MK49-Kurzanleitung.pdf" };
    await uploadFile(database.db, actor, { kind: "quick-start", product: "MK49", replace: null, language: "de" }, file);
    const [added] = (await docsOf("MK49")).slice(-1);
    expect(added).toMatchObject({ language: "de", afterfix: "QUICK START" });
    const row = (await allDownloads(database.db)).find((r) => r.href === added?.href);
    expect(row).toMatchObject({ language: "de", detail: "DE · rev A" });
    const urls = async (locale: "en" | "de" | "ja") =>
      (await search(database.db, "MK49", { kind: "document", perGroup: 50, locale })).groups.flatMap((g) =>
        g.hits.map((h) => h.url),
      );
    expect(await urls("de")).toContain(added?.href);
    expect(await urls("en")).not.toContain(added?.href);
    expect(await urls("ja")).not.toContain(added?.href);
    await uploadFile(
      database.db,
      actor,
      { kind: "quick-start", product: "MK49", replace: added?.id ?? 0, replacing: added?.href ?? "" },
      { ...pdf("deutsch 2"), name: "MK49-Kurzanleitung-2.pdf" },
    );
    expect((await docsOf("MK49")).find((d) => d.id === added?.id)?.language).toBe("de");
  });

  it("a replacement over a file someone else put in its place since is refused, naming them", async () => {
    const [doc] = await docsOf("MK61");
    if (!doc) throw new Error("MK61 has documents");
    const seen = doc.href;
    await uploadFile(
      database.db,
      actor,
      { kind: "quick-start", product: "MK61", replace: doc.id, replacing: seen },
      pdf("theirs"),
    );
    const theirs = (await docsOf("MK61")).find((d) => d.id === doc.id)?.href;
    const late = uploadFile(
      database.db,
      actor,
      { kind: "quick-start", product: "MK61", replace: doc.id, replacing: seen },
      pdf("mine"),
    );
    await expect(late).rejects.toThrow(/^Not replaced: Editor replaced it with .+ UTC, after you opened this form/);
    expect((await docsOf("MK61")).find((d) => d.id === doc.id)?.href).toBe(theirs);
  });

  it("a replacement for a document that is gone changes nothing", async () => {
    const before = (await database.db.select().from(auditLog)).length;
    await expect(
      uploadFile(database.db, actor, { kind: "quick-start", product: "MK61", replace: 999_999 }, pdf("gone")),
    ).rejects.toBeInstanceOf(FileChangeError);
    expect((await database.db.select().from(auditLog)).length).toBe(before);
  });

  it("moves a document with its kind's other files, and removes it, with the search entries following", async () => {
    const docs = await docsOf("MR101S");
    const last = docs.at(-1);
    if (!last) throw new Error("no documents");
    expect(last.afterfix).toBe("DATA LIST");
    expect(await moveDocument(database.db, actor, last.id, -1)).toBe("MR101S");
    // the data lists (the seed's and the upload) move above the owner's manuals in every language
    const moved = await docsOf("MR101S");
    expect(moved.map((d) => [d.afterfix, d.language])).toEqual([
      ["DATA LIST", "en"],
      ["DATA LIST", "en"],
      ["OWNER'S MANUAL", "en"],
      ["OWNER'S MANUAL", "de"],
      ["OWNER'S MANUAL", "ja"],
      ["QUICK START", "en"],
      ["QUICK START", "de"],
      ["QUICK START", "ja"],
    ]);
    expect(moved[1]?.id).toBe(last.id);
    expect(moved.map((d) => d.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(await lastAudit()).toMatchObject({ action: "move up", entity: "document", entityId: last.href });
    await removeDocument(database.db, actor, last.id);
    expect((await docsOf("MR101S")).map((d) => d.id)).not.toContain(last.id);
    expect(await found("MR101S data list")).not.toContain(last.href);
    expect(await lastAudit()).toMatchObject({ action: "remove", entity: "document", entityId: last.href, after: null });
    await expect(removeDocument(database.db, actor, last.id)).rejects.toBeInstanceOf(FileChangeError);
  });

  it("adds and removes software, audited as software", async () => {
    const exe = { name: "Noteva-Connect.exe", ext: "exe" as const, bytes: encode("MZ connect") };
    const upload = { title: "Noteva Connect", platform: "windows", version: "2.1.0" } as const;
    await uploadFile(database.db, actor, { kind: "software", product: null, ...upload, changes: ["First"] }, exe);
    const [software] = await database.db
      .select()
      .from(softwareReleases)
      .where(eq(softwareReleases.title, upload.title));
    expect(software).toMatchObject({ version: "2.1.0", notes: "First", bytes: exe.bytes.length, productId: null });
    expect(await lastAudit()).toMatchObject({ action: "upload", entity: "software" });
    await removeSoftware(database.db, actor, software?.id ?? 0);
    expect(await lastAudit()).toMatchObject({ action: "remove", entity: "software", entityId: software?.href });
  });
});

describe.each(databaseTargets)("a firmware release's stepping stone in the admin on $name", (target) => {
  let database: Database;
  let actor: { id: number; email: string };
  beforeAll(async () => {
    database = await openTestDatabase(target);
    await database.migrate();
    await seed(database.db);
    const [user] = await database.db
      .insert(staffUsers)
      .values({ email: "editor@noteva.test", name: "Editor", role: "editor", passwordHash: "-" })
      .returning();
    if (!user) throw new Error("no staff user");
    actor = user;
  });
  const release = async (productId: string, version: string) => {
    const [row] = await database.db
      .select()
      .from(firmwareReleases)
      .where(and(eq(firmwareReleases.productId, productId), eq(firmwareReleases.version, version)));
    if (!row) throw new Error(`no ${productId} ${version}`);
    return row;
  };
  const zip = (name: string) => ({ name, ext: "zip" as const, bytes: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1]) });

  it("shows each release's minimum version on the documents page, and an editor changes and clears it, audited", async () => {
    const page = await filesPage(database.db, null);
    const mk61 = page.files.find((p) => p.id === "MK61")?.firmware;
    expect(mk61?.map((f) => [f.version, f.minimumVersion])).toEqual([
      ["2.0.0", "1.2.0"],
      ["1.2.0", null],
      ["1.1.0", null],
      ["1.0.2", null],
      ["1.0.0", null],
    ]);
    const mr = await release("MR101S", "1.2.0");
    expect(await setMinimumVersion(database.db, actor, mr.id, "1.1.0")).toBe("MR101S");
    expect((await release("MR101S", "1.2.0")).minimumVersion).toBe("1.1.0");
    expect((await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]).toMatchObject({
      entity: "firmware",
      action: "update",
      entityId: mr.href,
      before: { minimumVersion: null },
      after: { minimumVersion: "1.1.0" },
    });
    await setMinimumVersion(database.db, actor, mr.id, null);
    expect((await release("MR101S", "1.2.0")).minimumVersion).toBeNull();
  });

  it("refuses a minimum no instrument could reach, or one not older than the release, in the editor's language", async () => {
    const mr = await release("MR101S", "1.2.0");
    await expect(setMinimumVersion(database.db, actor, mr.id, "1.3.0")).rejects.toThrow(
      "The minimum installed version must be lower than the release's own version, 1.2.0.",
    );
    // MR101S has 1.0.0, 1.1.0, 1.1.1 and 1.2.0: nothing from 1.1.5 up to 1.2.0 to step through
    const noStone = await setMinimumVersion(database.db, actor, mr.id, "1.1.5").catch((e) => e);
    expect(noStone.in("de")).toContain("Für MR101S ist noch keine Firmware 1.1.5 oder neuer veröffentlicht.");
    const upload = await uploadFile(
      database.db,
      actor,
      { kind: "firmware", product: "MK49", version: "2.0.0", changes: ["x"], minimumVersion: "1.5.0" },
      zip("MK49-2.0.0.zip"),
    ).catch((e) => e);
    expect(upload).toBeInstanceOf(FileChangeError);
    expect(upload.in("ja")).toContain("MK49のファームウェア1.5.0以降はまだ公開されていません。");
    await expect(setMinimumVersion(database.db, actor, 999_999, "1.0.0")).rejects.toBeInstanceOf(FileChangeError);
    expect((await release("MR101S", "1.2.0")).minimumVersion).toBeNull();
  });

  it("stores the minimum version of uploaded firmware, which its firmware page data carries", async () => {
    await uploadFile(
      database.db,
      actor,
      { kind: "firmware", product: "MK49", version: "1.2.0", changes: ["Needs 1.1.1"], minimumVersion: "1.1.1" },
      zip("MK49-1.2.0.zip"),
    );
    expect((await release("MK49", "1.2.0")).minimumVersion).toBe("1.1.1");
    expect((await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]?.after).toMatchObject({
      version: "1.2.0",
      minimumVersion: "1.1.1",
    });
  });
});
