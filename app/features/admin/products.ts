import type { Param } from "~/features/catalogue/types";
import { z } from "~/lib/zod";

const line = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters.`);

/** A param value as typed: one line is one value, several lines a list, empty or "—" none. */
export function paramValue(text: string | undefined): Param["value"] {
  const lines = (text ?? "")
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (!lines.length || (lines.length === 1 && lines[0] === "—")) return null;
  return lines.length === 1 ? (lines[0] as string) : lines;
}

export function paramText(value: Param["value"]): string {
  return Array.isArray(value) ? value.join("\n") : (value ?? "");
}

/** The product editor's rules, shared by the browser and the server. */
export const productSchema = z.object({
  title: line("Enter the product's name.", 60),
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
