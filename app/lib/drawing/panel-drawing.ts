/**
 * The owner's manual's panel drawings (各部の名称, „Bedienelemente und Anschlüsse“): the model's
 * top panel and its rear connectors as line drawings, each part with a numbered callout, drawn from
 * the same facts the manual's lists are written from (lib/support/instrument-facts.ts). The panel's
 * parts are numbered in the order the manual's panel description lists them (`panelParts`), the
 * connectors after them in the order of its connections table, so callout and list always agree.
 *
 * A drawing is plain shapes in points (475 wide, an A4 page's text width): the PDF sets them with
 * pdfkit's vector operators (media/pdf-layout.ts), the HTML manual as SVG. Only numbers and the
 * panel's printed labels are written in it, the same in every language.
 */
import type { BuiltInPedal, Connector, InstrumentFacts, MarkedKey } from "../support/instrument-facts.ts";

/** One entry of the panel description, in its order. */
export type PanelPart =
  | { kind: "control"; printed: string }
  | { kind: "marked-key"; key: MarkedKey }
  | { kind: "display" }
  | { kind: "style-control"; printed: string }
  | { kind: "pads" }
  | { kind: "pedals"; pedals: readonly BuiltInPedal[] };

export type Shape =
  | { t: "rect"; x: number; y: number; w: number; h: number; r?: number; fill: string; stroke?: string; sw?: number }
  | { t: "circle"; cx: number; cy: number; r: number; fill: string; stroke?: string; sw?: number }
  | { t: "line"; x1: number; y1: number; x2: number; y2: number; stroke: string; sw: number }
  /** Text centred on (x, y) when `anchor` is "middle" (the default), else starting there. */
  | { t: "text"; x: number; y: number; size: number; text: string; fill: string; bold?: boolean };

/** A callout: its number, where its circle sits, and the part it points at. */
export type Callout = { n: number; x: number; y: number };
export type PanelDrawing = { width: number; height: number; shapes: Shape[]; callouts: Callout[] };

export const DRAWING_WIDTH = 475;
const INK = "#14161a";
const BODY = "#eceef1";
const PART = "#ffffff";
const STYLE_PART = "#c9ced6";
const ACCENT = "#c8102e";
const R = 6.5;

/**
 * The panel description's entries, in order: its controls (the keys FUNCTION reaches after
 * FUNCTION), its display third (after the power switch and the volume control), the accompaniment's
 * controls, its pads, and a home piano's pedals.
 */
export function panelParts(f: InstrumentFacts): PanelPart[] {
  const parts: PanelPart[] = f.controls.flatMap((printed): PanelPart[] =>
    printed === "FUNCTION"
      ? [{ kind: "control", printed }, ...f.markedKeys.map((key): PanelPart => ({ kind: "marked-key", key }))]
      : [{ kind: "control", printed }],
  );
  if (f.displayKind) parts.splice(Math.min(parts.length, 2), 0, { kind: "display" });
  return [
    ...parts,
    ...f.styleControls.map((printed): PanelPart => ({ kind: "style-control", printed })),
    ...(f.plays === "pads" ? [{ kind: "pads" } as const] : []),
    ...(f.pedals.length ? [{ kind: "pedals", pedals: f.pedals } as const] : []),
  ];
}

/** The connectors the rear drawing shows, each with a socket: all its connectors but a wireless one (Bluetooth MIDI). */
export const drawnConnectors = (f: InstrumentFacts): Connector[] =>
  f.connectors.filter((c) => c.kind !== "bluetooth-midi");

/** The number each connector of the connections table has: the panel's parts come first; a wireless one has none. */
export function connectorNumbers(f: InstrumentFacts): (number | null)[] {
  const first = panelParts(f).length + 1;
  const drawn = drawnConnectors(f);
  return f.connectors.map((c) => (drawn.includes(c) ? first + drawn.indexOf(c) : null));
}

