/** The admin's firmware news screen (/admin/firmware-news) in the admin's three languages. */
import { defineText } from "~/lib/i18n/text";

const en = {
  title: "Firmware news",
  intro:
    "Visitors subscribe per model to an e-mail when new firmware is out, and confirm by a link (double opt-in). Every firmware upload mails each confirmed subscriber of its model once. Addresses are never listed here.",
  columns: { model: "Model", confirmed: "Confirmed", pending: "Waiting for confirmation" },
  none: "No one has subscribed yet.",
  eraseTitle: "Erase an address",
  eraseIntro:
    "When someone asks for their address to be erased: every subscription of it and its firmware news mails are deleted. The audit log records how many, never the address.",
  address: "E-mail address",
  erase: "Erase",
  erased: "Done. If the address had subscriptions, they are erased.",
  invalid: "Enter an e-mail address.",
};

export const firmwareNewsAdminText = defineText(en, {
  de: {
    title: "Firmware-Neuigkeiten",
    intro:
      "Besucherinnen und Besucher bestellen je Modell eine E-Mail bei neuer Firmware und bestätigen per Link (Double-Opt-in). Jeder Firmware-Upload sendet allen bestätigten Abonnentinnen und Abonnenten des Modells je eine E-Mail. Adressen werden hier nie aufgelistet.",
    columns: { model: "Modell", confirmed: "Bestätigt", pending: "Warten auf Bestätigung" },
    none: "Bisher hat sich niemand angemeldet.",
    eraseTitle: "Adresse löschen",
    eraseIntro:
      "Wenn jemand die Löschung der eigenen Adresse verlangt: Alle Anmeldungen dieser Adresse und ihre E-Mails zu Firmware-Neuigkeiten werden gelöscht. Das Änderungsprotokoll hält fest, wie viele, aber nie die Adresse.",
    address: "E-Mail-Adresse",
    erase: "Löschen",
    erased: "Erledigt. Falls die Adresse angemeldet war, sind ihre Anmeldungen gelöscht.",
    invalid: "Bitte geben Sie eine E-Mail-Adresse ein.",
  },
  ja: {
    title: "ファームウェアのお知らせ",
    intro:
      "お客様は機種ごとに新しいファームウェアのお知らせメールを登録し、リンクで確認します（ダブルオプトイン）。ファームウェアをアップロードするたびに、その機種の確認済みの登録者全員に1通ずつメールが送られます。アドレスはここには表示されません。",
    columns: { model: "機種", confirmed: "確認済み", pending: "確認待ち" },
    none: "まだ登録はありません。",
    eraseTitle: "アドレスの削除",
    eraseIntro:
      "アドレスの削除を求められたとき：そのアドレスのすべての登録と、ファームウェアのお知らせメールを削除します。監査ログには件数だけが記録され、アドレスは記録されません。",
    address: "メールアドレス",
    erase: "削除する",
    erased: "完了しました。登録があった場合は削除されています。",
    invalid: "メールアドレスを入力してください。",
  },
});
