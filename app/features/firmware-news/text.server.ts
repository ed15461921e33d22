/**
 * Firmware news's words on the site: the offer beside a model's firmware, its form's answers, and
 * the confirm and unsubscribe pages. German sentences that name the model agree with its gender
 * (`{gender, select, …}`, filled by `wordsForGender`); `{name}` marks a value filled by `fill()`.
 */
import { defineText } from "~/lib/i18n/text";

const en = {
  form: {
    offer: "E-mail me when new firmware for the {product} is out",
    email: "Your e-mail address",
    consent:
      "We send one e-mail to confirm the address, then one for each new firmware release for the {product}, and nothing else. Every e-mail has a link to unsubscribe.",
    policy: "Privacy policy",
    subscribe: "Subscribe",
    sending: "Sending…",
    leaveEmpty: "Leave this field empty",
    sent: "Almost done: please open the e-mail we are sending to {email} and confirm with its link. If the address is subscribed already, nothing changes. Nothing more is sent before you confirm.",
  },
  errors: {
    email: "Enter your e-mail address, like name@example.com.",
    unreadable: "The form could not be read. Please send it again.",
    unverified: "The form could not be verified. Please reload the page and send it again.",
    tooFast: "That was very fast. Please check the address and send the form again.",
    expired: "The form was open for too long. Please send it again.",
    leftEmpty: "Leave the field “Leave this field empty” empty.",
    model: "There is no firmware for this model to tell you about.",
    rateLimited: "Too many requests from your connection. Please try again in an hour.",
  },
  page: {
    title: "Firmware news by e-mail",
    description: "An e-mail when new firmware for your Noteva instrument is out.",
    choose: "Firmware news is offered on each model's firmware page.",
    firmware: "Firmware for the {product}",
  },
  confirm: {
    title: "Confirm your subscription",
    body: "Please confirm that {email} should get an e-mail when new firmware for the {product} is out.",
    button: "Confirm",
    done: "Thank you: {email} gets an e-mail when new firmware for the {product} is out. Every e-mail has a link to unsubscribe.",
    invalid:
      "This link is no longer valid: it has been used already, or it is more than seven days old. To get firmware news, subscribe again on the model's firmware page.",
  },
  unsubscribe: {
    title: "Unsubscribe from firmware news",
    body: "Stop the e-mails about new firmware for the {product} to {email}?",
    button: "Unsubscribe",
    done: "You are unsubscribed: we have deleted {email} from the firmware news for the {product}.",
    invalid: "This address is not subscribed (any more): nothing to unsubscribe.",
  },
};

