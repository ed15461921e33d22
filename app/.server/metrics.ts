/**
 * The server's metrics, in Prometheus's text format at /metrics (server/signals.ts answers it to
 * loopback and METRICS_ALLOW only). One registry; each measure is declared here once and fed where
 * it happens: requests by the request log, renders by entry.server, queries by the database
 * drivers, search, contact messages and sign-ins by their services. Route ids, methods and status
 * codes are the only labels: their number is fixed by the route map, never by what visitors send.
 */
import { statfs } from "node:fs/promises";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

export const registry = new Registry();
collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

/** Seconds, from 2 ms to 10 s: a page cache hit is well under the first, a stuck render above the last. */
const BUCKETS: readonly number[] = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];

/**
 * Requests by route id, method and status: a counter and a duration histogram, kept as plain
 * numbers and handed to prom-client only when scraped. Through prom-client's own objects each
 * request cost two label-key computations and closures: enough to halve the page cache's hits
 * per second on one core (20,000 → 9,000, measured with and without).
 */
export type RequestSeries = {
  labels: { route: string; method: string; status: string };
  count: number;
  sum: number;
  /** How many fell in each bucket (not cumulative), one more for +Inf. */
  buckets: number[];
};
const requestSeries = new Map<string, RequestSeries>();

/** The series of one route id, method and status (the request log keeps it for the next like it). */
export function requestSeriesOf(route: string, method: string, status: number): RequestSeries {
  const key = `${route} ${method} ${status}`;
  let series = requestSeries.get(key);
  if (!series) {
    series = { labels: { route, method, status: String(status) }, count: 0, sum: 0, buckets: BUCKETS.map(() => 0) };
    series.buckets.push(0);
    requestSeries.set(key, series);
  }
  return series;
}

export function countRequest(series: RequestSeries, seconds: number): void {
  series.count++;
  series.sum += seconds;
  let i = 0;
  while (i < BUCKETS.length && seconds > (BUCKETS[i] as number)) i++;
  series.buckets[i] = (series.buckets[i] ?? 0) + 1;
}

/** A metric prom-client's registry serialises like its own: the values are read when scraped. */
function scrapedMetric(name: string, help: string, type: "counter" | "histogram", values: () => unknown[]) {
  const metric = {
    name,
    help,
    type,
    aggregator: "sum",
    get: async () => ({ name, help, type, aggregator: "sum", values: values() }),
    reset: () => undefined,
  };
  registry.registerMetric(metric as unknown as Parameters<typeof registry.registerMetric>[0]);
}

scrapedMetric("noteva_http_requests_total", "Requests answered, by route id, method and status.", "counter", () =>
  [...requestSeries.values()].map((s) => ({ labels: s.labels, value: s.count })),
);

scrapedMetric(
  "noteva_http_request_duration_seconds",
  "Time from a request's arrival to its answer being done with, by route id, method and status.",
  "histogram",
  () =>
    [...requestSeries.values()].flatMap((s) => {
      let cumulative = 0;
      const buckets = [...BUCKETS, "+Inf"].map((le, i) => {
        cumulative += s.buckets[i] ?? 0;
        return {
          labels: { le, ...s.labels },
          value: cumulative,
          metricName: "noteva_http_request_duration_seconds_bucket",
        };
      });
      return [
        ...buckets,
        { labels: s.labels, value: s.sum, metricName: "noteva_http_request_duration_seconds_sum" },
        { labels: s.labels, value: s.count, metricName: "noteva_http_request_duration_seconds_count" },
      ];
    }),
);

const lookups = { hit: 0, miss: 0 };

export function countPageCacheLookup(outcome: "hit" | "miss"): void {
  lookups[outcome]++;
}

scrapedMetric(
  "noteva_page_cache_lookups_total",
  "Public page requests answered from the server's page cache (hit) or rendered (miss).",
  "counter",
  () => [
    { labels: { outcome: "hit" }, value: lookups.hit },
    { labels: { outcome: "miss" }, value: lookups.miss },
  ],
);

export const renderDuration = new Histogram({
  name: "noteva_render_duration_seconds",
  help: "React's rendering of a document, after its data was loaded.",
  buckets: [...BUCKETS],
  registers: [registry],
});

export const queryDuration = new Histogram({
  name: "noteva_db_query_duration_seconds",
  help: "Database statements outside transactions, and whole transactions.",
  labelNames: ["kind"] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5],
  registers: [registry],
});

export const databaseErrors = new Counter({
  name: "noteva_db_errors_total",
  help: "Database statements and transactions that failed (a refused or lost connection included).",
  registers: [registry],
});

export const searchDuration = new Histogram({
  name: "noteva_search_duration_seconds",
  help: "Site search queries, from the words typed to the page of results.",
  buckets: [...BUCKETS],
  registers: [registry],
});

