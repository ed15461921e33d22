/** Whole pictures: the studio shots, banners, close-ups, covers, composed from the faces. */
import { consoleFront, defs, rearFace, topFace } from "./faces.ts";
import { finishes, type Instrument } from "./instrument.ts";

type Box = { x: number; y: number; w: number; h: number };
type Matrix = [number, number, number, number, number, number];

const svg = (w: number, h: number, body: string, inst?: Instrument) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${inst ? defs(inst) : ""}
<radialGradient id="studio" cx=".5" cy=".42" r=".75"><stop offset="0" stop-color="#ffffff"/><stop offset=".7" stop-color="#eef0f3"/><stop offset="1" stop-color="#dfe2e7"/></radialGradient>
<radialGradient id="stage" cx=".68" cy=".5" r=".85"><stop offset="0" stop-color="#3a404b"/><stop offset=".55" stop-color="#1a1d23"/><stop offset="1" stop-color="#0b0c0f"/></radialGradient>
<radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#c8102e" stop-opacity=".55"/><stop offset="1" stop-color="#c8102e" stop-opacity="0"/></radialGradient>
<filter id="shadow" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="18"/></filter>
</defs>${body}</svg>`;

const apply = (m: Matrix, x: number, y: number): [number, number] => [
  m[0] * x + m[2] * y + m[4],
  m[1] * x + m[3] * y + m[5],
];

/** The instrument's body as a box (width, depth, height in mm), seen through a projection. */
function solid(inst: Instrument, top: Matrix, height: number, heightScale: number) {
  const W = inst.width;
  const D = inst.kind === "console-piano" ? 350 : inst.depth;
  const T = height * heightScale;
  const c = finishes[inst.finish];
  const [fx, fy] = apply(top, 0, D);
  const [rx, ry] = apply(top, W, 0);
  const front: Matrix = [top[0], top[1], 0, 1, fx, fy];
  const side: Matrix = [top[2], top[3], 0, 1, rx, ry];
  const corners = [apply(top, 0, 0), apply(top, W, 0), apply(top, 0, D), apply(top, W, D)];
  const bottom = corners.map(([x, y]) => [x, y + T] as [number, number]);
  const all = [...corners, ...bottom];
  const xs = all.map((p) => p[0]);
  const ys = all.map((p) => p[1]);
  const bounds: Box = {
    x: Math.min(...xs),
    y: Math.min(...ys),
    w: Math.max(...xs) - Math.min(...xs),
    h: Math.max(...ys) - Math.min(...ys),
  };
  const shadowY = Math.max(...ys);
  const body = `
<ellipse cx="${(bounds.x + bounds.w / 2).toFixed(1)}" cy="${(shadowY - T * 0.2).toFixed(1)}" rx="${(bounds.w * 0.5).toFixed(1)}" ry="${Math.max(14, T * 0.5).toFixed(1)}" fill="#000" opacity=".28" filter="url(#shadow)"/>
<g transform="matrix(${side.join(" ")})"><rect x="0" y="0" width="${D}" height="${T}" rx="6" fill="${c.edge}"/></g>
<g transform="matrix(${front.join(" ")})"><rect x="0" y="0" width="${W}" height="${T}" rx="6" fill="url(#edge)"/><rect x="0" y="0" width="${W}" height="2.5" fill="#fff" opacity=".18"/></g>
<g transform="matrix(${top.join(" ")})">${topFace(inst)}</g>`;
  return { body, bounds };
}

/** Scales and centres content whose bounds are known into a box of the canvas. */
function fitInto(content: string, bounds: Box, target: Box): string {
  const s = Math.min(target.w / bounds.w, target.h / bounds.h);
  const tx = target.x + (target.w - bounds.w * s) / 2 - bounds.x * s;
  const ty = target.y + (target.h - bounds.h * s) / 2 - bounds.y * s;
  return `<g transform="translate(${tx.toFixed(2)} ${ty.toFixed(2)}) scale(${s.toFixed(5)})">${content}</g>`;
}

function bodyHeight(inst: Instrument): number {
  return inst.kind === "rhythm" ? 45 : inst.kind === "console-piano" ? 40 : Math.min(130, inst.depth * 0.4);
}

export type View = "front" | "angle" | "top";

/** The instrument alone, in the projection a view names, fitted into `target`. */
export function instrumentIn(inst: Instrument, view: View, target: Box): string {
  if (inst.kind === "console-piano" && view !== "top") {
    const W = inst.width;
    const skew = view === "angle";
    const content = `<ellipse cx="${W / 2}" cy="795" rx="${W * 0.55}" ry="26" fill="#000" opacity=".3" filter="url(#shadow)"/>${
      skew ? `<g transform="matrix(0.9 0.08 0 1 0 0)">${consoleFront(inst)}</g>` : consoleFront(inst)
    }`;
    return fitInto(content, { x: -20, y: -100, w: W + 40, h: skew ? 1020 : 920 }, target);
  }
  const matrices: Record<View, Matrix> = {
    top: [1, 0, 0, 1, 0, 0],
    front: [1, 0, 0, 0.62, 0, 0],
    angle: [0.86, 0.2, -0.42, 0.42, 0, 0],
  };
  const heightScale = view === "front" ? 0.45 : 0.7;
  const { body, bounds } = solid(inst, matrices[view], view === "top" ? 0 : bodyHeight(inst), heightScale);
  return fitInto(body, bounds, target);
}

/** A studio cut-out: the instrument on a soft white sweep. */
export function productShot(inst: Instrument, view: View, w: number, h: number): string {
  const margin = w * 0.07;
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="url(#studio)"/>${instrumentIn(inst, view, { x: margin, y: margin, w: w - 2 * margin, h: h - 2 * margin })}`,
    inst,
  );
}

