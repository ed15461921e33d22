import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { asc, eq, max, or } from "drizzle-orm";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { audit, publishAction } from "~/.server/auth/audit.server";
import { requireStaff } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import type { Db } from "~/.server/db/client";
import { categories, products } from "~/.server/db/schema";
import {
  drawProduct,
  type PictureFields,
  pictureRefs,
  productPictureChoices,
  retarget,
  saveDrawings,
  warmPictures,
} from "~/features/admin/drawing.server";
import { modelCodeOf, paramText, paramValue, productSchema } from "~/features/admin/products";
import {
  AdminField,
  AdminHeader,
  adminButton,
  adminInput,
  adminSecondary,
  Notice,
  PictureField,
  SelectField,
  TextAreaField,
  TextField,
} from "~/features/admin/ui";
import { useAdminForm } from "~/features/admin/use-admin-form";
import { parseForm } from "~/features/forms/parse";
import { rebuildSearchIndex } from "~/features/search/index.server";
import type { Route } from "./+types/product-edit";

// rows for new specifications, banners, detail pictures and highlights, so the editor works without JavaScript
const SPARE_ROWS = 3;
const BANNER_ROWS = 3;
const DETAIL_ROWS = 4;
const STICKY_ROWS = 3;
// what the drawings read: a new product starts with these specifications to fill in
const DRAWN_FROM = ["keyboard", "dimensions", "available colour", "display", "speaker", "jacks", "USB", "pedal"];

const pad = <T,>(list: T[], rows: number, empty: T) => [...list, ...Array(Math.max(0, rows - list.length)).fill(empty)];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, "content");
  const db = context.get(runtimeContext).database.db;
  const lines = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.position));
  if (!params.id) {
    return {
      lines,
      pictures: [] as string[],
      saved: null,
      product: {
        id: null,
        title: "",
        category: "",
        status: "draft",
        params: [
          ...DRAWN_FROM.map((label) => ({ label, value: "" })),
          ...pad([], SPARE_ROWS, { label: "", value: "" }),
        ],
        sticky: pad([], STICKY_ROWS, { title: "", desc: "" }),
      } as Record<string, unknown> & { id: string | null; title: string; status: string },
    };
  }
  const [p] = await db.select().from(products).where(eq(products.id, params.id));
  if (!p) throw data("Not Found", { status: 404 });
  return {
    lines,
    pictures: await productPictureChoices(db, p),
    saved: new URL(request.url).searchParams.get("saved"),
    product: {
      id: p.id,
      modelCode: p.modelCode,
      title: p.title,
      category: p.categoryId,
      menu: p.menuPosition === null ? undefined : "on",
      desc: p.desc,
      aliases: p.aliases.join(", "),
      sp1: p.sp1.text,
      sp2: p.sp2.text,
      sp3: p.sp3.text,
      sp4: p.sp4 ?? "",
      sp1Pic: p.sp1.pic,
      sp2Pic: p.sp2.pic,
      sp3Pic: p.sp3.pic,
      pic: p.pic,
      pic2: p.pic2,
      pic3: p.pic3 ?? "",
      banners: pad(
        p.banners.map((b) => b.pic),
        BANNER_ROWS,
        "",
      ),
      details: pad(p.detailPicList ?? [], DETAIL_ROWS, ""),
      sticky: [...p.stickyList, ...Array(SPARE_ROWS).fill({ title: "", desc: "", pic: "" })].slice(
        0,
        Math.max(STICKY_ROWS, p.stickyList.length + 1),
      ),
      status: p.status,
      params: [
        ...p.params.map((x) => ({ label: x.label, value: paramText(x.value) })),
        ...pad([], SPARE_ROWS, { label: "", value: "" }),
      ],
    } as Record<string, unknown> & { id: string | null; title: string; status: string },
  };
}

/** The next place in the products menu within a product line. */
async function nextMenuPosition(db: Db, categoryId: string) {
  const [last] = await db
    .select({ n: max(products.menuPosition) })
    .from(products)
    .where(eq(products.categoryId, categoryId));
  return (last?.n ?? 0) + 1;
}

