import { createHash } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { asc, desc, eq, max } from "drizzle-orm";
import { useEffect, useState } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { audit } from "~/.server/auth/audit.server";
import { requireStaff } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { UPLOADED } from "~/.server/db/documents.server";
import { firmwareReleases, productDocs, products, uploads } from "~/.server/db/schema";
import { sizeText } from "~/.server/db/seed/documents";
import { AdminField, AdminHeader, adminButton, adminInput, Notice } from "~/features/admin/ui";
import { fileProblem, safeFileName, UPLOAD_MAX_BYTES, uploadKinds, uploadSchema } from "~/features/admin/uploads";
import { rebuildSearchIndex } from "~/features/search/index.server";
import type { Route } from "./+types/documents";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "content");
  const db = context.get(runtimeContext).database.db;
  const [productRows, docs, firmware] = await Promise.all([
    db.select({ id: products.id, title: products.title }).from(products).orderBy(asc(products.title)),
    db.select().from(productDocs).orderBy(asc(productDocs.productId), asc(productDocs.position)),
    db.select().from(firmwareReleases).orderBy(desc(firmwareReleases.releasedAt)),
  ]);
  return {
    uploaded: new URL(request.url).searchParams.get("uploaded"),
    products: productRows,
    files: productRows.map((p) => ({
      ...p,
      docs: docs
        .filter((d) => d.productId === p.id)
        .map((d) => ({
          id: d.id,
          href: d.href,
          size: d.size,
          afterfix: d.afterfix,
          uploaded: d.href.startsWith(UPLOADED),
        })),
      firmware: firmware
        .filter((f) => f.productId === p.id)
        .slice(0, 1)
        .map((f) => ({ version: f.version, href: f.href })),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, context, "content");
  const db = context.get(runtimeContext).database.db;
  const formData = await request.formData().catch(() => null);
  if (!formData)
    return data({ result: null, error: "The upload could not be read. Please try again." }, { status: 400 });
  if (formData.get("intent") === "remove") {
    const id = Number(formData.get("id"));
    const [doc] = Number.isInteger(id) ? await db.select().from(productDocs).where(eq(productDocs.id, id)) : [];
    if (!doc?.href.startsWith(UPLOADED))
      return data({ result: null, error: "Only uploaded files can be removed here." }, { status: 400 });
    await db.delete(productDocs).where(eq(productDocs.id, id));
    await audit(db, user, "remove", "document", doc.href, doc, null);
    await rebuildSearchIndex(db);
    return redirect("/admin/documents");
  }
  const productIds = (await db.select({ id: products.id }).from(products)).map((p) => p.id);
  const submission = parseWithZod(formData, { schema: uploadSchema(productIds) });
  const file = formData.get("file");
  // a file is not sent back with the form's values
  const fileError = (message: string) => submission.reply({ fieldErrors: { file: [message] }, hideFields: ["file"] });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["file"] }), error: null }, { status: 400 });
  }
  if (!(file instanceof File))
    return data({ result: fileError("Choose a file to upload."), error: null }, { status: 400 });
  const { product, kind, version, changes } = submission.value;
  const meta = uploadKinds.find((k) => k.value === kind) ?? uploadKinds[0];
  const bytes = new Uint8Array(await file.arrayBuffer());
  const problem = fileProblem(bytes.subarray(0, 8), bytes.length, meta.type);
  if (problem) return data({ result: fileError(problem), error: null }, { status: 400 });
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const name = safeFileName(file.name, meta.type);
  const href = `${UPLOADED}${sha256}/${name}`;
  await db.transaction(async (tx) => {
    await tx
      .insert(uploads)
      .values({
        sha256,
        name,
        contentType: meta.type === "pdf" ? "application/pdf" : "application/zip",
        bytes: bytes.length,
        data: bytes,
        productId: product,
        kind,
        createdBy: user.id,
      })
      .onConflictDoNothing();
    if (meta.type === "pdf") {
      const [last] = await tx
        .select({ n: max(productDocs.position) })
        .from(productDocs)
        .where(eq(productDocs.productId, product));
      await tx.insert(productDocs).values({
        productId: product,
        href,
        size: sizeText(bytes.length),
        afterfix: meta.afterfix,
        position: (last?.n ?? -1) + 1,
      });
    } else {
      await tx.insert(firmwareReleases).values({
        productId: product,
        version: version as string,
        releasedAt: new Date(),
        changes: (changes ?? "")
          .split(/\r?\n/)
          .map((c) => c.trim())
          .filter(Boolean),
        href,
        bytes: bytes.length,
        sha256,
      });
    }
  });
  await audit(db, user, "upload", meta.type === "pdf" ? "document" : "firmware", href, null, {
    product,
    kind,
    version,
    bytes: bytes.length,
    sha256,
  });
  await rebuildSearchIndex(db);
  return redirect(`/admin/documents?uploaded=${encodeURIComponent(name)}`);
}

