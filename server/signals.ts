/**
 * What every request leaves behind: its id (sent back as X-Request-Id), one JSON line in the log
 * and its count and duration in the metrics, written when its answer is finished (or abandoned).
 * One shared function per event and the request's facts in one small object: nothing per request
 * but that object and the line (docs/architecture.md, "Start-up, bounded pages, the finishing step").
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { BlockList, isIP } from "node:net";
import type { Logger } from "pino";
import { log } from "../app/.server/log.ts";
import {
  countPageCacheLookup,
  countRequest,
  type RequestSeries,
  registry,
  requestSeriesOf,
} from "../app/.server/metrics.ts";
import { truncateAddress } from "../app/lib/client-device.ts";
import { localeOfPath } from "../app/lib/i18n/locales.ts";
import type { Trace, TracedRequest } from "./request.ts";
import { routeIdOf } from "./route-id.ts";

/** The trace of a request, for the app's code that reaches the Node request (server/app.ts). */
export const traceOf = (req: IncomingMessage): Trace | undefined => (req as Partial<TracedRequest>).trace;

/** A proxy's id is kept when it is one we trust and the id is plain: letters, digits, `-_.:@`, up to 128. */
const PLAIN_ID = /^[\w.:@-]{1,128}$/;

type Trust = (address: string, hop: number) => boolean;
/** Which peers may name the request and the visitor (TRUST_PROXY, as Express compiled it). */
let trusts: Trust = () => false;

/**
 * Starts a request's trace. A trusted proxy (TRUST_PROXY) may name the request: its X-Request-Id is
 * kept, so nginx's log and ours share one id. The answer carries it as X-Request-Id: the page
 * cache's hits add it to their header list; everything else gets it from `answerWithId`.
 */
export function traceRequest(req: IncomingMessage): void {
  // the proxy is asked about only when the request names itself (parsing the address costs)
  const named = req.headers["x-request-id"];
  const given = named !== undefined && trusts(req.socket.remoteAddress ?? "", 0) ? named : undefined;
  const id = typeof given === "string" && PLAIN_ID.test(given) ? given : randomUUID();
  (req as TracedRequest).trace = {
    id,
    start: process.hrtime.bigint(),
    written: req.socket.bytesWritten,
    staffId: null,
    cache: undefined,
  };
}

/**
 * For an answer that is not a page-cache hit: sets X-Request-Id on it, and on the request's
 * headers, where the app's error logging reads it (app/entry.server.tsx, server/security.ts).
 */
export function answerWithId(req: IncomingMessage, res: ServerResponse): void {
  const trace = traceOf(req);
  if (!trace) return;
  req.headers["x-request-id"] = trace.id;
  res.setHeader("X-Request-Id", trace.id);
}

export function trustProxies(trust: Trust): void {
  trusts = trust;
}

const CLIENT = Symbol("noteva.client");
type Seen = { forwarded: string | undefined; client: string | undefined };
type Known = IncomingMessage["socket"] & { [CLIENT]?: Seen };

/**
 * The visitor's address as the log keeps it (truncated), worked out once per connection: a
 * kept-alive connection's requests come from one peer, and through a proxy mostly for one visitor.
 */
function truncatedClientOf(req: IncomingMessage): string | undefined {
  const socket = req.socket as Known | null;
  const forwarded = req.headers["x-forwarded-for"] as string | undefined;
  const seen = socket?.[CLIENT];
  if (seen && seen.forwarded === forwarded) return seen.client;
  const client = truncateAddress(clientOf(req) ?? "") ?? undefined;
  if (socket) socket[CLIENT] = { forwarded, client };
  return client;
}

/** The visitor's address: the socket's, or behind trusted proxies the last one they did not add. */
function clientOf(req: IncomingMessage): string | undefined {
  let address = req.socket?.remoteAddress;
  const forwarded = req.headers["x-forwarded-for"];
  if (!address || typeof forwarded !== "string") return address;
  const hops = forwarded.split(",");
  for (let hop = 0; hop < hops.length && trusts(address, hop); hop++) {
    address = hops[hops.length - 1 - hop]?.trim();
    if (!address) return undefined;
  }
  return address;
}

