import { z } from "~/features/forms/zod";
import { PICTURE_REF } from "~/lib/media";
import { ADDRESS_MAX, ADDRESS_MIN, ADDRESS_PATTERN } from "./address";

/**
 * The article editor's rules, shared by the browser and the server. A new article's address may
 * be left blank: the news service makes it from the title.
 */
export function articleSchema(productIds: readonly string[], isNew: boolean) {
  return z
    .object({
      id: isNew
        ? z
            .string()
            .trim()
            .regex(ADDRESS_PATTERN, "Use lower-case letters, digits and single hyphens only.")
            .min(ADDRESS_MIN, `At least ${ADDRESS_MIN} characters.`)
            .max(ADDRESS_MAX, `At most ${ADDRESS_MAX} characters.`)
            .optional()
        : z.string().optional(),
      kind: z.enum(["news", "update"], { error: "Choose news or update." }),
      title: z.string({ error: "Enter a title." }).trim().min(1, "Enter a title.").max(160, "At most 160 characters."),
      summary: z
        .string({ error: "Enter a summary for lists and search." })
        .trim()
        .min(1, "Enter a summary for lists and search.")
        .max(400, "At most 400 characters."),
      pic: z.string({ error: "Choose a picture." }).regex(PICTURE_REF, "Choose a picture from the list."),
      body: z
        .string({ error: "Write the article." })
        .trim()
        .min(1, "Write the article.")
        .max(20_000, "At most 20,000 characters."),
      products: z
        .array(z.enum(productIds as [string, ...string[]], { error: "Choose products from the list." }))
        .optional(),
      status: z.enum(["draft", "published"], { error: "Choose draft or published." }),
      publishAt: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "Enter a date and time like 2026-12-01T09:00.")
        .optional(),
    })
    .refine((v) => v.status === "draft" || !v.publishAt || !Number.isNaN(Date.parse(`${v.publishAt}:00Z`)), {
      path: ["publishAt"],
      message: "This is not a real date and time.",
    });
}

export type ArticleInput = z.output<ReturnType<typeof articleSchema>>;

/** The states the admin list filters by, as ~/.server/db/visibility's articleState names them. */
export const articleStates = ["draft", "scheduled", "published"] as const;
export type ArticleState = (typeof articleStates)[number];