const callout = (shapes: Shape[], n: number, x: number, y: number, toX: number, toY: number): Callout => {
  shapes.push(
    { t: "line", x1: x, y1: y + (toY > y ? R : -R), x2: toX, y2: toY, stroke: INK, sw: 0.5 },
    { t: "circle", cx: x, cy: y, r: R, fill: "#ffffff", stroke: INK, sw: 0.7 },
    { t: "text", x, y, size: n > 9 ? 6.5 : 7.5, text: String(n), fill: INK, bold: true },
  );
  return { n, x, y };
};

/** A part's width on the panel row and how it is drawn, centred on (cx, cy). */
function partShape(
  part: PanelPart,
  f: InstrumentFacts,
): { w: number; h: number; draw: (cx: number, cy: number) => Shape[] } {
  if (part.kind === "display") {
    const [w, h] = f.displayKind === "touch" ? [112, 50] : f.displayKind === "digits" ? [34, 16] : [60, 24];
    return {
      w,
      h,
      draw: (cx, cy) => {
        const x = cx - w / 2;
        const y = cy - h / 2;
        const out: Shape[] = [{ t: "rect", x, y, w, h, r: 2, fill: "#3a3f47", stroke: INK, sw: 0.8 }];
        if (f.displayKind === "touch")
          // the touch screen's tiles: what a finger selects
          for (let i = 0; i < 8; i++)
            out.push({
              t: "rect",
              x: x + 6 + (i % 4) * ((w - 12) / 4),
              y: y + 12 + Math.floor(i / 4) * 17,
              w: (w - 12) / 4 - 4,
              h: 13,
              r: 1.5,
              fill: "#8fb8dc",
            });
        else if (f.displayKind === "digits")
          out.push({ t: "text", x: cx, y: cy, size: 9, text: "888", fill: "#ff6a5c", bold: true });
        else
          out.push(
            { t: "rect", x: x + 5, y: y + 6, w: w * 0.5, h: 4, fill: "#b9d3c4" },
            { t: "rect", x: x + 5, y: y + 14, w: w * 0.7, h: 3, fill: "#b9d3c4" },
          );
        return out;
      },
    };
  }
  if (part.kind === "control" && /VOLUME|TEMPO|FILTER|SWING/.test(part.printed) && !/\+|−/.test(part.printed))
    return {
      w: 18,
      h: 15,
      draw: (cx, cy) => [
        { t: "circle", cx, cy, r: 7.5, fill: PART, stroke: INK, sw: 0.8 },
        { t: "line", x1: cx, y1: cy, x2: cx - 4, y2: cy - 5, stroke: INK, sw: 0.9 },
      ],
    };
  if (part.kind === "control" && part.printed === "POWER")
    return {
      w: 14,
      h: 10,
      draw: (cx, cy) => [
        { t: "circle", cx, cy, r: 5, fill: PART, stroke: INK, sw: 0.8 },
        { t: "line", x1: cx, y1: cy - 3, x2: cx, y2: cy, stroke: ACCENT, sw: 0.9 },
      ],
    };
  const fill = part.kind === "style-control" ? STYLE_PART : PART;
  return {
    w: 17,
    h: 9,
    draw: (cx, cy) => [{ t: "rect", x: cx - 8, y: cy - 4.5, w: 16, h: 9, r: 1.5, fill, stroke: INK, sw: 0.8 }],
  };
}

/** Lays the row's parts out from `left` to `right`, evenly, at most `most` apart; their centres. */
function row(widths: number[], left: number, right: number, most = 34): number[] {
  const total = widths.reduce((a, b) => a + b, 0);
  const gap = widths.length > 1 ? Math.min(most, (right - left - total) / (widths.length - 1)) : 0;
  let x = left + (right - left - total - gap * (widths.length - 1)) / 2;
  return widths.map((w) => {
    const c = x + w / 2;
    x += w + gap;
    return c;
  });
}

const BLACK = new Set([1, 3, 6, 8, 10]);