/**
 * What the log and the metrics say of one address, worked out once for the requests that follow:
 * its route id and language, its log (a pino child holding both, serialised once), and the last
 * series it counted into.
 */
type Facts = {
  route: string;
  lang: string | undefined;
  lines: Logger;
  last: { method: string; status: number; series: RequestSeries } | undefined;
};
const factsByPath = new Map<string, Facts>();
const FACTS_LIMIT = 2_000;

function factsOf(path: string): Facts {
  let facts = factsByPath.get(path);
  if (facts) return facts;
  const route = routeIdOf(path);
  const lang = route === "assets" || route === "static" ? undefined : localeOfPath(path);
  // the child logs whatever its parent lets through: the parent's level is checked per line
  facts = { route, lang, lines: log.child({ route, lang }, { level: "trace" }), last: undefined };
  if (factsByPath.size >= FACTS_LIMIT) factsByPath.clear();
  factsByPath.set(path, facts);
  return facts;
}

/**
 * Records a request when its answer is done with (its response's "close", which the HTTP server
 * listens for once for everything it does then): sent whole, or cut short (499) when the client
 * left first.
 */
export function recordRequest(res: ServerResponse): void {
  const req = res.req as Partial<TracedRequest>;
  const trace = req.trace;
  if (!trace) return;
  req.trace = undefined;
  const seconds = Number(process.hrtime.bigint() - trace.start) / 1e9;
  const facts = factsOf(pathOf(req.url));
  const method = req.method ?? "GET";
  const status = res.writableFinished ? res.statusCode : 499;
  let last = facts.last;
  if (last?.method !== method || last.status !== status) {
    last = facts.last = { method, status, series: requestSeriesOf(facts.route, method, status) };
  }
  countRequest(last.series, seconds);
  const cache = trace.cache ?? res.getHeader("X-Page-Cache");
  if (cache === "hit" || cache === "miss") countPageCacheLookup(cache);
  const level = status >= 500 ? "error" : "info";
  if (!log.isLevelEnabled(level)) return;
  facts.lines[level]({
    reqId: trace.id,
    method,
    status,
    ms: Math.round(seconds * 10_000) / 10,
    bytes: req.socket ? req.socket.bytesWritten - trace.written : 0,
    cache: typeof cache === "string" ? cache : undefined,
    staff: trace.staffId ?? undefined,
    client: truncatedClientOf(req as IncomingMessage),
    ...(status === 499 && { aborted: true }),
  });
}

const pathOf = (url = "/") => {
  const at = url.indexOf("?");
  return at === -1 ? url : url.slice(0, at);
};

/**
 * GET /metrics, answered by the HTTP server before Express: to loopback and METRICS_ALLOW only,
 * and never to a request that came through a proxy (it names a forwarded client), so a visitor
 * reaching the site through nginx gets 404 even though nginx itself connects from loopback.
 */
export function metricsAnswer(address: string, allowed: (peer: string) => boolean) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (pathOf(req.url) !== address) return false;
    const proxied = req.headers["x-forwarded-for"] !== undefined || req.headers.forwarded !== undefined;
    const peer = req.socket.remoteAddress ?? "";
    if (proxied || !allowed(peer) || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
      res.end("Not Found");
      return true;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { "Content-Type": registry.contentType, "Cache-Control": "no-store" });
        res.end(req.method === "HEAD" ? undefined : text);
      },
      (error: Error) => {
        log.error({ err: error, reqId: traceOf(req)?.id }, "metrics could not be collected");
        res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
        res.end("Internal Server Error");
      },
    );
    return true;
  };
}

/** Who may read /metrics: loopback, and the addresses and ranges in METRICS_ALLOW. */
export function metricsReaders(allow: readonly string[]): (peer: string) => boolean {
  const list = new BlockList();
  list.addSubnet("127.0.0.0", 8, "ipv4");
  list.addAddress("::1", "ipv6");
  for (const entry of allow) {
    const [address = "", bits] = entry.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (peer) => {
    const address = peer.startsWith("::ffff:") ? peer.slice(7) : peer;
    const type = isIP(address);
    return type !== 0 && list.check(address, type === 6 ? "ipv6" : "ipv4");
  };
}
