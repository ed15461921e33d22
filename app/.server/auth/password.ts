/** OWASP's argon2id minimum: 19 MiB of memory, two passes, one lane. */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// The native argon2 module is loaded on the first sign-in or password change, not at start:
// visitors' pages never need it.
const argon2 = () => import("@node-rs/argon2");

export async function hashPassword(password: string): Promise<string> {
  return (await argon2()).hash(password, OPTIONS);
}

// Checked when the e-mail is unknown, so a wrong e-mail takes as long as a wrong password.
let dummy: Promise<string> | null = null;

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  const { verify } = await argon2();
  if (!stored) {
    dummy ??= hashPassword("not a password anyone has");
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
