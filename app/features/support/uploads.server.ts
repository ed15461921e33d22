/**
 * Files editors manage in the admin (manuals and guides, firmware, apps and drivers): what the
 * documents page lists, and every change it makes, each through the change pipeline, so the
 * audit log, the search entries of the product concerned and the content version follow at once.
 */
import { createHash } from "node:crypto";
import { and, asc, desc, eq, max } from "drizzle-orm";
import { latestChange } from "~/.server/changes/audit-log.server";
import {
  type Actor,
  commitChange,
  deleteWhere,
  insertInto,
  updateWhere,
  type Write,
} from "~/.server/changes/pipeline.server";
import type { Db } from "~/.server/db/client";
import { firmwareReleases, productDocs, softwareReleases, uploads } from "~/.server/db/schema/support";
import { groupByKind } from "~/lib/documents/document-groups";
import { FieldRefused, Refused } from "~/lib/forms/refusal";
import { file as fileHref } from "~/lib/href";
import { type SignedFirmware, signedFirmware } from "./firmware-upload.server";
import type { SupportProducts } from "./products";
import {
  compareVersions,
  contentTypeOf,
  type FileExtension,
  kindOfAfterfix,
  type Upload,
  uploadKinds,
} from "./uploads";

/** A change that cannot be made as asked (the record is gone); its message is for the editor. */
export class FileChangeError extends Refused {}

const gone = () => new FileChangeError({ code: "documentGone" });

/** Every product's ids, for the upload form's product choice. */
export async function productIds(db: Db, products: SupportProducts): Promise<string[]> {
  return (await products.choices(db)).map((p) => p.id);
}

/** The documents page: each product's documents and newest firmware, the software, and the document being replaced. */
export async function filesPage(db: Db, products: SupportProducts, replaceId: number | null) {
  const [productRows, docs, firmware, software] = await Promise.all([
    products.choices(db),
    db.select().from(productDocs).orderBy(asc(productDocs.productId), asc(productDocs.position), asc(productDocs.id)),
    db.select().from(firmwareReleases).orderBy(desc(firmwareReleases.releasedAt)),
    db.select().from(softwareReleases).orderBy(asc(softwareReleases.title), desc(softwareReleases.releasedAt)),
  ]);
  const titleOf = (id: string | null) => productRows.find((p) => p.id === id)?.title;
  const replacing = docs.find((d) => d.id === replaceId);
  return {
    products: productRows,
    replace: replacing
      ? {
          id: replacing.id,
          href: replacing.href,
          product: replacing.productId,
          kind: kindOfAfterfix(replacing.afterfix),
          language: replacing.language,
          title: titleOf(replacing.productId) ?? replacing.productId,
          afterfix: replacing.afterfix,
        }
      : null,
    software: software.map((s) => ({
      id: s.id,
      title: s.title,
      version: s.version,
      platform: s.platform,
      href: s.href,
      bytes: s.bytes,
      product: titleOf(s.productId) ?? "every instrument",
    })),
    files: productRows.map((p) => ({
      ...p,
      docs: docs
        .filter((d) => d.productId === p.id)
        .map((d) => ({ id: d.id, href: d.href, bytes: d.bytes, afterfix: d.afterfix, language: d.language })),
      // every release, newest first, with the minimum installed version its signed image says
      firmware: firmware
        .filter((f) => f.productId === p.id)
        .map((f) => ({ id: f.id, version: f.version, href: f.href, minimumVersion: f.minimumVersion })),
    })),
  };
}

/**
 * What else a firmware release's upload writes in its change: the mails that tell the model's
 * subscribers of it (firmware news, handed in by the route: app/compose/firmware-news.server.ts).
 */
export type ReleaseAnnouncer = (
  db: Db,
  release: { productId: string; version: string; changes: string[] },
) => Promise<Write[]>;

/** A file as uploaded: its safe name, its type found by its first bytes, and its bytes. */
export type UploadedFile = { name: string; ext: FileExtension; bytes: Uint8Array };

/**
 * Stores an uploaded file and adds it where its kind belongs: a document at the end of its
 * product's list (or in the place of the document it replaces), a firmware release, or software.
 * Firmware is the firmware team's signed image, verified first (firmware-upload.server.ts): its
 * version and minimum installed version are the signed ones.
 */
