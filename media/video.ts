/**
 * The SP-C121 overview video, made offline: frames drawn from the product's own drawing with keys
 * lighting up as a short original phrase plays, a synthesised piano-like soundtrack, muxed by
 * ffmpeg (Debian's package: apt-get install ffmpeg). Not part of the build, because ffmpeg is not an
 * npm dependency; its output is committed: public/video/noteva-spc121-overview.mp4, with its
 * captions in English, German and Japanese (./video-captions.ts, the cues' one source).
 * Run: node media/video.ts
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { productSeeds } from "../app/.server/db/seed/products.ts";
import { defs, topFace } from "../app/lib/drawing/faces.ts";
import { instrumentOf } from "../app/lib/drawing/instrument.ts";
import { BEAT, cues, DURATION, VIDEO, writeCaptions } from "./video-captions.ts";

const W = 1280;
const H = 720;
const FPS = 25;
const RATE = 44_100;
const product = productSeeds.find((p) => p.id === "SPC121");
if (!product) throw new Error("SPC121 is missing from the seed data");
const inst = instrumentOf(product);

/** An original phrase: [MIDI note, start beat, length in beats]; 96 BPM (BEAT). */
const phrase: [number, number, number][] = [];
const chords = [
  [48, 55, 64, 67],
  [45, 52, 60, 64],
  [41, 48, 57, 60],
  [43, 50, 59, 62],
];
const melody = [72, 71, 69, 67, 69, 72, 74, 76, 77, 76, 74, 72, 71, 72, 74, 79];
for (const [bar, chord] of chords.entries()) {
  for (const [i, note] of chord.entries()) phrase.push([note, bar * 4 + i * 0.5, 3.5 - i * 0.5]);
  for (let i = 0; i < 4; i++) phrase.push([melody[bar * 4 + i] ?? 72, bar * 4 + i, 0.9]);
}
phrase.push([60, 16, 4], [64, 16, 4], [67, 16, 4], [72, 16, 4], [48, 16, 4]);
/** The titles drawn into the frames: the English captions, at the cues' times (./video-captions.ts). */
const captions: [number, string][] = cues.map(({ at, text }) => [at, text.en]);

function frameSvg(t: number): string {
  const playing = t - 2;
  const pressed = new Set<number>();
  for (const [note, start, length] of phrase) {
    const s = start * BEAT;
    if (playing >= s && playing < s + Math.min(length * BEAT, BEAT * 0.9)) pressed.add(note - 21);
  }
  const zoom = 1 + 0.25 * Math.min(1, Math.max(0, t / DURATION));
  const bodyW = inst.width;
  const scale = ((W * 0.92) / bodyW) * zoom;
  const tx = W / 2 - (bodyW / 2) * scale;
  const ty = H * 0.42 - (inst.depth / 2) * scale;
  const caption = [...captions].reverse().find(([at]) => t >= at)?.[1] ?? "";
  const titleOpacity = t < 2 ? 1 - Math.max(0, t - 1.4) / 0.6 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs(inst)}
