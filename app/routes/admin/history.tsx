import { data, Form, Link, redirect } from "react-router";
import { adminLocaleOf } from "~/.server/admin/locale.server";
import { answerSave } from "~/.server/admin/save.server";
import { staffOf } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { FieldComparison } from "~/components/ui/admin/field-comparison";
import { AdminHeader, adminSecondary, Notice } from "~/components/ui/admin/ui";
import { type FieldChange, historyPage, restoreKept, restorerOf, type Version } from "~/compose/history.server";
import { productText } from "~/features/catalogue/admin-text/product";
import { dealerText } from "~/features/dealers/admin-text";
import * as adminHref from "~/lib/admin/href";
import { adminTitle, fill, useAdminFormats, useAdminFrame } from "~/lib/admin/i18n";
import { nounOf } from "~/lib/admin/text/changes";
import { adminFrames } from "~/lib/admin/text/frame";
import { type ListsText, listsText } from "~/lib/admin/text/lists";
import { countryName } from "~/lib/countries";
import { fillNodes } from "~/lib/i18n/fill-nodes";
import type { Locale } from "~/lib/i18n/locales";
import type { Route } from "./+types/history";

const notFound = () => data("Not Found", { status: 404 });

/**
 * A changed field's coded values (a state, a kind, a store's type and country, a product's box
 * contents, one per line) named in the editor's language.
 */
function valuesNamed(change: FieldChange, locale: Locale): FieldChange {
  const lists = listsText[locale];
  const names: Record<string, Record<string, string>> = {
    status: lists.states,
    kind: lists.kinds,
    type: dealerText(locale).types,
    "kit.accessories": productText[locale].accessories,
    "kit.display": { true: adminFrames[locale].common.yes },
  };
  const name = (value: string) =>
    change.key === "country" && /^[A-Z]{2}$/.test(value)
      ? countryName(value, locale)
      : value
          .split("\n")
          .map((line) => names[change.key]?.[line] ?? line)
          .join("\n");
  return { ...change, before: name(change.before), after: name(change.after) };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  staffOf(context, "content");
  const restorer = restorerOf(params.entity);
  if (!restorer) throw notFound();
  const locale = adminLocaleOf(request, context);
  // the fields named in the editor's language, in the English's order
  const named = restorer.labelsIn?.(locale) ?? {};
  const labels = Object.fromEntries(Object.entries(restorer.labels).map(([key, en]) => [key, named[key] || en]));
  const page = await historyPage(context.get(runtimeContext).database.db, { ...restorer, labels }, params.id);
  if (!page) throw notFound();
  const restored = new URL(request.url).searchParams.get("restored");
  const text = listsText[locale].history;
  return {
    ...page,
    versions: page.versions.map((v) => ({ ...v, changes: v.changes.map((c) => valuesNamed(c, locale)) })),
    noun: nounOf(locale, restorer.entity) ?? restorer.noun,
    entity: params.entity,
    editPath: restorer.editPath(params.id),
    restored,
    text,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = staffOf(context, "content");
  const restorer = restorerOf(params.entity);
  if (!restorer) throw notFound();
  const locale = adminLocaleOf(request, context);
  const t = listsText[locale].history;
  const form = await request.formData();
  const key = String(form.get("restore") ?? "");
  const loaded = Number(form.get("version"));
  if (!Number.isSafeInteger(loaded) || loaded < 1) {
    return data({ error: t.noVersion }, { status: 400 });
  }
  const db = context.get(runtimeContext).database.db;
  return answerSave(() => restoreKept(db, user, restorer, params.id, loaded, key), {
    saved: (restored) =>
      restored
        ? // the request's own path is the data request's (.data) when the browser runs the page
          redirect(adminHref.history(params.entity, params.id, { restored: key }))
        : data({ error: t.notInHistory }, { status: 400 }),
    refused: (refusal) => data({ error: fill(t.notRestored, { reason: refusal.in(locale) }) }, { status: 409 }),
    conflict: () =>
      data({ error: fill(t.conflict, { noun: nounOf(locale, restorer.entity) ?? restorer.noun }) }, { status: 409 }),
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminTitle(
    matches,
    fill(loaderData?.text.title ?? "History of {title}", {
      title: loaderData?.title ?? loaderData?.text.aRecord ?? "",
    }),
  );

type Words = ListsText["history"];

function VersionEntry({ v, version, noun, t }: { v: Version; version: number; noun: string; t: Words }) {
  const { dateTime } = useAdminFormats();
  const action = (t.actions as Record<string, string>)[v.action ?? ""] ?? v.action ?? "";
  const heading = v.at ? (
    fillNodes(t.entry, { action, by: v.by, at: <time dateTime={v.at}>{dateTime(v.at)}</time> })
  ) : (
    <>{t.first}</>
  );
  return (
    <li className="rounded-2xl border border-line bg-white p-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-semibold">
          {heading}
          {v.current ? <span className="ml-2 rounded-full bg-mist px-2 py-0.5 text-xs">{t.current}</span> : null}
        </h2>
        {v.current ? null : (
          <Form method="post">
            <input type="hidden" name="version" value={version} readOnly />
            <button type="submit" name="restore" value={v.key} className={adminSecondary}>
              {t.restore}
            </button>
          </Form>
        )}
      </div>
      {v.changes.length ? (
        <FieldComparison
          caption={fill(t.changed, { noun })}
          headings={[t.before, t.after]}
          rows={v.changes.map((c) => ({ key: c.key, label: c.label, first: c.before, second: c.after }))}
          borders={["border-line", "border-line/60"]}
          marked
        />
      ) : v.at && v.action !== "create" ? (
        <p className="mt-2 text-ink/70">{t.noField}</p>
      ) : null}
    </li>
  );
}

export default function History({ loaderData, actionData }: Route.ComponentProps) {
  const { title, version, versions, editPath, restored, text: t } = loaderData;
  const nouns = useAdminFrame().presence.nouns as Record<string, string>;
  const noun = nouns[loaderData.entity] ?? loaderData.noun;
  return (
    <>
      <AdminHeader title={fill(t.title, { title })}>
        <Link to={editPath} className="text-sm font-semibold text-accent underline">
          {fill(t.back, { noun })}
        </Link>
      </AdminHeader>
      {restored ? <Notice>{t.restored}</Notice> : null}
      {actionData?.error ? (
        <p role="alert" className="mb-6 rounded-lg border border-red-700/40 bg-red-50 px-4 py-3 text-sm text-red-900">
          {actionData.error}
        </p>
      ) : null}
      {versions.length ? (
        <ol className="space-y-3" aria-label={fill(t.versions, { noun })}>
          {versions.map((v) => (
            <VersionEntry key={v.key} v={v} version={version} noun={noun} t={t} />
          ))}
        </ol>
      ) : (
        <p>{fill(t.none, { noun })}</p>
      )}
    </>
  );
}
