import sharp from "sharp";

const files = process.argv.slice(3);
const out = process.argv[2];
const tiles = await Promise.all(
  files.map((f) => sharp(f).resize({ width: 600, height: 450, fit: "contain", background: "#888" }).png().toBuffer()),
);
const cols = 3,
  rows = Math.ceil(tiles.length / cols);
await sharp({ create: { width: 600 * cols, height: 450 * rows, channels: 3, background: "#888" } })
  .composite(tiles.map((t, i) => ({ input: t, left: (i % cols) * 600, top: Math.floor(i / cols) * 450 })))
  .png()
  .toFile(out);
