import { data, Link, redirect } from "react-router";
import { adminLocaleOf } from "~/.server/admin/locale.server";
import { editingNow } from "~/.server/admin/presence.server";
import { adminSave } from "~/.server/admin/save.server";
import { staffOf } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { EditConflictNotice } from "~/components/ui/admin/edit-conflict";
import { EditingNow } from "~/components/ui/admin/editing-now";
import { TranslationsLink } from "~/components/ui/admin/translation-links";
import { AdminHeader, HistoryLink, Notice } from "~/components/ui/admin/ui";
import { productText } from "~/features/catalogue/admin-text/product";
import { ProductEditor } from "~/features/catalogue/product-editor";
import { productSchema } from "~/features/catalogue/product-form";
import { productEditor, productFormChoices, saveProduct } from "~/features/catalogue/products-admin.server";
import { draftOr, KeptDraftNotice } from "~/features/staff/kept-draft";
import { restoreKeptDraft } from "~/features/staff/kept-drafts.server";
import * as adminHref from "~/lib/admin/href";
import { adminFormats, adminTitle, useAdminFrame } from "~/lib/admin/i18n";
import { adminFrames } from "~/lib/admin/text/frame";
import type { Accessory } from "~/lib/content-model";
import { parseForm } from "~/lib/forms/parse";
import * as href from "~/lib/href";
import type { Route } from "./+types/product-edit";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  staffOf(context, "content");
  const editor = await productEditor(context.get(runtimeContext).database.db, params.id);
  if (!editor) throw data("Not Found", { status: 404 });
  return {
    ...editor,
    editing: await editingNow(context, "product", params.id),
    saved: params.id ? new URL(request.url).searchParams.get("saved") : null,
    keptDraft: await restoreKeptDraft(request, context),
    text: productText[adminLocaleOf(request, context)],
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = staffOf(context, "content");
  const db = context.get(runtimeContext).database.db;
  const choices = await productFormChoices(db, params.id);
  if (!choices) throw data("Not Found", { status: 404 });
  const formData = await request.formData();
  const locale = adminLocaleOf(request, context);
  const t = productText[locale];
  const schema = productSchema(choices.categoryIds, choices.pictures, t.schema, adminFormats(locale).number);
  return adminSave(db, formData, parseForm(formData, schema), {
    locale,
    id: params.id,
    save: (value, target) => saveProduct(db, user, { target, value, redraw: formData.get("intent") === "redraw" }),
    saved: (saved) => redirect(adminHref.product(saved.id, { saved: saved.redrawn ? "redrawn" : "1" })),
    theirs: async (id) => (await productEditor(db, id))?.product,
    labels: t.labels,
    // the box's contents by name, not code; a ticked box as yes in the editor's language
    shown: (values) => ({
      ...values,
      accessories: [values.accessories ?? []].flat().map((a) => t.accessories[a as Accessory] ?? a),
      hasDisplay: values.hasDisplay === "on" ? adminFrames[locale].common.yes : "",
    }),
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminTitle(matches, loaderData?.product.title || loaderData?.text.newProduct || "New product");

export default function ProductEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { product, version, saved, lines, pictures, text: t } = loaderData;
  const { common } = useAdminFrame();
  const isNew = product.id === null;
  const conflict = actionData?.conflict;
  return (
    <>
      <AdminHeader title={isNew ? t.newProduct : product.title}>
        {product.id ? <HistoryLink entity="product" id={product.id} /> : null}
        {product.id ? <TranslationsLink entity="product" id={product.id} label={common.translations} /> : null}
        {product.id !== null && product.status === "published" ? (
          <Link to={href.product(product.id)} className="text-sm font-semibold text-accent underline">
            {common.viewOnSite}
          </Link>
        ) : null}
      </AdminHeader>
      <EditingNow presence={loaderData.editing} />
      <KeptDraftNotice draft={loaderData.keptDraft} />
      {saved ? (
        <Notice>
          {saved === "redrawn" ? t.notice.redrawn : t.notice.saved}{" "}
          {product.status === "published" ? t.notice.live : t.notice.draft}
        </Notice>
      ) : null}
      {conflict ? <EditConflictNotice conflict={conflict} /> : null}
      <ProductEditor
        product={product}
        version={version}
        lines={lines}
        pictures={pictures}
        lastResult={draftOr(actionData?.result, loaderData.keptDraft)}
        text={t}
      />
    </>
  );
}
