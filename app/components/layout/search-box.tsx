import { Form } from "react-router";

/**
 * The search box (seed-spec "Reusable pieces"): Enter or the search icon searches for the text.
 * A plain GET form, so it works before JavaScript loads.
 */
export function SearchBox({ idPrefix, defaultValue }: { idPrefix: string; defaultValue?: string }) {
  return (
    <Form method="get" action="/search" role="search" className="relative flex items-center">
      <label htmlFor={`${idPrefix}-q`} className="sr-only">
        Search products, manuals and news
      </label>
      <input
        id={`${idPrefix}-q`}
        name="q"
        type="search"
        defaultValue={defaultValue}
        maxLength={200}
        placeholder="Search"
        autoComplete="off"
        className="h-10 w-full rounded-full border border-line bg-mist pl-4 pr-11 text-sm text-ink placeholder:text-muted focus:bg-white"
      />
      <button
        type="submit"
        className="absolute right-1 flex h-8 w-8 items-center justify-center rounded-full text-ink hover:bg-white hover:text-accent"
      >
        <span className="sr-only">Search</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4.5 w-4.5">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </Form>
  );
}
