import { Form, useSubmit } from "react-router";
import { dealerLines } from "./filters";
import type { CountryOption, StoreFilterValues } from "./find-a-store";

const control = "mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-ink";

/** Find a Store's filters: a GET form, so they live in the URL and work without JavaScript. */
export function StoreFilters({ filters, countries }: { filters: StoreFilterValues; countries: CountryOption[] }) {
  const submit = useSubmit();
  // JavaScript applies a changed list at once; without it, the button does.
  const onChange = (event: React.ChangeEvent<HTMLSelectElement>) =>
    submit(event.currentTarget.form, { replace: true, preventScrollReset: true });
  return (
    <Form
      method="get"
      action="/dealer/distributor"
      role="search"
      aria-label="Filter stores"
      className="grid gap-4 rounded-2xl border border-line p-5 sm:grid-cols-2 lg:grid-cols-[2fr_1.4fr_1.2fr_1.2fr_auto]"
    >
      <div>
        <label htmlFor="store-q" className="text-sm font-semibold">
          Name or city
        </label>
        <input id="store-q" name="q" type="search" defaultValue={filters.q} maxLength={80} className={control} />
      </div>
      <div>
        <label htmlFor="store-country" className="text-sm font-semibold">
          Country
        </label>
        <select
          id="store-country"
          name="country"
          autoComplete="off"
          defaultValue={filters.country ?? ""}
          onChange={onChange}
          className={control}
        >
          <option value="">All countries</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name} ({c.count})
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="store-type" className="text-sm font-semibold">
          Type
        </label>
        <select id="store-type" name="type" defaultValue={filters.type ?? ""} onChange={onChange} className={control}>
          <option value="">All types</option>
          <option value="distributor">Distributors</option>
          <option value="dealer">Dealer stores</option>
        </select>
      </div>
      <div>
        <label htmlFor="store-line" className="text-sm font-semibold">
          Product line
        </label>
        <select id="store-line" name="line" defaultValue={filters.line ?? ""} onChange={onChange} className={control}>
          <option value="">All product lines</option>
          {dealerLines.map((l) => (
            <option key={l.id} value={l.id}>
              {l.label}
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
          Show stores
        </button>
      </div>
    </Form>
  );
}
