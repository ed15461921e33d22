import { type ComponentType, useRef, useState } from "react";
import { Form } from "react-router";
import * as href from "~/lib/href-shared";
import { useFrame } from "~/lib/i18n/frame";
import type { SuggestionsProps } from "~/lib/search/results";

export type SearchBoxProps = {
  idPrefix: string;
  defaultValue?: string;
  /** Names the search landmark: pages with two search boxes need two names. */
  label?: string;
};

/**
 * The search box (seed-spec "Reusable pieces"): Enter or the search icon searches for the text.
 * A plain GET form, so it works before and without JavaScript. Suggestions as you type come
 * from a separate chunk, loaded when the visitor first points at or focuses the box; it attaches
 * to this same input, so nothing typed meanwhile is lost and focus stays put.
 */
export function SearchBox({ idPrefix, defaultValue, label, suggest = true }: SearchBoxProps & { suggest?: boolean }) {
  const [Suggestions, setSuggestions] = useState<ComponentType<SuggestionsProps> | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const loading = useRef(false);
  const m = useFrame();
  const load = () => {
    if (!suggest || loading.current) return;
    loading.current = true;
    import("./search-combobox").then(
      (module) => setSuggestions(() => module.SearchSuggestions),
      () => {
        loading.current = false; // the plain form keeps working; try again on the next focus
      },
    );
  };
  return (
    <div className="relative">
      <Form
        method="get"
        action={href.search()}
        role="search"
        aria-label={label ?? m.search.form}
        className="relative flex items-center"
      >
        <label htmlFor={`${idPrefix}-q`} className="sr-only">
          {m.search.field}
        </label>
        <input
          ref={input}
          id={`${idPrefix}-q`}
          name="q"
          type="search"
          defaultValue={defaultValue}
          maxLength={200}
          placeholder={m.search.placeholder}
          autoComplete="off"
          onFocus={load}
          onPointerEnter={load}
          className="h-10 w-full rounded-full border border-line bg-mist pl-4 pr-11 text-sm text-ink placeholder:text-muted focus:bg-white"
        />
        <button
          type="submit"
          className="absolute right-1 flex h-8 w-8 items-center justify-center rounded-full text-ink hover:bg-white hover:text-accent"
        >
          <span className="sr-only">{m.search.submit}</span>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4.5 w-4.5">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </Form>
      {Suggestions ? <Suggestions input={input} idPrefix={idPrefix} /> : null}
    </div>
  );
}
