/** The instruments' surfaces drawn flat, in millimetres: x along the width, y from back to front. */
import type { Connector } from "../support/instrument-facts.ts";
import { finishes, type Instrument } from "./instrument.ts";
import { keybed, keyDefs } from "./keys.ts";
import { socketsOf } from "./panel-drawing.ts";

const f2 = (n: number) => n.toFixed(1);

export function defs(inst: Instrument): string {
  const c = finishes[inst.finish];
  return `${keyDefs}
<linearGradient id="body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.topDark}"/><stop offset=".35" stop-color="${c.top}"/><stop offset="1" stop-color="${c.topDark}"/></linearGradient>
<linearGradient id="edge" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.topDark}"/><stop offset="1" stop-color="${c.edge}"/></linearGradient>
<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0e2233"/><stop offset=".55" stop-color="#123b57"/><stop offset="1" stop-color="#0a1824"/></linearGradient>
<linearGradient id="lcd" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b9d3c4"/><stop offset="1" stop-color="#8fb2a0"/></linearGradient>
<radialGradient id="knob" cx=".4" cy=".35" r=".7"><stop offset="0" stop-color="#6d7179"/><stop offset=".6" stop-color="#2b2e33"/><stop offset="1" stop-color="#111214"/></radialGradient>
<radialGradient id="pad" cx=".5" cy=".4" r=".75"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<linearGradient id="brass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3d98b"/><stop offset=".5" stop-color="#c49a3a"/><stop offset="1" stop-color="#8a6a22"/></linearGradient>
<pattern id="grille" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="6" height="6" fill="${c.edge}"/><circle cx="3" cy="3" r="1.5" fill="#000" opacity=".8"/></pattern>
<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="14"/></filter>`;
}

function brand(inst: Instrument, x: number, y: number, size: number): string {
  const c = finishes[inst.finish];
  return `<g><rect x="${f2(x)}" y="${f2(y - size * 0.8)}" width="${f2(size)}" height="${f2(size)}" rx="${f2(size * 0.22)}" fill="#c8102e"/>
<text x="${f2(x + size * 1.4)}" y="${f2(y)}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${f2(size)}" letter-spacing="${f2(size * 0.18)}" fill="${c.ink}">NOTEVA</text>
<text x="${f2(x + size * 7.9)}" y="${f2(y)}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${f2(size * 0.8)}" fill="${c.ink}" opacity=".75">${inst.title}</text></g>`;
}

function knob(cx: number, cy: number, r: number): string {
  return `<circle cx="${f2(cx)}" cy="${f2(cy + r * 0.12)}" r="${f2(r)}" fill="#000" opacity=".35"/><circle cx="${f2(cx)}" cy="${f2(cy)}" r="${f2(r)}" fill="url(#knob)"/><line x1="${f2(cx)}" y1="${f2(cy)}" x2="${f2(cx - r * 0.55)}" y2="${f2(cy - r * 0.6)}" stroke="#e8e8e8" stroke-width="${f2(r * 0.14)}" stroke-linecap="round"/>`;
}

function buttons(x: number, y: number, count: number, w: number, h: number, gap: number, colors: string[]): string {
  return Array.from({ length: count }, (_, i) => {
    const bx = x + i * (w + gap);
    const color = colors[i % colors.length];
    return `<rect x="${f2(bx)}" y="${f2(y + 1)}" width="${f2(w)}" height="${f2(h)}" rx="${f2(h * 0.22)}" fill="#000" opacity=".35"/><rect x="${f2(bx)}" y="${f2(y)}" width="${f2(w)}" height="${f2(h)}" rx="${f2(h * 0.22)}" fill="${color}"/>`;
  }).join("");
}

function grille(x: number, y: number, w: number, h: number, round: boolean): string {
  return round
    ? `<ellipse cx="${f2(x + w / 2)}" cy="${f2(y + h / 2)}" rx="${f2(w / 2)}" ry="${f2(h / 2)}" fill="url(#grille)" stroke="#000" stroke-opacity=".4"/>`
    : `<rect x="${f2(x)}" y="${f2(y)}" width="${f2(w)}" height="${f2(h)}" rx="${f2(Math.min(w, h) * 0.2)}" fill="url(#grille)" stroke="#000" stroke-opacity=".4"/>`;
}

