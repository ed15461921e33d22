import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * Removes React Router's `<link rel="modulepreload">` tags from the streamed HTML. The inline
 * module script still imports every route module, so the browser loads them all; without the
 * hints, 120 KB of framework JavaScript no longer competes with the style sheet and the largest
 * picture before the first paint (docs/architecture.md, "Performance").
 */
export function stripModulePreloads(): Transform {
  const decoder = new StringDecoder("utf8");
  let carry = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      let text = carry + decoder.write(chunk);
      carry = "";
      // A tag cut by a chunk boundary waits for the rest of it.
      const open = text.lastIndexOf("<");
      if (open !== -1 && text.indexOf(">", open) === -1) {
        carry = text.slice(open);
        text = text.slice(0, open);
      }
      callback(null, text.replace(MODULE_PRELOAD, ""));
    },
    flush(callback) {
      callback(null, (carry + decoder.end()).replace(MODULE_PRELOAD, ""));
    },
  });
}
