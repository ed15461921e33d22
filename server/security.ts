import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";
import { contentSecurityPolicy } from "../app/.server/content-security-policy.ts";
import { log } from "../app/.server/log.ts";
import { formBodyProblem } from "../app/lib/forms/body.ts";
import { unprefixedPath } from "../app/lib/i18n/locales.ts";
import { postBodyOwners } from "../app/lib/route-map.ts";

/**
 * Security headers for every response. The CSP set here is the default, with no inline script
 * allowed at all; a rendered page replaces it with one naming the hashes of its own inline scripts.
 */
export function securityHeaders({ production, dev }: { production: boolean; dev: boolean }) {
  const policy = contentSecurityPolicy({ production });
  const csp = (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader("Content-Security-Policy", policy);
    next();
  };
  const headers = helmet({
    // the policy above (Vite's dev server injects inline scripts of its own: none in development)
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: production ? { maxAge: 63_072_000, includeSubDomains: true, preload: true } : false,
    xFrameOptions: { action: "deny" },
  });
  const permissions = (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader(
      "Permissions-Policy",
      "camera=(), microphone=(), payment=(), usb=(), interest-cohort=(), browsing-topics=(), geolocation=(self)",
    );
    next();
  };
  return dev ? [headers, permissions] : [csp, headers, permissions];
}

/**
 * Refuses request bodies larger than `limit` bytes before anything reads them. A body without a
 * declared length (chunked) is refused too: browsers always declare it for forms and uploads.
 */
export function bodyLimit(limit: number) {
  return (req: Request, res: Response, next: NextFunction) => {
    const declared = req.headers["content-length"];
    const chunked = req.headers["transfer-encoding"] !== undefined;
    if (chunked && declared === undefined) {
      res.status(411).type("text/plain").send("Length Required: send the request body with a Content-Length.");
      return;
    }
    const length = Number(declared ?? 0);
    if (!Number.isFinite(length) || length > limit) {
      lingerWhenClosing(req.socket);
      res
        .status(413)
        .set("Connection", "close")
        .type("text/plain")
        .send(`Request body too large: the limit is ${Math.round(limit / 1024)} KB.`);
      return;
    }
    next();
  };
}

/** How long, and how much more of a refused body, a closing connection reads before it is cut. */
export const LINGER_MS = 5_000;
export const LINGER_BYTES = 32 * 1024 * 1024;

type Lingering = Socket & { lingered?: number; lingerTimer?: NodeJS.Timeout };

/**
 * A lingering close, as nginx does it: the refusal is answered while the client is still sending
 * the body it was refused for. Closing the socket then would leave the rest unread, and the kernel
 * answers unread data with a reset that can destroy the refusal before the client reads it. So
 * the socket sends its answer and a FIN, then reads and drops what still arrives until the client
 * closes its side, LINGER_BYTES have come, or LINGER_MS have passed; only then is it destroyed.
 * Node closes a `Connection: close` answer's socket by calling `destroySoon`: this socket's does
 * the above instead. (Only refused bodies take this path: one function per refusal.)
 */
export function lingerWhenClosing(socket: Socket): void {
  Object.defineProperty(socket, "destroySoon", { value: lingerThenDestroy, configurable: true, writable: true });
}

function lingerThenDestroy(this: Lingering) {
  this.end();
  this.lingered = 0;
  this.lingerTimer = setTimeout(cut, LINGER_MS, this);
  this.lingerTimer.unref();
  this.on("data", countLingered);
  this.once("end", stopLingering);
  this.once("close", clearLinger);
  this.resume();
}

function countLingered(this: Lingering, chunk: Buffer) {
  this.lingered = (this.lingered ?? 0) + chunk.length;
  if (this.lingered > LINGER_BYTES) cut(this);
}

function stopLingering(this: Lingering) {
  cut(this);
}

function clearLinger(this: Lingering) {
  clearTimeout(this.lingerTimer);
}

function cut(socket: Lingering) {
  clearTimeout(socket.lingerTimer);
  socket.destroy();
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery: a state-changing request that a browser marks as coming from
 * another site (Origin, or Sec-Fetch-Site) is refused with 403. Requests without either header
 * are not from a browser page, so they carry no one's cookies by accident.
 */
export function sameOriginMutations() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.headers.origin;
    const site = req.headers["sec-fetch-site"];
    const expected = `${req.protocol}://${req.headers.host ?? ""}`;
    const crossOrigin = origin !== undefined && origin !== expected;
    if (crossOrigin || site === "cross-site" || site === "same-site") {
      res.status(403).type("text/plain").send("Forbidden: this form can only be sent from this website.");
      return;
    }
    next();
  };
}

const METHODS = new Set(["GET", "HEAD", "POST", "OPTIONS"]);

/**
 * Requests the site cannot mean anything by are refused before they reach a page: other methods
 * (405), a Host or forwarded host/protocol that make no URL (400), a NUL in the path (404), and a
 * POST that is not a form (415; the contact page answers that itself, with its form). Each gets a
 * plain, clear answer instead of an error deep in the stack.
 */
export function wellFormedRequests({ formsAnsweredByPage = postBodyOwners } = {}) {
  const plain = (res: Response, status: number, text: string) => res.status(status).type("text/plain").send(text);
  return (req: Request, res: Response, next: NextFunction) => {
    if (!METHODS.has(req.method)) {
      res.setHeader("Allow", "GET, HEAD, POST, OPTIONS");
      return plain(res, 405, "Method Not Allowed: this website answers GET, HEAD, POST and OPTIONS.");
    }
    const host = req.get("host");
    const forwarded = req.app.enabled("trust proxy") ? req.get("x-forwarded-host") : undefined;
    const protocolOk = req.protocol === "http" || req.protocol === "https";
    const urlOk = [host, forwarded].every(
      (h) => h === undefined || URL.canParse(`http://${h.split(",")[0]?.trim()}${req.originalUrl}`),
    );
    if (!host || !protocolOk || !urlOk) {
      return plain(res, 400, "Bad Request: the Host header or a forwarded host or protocol is missing or malformed.");
    }
    // a NUL in the path names nothing (in the query it is the page's business: search shows it)
    if (/%00/.test(req.path) || req.path.includes("\0")) return plain(res, 404, "Not Found");
    if (req.method === "POST" && !formsAnsweredByPage.includes(unprefixedPath(req.path))) {
      const problem = formBodyProblem(req.get("content-type"));
      if (problem === "not-a-form") {
        return plain(
          res,
          415,
          "Unsupported Media Type: send forms as application/x-www-form-urlencoded or multipart/form-data.",
        );
      }
      if (problem === "no-boundary") return plain(res, 400, "Bad Request: a multipart form needs its boundary.");
    }
    next();
  };
}

/** The last resort: an error no one handled is logged and answered without any detail. */
export function finalErrorHandler() {
  return (error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const status = (error as { status?: number }).status;
    if (status && status >= 400 && status < 500) {
      return void res
        .status(status)
        .type("text/plain")
        .send(STATUS_CODES[status] ?? "Bad Request");
    }
    log.error({ err: error, reqId: req.get("x-request-id") }, "unhandled error");
    res.status(500).type("text/plain").send("Internal Server Error");
  };
}
