import type { PublishStatus } from "~/lib/content-model";
import { z } from "~/lib/forms/zod";
import { fill } from "~/lib/i18n/frame";
import { type Gender, genders } from "~/lib/i18n/gender";
import type { ProductText } from "./admin-text/product";
import { type KitFields, kitShape } from "./kit-form";
import { midiCode } from "./line-forms";

/** What the product editor starts from: a saved product's fields as typed, or a new product's empty rows. */
export type ProductFields = KitFields & {
  /** null: a new product (its id comes from the name when it is created). */
  id: string | null;
  modelCode?: string;
  title: string;
  category: string;
  gender?: Gender;
  /** The MIDI member code as typed; empty: no MIDI port. */
  midiMember?: string;
  menu?: "on";
  desc?: string;
  aliases?: string;
  sp1?: string;
  sp2?: string;
  sp3?: string;
  sp4?: string;
  sp1Pic?: string;
  sp2Pic?: string;
  sp3Pic?: string;
  pic?: string;
  pic2?: string;
  pic3?: string;
  banners?: string[];
  details?: string[];
  sticky: { title: string; desc: string; pic?: string }[];
  status: PublishStatus;
  params: { label: string; value: string }[];
};

/** What a valid product form holds. */
export type ProductInput = z.output<ReturnType<typeof productSchema>>;

/** The rules' messages in the editor's language, and its way of writing a number ("1,000", "1.000"). */
type Messages = ProductText["schema"];
type NumberFormat = (n: number) => string;

/** A picture field: one of the product's own pictures (when the editor has any to offer). */
const picture = (choices: readonly string[], required: string | null, t: Messages) => {
  const own = (value: string | undefined, ctx: z.RefinementCtx) => {
    if (value && !choices.includes(value)) {
      ctx.addIssue({ code: "custom", message: t.ownPicture });
    }
  };
  // a required picture must be sent at all: zod never checks an optional field that is missing
  return required && choices.length
    ? z.string({ error: required }).superRefine(own)
    : z.string().optional().superRefine(own);
};

/** A model name as the canonical code search and addresses use: "SP-C150" is SPC150. */
export const modelCodeOf = (title: string) => title.toUpperCase().replace(/[^A-Z0-9]/g, "");

/**
 * The product editor's rules, shared by the browser and the server. `pictures` are the product's
 * pictures to choose from; a new product has none yet (they are drawn when it is created). Its
 * messages are the editor's language's (`t`, from the page's data on both sides).
 */
export function productSchema(
  categoryIds: readonly string[],
  pictures: readonly string[],
  t: Messages,
  number: NumberFormat = String,
) {
  const atMost = (max: number) => fill(t.atMost, { max: number(max) });
  const line = (message: string, max: number) =>
    z.string({ error: message }).trim().min(1, message).max(max, atMost(max));
  const pic = (required: string | null) => picture(pictures, required, t);
  return z.object({
    title: line(t.name, 60).refine((title) => modelCodeOf(title).length >= 2, t.nameShape),
    category: z.enum(categoryIds as [string, ...string[]], { error: t.line }),
    gender: z.enum(genders, { error: t.gender }),
    midiMember: midiCode(t.midiCode),
    menu: z.literal("on").optional(),
    desc: line(t.desc, 2000),
    aliases: z
      .string()
      .max(300, atMost(300))
      .optional()
      .transform((v) =>
        (v ?? "")
          .split(",")
          .map((a) => a.trim())
          .filter(Boolean),
      )
      .refine((list) => list.every((a) => a.length <= 30), t.aliasEach),
    sp1: line(t.sp1, 300),
    sp2: line(t.sp2, 300),
    sp3: line(t.sp3, 300),
    sp4: z.string().trim().max(300, atMost(300)).optional(),
    status: z.enum(["draft", "published"], { error: t.status }),
    pic: pic(t.pic),
    pic2: pic(t.pic2),
    pic3: pic(null),
    sp1Pic: pic(t.sp1Pic),
    sp2Pic: pic(t.sp2Pic),
    sp3Pic: pic(t.sp3Pic),
    banners: z.array(pic(null)).max(3, t.banners).optional(),
    details: z.array(pic(null)).max(6, t.details).optional(),
    sticky: z
      .array(
        z.object({
          title: z.string().trim().max(60, atMost(60)).optional(),
          desc: z.string().trim().max(400, atMost(400)).optional(),
          pic: pic(null),
        }),
      )
      .max(6, t.highlights)
      .optional()
      .superRefine((rows, ctx) => {
        for (const [i, row] of (rows ?? []).entries()) {
          if (!row.title && !row.desc && !row.pic) continue;
          if (!row.title) ctx.addIssue({ code: "custom", path: [i, "title"], message: t.highlightTitle });
          if (!row.desc) ctx.addIssue({ code: "custom", path: [i, "desc"], message: t.highlightDesc });
          if (!row.pic && pictures.length) ctx.addIssue({ code: "custom", path: [i, "pic"], message: t.highlightPic });
        }
      }),
    params: z
      .array(
        z.object({
          label: z.string().trim().max(40, atMost(40)).optional(),
          value: z.string().max(1000, atMost(1000)).optional(),
        }),
      )
      .max(40, t.specs)
      .optional()
      .superRefine((rows, ctx) => {
        for (const [i, row] of (rows ?? []).entries()) {
          if (!row.label && row.value?.trim())
            ctx.addIssue({ code: "custom", path: [i, "label"], message: t.specName });
        }
      }),
    ...kitShape(t, number),
  });
}
