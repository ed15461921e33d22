import { describe, expect, it } from "vitest";
import { locales } from "~/lib/i18n/locales";
import { inviteMail, type NoticeKind, noticeMail, resetMail } from "./mails.server";

const setup = { from: "Noteva <noreply@noteva.example>", siteUrl: "https://noteva.example" };
const at = new Date("2026-11-30T07:12:00Z");
const kinds: NoticeKind[] = [
  "newDevice",
  "factorAdded",
  "factorRemoved",
  "factorsReset",
  "passwordChanged",
  "passwordReset",
];

describe.each(locales)("the staff's mails in %s", (language) => {
  const user = { id: 7, email: "yuki@noteva.example", name: "Yuki Tanaka", language };
  const facts = {
    at,
    userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile/15E148 Safari/604.1",
    address: "203.0.113.x",
    factor: { kind: "passkey" as const, label: "Yuki's phone" },
    admin: "Mara Jensen",
  };

  it.each(kinds)("the %s notice: in the account's language, every value filled in, a cause of its own", (kind) => {
    const mail = noticeMail(kind, user, facts, setup);
    expect(mail.locale).toBe(language);
    expect(mail.html).toContain(`lang="${language}"`);
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{\w+\}/);
    expect(mail.text).toContain("yuki@noteva.example");
    if (kind === "factorsReset") expect(mail.text).toContain("Mara Jensen");
    // the browser named as the mail's language names it
    else expect(mail.text).toContain({ en: "Safari on iOS", de: "Safari unter iOS", ja: "iOSのSafari" }[language]);
    expect(noticeMail(kind, user, facts, setup).cause).not.toBe(mail.cause);
  });

  it("the reset link and the invitation carry their link, and the invitation who invites", () => {
    const reset = resetMail({ user, link: "https://noteva.example/login/reset/abc", expiresAt: at, key: "k1" }, setup);
    expect(reset.text).toContain("https://noteva.example/login/reset/abc");
    expect(reset.cause).toBe("staff-password-reset:k1");
    const invite = inviteMail(
      {
        email: "new@noteva.example",
        name: "Ren",
        role: "editor",
        inviter: "Mara Jensen",
        expiresAt: at,
        link: "https://noteva.example/login/invite/xyz",
        key: "k2",
      },
      setup,
      language,
    );
    expect(invite.text).toContain("https://noteva.example/login/invite/xyz");
    expect(invite.subject).toContain("Mara Jensen");
    for (const part of [reset.subject, reset.text, invite.subject, invite.text]) expect(part).not.toMatch(/\{\w+\}/);
  });
});

describe("an account without a language of its own", () => {
  it("is written to in the language of the request that caused the mail, else English", () => {
    const user = { id: 1, email: "a@noteva.example", name: "A", language: null };
    expect(noticeMail("passwordChanged", user, { at }, { ...setup, locale: "de" }).locale).toBe("de");
    expect(noticeMail("passwordChanged", user, { at }, setup).locale).toBe("en");
  });
});