function display(inst: Instrument, x: number, y: number, w: number, h: number): string {
  switch (inst.display) {
    case "touch": {
      const tiles = Array.from({ length: 8 }, (_, i) => {
        const tx = x + 8 + (i % 4) * ((w - 16) / 4);
        const ty = y + h * 0.32 + Math.floor(i / 4) * (h * 0.3);
        const hue = ["#2f8fd8", "#e0a22b", "#3fb27f", "#d8553f"][i % 4];
        return `<rect x="${f2(tx)}" y="${f2(ty)}" width="${f2((w - 16) / 4 - 6)}" height="${f2(h * 0.24)}" rx="3" fill="${hue}" opacity=".85"/>`;
      }).join("");
      return `<rect x="${f2(x - 4)}" y="${f2(y - 4)}" width="${f2(w + 8)}" height="${f2(h + 8)}" rx="6" fill="#050607"/><rect x="${f2(x)}" y="${f2(y)}" width="${f2(w)}" height="${f2(h)}" rx="3" fill="url(#screen)"/><rect x="${f2(x + 8)}" y="${f2(y + 8)}" width="${f2(w * 0.5)}" height="${f2(h * 0.12)}" rx="2" fill="#9fd3ff" opacity=".8"/>${tiles}`;
    }
    case "oled":
      return `<rect x="${f2(x)}" y="${f2(y)}" width="${f2(w)}" height="${f2(h)}" rx="3" fill="#040506"/><rect x="${f2(x + 6)}" y="${f2(y + h * 0.3)}" width="${f2(w * 0.55)}" height="${f2(h * 0.16)}" fill="#7fe3ff"/><rect x="${f2(x + 6)}" y="${f2(y + h * 0.6)}" width="${f2(w * 0.8)}" height="${f2(h * 0.12)}" fill="#7fe3ff" opacity=".6"/>`;
    case "led":
      return `<rect x="${f2(x)}" y="${f2(y)}" width="${f2(w)}" height="${f2(h)}" rx="3" fill="#140404"/><text x="${f2(x + w / 2)}" y="${f2(y + h * 0.75)}" text-anchor="middle" font-family="DejaVu Sans Mono, monospace" font-size="${f2(h * 0.7)}" fill="#ff3b2f">120</text>`;
    case "lcd":
      return `<rect x="${f2(x - 3)}" y="${f2(y - 3)}" width="${f2(w + 6)}" height="${f2(h + 6)}" rx="4" fill="#0b0c0d"/><rect x="${f2(x)}" y="${f2(y)}" width="${f2(w)}" height="${f2(h)}" rx="2" fill="url(#lcd)"/><rect x="${f2(x + 6)}" y="${f2(y + h * 0.22)}" width="${f2(w * 0.45)}" height="${f2(h * 0.18)}" fill="#1f2d25" opacity=".75"/><rect x="${f2(x + 6)}" y="${f2(y + h * 0.55)}" width="${f2(w * 0.7)}" height="${f2(h * 0.12)}" fill="#1f2d25" opacity=".5"/>`;
    default:
      return "";
  }
}

/** Key depth and white-key width in millimetres. */
function keyGeometry(inst: Instrument) {
  const mini = inst.keys > 0 && inst.keys <= 37;
  const piano = inst.kind === "portable-piano" || inst.kind === "console-piano";
  return { mini, keyDepth: mini ? 85 : piano ? 150 : 132, whiteWidth: mini ? 19 : 23.4 };
}

