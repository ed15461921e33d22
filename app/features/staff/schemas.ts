import { z } from "~/features/forms/zod";

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 256;

const email = z
  .string({ error: "Enter your e-mail address." })
  .trim()
  .min(1, "Enter your e-mail address.")
  .max(254, "This e-mail address is too long.")
  .pipe(z.email("Enter an e-mail address like name@example.com."));

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

export const inviteSchema = z.object({
  email,
  name: z.string({ error: "Enter their name." }).trim().min(1, "Enter their name.").max(100, "At most 100 characters."),
  role: z.enum(["admin", "editor"], { error: "Choose a role." }),
});

/** How long an invitation link works. */
export const INVITE_DAYS = 7;
