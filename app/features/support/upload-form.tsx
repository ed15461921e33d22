/** The admin's upload form: a new document, firmware or software, or a document's replacement. */
import { useEffect, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { AdminField, adminButton, adminInput } from "~/components/ui/admin/ui";
import * as adminHref from "~/lib/admin/href";
import { fill, useAdminFormats } from "~/lib/admin/i18n";
import { softwarePlatforms } from "~/lib/content-model";
import type { UploadText } from "./admin-text";
import { documentKindName, kindInLanguage, platformName } from "./document-names";
import { fileProblem, UPLOAD_MAX_BYTES, uploadKinds, uploadSchema } from "./uploads";

export type Replacing = {
  id: number;
  href: string;
  product: string;
  kind: string;
  language: string;
  /** The product's name and the document's label in the data ("OWNER'S MANUAL"). */
  title: string;
  afterfix: string;
};

export function UploadForm({
  products,
  replace,
  serverErrors,
  answer,
  text,
}: {
  products: readonly { id: string; title: string }[];
  replace: Replacing | null;
  /** The server's field errors for the last submission. */
  serverErrors: Record<string, string[] | null>;
  /** The server's last answer: a new one replaces what the browser found. */
  answer: unknown;
  /** The screen's words in the editor's language. */
  text: UploadText;
}) {
  const t = text.form;
  const { number } = useAdminFormats();
  // a file over the limit is refused here at once, rather than after uploading it
  const [tooBig, setTooBig] = useState<string | null>(null);
  const [kind, setKind] = useState<string>(replace?.kind ?? "owners-manual");
  const navigation = useNavigation();
  // the same schema checks the fields before the file is sent; the server checks them again
  const [client, setClient] = useState<Record<string, string[]> | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the answer is the trigger
  useEffect(() => setClient(null), [answer]);
  const errors = (name: string) => (client ? client[name] : (serverErrors[name] ?? undefined)) ?? undefined;
  const check = (event: React.FormEvent<HTMLFormElement>) => {
    const values = Object.fromEntries([...new FormData(event.currentTarget)].filter(([, v]) => v !== ""));
    const parsed = uploadSchema(
      products.map((p) => p.id),
      text.errors,
      number,
    ).safeParse(values);
    const found: Record<string, string[]> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= [issue.message];
    if (tooBig) found.file = [tooBig];
    setClient(found);
    if (Object.keys(found).length) event.preventDefault();
  };
  const busy = navigation.state === "submitting";
  const fileErrors = tooBig ? [tooBig] : errors("file");
  const forSoftware = kind === "software";
  const forDocument = uploadKinds.some((k) => k.value === kind && k.type === "pdf");
  return (
    <section
      id="upload"
      aria-labelledby="upload-title"
      className="mb-10 max-w-2xl rounded-2xl border border-line bg-white p-6"
    >
      <h2 id="upload-title" className="text-lg font-bold">
        {replace
          ? fill(t.replaceThe, {
              what: fill(text.lists.kindOf, {
                kind: kindInLanguage(text, documentKindName(text, replace.afterfix), replace.language),
                product: replace.title,
              }),
            })
          : t.upload}
      </h2>
      {replace ? (
        <p className="mt-1 text-sm text-ink-soft">
          {t.replaceNote}{" "}
          <Link to={adminHref.documents()} className="font-semibold text-accent underline">
            {t.uploadInstead}
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
        {replace ? <input type="hidden" name="replacing" value={replace.href} /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <AdminField
            id="upload-product"
            label={t.product}
            hint={forSoftware ? t.productHint : undefined}
            errors={errors("product")}
          >
            <select
              id="upload-product"
              name="product"
              defaultValue={replace?.product ?? ""}
              aria-invalid={errors("product") ? true : undefined}
              className={adminInput}
            >
              <option value="">{forSoftware ? t.everyInstrument : t.chooseProduct}</option>
              {products.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title}
                </option>
              ))}
            </select>
          </AdminField>
          <AdminField id="upload-kind" label={t.kind} errors={errors("kind")}>
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
                    {text.kinds[k.value]}
                  </option>
                ))}
            </select>
          </AdminField>
        </div>
        {replace || !forDocument ? null : (
          <AdminField id="upload-language" label={t.language} hint={t.languageHint} errors={errors("language")}>
            <select id="upload-language" name="language" defaultValue="en" className={adminInput}>
              {Object.entries(text.languages).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </AdminField>
        )}
        <AdminField
          id="upload-file"
          label={t.file}
          hint={fill(kind === "firmware" ? t.firmwareHint : t.fileHint, { max: UPLOAD_MAX_BYTES / 1024 / 1024 })}
          errors={fileErrors}
        >
          <input
            id="upload-file"
            name="file"
            type="file"
            // the reason a file was refused (a firmware image not signed…) is read with the field
            aria-invalid={fileErrors ? true : undefined}
            aria-describedby={fileErrors ? "upload-file-description upload-file-error" : "upload-file-description"}
            accept=".pdf,.zip,.exe,.msi,.pkg,application/pdf,application/zip"
            onChange={(e) => {
              const size = e.currentTarget.files?.[0]?.size ?? 0;
              setTooBig(size > UPLOAD_MAX_BYTES ? fileProblem(new Uint8Array(), size, "pdf", text.errors) : null);
            }}
            className={adminInput}
          />
        </AdminField>
        {replace ? null : <ReleaseFields errors={errors} text={text} />}
        <button type="submit" className={adminButton} disabled={busy || Boolean(tooBig)}>
          {replace ? t.replace : t.submit}
        </button>
      </Form>
    </section>
  );
}

/** The fields firmware and software need besides the file. */
function ReleaseFields({ errors, text }: { errors: (name: string) => string[] | undefined; text: UploadText }) {
  const t = text.form;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <AdminField id="upload-name" label={t.softwareName} hint={t.softwareNameHint} errors={errors("title")}>
          <input id="upload-name" name="title" type="text" className={adminInput} />
        </AdminField>
        <AdminField id="upload-platform" label={t.platform} hint={t.platformHint} errors={errors("platform")}>
          <select id="upload-platform" name="platform" defaultValue="" className={adminInput}>
            <option value="">{t.choosePlatform}</option>
            {softwarePlatforms.map((p) => (
              <option key={p} value={p}>
                {platformName(text, p)}
              </option>
            ))}
          </select>
        </AdminField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <AdminField id="upload-version" label={t.version} hint={t.versionHint} errors={errors("version")}>
          <input id="upload-version" name="version" type="text" className={adminInput} />
        </AdminField>
        <AdminField id="upload-changes" label={t.changes} hint={t.changesHint} errors={errors("changes")}>
          <textarea id="upload-changes" name="changes" rows={3} className={adminInput} />
        </AdminField>
      </div>
    </>
  );
}