export async function uploadFile(
  db: Db,
  products: SupportProducts,
  actor: Actor,
  upload: Upload,
  file: UploadedFile,
  announce?: ReleaseAnnouncer,
) {
  const signed = upload.kind === "firmware" ? await signedFirmware(db, products, upload, file.bytes) : null;
  if (upload.kind === "firmware" && signed?.minimumVersion) {
    await refuseWithoutSteppingStone(db, products, upload.product, signed.version, signed.minimumVersion);
  }
  const sha256 = createHash("sha256").update(file.bytes).digest("hex");
  const bytes = file.bytes.length;
  const entity = upload.kind === "firmware" || upload.kind === "software" ? upload.kind : "document";
  const replaceId = "replace" in upload ? upload.replace : null;
  const [replaced] = replaceId ? await db.select().from(productDocs).where(eq(productDocs.id, replaceId)) : [];
  if (replaceId && (!replaced || replaced.productId !== upload.product)) {
    throw new FileChangeError({ code: "documentMoved" });
  }
  if (replaced && "replacing" in upload && upload.replacing !== replaced.href) {
    throw await replacedMeanwhile(db, replaced.href);
  }
  // the same bytes uploaded before keep the name they were stored under: the link uses it
  const [stored] = await db.select({ name: uploads.name }).from(uploads).where(eq(uploads.sha256, sha256));
  const href = fileHref(sha256, stored?.name ?? file.name);
  const stores = insertInto(
    uploads,
    {
      sha256,
      name: file.name,
      contentType: contentTypeOf(file.ext),
      bytes,
      data: file.bytes,
      productId: upload.product,
      kind: upload.kind,
      createdBy: actor.id,
    },
    { existing: "keep" },
  );
  const adds = await addFile(db, upload, { href, bytes, sha256, replaced: replaced ?? null, signed });
  // composed before the change, written in it: published and announced together, or neither
  const announced =
    upload.kind === "firmware" && announce
      ? await announce(db, {
          productId: upload.product,
          version: signed?.version ?? upload.version,
          changes: upload.changes,
        })
      : [];
  await commitChange(db, actor, {
    writes: [stores, adds, ...announced],
    audit: {
      entity,
      action: replaced ? "replace" : "upload",
      id: href,
      before: replaced ?? null,
      after: {
        product: upload.product ?? undefined,
        kind: upload.kind,
        language: "language" in upload ? upload.language : undefined,
        title: upload.kind === "software" ? upload.title : undefined,
        version: signed?.version ?? ("version" in upload ? upload.version : undefined),
        minimumVersion: signed ? signed.minimumVersion : undefined,
        signingKey: signed?.keyId,
        bytes,
        sha256,
      },
    },
    // software is not in search
    search: upload.kind === "software" ? undefined : { products: [upload.product] },
  });
  return { replaced: Boolean(replaced) };
}

/**
 * Refuses firmware no instrument could reach: the product must have a release from the image's
 * minimum installed version up to (not including) its own version, the stepping stone.
 */
async function refuseWithoutSteppingStone(
  db: Db,
  products: SupportProducts,
  productId: string,
  version: string,
  minimum: string,
) {
  const releases = await db
    .select({ version: firmwareReleases.version })
    .from(firmwareReleases)
    .where(eq(firmwareReleases.productId, productId));
  const stone = releases.some(
    (r) => compareVersions(r.version, minimum) >= 0 && compareVersions(r.version, version) < 0,
  );
  if (!stone) {
    const [product] = (await products.choices(db)).filter((p) => p.id === productId);
    throw new FieldRefused("file", { code: "noSteppingStone", version: minimum, product: product?.title ?? productId });
  }
}

// A release's minimum installed version is not edited here: the instrument enforces the one in the
// image's signed header (decision 020), so a different value on the site would only mislead owners
// and the instrument checker. It is taken from the image at upload and shown read-only; another
// minimum takes a newly signed image (the documents route refuses the old edit form's posts).

/** Someone replaced the document since the editor opened the replace form: who, when, with what. */
async function replacedMeanwhile(db: Db, href: string) {
  const last = await latestChange(db, "document", href);
  const name = decodeURIComponent(href.slice(href.lastIndexOf("/") + 1));
  return new FileChangeError(
    last ? { code: "replacedBy", by: last.by, name, at: new Date(last.at) } : { code: "replacedWith", name },
  );
}

type Stored = {
  href: string;
  bytes: number;
  sha256: string;
  replaced: { id: number; href: string } | null;
  /** Firmware's verified image. */
  signed: SignedFirmware | null;
};

