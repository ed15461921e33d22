/** A new password, typed twice (an invitation's account, a reset link): the same fields and rules everywhere. */
import type { FieldMetadata } from "@conform-to/react";
import { TextField } from "~/components/ui/admin/ui";
import { fill } from "~/lib/admin/i18n";
import { PASSWORD_MIN } from "./schemas";

export function NewPasswordFields({
  password,
  confirm,
  words,
}: {
  password: FieldMetadata<string>;
  confirm: FieldMetadata<string>;
  words: { password: string; hint: string; again: string };
}) {
  return (
    <>
      <TextField
        meta={password}
        label={words.password}
        hint={fill(words.hint, { min: PASSWORD_MIN })}
        type="password"
        autoComplete="new-password"
      />
      <TextField meta={confirm} label={words.again} type="password" autoComplete="new-password" />
    </>
  );
}
