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
  CheckboxGroup,
  HistoryLink,
  Notice,
  PictureOptions,
  SelectField,
  TextAreaField,
  TextField,
} from "~/components/ui/admin/ui";
import { useAdminForm } from "~/components/ui/admin/use-admin-form";
import { groupEditorWithPictures } from "~/compose/editors.server";
import { linesText } from "~/features/catalogue/admin-text/lines";
import { groupLabels, subGroupSchema } from "~/features/catalogue/line-forms";
import { groupFormChoices, saveGroup } from "~/features/catalogue/lines-admin.server";
import { checkedValues, draftOr, KeptDraftNotice } from "~/features/staff/kept-draft";
import { restoreKeptDraft } from "~/features/staff/kept-drafts.server";
import * as adminHref from "~/lib/admin/href";
import { adminTitle, fill, useAdminFrame } from "~/lib/admin/i18n";
import { parseForm } from "~/lib/forms/parse";
import type { Route } from "./+types/group-edit";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  staffOf(context, "content");
  const url = new URL(request.url);
  const editor = await groupEditorWithPictures(
    context.get(runtimeContext).database.db,
    params.id,
    url.searchParams.get("category"),
  );
  if (!editor) throw data("Not Found", { status: 404 });
  return {
    ...editor,
    editing: await editingNow(context, "sub_group", params.id),
    saved: Boolean(params.id) && url.searchParams.has("saved"),
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
  const schema = subGroupSchema(await groupFormChoices(db), !params.id, t.errors);
  return adminSave(db, formData, parseForm(formData, schema), {
    locale,
    id: params.id,
    save: (value, target) =>
      saveGroup(
        db,
        user,
        target ? { ...target, value } : { value, lineId: new URL(request.url).searchParams.get("category") },
      ),
    saved: (id) => redirect(adminHref.group(id, { saved: true })),
    theirs: async (id) => (await groupEditorWithPictures(db, id, null))?.group,
    labels: groupLabels(t.labels),
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminTitle(matches, loaderData?.group?.label ?? loaderData?.text.group.newGroup ?? "New group");

export default function GroupEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { group, version, category, pictures, products: productList, saved, text: t } = loaderData;
  const { common } = useAdminFrame();
  const isNew = !group;
  const schema = useMemo(
    () =>
      subGroupSchema(
        productList.map((p) => p.id),
        isNew,
        t.errors,
      ),
    [productList, isNew, t],
  );
  // the action's answer, else a form kept over a session end (with the version it was loaded from)
  const lastResult = draftOr(actionData?.result, loaderData.keptDraft);
  const [form, fields] = useAdminForm({
    id: `group-${group?.id ?? "new"}`,
    schema: schema,
    defaultValue: group ?? { position: "9", pic: pictures[0], pic2: pictures[0] },
    lastResult,
  });
  const conflict = actionData?.conflict;
  const checked = new Set(checkedValues(fields.products.initialValue) ?? group?.products ?? []);
  return (
    <>
      <AdminHeader title={group ? group.label : fill(t.group.newIn, { line: category.name })}>
        {group ? <HistoryLink entity="sub_group" id={group.id} /> : null}
        {group ? <TranslationsLink entity="group" id={group.id} label={common.translations} /> : null}
        <Link to={adminHref.categories()} className="text-sm font-semibold text-accent underline">
          {t.group.back}
        </Link>
      </AdminHeader>
      <EditingNow presence={loaderData.editing} />
      <KeptDraftNotice draft={loaderData.keptDraft} />
      {saved ? <Notice>{fill(t.group.saved, { line: category.name })}</Notice> : null}
      {conflict ? <EditConflictNotice conflict={conflict} /> : null}
      <FormErrors errors={form.errors} />
      <Form
        method="post"
        {...getFormProps(form)}
        noValidate
        className="max-w-3xl space-y-5 rounded-2xl border border-line bg-white p-6"
      >
        {version !== null ? <VersionField loaded={version} result={lastResult} /> : null}
        {isNew ? <TextField meta={fields.id} label={t.labels.id} hint={t.group.idHint} /> : null}
        <TextField meta={fields.label} label={t.labels.name} />
        <TextAreaField meta={fields.desc} label={t.labels.desc} rows={3} />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField meta={fields.pic} label={t.labels.pic}>
            <PictureOptions pictures={pictures} />
          </SelectField>
          <SelectField meta={fields.pic2} label={t.labels.pic2}>
            <PictureOptions pictures={pictures} />
          </SelectField>
        </div>
        <TextField meta={fields.position} label={t.labels.position} hint={t.positionHint} inputMode="numeric" />
        <CheckboxGroup
          legend={t.labels.products}
          name="products"
          options={productList
            .filter((p) => p.categoryId === category.id)
            .map((p) => ({ value: p.id, label: p.title }))}
          checked={checked}
          errors={fields.products.errors}
        />
        <button type="submit" className={adminButton}>
          {common.save}
        </button>
      </Form>
    </>
  );
}
