import { type ComponentType, type ReactNode, useRef, useState } from "react";
import { Form } from "react-router";

export type SearchBoxProps = { idPrefix: string; defaultValue?: string };
type Enhanced = { Combobox: ComponentType<SearchBoxProps & { autoFocus: boolean }>; value: string; focused: boolean };

export const searchInputClass =
  "h-10 w-full rounded-full border border-line bg-mist pl-4 pr-11 text-sm text-ink placeholder:text-muted focus:bg-white";

/**
 * The search box (seed-spec "Reusable pieces"): Enter or the search icon searches for the text.
 * A plain GET form, so it works before and without JavaScript. Suggestions as you type come
 * from a separate chunk, loaded when the visitor first points at or focuses the box, so pages
 * that are never searched from do not pay for it.
 */
export function SearchBox({ idPrefix, defaultValue, suggest = true }: SearchBoxProps & { suggest?: boolean }) {
  const [enhanced, setEnhanced] = useState<Enhanced | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const loading = useRef(false);
  const load = () => {
    if (!suggest || loading.current) return;
    loading.current = true;
    import("./search-combobox").then(
      (module) => {
        const el = input.current;
        setEnhanced({
          Combobox: module.SearchCombobox,
          value: el?.value ?? defaultValue ?? "",
          focused: el !== null && document.activeElement === el,
        });
      },
      () => {
        loading.current = false; // the plain form keeps working; try again on the next focus
      },
    );
  };
  if (enhanced) {
    const { Combobox } = enhanced;
    return <Combobox idPrefix={idPrefix} defaultValue={enhanced.value} autoFocus={enhanced.focused} />;
  }
  return (
    <SearchForm idPrefix={idPrefix}>
      <input
        ref={input}
        id={`${idPrefix}-q`}
        name="q"
        type="search"
        defaultValue={defaultValue}
        maxLength={200}
        placeholder="Search"
        autoComplete="off"
        onFocus={load}
        onPointerEnter={load}
        className={searchInputClass}
      />
    </SearchForm>
  );
}

/** The form around the search input: label, input (children) and the search icon button. */
export function SearchForm({
  idPrefix,
  children,
  onSubmit,
}: {
  idPrefix: string;
  children: ReactNode;
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <Form method="get" action="/search" role="search" className="relative flex items-center" onSubmit={onSubmit}>
      <label htmlFor={`${idPrefix}-q`} className="sr-only">
        Search products, manuals and news
      </label>
      {children}
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
