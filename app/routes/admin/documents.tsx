import { createHash } from "node:crypto";
import { asc, desc, eq, max } from "drizzle-orm";
import { useEffect, useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { audit } from "~/.server/auth/audit.server";
import { requireStaff } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import type { Db } from "~/.server/db/client";
import { UPLOADED } from "~/.server/db/documents.server";
import { firmwareReleases, productDocs, products, softwareReleases, uploads } from "~/.server/db/schema";
import { sizeText } from "~/.server/db/seed/documents";
import { AdminField, AdminHeader, adminButton, adminInput, Notice } from "~/features/admin/ui";
import {
  contentTypeOf,
  fileProblem,
  fileTypeOf,
  safeFileName,
  UPLOAD_MAX_BYTES,
  uploadKinds,
  uploadSchema,
} from "~/features/admin/uploads";
import { parseForm } from "~/features/forms/parse";
import { rebuildSearchIndex } from "~/features/search/index.server";
import { softwarePlatformLabels, softwarePlatforms } from "~/features/support/software";
import type { Route } from "./+types/documents";

const kindOfAfterfix = (afterfix: string) => uploadKinds.find((k) => k.afterfix === afterfix)?.value ?? "owners-manual";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "content");
  const db = context.get(runtimeContext).database.db;
  const url = new URL(request.url);
  const [productRows, docs, firmware, software] = await Promise.all([
    db.select({ id: products.id, title: products.title }).from(products).orderBy(asc(products.title)),
    db.select().from(productDocs).orderBy(asc(productDocs.productId), asc(productDocs.position), asc(productDocs.id)),
    db.select().from(firmwareReleases).orderBy(desc(firmwareReleases.releasedAt)),
    db.select().from(softwareReleases).orderBy(asc(softwareReleases.title), desc(softwareReleases.releasedAt)),
  ]);
  const replaceId = Number(url.searchParams.get("replace"));
  const replacing = docs.find((d) => d.id === replaceId);
  return {
    done: url.searchParams.get("done"),
    name: url.searchParams.get("name"),
    products: productRows,
    replace: replacing
      ? {
          id: replacing.id,
          product: replacing.productId,
          kind: kindOfAfterfix(replacing.afterfix),
          what: `${replacing.afterfix.toLowerCase()} of ${productRows.find((p) => p.id === replacing.productId)?.title}`,
        }
      : null,
    software: software.map((s) => ({
      id: s.id,
      title: s.title,
      version: s.version,
      platform: softwarePlatformLabels[s.platform],
      href: s.href,
      size: sizeText(s.bytes),
      product: productRows.find((p) => p.id === s.productId)?.title ?? "every instrument",
    })),
    files: productRows.map((p) => ({
      ...p,
      docs: docs
        .filter((d) => d.productId === p.id)
        .map((d) => ({ id: d.id, href: d.href, size: d.size, afterfix: d.afterfix })),
      firmware: firmware
        .filter((f) => f.productId === p.id)
        .slice(0, 1)
        .map((f) => ({ version: f.version, href: f.href })),
    })),
  };
}

type User = { id: number; email: string };
const fail = (error: string) => data({ result: null, error }, { status: 400 });

/** Moves a document one place up or down among its product's documents. */
async function move(db: Db, user: User, id: number, by: -1 | 1) {
  const [doc] = await db.select().from(productDocs).where(eq(productDocs.id, id));
  if (!doc) return fail("That document is not in the list any more.");
  await db.transaction(async (tx) => {
    const list = await tx
      .select({ id: productDocs.id })
      .from(productDocs)
      .where(eq(productDocs.productId, doc.productId))
      .orderBy(asc(productDocs.position), asc(productDocs.id));
    const from = list.findIndex((d) => d.id === id);
    const to = Math.max(0, Math.min(list.length - 1, from + by));
    const [moved] = list.splice(from, 1);
    if (moved) list.splice(to, 0, moved);
    for (const [position, d] of list.entries()) {
      await tx.update(productDocs).set({ position }).where(eq(productDocs.id, d.id));
    }
  });
  await audit(db, user, by < 0 ? "move up" : "move down", "document", doc.href, null, { product: doc.productId });
  return redirect(`/admin/documents?done=moved#product-${doc.productId}`);
}