<radialGradient id="bg" cx=".5" cy=".45" r=".8"><stop offset="0" stop-color="#2d323b"/><stop offset="1" stop-color="#0b0c0f"/></radialGradient></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<g transform="translate(${tx.toFixed(1)} ${ty.toFixed(1)}) scale(${scale.toFixed(4)})">${topFace(inst, pressed)}</g>
<rect x="0" y="${H - 120}" width="${W}" height="120" fill="#000" opacity=".45"/>
<text x="64" y="${H - 52}" font-family="DejaVu Sans, sans-serif" font-size="34" font-weight="700" fill="#fff">${caption}</text>
<rect x="64" y="${H - 40}" width="48" height="4" fill="#c8102e"/>
<g opacity="${titleOpacity.toFixed(2)}"><rect width="${W}" height="${H}" fill="#0b0c0f"/>
<rect x="${W / 2 - 150}" y="${H / 2 - 62}" width="30" height="30" rx="6" fill="#c8102e"/>
<text x="${W / 2 - 108}" y="${H / 2 - 36}" font-family="DejaVu Sans, sans-serif" font-size="30" font-weight="700" letter-spacing="8" fill="#fff">NOTEVA</text>
<text x="${W / 2}" y="${H / 2 + 40}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="56" font-weight="700" fill="#fff">SP-C121</text></g>
</svg>`;
}

/** A piano-like tone: harmonics with inharmonic stretch and per-harmonic exponential decay. */
function renderAudio(): Buffer {
  const samples = new Float32Array(Math.ceil(DURATION * RATE));
  for (const [note, start, length] of phrase) {
    const f0 = 440 * 2 ** ((note - 69) / 12);
    const begin = Math.floor((2 + start * BEAT) * RATE);
    const release = length * BEAT;
    const velocity = note >= 69 ? 0.32 : 0.2;
    const n = Math.min(samples.length - begin, Math.floor((release + 1.2) * RATE));
    for (let i = 0; i < n; i++) {
      const t = i / RATE;
      const damper = t > release ? Math.exp(-(t - release) * 9) : 1;
      let v = 0;
      for (let h = 1; h <= 8; h++) {
        const fh = f0 * h * Math.sqrt(1 + 0.0004 * h * h);
        if (fh > RATE / 2) break;
        v += (Math.sin(2 * Math.PI * fh * t) / h ** 1.3) * Math.exp(-t * (0.9 + h * 0.55));
      }
      const attack = Math.min(1, t / 0.004);
      const index = begin + i;
      samples[index] = (samples[index] ?? 0) + v * velocity * attack * damper;
    }
  }
  const pcm = Buffer.alloc(44 + samples.length * 2);
  pcm.write("RIFF", 0);
  pcm.writeUInt32LE(36 + samples.length * 2, 4);
  pcm.write("WAVEfmt ", 8);
  pcm.writeUInt32LE(16, 16);
  pcm.writeUInt16LE(1, 20);
  pcm.writeUInt16LE(1, 22);
  pcm.writeUInt32LE(RATE, 24);
  pcm.writeUInt32LE(RATE * 2, 28);
  pcm.writeUInt16LE(2, 32);
  pcm.writeUInt16LE(16, 34);
  pcm.write("data", 36);
  pcm.writeUInt32LE(samples.length * 2, 40);
  for (const [i, s] of samples.entries())
    pcm.writeInt16LE(Math.round(Math.max(-1, Math.min(1, Math.tanh(s))) * 32_000), 44 + i * 2);
  return pcm;
}

async function main() {
  const work = mkdtempSync(path.join(tmpdir(), "noteva-video-"));
  try {
    const frames = Math.ceil(DURATION * FPS);
    for (let i = 0; i < frames; i++) {
      await sharp(Buffer.from(frameSvg(i / FPS)))
        .png({ compressionLevel: 1 })
        .toFile(path.join(work, `f${String(i).padStart(4, "0")}.png`));
    }
    writeFileSync(path.join(work, "audio.wav"), renderAudio());
    const out = VIDEO;
    mkdirSync(path.dirname(out), { recursive: true });
    execFileSync("ffmpeg", [
      "-y",
      "-loglevel",
      "error",
      "-framerate",
      String(FPS),
      "-i",
      path.join(work, "f%04d.png"),
      "-i",
      path.join(work, "audio.wav"),
      "-c:v",
      "libx264",
      "-preset",
      "slow",
      "-crf",
      "26",
      "-pix_fmt",
      "yuv420p",
      "-c:a",
      "aac",
      "-b:a",
      "96k",
      "-movflags",
      "+faststart",
      "-shortest",
      out,
    ]);
    writeCaptions(out);
    console.log(`video: ${frames} frames, ${DURATION.toFixed(1)} s → ${out}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
