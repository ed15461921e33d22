import { Transform } from "node:stream";

const MARKER = Buffer.from('<link rel="modulepreload"');
const LESS_THAN = 0x3c;
const GREATER_THAN = 0x3e;

/** Where a marker cut by the end of `data` begins ("<", "<l", … '<link rel="modulepreloa'), or -1. */
function cutMarkerAt(data: Buffer): number {
  const from = Math.max(0, data.length - (MARKER.length - 1));
  for (let at = data.indexOf(LESS_THAN, from); at !== -1; at = data.indexOf(LESS_THAN, at + 1)) {
    if (data.subarray(at).equals(MARKER.subarray(0, data.length - at))) return at;
  }
  return -1;
}

/**
 * Removes React Router's `<link rel="modulepreload">` tags from the streamed HTML. The inline
 * module script still imports every route module, so the browser loads them all; without the
 * hints, 120 KB of framework JavaScript no longer competes with the style sheet and the largest
 * picture before the first paint (docs/architecture.md, "Performance").
 *
 * It works on bytes (the marker is ASCII, so it can never match inside a multi-byte character):
 * a render no longer decodes and re-encodes its whole page. The chunks React writes in one go
 * (about 4 KB each) leave as one chunk, so what follows (web stream, response, page cache)
 * handles one piece instead of twenty; chunks written later (a Suspense boundary) still stream.
 */
export function stripModulePreloads(): Transform {
  // a tag, or the start of one, cut by a chunk boundary waits for the rest of it
  let carry: Buffer | null = null;
  let pending: Buffer[] = [];
  let scheduled = false;

  const strip = (data: Buffer): Buffer[] => {
    const kept: Buffer[] = [];
    let from = 0;
    for (let at = data.indexOf(MARKER); at !== -1; at = data.indexOf(MARKER, from)) {
      const end = data.indexOf(GREATER_THAN, at + MARKER.length);
      if (end === -1) {
        carry = data.subarray(at);
        if (at > from) kept.push(data.subarray(from, at));
        return kept;
      }
      if (at > from) kept.push(data.subarray(from, at));
      from = end + 1;
    }
    const rest = from === 0 ? data : data.subarray(from);
    const cut = cutMarkerAt(rest);
    if (cut === -1) kept.push(rest);
    else {
      carry = rest.subarray(cut);
      if (cut > 0) kept.push(rest.subarray(0, cut));
    }
    return kept;
  };

  return new Transform({
    transform(chunk: Buffer | Uint8Array | string, _encoding, callback) {
      const bytes =
        typeof chunk === "string" ? Buffer.from(chunk) : Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      const data: Buffer = carry ? Buffer.concat([carry, bytes]) : bytes;
      carry = null;
      pending.push(...strip(data));
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          if (pending.length) this.push(pending.length === 1 ? pending[0] : Buffer.concat(pending));
          pending = [];
        });
      }
      callback();
    },
    flush(callback) {
      if (carry) pending.push(carry);
      carry = null;
      const rest = pending;
      pending = [];
      callback(null, rest.length ? Buffer.concat(rest) : undefined);
    },
  });
}
