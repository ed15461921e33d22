/**
 * The contact page's words in each language: the page, its form, the form's rules and the
 * answers of its action. `{name}` marks a value filled in by `fill()`; numbers the rules fix are
 * written in, each as its language writes numbers.
 */
import { formatsFor } from "~/lib/format";
import { defineText } from "~/lib/i18n/text";
import { type ContactSchemaText, EMAIL_MAX, MESSAGE_MAX, MESSAGE_MIN, MODEL_MAX, NAME_MAX } from "./schema";

const en = {
  page: {
    title: "Contact Us",
    support: "Support",
    description: "Ask Noteva about an instrument, get technical support, or reach our dealer and press teams.",
    intro:
      "Questions about an instrument, technical support, dealer or press enquiries: write to us and a specialist answers within two working days. You can also e-mail {email}.",
    beforeYouWrite: "Before you write",
    manuals: "Owner's manuals and firmware are on the {link}; many questions are answered there.",
    manualsLink: "download page",
    visit: "To play an instrument before you buy, or for a repair, visit a {link}.",
    visitLink: "store near you",
    supportByEmail: "Support by e-mail: {email}",
    supportByPhone: "Support by phone: {phone}",
    /** The line's hours, written from the brand's details (app/features/company/support-line.ts). */
    phoneHours: "Hours: {hours}",
    warranty: "How the warranty works and how to get an instrument repaired: {link}.",
    warrantyLink: "warranty and repair",
    privacy:
      "We use what you send only to answer you, and delete it {months} months after your enquiry is closed. Your address is stored only as a keyed hash, to stop floods of automated messages. More in our {policy}.",
    policy: "privacy policy",
  },
  form: {
    heading: "Write to us",
    required: "Fields marked “optional” may be left empty; all others are needed.",
    optional: "(optional)",
    leaveEmpty: "Leave this empty",
    reporting: "Reporting a change to {store}.",
    dealerMessage: "A change to the details of {store}:\n\n",
    name: "Your name",
    email: "E-mail address",
    country: "Country",
    chooseCountry: "Choose your country",
    topic: "Topic",
    chooseTopic: "Choose a topic",
    model: "Model",
    modelHint: "The name on the instrument, such as SP-C121; older models too.",
    serial: "Serial number",
    serialHint: "Two letters and eight digits, on the label on the underside or back of the instrument.",
    message: "Message",
    messageHint: `At least ${MESSAGE_MIN} and at most ${formatsFor("en").number(MESSAGE_MAX)} characters.`,
    /** An acknowledgement, not a consent: answering an enquiry rests on Art. 6(1)(b) or (f) GDPR. */
    consent: "I have read the {policy}.",
    sending: "Sending…",
    send: "Send message",
  },
  topics: {
    product: "Product question",
    support: "Technical support",
    dealer: "Dealer enquiry",
    press: "Press",
    other: "Other",
  },
  /** A store as the form names it: "Klangwerk, Berlin (Germany)"; the city as the page's language names it. */
  dealerLabel: "{name}, {city} ({country})",
  /** A store whose place the page writes in the store's own script, region first (a Japanese store on /ja). */
  dealerLabelRegion: "{name}, {city}, {region} ({country})",
  confirmation: {
    title: "Thank you: your message has been received",
    reference: "Your reference is {reference}. Please quote it if you write to us again about the same matter.",
    received: "Received {time}. A specialist answers by e-mail within two working days.",
    /** The head office's time (lib/format.ts readerTimeZones): English readers are everywhere. */
    time: "{date} (German time)",
    another: "Send another message",
    downloads: "Downloads and manuals",
  },
  /** The form's rules, the same in the browser and on the server. */
  schema: {
    nameRequired: "Enter your name.",
    nameTooLong: `Your name is too long: at most ${NAME_MAX} characters.`,
    emailRequired: "Enter your e-mail address, so we can answer you.",
    emailTooLong: `This e-mail address is too long: at most ${EMAIL_MAX} characters.`,
    emailInvalid: "Enter an e-mail address like name@example.com.",
    country: "Choose the country you are writing from.",
    topic: "Choose what your message is about.",
    modelTooLong: `A model name is at most ${MODEL_MAX} characters, such as SP-C121.`,
    modelShape: "A model name has letters or digits, such as SP-C121.",
    unknownModel:
      "We do not know a model called “{typed}”. Check the name on the instrument's panel, or leave this empty and describe the instrument in your message.",
    serial:
      "A serial number is two letters and eight digits, such as NV24012345. It is on the label on the underside or back of the instrument.",
    messageRequired: "Write your message.",
    messageTooShort: `Please write at least ${MESSAGE_MIN} characters, so we can help.`,
    messageTooLong: `Your message is too long: at most ${formatsFor("en").number(MESSAGE_MAX)} characters.`,
    consent: "Please confirm that you have read the privacy policy.",
    dealer: "This store is not in our list.",
    unreadable: "This field contains characters that could not be read. Please type it again.",
    malformed: "This field was sent in a form this page does not use. Please reload the page and try again.",
  } satisfies ContactSchemaText,
  /** The action's answers to a form it cannot take (server only). */
  action: {
    notAForm: "Send this form from the contact page: it accepts form data only.",
    unreadableForm: "The form could not be read. Please send it again.",
    leftEmpty: "Your message was not sent: the field “Leave this empty” must be left empty.",
    unverified: "This form could not be verified. Please reload the page and send your message again.",
    tooFast: "That was sent too quickly. Please check your message and send it again.",
    expired: "This form was open for more than a day. Please send your message again.",
    rateLimited:
      "You have sent several messages in the last hour. Please wait {minutes} {unit} before sending another, or write to {email}.",
    minute: "minute",
    minutes: "minutes",
  },
};
export type ContactText = typeof en;
/** What the page sends the browser: everything but the action's answers. */
/** The page's words: without the action's answers, and the confirmation's only on the confirmation. */
export type ContactPageText = Omit<ContactText, "action" | "confirmation"> & {
  confirmation?: ContactText["confirmation"];
};

