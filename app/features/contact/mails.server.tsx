/**
 * The mails a contact message causes, written in the transaction that stores it (decision 031):
 * the acknowledgement to the visitor, in the page's language, with the reference and a copy of
 * the message; and the notice to support, Reply-To the visitor, with a link to the inbox.
 */
import { Section, Text } from "@react-email/components";
import { MailFields, MailLayout, MailLink, mailStyles, renderMail } from "~/.server/mail/layout";
import type { OutgoingMail } from "~/.server/mail/outbox.server";
import * as adminHref from "~/lib/admin/href";
import { countryName } from "~/lib/countries";
import { formatsFor } from "~/lib/format";
import * as href from "~/lib/href";
import { fillNodes } from "~/lib/i18n/fill-nodes";
import { fill } from "~/lib/i18n/frame";
import { defaultLocale, type Locale, languageNameIn, localizedPath } from "~/lib/i18n/locales";
import { contactMailText } from "./mail-text.server";
import type { ContactInput } from "./schema";
import { contactText } from "./text.server";

/** What the mails say of a stored message, with the names the visitor saw on the form. */
export type ContactMailFacts = {
  reference: string;
  receivedAt: Date;
  input: ContactInput;
  /** The model's name as printed on it, and the store as the form named it. */
  model: string | null;
  store: string | null;
};

export type ContactMailSetup = { locale: Locale; siteUrl: string; supportAddress: string };

/** The message as written, its line breaks kept (in the HTML and the plain text alike). */
function Quoted({ message, plain = false }: { message: string; plain?: boolean }) {
  // each line as its own block: the HTML and the plain text keep the visitor's line breaks
  const lines = message.split(/\r?\n/).map((line, n) => ({ line, key: `line-${n}` }));
  return (
    <Section style={plain ? { margin: "0 0 16px" } : mailStyles.quote}>
      {lines.map(({ line, key }) => (
        <Text key={key} style={{ margin: "0", fontSize: plain ? "16px" : "15px", lineHeight: "1.6", minHeight: "1em" }}>
          {line}
        </Text>
      ))}
    </Section>
  );
}

function receivedText(at: Date, locale: Locale) {
  const t = contactMailText[locale].ack;
  // in the reader's time zone, as the page's confirmation says it
  return fill(t.time, { date: formatsFor(locale).dateTimeLong(at) });
}

/** Why a visitor gets the mail and what the address is used for, with the privacy policy's link. */
function VisitorFooter({ locale, siteUrl }: { locale: Locale; siteUrl: string }) {
  const t = contactMailText[locale].ack;
  const privacy = new URL(localizedPath(href.privacy(), locale), siteUrl).href;
  const site = new URL(localizedPath("/", locale), siteUrl).host;
  return (
    <Text style={mailStyles.small}>
      {fillNodes(t.footer, { site, privacy: <MailLink href={privacy}>{t.privacy}</MailLink> })}
    </Text>
  );
}

async function acknowledgement(facts: ContactMailFacts, setup: ContactMailSetup): Promise<OutgoingMail> {
  const { locale } = setup;
  const t = contactMailText[locale].ack;
  const topics = contactText[locale].topics;
  const { input, reference } = facts;
  const rendered = renderMail(
    <MailLayout
      lang={locale}
      preview={fill(t.preview, { reference })}
      heading={t.heading}
      footer={<VisitorFooter locale={locale} siteUrl={setup.siteUrl} />}
    >
      <Text style={mailStyles.text}>{fill(t.greeting, { name: input.name })}</Text>
      <Text style={mailStyles.text}>{t.body}</Text>
      <Text style={mailStyles.text}>{fill(t.reference, { reference })}</Text>
      <Text style={{ ...mailStyles.label, margin: "24px 0 8px" }}>{t.copy}</Text>
      <Quoted message={input.message} />
      <MailFields
        locale={locale}
        rows={[
          [t.received, receivedText(facts.receivedAt, locale)],
          [t.topic, topics[input.topic]],
          [t.model, facts.model],
          [t.serial, input.serial],
          [t.store, facts.store],
          [t.country, countryName(input.country, locale)],
        ]}
      />
    </MailLayout>,
  );
  return {
    kind: "contact-ack",
    cause: `contact-ack:${reference}`,
    about: `contact:${reference}`,
    to: input.email,
    locale,
    subject: fill(t.subject, { reference }),
    // a visitor who answers it writes to support, not to the address that sends
    headers: { "Reply-To": setup.supportAddress },
    ...rendered,
  };
}

