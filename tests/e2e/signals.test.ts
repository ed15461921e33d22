import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oversizedPost } from "../../scripts/lib/oversized-post";
import { type RunningServer, startServer } from "./server";

/**
 * What an on-call engineer reads (issue "Ship, watch and recover"): a request id on every answer,
 * one JSON log line per request without anyone's secrets, Prometheus metrics for loopback only,
 * readiness that turns while the instance drains, and a refused body that still gets its 413.
 */
const admin = { email: "signals@noteva.example", password: "signals-password-123" };
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, DRAIN_SECONDS: "2" });
});
afterAll(() => server?.stop());

type Line = Record<string, unknown> & { reqId?: string };
const lines = (): Line[] =>
  server
    .output()
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as Line);

/** The log line of the request that answered with `response`, once the server has written it. */
async function lineOf(response: Response): Promise<Line> {
  const id = response.headers.get("x-request-id");
  for (let i = 0; i < 50; i++) {
    const line = lines().find((l) => l.reqId === id);
    if (line) return line;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no log line for request ${id}`);
}

const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: "POST",
  redirect: "manual" as const,
  headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
  body: new URLSearchParams(fields),
});

describe("the request log", () => {
  it("gives every answer an id, and keeps a trusted proxy's", async () => {
    const own = await fetch(`${server.url}/`);
    expect(own.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const proxied = await fetch(`${server.url}/`, { headers: { "X-Request-Id": "nginx-7f3a9c" } });
    expect(proxied.headers.get("x-request-id")).toBe("nginx-7f3a9c");
    const hostile = await fetch(`${server.url}/`, { headers: { "X-Request-Id": "a b\u00e9<script>" } });
    expect(hostile.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("writes one line per request: route id, status, duration, bytes, cache outcome, language", async () => {
    const product = await fetch(`${server.url}/de/product/SPC121?utm_source=x`);
    expect(product.status).toBe(200);
    const line = await lineOf(product);
    expect(line).toMatchObject({ level: "info", method: "GET", route: "routes/site/product", status: 200, lang: "de" });
    expect(line.time).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(line.ms).toBeGreaterThan(0);
    expect(line.bytes).toBeGreaterThan(1000);
    expect(["hit", "miss"]).toContain(line.cache);
    // kept: the next request is answered from the page cache once its compressed copies are made
    await new Promise((r) => setTimeout(r, 300));
    const again = await lineOf(await fetch(`${server.url}/de/product/SPC121`));
    expect(again).toMatchObject({ route: "routes/site/product", status: 200, cache: "hit" });
    const missing = await lineOf(await fetch(`${server.url}/product/NOPE-404`));
    expect(missing).toMatchObject({ status: 404, lang: "en" });
  });

  it("names the staff member on admin requests, and never logs passwords, cookies, messages or addresses", async () => {
    const signIn = await fetch(`${server.url}/login`, form(admin));
    expect(signIn.status).toBe(302);
    const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const dashboard = await fetch(`${server.url}/admin`, { headers: { Cookie: cookie } });
    expect(dashboard.status).toBe(200);
    expect(typeof (await lineOf(dashboard)).staff).toBe("number");
    const secretWords = "Purple-elephant-message-7731";
    const contact = await fetch(
      `${server.url}/contactus`,
      form(
        { name: "Log Tester", email: "log@example.com", message: secretWords },
        { "X-Forwarded-For": "203.0.113.77" },
      ),
    );
    const line = await lineOf(contact);
    expect(line.route).toBe("routes/site/contact");
    const all = server.output();
    for (const secret of [admin.password, cookie.split("=")[1], secretWords, "203.0.113.77", "127.0.0.1"]) {
      expect(secret && all.includes(secret), `the log holds ${secret}`).toBe(false);
    }
    expect(line.client).toBe("203.0.113.x");
  });
});

describe("metrics", () => {
  it("serves Prometheus text to loopback: requests by route, cache, renders, release", async () => {
    await fetch(`${server.url}/search?q=piano`);
    const response = await fetch(`${server.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    for (const metric of [
      /noteva_http_requests_total\{route="routes\/site\/product",method="GET",status="200"\} \d+/,
      /noteva_http_request_duration_seconds_bucket\{le="0.1",route="routes\/site\/home"/,
      /noteva_page_cache_lookups_total\{outcome="hit"\} [1-9]/,
      /noteva_render_duration_seconds_count [1-9]/,
      /noteva_db_query_duration_seconds_count\{kind="statement"\} [1-9]/,
      /noteva_search_duration_seconds_count [1-9]/,
      /noteva_sign_in_failures_total/,
      /noteva_content_version \d+/,
      /noteva_ready 1/,
      /nodejs_eventloop_lag_p99_seconds/,
      /process_resident_memory_bytes/,
      /nodejs_heap_size_used_bytes/,
      /noteva_release_info\{release="[0-9a-f]+"\} 1/,
      /noteva_data_dir_free_bytes [1-9]/,
    ]) {
      expect(text).toMatch(metric);
    }
  });

  it("counts refused sign-ins", async () => {
    const count = async () =>
      Number(
        /noteva_sign_in_failures_total\{reason="refused",step="password"\} (\d+)/.exec(
          await (await fetch(`${server.url}/metrics`)).text(),
        )?.[1] ?? 0,
      );
    const before = await count();
    await fetch(`${server.url}/login`, form({ email: admin.email, password: "not-the-password-1" }));
    expect(await count()).toBe(before + 1);
  });

  it("answers 404 to a request that came through a proxy", async () => {
    const response = await fetch(`${server.url}/metrics`, { headers: { "X-Forwarded-For": "198.51.100.4" } });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("noteva_");
  });
});

describe("a refused body", () => {
  it("gets its 413 in 20 tries out of 20, though the server answers before the body is in", async () => {
    const answers: string[] = [];
    for (let i = 0; i < 20; i++) answers.push(await oversizedPost(server.url));
    expect(answers).toEqual(Array(20).fill("HTTP/1.1 413 Payload Too Large"));
  });
});

describe("draining", () => {
  it("turns unready at once, keeps answering for DRAIN_SECONDS, and finishes a request in flight", async () => {
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    // a request in flight: its body arrives slowly, over the moment the stop begins
    const { hostname, port } = new URL(server.url);
    const body = new URLSearchParams({ name: "Slow", email: "slow@example.com", message: "x".repeat(2000) }).toString();
    const inFlight = new Promise<string>((resolve) => {
      const socket = connect(Number(port), hostname);
      let answer = "";
      socket.on("data", (d) => {
        answer += d;
      });
      socket.on("error", (error) => resolve(`error: ${error.message}`));
      socket.on("close", () => resolve(answer.split("\r\n")[0] ?? ""));
      socket.write(
        `POST /contactus HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 100)}`,
      );
      setTimeout(() => socket.write(body.slice(100)), 2_500);
    });
    await new Promise((r) => setTimeout(r, 200));
    const stopped = server.stop();
    await new Promise((r) => setTimeout(r, 300));
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: "draining" });
    expect((await fetch(`${server.url}/aboutus/team`)).status).toBe(200);
    expect(await inFlight).toMatch(/^HTTP\/1\.1 (200|303|400|403|429)/);
    await stopped;
    expect(server.output()).toContain("draining");
  });
});
