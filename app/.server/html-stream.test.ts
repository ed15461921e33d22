import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { stripModulePreloads } from "./html-stream";

const run = async (chunks: string[]) =>
  text(Readable.from(chunks.map((c) => Buffer.from(c))).pipe(stripModulePreloads()));

describe("stripModulePreloads", () => {
  it("removes modulepreload links and keeps everything else", async () => {
    const html =
      '<head><link rel="stylesheet" href="/a.css"/></head><body><p>é ü</p><link rel="modulepreload" href="/assets/x.js" nonce="n"/><script type="module">import("/assets/x.js")</script></body>';
    expect(await run([html])).toBe(
      '<head><link rel="stylesheet" href="/a.css"/></head><body><p>é ü</p><script type="module">import("/assets/x.js")</script></body>',
    );
  });

  it("handles a tag split across chunks, and multi-byte characters split across chunks", async () => {
    const bytes = Buffer.from('<p>Grüße</p><link rel="modulepreload" href="/assets/y.js"/><p>end</p>');
    const parts = [bytes.subarray(0, 6), bytes.subarray(6, 30), bytes.subarray(30)];
    const out = await text(Readable.from(parts).pipe(stripModulePreloads()));
    expect(out).toBe("<p>Grüße</p><p>end</p>");
  });

  it("keeps a trailing incomplete fragment at the end of the stream", async () => {
    expect(await run(["<p>a</p><unfinished"])).toBe("<p>a</p><unfinished");
  });
});