/** The top surface of a keyboard instrument or the rhythm machine. */
/** `pressed` holds key indexes (0 = lowest key) drawn as played. */
export function topFace(inst: Instrument, pressed: ReadonlySet<number> = new Set()): string {
  if (inst.kind === "rhythm") return rhythmTop(inst);
  const W = inst.width;
  const D = inst.kind === "console-piano" ? 350 : inst.depth;
  const { mini, keyDepth, whiteWidth } = keyGeometry(inst);
  const whiteCount = Math.round((inst.keys * 7) / 12 + (inst.keys === 88 ? 0 : 1));
  const keysW = Math.min(W - 30, whiteCount * whiteWidth);
  const kx = (W - keysW) / 2;
  const rail = 14;
  const ky = D - rail - keyDepth;
  const c = finishes[inst.finish];
  const parts: string[] = [
    `<rect x="0" y="0" width="${W}" height="${D}" rx="14" fill="url(#body)"/>`,
    `<rect x="0" y="${f2(D - rail)}" width="${W}" height="${rail}" rx="6" fill="${c.edge}" opacity=".55"/>`,
    `<rect x="${f2(kx - 3)}" y="${f2(ky - 5)}" width="${f2(keysW + 6)}" height="5" fill="#7a1020"/>`,
    keybed(kx, ky, keysW, keyDepth, inst.keys, mini, pressed),
    `<line x1="8" y1="${f2(ky - 10)}" x2="${W - 8}" y2="${f2(ky - 10)}" stroke="${c.line}" stroke-width="1.2"/>`,
  ];
  const panelH = ky - 14;
  const mid = W / 2;
  parts.push(brand(inst, kx + 6, Math.min(32, panelH * 0.3) + 8, Math.min(16, panelH * 0.14)));

  if (inst.kind === "portable-piano") {
    const gw = W * 0.28;
    parts.push(
      grille(W * 0.06, panelH * 0.45, gw, panelH * 0.35, false),
      grille(W - W * 0.06 - gw, panelH * 0.45, gw, panelH * 0.35, false),
    );
    parts.push(knob(mid - 150, panelH * 0.62, 10));
    parts.push(buttons(mid - 120, panelH * 0.55, 8, 22, 10, 8, ["#2a2c30", "#2a2c30", "#2a2c30", "#c8102e"]));
    if (inst.display !== "none") parts.push(display(inst, mid - 55, panelH * 0.15, 110, 38));
  } else if (inst.kind === "console-piano") {
    parts.push(display(inst, mid - 150, panelH * 0.35, 44, 20));
    parts.push(buttons(mid - 95, panelH * 0.38, 7, 20, 9, 7, ["#2a2c30"]));
  } else if (inst.kind === "arranger") {
    const gw = (W - keysW) / 2 + 90;
    parts.push(
      grille(16, panelH * 0.18, gw - 40, panelH * 0.7, true),
      grille(W - 16 - (gw - 40), panelH * 0.18, gw - 40, panelH * 0.7, true),
    );
    parts.push(display(inst, mid - 85, panelH * 0.12, 170, 96));
    parts.push(buttons(mid - 265, panelH * 0.22, 4, 26, 12, 8, ["#e0a22b", "#e0a22b", "#3fb27f", "#3fb27f"]));
    parts.push(buttons(mid - 265, panelH * 0.42, 4, 26, 12, 8, ["#2f8fd8"]));
    parts.push(buttons(mid + 105, panelH * 0.22, 4, 26, 12, 8, ["#d8553f", "#2a2c30"]));
    parts.push(buttons(mid + 105, panelH * 0.42, 4, 26, 12, 8, ["#2a2c30"]));
    parts.push(buttons(mid - 150, panelH * 0.82, 10, 26, 10, 5, ["#3a3d42", "#3a3d42", "#c8102e"]));
    parts.push(knob(mid - 240, panelH * 0.75, 11), knob(mid - 205, panelH * 0.75, 11));
    // pitch bend and modulation wheels on the left cheek
    parts.push(
      `<rect x="${f2(kx - 62)}" y="${f2(ky + 18)}" width="16" height="70" rx="5" fill="#0b0c0d"/><rect x="${f2(kx - 36)}" y="${f2(ky + 18)}" width="16" height="70" rx="5" fill="#0b0c0d"/>`,
    );
  } else {
    const gs = Math.min(panelH * 0.78, (W - keysW) / 2 + 70);
    parts.push(grille(20, panelH * 0.12, gs, gs, true), grille(W - 20 - gs, panelH * 0.12, gs, gs, true));
    if (inst.display !== "none") parts.push(display(inst, mid - 60, panelH * 0.18, 120, Math.min(52, panelH * 0.4)));
    const bw = mini ? 12 : 18;
    parts.push(
      buttons(mid - 8 * (bw + 6) - 70, panelH * 0.3, 4, bw, bw * 0.55, 6, ["#e0a22b", "#3fb27f", "#2f8fd8", "#d8553f"]),
    );
    parts.push(buttons(mid + 70, panelH * 0.3, 4, bw, bw * 0.55, 6, ["#2a2c30"]));
    parts.push(
      buttons(mid - 5 * (bw + 4), panelH * 0.78, 10, bw, bw * 0.5, 4, [
        "#3a3d42",
        "#3a3d42",
        "#3a3d42",
        "#3a3d42",
        "#c8102e",
      ]),
    );
    parts.push(knob(mid - 8 * (bw + 6) - 95, panelH * 0.42, mini ? 6 : 9));
  }
  return parts.join("");
}

