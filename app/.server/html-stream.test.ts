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

describe("stripModulePreloads on bytes", () => {
  const page = Buffer.from(
    '<html><p>Grüße — ✓</p><link rel="modulepreload" href="/assets/a.js" nonce="n"/><link rel="modulepreload" href="/assets/b.js"/><link rel="stylesheet" href="/s.css"/><p>end</p></html>',
  );
  const expected = '<html><p>Grüße — ✓</p><link rel="stylesheet" href="/s.css"/><p>end</p></html>';

  it("removes the tags wherever a chunk boundary cuts the page (one or two cuts)", async () => {
    for (let i = 1; i < page.length; i++) {
      expect(await text(Readable.from([page.subarray(0, i), page.subarray(i)]).pipe(stripModulePreloads()))).toBe(
        expected,
      );
    }
    for (let i = 1; i < page.length; i += 3) {
      for (let j = i + 1; j < page.length; j += 5) {
        const parts = [page.subarray(0, i), page.subarray(i, j), page.subarray(j)];
        expect(await text(Readable.from(parts).pipe(stripModulePreloads()))).toBe(expected);
      }
    }
  });

  it("keeps a cut start of the marker that turns out to be something else", async () => {
    expect(await run(["<p>a</p><link rel=", '"stylesheet" href="/x.css"/>'])).toBe(
      '<p>a</p><link rel="stylesheet" href="/x.css"/>',
    );
    expect(await run(["<p>a</p><"])).toBe("<p>a</p><");
  });

  it("sends what is written in one go as one chunk, and what comes later as its own", async () => {
    const stream = stripModulePreloads();
    const out: string[] = [];
    stream.on("data", (chunk: Buffer) => out.push(chunk.toString()));
    const done = new Promise((resolve) => stream.on("end", resolve));
    for (const part of ["<html>", "<body>", '<link rel="modulepreload" href="/a.js"/>', "<p>shell</p>"]) {
      stream.write(Buffer.from(part));
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
    stream.write(Buffer.from("<template>later</template>"));
    stream.end(Buffer.from("</body></html>"));
    await done;
    expect(out).toEqual(["<html><body><p>shell</p>", "<template>later</template></body></html>"]);
  });
});
