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
import {
  AdminHeader,
  adminButton,
  CheckboxGroup,
  HistoryLink,
  Notice,
  SelectField,
  TextField,
} from "~/components/ui/admin/ui";
import { useAdminForm } from "~/components/ui/admin/use-admin-form";
import { productLinesIn } from "~/features/catalogue/localized.server";
import { type DealerText, dealerText } from "~/features/dealers/admin-text";
import { dealerForEditing, saveDealer } from "~/features/dealers/editing.server";
import { HoursTable } from "~/features/dealers/hours-table";
import { dealerFieldLabelsIn, dealerSchema } from "~/features/dealers/schema";
import { checkedValues, draftOr, KeptDraftNotice } from "~/features/staff/kept-draft";
import { restoreKeptDraft } from "~/features/staff/kept-drafts.server";
import * as adminHref from "~/lib/admin/href";
import { adminTitle, useAdminFrame } from "~/lib/admin/i18n";
import { countryName, countryOptions } from "~/lib/countries";
import { parseForm } from "~/lib/forms/parse";
import type { Locale } from "~/lib/i18n/locales";
import type { Route } from "./+types/dealer-edit";

/** A store's values as the editor reads them in the form: names of the type, country, lines and state, not codes. */
function readable<Values extends Record<string, unknown>>(values: Values, t: DealerText, locale: Locale): Values {
  const named = (value: unknown, names: Record<string, string>) =>
    typeof value === "string" ? (names[value] ?? value) : value;
  return {
    ...values,
    type: named(values.type, t.types),
    country:
      typeof values.country === "string" && values.country ? countryName(values.country, locale) : values.country,
    lines: ([] as unknown[]).concat(values.lines ?? []).map((line) => named(line, t.lines)),
    status: named(values.status, t.statuses),
  } as Values;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  staffOf(context, "content");
  const locale = adminLocaleOf(request, context);
  const countries = countryOptions(locale);
  const keptDraft = await restoreKeptDraft(request, context);
  const db = context.get(runtimeContext).database.db;
  // the product lines a store may carry: the catalogue's, named in the editor's language
  const text = dealerText(locale, await productLinesIn(db, locale));
  if (!params.id) return { countries, dealer: null, saved: false, editing: null, keptDraft, text };
  const dealer = await dealerForEditing(db, params.id);
  if (!dealer) throw data("Not Found", { status: 404 });
  const editing = await editingNow(context, "dealer", params.id);
  return { countries, saved: new URL(request.url).searchParams.has("saved"), dealer, editing, keptDraft, text };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = staffOf(context, "content");
  const db = context.get(runtimeContext).database.db;
  const formData = await request.formData();
  const locale = adminLocaleOf(request, context);
  const lines = await productLinesIn(db, locale);
  const t = dealerText(locale, lines);
  const lineIds = lines.map((line) => line.id);
  return adminSave(db, formData, parseForm(formData, dealerSchema(lineIds, !params.id, t)), {
    locale,
    id: params.id,
    save: (value, target) => saveDealer(db, user, target, value),
    saved: (id) => redirect(adminHref.dealer(id, { saved: true })),
    theirs: (id) => dealerForEditing(db, id),
    labels: dealerFieldLabelsIn(t),
    shown: (values) => readable(values, t, locale),
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminTitle(matches, loaderData?.dealer?.name ?? loaderData?.text.newStore ?? "New store");

export default function DealerEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { dealer, countries, saved, text: t } = loaderData;
  const { common } = useAdminFrame();
  const isNew = !dealer;
  const schema = useMemo(() => dealerSchema(Object.keys(t.lines), isNew, t), [isNew, t]);
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
      <AdminHeader title={dealer ? dealer.name : t.newStore}>
        {dealer ? <HistoryLink entity="dealer" id={dealer.id} /> : null}
        <Link to={adminHref.dealers()} className="text-sm font-semibold text-accent underline">
          {t.back}
        </Link>
      </AdminHeader>
      <EditingNow presence={loaderData.editing} />
      <KeptDraftNotice draft={loaderData.keptDraft} />
      {saved ? <Notice>{t.saved}</Notice> : null}
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
        {isNew ? <TextField meta={fields.id} label={t.labels.id} hint={t.hints.id} /> : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField meta={fields.name} label={t.labels.name} />
          <SelectField meta={fields.type} label={t.labels.type}>
            <option value="dealer">{t.types.dealer}</option>
            <option value="distributor">{t.types.distributor}</option>
          </SelectField>
          <TextField meta={fields.street} label={t.labels.street} />
          <TextField meta={fields.postcode} label={t.labels.postcode} />
          <TextField meta={fields.city} label={t.labels.city} />
          <TextField meta={fields.region} label={t.labels.region} hint={t.hints.region} />
          <SelectField meta={fields.country} label={t.labels.country}>
            <option value="">{t.chooseCountry}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </SelectField>
          <TextField meta={fields.phone} label={t.labels.phone} hint={t.hints.phone} />
          <TextField meta={fields.email} label={t.labels.email} type="email" />
          <TextField meta={fields.website} label={t.labels.website} hint={t.hints.website} type="url" />
          <TextField meta={fields.lat} label={t.labels.lat} hint={t.hints.lat} />
          <TextField meta={fields.lng} label={t.labels.lng} hint={t.hints.lng} />
          <TextField meta={fields.verifiedOn} label={t.labels.verifiedOn} type="date" />
        </div>
        <HoursTable fields={fields} text={t} />
        <CheckboxGroup
          legend={t.labels.lines}
          name="lines"
          options={Object.entries(t.lines).map(([value, label]) => ({ value, label }))}
          checked={lines}
          errors={fields.lines.errors}
        />
        <SelectField meta={fields.status} label={t.labels.status}>
          <option value="published">{t.statuses.published}</option>
          <option value="draft">{t.statuses.draft}</option>
        </SelectField>
        <button type="submit" className={adminButton}>
          {common.save}
        </button>
      </Form>
    </>
  );
}
