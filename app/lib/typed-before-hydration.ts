/**
 * What a person types into a text box before the page has hydrated stays typed. React 19 sets a
 * textarea that holds text back to that text when it hydrates it (react-dom's `initTextarea`), so
 * an editor who starts on a pre-filled field in the first moments would lose their words. The
 * client notes each box's value from the first keystroke (and any typed before its script ran),
 * and once hydrated puts back what React replaced, telling the form with an input event.
 */
type Box = HTMLTextAreaElement | HTMLInputElement;

let typed: Map<Box, string> | null = null;

const isBox = (target: EventTarget | null): target is Box =>
  target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement;

function note(event: Event) {
  if (isBox(event.target)) typed?.set(event.target, event.target.value);
}

/** Before hydrating: starts noting what is typed. */
export function noteTypingUntilHydrated() {
  typed = new Map();
  for (const box of document.querySelectorAll("textarea"))
    if (box.value !== box.defaultValue) typed.set(box, box.value);
  document.addEventListener("input", note, true);
}

/** Once hydrated: puts back what was typed where hydration replaced it, and stops noting. */
export function putBackTyped() {
  if (!typed) return;
  document.removeEventListener("input", note, true);
  for (const [box, value] of typed) {
    if (!box.isConnected || box.value === value) continue;
    box.value = value;
    box.dispatchEvent(new Event("input", { bubbles: true }));
  }
  typed = null;
}
