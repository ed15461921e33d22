import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompress } from "../scripts/lib/precompress.ts";
import { finishing } from "./finish.ts";
import { findCopies, precompressed } from "./precompressed.ts";
import { rawRequest } from "./test-request.ts";

// a script-like body well over the 1 KB threshold, and files that get no copies
const SCRIPT = `export function f(){${"return document.querySelector('main');".repeat(300)}}`;
const STYLE = `.a{color:red}${".text-sm{font-size:.875rem;line-height:1.25rem}".repeat(200)}`;
const TINY = "export const x = 1;";
const FONT = Buffer.alloc(4096, 9);

let dir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "noteva-precompress-"));
  mkdirSync(path.join(dir, "nested"));
  writeFileSync(path.join(dir, "app-abc.js"), SCRIPT);
  writeFileSync(path.join(dir, "nested", "app-def.css"), STYLE);
  writeFileSync(path.join(dir, "tiny-abc.js"), TINY);
  writeFileSync(path.join(dir, "inter-abc.woff2"), FONT);
  await precompress(dir);

  const app = express();
  app.use(finishing());
  app.use(
    "/assets",
    precompressed(dir),
    express.static(dir, { immutable: true, maxAge: "1y", index: false, fallthrough: false }),
  );
  server = app.listen(0);
  await new Promise<void>((ready) => server.once("listening", () => ready()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()));
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, method = "GET") =>
  rawRequest(`${base}${url}`, headers, method);

describe("precompress (the build step)", () => {
  it("writes a brotli and a gzip copy beside each script and style, and none for tiny files or fonts", () => {
    expect(brotliDecompressSync(readFileSync(path.join(dir, "app-abc.js.br"))).toString()).toBe(SCRIPT);
    expect(gunzipSync(readFileSync(path.join(dir, "app-abc.js.gz"))).toString()).toBe(SCRIPT);
    expect(brotliDecompressSync(readFileSync(path.join(dir, "nested", "app-def.css.br"))).toString()).toBe(STYLE);
    expect(existsSync(path.join(dir, "tiny-abc.js.br"))).toBe(false);
    expect(existsSync(path.join(dir, "inter-abc.woff2.br"))).toBe(false);
    expect(findCopies(dir)).toEqual(
      new Map([
        ["/app-abc.js", new Set(["br", "gzip"])],
        ["/nested/app-def.css", new Set(["br", "gzip"])],
      ]),
    );
  });
});

describe("precompressed (serving the copies)", () => {
  it("sends the brotli copy to a browser, with the script's type, its length and Vary", async () => {
    const answer = await get("/assets/app-abc.js", { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    // the build's copy as it is on disk, not one compressed again per request
    expect(answer.body).toEqual(readFileSync(path.join(dir, "app-abc.js.br")));
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
  });

  it("sends gzip to a client without brotli, and the file itself to one that takes neither", async () => {
    const gzip = await get("/assets/nested/app-def.css?v=2", { "Accept-Encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(gunzipSync(gzip.body).toString()).toBe(STYLE);

    // brotli refused outright wins over the wildcard
    const refused = await get("/assets/app-abc.js", { "Accept-Encoding": "*, br;q=0" });
    expect(refused.headers["content-encoding"]).toBe("gzip");

    const plain = await get("/assets/app-abc.js", { "Accept-Encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it("gives each copy its own validator, and answers a HEAD as the GET", async () => {
    const br = await get("/assets/app-abc.js", { "Accept-Encoding": "br" });
    const plain = await get("/assets/app-abc.js");
    expect(br.headers.etag).toBeDefined();
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const revalidated = await get("/assets/app-abc.js", {
      "Accept-Encoding": "br",
      "If-None-Match": br.headers.etag ?? "",
    });
    expect(revalidated.status).toBe(304);
    const head = await get("/assets/app-abc.js", { "Accept-Encoding": "br" }, "HEAD");
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.headers["content-length"]).toBe(br.headers["content-length"]);
    expect(head.body.length).toBe(0);
  });

  it("leaves files without copies to the static files, and a missing one a 404", async () => {
    const tiny = await get("/assets/tiny-abc.js", { "Accept-Encoding": "br" });
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body.toString()).toBe(TINY);
    const font = await get("/assets/inter-abc.woff2", { "Accept-Encoding": "br" });
    expect(font.headers["content-encoding"]).toBeUndefined();
    expect(font.body).toEqual(FONT);
    expect((await get("/assets/gone-abc.js", { "Accept-Encoding": "br" })).status).toBe(404);
  });
});
