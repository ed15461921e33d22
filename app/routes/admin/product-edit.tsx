import { data, Link, redirect } from "react-router";
import { staffOf } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { EditConflictNotice } from "~/features/admin/edit-conflict";
import { EditingNow } from "~/features/admin/editing-now";
import { editingNow } from "~/features/admin/presence.server";
import { adminSave } from "~/features/admin/save.server";
import { AdminHeader, HistoryLink, Notice } from "~/features/admin/ui";
import { ProductEditor } from "~/features/catalogue/product-editor";
import { productLabels, productSchema } from "~/features/catalogue/product-form";
import { productEditor, productFormChoices, saveProduct } from "~/features/catalogue/products-admin.server";
import { parseForm } from "~/features/forms/parse";
import { draftOr, KeptDraftNotice } from "~/features/staff/kept-draft";
import { restoreKeptDraft } from "~/features/staff/kept-drafts.server";
import { TranslationsLink } from "~/features/translations/links";
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
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = staffOf(context, "content");
  const db = context.get(runtimeContext).database.db;
  const choices = await productFormChoices(db, params.id);
  if (!choices) throw data("Not Found", { status: 404 });
  const formData = await request.formData();
  return adminSave(db, formData, parseForm(formData, productSchema(choices.categoryIds, choices.pictures)), {
    id: params.id,
    save: (value, target) => saveProduct(db, user, { target, value, redraw: formData.get("intent") === "redraw" }),
    saved: (saved) => redirect(`/admin/products/${saved.id}?saved=${saved.redrawn ? "redrawn" : "1"}`),
    theirs: async (id) => (await productEditor(db, id))?.product,
    labels: productLabels,
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.product.title || "New product"} | Noteva admin` },
];

export default function ProductEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { product, version, saved, lines, pictures } = loaderData;
  const isNew = product.id === null;
  const conflict = actionData?.conflict;
  return (
    <>
      <AdminHeader title={isNew ? "New product" : product.title}>
        {product.id ? <HistoryLink entity="product" id={product.id} /> : null}
        {product.id ? <TranslationsLink entity="product" id={product.id} /> : null}
        {!isNew && product.status === "published" ? (
          <Link to={`/product/${product.id}`} className="text-sm font-semibold text-accent underline">
            View on the site
          </Link>
        ) : null}
      </AdminHeader>
      <EditingNow presence={loaderData.editing} />
      <KeptDraftNotice draft={loaderData.keptDraft} />
      {saved ? (
        <Notice>
          {saved === "redrawn" ? "Saved, and the pictures were redrawn from the specifications." : "Saved."}{" "}
          {product.status === "published" ? "The site shows the change now." : "It is a draft: hidden from visitors."}
        </Notice>
      ) : null}
      {conflict ? <EditConflictNotice conflict={conflict} /> : null}
      <ProductEditor
        product={product}
        version={version}
        lines={lines}
        pictures={pictures}
        lastResult={draftOr(actionData?.result, loaderData.keptDraft)}
      />
    </>
  );
}
