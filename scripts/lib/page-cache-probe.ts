/**
 * Probes of nginx's page cache (deploy/nginx.conf) for `npm run scale-test` and `npm run bench`:
 * a crowd asking for one page, tracking-parameter URLs, and how soon a change shows. nginx says
 * how it answered in X-Cache-Status; its fill log (scripts/lib/nginx-conf.ts fillLog) says what
 * reached the instances.
 */
import { fillLog } from "./nginx-conf.ts";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Answered from the cache without asking an instance (UPDATING: a stale copy while another request renders). */
export const FROM_CACHE = new Set(["HIT", "UPDATING", "STALE"]);

const tally = (values: string[]) => {
  const counts: Record<string, number> = {};
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  return counts;
};

/** `n` visitors ask for `path` at once: how nginx answered, and how many renders reached the instances. */
export async function burst(base: string, prefix: string, path: string, n: number) {
  const before = fillLog(prefix).filter((l) => l.uri === path).length;
  const started = Date.now();
  const answers = await Promise.all(
    Array.from({ length: n }, async () => {
      const res = await fetch(base + path);
      await res.arrayBuffer();
      return { status: res.status, cache: res.headers.get("x-cache-status") ?? "none" };
    }),
  );
  const ms = Date.now() - started;
  const renders = fillLog(prefix).filter((l) => l.uri === path).length - before;
  return {
    ms,
    renders,
    statuses: tally(answers.map((a) => String(a.status))),
    cache: tally(answers.map((a) => a.cache)),
    ok200: answers.every((a) => a.status === 200),
  };
}

/** Waits until the current second has at least `ms` left: nginx keeps a page to the end of its second. */
async function earlyInASecond(ms = 300) {
  while (1000 - (Date.now() % 1000) < ms) await sleep(5);
}

/** Every tracking variant of each page: `?utm_source=…` or `&utm_source=…` appended. */
export const withVariants = (pages: string[], variants: string[]): [string, string][] =>
  pages.flatMap((page) =>
    variants.map((v): [string, string] => [page, `${page}${page.includes("?") ? "&" : "?"}${v}`]),
  );

/**
 * Each URL asked for right after the page it should share a cache entry with (in one second, so
 * the page's copy is fresh): its X-Cache-Status, HIT when it shares the page's key.
 */
export async function sameEntry(base: string, pairs: [string, string][]) {
  const rows: { url: string; cache: string }[] = [];
  for (const [page, url] of pairs) {
    await earlyInASecond();
    await (await fetch(base + page)).arrayBuffer();
    const res = await fetch(base + url);
    await res.arrayBuffer();
    rows.push({ url, cache: res.headers.get("x-cache-status") ?? "none" });
  }
  const fromCache = rows.filter((r) => FROM_CACHE.has(r.cache)).length;
  return { rows, fromCache, total: rows.length, cache: tally(rows.map((r) => r.cache)) };
}

/** Asks for `path` until nginx answers it from its cache (the copy is fresh); its X-Cache-Status. */
export async function cached(base: string, path: string, tries = 20) {
  let cache = "none";
  for (let i = 0; i < tries && cache !== "HIT"; i++) {
    await earlyInASecond();
    const res = await fetch(base + path);
    await res.arrayBuffer();
    cache = res.headers.get("x-cache-status") ?? "none";
  }
  return cache;
}

/**
 * After a change (made at `since`), asks for `path` one request after another until an answer
 * contains `text`: when the first such request was sent and when it was answered (ms after `since`).
 */
export async function untilVisible(base: string, path: string, text: string, since: number, timeoutMs = 10_000) {
  let requests = 0;
  while (Date.now() - since < timeoutMs) {
    const sent = Date.now();
    const res = await fetch(base + path);
    const body = await res.text();
    requests++;
    if (body.includes(text))
      return {
        sentMs: sent - since,
        answeredMs: Date.now() - since,
        requests,
        cache: res.headers.get("x-cache-status"),
      };
    await sleep(10);
  }
  return { sentMs: Number.POSITIVE_INFINITY, answeredMs: Number.POSITIVE_INFINITY, requests, cache: null };
}
