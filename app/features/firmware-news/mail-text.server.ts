/**
 * Firmware news's mails: the confirmation of a subscription and the news of a release, each in
 * the subscriber's language. `{name}` marks a value filled in by `fill()`.
 */
import { defineText } from "~/lib/i18n/text";

const en = {
  confirm: {
    subject: "Please confirm: firmware news for the {product}",
    preview: "One click confirms that you want an e-mail when new firmware for the {product} is out.",
    heading: "Please confirm your subscription",
    body: "Someone, hopefully you, asked on {site} for an e-mail to this address when new firmware for the {product} is out.",
    action: "Open this link and confirm to subscribe:",
    link: "Confirm the subscription",
    ignore:
      "If you did not ask for it, ignore this e-mail: without your confirmation you get no further e-mail, and the request is deleted after seven days.",
    footer: "Sent by {site} once, for this request ({privacy}).",
    privacy: "privacy policy",
  },
  release: {
    subject: "New firmware for the {product}: version {version}",
    preview: "Version {version} for the {product} is out.",
    heading: "Firmware {version} for the {product} is out",
    intro: "New firmware for your {product} is out: version {version}. What it changes:",
    check: "The instrument checker shows which version your instrument has and updates it in the browser:",
    checkLink: "Check my instrument",
    page: "The firmware, its steps and the update from a USB flash drive:",
    pageLink: "Firmware for the {product}",
    footer: "You receive this e-mail because you subscribed to firmware news for the {product} on {site}.",
    unsubscribe: "Unsubscribe",
  },
};

export const firmwareNewsMailText = defineText(en, {
  de: {
    confirm: {
      subject: "Bitte bestätigen: Firmware-Neuigkeiten für {gender, select, n {das} f {die} m {den}} {product}",
      preview:
        "Ein Klick bestätigt, dass Sie eine E-Mail erhalten möchten, wenn neue Firmware für {gender, select, n {das} f {die} m {den}} {product} erscheint.",
      heading: "Bitte bestätigen Sie Ihre Anmeldung",
      body: "Jemand, hoffentlich Sie, hat auf {site} gebeten, an diese Adresse eine E-Mail zu senden, wenn neue Firmware für {gender, select, n {das} f {die} m {den}} {product} erscheint.",
      action: "Öffnen Sie diesen Link und bestätigen Sie die Anmeldung:",
      link: "Anmeldung bestätigen",
      ignore:
        "Wenn Sie das nicht waren, ignorieren Sie diese E-Mail einfach: Ohne Ihre Bestätigung erhalten Sie keine weitere E-Mail, und die Anfrage wird nach sieben Tagen gelöscht.",
      footer: "Einmalig gesendet von {site} für diese Anfrage ({privacy}).",
      privacy: "Datenschutzerklärung",
    },
    release: {
      subject: "Neue Firmware für {gender, select, n {das} f {die} m {den}} {product}: Version {version}",
      preview: "Version {version} für {gender, select, n {das} f {die} m {den}} {product} ist erschienen.",
      heading: "Firmware {version} für {gender, select, n {das} f {die} m {den}} {product} ist erschienen",
      intro:
        "Für {gender, select, n {Ihr} f {Ihre} m {Ihren}} {product} gibt es neue Firmware: Version {version}. Das ist neu:",
      check: "Die Instrumentenprüfung zeigt, welche Version Ihr Instrument hat, und aktualisiert es im Browser:",
      checkLink: "Instrument prüfen",
      page: "Die Firmware, die Schritte und die Aktualisierung per USB-Stick:",
      pageLink: "Firmware für {gender, select, n {das} f {die} m {den}} {product}",
      footer:
        "Sie erhalten diese E-Mail, weil Sie auf {site} die Firmware-Neuigkeiten für {gender, select, n {das} f {die} m {den}} {product} bestellt haben.",
      unsubscribe: "Abmelden",
    },
  },
  ja: {
    confirm: {
      subject: "ご確認のお願い：{product}のファームウェアのお知らせ",
      preview: "{product}の新しいファームウェアのお知らせメールの登録を、ワンクリックで確認できます。",
      heading: "登録の確認をお願いします",
      body: "{site}で、{product}の新しいファームウェアが公開されたときにこのアドレスへメールを送るよう、お申し込みがありました。",
      action: "次のリンクを開いて、登録を確認してください。",
      link: "登録を確認する",
      ignore:
        "お心当たりのない場合は、このメールを無視してください。確認いただかない限り、これ以上メールは届きません。お申し込みは7日後に削除されます。",
      footer: "このお申し込みに対して、{site}から1回だけお送りしています（{privacy}）。",
      privacy: "プライバシーポリシー",
    },
    release: {
      subject: "{product}の新しいファームウェア：Ver.{version}",
      preview: "{product}のファームウェアVer.{version}を公開しました。",
      heading: "{product}のファームウェアVer.{version}を公開しました",
      intro: "お使いの{product}の新しいファームウェアVer.{version}を公開しました。変更内容：",
      check: "インストール済みのバージョンの確認とアップデートは、ブラウザーで行えます。",
      checkLink: "楽器の確認",
      page: "ファームウェアのファイルと、USBフラッシュメモリーを使ったアップデート手順：",
      pageLink: "{product}のファームウェア",
      footer: "このメールは、{site}で{product}のファームウェアのお知らせに登録された方にお送りしています。",
      unsubscribe: "配信を停止する",
    },
  },
});