async function remove(db: Db, user: User, form: FormData) {
  const id = Number(form.get("id"));
  if (form.get("intent") === "remove-software") {
    const [s] = Number.isInteger(id) ? await db.select().from(softwareReleases).where(eq(softwareReleases.id, id)) : [];
    if (!s) return fail("That software is not in the list any more.");
    await db.delete(softwareReleases).where(eq(softwareReleases.id, id));
    await audit(db, user, "remove", "software", s.href, { ...s, releasedAt: s.releasedAt.toISOString() }, null);
  } else {
    const [doc] = Number.isInteger(id) ? await db.select().from(productDocs).where(eq(productDocs.id, id)) : [];
    if (!doc) return fail("That document is not in the list any more.");
    await db.delete(productDocs).where(eq(productDocs.id, id));
    await audit(db, user, "remove", "document", doc.href, doc, null);
  }
  await rebuildSearchIndex(db);
  return redirect("/admin/documents?done=removed");
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, context, "content");
  const db = context.get(runtimeContext).database.db;
  const formData = await request.formData().catch(() => null);
  if (!formData) return fail("The upload could not be read. Please try again.");
  const intent = formData.get("intent");
  if (intent === "up" || intent === "down") return move(db, user, Number(formData.get("id")), intent === "up" ? -1 : 1);
  if (intent === "remove" || intent === "remove-software") return remove(db, user, formData);

  const productIds = (await db.select({ id: products.id }).from(products)).map((p) => p.id);
  const submission = parseForm(formData, uploadSchema(productIds));
  const file = formData.get("file");
  // a file is not sent back with the form's values
  const fileError = (message: string) =>
    data(
      { result: submission.reply({ fieldErrors: { file: [message] }, hideFields: ["file"] }), error: null },
      { status: 400 },
    );
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["file"] }), error: null }, { status: 400 });
  }
  if (!(file instanceof File)) return fileError("Choose a file to upload.");
  const { product, kind, version, changes, title, platform, replace } = submission.value;
  const meta = uploadKinds.find((k) => k.value === kind) ?? uploadKinds[0];
  const [replaced] = replace ? await db.select().from(productDocs).where(eq(productDocs.id, replace)) : [];
  if (replace && (!replaced || replaced.productId !== product)) {
    return fail("The document to replace is not on that product any more; upload it as a new document.");
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const problem = fileProblem(bytes.subarray(0, 8), bytes.length, meta.type);
  if (problem) return fileError(problem);
  const ext = fileTypeOf(bytes.subarray(0, 8)) ?? "pdf";
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const name = safeFileName(file.name, ext);
  const href = `${UPLOADED}${sha256}/${name}`;
  const lines = (changes ?? "")
    .split(/\r?\n/)
    .map((c) => c.trim())
    .filter(Boolean);
  await db.transaction(async (tx) => {
    await tx
      .insert(uploads)
      .values({
        sha256,
        name,
        contentType: contentTypeOf(ext),
        bytes: bytes.length,
        data: bytes,
        productId: product ?? null,
        kind,
        createdBy: user.id,
      })
      .onConflictDoNothing();
    if (meta.type === "pdf" && replaced) {
      await tx
        .update(productDocs)
        .set({ href, size: sizeText(bytes.length), afterfix: meta.afterfix })
        .where(eq(productDocs.id, replaced.id));
    } else if (meta.type === "pdf") {
      const [last] = await tx
        .select({ n: max(productDocs.position) })
        .from(productDocs)
        .where(eq(productDocs.productId, product as string));
      await tx.insert(productDocs).values({
        productId: product as string,
        href,
        size: sizeText(bytes.length),
        afterfix: meta.afterfix,
        position: (last?.n ?? -1) + 1,
      });
    } else if (kind === "firmware") {
      await tx.insert(firmwareReleases).values({
        productId: product as string,
        version: version as string,
        releasedAt: new Date(),
        changes: lines,
        href,
        bytes: bytes.length,
        sha256,
      });
    } else {
      await tx.insert(softwareReleases).values({
        title: title as string,
        version: version as string,
        platform: platform as (typeof softwarePlatforms)[number],
        productId: product ?? null,
        notes: lines.join("\n"),
        href,
        bytes: bytes.length,
        sha256,
      });
    }
  });
  const entity = meta.type === "pdf" ? "document" : kind;
  await audit(db, user, replaced ? "replace" : "upload", entity, href, replaced ?? null, {
    product,
    kind,
    title,
    version,
    bytes: bytes.length,
    sha256,
  });
  await rebuildSearchIndex(db);
  return redirect(`/admin/documents?done=${replaced ? "replaced" : "uploaded"}&name=${encodeURIComponent(name)}`);
}

