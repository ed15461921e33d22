/**
 * The staff's mails (decision 031), composed before the change that causes them and written in
 * its transaction (`mailWrites`): the invitation, the "forgot your password?" link and the security
 * notices. Each in the account's language (else the language of the request that caused it, else
 * English); no secret in any of them but the one link the mail is for.
 */
import { randomUUID } from "node:crypto";
import { Text } from "@react-email/components";
import { MailFields, MailLayout, MailLink, mailStyles, renderMail } from "~/.server/mail/layout";
import type { OutgoingMail } from "~/.server/mail/outbox.server";
import * as adminHref from "~/lib/admin/href";
import { describeDevice } from "~/lib/client-device";
import { formatsFor } from "~/lib/format";
import { fillNodes } from "~/lib/i18n/fill-nodes";
import { fill } from "~/lib/i18n/frame";
import { defaultLocale, type Locale } from "~/lib/i18n/locales";
import type { StaffRole } from "~/lib/permissions";
import { staffMailText } from "./text/mail";

/** Where the mails come from and link to (MAIL_FROM, SITE_URL); `locale`: the requester's language, when no account's is known. */
export type StaffMailSetup = { from: string; siteUrl: string; locale?: Locale };

/** Who a notice goes to: an account, with its chosen language (null: none chosen). */
export type Recipient = { id: number; email: string; name: string; language?: Locale | null };

/** The mails' setup from the configuration; `locale`, the language of the request that causes them. */
export const staffMailOf = (env: { MAIL_FROM: string; SITE_URL: string }, locale?: Locale): StaffMailSetup => ({
  from: env.MAIL_FROM,
  siteUrl: env.SITE_URL,
  ...(locale ? { locale } : {}),
});

const localeFor = (recipient: { language?: Locale | null }, setup: StaffMailSetup): Locale =>
  recipient.language ?? setup.locale ?? defaultLocale;

const at = (date: Date, locale: Locale) =>
  fill(staffMailText[locale].time, { date: formatsFor(locale).dateTimeLong(date) });

const siteOf = (setup: StaffMailSetup) => new URL(setup.siteUrl).host;

/** The invitation, to the invited address, with its one-time link. */
export function inviteMail(
  invite: { email: string; name: string; role: StaffRole; inviter: string; expiresAt: Date; link: string; key: string },
  setup: StaffMailSetup,
  locale: Locale,
): OutgoingMail {
  const t = staffMailText[locale].invite;
  const until = at(invite.expiresAt, locale);
  const values = { inviter: invite.inviter, email: invite.email, until, site: siteOf(setup) };
  const rendered = renderMail(
    <MailLayout
      lang={locale}
      preview={fill(t.preview, values)}
      heading={t.heading}
      footer={<Text style={mailStyles.small}>{fill(t.footer, values)}</Text>}
    >
      <Text style={mailStyles.text}>{fill(t.greeting, { name: invite.name })}</Text>
      <Text style={mailStyles.text}>{fill(invite.role === "admin" ? t.bodyAdmin : t.bodyEditor, values)}</Text>
      <Text style={mailStyles.text}>
        <MailLink href={invite.link}>{t.action}</MailLink>
      </Text>
      <Text style={mailStyles.small}>{invite.link}</Text>
      <Text style={mailStyles.text}>{fill(t.until, values)}</Text>
    </MailLayout>,
  );
  return {
    kind: "staff-invite",
    // each invitation its own cause: one sent again is a new invitation, with a new mail
    cause: `staff-invite:${invite.key}`,
    about: `staff:${invite.email}`,
    to: invite.email,
    locale,
    subject: fill(t.subject, values),
    ...rendered,
  };
}