/** Support reads English, the site's language for staff who have no account to choose one. */
async function supportNotice(facts: ContactMailFacts, setup: ContactMailSetup): Promise<OutgoingMail> {
  const locale = defaultLocale;
  const t = contactMailText[locale].notice;
  const ack = contactMailText[locale].ack;
  const { input, reference } = facts;
  const topic = contactText[locale].topics[input.topic];
  // by its reference: the mail is written before the message has its number
  const inbox = new URL(adminHref.inboxMessage(reference), setup.siteUrl).href;
  const rendered = renderMail(
    <MailLayout
      lang={locale}
      preview={fill(t.preview, { name: input.name, email: input.email, topic })}
      heading={fill(t.heading, { topic })}
      footer={<Text style={mailStyles.small}>{fill(t.footer, { site: new URL(setup.siteUrl).host })}</Text>}
    >
      <Text style={mailStyles.text}>{fill(t.intro, { name: input.name })}</Text>
      <Text style={mailStyles.text}>
        <MailLink href={inbox}>{t.open}</MailLink>
      </Text>
      <Quoted message={input.message} />
      <MailFields
        locale={locale}
        rows={[
          [t.reference, reference],
          [t.from, `${input.name} <${input.email}>`],
          [ack.received, receivedText(facts.receivedAt, locale)],
          [ack.topic, topic],
          [ack.model, facts.model],
          [ack.serial, input.serial],
          [ack.store, facts.store],
          [ack.country, countryName(input.country, locale)],
          [t.language, languageNameIn(setup.locale, locale)],
        ]}
      />
    </MailLayout>,
  );
  return {
    kind: "contact-notice",
    cause: `contact-notice:${reference}`,
    about: `contact:${reference}`,
    to: setup.supportAddress,
    locale,
    subject: fill(t.subject, { reference, topic, name: input.name }),
    headers: { "Reply-To": `${quoteName(input.name)} <${input.email}>` },
    ...rendered,
  };
}

/** A display name as a mail header may carry it: quoted, its quotes and backslashes escaped. */
function quoteName(name: string) {
  return `"${name.replace(/[\\"]/g, "\\$&").replace(/[\r\n]+/g, " ")}"`;
}

/** A staff member's answer, as the visitor reads it: in the message's language, below it their message. */
export type ReplyFacts = {
  reference: string;
  name: string;
  email: string;
  message: string;
  receivedAt: Date;
  locale: Locale;
  author: string;
  body: string;
  /** The form's key: one mail per answer sent. */
  key: string;
  /** The acknowledgement (and earlier answers) it threads under, oldest first; none for a message from before mail. */
  thread: { messageId: string; subject: string }[];
};

export function replyMail(facts: ReplyFacts, setup: Omit<ContactMailSetup, "locale">): OutgoingMail {
  const { locale, reference } = facts;
  const t = contactMailText[locale].reply;
  const ack = contactMailText[locale].ack;
  const paragraphs = facts.body
    .trim()
    .split(/\r?\n\s*\r?\n/)
    .map((text, n) => ({ text, key: `p-${n}` }));
  const rendered = renderMail(
    <MailLayout
      lang={locale}
      preview={fill(t.preview, { reference })}
      heading={t.heading}
      footer={<VisitorFooter locale={locale} siteUrl={setup.siteUrl} />}
    >
      <Text style={mailStyles.text}>{fill(t.greeting, { name: facts.name })}</Text>
      {paragraphs.map(({ text, key }) => (
        <Quoted key={key} message={text} plain />
      ))}
      <Text style={mailStyles.text}>{fill(t.signature, { author: facts.author })}</Text>
      <Text style={mailStyles.small}>{fill(t.reference, { reference })}</Text>
      <Text style={{ ...mailStyles.label, margin: "24px 0 8px" }}>
        {fill(t.quoted, { date: receivedText(facts.receivedAt, locale) })}
      </Text>
      <Quoted message={facts.message} />
    </MailLayout>,
  );
  const first = facts.thread[0];
  const last = facts.thread.at(-1);
  return {
    kind: "contact-reply",
    cause: `contact-reply:${facts.key}`,
    about: `contact:${reference}`,
    to: facts.email,
    locale,
    subject: fill(t.subject, { subject: first?.subject ?? fill(ack.subject, { reference }) }),
    headers: {
      "Reply-To": setup.supportAddress,
      // threaded under the acknowledgement and the answers before it (RFC 5322 3.6.4)
      ...(last ? { "In-Reply-To": last.messageId, References: facts.thread.map((m) => m.messageId).join(" ") } : {}),
    },
    ...rendered,
  };
}

export async function contactMails(facts: ContactMailFacts, setup: ContactMailSetup): Promise<OutgoingMail[]> {
  return Promise.all([acknowledgement(facts, setup), supportNotice(facts, setup)]);
}