/** The keybed: its keys' rectangles, and each key's centre (for the keys a callout points at). */
function keybed(keys: number, x: number, y: number, w: number, h: number): { shapes: Shape[]; centres: number[] } {
  const start = keys === 88 ? 9 : keys === 76 ? 4 : 0;
  const notes = Array.from({ length: keys }, (_, i) => (start + i) % 12);
  const whites = notes.filter((n) => !BLACK.has(n)).length;
  const ww = w / whites;
  const shapes: Shape[] = [];
  const blacks: Shape[] = [];
  const centres: number[] = [];
  let wi = 0;
  for (const note of notes) {
    if (BLACK.has(note)) {
      blacks.push({ t: "rect", x: x + wi * ww - ww * 0.3, y, w: ww * 0.6, h: h * 0.62, fill: INK });
      centres.push(x + wi * ww);
    } else {
      shapes.push({ t: "rect", x: x + wi * ww, y, w: ww, h, fill: "#ffffff", stroke: INK, sw: 0.35 });
      centres.push(x + wi * ww + ww / 2);
      wi++;
    }
  }
  return { shapes: [...shapes, ...blacks], centres };
}

/**
 * Where the keys marked with a second function lie, counted from the top key: the upper keys, as a
 * small keyboard prints them. TEMPO – and TEMPO + are two keys, and their callout spans both.
 */
const MARKED_FROM_TOP: Record<MarkedKey, readonly number[]> = {
  tempo: [3, 1],
  version: [6],
  memory: [9],
  lesson: [11],
  chord: [13],
};

