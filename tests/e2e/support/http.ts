/**
 * HTTP for the end-to-end suites that talk to the server without a browser: answers read whole
 * within a time limit, paths sent exactly as written, raw bytes on a bare socket, and a new sender
 * address for every request.
 */
import { request as httpRequest } from "node:http";
import { connect } from "node:net";

/** Every request gets an answer within this, or the check fails (a hang is a failure too). */
export const TIMEOUT = 15_000;
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let sent = 0;
/** A different documentation address (RFC 5737) per request: the per-sender limits never add up. */
export function nextAddress() {
  const n = sent++;
  const nets = ["198.51.100", "203.0.113", "192.0.2"];
  return `${nets[Math.floor(n / 254) % nets.length]}.${(n % 254) + 1}`;
}

export type Answer = { status: number; headers: Headers; body: string; ms: number };

/** Requests to one server, read when they are sent (a file's server gets its address in beforeAll). */
export function requestsTo(server: { readonly url: string }) {
  /** fetch with manual redirects and a time limit; the whole body is read. */
  async function send(path: string, init: RequestInit = {}): Promise<Answer> {
    const started = Date.now();
    const response = await fetch(`${server.url}${path}`, {
      redirect: "manual",
      signal: AbortSignal.timeout(TIMEOUT),
      ...init,
    });
    const body = await response.text();
    return { status: response.status, headers: response.headers, body, ms: Date.now() - started };
  }

  /** A GET with the path exactly as given: fetch would resolve "..", "%2e%2e" and backslashes first. */
  function rawGet(path: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(server.url, { path, method: "GET", agent: false, timeout: TIMEOUT }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("latin1") }));
        res.on("error", reject);
      });
      req.on("timeout", () => req.destroy(new Error(`no answer to GET ${path} within ${TIMEOUT} ms`)));
      req.on("error", reject);
      req.end();
    });
  }

  /** Sends bytes as they are over a new connection; the status line of the answer, or null if it only closed. */
  function rawRequest(head: string): Promise<{ status: number | null; firstLine: string }> {
    const { hostname, port } = new URL(server.url);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), hostname);
      let received = "";
      socket.setEncoding("latin1");
      socket.setTimeout(TIMEOUT, () =>
        socket.destroy(new Error(`no answer within ${TIMEOUT} ms to ${JSON.stringify(head)}`)),
      );
      socket.on("connect", () => socket.write(Buffer.from(head, "latin1")));
      socket.on("data", (d: string) => {
        received += d;
      });
      socket.on("error", (error: NodeJS.ErrnoException) => {
        // a reset after the server refused the request is an answer too
        if (error.code === "ECONNRESET" || error.code === "EPIPE") return;
        reject(error);
      });
      socket.on("close", () => {
        const firstLine = received.split("\r\n", 1)[0] ?? "";
        const status = /^HTTP\/1\.[01] (\d{3})/.exec(firstLine)?.[1];
        resolve({ status: status ? Number(status) : null, firstLine });
      });
    });
  }

  return { send, rawGet, rawRequest };
}
