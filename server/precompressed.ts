/**
 * The build's brotli and gzip copies of its hashed assets (scripts/lib/precompress.ts), sent to a
 * client that takes them: the best compression there is, and none of it done per request.
 *
 * Put it before `express.static` on the same directory. It looks the copies up once, at start (the
 * assets never change while the process runs), and for a file that has one it sets
 * `Vary: Accept-Encoding`; when the client takes a copy's coding it sets that coding and the
 * original's type, and points the request at the copy, which `express.static` then sends with its
 * own length and validator.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { acceptsCoding, type Coding } from "./compression.ts";

const SUFFIXES: Record<Coding, string> = { br: ".br", gzip: ".gz" };
/** The order copies are offered in: brotli is the smaller. */
const PREFERENCE: Coding[] = ["br", "gzip"];

/** The files of `dir` that have copies, by URL path below it ("/root-abc.js"), with their codings. */
export function findCopies(dir: string): Map<string, Set<Coding>> {
  const copies = new Map<string, Set<Coding>>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const coding = PREFERENCE.find((c) => entry.name.endsWith(SUFFIXES[c]));
    if (!coding) continue;
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    const original = `/${relative.slice(0, -SUFFIXES[coding].length)}`;
    const codings = copies.get(original) ?? new Set<Coding>();
    codings.add(coding);
    copies.set(original, codings);
  }
  return copies;
}

export function precompressed(dir: string): RequestHandler {
  const copies = findCopies(dir);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const codings = copies.get(req.path);
    if (!codings) return next();
    res.vary("Accept-Encoding");
    const accepted = req.headers["accept-encoding"];
    const coding = PREFERENCE.find((c) => codings.has(c) && acceptsCoding(accepted, c));
    if (!coding) return next();
    res.type(path.extname(req.path));
    res.setHeader("Content-Encoding", coding);
    const query = req.url.indexOf("?");
    req.url = `${req.path}${SUFFIXES[coding]}${query === -1 ? "" : req.url.slice(query)}`;
    next();
  };
}
