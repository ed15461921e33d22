import { getFormProps } from "@conform-to/react";
import { useMemo } from "react";
import { data, Form, Link, redirect } from "react-router";
import { staffOf } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { EditConflictNotice, FormErrors, VersionField } from "~/features/admin/edit-conflict";
import { EditingNow } from "~/features/admin/editing-now";
import { editingNow } from "~/features/admin/presence.server";
import { adminSave } from "~/features/admin/save.server";
import {
  AdminHeader,
  adminButton,
  CheckboxGroup,
  HistoryLink,
  Notice,
  SelectField,
  TextField,
} from "~/features/admin/ui";
import { useAdminForm } from "~/features/admin/use-admin-form";
import { dealerForEditing, saveDealer } from "~/features/dealers/editing.server";
import { dealerLines, dealerTypeLabels } from "~/features/dealers/filters";
import { HoursTable } from "~/features/dealers/hours-table";
import { dealerSchema, dealerFieldLabels as labels } from "~/features/dealers/schema";
import { parseForm } from "~/features/forms/parse";
import { checkedValues, draftOr, KeptDraftNotice } from "~/features/staff/kept-draft";
import { restoreKeptDraft } from "~/features/staff/kept-drafts.server";
import { countryName, countryOptions } from "~/lib/countries";
import type { Route } from "./+types/dealer-edit";

const statusLabels: Record<string, string> = {
  published: "Published: shown on Find a Store",
  draft: "Draft: hidden",
};

/** A store's values as the editor reads them in the form: names of the type, country, lines and state, not codes. */
function readable<Values extends Record<string, unknown>>(values: Values): Values {
  const named = (value: unknown, names: Record<string, string>) =>
    typeof value === "string" ? (names[value] ?? value) : value;
  const lines = Object.fromEntries(dealerLines.map((l) => [l.id, l.label]));
  return {
    ...values,
    type: named(values.type, dealerTypeLabels),
    country: typeof values.country === "string" && values.country ? countryName(values.country) : values.country,
    lines: ([] as unknown[]).concat(values.lines ?? []).map((line) => named(line, lines)),
    status: named(values.status, statusLabels),
  } as Values;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  staffOf(context, "content");
  const countries = countryOptions();
  const keptDraft = await restoreKeptDraft(request, context);
  if (!params.id) return { countries, dealer: null, saved: false, editing: null, keptDraft };
  const dealer = await dealerForEditing(context.get(runtimeContext).database.db, params.id);
  if (!dealer) throw data("Not Found", { status: 404 });
  const editing = await editingNow(context, "dealer", params.id);
  return { countries, saved: new URL(request.url).searchParams.has("saved"), dealer, editing, keptDraft };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = staffOf(context, "content");
  const db = context.get(runtimeContext).database.db;
  const formData = await request.formData();
  return adminSave(db, formData, parseForm(formData, dealerSchema(!params.id)), {
    id: params.id,
    save: (value, target) => saveDealer(db, user, target, value),
    saved: (id) => redirect(`/admin/dealers/${id}?saved=1`),
    theirs: (id) => dealerForEditing(db, id),
    labels,
    shown: readable,
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.dealer?.name ?? "New store"} | Noteva admin` },
];

export default function DealerEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { dealer, countries, saved } = loaderData;
  const isNew = !dealer;
  const schema = useMemo(() => dealerSchema(isNew), [isNew]);
  const [form, fields] = useAdminForm({
    id: `dealer-${dealer?.id ?? "new"}`,
    schema,
    defaultValue: dealer ?? { type: "dealer", status: "published", verifiedOn: new Date().toISOString().slice(0, 10) },
    lastResult: draftOr(actionData?.result, loaderData.keptDraft),
  });
  const conflict = actionData?.conflict ?? null;
  const lines = new Set(checkedValues(fields.lines.initialValue) ?? dealer?.lines ?? []);
  return (
    <>
      <AdminHeader title={dealer ? dealer.name : "New store"}>
        {dealer ? <HistoryLink entity="dealer" id={dealer.id} /> : null}
        <Link to="/admin/dealers" className="text-sm font-semibold text-accent underline">
          Back to the stores
        </Link>
      </AdminHeader>
      <EditingNow presence={loaderData.editing} />
      <KeptDraftNotice draft={loaderData.keptDraft} />
      {saved ? <Notice>Saved. Find a Store shows the change now.</Notice> : null}
      {conflict ? <EditConflictNotice conflict={conflict} /> : null}
      <FormErrors errors={form.errors} />
      <Form
        method="post"
        {...getFormProps(form)}
        noValidate
        className="space-y-5 rounded-2xl border border-line bg-white p-6"
      >
        {dealer ? (
          <VersionField loaded={dealer.version} result={draftOr(actionData?.result, loaderData.keptDraft)} />
        ) : null}
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
            <option value="dealer">{dealerTypeLabels.dealer}</option>
            <option value="distributor">{dealerTypeLabels.distributor}</option>
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
          <TextField
            meta={fields.phone}
            label="Phone"
            hint="International form, with the country code: +49 40 5550 1234. Find a Store writes it as each language does."
          />
          <TextField meta={fields.email} label="E-mail" type="email" />
          <TextField meta={fields.website} label="Website" hint="https:// address." type="url" />
          <TextField meta={fields.lat} label="Latitude" hint="Decimal degrees, north positive: 53.5511." />
          <TextField meta={fields.lng} label="Longitude" hint="Decimal degrees, east positive: 9.9937." />
          <TextField meta={fields.verifiedOn} label="Details verified on" type="date" />
        </div>
        <HoursTable fields={fields} />
        <CheckboxGroup
          legend="Product lines it carries"
          name="lines"
          options={dealerLines.map((l) => ({ value: l.id, label: l.label }))}
          checked={lines}
          errors={fields.lines.errors}
        />
        <SelectField meta={fields.status} label="State">
          <option value="published">{statusLabels.published}</option>
          <option value="draft">{statusLabels.draft}</option>
        </SelectField>
        <button type="submit" className={adminButton}>
          Save
        </button>
      </Form>
    </>
  );
}