function rhythmTop(inst: Instrument): string {
  const W = inst.width;
  const D = inst.depth;
  const c = finishes[inst.finish];
  const padColors = [
    "#e8483f",
    "#e8483f",
    "#f29a2e",
    "#f29a2e",
    "#f2d33a",
    "#f2d33a",
    "#48c774",
    "#48c774",
    "#3ab0e8",
    "#3ab0e8",
    "#7a6cf0",
    "#7a6cf0",
    "#e85fb1",
    "#e85fb1",
    "#e6e6e6",
    "#e6e6e6",
  ];
  const pad = 33;
  const gap = 5;
  const px = W - 18 - 4 * pad - 3 * gap;
  const py = 36;
  // as many pads as its data gives it, four to a row, each pair of a colour
  const pads = Array.from({ length: inst.pads }, (_, i) => padColors[i % padColors.length] ?? "#e6e6e6")
    .map((color, i) => {
      const x = px + (i % 4) * (pad + gap);
      const y = py + Math.floor(i / 4) * (pad + gap);
      return `<rect x="${f2(x)}" y="${f2(y + 1.5)}" width="${pad}" height="${pad}" rx="5" fill="#000" opacity=".5"/><rect x="${f2(x)}" y="${f2(y)}" width="${pad}" height="${pad}" rx="5" fill="#1d1f23"/><rect x="${f2(x + 2)}" y="${f2(y + 2)}" width="${pad - 4}" height="${pad - 4}" rx="4" fill="${color}" opacity=".82"/><rect x="${f2(x + 2)}" y="${f2(y + 2)}" width="${pad - 4}" height="${pad - 4}" rx="4" fill="url(#pad)"/>`;
    })
    .join("");
  const steps = buttons(16, D - 26, 8, 10, 7, 4, ["#3a3d42", "#3a3d42", "#3a3d42", "#c8102e"]);
  return [
    `<rect x="0" y="0" width="${W}" height="${D}" rx="12" fill="url(#body)"/>`,
    `<rect x="4" y="4" width="${W - 8}" height="${D - 8}" rx="10" fill="none" stroke="${c.line}" stroke-width="1.2"/>`,
    brand(inst, 16, 24, 9),
    display(inst, 16, 36, 100, 30),
    knob(44, 104, 20),
    `<text x="44" y="136" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="6" fill="${c.ink}" opacity=".8">TEMPO</text>`,
    knob(92, 92, 9),
    knob(92, 122, 9),
    knob(28, 160, 8),
    knob(58, 160, 8),
    knob(88, 160, 8),
    buttons(16, 178, 3, 22, 9, 6, ["#48c774", "#c8102e", "#3a3d42"]),
    steps,
    pads,
  ].join("");
}

