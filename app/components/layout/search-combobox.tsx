import { useEffect, useRef, useState } from "react";
import { useHref, useNavigate } from "react-router";
import { Marked } from "~/features/search/marked";
import * as href from "~/lib/href";
import { fill, useFrame } from "~/lib/i18n/frame";
import type { Suggestion, Suggestions, SuggestionsProps } from "~/lib/search/results";

const DEBOUNCE_MS = 150;
const MIN_LENGTH = 2;

/**
 * Suggestions for a search box, as a WAI-ARIA combobox with a listbox popup: it turns the box's
 * existing input into the combobox. Arrow keys move through the suggestions, Enter opens the
 * active one (or searches as typed), Escape closes the list.
 */
export function SearchSuggestions({ input, idPrefix }: SuggestionsProps) {
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [query, setQuery] = useState(() => input.current?.value ?? "");
  const navigate = useNavigate();
  const m = useFrame();
  // the page's language's suggestions (the router's basename is the language prefix)
  const suggestUrl = useHref(href.searchSuggest());
  const listId = `${idPrefix}-suggestions`;
  const option = (i: number) => `${listId}-${i}`;
  const expanded = open && items.length > 0;
  // the key handler reads the latest state without re-attaching
  const state = useRef({ items, active, expanded });
  state.current = { items, active, expanded };

  const go = (item: Suggestion) => {
    setOpen(false);
    if (href.isDocument(item.url)) window.location.assign(item.url);
    else navigate(item.url);
  };
  const goRef = useRef(go);
  goRef.current = go;

  // The input belongs to the search box; this only adds the combobox's behaviour to it.
  useEffect(() => {
    const el = input.current;
    if (!el) return;
    el.setAttribute("role", "combobox");
    el.setAttribute("aria-autocomplete", "list");
    el.setAttribute("aria-controls", listId);
    const onInput = () => {
      setQuery(el.value);
      setOpen(true);
    };
    const onFocus = () => setOpen(true);
    const onBlur = () => setOpen(false);
    const onKeyDown = (event: KeyboardEvent) => {
      const { items, active, expanded } = state.current;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        if (!items.length) return;
        event.preventDefault();
        setOpen(true);
        // -1 is the input itself: moving past either end returns to what the visitor typed
        if (event.key === "ArrowDown") setActive(!expanded ? 0 : active + 1 >= items.length ? -1 : active + 1);
        else setActive(!expanded || active <= -1 ? items.length - 1 : active - 1);
      } else if (event.key === "Escape" && expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (event.key === "Enter") {
        const item = expanded ? items[active] : undefined;
        if (item) {
          event.preventDefault();
          goRef.current(item);
        } else setOpen(false);
      }
    };
    el.addEventListener("input", onInput);
    el.addEventListener("focus", onFocus);
    el.addEventListener("blur", onBlur);
    el.addEventListener("keydown", onKeyDown);
    if (document.activeElement === el) setOpen(true);
    return () => {
      el.removeEventListener("input", onInput);
      el.removeEventListener("focus", onFocus);
      el.removeEventListener("blur", onBlur);
      el.removeEventListener("keydown", onKeyDown);
    };
  }, [input, listId]);

  useEffect(() => {
    const el = input.current;
    if (!el) return;
    el.setAttribute("aria-expanded", String(expanded));
    if (expanded && items[active]) el.setAttribute("aria-activedescendant", option(active));
    else el.removeAttribute("aria-activedescendant");
  });

  useEffect(() => {
    const text = query.trim();
    if (text.length < MIN_LENGTH) {
      setItems([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`${suggestUrl}?${new URLSearchParams({ q: text })}`, {
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
  }, [query, suggestUrl]);

  return (
    <>
      <div
        id={listId}
        role="listbox"
        aria-label={m.search.suggestions}
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
        {expanded ? fill(m.search.suggestionsCount, { count: items.length }) : ""}
      </p>
    </>
  );
}
