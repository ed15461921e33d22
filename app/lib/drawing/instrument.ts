/** What the drawings need to know about an instrument, read from its catalogue parameters and its kit. */
import type { InstrumentKit, Param } from "../content-model.ts";
import { type Connector, instrumentFacts } from "../support/instrument-facts.ts";
import { drawnConnectors } from "./panel-drawing.ts";

export type Kind = "portable-piano" | "console-piano" | "arranger" | "portable-keyboard" | "rhythm";
export type Finish = "black" | "white" | "rosewood" | "blue";
export type Display = "none" | "led" | "lcd" | "touch" | "oled";

export type Instrument = {
  id: string;
  title: string;
  kind: Kind;
  keys: number;
  /** Its drum pads, from the "drum pad" parameter ("16 pads, …"), or 0. */
  pads: number;
  /** Width and depth of the body in millimetres, from the "dimensions" parameter. */
  width: number;
  depth: number;
  finish: Finish;
  display: Display;
  speakers: number;
  /**
   * Its connectors with a socket, as its facts read them from its specification and kit (the same
   * the manual's connections table and drawing list): each labelled as printed on its panel, on the
   * rear or, where its data says so, on the front.
   */
  connectors: readonly Connector[];
};

const text = (p: Drawable, label: string): string => {
  const value = p.params.find((param) => param.label === label)?.value;
  return Array.isArray(value) ? value.join(" | ") : (value ?? "");
};
const list = (p: Drawable, label: string): string[] => {
  const value = p.params.find((param) => param.label === label)?.value;
  return Array.isArray(value) ? value : value ? [value] : [];
};

/** What a drawing reads of a product: the seed data and the database rows both have it. */
export type Drawable = { id: string; title: string; categoryId: string; params: Param[]; kit?: InstrumentKit | null };

/** Text for an SVG text node: an editor's product name may hold any character. */
export const xmlText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function instrumentOf(p: Drawable): Instrument {
  const keyboard = text(p, "keyboard");
  const keys = Number(/(\d+)\s+(?:full-size\s+|mini\s+)?keys/.exec(keyboard)?.[1] ?? 0);
  const dims = /(\d+)\s*×\s*(\d+)\s*×\s*(\d+)/.exec(text(p, "dimensions"));
  const colour = (list(p, "available colour")[0] ?? "Black").toLowerCase();
  const display = text(p, "display").toLowerCase() + text(p, "panel control").toLowerCase();
  const kind: Kind =
    p.categoryId === "Drums"
      ? "rhythm"
      : p.categoryId === "DigitalPianos"
        ? text(p, "pedal").includes("Three pedals")
          ? "console-piano"
          : "portable-piano"
        : text(p, "display").includes("touch")
          ? "arranger"
          : "portable-keyboard";
  return {
    id: p.id,
    title: xmlText(p.title),
    kind,
    keys,
    pads: Number(/(\d+)\s+pads/.exec(text(p, "drum pad"))?.[1] ?? 0),
    width: Number(dims?.[1] ?? 320),
    depth: Number(dims?.[2] ?? 220),
    finish: colour.includes("white")
      ? "white"
      : colour.includes("rosewood")
        ? "rosewood"
        : colour.includes("blue")
          ? "blue"
          : "black",
    display: display.includes("touch")
      ? "touch"
      : display.includes("oled")
        ? "oled"
        : display.includes("led") && !display.includes("backlit")
          ? "led"
          : display.trim()
            ? "lcd"
            : "none",
    speakers: Math.max(0, Number(/×\s*(\d)/.exec(text(p, "speaker"))?.[1] ?? (text(p, "speaker") ? 1 : 0))),
    connectors: drawnConnectors(instrumentFacts(p.params, p.kit ?? {})),
  };
}

export const finishes: Record<Finish, { top: string; topDark: string; edge: string; line: string; ink: string }> = {
  black: { top: "#34373d", topDark: "#16181b", edge: "#0b0c0e", line: "#4a4e56", ink: "#d9dce1" },
  white: { top: "#fbfbf9", topDark: "#dcdcd8", edge: "#b9b9b4", line: "#c9c9c4", ink: "#3b3e44" },
  rosewood: { top: "#6b3523", topDark: "#3f1c11", edge: "#2a120a", line: "#7d4632", ink: "#f0d9c8" },
  blue: { top: "#2d63a8", topDark: "#173b6d", edge: "#0f2749", line: "#3f75b9", ink: "#e6eefb" },
};
