/**
 * The load the deploy check runs through nginx while instances are replaced: visitors browsing
 * public pages, visitors sending the contact form (each message its own idempotency key), and an
 * editor saving an article through its admin form again and again. Every 5xx, connection error
 * and timeout is counted, per phase (the deploy, the rollback).
 */
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { contactBody } from "../contact-load.ts";
import { formFields } from "./admin-form.ts";

export type Tally = {
  requests: number;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  /** Requests sent again after nginx closed their kept-alive connection before answering. */
  resent: number;
  /** What failed: the request and its status or error, with the time since the load started. */
  failed: string[];
};

const newTally = (): Tally => ({ requests: 0, statuses: {}, errors: 0, timeouts: 0, resent: 0, failed: [] });

/** undici's errors for a connection closed before any answer came. */
const CLOSED_BEFORE_ANSWER = new Set(["UND_ERR_SOCKET", "ECONNRESET", "EPIPE"]);

/** What a load saw go wrong: 5xx answers, failed connections and timeouts. */
export const failures = (t: Tally) =>
  Object.entries(t.statuses).reduce((sum, [s, n]) => sum + (Number(s) >= 500 ? n : 0), 0) + t.errors + t.timeouts;

type Kind = "browse" | "contact" | "editor";

export type LoadOptions = {
  lb: string;
  /** Public pages to browse (a unique search is added to every round). */
  pages: string[];
  /** A contact form token the instances accept. */
  token: string;
  /** The editor's session cookie and the article it edits. */
  editor: { cookie: string; article: string };
};

/**
 * Starts the load; `phase(name)` starts counting into a new phase, `stop()` ends it and returns
 * the tallies by phase and kind, the acknowledged contact messages (key → reference) and the saves.
 */
export function startLoad({ lb, pages, token, editor }: LoadOptions) {
  const phases = new Map<string, Record<Kind, Tally>>();
  let current = "before";
  const tallyOf = (kind: Kind) => {
    const phase = phases.get(current) ?? { browse: newTally(), contact: newTally(), editor: newTally() };
    phases.set(current, phase);
    return phase[kind];
  };
  const acknowledged = new Map<string, string>();
  const saves = { saved: 0, conflicts: 0, other: [] as string[] };
  let running = true;
  let n = 0;
  const started = Date.now();
  const at = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  const resent: string[] = [];
  const reloads: string[] = [];
  let lastReload = Number.NEGATIVE_INFINITY;
  const visitor = () => {
    const i = ++n;
    return `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
  };

  /**
   * One request, counted; the answer, or null when it failed or timed out. Like a browser, it is
   * sent again, once, when nginx closed the kept-alive connection before answering within 2 s of a
   * reload (a reload makes nginx's old workers close their idle connections; one may cross a
   * request on its way): nginx never closes a connection holding a request it has read, so nothing
   * was done with it. Any other failure counts.
   */
  async function send(kind: Kind, url: string, init: RequestInit = {}, again = true): Promise<Response | null> {
    const tally = tallyOf(kind);
    if (again) tally.requests++;
    try {
      const res = await fetch(`${lb}${url}`, { redirect: "manual", ...init, signal: AbortSignal.timeout(15_000) });
      tally.statuses[res.status] = (tally.statuses[res.status] ?? 0) + 1;
      if (res.status >= 500) tally.failed.push(`${at()} ${init.method ?? "GET"} ${url} ${res.status}`);
      return res;
    } catch (error) {
      const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
      if (again && CLOSED_BEFORE_ANSWER.has(cause?.code ?? "") && Date.now() - lastReload < 2_000) {
        tally.resent++;
        resent.push(`${at()} ${init.method ?? "GET"} ${url} (${cause?.message})`);
        return send(kind, url, init, false);
      }
      if ((error as Error).name === "TimeoutError") tally.timeouts++;
      else tally.errors++;
      tally.failed.push(`${at()} ${init.method ?? "GET"} ${url} ${cause?.message ?? (error as Error).message}`);
      return null;
    }
  }

  async function browse(offset: number) {
    for (let round = 0; running; round++) {
      for (let i = 0; i < pages.length && running; i++) {
        const page = pages[(i + offset) % pages.length] as string;
        const url = page === "search" ? `/search?q=piano+${offset}-${round}` : page;
        const res = await send("browse", url, { headers: { "X-Forwarded-For": visitor() } });
        await res?.arrayBuffer().catch(() => undefined);
      }
    }
  }

  async function contact() {
    while (running) {
      const key = randomUUID();
      const res = await send("contact", "/contactus", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": visitor() },
        body: contactBody(token, key, n),
      });
      await res?.arrayBuffer().catch(() => undefined);
      const ref = res?.status === 303 && new URL(res.headers.get("location") ?? "/", lb).searchParams.get("sent");
      if (ref) acknowledged.set(key, ref);
      await sleep(50);
    }
  }

  async function edit() {
    const address = `/admin/articles/${editor.article}`;
    const headers = { Cookie: editor.cookie, "X-Forwarded-For": "192.0.2.44" };
    for (let i = 0; running; i++) {
      const form = await send("editor", address, { headers });
      const html = form?.status === 200 ? await form.text() : null;
      if (!html) {
        if (form && form.status < 500) saves.other.push(`GET ${form.status}`);
        await sleep(200);
        continue;
      }
      // the form as loaded, its version included; the summary says which save this is
      const fields = formFields(html);
      fields.set("summary", [`Saved ${i} times while a release was deployed and rolled back.`]);
      const res = await send("editor", address, {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams([...fields.entries()].flatMap(([k, vs]) => vs.map((v) => [k, v]))),
      });
      await res?.arrayBuffer().catch(() => undefined);
      if (res && res.status >= 300 && res.status < 400) saves.saved++;
      else if (res?.status === 409)
        saves.conflicts++; // another save won: load the form again
      else if (res && res.status < 500) saves.other.push(`POST ${res.status}`);
      await sleep(250);
    }
  }

  const loops = [
    ...Array.from({ length: 4 }, (_, i) => browse(i * 3)),
    ...Array.from({ length: 3 }, () => contact()),
    edit(),
  ];
  return {
    /** Says nginx was just told to reload. */
    reloaded() {
      lastReload = Date.now();
      reloads.push(at());
    },
    phase(name: string) {
      current = name;
    },
    async stop() {
      running = false;
      await Promise.all(loops);
      return { phases, acknowledged, saves, resent, reloads };
    },
  };
}
