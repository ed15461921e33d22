import { eq } from "drizzle-orm";
import { TOTP } from "otpauth";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createStaff } from "~/.server/auth/staff.server";
import type { Database } from "~/.server/db/client";
import { mailOutbox } from "~/.server/db/schema/mail";
import { staffUsers } from "~/.server/db/schema/staff";
import { databaseTargets, openTestDatabase } from "../../../tests/setup/database";
import { newTotpSecret } from "../../../tests/setup/totp";
import { changePassword } from "./account.server";
import { startSessionOn } from "./devices.server";
import { enrolTotp, listFactors, removeFactor, resetFactors } from "./factors.server";
import { secretProof } from "./totp.server";

const KEY = "a test key that signs enrolment secrets";
const ENV = { SESSION_SECRET: KEY, SITE_KEY: "a test site key that seals second factors", SITE_KEY_PREVIOUS: [] };
const mail = { from: "Noteva <noreply@noteva.example>", siteUrl: "https://noteva.example" };
const browser = {
  userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0",
  address: "198.51.100.77",
};
type Member = { id: number; email: string; name: string; role: "admin" | "editor"; language?: "de" | "ja" | null };

describe.each(databaseTargets)("the security notices on $name", (target) => {
  let database: Database;
  let member: Member;
  let admin: Member;
  const outbox = () => database.db.select().from(mailOutbox).orderBy(mailOutbox.id);
  const fresh = (user: Member) => ({
    id: "a session",
    user,
    expiresAt: new Date(Date.now() + 3_600_000),
    factorProvenAt: new Date(),
  });

  beforeAll(async () => {
    database = await openTestDatabase(target);
    await database.migrate();
    const m = await createStaff(database.db, {
      email: "jana@noteva.example",
      name: "Jana",
      role: "editor",
      password: "jana's password 1",
    });
    const a = await createStaff(database.db, {
      email: "boss@noteva.example",
      name: "Mara",
      role: "admin",
      password: "x".repeat(12),
    });
    await database.db
      .update(staffUsers)
      .set({ language: "de" })
      .where(eq(staffUsers.id, m?.id ?? 0));
    member = { id: m?.id ?? 0, email: "jana@noteva.example", name: "Jana", role: "editor", language: "de" };
    admin = { id: a?.id ?? 0, email: "boss@noteva.example", name: "Mara", role: "admin" };
  });
  beforeEach(async () => {
    await database.db.delete(mailOutbox);
  });

  it("a factor added, removed, and reset by an admin: each a notice in the member's language, none without a setup", async () => {
    const secret = newTotpSecret();
    const code = new TOTP({ secret, algorithm: "SHA1", digits: 6, period: 30 }).generate();
    const input = { secret, proof: secretProof(KEY, member.id, secret), code, label: "Pixel" };
    await enrolTotp(database.db, ENV, member, input, Date.now(), { mail, client: browser });
    const [added] = await outbox();
    expect(added).toMatchObject({ kind: "staff-notice-factor-added", toAddress: member.email, locale: "de" });
    expect(added?.text).toContain("Authenticator-App „Pixel“");
    expect(added?.text).toContain("Firefox unter Linux");
    expect(added?.text).toContain("198.51.100.x");
    expect(added?.text).not.toContain(secret);

    const [factor] = await listFactors(database.db, member.id);
    await removeFactor(database.db, fresh(member), factor?.id ?? 0, { mail, client: browser });
    expect((await outbox()).map((m) => m.kind)).toEqual(["staff-notice-factor-added", "staff-notice-factor-removed"]);

    const again = newTotpSecret();
    const againCode = new TOTP({ secret: again, algorithm: "SHA1", digits: 6, period: 30 }).generate();
    await enrolTotp(database.db, ENV, member, {
      secret: again,
      proof: secretProof(KEY, member.id, again),
      code: againCode,
      label: "Pixel",
    });
    expect((await outbox()).length).toBe(2);
    // the admin's request is in English; the notice is in the member's German, naming the admin
    await resetFactors(database.db, fresh(admin), { id: member.id }, { mail: { ...mail, locale: "en" } });
    const reset = (await outbox()).at(-1);
    expect(reset).toMatchObject({ kind: "staff-notice-factors-reset", toAddress: member.email, locale: "de" });
    expect(reset?.text).toContain("Mara hat alle zweiten Faktoren");
  });

  it("the password changed: a notice with the browser it was changed from", async () => {
    await changePassword(
      database.db,
      member,
      { current: "jana's password 1", password: "jana's password 22", ...browser },
      mail,
    );
    const [notice] = await outbox();
    expect(notice).toMatchObject({ kind: "staff-notice-password-changed", locale: "de" });
    expect(notice?.subject).toBe("Ihr Passwort für die Noteva-Redaktion wurde geändert");
  });

  it("a sign-in from a browser the account does not know: a notice; its first browser and a known one: none", async () => {
    const start = (device: string | null, userAgent = browser.userAgent) =>
      startSessionOn(database.db, admin.id, { ...browser, userAgent, device }, { mail });
    const first = await start(null);
    expect(first.device).toMatch(/^[\w-]{43}$/);
    expect(await outbox()).toEqual([]);
    const same = await start(first.device);
    expect(same.device).toBe(first.device);
    expect(await outbox()).toEqual([]);
    // a forged or unknown cookie is a new browser, given a new token
    const other = await start(
      "not a token",
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15",
    );
    expect(other.device).not.toBe(first.device);
    const [notice] = await outbox();
    expect(notice).toMatchObject({ kind: "staff-notice-new-device", toAddress: admin.email, locale: "en" });
    expect(notice?.text).toContain("Safari on macOS");
    // that browser is known now
    await start(other.device);
    expect((await outbox()).length).toBe(1);
  });
});
