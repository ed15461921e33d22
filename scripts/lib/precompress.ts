/**
 * Brotli and gzip copies of the build's hashed assets, made once at build time at the highest
 * settings (brotli 11, gzip 9), beside each file as `.br` and `.gz`. The app serves them
 * (server/precompressed.ts) and so does nginx (brotli_static, gzip_static): nobody compresses a
 * script per request, and visitors get the smallest copy there is.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { THRESHOLD } from "../../server/compression.ts";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text types among the assets; fonts (woff2) and pictures are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|map)$/;

export type Precompressed = { files: number; bytes: number; br: number; gz: number };

/** Writes `.br` and `.gz` beside every compressible file of `dir` (recursively) where each is smaller. */
export async function precompress(dir: string): Promise<Precompressed> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const names = entries
    .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
  const total: Precompressed = { files: 0, bytes: 0, br: 0, gz: 0 };
  await Promise.all(
    names.map(async (file) => {
      const body = await readFile(file);
      if (body.length < THRESHOLD) return;
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      total.files++;
      total.bytes += body.length;
      if (br.length < body.length) {
        await writeFile(`${file}.br`, br);
        total.br += br.length;
      }
      if (gz.length < body.length) {
        await writeFile(`${file}.gz`, gz);
        total.gz += gz.length;
      }
    }),
  );
  return total;
}