/** A wide stage banner: dark room, red light, the instrument on the right. */
export function banner(inst: Instrument, variant: number, w: number, h: number): string {
  const view: View = variant === 1 ? "angle" : "front";
  const box =
    variant === 1
      ? { x: w * 0.36, y: h * 0.1, w: w * 0.6, h: h * 0.8 }
      : { x: w * 0.3, y: h * 0.18, w: w * 0.66, h: h * 0.66 };
  const lines = Array.from(
    { length: 9 },
    (_, i) =>
      `<rect x="${(w * 0.05 + i * w * 0.11).toFixed(0)}" y="0" width="2" height="${h}" fill="#fff" opacity=".035"/>`,
  ).join("");
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="url(#stage)"/>${lines}<ellipse cx="${w * 0.66}" cy="${h * 0.5}" rx="${w * 0.34}" ry="${h * 0.5}" fill="url(#glow)"/>${instrumentIn(inst, view, box)}`,
    inst,
  );
}

/** A close-up: the flat top view, cropped to a region given as fractions of the instrument. */
export function closeUp(inst: Instrument, region: Box, w: number, h: number): string {
  const W = inst.kind === "console-piano" ? inst.width : inst.width;
  const D = inst.kind === "console-piano" ? 350 : inst.depth;
  const rw = region.w * W;
  const rh = rw * (h / w);
  const cx = region.x * W;
  const cy = Math.max(0, Math.min(D - rh, region.y * D - rh / 2));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${cx.toFixed(1)} ${cy.toFixed(1)} ${rw.toFixed(1)} ${rh.toFixed(1)}"><defs>${defs(inst)}</defs><rect x="${cx - 50}" y="${cy - 50}" width="${rw + 100}" height="${rh + 100}" fill="#1a1c20"/>${topFace(inst)}</svg>`;
}

export function rearShot(inst: Instrument, w: number, h: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs(inst)}</defs>${rearFace(inst, w, h)}</svg>`;
}

/** A product line's cover: its instruments arranged on one stage. */
export function cover(insts: Instrument[], w: number, h: number): string {
  const first = insts[0];
  if (!first) throw new Error("a cover needs at least one instrument");
  const n = insts.length;
  const parts = insts
    .map((inst, i) => {
      const band = (h * 0.8) / Math.max(1, n);
      const box = { x: w * (0.06 + i * 0.05), y: h * 0.08 + i * band * 0.92, w: w * 0.82, h: band * 1.15 };
      return `<g>${instrumentIn(inst, "front", box)}</g>`;
    })
    .join("");
  // every instrument's own gradients use the first one's ids: keep one finish per cover
  return svg(w, h, `<rect width="${w}" height="${h}" fill="url(#studio)"/>${parts}`, first);
}

/** A video's cover: the instrument from above on a dark stage, with the video's title. */
export function videoCover(inst: Instrument, title: string, w: number, h: number): string {
  const scale = (w * 0.9) / inst.width;
  const tx = w * 0.05;
  const ty = h * 0.4 - (inst.depth / 2) * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs(inst)}
<radialGradient id="bg" cx=".5" cy=".45" r=".8"><stop offset="0" stop-color="#2d323b"/><stop offset="1" stop-color="#0b0c0f"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<g transform="translate(${tx.toFixed(1)} ${ty.toFixed(1)}) scale(${scale.toFixed(4)})">${topFace(inst)}</g>
<rect x="0" y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="#000" opacity=".45"/>
<text x="${w * 0.05}" y="${h * 0.9}" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(h * 0.06)}" font-weight="700" fill="#fff">${title}</text></svg>`;
}