export const firmwareNewsText = defineText(en, {
  de: {
    form: {
      offer:
        "Per E-Mail benachrichtigen, wenn neue Firmware für {gender, select, n {das} f {die} m {den}} {product} erscheint",
      email: "Ihre E-Mail-Adresse",
      consent:
        "Wir senden Ihnen eine E-Mail zur Bestätigung der Adresse, danach eine E-Mail zu jeder neuen Firmware für {gender, select, n {das} f {die} m {den}} {product} und sonst nichts. Jede E-Mail enthält einen Link zum Abmelden.",
      policy: "Datenschutzerklärung",
      subscribe: "Anmelden",
      sending: "Wird gesendet …",
      leaveEmpty: "Dieses Feld bitte leer lassen",
      sent: "Fast geschafft: Bitte öffnen Sie die E-Mail, die wir an {email} senden, und bestätigen Sie mit dem Link darin. Ist die Adresse bereits angemeldet, ändert sich nichts. Vor Ihrer Bestätigung senden wir nichts weiter.",
    },
    errors: {
      email: "Bitte geben Sie Ihre E-Mail-Adresse ein, zum Beispiel name@example.com.",
      unreadable: "Das Formular konnte nicht gelesen werden. Bitte senden Sie es noch einmal.",
      unverified:
        "Das Formular konnte nicht geprüft werden. Bitte laden Sie die Seite neu und senden Sie es noch einmal.",
      tooFast: "Das ging sehr schnell. Bitte prüfen Sie die Adresse und senden Sie das Formular noch einmal.",
      expired: "Das Formular war zu lange geöffnet. Bitte senden Sie es noch einmal.",
      leftEmpty: "Bitte lassen Sie das Feld „Dieses Feld bitte leer lassen“ leer.",
      model: "Für dieses Modell gibt es keine Firmware, über die wir Sie informieren könnten.",
      rateLimited: "Zu viele Anfragen von Ihrer Verbindung. Bitte versuchen Sie es in einer Stunde noch einmal.",
    },
    page: {
      title: "Firmware-Neuigkeiten per E-Mail",
      description: "Eine E-Mail, sobald neue Firmware für Ihr Noteva-Instrument erscheint.",
      choose: "Die Firmware-Neuigkeiten finden Sie auf der Firmware-Seite jedes Modells.",
      firmware: "Firmware für {gender, select, n {das} f {die} m {den}} {product}",
    },
    confirm: {
      title: "Anmeldung bestätigen",
      body: "Bitte bestätigen Sie, dass {email} eine E-Mail erhalten soll, wenn neue Firmware für {gender, select, n {das} f {die} m {den}} {product} erscheint.",
      button: "Bestätigen",
      done: "Vielen Dank: {email} erhält eine E-Mail, wenn neue Firmware für {gender, select, n {das} f {die} m {den}} {product} erscheint. Jede E-Mail enthält einen Link zum Abmelden.",
      invalid:
        "Dieser Link ist nicht mehr gültig: Er wurde bereits verwendet oder ist älter als sieben Tage. Für Firmware-Neuigkeiten melden Sie sich bitte auf der Firmware-Seite des Modells erneut an.",
    },
    unsubscribe: {
      title: "Firmware-Neuigkeiten abbestellen",
      body: "Keine E-Mails mehr über neue Firmware für {gender, select, n {das} f {die} m {den}} {product} an {email} senden?",
      button: "Abmelden",
      done: "Sie sind abgemeldet: Wir haben {email} aus den Firmware-Neuigkeiten für {gender, select, n {das} f {die} m {den}} {product} gelöscht.",
      invalid: "Diese Adresse ist nicht (mehr) angemeldet: Es gibt nichts abzumelden.",
    },
  },
  ja: {
    form: {
      offer: "{product}の新しいファームウェアが公開されたらメールで知らせる",
      email: "メールアドレス",
      consent:
        "アドレス確認のメールを1通お送りし、その後は{product}の新しいファームウェアが公開されるたびに1通お送りします。それ以外のメールはお送りしません。すべてのメールに配信停止のリンクがあります。",
      policy: "プライバシーポリシー",
      subscribe: "登録する",
      sending: "送信中…",
      leaveEmpty: "この欄には何も入力しないでください",
      sent: "あと少しです。{email}にお送りするメールを開き、リンクから登録を確認してください。すでに登録済みのアドレスの場合、変更はありません。確認いただくまで、ほかのメールはお送りしません。",
    },
    errors: {
      email: "メールアドレスを入力してください（例：name@example.com）。",
      unreadable: "フォームを読み取れませんでした。もう一度送信してください。",
      unverified: "フォームを確認できませんでした。ページを再読み込みして、もう一度送信してください。",
      tooFast: "送信が早すぎました。アドレスをご確認のうえ、もう一度送信してください。",
      expired: "フォームが長時間開かれていました。もう一度送信してください。",
      leftEmpty: "「この欄には何も入力しないでください」の欄は空のままにしてください。",
      model: "この機種には、お知らせできるファームウェアがありません。",
      rateLimited: "お使いの接続からのリクエストが多すぎます。1時間後にもう一度お試しください。",
    },
    page: {
      title: "ファームウェアのお知らせメール",
      description: "Noteva製品の新しいファームウェアが公開されたら、メールでお知らせします。",
      choose: "お知らせメールは、各機種のファームウェアのページから登録できます。",
      firmware: "{product}のファームウェア",
    },
    confirm: {
      title: "登録の確認",
      body: "{product}の新しいファームウェアが公開されたときに、{email}へメールをお送りしてよろしいですか。",
      button: "確認する",
      done: "ありがとうございます。{product}の新しいファームウェアが公開されたら、{email}にメールをお送りします。すべてのメールに配信停止のリンクがあります。",
      invalid:
        "このリンクは無効です。すでに使用されたか、7日以上前のものです。お知らせをご希望の場合は、機種のファームウェアのページからもう一度登録してください。",
    },
    unsubscribe: {
      title: "ファームウェアのお知らせの配信停止",
      body: "{product}の新しいファームウェアのお知らせを、{email}に送らないようにしますか。",
      button: "配信を停止する",
      done: "配信を停止しました。{product}のファームウェアのお知らせから{email}を削除しました。",
      invalid: "このアドレスは登録されていません。配信停止の必要はありません。",
    },
  },
});
