/** A keybed seen from above: white and black keys in the real pattern for the instrument's range. */

const BLACK = new Set([1, 3, 6, 8, 10]);

/** The lowest note's pitch class: 88 keys start on A, the other common sizes on C. */
function lowestPitchClass(keys: number): number {
  return keys === 88 ? 9 : keys === 76 ? 4 : 0;
}

export function keybed(
  x: number,
  y: number,
  w: number,
  h: number,
  keys: number,
  mini = false,
  pressed: ReadonlySet<number> = new Set(),
): string {
  const start = lowestPitchClass(keys);
  const notes = Array.from({ length: keys }, (_, i) => (start + i) % 12);
  const whiteCount = notes.filter((n) => !BLACK.has(n)).length;
  const ww = w / whiteCount;
  const out: string[] = [`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#0d0e10"/>`];
  let wi = 0;
  const blacks: string[] = [];
  const bh = h * (mini ? 0.6 : 0.63);
  const bw = ww * 0.58;
  for (const [index, note] of notes.entries()) {
    const down = pressed.has(index);
    if (BLACK.has(note)) {
      const bx = x + wi * ww - bw / 2;
      blacks.push(
        `<rect x="${bx.toFixed(2)}" y="${y}" width="${bw.toFixed(2)}" height="${bh.toFixed(2)}" rx="${(bw * 0.12).toFixed(2)}" fill="${down ? "#c8102e" : "url(#blackKey)"}"/>`,
        `<rect x="${(bx + bw * 0.18).toFixed(2)}" y="${(y + bh * 0.04).toFixed(2)}" width="${(bw * 0.64).toFixed(2)}" height="${(bh * 0.82).toFixed(2)}" rx="${(bw * 0.1).toFixed(2)}" fill="#3a3d42" opacity=".55"/>`,
      );
    } else {
      const kx = x + wi * ww;
      out.push(
        `<rect x="${(kx + 0.6).toFixed(2)}" y="${y}" width="${(ww - 1.2).toFixed(2)}" height="${(h - 0.8).toFixed(2)}" rx="${Math.min(3, ww * 0.08).toFixed(2)}" fill="${down ? "#f3a3ae" : "url(#whiteKey)"}"/>`,
      );
      wi++;
    }
  }
  return out.concat(blacks).join("");
}

/** Gradients the keybed uses; include once per SVG. */
export const keyDefs = `
<linearGradient id="whiteKey" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e9e9e6"/><stop offset=".12" stop-color="#fdfdfb"/><stop offset=".94" stop-color="#f4f4f1"/><stop offset="1" stop-color="#cfcfcb"/></linearGradient>
<linearGradient id="blackKey" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1c1d20"/><stop offset=".85" stop-color="#0a0a0b"/><stop offset="1" stop-color="#2c2e33"/></linearGradient>`;
