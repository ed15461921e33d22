import { getFormProps } from "@conform-to/react";
import { asc, eq } from "drizzle-orm";
import { useMemo } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { audit, publishAction } from "~/.server/auth/audit.server";
import { requireStaff } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { articles, products } from "~/.server/db/schema";
import { articleSchema } from "~/features/admin/articles";
import { pictureChoices } from "~/features/admin/pictures.server";
import {
  AdminHeader,
  adminButton,
  adminInput,
  adminSecondary,
  CheckboxGroup,
  Notice,
  PictureOptions,
  SelectField,
  TextAreaField,
  TextField,
} from "~/features/admin/ui";
import { useAdminForm } from "~/features/admin/use-admin-form";
import { parseForm } from "~/features/forms/parse";
import { ArticleBody } from "~/features/news/article-body";
import { blocksToText, textToBlocks } from "~/features/news/body-text";
import type { ArticleBlock } from "~/features/news/types";
import { rebuildSearchIndex } from "~/features/search/index.server";
import { articleHref } from "~/lib/article-href";
import type { Route } from "./+types/article-edit";

async function context_(db: Parameters<typeof audit>[0]) {
  const [productRows, pictures] = await Promise.all([
    db.select({ id: products.id, title: products.title }).from(products).orderBy(asc(products.title)),
    pictureChoices(db),
  ]);
  return { products: productRows, pictures };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, "content");
  const db = context.get(runtimeContext).database.db;
  const choices = await context_(db);
  if (!params.id) return { ...choices, article: null, saved: false };
  const [article] = await db.select().from(articles).where(eq(articles.id, params.id));
  if (!article) throw data("Not Found", { status: 404 });
  return {
    ...choices,
    saved: new URL(request.url).searchParams.has("saved"),
    article: {
      id: article.id,
      kind: article.kind,
      title: article.title,
      summary: article.summary,
      pic: article.pic,
      body: blocksToText(article.body),
      products: article.productIds,
      status: article.status,
      publishAt: article.publishedAt.toISOString().slice(0, 16),
      live: article.status === "published" && article.publishedAt <= new Date(),
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = await requireStaff(request, context, "content");
  const db = context.get(runtimeContext).database.db;
  const isNew = !params.id;
  const productIds = (await db.select({ id: products.id }).from(products)).map((p) => p.id);
  const formData = await request.formData();
  const submission = parseForm(formData, articleSchema(productIds, isNew));
  if (submission.status !== "success") return data({ result: submission.reply(), preview: null }, { status: 400 });
  const value = submission.value;
  const blocks = textToBlocks(value.body);
  if (formData.get("intent") === "preview") return { result: submission.reply(), preview: blocks };

  const id = isNew ? (value.id as string) : (params.id as string);
  const [before] = await db.select().from(articles).where(eq(articles.id, id));
  if (isNew && before) {
    return data(
      {
        result: submission.reply({ fieldErrors: { id: ["An article with this address exists; choose another."] } }),
        preview: null,
      },
      { status: 400 },
    );
  }
  if (!isNew && !before) throw data("Not Found", { status: 404 });
  const publishedAt = value.publishAt
    ? new Date(`${value.publishAt}:00Z`)
    : before && before.status === "published"
      ? before.publishedAt
      : new Date();
  const row = {
    kind: value.kind,
    title: value.title,
    summary: value.summary,
    pic: value.pic,
    body: blocks,
    productIds: value.products ?? [],
    status: value.status,
    publishedAt,
    updatedAt: new Date(),
  };
  if (before) await db.update(articles).set(row).where(eq(articles.id, id));
  else await db.insert(articles).values({ id, ...row });
  const action = publishAction(before, row.status);
  const snapshot = (a: typeof row | undefined) =>
    a && { ...a, body: blocksToText(a.body as ArticleBlock[]), updatedAt: undefined };
  await audit(db, user, action, "article", id, snapshot(before), snapshot(row));
  await rebuildSearchIndex(db);
  return redirect(`/admin/articles/${id}?saved=1`);
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.article?.title ?? "New article"} | Noteva admin` },
];

export default function ArticleEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { article, products: productList, pictures, saved } = loaderData;
  const isNew = !article;
  const schema = useMemo(
    () =>
      articleSchema(
        productList.map((p) => p.id),
        isNew,
      ),
    [productList, isNew],
  );
  const _navigation = useNavigation();
  const [form, fields] = useAdminForm({
    id: `article-${article?.id ?? "new"}`,
    schema: schema,
    defaultValue: article ?? { kind: "news", status: "draft", pic: pictures[0] },
    lastResult: actionData?.result,
  });
  const chosen = new Set((fields.products.initialValue as string[] | undefined) ?? article?.products ?? []);
  return (
    <>
      <AdminHeader title={article ? article.title : "New article"}>
        {article?.live ? (
          <Link to={articleHref(article.kind, article.id)} className={adminSecondary}>
            View on the site
          </Link>
        ) : null}
      </AdminHeader>
      {saved ? (
        <Notice>
          Saved.{" "}
          {article?.live
            ? "It is live on the site."
            : article?.status === "draft"
              ? "It is a draft: only staff see it."
              : "It goes live at its publication time."}
        </Notice>
      ) : null}
      <Form
        method="post"
        {...getFormProps(form)}
        noValidate
        className="space-y-5 rounded-2xl border border-line bg-white p-6"
      >
        {isNew ? (
          <TextField
            meta={fields.id}
            label="Address"
            hint="The last part of its URL, e.g. mk61-school-edition. It cannot change later."
          />
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField meta={fields.kind} label="Kind">
            <option value="news">News</option>
            <option value="update">Update (firmware, software, manuals)</option>
          </SelectField>
          <SelectField meta={fields.pic} label="Picture">
            <PictureOptions pictures={pictures} />
          </SelectField>
        </div>
        <TextField meta={fields.title} label="Title" maxLength={160} />
        <TextAreaField
          meta={fields.summary}
          label="Summary"
          hint="One or two sentences for lists, feeds and search."
          rows={2}
          maxLength={400}
        />
        <TextAreaField
          meta={fields.body}
          label="Text"
          hint="Blank line between paragraphs; “## ” starts a heading, “- ” a list item; [label](/path) is a link; ![caption](product/mk61-front) a picture."
          rows={14}
          className={`${adminInput} font-mono text-sm`}
        />
        <CheckboxGroup
          legend="Products it is about"
          name="products"
          options={productList.map((p) => ({ value: p.id, label: p.title }))}
          checked={chosen}
          errors={fields.products.errors}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField meta={fields.status} label="State">
            <option value="draft">Draft: only staff see it</option>
            <option value="published">Published</option>
          </SelectField>
          <TextField
            meta={fields.publishAt}
            label="Publication time (UTC)"
            hint="Empty: now. A later time schedules it."
            type="datetime-local"
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="save" className={adminButton}>
            Save
          </button>
          <button type="submit" name="intent" value="preview" className={adminSecondary}>
            Preview
          </button>
          <Link to="/admin/articles" className="self-center text-sm font-semibold text-accent underline">
            Back to the list
          </Link>
        </div>
      </Form>
      {actionData?.preview ? (
        <section
          aria-labelledby="preview-title"
          className="mt-8 rounded-2xl border-2 border-dashed border-line bg-white p-6"
        >
          <h2 id="preview-title" className="text-sm font-semibold uppercase tracking-widest text-accent">
            Preview (not saved)
          </h2>
          <div className="mt-4">
            <ArticleBody blocks={actionData.preview} />
          </div>
        </section>
      ) : null}
    </>
  );
}
