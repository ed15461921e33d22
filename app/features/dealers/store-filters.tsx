import { Form, useSubmit } from "react-router";
import * as href from "~/lib/href";
import { fill } from "~/lib/i18n/frame";
import type { CountryOption, StoreFilterValues } from "./find-a-store";
import type { DealersText } from "./text.server";

const control = "mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-ink";

/** Find a Store's filters: a GET form, so they live in the URL and work without JavaScript. */
export function StoreFilters({
  filters,
  countries,
  text,
}: {
  filters: StoreFilterValues;
  countries: CountryOption[];
  /** The page's words in its language. */
  text: DealersText;
}) {
  const t = text.filters;
  const submit = useSubmit();
  // JavaScript applies a changed list at once; without it, the button does.
  const onChange = (event: React.ChangeEvent<HTMLSelectElement>) =>
    submit(event.currentTarget.form, { replace: true, preventScrollReset: true });
  return (
    <Form
      method="get"
      action={href.dealers()}
      role="search"
      aria-label={t.label}
      className="grid gap-4 rounded-2xl border border-line p-5 sm:grid-cols-2 lg:grid-cols-[2fr_1.4fr_1.2fr_1.2fr_auto]"
    >
      <div>
        <label htmlFor="store-q" className="text-sm font-semibold">
          {t.nameOrCity}
        </label>
        <input id="store-q" name="q" type="search" defaultValue={filters.q} maxLength={80} className={control} />
      </div>
      <div>
        <label htmlFor="store-country" className="text-sm font-semibold">
          {t.country}
        </label>
        <select
          id="store-country"
          name="country"
          autoComplete="off"
          defaultValue={filters.country ?? ""}
          onChange={onChange}
          className={control}
        >
          <option value="">{t.allCountries}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {fill(t.countryOption, { name: c.name, count: c.count })}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="store-type" className="text-sm font-semibold">
          {t.type}
        </label>
        <select id="store-type" name="type" defaultValue={filters.type ?? ""} onChange={onChange} className={control}>
          <option value="">{t.allTypes}</option>
          <option value="distributor">{t.distributors}</option>
          <option value="dealer">{t.dealerStores}</option>
        </select>
      </div>
      <div>
        <label htmlFor="store-line" className="text-sm font-semibold">
          {t.line}
        </label>
        <select id="store-line" name="line" defaultValue={filters.line ?? ""} onChange={onChange} className={control}>
          <option value="">{t.allLines}</option>
          {Object.entries(text.lines).map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </select>
      </div>
      {filters.near ? <input type="hidden" name="near" value={filters.near} /> : null}
      <div className="flex items-end">
        <button
          type="submit"
          className="h-[42px] w-full rounded-full bg-ink px-6 font-semibold text-white hover:bg-accent"
        >
          {t.submit}
        </button>
      </div>
    </Form>
  );
}