/** The top panel: its controls, display, keys or pads and pedals, numbered as the panel description lists them. */
export function topDrawing(f: InstrumentFacts): PanelDrawing {
  const parts = panelParts(f);
  const W = DRAWING_WIDTH;
  const shapes: Shape[] = [];
  const callouts: Callout[] = [];
  const bodyY = 22;
  const onRow = parts
    .map((part, i) => ({ part, n: i + 1 }))
    .filter(({ part }) => part.kind !== "marked-key" && part.kind !== "pedals" && part.kind !== "pads");
  const shaped = onRow.map(({ part }) => partShape(part, f));
  if (f.plays === "pads") {
    // a rhythm machine: its controls and display on the left, its pads in a square on the right
    const pad = 30;
    const gap = 6;
    const side = Math.sqrt(f.pads || 16);
    const grid = side * pad + (side - 1) * gap;
    const bodyH = grid + 30;
    shapes.push({ t: "rect", x: 0, y: bodyY, w: W, h: bodyH, r: 8, fill: BODY, stroke: INK, sw: 1 });
    const gx = W - 15 - grid;
    const gy = bodyY + 15;
    for (let i = 0; i < side * side; i++)
      shapes.push({
        t: "rect",
        x: gx + (i % side) * (pad + gap),
        y: gy + Math.floor(i / side) * (pad + gap),
        w: pad,
        h: pad,
        r: 3,
        fill: PART,
        stroke: INK,
        sw: 0.8,
      });
    const cy = bodyY + bodyH / 2;
    const centres = row(
      shaped.map((s) => s.w),
      14,
      gx - 16,
    );
    onRow.forEach(({ n }, i) => {
      const cx = centres[i] ?? 0;
      shapes.push(...(shaped[i]?.draw(cx, cy) ?? []));
      callouts.push(callout(shapes, n, cx, 9, cx, cy - (shaped[i]?.h ?? 0) / 2 - 1));
    });
    const padsAt = parts.findIndex((p) => p.kind === "pads");
    if (padsAt >= 0) callouts.push(callout(shapes, padsAt + 1, gx + grid / 2, 9, gx + grid / 2, gy));
    return { width: W, height: bodyY + bodyH + 4, shapes, callouts };
  }
  const mini = f.keys > 0 && f.keys <= 37;
  const keysH = mini ? 46 : 62;
  const whites = Math.round((f.keys * 7) / 12 + (f.keys === 88 ? 0 : 1));
  const keysW = Math.min(W - 24, whites * (mini ? 7.2 : 8.7));
  const kx = (W - keysW) / 2;
  const panelH = Math.max(54, ...shaped.map((s) => s.h + 20));
  const ky = bodyY + panelH;
  const bodyBottom = ky + keysH + 8;
  shapes.push(
    { t: "rect", x: 0, y: bodyY, w: W, h: bodyBottom - bodyY, r: 8, fill: BODY, stroke: INK, sw: 1 },
    { t: "rect", x: kx - 2, y: ky - 3, w: keysW + 4, h: 3, fill: ACCENT },
  );
  const bed = keybed(f.keys, kx, ky, keysW, keysH);
  shapes.push(...bed.shapes);
  const cy = bodyY + panelH / 2 - 2;
  const centres = row(
    shaped.map((s) => s.w),
    16,
    W - 16,
  );
  onRow.forEach(({ n }, i) => {
    const cx = centres[i] ?? 0;
    shapes.push(...(shaped[i]?.draw(cx, cy) ?? []));
    callouts.push(callout(shapes, n, cx, 9, cx, cy - (shaped[i]?.h ?? 0) / 2 - 1));
  });
  // below the body: the keys FUNCTION reaches, marked above them, and a home piano's pedals
  const bottomY = bodyBottom + (f.pedals.length ? 30 : 14);
  parts.forEach((part, i) => {
    if (part.kind === "marked-key") {
      const xs = MARKED_FROM_TOP[part.key].map((fromTop) => bed.centres[f.keys - fromTop] ?? kx + keysW / 2);
      for (const x of xs) shapes.push({ t: "rect", x: x - 2.5, y: ky - 7, w: 5, h: 3, fill: INK });
      const first = Math.min(...xs);
      const last = Math.max(...xs);
      // two keys: a bracket under both, the callout pointing at its middle
      const bracketY = ky + keysH + 2.5;
      if (last > first)
        shapes.push(
          { t: "line", x1: first, y1: ky + keysH, x2: first, y2: bracketY, stroke: INK, sw: 0.5 },
          { t: "line", x1: first, y1: bracketY, x2: last, y2: bracketY, stroke: INK, sw: 0.5 },
          { t: "line", x1: last, y1: bracketY, x2: last, y2: ky + keysH, stroke: INK, sw: 0.5 },
        );
      const x = (first + last) / 2;
      callouts.push(callout(shapes, i + 1, x, bottomY, x, last > first ? bracketY : ky + keysH));
    } else if (part.kind === "pedals") {
      const px = W / 2 - ((part.pedals.length - 1) * 22) / 2;
      for (const [j] of part.pedals.entries())
        shapes.push({
          t: "rect",
          x: px + j * 22 - 6,
          y: bodyBottom + 4,
          w: 12,
          h: 16,
          r: 2,
          fill: "#e3c77a",
          stroke: INK,
          sw: 0.8,
        });
      const last = px + (part.pedals.length - 1) * 22 + 6;
      callouts.push(callout(shapes, i + 1, last + 26, bottomY, last, bodyBottom + 12));
    }
  });
  const below = parts.some((p) => p.kind === "marked-key" || p.kind === "pedals");
  return { width: W, height: below ? bottomY + R + 2 : bodyBottom + 4, shapes, callouts };
}

/** A connector's sockets: a stereo pair's two ("L/MONO", "R"), else as many as it has, unlabelled. */
export const socketsOf = (c: Connector): readonly string[] =>
  c.pair.length ? c.pair : Array.from({ length: c.count }, () => "");