export const contactMessagesStored = new Counter({
  name: "noteva_contact_messages_stored_total",
  help: "Contact messages stored (a repeated send of the same form is counted once).",
  registers: [registry],
});

export const signInFailures = new Counter({
  name: "noteva_sign_in_failures_total",
  help: "Staff sign-ins refused, by reason (a wrong answer, or the throttle) and step (the password, or the second factor).",
  labelNames: ["reason", "step"] as const,
  registers: [registry],
});

export const mailsSent = new Counter({
  name: "noteva_mail_sent_total",
  help: "Mails a mail server accepted from this instance.",
  labelNames: ["kind"] as const,
  registers: [registry],
});

export const mailsNotSent = new Counter({
  name: "noteva_mail_attempts_failed_total",
  help: "Sending attempts that did not deliver: retry (tried again later), failed (given up), bounced (refused for good: the address is suppressed).",
  labelNames: ["outcome"] as const,
  registers: [registry],
});

/** The outbox as the sender last saw it (it looks every few seconds). */
export type OutboxSnapshot = {
  /** Whether a mail server is set (SMTP_URL): without one, mail is held on purpose. */
  sending: boolean;
  queued: number;
  failed: number;
  suppressed: number;
  oldestQueuedAt: Date | null;
};

/** Gauges read when scraped: each source is set once at start (server/main.ts). */
type Sources = {
  contentVersion: () => number | null;
  ready: () => boolean;
  dataDir: string | null;
  backupsScheduled: () => boolean;
  lastBackupAt: () => Date | null;
  /** Read when scraped (a few small queries): nothing polls the outbox for the metrics' sake. */
  outbox: () => Promise<OutboxSnapshot | null>;
};
const sources: Sources = {
  contentVersion: () => null,
  ready: () => false,
  dataDir: null,
  backupsScheduled: () => false,
  lastBackupAt: () => null,
  outbox: async () => null,
};

export function measureFrom(given: Partial<Sources>): void {
  Object.assign(sources, given);
}

new Gauge({
  name: "noteva_content_version",
  help: "The content version pages render at (it moves with every published change).",
  registers: [registry],
  collect() {
    const version = sources.contentVersion();
    if (version !== null) this.set(version);
  },
});

new Gauge({
  name: "noteva_ready",
  help: "1 while the instance takes traffic (GET /readyz answers 200), 0 while starting, draining or without its database.",
  registers: [registry],
  collect() {
    this.set(sources.ready() ? 1 : 0);
  },
});

new Gauge({
  name: "noteva_backup_scheduled",
  help: "1 when this instance takes scheduled backups (BACKUP_DIR), else 0.",
  registers: [registry],
  collect() {
    this.set(sources.backupsScheduled() ? 1 : 0);
  },
});

new Gauge({
  name: "noteva_backup_last_success_timestamp_seconds",
  help: "When the newest scheduled backup was written (Unix time); 0 when there is none.",
  registers: [registry],
  collect() {
    const at = sources.lastBackupAt();
    if (at) this.set(at.getTime() / 1000);
  },
});

new Gauge({
  name: "noteva_data_dir_free_bytes",
  help: "Free space on the file system of DATA_DIR (the embedded database, the session secret, backups).",
  registers: [registry],
  async collect() {
    if (!sources.dataDir) return;
    const stats = await statfs(sources.dataDir).catch(() => null);
    if (stats) this.set(stats.bavail * stats.bsize);
  },
});

new Gauge({
  name: "noteva_mail_outbox",
  help: "Mails in the outbox by status: queued (not yet sent), failed (given up, shown at /admin/mail); suppressed: addresses refused for good.",
  labelNames: ["status"] as const,
  registers: [registry],
  async collect() {
    const outbox = await sources.outbox().catch(() => null);
    if (!outbox) return;
    this.set({ status: "queued" }, outbox.queued);
    this.set({ status: "failed" }, outbox.failed);
    this.set({ status: "suppressed" }, outbox.suppressed);
  },
});

new Gauge({
  name: "noteva_mail_sending",
  help: "1 when a mail server is set (SMTP_URL) and this instance sends; 0 when mail is held in the outbox for /admin/mail.",
  registers: [registry],
  async collect() {
    const outbox = await sources.outbox().catch(() => null);
    if (outbox) this.set(outbox.sending ? 1 : 0);
  },
});

new Gauge({
  name: "noteva_mail_oldest_queued_age_seconds",
  help: "How long the oldest unsent mail has waited in the outbox; 0 when none waits.",
  registers: [registry],
  async collect() {
    const outbox = await sources.outbox().catch(() => null);
    if (!outbox) return;
    this.set(outbox.oldestQueuedAt ? Math.max(0, (Date.now() - outbox.oldestQueuedAt.getTime()) / 1000) : 0);
  },
});

export const releaseInfo = new Gauge({
  name: "noteva_release_info",
  help: "The release this instance runs (its build id), always 1.",
  labelNames: ["release"] as const,
  registers: [registry],
});
