/**
 * Every mail's frame, in the brand's look (React Email): the wordmark as text (it reads with images
 * off), one column, the brand's ink and red, colours that hold in a client's dark mode (the mail
 * says it supports both), and a footer that says who writes and why. A mail's HTML and its plain
 * text are rendered from the one element (renderMail).
 */
import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import { toPlainText } from "@react-email/render";
import type { CSSProperties, ReactElement, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { formatsFor } from "~/lib/format";
import type { Locale } from "~/lib/i18n/locales";
import { siteConfig } from "~/lib/site-config";

const fontFor = (lang: string) =>
  lang === "ja"
    ? '"Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans JP", "Yu Gothic", Meiryo, sans-serif'
    : '-apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const ink = siteConfig.colors.ink;
const accent = siteConfig.colors.accent;

export const mailStyles = {
  text: { fontSize: "16px", lineHeight: "1.6", margin: "0 0 16px", color: ink } satisfies CSSProperties,
  small: { fontSize: "13px", lineHeight: "1.5", margin: "0 0 8px", color: "#4a4f57" } satisfies CSSProperties,
  label: {
    fontSize: "13px",
    lineHeight: "1.4",
    margin: "0",
    color: "#4a4f57",
    textTransform: "uppercase",
    letterSpacing: "0.06em",
  } satisfies CSSProperties,
  value: { fontSize: "16px", lineHeight: "1.5", margin: "0 0 12px", color: ink } satisfies CSSProperties,
  quote: {
    fontSize: "15px",
    lineHeight: "1.6",
    margin: "0 0 16px",
    padding: "12px 16px",
    borderLeft: `4px solid ${accent}`,
    background: "#f4f4f5",
    color: ink,
    whiteSpace: "pre-wrap",
  } satisfies CSSProperties,
  link: { color: accent, textDecoration: "underline" } satisfies CSSProperties,
};

export function MailLayout({
  lang,
  preview,
  heading,
  footer,
  children,
}: {
  lang: string;
  /** The line a mail client shows after the subject. */
  preview: string;
  heading: string;
  /** Who writes and why the reader gets this. */
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <Html lang={lang} dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ margin: "0", padding: "24px 12px", background: "#f4f4f5", fontFamily: fontFor(lang) }}>
        <Container style={{ maxWidth: "600px", background: "#ffffff", padding: "0 0 24px" }}>
          <Section style={{ borderTop: `6px solid ${accent}`, padding: "20px 28px 4px" }}>
            <Text style={{ margin: "0", fontSize: "20px", fontWeight: 700, letterSpacing: "0.24em", color: ink }}>
              {siteConfig.name.toUpperCase()}
            </Text>
          </Section>
          <Section style={{ padding: "0 28px" }}>
            <Heading as="h1" style={{ fontSize: "22px", lineHeight: "1.35", margin: "16px 0 20px", color: ink }}>
              {heading}
            </Heading>
            {children}
            <Hr style={{ borderColor: "#d4d4d8", margin: "24px 0 16px" }} />
            {footer}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** "Thema: Technischer Support", a line each, the label in bold, 「機種：SP-C121」; a row with no value is left out. */
export function MailFields({ rows, locale }: { rows: [string, string | null | undefined][]; locale: Locale }) {
  const mark = formatsFor(locale).marks.label;
  return (
    <Section>
      {rows
        .filter((row): row is [string, string] => Boolean(row[1]))
        .map(([label, value]) => (
          <Text key={label} style={mailStyles.value}>
            <strong>
              {label}
              {mark}
            </strong>
            {value}
          </Text>
        ))}
    </Section>
  );
}

export function MailLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={mailStyles.link}>
      {children}
    </Link>
  );
}

const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * The mail's HTML and plain text, from one element. Rendered in one synchronous pass (React
 * Email's own `render` streams, which cost several times as much under a burst of messages: the
 * mails are rendered on the contact form's path), with the XHTML doctype mail clients expect.
 */
export function renderMail(element: ReactElement): { html: string; text: string } {
  const html = `${DOCTYPE}${renderToStaticMarkup(element)}`;
  // the text from the HTML: headings as written, not upper-cased (a German noun keeps its case)
  const text = toPlainText(html, { selectors: [{ selector: "h1", options: { uppercase: false } }] });
  return { html, text };
}
