import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { audit } from "~/.server/auth/audit.server";
import { requireStaff } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { products } from "~/.server/db/schema";
import { paramText, paramValue, productSchema } from "~/features/admin/products";
import {
  AdminField,
  AdminHeader,
  adminButton,
  adminInput,
  Notice,
  SelectField,
  TextAreaField,
  TextField,
} from "~/features/admin/ui";
import { useAdminForm } from "~/features/admin/use-admin-form";
import { rebuildSearchIndex } from "~/features/search/index.server";
import type { Route } from "./+types/product-edit";

// rows for new specifications, so the editor works without JavaScript
const SPARE_ROWS = 3;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, "content");
  const [p] = await context.get(runtimeContext).database.db.select().from(products).where(eq(products.id, params.id));
  if (!p) throw data("Not Found", { status: 404 });
  return {
    saved: new URL(request.url).searchParams.has("saved"),
    product: {
      id: p.id,
      modelCode: p.modelCode,
      title: p.title,
      desc: p.desc,
      aliases: p.aliases.join(", "),
      sp1: p.sp1.text,
      sp2: p.sp2.text,
      sp3: p.sp3.text,
      sp4: p.sp4 ?? "",
      status: p.status,
      params: [
        ...p.params.map((x) => ({ label: x.label, value: paramText(x.value) })),
        ...Array(SPARE_ROWS).fill({ label: "", value: "" }),
      ],
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = await requireStaff(request, context, "content");
  const db = context.get(runtimeContext).database.db;
  const [before] = await db.select().from(products).where(eq(products.id, params.id));
  if (!before) throw data("Not Found", { status: 404 });
  const submission = parseWithZod(await request.formData(), { schema: productSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const v = submission.value;
  const change = {
    title: v.title,
    desc: v.desc,
    aliases: v.aliases,
    sp1: { ...before.sp1, text: v.sp1 },
    sp2: { ...before.sp2, text: v.sp2 },
    sp3: { ...before.sp3, text: v.sp3 },
    sp4: v.sp4 || null,
    status: v.status,
    params: (v.params ?? [])
      .filter((row) => row.label)
      .map((row) => ({ label: row.label as string, value: paramValue(row.value) })),
    publishedAt: v.status === "published" ? (before.publishedAt ?? new Date()) : before.publishedAt,
  };
  await db
    .update(products)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(products.id, before.id));
  const pick = (p: typeof change) => ({
    title: p.title,
    desc: p.desc,
    aliases: p.aliases,
    sp1: p.sp1,
    sp2: p.sp2,
    sp3: p.sp3,
    sp4: p.sp4,
    status: p.status,
    params: p.params,
  });
  const action = before.status !== change.status ? (change.status === "published" ? "publish" : "unpublish") : "update";
  await audit(db, user, action, "product", before.id, pick(before as never), pick(change));
  await rebuildSearchIndex(db);
  return redirect(`/admin/products/${before.id}?saved=1`);
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.product.title ?? "Product"} | Noteva admin` },
];

export default function ProductEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { product, saved } = loaderData;
  const _navigation = useNavigation();
  const [form, fields] = useAdminForm({
    id: `product-${product.id}`,
    schema: productSchema,
    defaultValue: product,
    lastResult: actionData?.result,
  });
  const text = (name: "sp1" | "sp2" | "sp3" | "sp4", label: string) => (
    <AdminField id={fields[name].id} label={label} errors={fields[name].errors}>
      <textarea {...getTextareaProps(fields[name])} key={fields[name].key} rows={2} className={adminInput} />
    </AdminField>
  );
  return (
    <>
      <AdminHeader title={product.title}>
        {product.status === "published" ? (
          <Link to={`/product/${product.id}`} className="text-sm font-semibold text-accent underline">
            View on the site
          </Link>
        ) : null}
      </AdminHeader>
      {saved ? (
        <Notice>
          Saved.{" "}
          {product.status === "published" ? "The site shows the change now." : "It is a draft: hidden from visitors."}
        </Notice>
      ) : null}
      <Form
        method="post"
        {...getFormProps(form)}
        noValidate
        className="space-y-5 rounded-2xl border border-line bg-white p-6"
      >
        <p className="text-sm text-ink-soft">
          Model code {product.modelCode} (search matches it in any spelling). Pictures are drawn from the specifications
          when the site is built.
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField meta={fields.title} label="Name" />
          <TextField
            meta={fields.aliases}
            label="Other spellings"
            hint="Comma-separated, as people type the model: SP-C121, SP C121."
          />
        </div>
        <TextAreaField meta={fields.desc} label="Description" rows={4} />
        <div className="grid gap-5 sm:grid-cols-2">
          {text("sp1", "Selling point 1")}
          {text("sp2", "Selling point 2")}
          {text("sp3", "Selling point 3")}
          {text("sp4", "Selling point 4 (optional)")}
        </div>
        <fieldset>
          <legend className="font-bold">Specifications</legend>
          <p className="text-xs text-muted">
            One value per line makes a list; leave a value empty or “—” for none. Empty rows are left out.
          </p>
          <table className="mt-3 w-full text-sm">
            <thead>
              <tr className="text-left">
                <th scope="col" className="w-1/3 pb-1">
                  Name
                </th>
                <th scope="col" className="pb-1">
                  Value
                </th>
              </tr>
            </thead>
            <tbody>
              {fields.params.getFieldList().map((row, i) => {
                const f = row.getFieldset();
                return (
                  <tr key={row.key} className="align-top">
                    <td className="pb-2 pr-2">
                      <input
                        {...getInputProps(f.label, { type: "text" })}
                        key={f.label.key}
                        aria-label={`Specification ${i + 1} name`}
                        className={adminInput}
                      />
                      {f.label.errors ? (
                        <p className="mt-1 text-xs font-semibold text-accent">{f.label.errors[0]}</p>
                      ) : null}
                    </td>
                    <td className="pb-2">
                      <textarea
                        {...getTextareaProps(f.value)}
                        key={f.value.key}
                        aria-label={`Specification ${i + 1} value`}
                        rows={Math.min(4, Math.max(1, String(f.value.initialValue ?? "").split("\n").length))}
                        className={adminInput}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </fieldset>
        <SelectField meta={fields.status} label="State">
          <option value="published">Published</option>
          <option value="draft">Draft: hidden from visitors</option>
        </SelectField>
        <button type="submit" className={adminButton}>
          Save
        </button>
      </Form>
    </>
  );
}
