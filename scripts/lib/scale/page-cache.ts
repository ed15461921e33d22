/**
 * Checks of nginx's page cache in front of the instances (deploy/nginx.conf): a crowd on an
 * uncached page, tracking-parameter URLs, sessions bypassing it, and how soon a change published
 * on one instance shows on the other and through nginx.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { burst, cached, sameEntry, untilVisible, withVariants } from "../page-cache-probe.ts";
import { record } from "./report.ts";
import type { Site } from "./site.ts";

/** Runs the checks with the admin's session; the headline it published on the Drums category. */
export async function checkPageCache({ a, b, lb, nginxPrefix, sql }: Site, session: string): Promise<string> {
  // nginx's page cache: a crowd asking for a page nobody has asked for yet reaches the instances
  // about once (the lock), not once per visitor
  const crowd = await burst(lb, nginxPrefix, "/product/AKX10S", 200);
  const renderBound = 1 + Math.ceil(crowd.ms / 1000); // one, and one more per second the crowd lasts
  record(
    "200 visitors asking for one uncached page at once reach the instances a bounded number of times",
    crowd.ok200 && crowd.renders >= 1 && crowd.renders <= renderBound,
    `${crowd.renders} render(s) reached the instances for 200 requests in ${crowd.ms} ms (at most ${renderBound}); ` +
      `statuses ${JSON.stringify(crowd.statuses)}; nginx ${JSON.stringify(crowd.cache)}`,
  );

  // tracking parameters are not part of a page's cache key (app/lib/page-url.ts, deploy/page-key.js)
  const tracking = await sameEntry(
    lb,
    withVariants(
      ["/news", "/category/DigitalPianos", "/news?page=1&t=u"],
      [
        "utm_source=newsletter&utm_medium=email",
        "gclid=Cj0KCQ",
        "fbclid=IwAR2x",
        "utm_campaign=x&_ga=2.1.3",
        "srsltid=AfmB",
      ],
    ),
  );
  const reordered = await sameEntry(lb, [["/news?page=1&t=u", "/news?t=u&mc_cid=9&page=1"]]);
  record(
    "tracking-parameter and reordered URLs are answered from the page's cache entry",
    tracking.fromCache === tracking.total && reordered.fromCache === reordered.total,
    `${tracking.fromCache}/${tracking.total} tracking URLs from the cache (${JSON.stringify(tracking.cache)}); ` +
      `/news?t=u&mc_cid=9&page=1 after /news?page=1&t=u: ${reordered.rows[0]?.cache}`,
  );

  // a signed-in visitor never gets, nor leaves, a cached page
  const signedIn = await Promise.all(
    [session, "__Host-noteva_session=x", `theme=dark; ${session}`].map(async (cookie) => {
      const res = await fetch(`${lb}/category/DigitalPianos`, { headers: { Cookie: cookie } });
      await res.arrayBuffer();
      return res.headers.get("x-cache-status") ?? "none";
    }),
  );
  record(
    "a visitor with a session cookie bypasses nginx's cache",
    signedIn.every((s) => s === "BYPASS"),
    `noteva_session, __Host-noteva_session, a second cookie first: ${signedIn.join(" ")}`,
  );

  // publishing on A is live on B at once, though B keeps the page in its cache, and through
  // nginx within a second, though nginx keeps it too
  for (let i = 0; i < 2; i++) await (await fetch(`${b.url}/category/Drums`)).text();
  const cachedOnB = (await fetch(`${b.url}/category/Drums`)).headers.get("x-page-cache");
  const cachedInNginx = await cached(lb, "/category/Drums");
  const cat = (await sql.query("select name, title, pic, position, version from category where id = 'Drums'")).rows[0];
  const headline = `Rhythm machines for every stage ${Date.now()}`;
  const publish = await fetch(`${a.url}/admin/categories/Drums`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: session },
    body: new URLSearchParams({
      name: cat.name,
      title: headline,
      pic: cat.pic,
      position: String(cat.position),
      version: String(cat.version), // the version the editor's form was loaded from (no lost update)
    }),
  });
  const savedAt = Date.now();
  const seen = (await (await fetch(`${b.url}/category/Drums`)).text()).includes(headline);
  // when it does not, how much later it does (B hears of the change by NOTIFY): a diagnosis only
  let lateMs = Number.NaN;
  while (!seen && Date.now() - savedAt < 5_000) {
    if ((await (await fetch(`${b.url}/category/Drums`)).text()).includes(headline)) {
      lateMs = Date.now() - savedAt;
      break;
    }
    await sleep(20);
  }
  record(
    "a change published on one instance shows on the other at once",
    cachedOnB === "hit" && publish.status >= 300 && publish.status < 400 && seen,
    `B served the page from its cache (${cachedOnB}); save on A ${publish.status}; the next request to B ${seen ? "shows" : "does not show"} it` +
      (seen ? "" : ` (B shows it ${lateMs} ms after the save)`),
  );
  const visible = await untilVisible(lb, "/category/Drums", headline, savedAt);
  record(
    "a change published on one instance is visible through nginx within one second",
    cachedInNginx === "HIT" && visible.sentMs <= 1_000,
    `nginx had the page (${cachedInNginx}); after the save, requests sent from ${visible.sentMs} ms on show it ` +
      `(the first answered at ${visible.answeredMs} ms, ${visible.cache}, after ${visible.requests} requests)`,
  );
  return headline;
}