/** The row an upload adds (or the document row it replaces). */
async function addFile(db: Db, upload: Upload, file: Stored): Promise<Write> {
  const { href, bytes, sha256 } = file;
  if (upload.kind === "firmware") {
    const { product: productId, version, changes } = upload;
    return insertInto(firmwareReleases, {
      productId,
      // as the image says it ("2.0.0" for "2.0"): the instrument checker compares it with the image's
      version: file.signed?.version ?? version,
      releasedAt: new Date(),
      changes,
      href,
      bytes,
      sha256,
      minimumVersion: file.signed?.minimumVersion ?? null,
    });
  }
  if (upload.kind === "software") {
    const { product: productId, title, version, platform, changes } = upload;
    const notes = changes.join("\n");
    return insertInto(softwareReleases, { title, version, platform, productId, notes, href, bytes, sha256 });
  }
  const afterfix = uploadKinds.find((k) => k.value === upload.kind)?.afterfix ?? upload.kind;
  if (file.replaced) {
    // replaced meanwhile (its link is another file's now), or removed: refused, nothing written
    const still = and(eq(productDocs.id, file.replaced.id), eq(productDocs.href, file.replaced.href));
    return updateWhere(productDocs, { href, bytes, afterfix }, still, gone());
  }
  const [last] = await db
    .select({ n: max(productDocs.position) })
    .from(productDocs)
    .where(eq(productDocs.productId, upload.product));
  return insertInto(productDocs, {
    productId: upload.product,
    href,
    bytes,
    afterfix,
    language: upload.language ?? "en",
    position: (last?.n ?? -1) + 1,
  });
}

/**
 * Moves a document one place up or down among its product's documents, with the other languages of
 * its kind (the lists show a kind once, with every language it comes in); gives its product's id.
 */
export async function moveDocument(db: Db, actor: Actor, id: number, by: -1 | 1): Promise<string> {
  const [doc] = Number.isInteger(id) ? await db.select().from(productDocs).where(eq(productDocs.id, id)) : [];
  if (!doc) throw gone();
  const listed = await db
    .select({ id: productDocs.id, afterfix: productDocs.afterfix, language: productDocs.language })
    .from(productDocs)
    .where(eq(productDocs.productId, doc.productId))
    .orderBy(asc(productDocs.position), asc(productDocs.id));
  const groups = groupByKind(listed);
  const from = groups.findIndex((g) => g.files.some((d) => d.id === id));
  const to = Math.max(0, Math.min(groups.length - 1, from + by));
  const [moved] = groups.splice(from, 1);
  if (moved) groups.splice(to, 0, moved);
  const list = groups.flatMap((g) => g.files);
  await commitChange(db, actor, {
    writes: list.map((d, position) => updateWhere(productDocs, { position }, eq(productDocs.id, d.id))),
    // the order is not in search: its entries stay as they are
    audit: {
      entity: "document",
      action: by < 0 ? "move up" : "move down",
      id: doc.href,
      before: null,
      after: { product: doc.productId },
    },
  });
  return doc.productId;
}

/** Removes a document from its product. */
export async function removeDocument(db: Db, actor: Actor, id: number): Promise<void> {
  const [doc] = Number.isInteger(id) ? await db.select().from(productDocs).where(eq(productDocs.id, id)) : [];
  if (!doc) throw gone();
  await commitChange(db, actor, {
    writes: [deleteWhere(productDocs, eq(productDocs.id, id), gone())],
    audit: { entity: "document", action: "remove", id: doc.href, before: doc, after: null },
    search: { products: [doc.productId] },
  });
}

/** Removes an app or driver (not in search). */
export async function removeSoftware(db: Db, actor: Actor, id: number): Promise<void> {
  const [s] = Number.isInteger(id) ? await db.select().from(softwareReleases).where(eq(softwareReleases.id, id)) : [];
  const missing = new FileChangeError({ code: "softwareGone" });
  if (!s) throw missing;
  await commitChange(db, actor, {
    writes: [deleteWhere(softwareReleases, eq(softwareReleases.id, id), missing)],
    audit: {
      entity: "software",
      action: "remove",
      id: s.href,
      before: { ...s, releasedAt: s.releasedAt.toISOString() },
      after: null,
    },
  });
}

/** A file an editor uploaded, by its checksum and name, to serve; null when there is none. */
export async function uploadedFile(db: Db, sha256: string, name: string) {
  const [file] = await db.select().from(uploads).where(eq(uploads.sha256, sha256));
  return file && file.name === name ? file : null;
}
