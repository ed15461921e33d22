import { getFormProps } from "@conform-to/react";
import { eq } from "drizzle-orm";
import { useMemo } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { audit } from "~/.server/auth/audit.server";
import { requireStaff } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { dealers } from "~/.server/db/schema";
import { dealerSchema } from "~/features/admin/dealers";
import { AdminHeader, adminButton, CheckboxGroup, Notice, SelectField, TextField } from "~/features/admin/ui";
import { useAdminForm } from "~/features/admin/use-admin-form";
import { countryOptions } from "~/features/contact/countries";
import { dealerLines } from "~/features/dealers/filters";
import { parseForm } from "~/features/forms/parse";
import type { Route } from "./+types/dealer-edit";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, "content");
  const countries = countryOptions();
  if (!params.id) return { countries, dealer: null, saved: false };
  const [dealer] = await context
    .get(runtimeContext)
    .database.db.select()
    .from(dealers)
    .where(eq(dealers.id, params.id));
  if (!dealer) throw data("Not Found", { status: 404 });
  const { updatedAt: _u, ...fields } = dealer;
  return {
    countries,
    saved: new URL(request.url).searchParams.has("saved"),
    dealer: { ...fields, region: fields.region ?? "", lat: String(fields.lat), lng: String(fields.lng) },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = await requireStaff(request, context, "content");
  const db = context.get(runtimeContext).database.db;
  const isNew = !params.id;
  const submission = parseForm(await request.formData(), dealerSchema(isNew));
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { id: newId, region, ...value } = submission.value;
  const id = isNew ? (newId as string) : (params.id as string);
  const [before] = await db.select().from(dealers).where(eq(dealers.id, id));
  if (isNew && before) {
    return data(
      { result: submission.reply({ fieldErrors: { id: ["A store with this id exists; choose another."] } }) },
      { status: 400 },
    );
  }
  if (!isNew && !before) throw data("Not Found", { status: 404 });
  const row = { ...value, region: region || null, updatedAt: new Date() };
  if (before) await db.update(dealers).set(row).where(eq(dealers.id, id));
  else await db.insert(dealers).values({ id, ...row });
  const strip = (d: object | undefined) => d && { ...d, updatedAt: undefined };
  await audit(db, user, before ? "update" : "create", "dealer", id, strip(before), strip(row));
  return redirect(`/admin/dealers/${id}?saved=1`);
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.dealer?.name ?? "New store"} | Noteva admin` },
];

export default function DealerEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { dealer, countries, saved } = loaderData;
  const isNew = !dealer;
  const schema = useMemo(() => dealerSchema(isNew), [isNew]);
  const _navigation = useNavigation();
  const [form, fields] = useAdminForm({
    id: `dealer-${dealer?.id ?? "new"}`,
    schema: schema,
    defaultValue: dealer ?? { type: "dealer", status: "published", verifiedOn: new Date().toISOString().slice(0, 10) },
    lastResult: actionData?.result,
  });
  const lines = new Set((fields.lines.initialValue as string[] | undefined) ?? dealer?.lines ?? []);
  return (
    <>
      <AdminHeader title={dealer ? dealer.name : "New store"}>
        <Link to="/admin/dealers" className="text-sm font-semibold text-accent underline">
          Back to the stores
        </Link>
      </AdminHeader>
      {saved ? <Notice>Saved. Find a Store shows the change now.</Notice> : null}
      <Form
        method="post"
        {...getFormProps(form)}
        noValidate
        className="space-y-5 rounded-2xl border border-line bg-white p-6"
      >
        {isNew ? (
          <TextField
            meta={fields.id}
            label="Id"
            hint="Country, city and a short name, such as de-berlin-klangwerk. It cannot change later."
          />
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField meta={fields.name} label="Name" />
          <SelectField meta={fields.type} label="Type">
            <option value="dealer">Dealer store</option>
            <option value="distributor">Distributor</option>
          </SelectField>
          <TextField meta={fields.street} label="Street and number" />
          <TextField meta={fields.postcode} label="Postcode" />
          <TextField meta={fields.city} label="City" />
          <TextField
            meta={fields.region}
            label="Region (optional)"
            hint="State, province or prefecture where addresses show one."
          />
          <SelectField meta={fields.country} label="Country">
            <option value="">Choose the country</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </SelectField>
          <TextField meta={fields.phone} label="Phone" hint="International form: +49 40 5550 1234." />
          <TextField meta={fields.email} label="E-mail" type="email" />
          <TextField meta={fields.website} label="Website" hint="https:// address." type="url" />
          <TextField meta={fields.lat} label="Latitude" hint="Decimal degrees, north positive: 53.5511." />
          <TextField meta={fields.lng} label="Longitude" hint="Decimal degrees, east positive: 9.9937." />
          <TextField meta={fields.hours} label="Opening hours" hint="Mon–Fri 10:00–19:00, Sat 10:00–16:00" />
          <TextField meta={fields.verifiedOn} label="Details verified on" type="date" />
        </div>
        <CheckboxGroup
          legend="Product lines it carries"
          name="lines"
          options={dealerLines.map((l) => ({ value: l.id, label: l.label }))}
          checked={lines}
          errors={fields.lines.errors}
        />
        <SelectField meta={fields.status} label="State">
          <option value="published">Published: shown on Find a Store</option>
          <option value="draft">Draft: hidden</option>
        </SelectField>
        <button type="submit" className={adminButton}>
          Save
        </button>
      </Form>
    </>
  );
}
