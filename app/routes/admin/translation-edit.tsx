import { data, Form, Link, redirect } from "react-router";
import { staffOf } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { FormErrors } from "~/features/admin/edit-conflict";
import { answerSave } from "~/features/admin/save.server";
import { AdminHeader, adminButton, adminInput, Notice } from "~/features/admin/ui";
import { confirmTranslation, saveTranslations, translationEditor } from "~/features/backoffice/translations.server";
import { translationEditHref } from "~/features/translations/links";
import { OutdatedField } from "~/features/translations/outdated-field";
import { partlyFilled } from "~/features/translations/slots";
import { localeNames, prefixedLocales } from "~/lib/i18n/locales";
import type { Route } from "./+types/translation-edit";

/** The words of this screen that are new with outdated translations, together for a message catalogue. */
const TEXT = {
  confirmed: (field: string) =>
    `Marked as still correct: ${field}. Anything else you typed is kept here, not saved yet.`,
  outdatedCount: (n: number) =>
    n === 1
      ? "1 translated field is outdated: its English changed since it was translated."
      : `${n} translated fields are outdated: their English changed since they were translated.`,
  conflict:
    "Someone saved these translations while you were editing. (Or changed the English: check the fields marked outdated.) What they saved is shown under each field; what you typed is kept. Save again to keep yours.",
};

/** The most a translated field may hold (the longest English fields are article paragraphs). */
const MAX_FIELD = 5000;

function target(request: Request) {
  const url = new URL(request.url);
  return { entity: url.searchParams.get("entity") ?? "", id: url.searchParams.get("id") ?? "" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context, "content");
  const { entity, id } = target(request);
  const editor = await translationEditor(context.get(runtimeContext).database.db, entity, id);
  if (!editor) throw data("Not Found", { status: 404 });
  return { ...editor, saved: new URL(request.url).searchParams.has("saved") };
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
  for (const locale of prefixedLocales) {
    typed[locale] = {};
    for (const slot of editor.item.slots) {
      const value = String(form.get(`${locale}:${slot.key}`) ?? "");
      if (value.length > MAX_FIELD)
        errors.push(
          `${localeNames[locale]}, ${slot.label}: at most ${MAX_FIELD} characters (this has ${value.length}).`,
        );
      if (slot.kind === "lines" && value.trim()) {
        const count = value.split("\n").filter((l) => l.trim()).length;
        const english = slot.english.split("\n").length;
        if (count !== english)
          errors.push(`${localeNames[locale]}, ${slot.label}: one line per English line (${english}, not ${count}).`);
      }
      typed[locale][slot.key] = value;
    }
    for (const part of partlyFilled(editor.item.slots, typed[locale]))
      errors.push(
        `${localeNames[locale]}, ${part}: translate all of it or leave all of it empty (it is shown whole, in one language).`,
      );
  }
  const loaded = String(form.get("loaded") ?? "");
  const confirm = String(form.get("confirm") ?? "");
  if (confirm) {
    // "Still correct" on one field: confirmed alone, what else was typed is kept unsaved
    const [locale = "", key = ""] = confirm.split(/:(.*)/s);
    const slot = editor.item.slots.find((s) => s.key === key);
    const named = `${slot?.label ?? key} in ${localeNames[locale as keyof typeof localeNames] ?? locale}`;
    return answerSave(() => confirmTranslation(db, user, editor.item, loaded, locale, key), {
      saved: () => data<Answer>({ errors: [], typed, confirmed: named }),
      refused: (refusal) => data<Answer>({ errors: [refusal.message], typed }, { status: 400 }),
      conflict: () => conflictAnswer(db, entity, id, typed),
    });
  }
  if (errors.length) return data<Answer>({ errors, typed }, { status: 400 });
  return answerSave(() => saveTranslations(db, user, editor.item, loaded, typed), {
    saved: () => redirect(`${translationEditHref(entity, id)}&saved=1`, { status: 303 }),
    refused: (refusal) => data<Answer>({ errors: [refusal.message], typed }, { status: 400 }),
    conflict: () => conflictAnswer(db, entity, id, typed),
  });
}

/** A save or confirmation over translations or English changed since: theirs shown, what was typed kept. */
async function conflictAnswer(
  db: Parameters<typeof translationEditor>[0],
  entity: string,
  id: string,
  typed: Answer["typed"],
) {
  const now = await translationEditor(db, entity, id);
  return data<Answer>({ errors: [TEXT.conflict], typed, theirs: now?.values, loaded: now?.loaded }, { status: 409 });
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `Translate ${loaderData?.item.name ?? "content"} | Noteva admin` },
];

/** Each field's English beside its German and Japanese, saved together as one change. */
export default function TranslationEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { item, values, outdated, saved } = loaderData;
  const outdatedCount = prefixedLocales.reduce((n, locale) => n + Object.keys(outdated[locale]).length, 0);
  const shown = (locale: string, key: string) =>
    actionData?.typed[locale]?.[key] ?? values[locale as keyof typeof values]?.[key] ?? "";
  return (
    <>
      <AdminHeader title={`Translate: ${item.name}`}>
        {item.page
          ? prefixedLocales.map((locale) => (
              <Link
                key={locale}
                to={`/${locale}${item.page === "/" ? "" : item.page}`}
                reloadDocument
                className="text-sm font-semibold text-accent underline"
              >
                View in {localeNames[locale]}
              </Link>
            ))
          : null}
        <Link to="/admin/translations" className="text-sm font-semibold underline">
          All translations
        </Link>
      </AdminHeader>
      {saved && !actionData ? <Notice>Saved. The German and Japanese pages and search show it now.</Notice> : null}
      {actionData?.confirmed ? <Notice>{TEXT.confirmed(actionData.confirmed)}</Notice> : null}
      {outdatedCount ? (
        <p
          role="status"
          className="mb-4 rounded-lg border border-amber-700/40 bg-amber-50 px-4 py-3 text-sm font-semibold"
        >
          {TEXT.outdatedCount(outdatedCount)}
        </p>
      ) : null}
      <FormErrors errors={actionData?.errors} />
      <Form method="post" className="space-y-4">
        <input type="hidden" name="loaded" value={actionData?.loaded ?? loaderData.loaded} />
        {/* the form's default button (Enter in a field saves), before any "Still correct" */}
        <button type="submit" tabIndex={-1} aria-hidden="true" className="sr-only">
          Save translations
        </button>
        <div className="relative overflow-x-auto rounded-2xl border border-line bg-white">
          <table className="w-full min-w-[56rem] text-left text-sm">
            <caption className="sr-only">Each field in English, German and Japanese</caption>
            <thead className="border-b border-line bg-mist/60">
              <tr>
                <th scope="col" className="w-1/3 px-4 py-2">
                  English
                </th>
                {prefixedLocales.map((locale) => (
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
                  {prefixedLocales.map((locale) => {
                    const name = `${locale}:${slot.key}`;
                    const label = `${slot.label} in ${localeNames[locale]}`;
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
                            Saved meanwhile: <span lang={locale}>{theirs}</span>
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
        <p className="text-sm text-ink-soft">
          A field left empty shows the English. Lists take one item per line, as many as the English has.
        </p>
        <button type="submit" className={adminButton}>
          Save translations
        </button>
      </Form>
    </>
  );
}