/** One socket of a connector, drawn as its kind is built, centred on (x, y). */
function socket(c: Connector, x: number, y: number): string {
  switch (c.kind) {
    case "usb-host":
      return `<rect x="${f2(x - 17)}" y="${f2(y - 15)}" width="34" height="30" rx="5" fill="#0a0a0b" stroke="#9aa0a8" stroke-width="3"/><rect x="${f2(x - 9)}" y="${f2(y - 4)}" width="18" height="8" fill="#9aa0a8"/>`;
    case "usb-device":
      return `<rect x="${f2(x - 22)}" y="${f2(y - 9)}" width="44" height="18" rx="3" fill="#0a0a0b" stroke="#9aa0a8" stroke-width="3"/><rect x="${f2(x - 15)}" y="${f2(y - 3)}" width="30" height="6" fill="#9aa0a8"/>`;
    case "midi-in":
    case "midi-out":
    case "pedal-unit": {
      // a DIN socket: five pins in an arc (a pedal unit's six)
      const pins = (c.kind === "pedal-unit" ? [-90, -45, 0, 45, 90, 180] : [-90, -45, 0, 45, 90])
        .map((a) => {
          const rad = ((a - 90) * Math.PI) / 180;
          return `<circle cx="${f2(x + Math.cos(rad) * 12)}" cy="${f2(y + Math.sin(rad) * 12)}" r="2.6" fill="#c9ccd2"/>`;
        })
        .join("");
      return `<circle cx="${f2(x)}" cy="${f2(y)}" r="27" fill="#9aa0a8"/><circle cx="${f2(x)}" cy="${f2(y)}" r="22" fill="#050505"/>${pins}`;
    }
    case "dc-in":
      return `<circle cx="${f2(x)}" cy="${f2(y)}" r="15" fill="#9aa0a8"/><circle cx="${f2(x)}" cy="${f2(y)}" r="10" fill="#050505"/><circle cx="${f2(x)}" cy="${f2(y)}" r="3" fill="#c9ccd2"/>`;
    default:
      return `<circle cx="${f2(x)}" cy="${f2(y)}" r="22" fill="url(#brass)"/><circle cx="${f2(x)}" cy="${f2(y)}" r="11" fill="#050505"/>`;
  }
}

const SOCKET_GAP = 64;

/**
 * One panel's connectors, in rows of at most six: each as printed on the panel over its sockets,
 * a pair's sockets each with its own label. Every label is a text of class "connector" (its printed
 * name) or "socket" (a pair's L/MONO and R), so a test reads what the picture names.
 */
function connectorRows(inst: Instrument, connectors: readonly Connector[], x0: number, w: number, cy: number): string {
  const c = finishes[inst.finish];
  const rows: Connector[][] = [];
  const perRow = Math.ceil(connectors.length / Math.ceil(connectors.length / 6));
  for (let i = 0; i < connectors.length; i += perRow) rows.push(connectors.slice(i, i + perRow));
  const rowH = 150;
  return rows
    .map((items, r) => {
      const y = cy + (r - (rows.length - 1) / 2) * rowH;
      const widths = items.map((item) => Math.max(socketsOf(item).length * SOCKET_GAP, item.printed.length * 12, 90));
      const gap = (w - widths.reduce((a, b) => a + b, 0)) / items.length;
      let x = x0 + gap / 2;
      return items
        .map((item, i) => {
          const centre = x + (widths[i] ?? 0) / 2;
          x += (widths[i] ?? 0) + gap;
          const sockets = socketsOf(item);
          const drawn = sockets
            .map((label, k) => {
              const sx = centre + (k - (sockets.length - 1) / 2) * SOCKET_GAP;
              const under = label
                ? `<text class="socket" x="${f2(sx)}" y="${f2(y + 50)}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="14" fill="${c.ink}" opacity=".8">${escapeXml(label)}</text>`
                : "";
              return `${socket(item, sx, y)}${under}`;
            })
            .join("");
          return `<text class="connector" x="${f2(centre)}" y="${f2(y - 42)}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="17" font-weight="700" fill="${c.ink}">${escapeXml(item.printed)}</text>${drawn}`;
        })
        .join("");
    })
    .join("");
}

/**
 * The connectors, drawn from the instrument's facts (its specification and kit, as the manual's
 * connections table lists them): its rear panel with every connector there, and, where its data
 * places some on the front ("PHONES × 2 (front)"), the front edge under its keys with those. Only
 * labels as printed on the panel are written, the same in every language.
 */
