/** The forms of a product line (category) and of a group within it, shared by the browser and the server. */

import type { FieldLabels } from "~/features/admin/conflict";
import { z } from "~/features/forms/zod";
import { PICTURE_REF } from "~/lib/media";

const line = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters.`);
const position = z.coerce
  .number({ error: "Give the position as a whole number." })
  .int("Give the position as a whole number.")
  .min(0, "At least 0.")
  .max(999, "At most 999.");
const picture = z.string({ error: "Choose a picture." }).regex(PICTURE_REF, "Choose a picture from the list.");

export const categorySchema = z.object({
  name: line("Enter the name shown in menus.", 60),
  title: line("Enter the headline of the product line's page.", 120),
  pic: picture,
  position,
});

/** The product line editor's fields with the form's labels, in its order (a refused save compares them). */
export const lineLabels: FieldLabels = { name: "Name", title: "Headline", pic: "Picture", position: "Position" };

/** The group editor's fields with the form's labels, in its order (a refused save compares them). */
export const groupLabels: FieldLabels = {
  label: "Name",
  desc: "Description",
  pic: "Picture",
  pic2: "Second picture",
  position: "Position",
  products: "Products in this group",
};

export function subGroupSchema(productIds: readonly string[], isNew: boolean) {
  return z.object({
    id: isNew
      ? z
          .string({ error: "Choose an id, such as STAGEPIANOS." })
          .trim()
          .regex(/^[A-Za-z0-9]{3,40}$/, "Letters and digits only, 3 to 40.")
      : z.string().optional(),
    label: line("Enter the group's name.", 60),
    desc: line("Enter a description.", 400),
    pic: picture,
    pic2: picture,
    position,
    products: z
      .array(z.enum(productIds as [string, ...string[]], { error: "Choose products from the list." }))
      .optional(),
  });
}

/** What a valid product line form holds. */
export type LineInput = z.output<typeof categorySchema>;
/** What a valid group form holds. */
export type GroupInput = z.output<ReturnType<typeof subGroupSchema>>;
