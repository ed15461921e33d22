/**
 * While an update runs, a link inside the site asks first (React Router's blocker), in a modal
 * dialog: stay, or leave. Leaving before COMMIT cancels the update (the card's transfer sends
 * ABORT as it goes, and the instrument keeps its firmware); after COMMIT the instrument finishes by
 * itself, and the dialog says the page then cannot tell the result. Closing a tab or typing an
 * address asks through the browser's own prompt (use-update.ts).
 */

let blockerIds = 0;

/**
 * React Router's blocker (its router's getBlocker and deleteBlocker), as its useBlocker does,
 * hooked here rather than through useBlocker: importing that hook puts it in the script every page
 * shares, and the home page's scripts stay as they were.
 */
function useRouterBlocker(shouldBlock: BlockerFunction) {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const subscribe = useCallback((change: () => void) => router?.subscribe(change) ?? (() => {}), [router]);
  const blockers = useSyncExternalStore(
    subscribe,
    () => router?.state.blockers,
    () => undefined,
  );
  const [key, setKey] = useState("");
  useEffect(() => {
    if (!router) return;
    const own = `check-${++blockerIds}`;
    setKey(own);
    return () => router.deleteBlocker(own);
  }, [router]);
  useEffect(() => {
    if (router && key) router.getBlocker(key, shouldBlock);
  }, [router, key, shouldBlock]);
  return (key && blockers?.get(key)) || null;
}

import { useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { type BlockerFunction, UNSAFE_DataRouterContext } from "react-router";
import type { CheckText } from "./text.server";

export function LeaveDialog({ running, committed, text }: { running: boolean; committed: boolean; text: CheckText }) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => running && currentLocation.pathname !== nextLocation.pathname,
    [running],
  );
  const blocker = useRouterBlocker(shouldBlock);
  const dialog = useRef<HTMLDialogElement>(null);
  const blocked = blocker?.state === "blocked";
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (blocked && !element.open) element.showModal();
    if (!blocked && element.open) element.close();
  }, [blocked]);
  // an update that ends while the dialog is open lets the visitor go
  useEffect(() => {
    if (!running && blocker?.state === "blocked") blocker.proceed();
  }, [running, blocker]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="leave-title"
      aria-describedby="leave-body"
      onClose={() => blocker?.state === "blocked" && blocker.reset()}
      className="m-auto max-w-md rounded-2xl p-6 shadow-xl backdrop:bg-ink/40"
    >
      <h2 id="leave-title" className="text-xl font-bold">
        {text.leaveTitle}
      </h2>
      <p id="leave-body" className="mt-3">
        {committed ? text.leaveCommitted : text.leaveBody}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <button
          type="button"
          // biome-ignore lint/a11y/noAutofocus: the safe choice is focused when the dialog opens
          autoFocus
          onClick={() => blocker?.reset?.()}
          className="rounded-full bg-ink px-6 py-2 font-semibold text-white hover:bg-accent"
        >
          {text.stay}
        </button>
        <button
          type="button"
          onClick={() => blocker?.proceed?.()}
          className="rounded-full border border-ink px-6 py-2 font-semibold hover:bg-mist"
        >
          {text.leave}
        </button>
      </div>
    </dialog>
  );
}
