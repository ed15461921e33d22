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
import { PreviewPanel, SaveOrPreview } from "~/components/ui/admin/preview";
import { TranslationsLink } from "~/components/ui/admin/translation-links";
import {
  AdminHeader,
  adminInput,
  adminSecondary,
  CheckboxGroup,
  HistoryLink,
  Notice,
  PictureOptions,
  SelectField,
  TextAreaField,
  TextField,
} from "~/components/ui/admin/ui";
import { useAdminForm } from "~/components/ui/admin/use-admin-form";
import { editorChoices } from "~/compose/editors.server";
import { productChoices } from "~/features/catalogue/lookups.server";
import { articleText } from "~/features/news/admin-text";
import { ArticleBody } from "~/features/news/article-body";
import { articleSchema } from "~/features/news/article-form";
import { textToBlocks } from "~/features/news/body-text";
import { editableArticle, saveArticle } from "~/features/news/editing.server";
import { checkedValues, draftOr, KeptDraftNotice } from "~/features/staff/kept-draft";
import { restoreKeptDraft } from "~/features/staff/kept-drafts.server";
import * as adminHref from "~/lib/admin/href";
import { adminFormats, adminTitle, useAdminFormats, useAdminFrame } from "~/lib/admin/i18n";
import { parseForm } from "~/lib/forms/parse";
import * as href from "~/lib/href";
import type { Route } from "./+types/article-edit";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  staffOf(context, "content");
  const db = context.get(runtimeContext).database.db;
  const [choices, article] = await Promise.all([editorChoices(db), params.id ? editableArticle(db, params.id) : null]);
  if (params.id && !article) throw data("Not Found", { status: 404 });
  const editing = await editingNow(context, "article", params.id);
  const keptDraft = await restoreKeptDraft(request, context);
  const saved = Boolean(article) && new URL(request.url).searchParams.has("saved");
  return { ...choices, article, editing, saved, keptDraft, text: articleText[adminLocaleOf(request, context)] };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = staffOf(context, "content");
  const db = context.get(runtimeContext).database.db;
  const products = await productChoices(db);
  const formData = await request.formData();
  const locale = adminLocaleOf(request, context);
  const t = articleText[locale];
  const schema = articleSchema(
    products.map((p) => p.id),
    !params.id,
    t.errors,
    adminFormats(locale).number,
  );
  const submission = parseForm(formData, schema);
  // a preview saves nothing: the text as the page would show it, below the form
  if (submission.status === "success" && formData.get("intent") === "preview") {
    return { result: submission.reply(), preview: textToBlocks(submission.value.body) };
  }
  return adminSave(db, formData, submission, {
    locale,
    id: params.id,
    save: (value, target) => saveArticle(db, user, target, value),
    saved: (id) => redirect(adminHref.article(id, { saved: true })),
    theirs: (id) => editableArticle(db, id),
    // the address is fixed once created: a refused save compares what can be edited
    labels: (({ id: _address, ...editable }) => editable)(t.labels),
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminTitle(matches, loaderData?.article?.title ?? loaderData?.text.newArticle ?? "New article");

export default function ArticleEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { article, products: productList, pictures, saved, text: t } = loaderData;
  const { common } = useAdminFrame();
  const { number } = useAdminFormats();
  const isNew = !article;
  const lastResult = draftOr(actionData?.result, loaderData.keptDraft);
  const schema = useMemo(
    () =>
      articleSchema(
        productList.map((p) => p.id),
        isNew,
        t.errors,
        number,
      ),
    [productList, isNew, t, number],
  );
  const [form, fields] = useAdminForm({
    id: `article-${article?.id ?? "new"}`,
    schema: schema,
    defaultValue: article ?? { kind: "news", status: "draft", pic: pictures[0] },
    lastResult,
  });
  const conflict = actionData && "conflict" in actionData ? actionData.conflict : null;
  const preview = actionData && "preview" in actionData ? actionData.preview : null;
  const chosen = new Set(checkedValues(fields.products.initialValue) ?? article?.products ?? []);
  return (
    <>
      <AdminHeader title={article ? article.title : t.newArticle}>
        {article ? <HistoryLink entity="article" id={article.id} /> : null}
        {article ? <TranslationsLink entity="article" id={article.id} label={common.translations} /> : null}
        {article?.live ? (
          <Link to={href.article(article.kind, article.id)} className={adminSecondary}>
            {common.viewOnSite}
          </Link>
        ) : null}
      </AdminHeader>
      <EditingNow presence={loaderData.editing} />
      {saved ? (
        <Notice>
          {t.saved} {article?.live ? t.live : article?.status === "draft" ? t.draftOnly : t.scheduled}
        </Notice>
      ) : null}
      <KeptDraftNotice draft={loaderData.keptDraft} />
      {conflict ? <EditConflictNotice conflict={conflict} /> : null}
      <FormErrors errors={form.errors} />
      <Form
        method="post"
        {...getFormProps(form)}
        noValidate
        className="space-y-5 rounded-2xl border border-line bg-white p-6"
      >
        {article ? <VersionField loaded={article.version} result={lastResult} /> : null}
        {isNew ? <TextField meta={fields.id} label={t.labels.id} hint={t.hints.id} /> : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField meta={fields.kind} label={t.labels.kind}>
            <option value="news">{t.kinds.news}</option>
            <option value="update">{t.kinds.update}</option>
          </SelectField>
          <SelectField meta={fields.pic} label={t.labels.pic}>
            <PictureOptions pictures={pictures} />
          </SelectField>
        </div>
        <TextField meta={fields.title} label={t.labels.title} maxLength={160} />
        <TextAreaField meta={fields.summary} label={t.labels.summary} hint={t.hints.summary} rows={2} maxLength={400} />
        <TextAreaField
          meta={fields.body}
          label={t.labels.body}
          hint={t.hints.body}
          rows={14}
          className={`${adminInput} font-mono text-sm`}
        />
        <CheckboxGroup
          legend={t.labels.products}
          name="products"
          options={productList.map((p) => ({ value: p.id, label: p.title }))}
          checked={chosen}
          errors={fields.products.errors}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField meta={fields.status} label={t.labels.status}>
            <option value="draft">{t.statuses.draft}</option>
            <option value="published">{t.statuses.published}</option>
          </SelectField>
          <TextField
            meta={fields.publishAt}
            label={t.labels.publishAt}
            hint={t.hints.publishAt}
            type="datetime-local"
          />
        </div>
        <SaveOrPreview save={common.save} preview={t.preview} back={{ to: adminHref.articles(), label: t.back }} />
      </Form>
      {preview ? (
        <PreviewPanel title={t.previewTitle}>
          <ArticleBody blocks={preview} />
        </PreviewPanel>
      ) : null}
    </>
  );
}
