import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Marked } from "~/features/search/marked";
import type { Suggestion, Suggestions } from "~/routes/resources/search-suggest";
import { type SearchBoxProps, SearchForm, searchInputClass } from "./search-box";

const DEBOUNCE_MS = 150;
const MIN_LENGTH = 2;

/**
 * The header search box with suggestions: a WAI-ARIA combobox with a listbox popup. Arrow keys
 * move through the suggestions, Enter opens the active one (or searches), Escape closes.
 */
export function SearchCombobox({ idPrefix, defaultValue, autoFocus }: SearchBoxProps & { autoFocus: boolean }) {
  const [value, setValue] = useState(defaultValue ?? "");
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const navigate = useNavigate();

  useEffect(() => {
    if (!autoFocus || !input.current) return;
    const el = input.current;
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
  }, [autoFocus]);

  useEffect(() => {
    const query = value.trim();
    if (query.length < MIN_LENGTH) {
      setItems([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/search/suggest?${new URLSearchParams({ q: query })}`, {
          signal: controller.signal,
        });
        if (!response.ok) return;
        const body = (await response.json()) as Suggestions;
        setItems(body.items);
        setActive(-1);
      } catch {
        // aborted by the next keystroke, or offline: the plain search still works
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value]);

  const expanded = open && items.length > 0;
  const go = (item: Suggestion) => {
    setOpen(false);
    if (item.url.startsWith("/docs/")) window.location.assign(item.url);
    else navigate(item.url);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!items.length) return;
      event.preventDefault();
      setOpen(true);
      // -1 is the input itself: moving past either end returns to what the visitor typed
      if (event.key === "ArrowDown") setActive((i) => (!expanded ? 0 : i + 1 >= items.length ? -1 : i + 1));
      else setActive((i) => (!expanded ? items.length - 1 : i <= -1 ? items.length - 1 : i - 1));
    } else if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    } else if (event.key === "Enter") {
      const item = expanded ? items[active] : undefined;
      if (item) {
        event.preventDefault();
        go(item);
      }
    }
  };

  const option = (i: number) => `${listId}-option-${i}`;
  return (
    <div className="relative">
      <SearchForm idPrefix={idPrefix} onSubmit={() => setOpen(false)}>
        <input
          ref={input}
          id={`${idPrefix}-q`}
          name="q"
          type="search"
          value={value}
          maxLength={200}
          placeholder="Search"
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && items[active] ? option(active) : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className={searchInputClass}
        />
      </SearchForm>
      <div
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!expanded}
        className="absolute right-0 z-50 mt-2 w-[min(26rem,90vw)] overflow-hidden rounded-2xl border border-line bg-white py-2 shadow-xl"
      >
        {items.map((item, i) => (
          // The listbox pattern with aria-activedescendant: focus stays in the combobox input, whose
          // key handler moves through the options, so the options are neither focusable nor keyed.
          // biome-ignore lint/a11y/useFocusableInteractive: see above
          // biome-ignore lint/a11y/useKeyWithClickEvents: see above
          <div
            key={item.id}
            id={option(i)}
            role="option"
            aria-selected={i === active}
            // keep focus in the input; the click below opens the suggestion
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(item)}
            onPointerMove={() => setActive(i)}
            className={`flex cursor-pointer items-baseline justify-between gap-4 px-4 py-2 text-sm ${i === active ? "bg-mist text-accent" : "text-ink"}`}
          >
            <span className="font-semibold">
              <Marked parts={item.title} />
            </span>
            <span className="shrink-0 text-xs text-muted">{item.group}</span>
          </div>
        ))}
      </div>
      <p role="status" className="sr-only">
        {expanded ? `${items.length} suggestions, use the arrow keys to choose` : ""}
      </p>
    </div>
  );
}