const de = formatsFor("de").number;
const ja = formatsFor("ja").number;

export const contactText = defineText(en, {
  de: {
    page: {
      title: "Kontakt",
      support: "Support",
      description: "Produktfragen, technischer Support, Händler- und Presseanfragen: So erreichen Sie Noteva.",
      intro:
        "Fragen zu einem Instrument, technischer Support, Anfragen von Händlern oder der Presse: Schreiben Sie uns – unser Support-Team antwortet Ihnen innerhalb von zwei Werktagen. Sie erreichen uns auch per E-Mail an {email}.",
      beforeYouWrite: "Bevor Sie uns schreiben",
      manuals:
        "Bedienungsanleitungen und Firmware finden Sie auf der {link}; dort sind viele Fragen bereits beantwortet.",
      manualsLink: "Download-Seite",
      visit:
        "Wenn Sie ein Instrument vor dem Kauf ausprobieren möchten oder eine Reparatur benötigen, besuchen Sie einen {link}.",
      visitLink: "Händler in Ihrer Nähe",
      supportByEmail: "Support per E-Mail: {email}",
      supportByPhone: "Support per Telefon: {phone}",
      phoneHours: "Telefonzeiten: {hours}",
      warranty: "Was die Garantie umfasst und wie Sie eine Reparatur beauftragen, lesen Sie unter {link}.",
      warrantyLink: "Garantie und Reparatur",
      privacy:
        "Wir verwenden Ihre Angaben ausschließlich, um Ihnen zu antworten, und löschen sie {months} Monate nach Abschluss Ihrer Anfrage. Ihre IP-Adresse speichern wir nur als Hashwert mit geheimem Schlüssel, um massenhaft automatisiert versendete Nachrichten abzuwehren. Mehr dazu in unserer {policy}.",
      policy: "Datenschutzerklärung",
    },
    form: {
      heading: "Schreiben Sie uns",
      required: "Felder mit dem Zusatz „optional“ können Sie leer lassen; alle anderen sind Pflichtfelder.",
      optional: "(optional)",
      leaveEmpty: "Dieses Feld bitte leer lassen",
      reporting: "Sie melden eine Änderung für {store}.",
      dealerMessage: "Änderung der Händlerdaten für {store}:\n\n",
      name: "Ihr Name",
      email: "E-Mail-Adresse",
      country: "Land",
      chooseCountry: "Wählen Sie Ihr Land",
      topic: "Thema",
      chooseTopic: "Wählen Sie ein Thema",
      model: "Modell",
      modelHint: "Der Name auf dem Instrument, zum Beispiel SP-C121; auch für ältere Modelle.",
      serial: "Seriennummer",
      serialHint: "Zwei Buchstaben und acht Ziffern, auf dem Etikett an der Unter- oder Rückseite des Instruments.",
      message: "Nachricht",
      messageHint: `Mindestens ${MESSAGE_MIN} und höchstens ${de(MESSAGE_MAX)} Zeichen.`,
      consent: "Ich habe die {policy} gelesen.",
      sending: "Wird gesendet …",
      send: "Nachricht senden",
    },
    topics: {
      product: "Frage zu einem Produkt",
      support: "Technischer Support",
      dealer: "Händleranfrage",
      press: "Presse",
      other: "Sonstiges",
    },
    dealerLabel: "{name}, {city} ({country})",
    dealerLabelRegion: "{name}, {city}, {region} ({country})",
    confirmation: {
      title: "Vielen Dank! Ihre Nachricht ist bei uns eingegangen",
      reference:
        "Ihre Referenznummer lautet {reference}. Bitte geben Sie sie an, wenn Sie uns noch einmal zum selben Anliegen schreiben.",
      received: "Eingegangen am {time}. Unser Support-Team antwortet Ihnen innerhalb von zwei Werktagen per E-Mail.",
      time: "{date}\u00a0Uhr",
      another: "Weitere Nachricht senden",
      downloads: "Downloads und Anleitungen",
    },
    schema: {
      nameRequired: "Bitte geben Sie Ihren Namen ein.",
      nameTooLong: `Ihr Name ist zu lang: höchstens ${NAME_MAX} Zeichen.`,
      emailRequired: "Bitte geben Sie Ihre E-Mail-Adresse ein, damit wir Ihnen antworten können.",
      emailTooLong: `Diese E-Mail-Adresse ist zu lang: höchstens ${EMAIL_MAX} Zeichen.`,
      emailInvalid: "Bitte geben Sie eine E-Mail-Adresse wie name@example.com ein.",
      country: "Bitte wählen Sie das Land, aus dem Sie schreiben.",
      topic: "Bitte wählen Sie, worum es in Ihrer Nachricht geht.",
      modelTooLong: `Ein Modellname hat höchstens ${MODEL_MAX} Zeichen, zum Beispiel SP-C121.`,
      modelShape: "Ein Modellname enthält Buchstaben oder Ziffern, zum Beispiel SP-C121.",
      unknownModel:
        "Ein Modell namens „{typed}“ kennen wir nicht. Prüfen Sie den Namen auf dem Bedienfeld des Instruments, oder lassen Sie dieses Feld leer und beschreiben Sie das Instrument in Ihrer Nachricht.",
      serial:
        "Eine Seriennummer besteht aus zwei Buchstaben und acht Ziffern, zum Beispiel NV24012345. Sie steht auf dem Etikett an der Unter- oder Rückseite des Instruments.",
      messageRequired: "Bitte schreiben Sie Ihre Nachricht.",
      messageTooShort: `Bitte schreiben Sie mindestens ${MESSAGE_MIN} Zeichen, damit wir Ihnen helfen können.`,
      messageTooLong: `Ihre Nachricht ist zu lang: höchstens ${de(MESSAGE_MAX)} Zeichen.`,
      consent: "Bitte bestätigen Sie, dass Sie die Datenschutzerklärung gelesen haben.",
      dealer: "Dieser Händler steht nicht in unserer Liste.",
      unreadable: "Dieses Feld enthält Zeichen, die nicht gelesen werden konnten. Bitte geben Sie es noch einmal ein.",
      malformed:
        "Dieses Feld wurde in einer Form gesendet, die diese Seite nicht verwendet. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.",
    },
    action: {
      notAForm: "Bitte senden Sie dieses Formular von der Kontaktseite aus: Es nimmt nur Formulardaten an.",
      unreadableForm: "Das Formular konnte nicht gelesen werden. Bitte senden Sie es noch einmal.",
      leftEmpty: "Ihre Nachricht wurde nicht gesendet: Das Feld „Dieses Feld bitte leer lassen“ muss leer bleiben.",
      unverified:
        "Dieses Formular konnte nicht überprüft werden. Bitte laden Sie die Seite neu und senden Sie Ihre Nachricht noch einmal.",
      tooFast: "Das ging zu schnell. Bitte prüfen Sie Ihre Nachricht und senden Sie sie erneut.",
      expired: "Dieses Formular war länger als einen Tag geöffnet. Bitte senden Sie Ihre Nachricht noch einmal.",
      rateLimited:
        "Sie haben in der letzten Stunde bereits mehrere Nachrichten gesendet. Bitte warten Sie {minutes} {unit}, bevor Sie eine weitere senden, oder schreiben Sie an {email}.",
      minute: "Minute",
      minutes: "Minuten",
    },
  },
  ja: {
    page: {
      title: "お問い合わせ",
      support: "サポート",
      description:
        "製品に関するご質問、技術サポート、販売店・報道関係のお問い合わせは、こちらからNotevaへお寄せください。",
      intro:
        "製品に関するご質問、技術サポート、販売店や報道関係のお問い合わせは、こちらのフォームからお送りください。2営業日以内に担当者よりご連絡いたします。{email}宛てのメールでもお問い合わせを承っております。",
      beforeYouWrite: "お問い合わせの前に",
      manuals:
        "取扱説明書とファームウェアは{link}からダウンロードいただけます。取扱説明書の「困ったときは」で解決することも少なくありません。",
      manualsLink: "ダウンロードページ",
      visit: "ご購入前に製品をお試しになりたいときや、修理のご相談は、{link}へお越しください。",
      visitLink: "お近くの販売店",
      supportByEmail: "メールでのサポート：{email}",
      supportByPhone: "お電話でのサポート：{phone}",
      phoneHours: "受付時間：{hours}",
      warranty: "保証の内容と修理のご依頼方法は、{link}のページをご覧ください。",
      warrantyLink: "保証・修理",
      privacy:
        "お送りいただいた内容はご連絡のためにのみ使用し、お問い合わせの完了から{months}か月後に削除いたします。自動送信による大量のメッセージを防ぐため、IPアドレスは鍵付きハッシュ値としてのみ保存いたします。詳しくは{policy}をご覧ください。",
      policy: "プライバシーポリシー",
    },
    form: {
      heading: "メッセージをお送りください",
      required: "「任意」と記された項目は空欄のままで差し支えありません。それ以外の項目はすべて必須です。",
      optional: "（任意）",
      leaveEmpty: "この欄には何も入力しないでください",
      reporting: "{store}の掲載情報に誤りや変更がございましたら、こちらのフォームからお知らせください。",
      dealerMessage: "{store}の掲載情報の変更：\n\n",
      name: "お名前",
      email: "メールアドレス",
      country: "国・地域",
      chooseCountry: "国・地域を選択してください",
      topic: "お問い合わせの種類",
      chooseTopic: "種類を選択してください",
      model: "型番",
      modelHint: "製品本体に記載されている型番です（例：SP-C121）。生産完了品もご入力いただけます。",
      serial: "シリアル番号",
      serialHint: "英字2文字と数字8桁で、製品の底面または背面のラベルに記載されています。",
      message: "お問い合わせ内容",
      messageHint: `${MESSAGE_MIN}文字以上、${ja(MESSAGE_MAX)}文字以内でご記入ください。`,
      consent: "{policy}を確認しました。",
      sending: "送信中…",
      send: "送信する",
    },
    topics: {
      product: "製品に関するご質問",
      support: "技術サポート",
      dealer: "販売店に関するお問い合わせ",
      press: "報道関係",
      other: "その他",
    },
    /** 「Tastenraum Prenzlauer Berg（ドイツ・ベルリン）」: the country, then the city, as a Japanese address runs */
    dealerLabel: "{name}（{country}・{city}）",
    /** 「株式会社青嵐楽器商会（東京都港区）」: a Japanese store, its prefecture and city as its address writes them */
    dealerLabelRegion: "{name}（{region}{city}）",
    confirmation: {
      title: "お問い合わせありがとうございます。メッセージを承りました",
      reference: "受付番号は{reference}です。同じ件で再度ご連絡いただく際は、この番号をお知らせください。",
      received: "受付日時：{time}。2営業日以内に担当者よりメールでご連絡いたします。",
      time: "{date}",
      another: "別のメッセージを送る",
      downloads: "ダウンロード・取扱説明書",
    },
    schema: {
      nameRequired: "お名前をご入力ください。",
      nameTooLong: `お名前が長すぎます。${NAME_MAX}文字以内でご入力ください。`,
      emailRequired: "ご連絡のため、メールアドレスをご入力ください。",
      emailTooLong: `メールアドレスが長すぎます。${EMAIL_MAX}文字以内でご入力ください。`,
      emailInvalid: "name@example.comのような形式でメールアドレスをご入力ください。",
      country: "お住まいの国・地域をお選びください。",
      topic: "お問い合わせの種類をお選びください。",
      modelTooLong: `型番は${MODEL_MAX}文字以内です（例：SP-C121）。`,
      modelShape: "型番は英字または数字でご入力ください（例：SP-C121）。",
      unknownModel:
        "「{typed}」というモデルは見つかりませんでした。製品本体に記載されている型番をご確認いただくか、この欄を空欄のままにして、お問い合わせ内容に製品の特徴をお書きください。",
      serial:
        "シリアル番号は英字2文字と数字8桁です（例：NV24012345）。製品の底面または背面のラベルに記載されています。",
      messageRequired: "お問い合わせ内容をご入力ください。",
      messageTooShort: `的確にご案内するため、${MESSAGE_MIN}文字以上でご記入ください。`,
      messageTooLong: `お問い合わせ内容が長すぎます。${ja(MESSAGE_MAX)}文字以内でご入力ください。`,
      consent: "プライバシーポリシーをご確認のうえ、チェックを入れてください。",
      dealer: "この販売店は一覧に掲載されておりません。",
      unreadable: "この欄に読み取れない文字が含まれています。お手数ですが、もう一度ご入力ください。",
      malformed:
        "この欄は、このページでは使用しない形式で送信されました。お手数ですが、ページを再読み込みして、もう一度お試しください。",
    },
    action: {
      notAForm: "このフォームはお問い合わせページから送信してください。フォームデータ以外はお受けいたしかねます。",
      unreadableForm: "フォームを読み取れませんでした。お手数ですが、もう一度送信してください。",
      leftEmpty:
        "メッセージは送信されませんでした。「この欄には何も入力しないでください」の欄は空欄のままにしてください。",
      unverified:
        "フォームを確認できませんでした。お手数ですが、ページを再読み込みして、もう一度メッセージを送信してください。",
      tooFast: "送信が早すぎました。内容をご確認のうえ、もう一度送信してください。",
      expired: "このフォームは1日以上開いたままになっていました。お手数ですが、もう一度メッセージを送信してください。",
      rateLimited:
        "この1時間に複数のメッセージをお送りいただいています。次のメッセージは{minutes}{unit}ほどお待ちいただいてから送信いただくか、{email}までメールでご連絡ください。",
      minute: "分",
      minutes: "分",
    },
  },
});
