/**
 * The contact mails' words: the acknowledgement to the visitor, in the page's language, and the
 * notice to support. `{name}` marks a value filled in by `fill()`.
 */
import { defineText } from "~/lib/i18n/text";

const en = {
  ack: {
    subject: "We have your message: {reference}",
    preview: "Your reference is {reference}. A specialist answers within two working days.",
    heading: "Thank you: your message has been received",
    greeting: "Dear {name},",
    body: "Thank you for writing to Noteva. A specialist answers by e-mail within two working days.",
    reference:
      "Your reference is {reference}. If you write again about the same matter, reply to this e-mail or quote the reference.",
    copy: "Your message",
    received: "Received",
    time: "{date} (German time)",
    topic: "Topic",
    model: "Model",
    serial: "Serial number",
    store: "Store",
    country: "Country",
    footer:
      "You receive this e-mail because you sent a message through the contact form on {site}. We use your address only to answer it ({privacy}).",
    privacy: "privacy policy",
  },
  reply: {
    /** The acknowledgement's subject, answered: mail clients thread it under it. */
    subject: "Re: {subject}",
    preview: "Our answer to your message {reference}",
    heading: "Our answer to your message",
    greeting: "Dear {name},",
    signature: "{author}, Noteva Support",
    reference: "Reference: {reference}. To write again about the same matter, reply to this e-mail.",
    quoted: "You wrote on {date}:",
  },
  notice: {
    subject: "[{reference}] {topic}: {name}",
    preview: "{name} ({email}) wrote about {topic}.",
    heading: "New message: {topic}",
    intro: "{name} wrote through the contact form. Reply to this e-mail to write to them, or answer in the inbox.",
    open: "Open the message in the inbox",
    from: "From",
    reference: "Reference",
    /** The language of the page the visitor wrote from (the acknowledgement's). */
    language: "Language",
    footer: "Sent by {site} to the support address for new contact messages.",
  },
};

export const contactMailText = defineText(en, {
  de: {
    ack: {
      subject: "Ihre Nachricht ist bei uns eingegangen: {reference}",
      preview: "Ihre Vorgangsnummer ist {reference}. Unser Support-Team antwortet Ihnen innerhalb von zwei Werktagen.",
      heading: "Vielen Dank, Ihre Nachricht ist bei uns eingegangen",
      greeting: "Guten Tag {name},",
      body: "vielen Dank für Ihre Nachricht an Noteva. Unser Support-Team antwortet Ihnen innerhalb von zwei Werktagen per E-Mail.",
      reference:
        "Ihre Vorgangsnummer ist {reference}. Wenn Sie uns zum selben Anliegen noch einmal schreiben, antworten Sie einfach auf diese E-Mail oder nennen Sie die Nummer.",
      copy: "Ihre Nachricht",
      received: "Eingegangen",
      time: "{date}",
      topic: "Thema",
      model: "Modell",
      serial: "Seriennummer",
      store: "Händler",
      country: "Land",
      footer:
        "Sie erhalten diese E-Mail, weil Sie uns über das Kontaktformular auf {site} geschrieben haben. Wir verwenden Ihre Adresse nur, um Ihnen zu antworten ({privacy}).",
      privacy: "Datenschutzerklärung",
    },
    reply: {
      subject: "Re: {subject}",
      preview: "Unsere Antwort auf Ihre Nachricht {reference}",
      heading: "Unsere Antwort auf Ihre Nachricht",
      greeting: "Guten Tag {name},",
      signature: "{author}, Noteva Support",
      reference:
        "Vorgangsnummer: {reference}. Wenn Sie uns zum selben Anliegen noch einmal schreiben möchten, antworten Sie einfach auf diese E-Mail.",
      quoted: "Sie schrieben am {date}:",
    },
    notice: {
      subject: "[{reference}] {topic}: {name}",
      preview: "{name} ({email}) schreibt zum Thema {topic}.",
      heading: "Neue Nachricht: {topic}",
      intro:
        "{name} hat über das Kontaktformular geschrieben. Antworten Sie auf diese E-Mail, um {name} zu schreiben, oder antworten Sie im Posteingang.",
      open: "Nachricht im Posteingang öffnen",
      from: "Von",
      reference: "Vorgangsnummer",
      language: "Sprache",
      footer: "Gesendet von {site} an die Support-Adresse für neue Kontaktanfragen.",
    },
  },
  ja: {
    ack: {
      subject: "お問い合わせを受け付けました（受付番号：{reference}）",
      preview: "受付番号は{reference}です。2営業日以内に担当者よりご連絡いたします。",
      heading: "お問い合わせありがとうございます",
      greeting: "{name}様",
      body: "このたびはNotevaにお問い合わせいただき、ありがとうございます。2営業日以内に担当者よりメールでご連絡いたします。",
      reference:
        "受付番号は{reference}です。同じ件で再度ご連絡いただく際は、このメールに返信するか、受付番号をお知らせください。",
      copy: "お問い合わせ内容",
      received: "受付日時",
      time: "{date}",
      topic: "お問い合わせの種類",
      model: "機種",
      serial: "製造番号",
      store: "販売店",
      country: "国",
      footer:
        "このメールは、{site}のお問い合わせフォームからメッセージをお送りいただいた方にお送りしています。メールアドレスはご返信のためにのみ使用します（{privacy}）。",
      privacy: "プライバシーポリシー",
    },
    reply: {
      subject: "Re: {subject}",
      preview: "お問い合わせ（受付番号：{reference}）への回答",
      heading: "お問い合わせへの回答",
      greeting: "{name}様",
      signature: "Notevaサポート　{author}",
      reference: "受付番号：{reference}。同じ件で再度ご連絡いただく際は、このメールにご返信ください。",
      quoted: "{date}にいただいたお問い合わせ：",
    },
    notice: {
      subject: "[{reference}] {topic}：{name}",
      preview: "{name}（{email}）から「{topic}」のお問い合わせです。",
      heading: "新しいお問い合わせ：{topic}",
      intro:
        "{name}様からお問い合わせフォームでメッセージが届きました。このメールに返信するとお客様に届きます。受信箱から返信することもできます。",
      open: "受信箱でメッセージを開く",
      from: "差出人",
      reference: "受付番号",
      language: "言語",
      footer: "{site}から、新しいお問い合わせの通知先として設定されたサポート用アドレスに送信しています。",
    },
  },
});