export const meta = () => [{ title: "Documents and software | Noteva admin" }];

export default function Documents({ loaderData, actionData }: Route.ComponentProps) {
  const { files, products: productList, uploaded } = loaderData;
  // a file over the limit is refused here at once, rather than after uploading it
  const [tooBig, setTooBig] = useState<string | null>(null);
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
  return (
    <>
      <AdminHeader title="Documents and software" />
      {uploaded ? <Notice>Uploaded {uploaded}. It is on the product and download pages now.</Notice> : null}
      {actionData?.error ? (
        <p role="alert" className="mb-6 rounded-lg bg-accent/5 p-3 text-sm font-semibold text-accent">
          {actionData.error}
        </p>
      ) : null}
      <section aria-labelledby="upload-title" className="mb-10 max-w-2xl rounded-2xl border border-line bg-white p-6">
        <h2 id="upload-title" className="text-lg font-bold">
          Upload a file
        </h2>
        <Form
          id="upload"
          method="post"
          encType="multipart/form-data"
          noValidate
          onSubmit={check}
          className="mt-4 space-y-4"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <AdminField id="upload-product" label="Product" errors={errors("product")}>
              <select
                id="upload-product"
                name="product"
                defaultValue=""
                aria-invalid={errors("product") ? true : undefined}
                className={adminInput}
              >
                <option value="">Choose the product</option>
                {productList.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.title}
                  </option>
                ))}
              </select>
            </AdminField>
            <AdminField id="upload-kind" label="What it is" errors={errors("kind")}>
              <select id="upload-kind" name="kind" defaultValue="owners-manual" className={adminInput}>
                {uploadKinds.map((k) => (
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
            hint={`PDF for documents, ZIP for firmware; at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.`}
            errors={tooBig ? [tooBig] : errors("file")}
          >
            <input
              id="upload-file"
              name="file"
              type="file"
              accept=".pdf,.zip,application/pdf,application/zip"
              onChange={(e) => {
                const size = e.currentTarget.files?.[0]?.size ?? 0;
                setTooBig(size > UPLOAD_MAX_BYTES ? fileProblem(new Uint8Array(), size, "pdf") : null);
              }}
              className={adminInput}
            />
          </AdminField>
          <div className="grid gap-4 sm:grid-cols-2">
            <AdminField
              id="upload-version"
              label="Firmware version"
              hint="For firmware only: 1.4.0."
              errors={errors("version")}
            >
              <input id="upload-version" name="version" type="text" className={adminInput} />
            </AdminField>
            <AdminField
              id="upload-changes"
              label="What changed"
              hint="For firmware only: one change per line."
              errors={errors("changes")}
            >
              <textarea id="upload-changes" name="changes" rows={3} className={adminInput} />
            </AdminField>
          </div>
          <button type="submit" className={adminButton} disabled={navigation.state === "submitting" || Boolean(tooBig)}>
            Upload
          </button>
        </Form>
      </section>
      <ul className="space-y-4">
        {files.map((p) => (
          <li key={p.id} className="rounded-2xl border border-line bg-white p-5">
            <h2 className="font-bold">{p.title}</h2>
            <ul className="mt-2 space-y-1 text-sm">
              {p.docs.map((d) => (
                <li key={d.id} className="flex flex-wrap items-center gap-3">
                  <a href={d.href} className="text-accent underline">
                    {d.afterfix.toLowerCase()}
                  </a>
                  <span className="text-muted">{d.size}</span>
                  {d.uploaded ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="remove" />
                      <input type="hidden" name="id" value={d.id} />
                      <button type="submit" className="text-xs font-semibold text-accent underline">
                        Remove
                        <span className="sr-only">
                          {" "}
                          {d.afterfix.toLowerCase()} of {p.title}
                        </span>
                      </button>
                    </Form>
                  ) : null}
                </li>
              ))}
              {p.firmware.map((f) => (
                <li key={f.href}>
                  Firmware {f.version}:{" "}
                  <a href={f.href} className="text-accent underline">
                    download
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}
