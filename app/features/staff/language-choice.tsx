/** The account page's choice of the admin's language: one of the three, or the browser's. */
import { Form } from "react-router";
import { adminButton, adminInput } from "~/components/ui/admin/ui";
import { fill } from "~/lib/i18n/frame";
import { type Locale, localeNames, locales } from "~/lib/i18n/locales";
import type { AccountText } from "./text/account";

export function LanguageChoice({
  chosen,
  browser,
  text: t,
  error,
}: {
  chosen: Locale | null;
  browser: Locale;
  text: AccountText["language"];
  error: string | null;
}) {
  return (
    <section aria-labelledby="language-title" className="mb-8 max-w-xl rounded-2xl border border-line bg-white p-6">
      <h2 id="language-title" className="text-lg font-bold">
        {t.title}
      </h2>
      <p className="mt-2 text-sm text-ink-soft">{t.hint}</p>
      <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="language" />
        <div>
          <label htmlFor="admin-language" className="text-sm font-semibold">
            {t.label}
          </label>
          <select
            id="admin-language"
            name="language"
            defaultValue={chosen ?? ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "admin-language-error" : undefined}
            className={adminInput}
          >
            <option value="">{fill(t.browser, { current: localeNames[browser] })}</option>
            {locales.map((l) => (
              <option key={l} value={l} lang={l}>
                {localeNames[l]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={adminButton}>
          {t.save}
        </button>
      </Form>
      {error ? (
        <p id="admin-language-error" className="mt-2 text-sm font-semibold text-accent">
          {error}
        </p>
      ) : null}
    </section>
  );
}
