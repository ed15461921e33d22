import { z } from "~/lib/forms/zod";
import { locales } from "~/lib/i18n/locales";

export const PASSWORD_MIN = 12;
/** ASVS 2.1.2: passwords of 64 characters and more are welcome, more than 128 are refused. */
export const PASSWORD_MAX = 128;

/** The sign-in form's rules, its messages in the page's language (`SignInText["schema"]`). */
export function loginSchema(
  t: Record<"email" | "emailTooLong" | "emailInvalid" | "password" | "passwordTooLong", string>,
) {
  return z.object({
    email: z.string({ error: t.email }).trim().min(1, t.email).max(254, t.emailTooLong).pipe(z.email(t.emailInvalid)),
    password: z.string({ error: t.password }).min(1, t.password).max(PASSWORD_MAX, t.passwordTooLong),
    redirectTo: z.string().optional(),
  });
}

/** The invitation's own form (name and password), its messages in the page's language (`SignInText["invite"]`). */
export function newPasswordSchema(
  t: Record<"nameRequired" | "tooShort" | "atMost" | "againRequired" | "differ", string>,
) {
  const tooShort = t.tooShort.replace("{min}", String(PASSWORD_MIN));
  return z
    .object({
      name: z
        .string({ error: t.nameRequired })
        .trim()
        .min(1, t.nameRequired)
        .max(100, t.atMost.replace("{max}", "100")),
      password: z
        .string({ error: tooShort })
        .min(PASSWORD_MIN, tooShort)
        .max(PASSWORD_MAX, t.atMost.replace("{max}", String(PASSWORD_MAX))),
      confirm: z.string({ error: t.againRequired }),
    })
    .refine((v) => v.password === v.confirm, { path: ["confirm"], message: t.differ });
}

/** The invitation form's rules, its messages in the editor's language (`UsersText["schema"]`). */
export function inviteSchema(
  t: Record<"name" | "atMost" | "email" | "emailTooLong" | "emailInvalid" | "role", string>,
) {
  return z.object({
    email: z.string({ error: t.email }).trim().min(1, t.email).max(254, t.emailTooLong).pipe(z.email(t.emailInvalid)),
    name: z.string({ error: t.name }).trim().min(1, t.name).max(100, t.atMost.replace("{max}", "100")),
    role: z.enum(["admin", "editor"], { error: t.role }),
    /** The invitation mail's language (none: the inviting admin's). */
    language: z.enum(locales).optional(),
  });
}

/** How long an invitation link works. */
export const INVITE_DAYS = 7;

/** "Forgot your password?": the address alone (`SignInText["schema"]`). */
export function forgotSchema(t: Record<"email" | "emailTooLong" | "emailInvalid", string>) {
  return z.object({
    email: z.string({ error: t.email }).trim().min(1, t.email).max(254, t.emailTooLong).pipe(z.email(t.emailInvalid)),
  });
}

/** A new password from a reset link: the same rules as an invitation's (`SignInText["invite"]`). */
export function resetPasswordSchema(t: Record<"tooShort" | "atMost" | "againRequired" | "differ", string>) {
  const tooShort = t.tooShort.replace("{min}", String(PASSWORD_MIN));
  return z
    .object({
      password: z
        .string({ error: tooShort })
        .min(PASSWORD_MIN, tooShort)
        .max(PASSWORD_MAX, t.atMost.replace("{max}", String(PASSWORD_MAX))),
      confirm: z.string({ error: t.againRequired }),
    })
    .refine((v) => v.password === v.confirm, { path: ["confirm"], message: t.differ });
}
