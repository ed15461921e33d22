import { data, Form, Link, redirect } from "react-router";
import { adminLocaleOf } from "~/.server/admin/locale.server";
import { answerSave } from "~/.server/admin/save.server";
import { staffOf } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { languagesOf, type TranslatableItem } from "~/.server/translations/admin.server";
import { FormErrors } from "~/components/ui/admin/edit-conflict";
import { OutdatedField } from "~/components/ui/admin/outdated-field";
import { AdminHeader, adminButton, adminInput, Notice } from "~/components/ui/admin/ui";
import { confirmTranslation, saveTranslations, translationEditor } from "~/compose/translations.server";
import * as adminHref from "~/lib/admin/href";
import { adminTitle, fill } from "~/lib/admin/i18n";
import * as href from "~/lib/href";
import { type Locale, localeNames } from "~/lib/i18n/locales";
import { partName, slotName } from "~/lib/translations/slot-text";
import { partlyFilled } from "~/lib/translations/slots";
import { translationsText } from "~/lib/translations/text";
import type { Route } from "./+types/translation-edit";

/** The most a translated field may hold (the longest English fields are article paragraphs). */
const MAX_FIELD = 5000;

/** An item's slots, each labelled in the editor's language. */
function namedSlots(locale: Locale, item: TranslatableItem) {
  return item.slots.map((slot) => ({ ...slot, label: slotName(locale, item.entity, slot) }));
}

function target(request: Request) {
  const url = new URL(request.url);
  return { entity: url.searchParams.get("entity") ?? "", id: url.searchParams.get("id") ?? "" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context, "content");
  const { entity, id } = target(request);
  const editor = await translationEditor(context.get(runtimeContext).database.db, entity, id);
  if (!editor) throw data("Not Found", { status: 404 });
  const locale = adminLocaleOf(request, context);
  const { edit, outdated } = translationsText[locale];
  return {
    ...editor,
    // each field named in the editor's language
    item: { ...editor.item, slots: namedSlots(locale, editor.item) },
    languages: languagesOf(editor.item),
    saved: new URL(request.url).searchParams.has("saved"),
    text: { ...edit, outdated },
  };
}

type Answer = {
  errors: string[];
  /** What the editor typed, kept whatever the answer. */
  typed: Record<string, Record<string, string>>;
  /** A field confirmed as still correct ("Still correct"), by its label. */
  confirmed?: string;
  /** On a conflict: what someone else saved meanwhile, and the digest to save over it with. */
  theirs?: Record<string, Record<string, string>>;
  loaded?: string;
};

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = staffOf(context, "content");
  const db = context.get(runtimeContext).database.db;
  const { entity, id } = target(request);
  const form = await request.formData();
  const editor = await translationEditor(db, entity, id);
  if (!editor) throw data("Not Found", { status: 404 });
  const typed: Answer["typed"] = {};
  const errors: string[] = [];
  const adminLocale = adminLocaleOf(request, context);
  const t = translationsText[adminLocale].edit;
  const slots = namedSlots(adminLocale, editor.item);
  for (const locale of languagesOf(editor.item)) {
    typed[locale] = {};
    for (const slot of slots) {
      const value = String(form.get(`${locale}:${slot.key}`) ?? "");
      if (value.length > MAX_FIELD)
        errors.push(
          fill(t.tooLong, { language: localeNames[locale], field: slot.label, max: MAX_FIELD, length: value.length }),
        );
      if (slot.kind === "lines" && value.trim()) {
        const count = value.split("\n").filter((l) => l.trim()).length;
        const english = slot.english.split("\n").length;
        if (count !== english)
          errors.push(fill(t.lines, { language: localeNames[locale], field: slot.label, english, count }));
      }
      typed[locale][slot.key] = value;
    }
    for (const part of partlyFilled(editor.item.slots, typed[locale]))
      errors.push(fill(t.whole, { language: localeNames[locale], field: partName(adminLocale, part) }));
  }
  const loaded = String(form.get("loaded") ?? "");
  const confirm = String(form.get("confirm") ?? "");
  if (confirm) {
    // "Still correct" on one field: confirmed alone, what else was typed is kept unsaved
    const [locale = "", key = ""] = confirm.split(/:(.*)/s);
    const slot = slots.find((s) => s.key === key);
    const named = fill(t.fieldIn, {
      field: slot?.label ?? key,
      language: localeNames[locale as keyof typeof localeNames] ?? locale,
    });
    return answerSave(() => confirmTranslation(db, user, editor.item, loaded, locale, key), {
      saved: () => data<Answer>({ errors: [], typed, confirmed: named }),
      refused: (refusal) => data<Answer>({ errors: [refusal.in(adminLocale)], typed }, { status: 400 }),
      conflict: () => conflictAnswer(db, entity, id, typed, t.conflict),
    });
  }
  if (errors.length) return data<Answer>({ errors, typed }, { status: 400 });
  return answerSave(() => saveTranslations(db, user, editor.item, loaded, typed), {
    saved: () => redirect(adminHref.translationEdit({ entity, id, saved: true }), { status: 303 }),
    refused: (refusal) => data<Answer>({ errors: [refusal.in(adminLocale)], typed }, { status: 400 }),
    conflict: () => conflictAnswer(db, entity, id, typed, t.conflict),
  });
}

