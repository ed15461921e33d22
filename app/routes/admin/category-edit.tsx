import { getFormProps } from "@conform-to/react";
import { useMemo } from "react";
import { data, Form, Link, redirect } from "react-router";
import { adminLocaleOf } from "~/.server/admin/locale.server";
import { editingNow } from "~/.server/admin/presence.server";
import { adminSave } from "~/.server/admin/save.server";
import { staffOf } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { EditConflictNotice, FormErrors, VersionField } from "~/components/ui/admin/edit-conflict";
import { EditingNow } from "~/components/ui/admin/editing-now";
import { TranslationsLink } from "~/components/ui/admin/translation-links";
import {
  AdminHeader,
  adminButton,
  HistoryLink,
  Notice,
  PictureOptions,
  SelectField,
  TextField,
} from "~/components/ui/admin/ui";
import { useAdminForm } from "~/components/ui/admin/use-admin-form";
import { lineEditorWithPictures } from "~/compose/editors.server";
import { linesText } from "~/features/catalogue/admin-text/lines";
import { categorySchema, lineLabels } from "~/features/catalogue/line-forms";
import { saveLine } from "~/features/catalogue/lines-admin.server";
import { draftOr, KeptDraftNotice } from "~/features/staff/kept-draft";
import { restoreKeptDraft } from "~/features/staff/kept-drafts.server";
import * as adminHref from "~/lib/admin/href";
import { adminTitle, useAdminFrame } from "~/lib/admin/i18n";
import { parseForm } from "~/lib/forms/parse";
import * as href from "~/lib/href";
import type { Route } from "./+types/category-edit";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  staffOf(context, "content");
  const editor = await lineEditorWithPictures(context.get(runtimeContext).database.db, params.id);
  if (!editor) throw data("Not Found", { status: 404 });
  return {
    ...editor,
    editing: await editingNow(context, "category", params.id),
    saved: new URL(request.url).searchParams.has("saved"),
    keptDraft: await restoreKeptDraft(request, context),
    text: linesText[adminLocaleOf(request, context)],
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = staffOf(context, "content");
  const db = context.get(runtimeContext).database.db;
  const formData = await request.formData();
  const locale = adminLocaleOf(request, context);
  const t = linesText[locale];
  return adminSave(db, formData, parseForm(formData, categorySchema(t.errors)), {
    locale,
    id: params.id,
    save: (value, target) => saveLine(db, user, target, value),
    saved: () => redirect(adminHref.category(params.id, { saved: true })),
    theirs: async (id) => (await lineEditorWithPictures(db, id))?.category,
    labels: lineLabels(t.labels),
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminTitle(matches, loaderData?.category.name ?? loaderData?.text.line.metaTitle ?? "Product line");

export default function CategoryEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { category, version, pictures, saved, text: t } = loaderData;
  const { common } = useAdminFrame();
  const schema = useMemo(() => categorySchema(t.errors), [t]);
  // the action's answer, else a form kept over a session end (with the version it was loaded from)
  const lastResult = draftOr(actionData?.result, loaderData.keptDraft);
  const [form, fields] = useAdminForm({
    id: `category-${category.id}`,
    schema,
    defaultValue: category,
    lastResult,
  });
  const conflict = actionData?.conflict;
  return (
    <>
      <AdminHeader title={category.name}>
        <HistoryLink entity="category" id={category.id} />
        <TranslationsLink entity="category" id={category.id} label={common.translations} />
        <Link to={href.category(category.id)} className="text-sm font-semibold text-accent underline">
          {common.viewOnSite}
        </Link>
      </AdminHeader>
      <EditingNow presence={loaderData.editing} />
      <KeptDraftNotice draft={loaderData.keptDraft} />
      {saved ? <Notice>{t.line.saved}</Notice> : null}
      {conflict ? <EditConflictNotice conflict={conflict} /> : null}
      <FormErrors errors={form.errors} />
      <Form
        method="post"
        {...getFormProps(form)}
        noValidate
        className="max-w-2xl space-y-5 rounded-2xl border border-line bg-white p-6"
      >
        <VersionField loaded={version} result={lastResult} />
        <TextField meta={fields.name} label={t.labels.name} hint={t.line.nameHint} />
        <TextField meta={fields.title} label={t.labels.title} />
        <SelectField meta={fields.pic} label={t.labels.pic}>
          <PictureOptions pictures={pictures} />
        </SelectField>
        <TextField meta={fields.position} label={t.labels.position} hint={t.positionHint} inputMode="numeric" />
        <TextField
          meta={fields.midiFamily}
          label={t.labels.midiFamily}
          hint={t.line.midiFamilyHint}
          inputMode="numeric"
        />
        <button type="submit" className={adminButton}>
          {common.save}
        </button>
      </Form>
    </>
  );
}
