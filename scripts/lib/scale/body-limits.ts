/**
 * A refused body through nginx and directly: its 413 arrives every time (server/security.ts,
 * lingering close); and the metrics are for the instances' own addresses, never through nginx.
 */
import { oversizedPost } from "../oversized-post.ts";
import { record } from "./report.ts";
import type { Site } from "./site.ts";

export async function checkOversizedBodies({ a, lb }: Site) {
  const tries = 20;
  const through = async (base: string) => {
    const answers: string[] = [];
    for (let i = 0; i < tries; i++) answers.push(await oversizedPost(base));
    return answers.filter((a) => a.startsWith("HTTP/1.1 413")).length;
  };
  const [viaNginx, direct] = [await through(lb), await through(a.url)];
  record(
    "a 2 MB form POST sent without Expect gets its 413, through nginx and directly",
    viaNginx === tries && direct === tries,
    `${viaNginx} of ${tries} through nginx, ${direct} of ${tries} directly`,
  );
}

export async function checkMetricsBehindNginx({ a, lb }: Site) {
  const [viaNginx, direct] = await Promise.all([fetch(`${lb}/metrics`), fetch(`${a.url}/metrics`)]);
  const text = await direct.text();
  record(
    "metrics: served to the instance's loopback, 404 through nginx",
    viaNginx.status === 404 && direct.status === 200 && text.includes("noteva_http_requests_total"),
    `through nginx ${viaNginx.status}; directly ${direct.status} (${text.split("\n").filter((l) => l.startsWith("noteva_")).length} noteva_ samples)`,
  );
}
