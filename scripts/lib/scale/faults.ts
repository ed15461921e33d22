/**
 * Faults with two instances behind nginx: one instance killed (-9) under a load of contact
 * messages, and PostgreSQL stopped for a few seconds.
 */
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { contactBody, contactForm, contactLoad, lostAndDuplicated, STORED_BY_KEY } from "../contact-load.ts";
import { waitFor } from "../net.ts";
import { cached, FROM_CACHE } from "../page-cache-probe.ts";
import { startCluster, stopCluster } from "./postgres.ts";
import { record } from "./report.ts";
import type { Site } from "./site.ts";

/** Contact under load through nginx, with instance B killed in the middle; the load's form token. */
export async function checkKillUnderLoad({ b, lb, nginxPrefix, sql }: Site): Promise<string> {
  const loadToken = await contactForm(lb);
  await sleep(3_100);
  const load = await contactLoad({ base: lb, token: loadToken, killAt: 3_000, kill: () => b.child.kill("SIGKILL") });
  const { acknowledged, statuses, afterKill } = load;
  // what the load saw go wrong: anything but the form's 303, and connections that failed
  const errorsSeen =
    Object.entries(statuses).reduce((sum, [status, count]) => sum + (status === "303" ? 0 : count), 0) +
    load.errors +
    load.timeouts;
  // the POSTs that were on B when it died, which nginx sent to A again (the contact route says it
  // may: deploy/generated/retried-posts.conf)
  const errorLog = path.join(nginxPrefix, "error.log");
  const resent = existsSync(errorLog)
    ? readFileSync(errorLog, "utf8")
        .split("\n")
        .filter((l) => l.includes("[error]") && l.includes('"POST /contactus') && /from upstream/.test(l)).length
    : 0;
  const rows = await sql.query(STORED_BY_KEY, [[...acknowledged.keys()]]);
  const { lost, duplicated } = lostAndDuplicated(acknowledged, rows.rows);
  record(
    "contact under load with one instance killed: no error seen, nothing acknowledged lost or duplicated",
    acknowledged.size > 100 && errorsSeen === 0 && lost === 0 && duplicated === 0 && afterKill > 0,
    `${acknowledged.size} acknowledged (statuses ${JSON.stringify(statuses)}, ${load.errors} connection errors, ` +
      `${load.timeouts} timeouts: ${errorsSeen} errors seen), ${lost} lost, ${duplicated} duplicated; ` +
      `${resent} POSTs in flight on the killed instance sent to the other; ` +
      `${afterKill} answers after the kill at 3 s; ${load.rps.toFixed(0)} req/s, p99 ${load.p99} ms`,
  );
  return loadToken;
}

type Outage = {
  /** The cluster to stop and start again. */
  pgDir: string;
  pgPort: number;
  /** A contact form token the instances accept. */
  token: string;
  /** The text published on /category/Drums, which nginx's copy of the page shows. */
  headline: string;
};

/**
 * PostgreSQL stops for a few seconds: a page nginx has a copy of is served from it; any other
 * answers 503 with a friendly page (search results are never kept by nginx or an instance; a
 * made-up parameter would not do: pages drop what they do not read, so it names a kept page).
 */
export async function checkPostgresOutage({ a, lb }: Site, { pgDir, pgPort, token, headline }: Outage) {
  await cached(lb, "/category/Drums");
  const uncachedPage = `/search?q=outage${Date.now()}`;
  stopCluster(pgDir);
  const downStarted = Date.now();
  const page = await fetch(`${lb}${uncachedPage}`, { signal: AbortSignal.timeout(10_000) });
  const pageText = await page.text();
  const pageMs = Date.now() - downStarted;
  const kept = await fetch(`${lb}/category/Drums`, { signal: AbortSignal.timeout(10_000) });
  const keptText = await kept.text();
  const keptCache = kept.headers.get("x-cache-status") ?? "none";
  const ready = await fetch(`${a.url}/readyz`);
  const post = await fetch(`${lb}/contactus`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "198.51.100.99" },
    body: contactBody(token, randomUUID(), 999_999),
    signal: AbortSignal.timeout(10_000),
  });
  await sleep(3_000);
  startCluster(pgDir, pgPort);
  const recoveredIn = await waitFor(`${lb}/search?q=recovered${Date.now()}`, 30_000);
  const friendly = pageText.includes("back in a moment");
  record(
    "PostgreSQL stopped: 503 with a friendly page, then recovery without a restart",
    page.status === 503 &&
      friendly &&
      page.headers.get("retry-after") === "30" &&
      pageMs < 5_000 &&
      ready.status === 503 &&
      post.status === 503,
    `page ${page.status} in ${pageMs} ms (${friendly ? "friendly text" : "no friendly text"}, Retry-After ${page.headers.get("retry-after")}); ` +
      `/readyz ${ready.status}; contact POST ${post.status}; pages back ${recoveredIn} ms after PostgreSQL started`,
  );
  record(
    "PostgreSQL stopped: a page nginx keeps is still served, from its cache",
    kept.status === 200 && FROM_CACHE.has(keptCache) && keptText.includes(headline),
    `/category/Drums ${kept.status} (${keptCache}) while ${uncachedPage} answered ${page.status}`,
  );
}