/** One panel's connectors in a row, each with its sockets, a pair's labels and its printed label, centred on `cy`. */
function socketRow(shapes: Shape[], connectors: readonly Connector[], cy: number): number[] {
  const W = DRAWING_WIDTH;
  const widths = connectors.map((c) => Math.max(socketsOf(c).length * 18, c.printed.length * 3.4, 30));
  const centres = row(widths, 14, W - 14, 60);
  connectors.forEach((c, i) => {
    const x = centres[i] ?? 0;
    const sockets = socketsOf(c);
    sockets.forEach((label, k) => {
      const sx = x + (k - (sockets.length - 1) / 2) * 18;
      if (c.kind === "usb-host" || c.kind === "usb-device")
        shapes.push(
          c.kind === "usb-host"
            ? { t: "rect", x: sx - 5, y: cy - 5, w: 10, h: 10, r: 1.5, fill: PART, stroke: INK, sw: 0.9 }
            : { t: "rect", x: sx - 8, y: cy - 3.5, w: 16, h: 7, r: 1, fill: PART, stroke: INK, sw: 0.9 },
          { t: "rect", x: sx - 3, y: cy - 1.2, w: 6, h: 2.4, fill: INK },
        );
      else if (c.kind === "midi-in" || c.kind === "midi-out" || c.kind === "pedal-unit") {
        shapes.push({ t: "circle", cx: sx, cy, r: 8, fill: PART, stroke: INK, sw: 0.9 });
        for (const a of [-90, -45, 0, 45, 90, 180].slice(0, c.kind === "pedal-unit" ? 6 : 5)) {
          const rad = ((a - 90) * Math.PI) / 180;
          shapes.push({ t: "circle", cx: sx + Math.cos(rad) * 4.5, cy: cy - Math.sin(rad) * 4.5, r: 0.9, fill: INK });
        }
      } else if (c.kind === "dc-in")
        shapes.push(
          { t: "circle", cx: sx, cy, r: 5, fill: PART, stroke: INK, sw: 0.9 },
          { t: "circle", cx: sx, cy, r: 1.3, fill: INK },
        );
      else
        shapes.push(
          { t: "circle", cx: sx, cy, r: 7, fill: "#d9dce1", stroke: INK, sw: 0.9 },
          { t: "circle", cx: sx, cy, r: 3, fill: INK },
        );
      // a pair's sockets each as printed beside it: L/MONO, R
      if (label) shapes.push({ t: "text", x: sx, y: cy + 12, size: 4.5, text: label, fill: INK });
    });
    shapes.push({ t: "text", x, y: cy + 24, size: 5.5, text: c.printed, fill: INK, bold: true });
  });
  return centres;
}

/**
 * The connectors: the rear panel with every connector its data places there, and, for a model whose
 * data places some on the front ("PHONES × 2 (front)"), the front edge under its keys with those;
 * each with its sockets and its printed label, numbered as the connections table lists it.
 */
export function rearDrawing(f: InstrumentFacts): PanelDrawing {
  const W = DRAWING_WIDTH;
  const shapes: Shape[] = [];
  const callouts: Callout[] = [];
  const drawn = drawnConnectors(f);
  const numbers = connectorNumbers(f);
  const numberOf = (c: Connector) => numbers[f.connectors.indexOf(c)];
  const rear = drawn.filter((c) => c.side === "rear");
  const front = drawn.filter((c) => c.side === "front");
  const bodyH = 58;
  let y = 22;
  if (rear.length) {
    shapes.push({ t: "rect", x: 0, y, w: W, h: bodyH, r: 6, fill: BODY, stroke: INK, sw: 1 });
    const cy = y + 22;
    socketRow(shapes, rear, cy).forEach((x, i) => {
      const n = rear[i] && numberOf(rear[i]);
      if (n) callouts.push(callout(shapes, n, x, y - 13, x, cy - 9));
    });
    y += bodyH + 10;
  }
  if (!front.length) return { width: W, height: y - 6, shapes, callouts };
  // the front edge: the keys' fronts above it, the connectors on it, their callouts below
  const keysH = 10;
  const whites = 52;
  const kw = (W - 24) / whites;
  for (let i = 0; i < whites; i++)
    shapes.push({ t: "rect", x: 12 + i * kw, y, w: kw, h: keysH, fill: "#ffffff", stroke: INK, sw: 0.35 });
  const frontY = y + keysH;
  shapes.push({ t: "rect", x: 0, y: frontY, w: W, h: bodyH, r: 6, fill: BODY, stroke: INK, sw: 1 });
  const cy = frontY + 22;
  const calloutY = frontY + bodyH + 13;
  socketRow(shapes, front, cy).forEach((x, i) => {
    const n = front[i] && numberOf(front[i]);
    if (n) callouts.push(callout(shapes, n, x, calloutY, x, frontY + bodyH));
  });
  // numbered as the connections table lists them, whichever panel each is on
  return { width: W, height: calloutY + R + 2, shapes, callouts: callouts.sort((a, b) => a.n - b.n) };
}
