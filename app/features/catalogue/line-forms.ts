/** The forms of a product line (category) and of a group within it, shared by the browser and the server. */

import type { FieldLabels } from "~/lib/admin/conflict";
import { MIDI_CODE_MAX } from "~/lib/content-model";
import { z } from "~/lib/forms/zod";
import { fill } from "~/lib/i18n/frame";
import { PICTURE_REF } from "~/lib/media";
import type { LinesText } from "./admin-text/lines";

type Errors = LinesText["errors"];

const rules = (e: Errors) => ({
  line: (message: string, max: number) =>
    z.string({ error: message }).trim().min(1, message).max(max, fill(e.atMost, { max })),
  position: z.coerce.number({ error: e.position }).int(e.position).min(0, e.atLeast0).max(999, e.atMost999),
  picture: z.string({ error: e.picture }).regex(PICTURE_REF, e.pictureListed),
});

/** A MIDI family or member code (0–16383); empty for none. */
export const midiCode = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(0, message).max(MIDI_CODE_MAX, message).optional();

/** The product line form, its messages in the editor's language. */
export function categorySchema(e: Errors) {
  const { line, position, picture } = rules(e);
  return z.object({
    name: line(e.lineName, 60),
    title: line(e.lineTitle, 120),
    pic: picture,
    position,
    midiFamily: midiCode(e.midiCode),
  });
}

/** The product line editor's fields with the form's labels, in its order (a refused save compares them). */
export function lineLabels(t: LinesText["labels"]): FieldLabels {
  return { name: t.name, title: t.title, pic: t.pic, position: t.position, midiFamily: t.midiFamily };
}

/** The group editor's fields with the form's labels, in its order (a refused save compares them). */
export function groupLabels(t: LinesText["labels"]): FieldLabels {
  return {
    label: t.name,
    desc: t.desc,
    pic: t.pic,
    pic2: t.pic2,
    position: t.position,
    products: t.products,
  };
}

export function subGroupSchema(productIds: readonly string[], isNew: boolean, e: Errors) {
  const { line, position, picture } = rules(e);
  return z.object({
    id: isNew
      ? z
          .string({ error: e.id })
          .trim()
          .regex(/^[A-Za-z0-9]{3,40}$/, e.idShape)
      : z.string().optional(),
    label: line(e.groupName, 60),
    desc: line(e.desc, 400),
    pic: picture,
    pic2: picture,
    position,
    products: z.array(z.enum(productIds as [string, ...string[]], { error: e.products })).optional(),
  });
}

/** What a valid product line form holds. */
export type LineInput = z.output<ReturnType<typeof categorySchema>>;
/** What a valid group form holds. */
export type GroupInput = z.output<ReturnType<typeof subGroupSchema>>;
