import { generateKeyPairSync } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db/client";
import { auditLog } from "~/.server/db/schema/changes";
import { staffUsers } from "~/.server/db/schema/staff";
import { firmwareReleases, productDocs, softwareReleases, uploads } from "~/.server/db/schema/support";
import { seed } from "~/.server/db/seed";
import { rebuildSearchIndex } from "~/.server/search/index.server";
import { search } from "~/.server/search/search.server";
import { allDownloads } from "~/features/support/queries.server";
import {
  FileChangeError,
  filesPage,
  moveDocument,
  removeDocument,
  removeSoftware,
  uploadFile,
} from "~/features/support/uploads.server";
import { FieldRefused } from "~/lib/forms/refusal";
import { FIRMWARE_KEYS } from "~/lib/midi/firmware-keys";
import { DEVELOPMENT_KEY_FILE, publicKeyOf, signImage, signingKey } from "../../firmware-signing/sign";
import { firmwareArchive, midiCodesOf } from "../../media/firmware";
import { databaseTargets, openTestDatabase } from "../../tests/setup/database";
import { supportProducts } from "./support.server";

const developmentKey = signingKey(DEVELOPMENT_KEY_FILE);

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
    await uploadFile(
      database.db,
      supportProducts,
      actor,
      { kind: "quick-start", product: "MK37", replace: null },
      same,
    );
    await uploadFile(
      database.db,
      supportProducts,
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
      supportProducts,
      actor,
      { kind: "data-list", product: "MR101S", replace: null },
      pdf("first"),
    );
    const [added] = (await docsOf("MR101S")).slice(-1);
    expect(replaced).toBe(false);
    expect(added?.href).toMatch(/^\/files\/[0-9a-f]{64}\/MR101S-Data-List-2\.pdf$/);
    expect(added?.bytes).toBe(pdf("first").bytes.length);
    expect(await found("MR101S data list")).toContain(added?.href);
    const row = (await allDownloads(database.db, supportProducts)).find((r) => r.href === added?.href);
    expect(row).toMatchObject({ productId: "MR101S", type: "data-list", size: "1 KB" });
    expect(await lastAudit()).toMatchObject({ action: "upload", entity: "document", entityId: added?.href });

    const result = await uploadFile(
      database.db,
      supportProducts,
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
    await uploadFile(
      database.db,
      supportProducts,
      actor,
      { kind: "quick-start", product: "MK49", replace: null, language: "de" },
      file,
    );
    const [added] = (await docsOf("MK49")).slice(-1);
    expect(added).toMatchObject({ language: "de", afterfix: "QUICK START" });
    const row = (await allDownloads(database.db, supportProducts)).find((r) => r.href === added?.href);
    expect(row).toMatchObject({ language: "de", detail: "rev A" });
    const urls = async (locale: "en" | "de" | "ja") =>
      (await search(database.db, "MK49", { kind: "document", perGroup: 50, locale })).groups.flatMap((g) =>
        g.hits.map((h) => h.url),
      );
    expect(await urls("de")).toContain(added?.href);
    expect(await urls("en")).not.toContain(added?.href);
    expect(await urls("ja")).not.toContain(added?.href);
    await uploadFile(
      database.db,
      supportProducts,
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
      supportProducts,
      actor,
      { kind: "quick-start", product: "MK61", replace: doc.id, replacing: seen },
      pdf("theirs"),
    );
    const theirs = (await docsOf("MK61")).find((d) => d.id === doc.id)?.href;
    const late = uploadFile(
      database.db,
      supportProducts,
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
      uploadFile(
        database.db,
        supportProducts,
        actor,
        { kind: "quick-start", product: "MK61", replace: 999_999 },
        pdf("gone"),
      ),
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
      ["DATA LIST", "de"],
      ["DATA LIST", "ja"],
      ["OWNER'S MANUAL", "en"],
      ["OWNER'S MANUAL", "de"],
      ["OWNER'S MANUAL", "ja"],
      ["QUICK START", "en"],
      ["QUICK START", "de"],
      ["QUICK START", "ja"],
    ]);
    expect(moved[1]?.id).toBe(last.id);
    expect(moved.map((d) => d.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
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
    await uploadFile(
      database.db,
      supportProducts,
      actor,
      { kind: "software", product: null, ...upload, changes: ["First"] },
      exe,
    );
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

describe.each(databaseTargets)("firmware uploaded in the admin on $name", (target) => {
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
    return row;
  };
  const upload = (product: string, version: string) => ({
    kind: "firmware" as const,
    product,
    version,
    changes: ["Faster start"],
  });
  const archive = (entries: Record<string, Uint8Array>) => ({
    name: "MK49-firmware.zip",
    ext: "zip" as const,
    bytes: zipSync(entries),
  });
  /** An image the firmware team's signer made (the development key unless another is given). */
  const image = (productId: string, version: string, minimumVersion: string | null = null, key = developmentKey) =>
    signImage({ ...midiCodesOf(productId), productId, version, minimumVersion }, Buffer.alloc(3000, version), key);
  const counts = async () => ({
    releases: (await database.db.select().from(firmwareReleases)).length,
    stored: (await database.db.select({ sha256: uploads.sha256 }).from(uploads)).length,
    audit: (await database.db.select().from(auditLog)).length,
  });
  /** The refusal of an upload, on the form's file field, with nothing stored. */
  const refusal = async (product: string, version: string, entries: Record<string, Uint8Array>) => {
    const before = await counts();
    const error = await uploadFile(
      database.db,
      supportProducts,
      actor,
      upload(product, version),
      archive(entries),
    ).catch((e) => e);
    expect(error).toBeInstanceOf(FieldRefused);
    expect((error as FieldRefused).field).toBe("file");
    expect(await counts()).toEqual(before);
    return error as FieldRefused;
  };

  it("takes the firmware team's signed image: its version and minimum from the signed header, audited with the key", async () => {
    const zip = archive({ "NOTEVA_MK49_V120.BIN": image("MK49", "1.2.0", "1.1.1"), "RELEASE-NOTES.txt": encode("-") });
    // the editor may write 1.2 for 1.2.0: the release is stored as the image says it
    await uploadFile(database.db, supportProducts, actor, upload("MK49", "1.2"), zip);
    const row = await release("MK49", "1.2.0");
    expect(row).toMatchObject({ minimumVersion: "1.1.1", bytes: zip.bytes.length, changes: ["Faster start"] });
    expect(row?.href).toMatch(/^\/files\/[0-9a-f]{64}\/MK49-firmware\.zip$/);
    expect((await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]).toMatchObject({
      entity: "firmware",
      action: "upload",
      after: { version: "1.2.0", minimumVersion: "1.1.1", signingKey: FIRMWARE_KEYS[0]?.id },
    });
    // the documents page shows the signed minimum, newest first
    const page = await filesPage(database.db, supportProducts, null);
    expect(page.files.find((p) => p.id === "MK49")?.firmware.map((f) => [f.version, f.minimumVersion])).toEqual([
      ["1.2.0", "1.1.1"],
      ["1.1.1", null],
      ["1.1.0", null],
      ["1.0.0", null],
    ]);
  });

  it("takes an archive as the build makes them, with release notes and update instructions", async () => {
    const bytes = firmwareArchive("MR101S", "1.3.0", "2026-12-01", ["Faster start"]);
    await uploadFile(database.db, supportProducts, actor, upload("MR101S", "1.3.0"), {
      name: "MR101S.zip",
      ext: "zip",
      bytes,
    });
    expect(await release("MR101S", "1.3.0")).toMatchObject({ minimumVersion: null, bytes: bytes.length });
  });

  it("refuses an image that is not signed, or signed with a key instruments do not trust", async () => {
    const unsigned = Buffer.concat([encode("NVFW"), Buffer.from([0x01]), Buffer.alloc(400, 7)]);
    expect((await refusal("MK49", "1.3.0", { "NOTEVA_MK49_V130.BIN": unsigned })).message).toBe(
      "NOTEVA_MK49_V130.BIN is not a signed firmware image (header format 02), so instruments refuse it. Upload the image the firmware team signed.",
    );
    const foreign = generateKeyPairSync("ed25519").privateKey;
    const keyId = publicKeyOf(foreign).id.toString("hex");
    const forged = await refusal("MK49", "1.3.0", { "NOTEVA_MK49_V130.BIN": image("MK49", "1.3.0", null, foreign) });
    expect(forged.message).toBe(
      `NOTEVA_MK49_V130.BIN is signed with a key Noteva instruments do not trust (key id ${keyId}), so they refuse it. Ask the firmware team for the image signed with a release key.`,
    );
    expect(forged.in("de")).toContain(`dem Noteva-Instrumente nicht vertrauen (Schlüssel-ID ${keyId})`);
  });

  it("refuses an image whose signed header was changed: another model's made to look like this one's, a version raised", async () => {
    const bad =
      "The signature of NOTEVA_MK49_V130.BIN does not verify: its header was changed after signing, or the file is damaged. Upload the image exactly as the firmware team signed it.";
    const relabelled = image("MK61", "1.3.0");
    relabelled.set([49, 0], 7); // the MK61's member code (61) made the MK49's
    expect((await refusal("MK49", "1.3.0", { "NOTEVA_MK49_V130.BIN": relabelled })).message).toBe(bad);
    const raised = image("MK49", "1.2.9");
    raised[11] = 0; // 1.2.9 made 1.2.0
    expect((await refusal("MK49", "1.3.0", { "NOTEVA_MK49_V130.BIN": raised })).message).toBe(bad);
    const signature = image("MK49", "1.3.0");
    signature[100] = (signature[100] ?? 0) ^ 1;
    expect((await refusal("MK49", "1.3.0", { "NOTEVA_MK49_V130.BIN": signature })).message).toBe(bad);
  });

  it("refuses an image whose body is not the one signed: altered, or cut short", async () => {
    const altered = image("MK49", "1.3.0");
    altered[altered.length - 1] = (altered[altered.length - 1] ?? 0) ^ 0xff;
    expect((await refusal("MK49", "1.3.0", { "MK49.BIN": altered })).message).toBe(
      "The contents of MK49.BIN do not match the SHA-256 in its signed header: the image was changed after signing, or is damaged.",
    );
    const short = image("MK49", "1.3.0").subarray(0, 160 + 2000);
    expect((await refusal("MK49", "1.3.0", { "MK49.BIN": short })).message).toBe(
      "MK49.BIN holds 2000 bytes after its header, but its signed header says 3000: the image is incomplete, or was changed after signing.",
    );
  });

  it("refuses another model's image, and a version other than the image's, in the editor's language", async () => {
    const other = await refusal("MK49", "1.3.0", { "NOTEVA_MK61_V130.BIN": image("MK61", "1.3.0") });
    expect(other.message).toBe(
      "NOTEVA_MK61_V130.BIN is firmware for MK61 (MIDI family 2, member 61), not for MK49 (family 2, member 49): choose the right product or image.",
    );
    expect(other.in("ja")).toBe(
      "NOTEVA_MK61_V130.BINはMK61（MIDIファミリー2、メンバー61）用のファームウェアで、MK49（ファミリー2、メンバー49）用ではありません。正しい製品またはイメージを選択してください。",
    );
    const version = await refusal("MK49", "1.3.1", { "NOTEVA_MK49_V130.BIN": image("MK49", "1.3.0") });
    expect(version.message).toBe(
      "NOTEVA_MK49_V130.BIN is firmware 1.3.0, not 1.3.1: correct the version, or choose the right image.",
    );
    expect(version.in("de")).toBe(
      "NOTEVA_MK49_V130.BIN ist Firmware 1.3.0, nicht 1.3.1. Korrigieren Sie die Versionsnummer oder wählen Sie das richtige Image.",
    );
    // a model without a MIDI port has no codes an image could name
    expect((await refusal("MK37", "1.3.0", { "MK37.BIN": image("MK49", "1.3.0") })).message).toMatch(
      /^MK37 has no MIDI family and member codes/,
    );
  });

  it("refuses an archive without exactly one image, or one it cannot read", async () => {
    expect((await refusal("MK49", "1.3.0", { "RELEASE-NOTES.txt": encode("notes") })).message).toBe(
      "The ZIP archive holds no firmware image: a firmware release holds exactly one .BIN file.",
    );
    const two = { "NOTEVA_MK49_V130.BIN": image("MK49", "1.3.0"), "old/NOTEVA_MK49_V111.bin": image("MK49", "1.1.1") };
    expect((await refusal("MK49", "1.3.0", two)).message).toBe(
      "The ZIP archive holds more than one firmware image (NOTEVA_MK49_V130.BIN, old/NOTEVA_MK49_V111.bin): a firmware release holds exactly one .BIN file.",
    );
    // an image is at most 32 MB unpacked: a larger one is not unpacked at all
    const huge = await refusal("MK49", "1.3.0", { "MK49.BIN": new Uint8Array(33 * 1024 * 1024) });
    expect(huge.message).toBe("MK49.BIN unpacks to more than 32 MB: that is not a firmware image.");
    const before = await counts();
    const damaged = { name: "MK49.zip", ext: "zip" as const, bytes: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]) };
    const unreadable = await uploadFile(database.db, supportProducts, actor, upload("MK49", "1.3.0"), damaged).catch(
      (e) => e,
    );
    expect(unreadable).toBeInstanceOf(FieldRefused);
    expect(unreadable.message).toMatch(/^This ZIP archive cannot be read/);
    expect(await counts()).toEqual(before);
  });

  it("refuses a signed minimum no instrument could reach, or one not older than the image", async () => {
    // MK49 has 1.0.0, 1.1.0 and 1.1.1 (and 1.2.0 from above): nothing from 1.5.0 up to 2.0.0 to step through
    const noStone = await refusal("MK49", "2.0.0", { "MK49.BIN": image("MK49", "2.0.0", "1.5.0") });
    expect(noStone.in("ja")).toContain(
      "ファームウェアVer.1.5.0以降のインストールが必要ですが、MK49の該当するファームウェアはまだ公開されていません。",
    );
    expect(noStone.message).toBe(
      "The image needs firmware 1.5.0 or later installed first, and no such release of MK49 is published: publish that release first, or no instrument could reach this one.",
    );
    expect((await refusal("MK49", "2.0.0", { "MK49.BIN": image("MK49", "2.0.0", "2.0.0") })).message).toBe(
      "MK49.BIN needs firmware 2.0.0 installed first, which is not older than its own version 2.0.0, so no instrument could take it. Ask the firmware team for a corrected image.",
    );
  });
});
