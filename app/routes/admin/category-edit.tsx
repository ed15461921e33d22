import { getFormProps } from "@conform-to/react";
import { eq } from "drizzle-orm";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { audit } from "~/.server/auth/audit.server";
import { requireStaff } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { categories } from "~/.server/db/schema";
import { categorySchema } from "~/features/admin/catalogue";
import { pictureChoices } from "~/features/admin/pictures.server";
import { AdminHeader, adminButton, Notice, PictureOptions, SelectField, TextField } from "~/features/admin/ui";
import { useAdminForm } from "~/features/admin/use-admin-form";
import { parseForm } from "~/features/forms/parse";
import type { Route } from "./+types/category-edit";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, "content");
  const db = context.get(runtimeContext).database.db;
  const [category] = await db.select().from(categories).where(eq(categories.id, params.id));
  if (!category) throw data("Not Found", { status: 404 });
  return {
    saved: new URL(request.url).searchParams.has("saved"),
    pictures: await pictureChoices(db),
    category: {
      id: category.id,
      name: category.name,
      title: category.title,
      pic: category.pic,
      position: String(category.position),
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = await requireStaff(request, context, "content");
  const db = context.get(runtimeContext).database.db;
  const [before] = await db.select().from(categories).where(eq(categories.id, params.id));
  if (!before) throw data("Not Found", { status: 404 });
  const submission = parseForm(await request.formData(), categorySchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  await db
    .update(categories)
    .set({ ...submission.value, updatedAt: new Date() })
    .where(eq(categories.id, before.id));
  const { updatedAt: _u, ...old } = before;
  await audit(db, user, "update", "category", before.id, old, { id: before.id, ...submission.value });
  return redirect(`/admin/categories/${before.id}?saved=1`);
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.category.name ?? "Product line"} | Noteva admin` },
];

export default function CategoryEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { category, pictures, saved } = loaderData;
  const _navigation = useNavigation();
  const [form, fields] = useAdminForm({
    id: `category-${category.id}`,
    schema: categorySchema,
    defaultValue: category,
    lastResult: actionData?.result,
  });
  return (
    <>
      <AdminHeader title={category.name}>
        <Link to={`/category/${category.id}`} className="text-sm font-semibold text-accent underline">
          View on the site
        </Link>
      </AdminHeader>
      {saved ? <Notice>Saved. Menus and the product line's page show the change now.</Notice> : null}
      <Form
        method="post"
        {...getFormProps(form)}
        noValidate
        className="max-w-2xl space-y-5 rounded-2xl border border-line bg-white p-6"
      >
        <TextField meta={fields.name} label="Name" hint="As in the menus and the footer." />
        <TextField meta={fields.title} label="Headline" />
        <SelectField meta={fields.pic} label="Picture">
          <PictureOptions pictures={pictures} />
        </SelectField>
        <TextField meta={fields.position} label="Position" hint="Lower numbers come first." inputMode="numeric" />
        <button type="submit" className={adminButton}>
          Save
        </button>
      </Form>
    </>
  );
}