/** The "forgot your password?" link, to an existing enabled account. */
export function resetMail(
  reset: { user: Recipient; link: string; expiresAt: Date; key: string },
  setup: StaffMailSetup,
): OutgoingMail {
  const locale = localeFor(reset.user, setup);
  const words = staffMailText[locale];
  const t = words.reset;
  const rendered = renderMail(
    <MailLayout
      lang={locale}
      preview={t.preview}
      heading={t.heading}
      footer={<Text style={mailStyles.small}>{fill(words.footer, { site: siteOf(setup) })}</Text>}
    >
      <Text style={mailStyles.text}>{fill(words.greeting, { name: reset.user.name })}</Text>
      <Text style={mailStyles.text}>{fill(t.body, { email: reset.user.email })}</Text>
      <Text style={mailStyles.text}>
        <MailLink href={reset.link}>{t.action}</MailLink>
      </Text>
      <Text style={mailStyles.small}>{reset.link}</Text>
      <Text style={mailStyles.text}>{fill(t.valid, { until: at(reset.expiresAt, locale) })}</Text>
      <Text style={mailStyles.text}>{t.notYou}</Text>
    </MailLayout>,
  );
  return {
    kind: "staff-password-reset",
    cause: `staff-password-reset:${reset.key}`,
    about: `staff:${reset.user.email}`,
    to: reset.user.email,
    locale,
    subject: t.subject,
    ...rendered,
  };
}

export type NoticeKind =
  | "newDevice"
  | "factorAdded"
  | "factorRemoved"
  | "factorsReset"
  | "passwordChanged"
  | "passwordReset";

/** What a notice says happened: when, from which browser and network (when known), and to what. */
export type NoticeFacts = {
  at: Date;
  userAgent?: string | null;
  /** Stored truncated already (203.0.113.x). */
  address?: string | null;
  factor?: { kind: "totp" | "passkey"; label: string };
  /** Who reset the factors: an admin's name, or null for the host. */
  admin?: string | null;
};

const kebab = (kind: NoticeKind) => kind.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** A security notice to the member: what happened, when, where from, and what to do if it was not them. */
export function noticeMail(kind: NoticeKind, user: Recipient, facts: NoticeFacts, setup: StaffMailSetup): OutgoingMail {
  const locale = localeFor(user, setup);
  const words = staffMailText[locale];
  const n = words.notice;
  const t = n[kind];
  const factor = facts.factor ? fill(facts.factor.kind === "totp" ? n.app : n.passkey, facts.factor) : "";
  const body = fill(t.body, { email: user.email, factor, admin: facts.admin ?? n.host });
  const forgot = new URL(adminHref.loginForgot(), setup.siteUrl).href;
  const fromAnAdmin = kind === "factorsReset";
  const rows: [string, string][] = [[words.when, at(facts.at, locale)]];
  if (!fromAnAdmin) {
    rows.push([words.device, facts.userAgent ? describeDevice(facts.userAgent, words.deviceNames) : words.unknown]);
    if (facts.address) rows.push([words.address, fill(words.addressValue, { address: facts.address })]);
  }
  const rendered = renderMail(
    <MailLayout
      lang={locale}
      preview={body}
      heading={t.heading}
      footer={<Text style={mailStyles.small}>{fill(words.footer, { site: siteOf(setup) })}</Text>}
    >
      <Text style={mailStyles.text}>{fill(words.greeting, { name: user.name })}</Text>
      <Text style={mailStyles.text}>{body}</Text>
      <MailFields rows={rows} locale={locale} />
      {fromAnAdmin ? null : <Text style={mailStyles.text}>{n.ifYou}</Text>}
      <Text style={mailStyles.text}>
        {kind === "passwordReset" || fromAnAdmin
          ? n.notYouReset
          : fillNodes(n.notYou, { link: <MailLink href={forgot}>{n.forgot}</MailLink> })}
      </Text>
    </MailLayout>,
  );
  return {
    kind: `staff-notice-${kebab(kind)}`,
    // every event its own cause
    cause: `staff-notice:${kebab(kind)}:${user.id}:${randomUUID()}`,
    about: `staff:${user.email}`,
    to: user.email,
    locale,
    subject: t.subject,
    ...rendered,
  };
}