/** The pictures a new product starts with: its own drawings, in the seed catalogue's layout. */
function firstPictures(drawn: Map<string, string>, slug: string, sticky: { title: string; desc: string }[]) {
  const at = (ref: string) => drawn.get(ref) as string;
  return {
    pic: at(`product/${slug}-front`),
    pic2: at(`product/${slug}-angle`),
    pic3: null,
    videoCover: null,
    banners: [1, 2].map((n) => ({ pic: at(`banner/${slug}-${n}`) })),
    stickyList: sticky.slice(0, 3).map((s, i) => ({ ...s, pic: at(`feature/${slug}-sticky${i + 1}`) })),
    detailPicList: ["panel", "rear", "keys"].map((r) => at(`detail/${slug}-${r}`)),
    sp: [1, 2, 3].map((n) => at(`feature/${slug}-sp${n}`)),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = await requireStaff(request, context, "content");
  const db = context.get(runtimeContext).database.db;
  const isNew = !params.id;
  const [before] = isNew
    ? []
    : await db
        .select()
        .from(products)
        .where(eq(products.id, params.id as string));
  if (!isNew && !before) throw data("Not Found", { status: 404 });
  const categoryIds = (await db.select({ id: categories.id }).from(categories)).map((c) => c.id);
  const pictures = before ? await productPictureChoices(db, before) : [];
  const formData = await request.formData();
  const submission = parseForm(formData, productSchema(categoryIds, pictures));
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const v = submission.value;
  const id = before?.id ?? modelCodeOf(v.title);
  if (isNew) {
    const [taken] = await db
      .select({ id: products.id })
      .from(products)
      .where(or(eq(products.id, id), eq(products.modelCode, id)));
    if (taken) {
      return data(
        {
          result: submission.reply({ fieldErrors: { title: [`A product with the model code ${id} exists already.`] } }),
        },
        { status: 400 },
      );
    }
  }
  const productParams = (v.params ?? [])
    .filter((row) => row.label)
    .map((row) => ({ label: row.label as string, value: paramValue(row.value) }));
  const sticky = (v.sticky ?? [])
    .filter((s) => s.title && s.desc)
    .map((s) => ({ title: s.title as string, desc: s.desc as string, pic: s.pic ?? "" }));
  const menuPosition = !v.menu
    ? null
    : before?.menuPosition !== null && before?.menuPosition !== undefined && before.categoryId === v.category
      ? before.menuPosition
      : await nextMenuPosition(db, v.category);
  const drawable = { id, title: v.title, categoryId: v.category, params: productParams };
  const redraw = isNew || formData.get("intent") === "redraw";
  const drawings = redraw ? drawProduct(drawable) : { rows: [], refs: new Map<string, string>() };
  const drawn = drawings.refs;

  let pictureFields: PictureFields;
  if (before) {
    pictureFields = retarget(
      {
        pic: v.pic as string,
        pic2: v.pic2 as string,
        pic3: v.pic3 || null,
        videoCover: before.videoCover,
        sp1: { text: v.sp1, pic: v.sp1Pic as string },
        sp2: { text: v.sp2, pic: v.sp2Pic as string },
        sp3: { text: v.sp3, pic: v.sp3Pic as string },
        banners: (v.banners ?? []).filter((b): b is string => Boolean(b)).map((pic) => ({ pic })),
        stickyList: sticky,
        detailPicList: (v.details ?? []).filter((d): d is string => Boolean(d)),
      },
      drawn,
    );
  } else {
    const first = firstPictures(drawn, id.toLowerCase(), sticky);
    pictureFields = {
      ...first,
      sp1: { text: v.sp1, pic: first.sp[0] as string },
      sp2: { text: v.sp2, pic: first.sp[1] as string },
      sp3: { text: v.sp3, pic: first.sp[2] as string },
    };
  }
  const row = {
    title: v.title,
    categoryId: v.category,
    menuPosition,
    desc: v.desc,
    aliases: v.aliases,
    sp4: v.sp4 || null,
    status: v.status,
    params: productParams,
    ...pictureFields,
    publishedAt: v.status === "published" ? (before?.publishedAt ?? new Date()) : (before?.publishedAt ?? null),
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    if (before) await tx.update(products).set(row).where(eq(products.id, before.id));
    else await tx.insert(products).values({ id, modelCode: id, ...row });
    await saveDrawings(tx as unknown as Db, drawings);
  });

  const snapshot = (p: Partial<typeof row> | undefined) => {
    if (!p) return null;
    const { updatedAt: _u, publishedAt: _p, ...rest } = p;
    return rest;
  };
  const action = publishAction(before, row.status, redraw ? "redraw" : "update");
  await audit(db, user, action, "product", id, snapshot(before as Partial<typeof row> | undefined), snapshot(row));
  await rebuildSearchIndex(db);
  // every width and format of the new drawings, made now rather than on a visitor's first request
  if (redraw) {
    void warmPictures(db, pictureRefs(pictureFields)).catch((error) =>
      console.error(`Warming pictures of ${id} failed:`, error),
    );
  }
  return redirect(`/admin/products/${id}?saved=${redraw ? "redrawn" : "1"}`);
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.product.title || "New product"} | Noteva admin` },
];

export default function ProductEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { product, saved, lines, pictures } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const isNew = product.id === null;
  const [form, fields] = useAdminForm({
    id: `product-${product.id ?? "new"}`,
    schema: productSchema(
      lines.map((l) => l.id),
      pictures,
    ),
    defaultValue: product,
    lastResult: actionData?.result,
  });
  const text = (name: "sp1" | "sp2" | "sp3" | "sp4", label: string) => (
    <AdminField id={fields[name].id} label={label} errors={fields[name].errors}>
      <textarea {...getTextareaProps(fields[name])} key={fields[name].key} rows={2} className={adminInput} />
    </AdminField>
  );
  const section = "space-y-5 rounded-2xl border border-line bg-white p-6";
  return (
    <>
      <AdminHeader title={isNew ? "New product" : product.title}>
        {!isNew && product.status === "published" ? (
          <Link to={`/product/${product.id}`} className="text-sm font-semibold text-accent underline">
            View on the site
          </Link>
        ) : null}
      </AdminHeader>
      {saved ? (
        <Notice>
          {saved === "redrawn" ? "Saved, and the pictures were redrawn from the specifications." : "Saved."}{" "}
          {product.status === "published" ? "The site shows the change now." : "It is a draft: hidden from visitors."}
        </Notice>
      ) : null}
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-6">
        <section className={section} aria-labelledby="basics">
          <h2 id="basics" className="text-lg font-bold">
            The product
          </h2>
          <p className="text-sm text-ink-soft">
            {isNew
              ? "The model code and address come from the name: SP-C150 is SPC150, at /product/SPC150. Its pictures are drawn from the specifications below when you create it."
              : `Model code ${String(product.modelCode)} (search matches it in any spelling).`}
          </p>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField meta={fields.title} label="Name (the model)" />
            <TextField
              meta={fields.aliases}
              label="Other spellings"
              hint="Comma-separated, as people type the model: SP-C121, SP C121."
            />
            <SelectField meta={fields.category} label="Product line">
              <option value="">Choose the product line</option>
              {lines.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </SelectField>
            <div className="flex items-end pb-2">
              <label className="flex items-center gap-2 text-sm font-semibold">
                <input {...getInputProps(fields.menu, { type: "checkbox" })} key={fields.menu.key} />
                Show in the header's products menu
              </label>
            </div>
          </div>
          <TextAreaField meta={fields.desc} label="Description" rows={4} />
        </section>

        <section className={section} aria-labelledby="points">
          <h2 id="points" className="text-lg font-bold">
            Selling points
          </h2>
          <div className="grid gap-5 sm:grid-cols-2">
            {text("sp1", "Selling point 1")}
            {pictures.length ? (
              <PictureField meta={fields.sp1Pic} label="Picture for selling point 1" pictures={pictures} />
            ) : null}
            {text("sp2", "Selling point 2")}
            {pictures.length ? (
              <PictureField meta={fields.sp2Pic} label="Picture for selling point 2" pictures={pictures} />
            ) : null}
            {text("sp3", "Selling point 3")}
            {pictures.length ? (
              <PictureField meta={fields.sp3Pic} label="Picture for selling point 3" pictures={pictures} />
            ) : null}
            {text("sp4", "Selling point 4 (optional)")}
          </div>
        </section>

        {pictures.length ? (
          <section className={section} aria-labelledby="pictures">
            <h2 id="pictures" className="text-lg font-bold">
              Pictures
            </h2>
            <p className="text-sm text-ink-soft">
              Pictures are drawn from the specifications. After changing the keyboard, size, colour, display, speakers
              or jacks, use “Save and redraw pictures”.
            </p>
            <div className="grid gap-5 sm:grid-cols-2">
              <PictureField meta={fields.pic} label="Main picture" pictures={pictures} />
              <PictureField meta={fields.pic2} label="Second picture" pictures={pictures} />
              <PictureField meta={fields.pic3} label="Third picture (optional)" pictures={pictures} none="None" />
            </div>
            <fieldset>
              <legend className="font-bold">Banners on the product page</legend>
              <div className="mt-2 grid gap-5 sm:grid-cols-2">
                {fields.banners.getFieldList().map((b, i) => (
                  <PictureField key={b.key} meta={b} label={`Banner ${i + 1}`} pictures={pictures} none="None" />
                ))}
              </div>
            </fieldset>
            <fieldset>
              <legend className="font-bold">Detail pictures</legend>
              <div className="mt-2 grid gap-5 sm:grid-cols-2">
                {fields.details.getFieldList().map((d, i) => (
                  <PictureField
                    key={d.key}
                    meta={d}
                    label={`Detail picture ${i + 1}`}
                    pictures={pictures}
                    none="None"
                  />
                ))}
              </div>
            </fieldset>
          </section>
        ) : null}

        <section className={section} aria-labelledby="highlights">
          <h2 id="highlights" className="text-lg font-bold">
            Highlights
          </h2>
          <p className="text-sm text-ink-soft">
            The feature list beside the pictures on the product page. Empty rows are left out.
          </p>
          {fields.sticky.getFieldList().map((row, i) => {
            const f = row.getFieldset();
            return (
              <fieldset key={row.key} className="grid gap-4 border-t border-line pt-4 sm:grid-cols-2">
                <legend className="sr-only">Highlight {i + 1}</legend>
                <TextField meta={f.title} label={`Highlight ${i + 1} title`} />
                {pictures.length ? (
                  <PictureField meta={f.pic} label={`Highlight ${i + 1} picture`} pictures={pictures} />
                ) : (
                  <span />
                )}
                <div className="sm:col-span-2">
                  <TextAreaField meta={f.desc} label={`Highlight ${i + 1} text`} rows={2} />
                </div>
              </fieldset>
            );
          })}
        </section>

        <section className={section} aria-labelledby="specs">
          <h2 id="specs" className="text-lg font-bold">
            Specifications
          </h2>
          <p className="text-xs text-muted">
            One value per line makes a list; leave a value empty or “—” for none. Rows without a name are left out.
          </p>
          <table className="w-full text-sm">
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
        </section>

        <section className={section} aria-label="Publishing">
          <SelectField meta={fields.status} label="State">
            <option value="published">Published</option>
            <option value="draft">Draft: hidden from visitors</option>
          </SelectField>
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={adminButton} disabled={busy}>
              {isNew ? "Create and draw pictures" : "Save"}
            </button>
            {!isNew ? (
              <button type="submit" name="intent" value="redraw" className={adminSecondary} disabled={busy}>
                Save and redraw pictures
              </button>
            ) : null}
          </div>
          {busy && navigation.formData?.get("intent") === "redraw" ? (
            <p role="status" className="text-sm text-ink-soft">
              Drawing the pictures…
            </p>
          ) : null}
        </section>
      </Form>
    </>
  );
}
