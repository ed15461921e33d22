import { Fragment, type ReactNode, useEffect, useRef, useState } from "react";
import * as adminHref from "~/lib/admin/href";
import { type AdminFrame, fill, useAdminFormats, useAdminFrame } from "~/lib/admin/i18n";
import { HEARTBEAT_MS, IDLE_AFTER_MS, type OtherEditor, type Presence } from "~/lib/admin/presence";
import { fillNodes } from "~/lib/i18n/fill-nodes";

type Words = AdminFrame["presence"];

/** "seen just now", "seen 1 minute ago", "seen 3 minutes ago" in the editor's language. */
function seenAgo(secondsAgo: number, t: Words): string {
  if (secondsAgo < 45) return t.justNow;
  const minutes = Math.max(1, Math.round(secondsAgo / 60));
  return minutes === 1 ? t.minute : fill(t.minutes, { n: minutes });
}

/** The heartbeat's resource route (app/routes/admin/presence.ts). */

/**
 * Names the other staff who have this record open, above its form, and keeps that up to date: the
 * page load marked the editor present; while the page is visible and in use a heartbeat says so
 * every half minute (without reloading the page's data, so nothing typed is touched), and leaving
 * the page says goodbye. Without JavaScript the page load alone marks and names.
 */
export function EditingNow({ presence }: { presence: Presence | null }) {
  const shown = useHeartbeat(presence);
  const others = shown?.others ?? [];
  const t = useAdminFrame().presence;
  const { list } = useAdminFormats();
  // the live region is always there, so a name that arrives with a heartbeat is announced
  return (
    <div role="status" aria-live="polite">
      {shown && others.length > 0 ? (
        <div className="mb-6 rounded-lg border border-sky-700/30 bg-sky-50 px-4 py-3 text-sm text-sky-950">
          <p>
            {fillNodes(others.length === 1 ? t.one : t.many, {
              names: listed(
                others.map((p) => person(p, t)),
                list,
              ),
              what: t.nouns[shown.entity],
            })}
          </p>
          <p className="mt-1">{others.length === 1 ? t.lockOne : t.lockMany}</p>
        </div>
      ) : null}
    </div>
  );
}

function person(p: OtherEditor, t: Words) {
  return (
    <>
      <strong>{p.name}</strong> (
      <a href={`mailto:${p.email}`} className="underline">
        {p.email}
      </a>
      , {seenAgo(p.secondsAgo, t)})
    </>
  );
}

/** "A", "A and B", "A, B, and C", with each name's own markup. */
function listed(items: ReactNode[], list: Intl.ListFormat) {
  const parts = list.formatToParts(items.map((_, i) => String(i)));
  return parts.map((part, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder
    <Fragment key={i}>{part.type === "element" ? items[Number(part.value)] : part.value}</Fragment>
  ));
}

/**
 * The latest word on who else has the record open: the loader's, then each heartbeat's answer.
 * The heartbeat is a plain fetch, not a router fetcher: it runs no loader again (nothing typed is
 * touched), and an answer that the session has ended (a redirect to sign in) is ignored instead of
 * taking the editor away from the form.
 */
function useHeartbeat(presence: Presence | null): Presence | null {
  const [shown, setShown] = useState(presence);
  const markedAt = useRef(presence?.markedAt);
  // set when the effect's cleanup said goodbye: a remount of the same record (React's strict
  // mode in development) must say hello again at once
  const left = useRef<string | null>(null);

  useEffect(() => {
    setShown(presence);
    markedAt.current = presence?.markedAt;
  }, [presence]);

  const entity = presence?.entity;
  const id = presence?.id;
  useEffect(() => {
    if (!entity || !id) return;
    const record = `${entity}:${id}`;
    let gone = false;
    let lastInput = Date.now();
    let lastBeat = Date.now();
    const beat = async (force = false) => {
      if (document.visibilityState !== "visible" || Date.now() - lastInput > IDLE_AFTER_MS) return;
      if (!force && Date.now() - lastBeat < HEARTBEAT_MS - 1_000) return;
      lastBeat = Date.now();
      const answer = await fetch(adminHref.presence(), {
        method: "POST",
        body: new URLSearchParams({ entity, id }),
        redirect: "manual",
      }).catch(() => null);
      if (!answer?.ok) return;
      const now = (await answer.json().catch(() => null)) as Presence | null;
      if (gone || now?.entity !== entity || now.id !== id) return;
      markedAt.current = now.markedAt;
      setShown(now);
    };
    const leave = () => {
      const goodbye = new URLSearchParams({ entity, id, intent: "leave" });
      if (markedAt.current) goodbye.set("markedAt", markedAt.current);
      navigator.sendBeacon(adminHref.presence(), goodbye);
    };
    const onInput = () => {
      const wasIdle = Date.now() - lastInput > IDLE_AFTER_MS;
      lastInput = Date.now();
      if (wasIdle) void beat(true);
    };
    const onVisible = () => void beat();
    const onShow = (event: PageTransitionEvent) => event.persisted && void beat(true);
    const timer = setInterval(beat, HEARTBEAT_MS);
    if (left.current === record) void beat(true);
    const options = { capture: true, passive: true };
    window.addEventListener("keydown", onInput, options);
    window.addEventListener("pointerdown", onInput, options);
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("pagehide", leave);
    window.addEventListener("pageshow", onShow);
    return () => {
      gone = true;
      clearInterval(timer);
      window.removeEventListener("keydown", onInput, options);
      window.removeEventListener("pointerdown", onInput, options);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("pagehide", leave);
      window.removeEventListener("pageshow", onShow);
      // another page of the admin (or another record) replaces this editor
      leave();
      left.current = record;
    };
  }, [entity, id]);

  return shown;
}
