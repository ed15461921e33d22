/**
 * The product editor's kit (content-model `InstrumentKit`): the controls printed on the panel and
 * the connectors, one per line as printed; the box's contents from the closed list; a display the
 * specification does not name. The manuals, quick starts and firmware steps are written from it,
 * so its rules refuse what no panel prints, each with its own message in the editor's language.
 */
import { type Accessory, accessories, type InstrumentKit } from "~/lib/content-model";
import { z } from "~/lib/forms/zod";
import { fill } from "~/lib/i18n/frame";
import { knownConnector } from "~/lib/support/instrument-facts";
import type { ProductText } from "./admin-text/product";

type Messages = ProductText["schema"];
type NumberFormat = (n: number) => string;

export const KIT_LIMITS = {
  /** Characters in one control, as printed ("MASTER VOLUME"). */
  label: 40,
  /**
   * Characters in one connector: its printed name and, in brackets, what it carries, which may name
   * the firmware that added it ("USB to Host (USB-MIDI, USB storage for pattern chains from firmware 1.2.0)").
   */
  connectorLabel: 100,
  controls: 60,
  connectors: 20,
  /** Characters in a whole list as sent: far beyond any panel, short of a flood. */
  text: 4000,
} as const;

// Nothing a panel prints: control and format characters (NUL, zero-width and direction marks),
// private-use and unassigned code points, line and paragraph separators, and the replacement
// character that stands for bytes that were not UTF-8. A tab is read as a space.
const UNPRINTABLE = /[\p{C}\p{Zl}\p{Zp}\uFFFD]/u;

/** The kit's fields as the editor has them. */
export type KitFields = {
  /** One control per line. */
  controls?: string;
  accessories?: string[];
  /** One connector per line. */
  connectors?: string;
  hasDisplay?: "on";
};

/**
 * A list typed one item per line: each line trimmed, its spaces collapsed and its full-width
 * letters made the ones printed (NFKC: ＦＵＮＣＴＩＯＮ is FUNCTION); empty lines left out. The first
 * problem found is the field's message: a line with a character nothing prints, one too long, one
 * `known` refuses, one listed twice (capitals or not), or too many lines.
 */
function lineList(
  t: Messages,
  number: NumberFormat,
  max: number,
  many: string,
  { longest, known }: { longest: number; known?: (label: string) => boolean },
) {
  return z
    .string({ error: t.kitLines })
    .max(KIT_LIMITS.text, fill(t.atMost, { max: number(KIT_LIMITS.text) }))
    .optional()
    .transform((text, ctx) => {
      const refuse = (message: string) => {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      };
      const labels: string[] = [];
      const seen = new Set<string>();
      for (const [i, raw] of (text ?? "").split(/\r\n|\r|\n/).entries()) {
        const n = number(i + 1);
        if (UNPRINTABLE.test(raw.replaceAll("\t", " "))) return refuse(fill(t.kitUnprintable, { n }));
        const label = raw.normalize("NFKC").replace(/\s+/g, " ").trim();
        if (!label) continue;
        if ([...label].length > longest) return refuse(fill(t.kitLong, { n, max: number(longest) }));
        if (known && !known(label)) return refuse(fill(t.connectorUnknown, { label }));
        const key = label.toUpperCase();
        if (seen.has(key)) return refuse(fill(t.kitTwice, { label }));
        seen.add(key);
        labels.push(label);
      }
      if (labels.length > max) return refuse(fill(many, { max: number(max) }));
      return labels;
    });
}

/** The kit's rules, part of the product editor's schema (product-form.ts). */
export function kitShape(t: Messages, number: NumberFormat) {
  return {
    controls: lineList(t, number, KIT_LIMITS.controls, t.controlsMany, { longest: KIT_LIMITS.label }),
    connectors: lineList(t, number, KIT_LIMITS.connectors, t.connectorsMany, {
      longest: KIT_LIMITS.connectorLabel,
      known: knownConnector,
    }),
    // checked whole, so its one message is the group's, whatever was sent in its place
    accessories: z
      .array(z.unknown(), { error: t.accessory })
      .max(accessories.length, t.accessory)
      .optional()
      .refine((chosen) => (chosen ?? []).every((a) => (accessories as readonly unknown[]).includes(a)), t.accessory)
      // the box list in the closed list's order, whatever order the form sent them in
      .transform((chosen) => accessories.filter((a) => chosen?.includes(a))),
    hasDisplay: z.literal("on", { error: t.kitDisplay }).optional(),
  };
}

/** A saved kit as the editor shows it. */
export function kitFields(kit: InstrumentKit): KitFields {
  return {
    controls: (kit.controls ?? []).join("\n"),
    accessories: [...(kit.accessories ?? [])],
    connectors: (kit.connectors ?? []).join("\n"),
    ...(kit.display ? { hasDisplay: "on" as const } : {}),
  };
}

/** A valid form's kit as it is stored: only what the model has. */
export function kitOf(v: {
  controls: string[];
  accessories: Accessory[];
  connectors: string[];
  hasDisplay?: "on";
}): InstrumentKit {
  return {
    ...(v.controls.length ? { controls: v.controls } : {}),
    ...(v.accessories.length ? { accessories: v.accessories } : {}),
    ...(v.connectors.length ? { connectors: v.connectors } : {}),
    ...(v.hasDisplay ? { display: true } : {}),
  };
}
