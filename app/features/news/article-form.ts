import { z } from "~/lib/forms/zod";
import { fill } from "~/lib/i18n/frame";
import { PICTURE_REF } from "~/lib/media";
import { ADDRESS_MAX, ADDRESS_MIN, ADDRESS_PATTERN } from "./address";
import type { ArticleText } from "./admin-text";

/**
 * The article editor's rules, shared by the browser and the server. A new article's address may
 * be left blank: the news service makes it from the title.
 */
export function articleSchema(
  productIds: readonly string[],
  isNew: boolean,
  e: ArticleText["errors"],
  number: (n: number) => string = String,
) {
  const atMost = (max: number) => fill(e.atMost, { max: number(max) });
  return z
    .object({
      id: isNew
        ? z
            .string()
            .trim()
            .regex(ADDRESS_PATTERN, e.idShape)
            .min(ADDRESS_MIN, fill(e.atLeast, { min: number(ADDRESS_MIN) }))
            .max(ADDRESS_MAX, atMost(ADDRESS_MAX))
            .optional()
        : z.string().optional(),
      kind: z.enum(["news", "update"], { error: e.kind }),
      title: z.string({ error: e.title }).trim().min(1, e.title).max(160, atMost(160)),
      summary: z.string({ error: e.summary }).trim().min(1, e.summary).max(400, atMost(400)),
      pic: z.string({ error: e.picture }).regex(PICTURE_REF, e.pictureListed),
      body: z.string({ error: e.body }).trim().min(1, e.body).max(20_000, atMost(20_000)),
      products: z.array(z.enum(productIds as [string, ...string[]], { error: e.products })).optional(),
      status: z.enum(["draft", "published"], { error: e.status }),
      publishAt: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, e.publishAt)
        .optional(),
    })
    .refine((v) => v.status === "draft" || !v.publishAt || !Number.isNaN(Date.parse(`${v.publishAt}:00Z`)), {
      path: ["publishAt"],
      message: e.realDate,
    });
}

export type ArticleInput = z.output<ReturnType<typeof articleSchema>>;

/** The states the admin list filters by, as ~/.server/db/visibility's articleState names them. */
export const articleStates = ["draft", "scheduled", "published"] as const;
export type ArticleState = (typeof articleStates)[number];
