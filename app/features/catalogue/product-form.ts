import type { FieldLabels } from "~/features/admin/conflict";
import { z } from "~/features/forms/zod";
import type { PublishStatus } from "~/lib/content-model";
import { type Gender, genders } from "~/lib/i18n/gender";

/** What the product editor starts from: a saved product's fields as typed, or a new product's empty rows. */
export type ProductFields = {
  /** null: a new product (its id comes from the name when it is created). */
  id: string | null;
  modelCode?: string;
  title: string;
  category: string;
  gender?: Gender;
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

/** The product editor's fields with the labels the form shows, in its order (a refused save compares them). */
export const productLabels: FieldLabels = {
  title: "Name (the model)",
  aliases: "Other spellings",
  category: "Product line",
  gender: "German article",
  menu: "Show in the header's products menu",
  desc: "Description",
  sp1: "Selling point 1",
  sp1Pic: "Picture for selling point 1",
  sp2: "Selling point 2",
  sp2Pic: "Picture for selling point 2",
  sp3: "Selling point 3",
  sp3Pic: "Picture for selling point 3",
  sp4: "Selling point 4 (optional)",
  pic: "Main picture",
  pic2: "Second picture",
  pic3: "Third picture (optional)",
  banners: "Banners on the product page",
  details: "Detail pictures",
  sticky: "Highlights",
  params: "Specifications",
  status: "State",
};

/** What a valid product form holds. */
export type ProductInput = z.output<ReturnType<typeof productSchema>>;

const line = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters.`);

/** A picture field: one of the product's own pictures (when the editor has any to offer). */
const picture = (choices: readonly string[], required: string | null) => {
  const own = (value: string | undefined, ctx: z.RefinementCtx) => {
    if (value && !choices.includes(value)) {
      ctx.addIssue({ code: "custom", message: "Choose one of this product's pictures." });
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
 * pictures to choose from; a new product has none yet (they are drawn when it is created).
 */
export function productSchema(categoryIds: readonly string[], pictures: readonly string[]) {
  return z.object({
    title: line("Enter the product's name.", 60).refine(
      (t) => modelCodeOf(t).length >= 2,
      "The name needs letters or digits: it is the model, like SP-C150.",
    ),
    category: z.enum(categoryIds as [string, ...string[]], { error: "Choose the product line." }),
    gender: z.enum(genders, { error: "Choose the German article: das, die or der." }),
    menu: z.literal("on").optional(),
    desc: line("Enter the description.", 2000),
    aliases: z
      .string()
      .max(300, "At most 300 characters.")
      .optional()
      .transform((v) =>
        (v ?? "")
          .split(",")
          .map((a) => a.trim())
          .filter(Boolean),
      )
      .refine((list) => list.every((a) => a.length <= 30), "Each spelling at most 30 characters, separated by commas."),
    sp1: line("Enter the first selling point.", 300),
    sp2: line("Enter the second selling point.", 300),
    sp3: line("Enter the third selling point.", 300),
    sp4: z.string().trim().max(300, "At most 300 characters.").optional(),
    status: z.enum(["draft", "published"], { error: "Choose draft or published." }),
    pic: picture(pictures, "Choose the main picture."),
    pic2: picture(pictures, "Choose the second picture."),
    pic3: picture(pictures, null),
    sp1Pic: picture(pictures, "Choose a picture for the first selling point."),
    sp2Pic: picture(pictures, "Choose a picture for the second selling point."),
    sp3Pic: picture(pictures, "Choose a picture for the third selling point."),
    banners: z.array(picture(pictures, null)).max(3, "At most 3 banners.").optional(),
    details: z.array(picture(pictures, null)).max(6, "At most 6 detail pictures.").optional(),
    sticky: z
      .array(
        z.object({
          title: z.string().trim().max(60, "At most 60 characters.").optional(),
          desc: z.string().trim().max(400, "At most 400 characters.").optional(),
          pic: picture(pictures, null),
        }),
      )
      .max(6, "At most 6 highlights.")
      .optional()
      .superRefine((rows, ctx) => {
        for (const [i, row] of (rows ?? []).entries()) {
          if (!row.title && !row.desc && !row.pic) continue;
          if (!row.title) ctx.addIssue({ code: "custom", path: [i, "title"], message: "Give this highlight a title." });
          if (!row.desc) ctx.addIssue({ code: "custom", path: [i, "desc"], message: "Describe this highlight." });
          if (!row.pic && pictures.length)
            ctx.addIssue({ code: "custom", path: [i, "pic"], message: "Choose a picture for this highlight." });
        }
      }),
    params: z
      .array(
        z.object({
          label: z.string().trim().max(40, "At most 40 characters.").optional(),
          value: z.string().max(1000, "At most 1,000 characters.").optional(),
        }),
      )
      .max(40, "At most 40 specifications.")
      .optional()
      .superRefine((rows, ctx) => {
        for (const [i, row] of (rows ?? []).entries()) {
          if (!row.label && row.value?.trim())
            ctx.addIssue({ code: "custom", path: [i, "label"], message: "Name this specification." });
        }
      }),
  });
}
