/**
 * Firmware news's mails, in the subscriber's language: the one confirmation a request causes, and
 * a release's news to each confirmed subscriber, with its unsubscribe link in the body and in the
 * List-Unsubscribe header (RFC 8058: a mail client's one-click button POSTs to it). A release's
 * mail is rendered once per language and the subscriber's own link put in after: thousands of
 * subscribers are not thousands of renders.
 */
import { Section, Text } from "@react-email/components";
import { MailLayout, MailLink, mailStyles, renderMail } from "~/.server/mail/layout";
import type { OutgoingMail } from "~/.server/mail/outbox.server";
import * as href from "~/lib/href";
import { fillNodes } from "~/lib/i18n/fill-nodes";
import { fill } from "~/lib/i18n/frame";
import { type Gender, wordsForGender } from "~/lib/i18n/gender";
import type { Locale } from "~/lib/i18n/locales";
import { firmwareNewsMailText } from "./mail-text.server";
import { type AnnouncedRelease, aboutOf, releaseCause, type Subscriber } from "./subscriptions.server";

/** A model as its mails name it. */
export type NewsModel = { id: string; title: string; gender: Gender | null };

const absolute = (siteUrl: string, locale: Locale, path: string) => new URL(href.localized(locale, path), siteUrl).href;

/** The confirmation mail of a request, its link holding `token`; its cause and about are set when it is written. */
export function confirmationMail(
  setup: { locale: Locale; siteUrl: string; model: NewsModel; email: string },
  token: string,
): OutgoingMail {
  const { locale, siteUrl, model } = setup;
  const t = wordsForGender(firmwareNewsMailText[locale].confirm, model.gender);
  const named = { product: model.title };
  const site = new URL(siteUrl).host;
  const link = absolute(siteUrl, locale, href.firmwareNewsConfirm(token));
  const privacy = absolute(siteUrl, locale, href.privacy());
  const rendered = renderMail(
    <MailLayout
      lang={locale}
      preview={fill(t.preview, named)}
      heading={t.heading}
      footer={
        <Text style={mailStyles.small}>
          {fillNodes(t.footer, { site, privacy: <MailLink href={privacy}>{t.privacy}</MailLink> })}
        </Text>
      }
    >
      <Text style={mailStyles.text}>{fill(t.body, { ...named, site })}</Text>
      <Text style={mailStyles.text}>{t.action}</Text>
      <Text style={mailStyles.text}>
        <MailLink href={link}>{t.link}</MailLink>
      </Text>
      <Text style={mailStyles.small}>{t.ignore}</Text>
    </MailLayout>,
  );
  return {
    kind: "firmware-confirm",
    cause: "",
    about: "",
    to: setup.email,
    locale,
    subject: fill(t.subject, named),
    ...rendered,
  };
}

/** Stands in for a subscriber's unsubscribe token while a language's mail is rendered once. */
const TOKEN_SLOT = "UNSUBSCRIBETOKENSLOT";

/** A release's notes in a language (English, marked as such, where none is translated). */
export type NotesIn = (locale: Locale) => Promise<{ changes: string[]; english: boolean }>;

/** A release's mail to each subscriber, in their language. */
export async function releaseMails(
  setup: { siteUrl: string; model: NewsModel; release: AnnouncedRelease; notesIn: NotesIn },
  subscribers: readonly Subscriber[],
): Promise<OutgoingMail[]> {
  const { model, release, siteUrl } = setup;
  const templates = new Map<Locale, Omit<OutgoingMail, "to" | "cause" | "about">>();
  for (const locale of new Set(subscribers.map((s) => s.locale))) {
    templates.set(locale, await releaseTemplate(locale, setup.notesIn, siteUrl, model, release.version));
  }
  return subscribers.flatMap((s) => {
    const template = templates.get(s.locale);
    if (!template) return [];
    const put = (text: string) => text.replaceAll(TOKEN_SLOT, s.unsubscribeToken);
    const unsubscribe = absolute(siteUrl, s.locale, href.firmwareNewsUnsubscribe(s.unsubscribeToken));
    return [
      {
        ...template,
        to: s.email,
        cause: releaseCause(release, s.id),
        about: aboutOf(s.id),
        html: put(template.html),
        text: put(template.text),
        headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      },
    ];
  });
}

async function releaseTemplate(locale: Locale, notesIn: NotesIn, siteUrl: string, model: NewsModel, version: string) {
  const t = wordsForGender(firmwareNewsMailText[locale].release, model.gender);
  const named = { product: model.title, version };
  const site = new URL(siteUrl).host;
  const notes = await notesIn(locale);
  const unsubscribe = absolute(siteUrl, locale, href.firmwareNewsUnsubscribe(TOKEN_SLOT));
  const rendered = renderMail(
    <MailLayout
      lang={locale}
      preview={fill(t.preview, named)}
      heading={fill(t.heading, named)}
      footer={
        <Text style={mailStyles.small}>
          {fill(t.footer, { ...named, site })} <MailLink href={unsubscribe}>{t.unsubscribe}</MailLink>
        </Text>
      }
    >
      <Text style={mailStyles.text}>{fill(t.intro, named)}</Text>
      <Section style={mailStyles.quote} lang={notes.english && locale !== "en" ? "en" : undefined}>
        {notes.changes.map((change) => (
          <Text key={change} style={{ margin: "0 0 4px", fontSize: "15px", lineHeight: "1.6" }}>
            {`• ${change}`}
          </Text>
        ))}
      </Section>
      <Text style={mailStyles.text}>
        {t.check} <MailLink href={absolute(siteUrl, locale, href.supportCheck())}>{t.checkLink}</MailLink>
      </Text>
      <Text style={mailStyles.text}>
        {t.page}{" "}
        <MailLink href={absolute(siteUrl, locale, href.supportFirmware(model.id))}>{fill(t.pageLink, named)}</MailLink>
      </Text>
    </MailLayout>,
  );
  return { kind: "firmware-news", locale, subject: fill(t.subject, named), ...rendered };
}