/** A save or confirmation over translations or English changed since: theirs shown, what was typed kept. */
async function conflictAnswer(
  db: Parameters<typeof translationEditor>[0],
  entity: string,
  id: string,
  typed: Answer["typed"],
  message: string,
) {
  const now = await translationEditor(db, entity, id);
  return data<Answer>({ errors: [message], typed, theirs: now?.values, loaded: now?.loaded }, { status: 409 });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminTitle(
    matches,
    fill(loaderData?.text.metaTitle ?? "Translate {name}", {
      name: loaderData?.item.name ?? loaderData?.text.content ?? "content",
    }),
  );

/** Each field's English beside its German and Japanese, saved together as one change. */
export default function TranslationEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { item, values, outdated, saved, languages, text: t } = loaderData;
  const { page } = item;
  const outdatedCount = languages.reduce((n, locale) => n + Object.keys(outdated[locale]).length, 0);
  const shown = (locale: string, key: string) =>
    actionData?.typed[locale]?.[key] ?? values[locale as keyof typeof values]?.[key] ?? "";
  return (
    <>
      <AdminHeader title={fill(t.title, { name: item.name })}>
        {page
          ? languages.map((locale) => (
              <Link
                key={locale}
                to={href.localized(locale, page)}
                reloadDocument
                className="text-sm font-semibold text-accent underline"
              >
                {fill(t.viewIn, { language: localeNames[locale] })}
              </Link>
            ))
          : null}
        <Link to={adminHref.translations()} className="text-sm font-semibold underline">
          {t.all}
        </Link>
      </AdminHeader>
      {saved && !actionData ? <Notice>{t.saved}</Notice> : null}
      {actionData?.confirmed ? <Notice>{fill(t.confirmed, { field: actionData.confirmed })}</Notice> : null}
      {outdatedCount ? (
        <p
          role="status"
          className="mb-4 rounded-lg border border-amber-700/40 bg-amber-50 px-4 py-3 text-sm font-semibold"
        >
          {outdatedCount === 1 ? t.outdatedOne : fill(t.outdatedMany, { n: outdatedCount })}
        </p>
      ) : null}
      <FormErrors errors={actionData?.errors} />
      <Form method="post" className="space-y-4">
        <input type="hidden" name="loaded" value={actionData?.loaded ?? loaderData.loaded} />
        {/* the form's default button (Enter in a field saves), before any "Still correct" */}
        <button type="submit" tabIndex={-1} aria-hidden="true" className="sr-only">
          {t.save}
        </button>
        <div className="relative overflow-x-auto rounded-2xl border border-line bg-white">
          <table className="w-full min-w-[56rem] text-left text-sm">
            <caption className="sr-only">{t.caption}</caption>
            <thead className="border-b border-line bg-mist/60">
              <tr>
                <th scope="col" className="w-1/3 px-4 py-2">
                  {t.english}
                </th>
                {languages.map((locale) => (
                  <th key={locale} scope="col" className="px-4 py-2">
                    {localeNames[locale]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line align-top">
              {item.slots.map((slot) => (
                <tr key={slot.key}>
                  <th scope="row" className="px-4 py-3 font-normal">
                    <span className="block text-xs font-semibold uppercase tracking-wide text-muted">{slot.label}</span>
                    <span lang="en" className="mt-1 block whitespace-pre-line">
                      {slot.english}
                    </span>
                  </th>
                  {languages.map((locale) => {
                    const name = `${locale}:${slot.key}`;
                    const label = fill(t.fieldIn, { field: slot.label, language: localeNames[locale] });
                    const theirs = actionData?.theirs?.[locale]?.[slot.key];
                    const before = outdated[locale][slot.key];
                    const note = before === undefined ? undefined : `outdated-${locale}-${slot.key}`;
                    return (
                      <td key={locale} className="px-4 py-3">
                        {note && before !== undefined ? (
                          <OutdatedField
                            id={note}
                            before={before}
                            now={slot.english}
                            label={label}
                            confirm={`${locale}:${slot.key}`}
                            text={t.outdated}
                          />
                        ) : null}
                        {slot.kind === "line" ? (
                          <input
                            name={name}
                            aria-label={label}
                            aria-describedby={note}
                            lang={locale}
                            defaultValue={shown(locale, slot.key)}
                            maxLength={MAX_FIELD}
                            className={adminInput}
                          />
                        ) : (
                          <textarea
                            name={name}
                            aria-label={label}
                            aria-describedby={note}
                            lang={locale}
                            defaultValue={shown(locale, slot.key)}
                            rows={slot.kind === "lines" ? Math.max(2, slot.english.split("\n").length) : 4}
                            maxLength={MAX_FIELD}
                            className={adminInput}
                          />
                        )}
                        {theirs !== undefined && theirs !== shown(locale, slot.key) ? (
                          <p className="mt-1 text-xs text-ink-soft">
                            {t.savedMeanwhile} <span lang={locale}>{theirs}</span>
                          </p>
                        ) : null}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="text-sm text-ink-soft">{t.hint}</p>
        <button type="submit" className={adminButton}>
          {t.save}
        </button>
      </Form>
    </>
  );
}
