import { getFormProps } from "@conform-to/react";
import { asc, eq } from "drizzle-orm";
import { useMemo } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { audit } from "~/.server/auth/audit.server";
import { requireStaff } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { categories, products, subGroupProducts, subGroups } from "~/.server/db/schema";
import { subGroupSchema } from "~/features/admin/catalogue";
import { pictureChoices } from "~/features/admin/pictures.server";
import {
  AdminHeader,
  adminButton,
  CheckboxGroup,
  Notice,
  PictureOptions,
  SelectField,
  TextAreaField,
  TextField,
} from "~/features/admin/ui";
import { useAdminForm } from "~/features/admin/use-admin-form";
import { parseForm } from "~/features/forms/parse";
import type { Route } from "./+types/group-edit";

async function categoryOf(db: Parameters<typeof audit>[0], id: string | null) {
  if (!id) return null;
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row ?? null;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, "content");
  const db = context.get(runtimeContext).database.db;
  const [pictures, productRows] = await Promise.all([
    pictureChoices(db),
    db
      .select({ id: products.id, title: products.title, categoryId: products.categoryId })
      .from(products)
      .orderBy(asc(products.title)),
  ]);
  if (!params.id) {
    const category = await categoryOf(db, new URL(request.url).searchParams.get("category"));
    if (!category) throw data("Not Found", { status: 404 });
    return {
      pictures,
      products: productRows,
      category: { id: category.id, name: category.name },
      group: null,
      saved: false,
    };
  }
  const [group] = await db.select().from(subGroups).where(eq(subGroups.id, params.id));
  if (!group) throw data("Not Found", { status: 404 });
  const category = await categoryOf(db, group.categoryId);
  const members = await db
    .select({ id: subGroupProducts.productId })
    .from(subGroupProducts)
    .where(eq(subGroupProducts.subGroupId, group.id))
    .orderBy(asc(subGroupProducts.position));
  return {
    pictures,
    products: productRows,
    category: { id: group.categoryId, name: category?.name ?? group.categoryId },
    saved: new URL(request.url).searchParams.has("saved"),
    group: {
      id: group.id,
      label: group.label,
      desc: group.desc,
      pic: group.pic,
      pic2: group.pic2,
      position: String(group.position),
      products: members.map((m) => m.id),
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = await requireStaff(request, context, "content");
  const db = context.get(runtimeContext).database.db;
  const isNew = !params.id;
  const productIds = (await db.select({ id: products.id }).from(products)).map((p) => p.id);
  const submission = parseForm(await request.formData(), subGroupSchema(productIds, isNew));
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { id: newId, products: members = [], ...value } = submission.value;
  const id = isNew ? (newId as string) : (params.id as string);
  const [before] = await db.select().from(subGroups).where(eq(subGroups.id, id));
  if (isNew && before)
    return data(
      { result: submission.reply({ fieldErrors: { id: ["A group with this id exists."] } }) },
      { status: 400 },
    );
  if (!isNew && !before) throw data("Not Found", { status: 404 });
  const categoryId =
    before?.categoryId ?? (await categoryOf(db, new URL(request.url).searchParams.get("category")))?.id;
  if (!categoryId) throw data("Not Found", { status: 404 });
  const beforeMembers = (
    await db
      .select({ id: subGroupProducts.productId })
      .from(subGroupProducts)
      .where(eq(subGroupProducts.subGroupId, id))
  ).map((m) => m.id);
  await db.transaction(async (tx) => {
    if (before)
      await tx
        .update(subGroups)
        .set({ ...value, updatedAt: new Date() })
        .where(eq(subGroups.id, id));
    else await tx.insert(subGroups).values({ id, categoryId, ...value });
    await tx.delete(subGroupProducts).where(eq(subGroupProducts.subGroupId, id));
    if (members.length)
      await tx
        .insert(subGroupProducts)
        .values(members.map((productId, position) => ({ subGroupId: id, productId, position })));
  });
  const snapshot = before && {
    label: before.label,
    desc: before.desc,
    pic: before.pic,
    pic2: before.pic2,
    position: before.position,
    products: beforeMembers,
  };
  await audit(db, user, before ? "update" : "create", "sub_group", id, snapshot, { ...value, products: members });
  return redirect(`/admin/groups/${id}?saved=1`);
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.group?.label ?? "New group"} | Noteva admin` },
];

export default function GroupEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { group, category, pictures, products: productList, saved } = loaderData;
  const isNew = !group;
  const schema = useMemo(
    () =>
      subGroupSchema(
        productList.map((p) => p.id),
        isNew,
      ),
    [productList, isNew],
  );
  const _navigation = useNavigation();
  const [form, fields] = useAdminForm({
    id: `group-${group?.id ?? "new"}`,
    schema: schema,
    defaultValue: group ?? { position: "9", pic: pictures[0], pic2: pictures[0] },
    lastResult: actionData?.result,
  });
  const checked = new Set((fields.products.initialValue as string[] | undefined) ?? group?.products ?? []);
  return (
    <>
      <AdminHeader title={group ? group.label : `New group in ${category.name}`}>
        <Link to="/admin/categories" className="text-sm font-semibold text-accent underline">
          Back to the product lines
        </Link>
      </AdminHeader>
      {saved ? <Notice>Saved. The {category.name} page shows the change now.</Notice> : null}
      <Form
        method="post"
        {...getFormProps(form)}
        noValidate
        className="max-w-3xl space-y-5 rounded-2xl border border-line bg-white p-6"
      >
        {isNew ? (
          <TextField
            meta={fields.id}
            label="Id"
            hint="Letters and digits, such as STAGEPIANOS. It cannot change later."
          />
        ) : null}
        <TextField meta={fields.label} label="Name" />
        <TextAreaField meta={fields.desc} label="Description" rows={3} />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField meta={fields.pic} label="Picture">
            <PictureOptions pictures={pictures} />
          </SelectField>
          <SelectField meta={fields.pic2} label="Second picture">
            <PictureOptions pictures={pictures} />
          </SelectField>
        </div>
        <TextField meta={fields.position} label="Position" hint="Lower numbers come first." inputMode="numeric" />
        <CheckboxGroup
          legend="Products in this group"
          name="products"
          options={productList
            .filter((p) => p.categoryId === category.id)
            .map((p) => ({ value: p.id, label: p.title }))}
          checked={checked}
          errors={fields.products.errors}
        />
        <button type="submit" className={adminButton}>
          Save
        </button>
      </Form>
    </>
  );
}