export const meta = () => [{ title: "Documents and software | Noteva admin" }];

const doneText: Record<string, string> = {
  uploaded: "It is on the product, download and software pages now.",
  replaced: "Visitors get the new file from now on, in the same place in the list.",
  removed: "Removed from the site.",
  moved: "Moved. The product's download list shows the new order.",
};

export default function Documents({ loaderData, actionData }: Route.ComponentProps) {
  const { files, products: productList, done, name, replace, software } = loaderData;
  // a file over the limit is refused here at once, rather than after uploading it
  const [tooBig, setTooBig] = useState<string | null>(null);
  const [kind, setKind] = useState<string>(replace?.kind ?? "owners-manual");
  const navigation = useNavigation();
  const server = actionData?.result?.error ?? {};
  // the same schema checks the fields before the file is sent; the server checks them again
  const [client, setClient] = useState<Record<string, string[]> | null>(null);
  // a new answer from the server replaces what the browser found
  // biome-ignore lint/correctness/useExhaustiveDependencies: actionData is the trigger
  useEffect(() => setClient(null), [actionData]);
  const errors = (name: string) => (client ? client[name] : (server[name] ?? undefined)) ?? undefined;
  const check = (event: React.FormEvent<HTMLFormElement>) => {
    const values = Object.fromEntries([...new FormData(event.currentTarget)].filter(([, v]) => v !== ""));
    const parsed = uploadSchema(productList.map((p) => p.id)).safeParse(values);
    const found: Record<string, string[]> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= [issue.message];
    if (tooBig) found.file = [tooBig];
    setClient(found);
    if (Object.keys(found).length) event.preventDefault();
  };
  const busy = navigation.state === "submitting";
  const small = "text-xs font-semibold text-accent underline disabled:opacity-40";
  const forSoftware = kind === "software";
  return (
    <>
      <AdminHeader title="Documents and software" />
      {done && doneText[done] ? (
        <Notice>
          {done === "uploaded" ? `Uploaded ${name}. ` : done === "replaced" ? `Replaced with ${name}. ` : null}
          {doneText[done]}
        </Notice>
      ) : null}
      {actionData?.error ? (
        <p role="alert" className="mb-6 rounded-lg bg-accent/5 p-3 text-sm font-semibold text-accent">
          {actionData.error}
        </p>
      ) : null}
      <section
        id="upload"
        aria-labelledby="upload-title"
        className="mb-10 max-w-2xl rounded-2xl border border-line bg-white p-6"
      >
        <h2 id="upload-title" className="text-lg font-bold">
          {replace ? `Replace the ${replace.what}` : "Upload a file"}
        </h2>
        {replace ? (
          <p className="mt-1 text-sm text-ink-soft">
            The new file takes the old one's place in the list.{" "}
            <Link to="/admin/documents" className="font-semibold text-accent underline">
              Upload a new file instead
            </Link>
          </p>
        ) : null}
        <Form
          method="post"
          encType="multipart/form-data"
          noValidate
          onSubmit={check}
          className="mt-4 space-y-4"
          key={replace?.id ?? "new"}
        >
          {replace ? <input type="hidden" name="replace" value={replace.id} /> : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <AdminField
              id="upload-product"
              label="Product"
              hint={forSoftware ? "Leave empty for software that works with every instrument." : undefined}
              errors={errors("product")}
            >
              <select
                id="upload-product"
                name="product"
                defaultValue={replace?.product ?? ""}
                aria-invalid={errors("product") ? true : undefined}
                className={adminInput}
              >
                <option value="">{forSoftware ? "Every instrument" : "Choose the product"}</option>
                {productList.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.title}
                  </option>
                ))}
              </select>
            </AdminField>
            <AdminField id="upload-kind" label="What it is" errors={errors("kind")}>
              <select
                id="upload-kind"
                name="kind"
                value={kind}
                onChange={(e) => setKind(e.currentTarget.value)}
                className={adminInput}
              >
                {uploadKinds
                  .filter((k) => !replace || k.type === "pdf")
                  .map((k) => (
                    <option key={k.value} value={k.value}>
                      {k.label}
                    </option>
                  ))}
              </select>
            </AdminField>
          </div>
          <AdminField
            id="upload-file"
            label="File"
            hint={`PDF for documents, ZIP for firmware, ZIP, EXE, MSI or PKG for software; at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.`}
            errors={tooBig ? [tooBig] : errors("file")}
          >
            <input
              id="upload-file"
              name="file"
              type="file"
              accept=".pdf,.zip,.exe,.msi,.pkg,application/pdf,application/zip"
              onChange={(e) => {
                const size = e.currentTarget.files?.[0]?.size ?? 0;
                setTooBig(size > UPLOAD_MAX_BYTES ? fileProblem(new Uint8Array(), size, "pdf") : null);
              }}
              className={adminInput}
            />
          </AdminField>
          {replace ? null : (
            <>
              <div className="grid gap-4 sm:grid-cols-2">
                <AdminField
                  id="upload-name"
                  label="Software name"
                  hint="For software only: Noteva Connect."
                  errors={errors("title")}
                >
                  <input id="upload-name" name="title" type="text" className={adminInput} />
                </AdminField>
                <AdminField id="upload-platform" label="Platform" hint="For software only." errors={errors("platform")}>
                  <select id="upload-platform" name="platform" defaultValue="" className={adminInput}>
                    <option value="">Choose the platform</option>
                    {softwarePlatforms.map((p) => (
                      <option key={p} value={p}>
                        {softwarePlatformLabels[p]}
                      </option>
                    ))}
                  </select>
                </AdminField>
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <AdminField
                  id="upload-version"
                  label="Version"
                  hint="For firmware and software: 1.4.0."
                  errors={errors("version")}
                >
                  <input id="upload-version" name="version" type="text" className={adminInput} />
                </AdminField>
                <AdminField
                  id="upload-changes"
                  label="What changed"
                  hint="For firmware and software: one change per line."
                  errors={errors("changes")}
                >
                  <textarea id="upload-changes" name="changes" rows={3} className={adminInput} />
                </AdminField>
              </div>
            </>
          )}
          <button type="submit" className={adminButton} disabled={busy || Boolean(tooBig)}>
            {replace ? "Replace" : "Upload"}
          </button>
        </Form>
      </section>

      <section aria-labelledby="software-title" className="mb-10">
        <h2 id="software-title" className="text-lg font-bold">
          Apps and drivers
        </h2>
        {software.length ? (
          <ul className="mt-3 space-y-2 rounded-2xl border border-line bg-white p-5 text-sm">
            {software.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center gap-3">
                <a href={s.href} className="text-accent underline">
                  {s.title} {s.version}
                </a>
                <span className="text-muted">
                  {s.platform}, for {s.product}, {s.size}
                </span>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove-software" />
                  <input type="hidden" name="id" value={s.id} />
                  <button type="submit" className={small}>
                    Remove
                    <span className="sr-only">
                      {" "}
                      {s.title} {s.version}
                    </span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-muted">None yet: upload one above with “App or driver”.</p>
        )}
      </section>

      <h2 className="mb-3 text-lg font-bold">Manuals and firmware by product</h2>
      <ul className="space-y-4">
        {files.map((p) => (
          <li key={p.id} id={`product-${p.id}`} className="rounded-2xl border border-line bg-white p-5">
            <h3 className="font-bold">{p.title}</h3>
            <ol className="mt-2 space-y-1 text-sm">
              {p.docs.map((d, i) => {
                const what = (
                  <span className="sr-only">
                    {" "}
                    {d.afterfix.toLowerCase()} of {p.title}
                  </span>
                );
                return (
                  <li key={d.id} className="flex flex-wrap items-center gap-3">
                    <a href={d.href} className="text-accent underline">
                      {d.afterfix.toLowerCase()}
                    </a>
                    <span className="text-muted">{d.size}</span>
                    <Form method="post" className="flex gap-3">
                      <input type="hidden" name="id" value={d.id} />
                      <button type="submit" name="intent" value="up" className={small} disabled={i === 0}>
                        Move up{what}
                      </button>
                      <button
                        type="submit"
                        name="intent"
                        value="down"
                        className={small}
                        disabled={i === p.docs.length - 1}
                      >
                        Move down{what}
                      </button>
                      <button type="submit" name="intent" value="remove" className={small}>
                        Remove{what}
                      </button>
                    </Form>
                    <Link to={`/admin/documents?replace=${d.id}#upload`} className={small}>
                      Replace{what}
                    </Link>
                  </li>
                );
              })}
              {p.firmware.map((f) => (
                <li key={f.href}>
                  Firmware {f.version}:{" "}
                  <a href={f.href} className="text-accent underline">
                    download
                  </a>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
    </>
  );
}
