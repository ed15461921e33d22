/**
 * The contact form, filled in by scripts: its token, its fields, and a load of messages through
 * nginx (`npm run scale-test`) during which an instance may be killed.
 */
import { randomUUID } from "node:crypto";
import autocannon from "autocannon";

/** The form's token, as a browser gets it with the page (the app accepts it 3 s later). */
export async function contactForm(base: string) {
  const html = await (await fetch(`${base}/contactus`)).text();
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error("no form token on /contactus");
  return token;
}

/** A filled-in form; `key` is the form's idempotency key (one per message, as the page makes it). */
export const contactBody = (token: string, key: string, n: number) =>
  new URLSearchParams({
    name: `Load Tester ${n}`,
    email: `load${n}@example.com`,
    country: "DE",
    topic: "support",
    message: `Message number ${n}: my piano's sustain pedal stopped working after the update.`,
    consent: "on",
    key,
    token,
    website: "",
  }).toString();

/**
 * 20 visitors sending messages for 8 s, each message with its own key; after `killAt` ms, `kill`
 * (if given). Like a browser, the load never sends a message twice: what it sees is what a visitor
 * would. `first`: the number of the first message (its sender address), so loads never share one.
 */
export async function contactLoad({
  base,
  token,
  killAt = 0,
  kill,
  first = 0,
}: {
  base: string;
  token: string;
  killAt?: number;
  kill?: () => void;
  first?: number;
}) {
  const acknowledged = new Map<string, string>(); // idempotency key → the reference answered
  const statuses: Record<string, number> = {};
  let n = first;
  let killedAt = 0;
  let afterKill = 0;
  const load = autocannon({
    url: `${base}/contactus`,
    connections: 20,
    duration: 8,
    requests: [
      {
        method: "POST",
        setupRequest: (req: Record<string, unknown>, context: Record<string, unknown>) => {
          const i = ++n;
          const key = randomUUID();
          context.key = key;
          return {
            ...req,
            headers: {
              "Content-Type": "application/x-www-form-urlencoded",
              // one sender address per message: the limit of 5 an hour per sender stays out of the way
              "X-Forwarded-For": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
            },
            body: contactBody(token, key, i),
          };
        },
        onResponse: (
          status: number,
          _body: string,
          context: Record<string, unknown>,
          headers: Record<string, string>,
        ) => {
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (killedAt && status < 500) afterKill++;
          const location = headers?.location;
          if (status === 303 && location) {
            const ref = new URL(location, base).searchParams.get("sent");
            if (ref) acknowledged.set(String(context.key), ref);
          }
        },
      },
    ],
  } as never);
  if (kill)
    setTimeout(() => {
      killedAt = Date.now();
      kill();
    }, killAt);
  const result = (await load) as {
    requests: { average: number };
    latency: { p50: number; p99: number; average: number };
    errors: number;
    timeouts: number;
  };
  return {
    acknowledged,
    statuses,
    afterKill,
    errors: result.errors,
    timeouts: result.timeouts,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    meanMs: result.latency.average,
  };
}

/**
 * What became of acknowledged messages (idempotency key → the reference answered), given the rows
 * stored under those keys: how many are missing under their reference, and how many keys were
 * stored more than once.
 */
export function lostAndDuplicated(
  acknowledged: ReadonlyMap<string, string>,
  rows: readonly { key: string; reference: string }[],
): { lost: number; duplicated: number } {
  const byKey = new Map<string, string[]>();
  for (const r of rows) byKey.set(r.key, [...(byKey.get(r.key) ?? []), r.reference]);
  const lost = [...acknowledged].filter(([key, ref]) => !(byKey.get(key) ?? []).includes(ref)).length;
  const duplicated = [...byKey.values()].filter((refs) => refs.length > 1).length;
  return { lost, duplicated };
}

/** The query that reads the rows `lostAndDuplicated` takes ($1: the acknowledged keys). */
export const STORED_BY_KEY =
  "select idempotency_key as key, reference from contact_message where idempotency_key = any($1)";