export function rearFace(inst: Instrument, width: number, height: number): string {
  const c = finishes[inst.finish];
  const rear = inst.connectors.filter((x) => x.side === "rear");
  const front = inst.connectors.filter((x) => x.side === "front");
  const background = `<rect x="0" y="0" width="${width}" height="${height}" fill="url(#body)"/>`;
  const x0 = 60;
  const w = width - 120;
  if (!front.length)
    return `${background}<rect class="rear" x="40" y="30" width="${width - 80}" height="${height - 60}" rx="14" fill="${c.edge}" opacity=".45"/><g class="rear">${connectorRows(inst, rear, x0, w, height / 2)}</g>`;
  // the rear panel above; below it the front edge, the keys' fronts over it, with its own connectors
  const split = rear.length ? height * 0.5 : 30;
  const rearPanel = rear.length
    ? `<rect x="40" y="30" width="${width - 80}" height="${f2(split - 60)}" rx="14" fill="${c.edge}" opacity=".45"/><g class="rear">${connectorRows(inst, rear, x0, w, 30 + (split - 60) / 2)}</g>`
    : "";
  const keysY = split;
  const whites = 36;
  const kw = (width - 80) / whites;
  const keyFronts = Array.from(
    { length: whites },
    (_, i) => `<rect x="${f2(40 + i * kw)}" y="${f2(keysY)}" width="${f2(kw - 2)}" height="40" rx="2" fill="#f3f3f0"/>`,
  ).join("");
  const frontY = keysY + 40;
  const frontPanel = `<rect x="40" y="${f2(frontY)}" width="${width - 80}" height="${f2(height - 30 - frontY)}" rx="14" fill="${c.edge}" opacity=".6"/><g class="front">${connectorRows(inst, front, x0, w, frontY + (height - 30 - frontY) / 2)}</g>`;
  return `${background}${rearPanel}${keyFronts}${frontPanel}`;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The console piano seen from the front, as it stands in a room. */
export function consoleFront(inst: Instrument): string {
  const W = inst.width;
  const c = finishes[inst.finish];
  const keysW = 52 * 23.4;
  const kx = (W - keysW) / 2;
  const H = 790;
  return [
    `<rect x="${W / 2 - 380}" y="-92" width="760" height="96" rx="4" fill="url(#edge)"/>`,
    `<rect x="${W / 2 - 372}" y="-86" width="744" height="84" rx="3" fill="${c.top}" opacity=".55"/>`,
    `<rect x="0" y="0" width="${W}" height="36" rx="4" fill="${c.top}"/>`,
    `<rect x="0" y="30" width="${W}" height="12" fill="${c.edge}"/>`,
    `<rect x="18" y="42" width="${W - 36}" height="118" fill="url(#body)"/>`,
    brand(inst, W / 2 - 90, 110, 18),
    display(inst, 80, 92, 50, 24),
    `<rect x="${f2(kx - 4)}" y="160" width="${f2(keysW + 8)}" height="8" fill="#7a1020"/>`,
    keybed(kx, 168, keysW, 62, 88),
    `<rect x="${f2(kx)}" y="230" width="${f2(keysW)}" height="16" fill="#f3f3f0"/>`,
    `<rect x="0" y="130" width="${f2(kx)}" height="130" rx="6" fill="${c.top}"/>`,
    `<rect x="${f2(W - kx)}" y="130" width="${f2(kx)}" height="130" rx="6" fill="${c.top}"/>`,
    `<rect x="0" y="246" width="${W}" height="22" fill="${c.top}"/>`,
    `<rect x="60" y="268" width="${W - 120}" height="${H - 360}" fill="${c.topDark}"/>`,
    `<rect x="60" y="268" width="${W - 120}" height="10" fill="#000" opacity=".3"/>`,
    `<rect x="0" y="246" width="54" height="${H - 246}" fill="url(#edge)"/>`,
    `<rect x="${W - 54}" y="246" width="54" height="${H - 246}" fill="url(#edge)"/>`,
    `<rect x="-6" y="${H - 40}" width="70" height="40" rx="4" fill="${c.edge}"/>`,
    `<rect x="${W - 64}" y="${H - 40}" width="70" height="40" rx="4" fill="${c.edge}"/>`,
    `<rect x="${W / 2 - 130}" y="${H - 92}" width="260" height="70" rx="8" fill="${c.edge}"/>`,
    ...[-70, 0, 70].map(
      (dx) =>
        `<path d="M${W / 2 + dx - 16} ${H - 70} h32 l4 52 h-40 z" fill="url(#brass)" stroke="#6d531a" stroke-width="1.5"/>`,
    ),
  ].join("");
}
