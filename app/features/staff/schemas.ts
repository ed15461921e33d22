import { z } from "~/features/forms/zod";

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 256;

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

export const newPasswordSchema = z
  .object({
    name: z.string({ error: "Enter your name." }).trim().min(1, "Enter your name.").max(100, "At most 100 characters."),
    password: z
      .string({ error: `Choose a password of at least ${PASSWORD_MIN} characters.` })
      .min(PASSWORD_MIN, `Choose a password of at least ${PASSWORD_MIN} characters.`)
      .max(PASSWORD_MAX, `At most ${PASSWORD_MAX} characters.`),
    confirm: z.string({ error: "Type the password again." }),
  })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "The two passwords are not the same." });

/** The invitation form's rules, its messages in the editor's language (`UsersText["schema"]`). */
export function inviteSchema(
  t: Record<"name" | "atMost" | "email" | "emailTooLong" | "emailInvalid" | "role", string>,
) {
  return z.object({
    email: z.string({ error: t.email }).trim().min(1, t.email).max(254, t.emailTooLong).pipe(z.email(t.emailInvalid)),
    name: z.string({ error: t.name }).trim().min(1, t.name).max(100, t.atMost.replace("{max}", "100")),
    role: z.enum(["admin", "editor"], { error: t.role }),
  });
}

/** How long an invitation link works. */
export const INVITE_DAYS = 7;
