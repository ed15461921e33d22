import { data, redirect } from "react-router";
import { adminLocaleOf } from "~/.server/admin/locale.server";
import { answerSave } from "~/.server/admin/save.server";
import { staffOf } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { AdminHeader, Notice } from "~/components/ui/admin/ui";
import { announceFirmware } from "~/compose/firmware-news.server";
import { supportProducts } from "~/compose/support.server";
import { type UploadText, uploadText } from "~/features/support/admin-text";
import { ProductFilesList, SoftwareList } from "~/features/support/file-lists";
import { UploadForm } from "~/features/support/upload-form";
import { fileProblem, fileTypeOf, safeFileName, uploadKinds, uploadOf, uploadSchema } from "~/features/support/uploads";
import {
  filesPage,
  moveDocument,
  productIds,
  removeDocument,
  removeSoftware,
  uploadFile,
} from "~/features/support/uploads.server";
import * as adminHref from "~/lib/admin/href";
import { adminFormats, adminTitle, fill } from "~/lib/admin/i18n";
import { parseForm } from "~/lib/forms/parse";
import { FieldRefused, type Refused } from "~/lib/forms/refusal";
import type { Route } from "./+types/documents";

export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context, "content");
  const url = new URL(request.url);
  const replace = Number(url.searchParams.get("replace"));
  return {
    done: url.searchParams.get("done"),
    name: url.searchParams.get("name"),
    text: uploadText[adminLocaleOf(request, context)],
    ...(await filesPage(
      context.get(runtimeContext).database.db,
      supportProducts,
      Number.isInteger(replace) && replace > 0 ? replace : null,
    )),
  };
}

const fail = (error: string) => data({ result: null, error }, { status: 400 });

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = staffOf(context, "content");
  const db = context.get(runtimeContext).database.db;
  const formData = await request.formData().catch(() => null);
  const locale = adminLocaleOf(request, context);
  const t = uploadText[locale];
  if (!formData) return fail(t.unreadable);
  const intent = formData.get("intent");
  const id = Number(formData.get("id"));
  // a change that cannot be made as asked (the document is gone) is the form again with its message
  const refused = (refusal: Refused) => fail(refusal.in(locale));
  if (intent === "up" || intent === "down") {
    return answerSave(() => moveDocument(db, user, id, intent === "up" ? -1 : 1), {
      saved: (product) => redirect(`${adminHref.documents({ done: "moved" })}#product-${product}`),
      refused,
    });
  }
  // The minimum installed version was once edited here. It is in the image's signed header now,
  // which the instrument enforces, so the list shows it read-only; a page opened before still posts
  // the old form: it is told why nothing changed rather than sent to the upload's checks.
  if (intent === "minimum") return fail(t.errors.minimumSigned);
  if (intent === "remove" || intent === "remove-software") {
    return answerSave(() => (intent === "remove" ? removeDocument : removeSoftware)(db, user, id), {
      saved: () => redirect(adminHref.documents({ done: "removed" })),
      refused,
    });
  }
  const read = await readUpload(formData, await productIds(db, supportProducts), t, adminFormats(locale).number);
  if (!read.upload) return read.refused;
  const { upload, file } = read;
  // a firmware release mails the model's subscribers in the same change (firmware news)
  const announce = announceFirmware(context.get(runtimeContext).env);
  return answerSave(() => uploadFile(db, supportProducts, user, upload, file, announce), {
    saved: ({ replaced }) =>
      redirect(adminHref.documents({ done: replaced ? "replaced" : "uploaded", name: file.name })),
    // a refusal of the file itself (firmware not signed, for another model…) is on the file field
    refused: (refusal) =>
      refusal instanceof FieldRefused && refusal.field === "file"
        ? read.refuse(refusal.in(locale)).refused
        : refused(refusal),
  });
}

/** The upload form's fields and file, checked (the file by its bytes); or the answer refusing them. */
async function readUpload(formData: FormData, products: string[], t: UploadText, number: (n: number) => string) {
  const submission = parseForm(formData, uploadSchema(products, t.errors, number));
  const file = formData.get("file");
  // a file is not sent back with the form's values
  const refuse = (fileProblem?: string) => ({
    upload: null,
    refused: data(
      {
        result: submission.reply({
          fieldErrors: fileProblem ? { file: [fileProblem] } : undefined,
          hideFields: ["file"],
        }),
        error: null,
      },
      { status: 400 },
    ),
  });
  const upload = submission.status === "success" ? uploadOf(submission.value) : null;
  if (!upload) return refuse();
  if (!(file instanceof File)) return refuse(t.errors.noFile);
  const type = uploadKinds.find((k) => k.value === upload.kind)?.type ?? "pdf";
  const bytes = new Uint8Array(await file.arrayBuffer());
  const problem = fileProblem(bytes.subarray(0, 8), bytes.length, type, t.errors);
  if (problem) return refuse(problem);
  const ext = fileTypeOf(bytes.subarray(0, 8)) ?? "pdf";
  return { upload, file: { name: safeFileName(file.name, ext), ext, bytes }, refuse };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminTitle(matches, loaderData?.text.title ?? "Documents and software");

const DONE = ["uploaded", "replaced", "removed", "moved"] as const;

export default function Documents({ loaderData, actionData }: Route.ComponentProps) {
  const { files, products, done, name, replace, software, text: t } = loaderData;
  const shown = DONE.find((d) => d === done);
  return (
    <>
      <AdminHeader title={t.title} />
      {shown ? (
        <Notice>
          {shown === "uploaded"
            ? `${fill(t.done.uploadedName, { name: name ?? "" })} `
            : shown === "replaced"
              ? `${fill(t.done.replacedName, { name: name ?? "" })} `
              : null}
          {t.done[shown]}
        </Notice>
      ) : null}
      {actionData?.error ? (
        <p role="alert" className="mb-6 rounded-lg bg-accent/5 p-3 text-sm font-semibold text-accent">
          {actionData.error}
        </p>
      ) : null}
      {/* a form of its own for each file replaced: its kind and product start as that file's, not as the last form's */}
      <UploadForm
        key={replace?.id ?? "new"}
        products={products}
        replace={replace}
        serverErrors={actionData?.result?.error ?? {}}
        answer={actionData}
        text={t}
      />
      <SoftwareList software={software} text={t} />
      <ProductFilesList files={files} text={t} />
    </>
  );
}
