/**
 * Why a save was refused, in the admin's three languages: a service refuses with a code and its
 * values (`Refusal`, features/forms/refusal.ts), the admin writes the message in the editor's
 * language, and logs and the command line read the English.
 */
import { defineText } from "~/lib/i18n/text";

const en = {
  addressTaken: "“{by}” already uses this address; choose another.",
  storeIdTaken: "A store with this id exists; choose another.",
  modelCodeTaken: "A product with the model code {id} exists already.",
  groupIdTaken: "A group with this id exists.",
  phoneNotInternational:
    "Write the number in international form, starting with + and the country code, such as +49 40 5550 1234.",
  phoneInvalid: "This is not a valid phone number; check its digits and country code (such as +49 40 5550 1234).",
  phoneCountry: "The store's country dials +{expected}, not +{given}; check the country code.",
  emailTaken: "Someone with this e-mail address already has an account.",
  inviteGone: "This invitation is used, expired or unknown. Ask an admin for a new one.",
  accountExists: "An account with this e-mail address exists already: sign in instead.",
  wrongCode: "This code is not right. Enter the six digits your app shows now.",
  wrongPassword: "This is not your current password.",
  unknownAssignee: "Choose someone from the list.",
  formExpired: "This form has expired: start again.",
  passkeyExists: "This passkey is already added.",
  factorFirst: "Add an authenticator app or a passkey first.",
  confirmFirst: "For this, confirm it is you first: you last did so more than five minutes ago.",
  noSuchAccount: "That account does not exist.",
  ownFactors: "Manage your own factors on your account's security page.",
  accountGone: "That account no longer exists.",
  ownAccount: "You cannot change your own role or account here.",
  sessionEnded: "That session has already ended.",
  passkeyNotAdded: "The passkey could not be added. Try again.",
  recoveryCodeUsed: "This recovery code was used already.",
  nothingToConfirm: "This field has no translation to confirm.",
  documentGone: "That document is not in the list any more.",
  documentMoved: "The document to replace is not on that product any more; upload it as a new document.",
  softwareGone: "That software is not in the list any more.",
  replacedBy:
    "Not replaced: {by} replaced it with {name} on {at}, after you opened this form. Check the list, then replace it again if your file should still take its place.",
  replacedWith:
    "Not replaced: it is now {name}, after you opened this form. Check the list, then replace it again if your file should still take its place.",
  versionUnreadable: "This version was kept in a form that can no longer be restored.",
  productGone: "This product is gone.",
  lineGone: "This product line is gone.",
  groupGone: "This group is gone.",
  articleGone: "This article is gone.",
  storeGone: "This store is gone.",
  recordGone: "This record is gone.",
  versionLineGone: "The product line {id} this version belonged to is gone.",
  hoursUnreadable: "This version's opening hours (“{hours}”) cannot be read as days and times.",
  midiFamilyTakenNow: "The product line {line} has MIDI family code {family} now: give it another code first.",
  midiMemberTakenNow: "{product} has MIDI member code {member} in this product line now: give it another code first.",
  midiFamilyTaken: "The product line {line} has family code {family} already: each line needs its own.",
  midiMemberTaken:
    "{product} has member code {member} in this product line already: each model of a line needs its own.",
  minimumNotLower: "The minimum installed version must be lower than the release's own version, {version}.",
  noSteppingStone:
    "No firmware {version} or later of {product} is published: publish that release first, or no instrument could reach this one.",
  releaseGone: "That firmware release is not in the list any more.",
};

export type RefusalCode = keyof typeof en;

export const refusalText = defineText(en, {
  de: {
    addressTaken: "„{by}“ verwendet diese Adresse bereits. Bitte wählen Sie eine andere.",
    storeIdTaken: "Einen Händler mit dieser ID gibt es bereits. Bitte wählen Sie eine andere.",
    modelCodeTaken: "Ein Produkt mit dem Modellcode {id} gibt es bereits.",
    groupIdTaken: "Eine Gruppe mit dieser ID gibt es bereits.",
    phoneNotInternational:
      "Bitte geben Sie die Nummer international ein, mit + und Ländervorwahl, zum Beispiel +49 40 5550 1234.",
    phoneInvalid:
      "Diese Telefonnummer ist ungültig. Bitte prüfen Sie die Ziffern und die Ländervorwahl (zum Beispiel +49 40 5550 1234).",
    phoneCountry:
      "Das Land des Händlers hat die Vorwahl +{expected}, nicht +{given}. Bitte prüfen Sie die Ländervorwahl.",
    emailTaken: "Für diese E-Mail-Adresse gibt es bereits ein Konto.",
    inviteGone:
      "Diese Einladung wurde bereits verwendet, ist abgelaufen oder unbekannt. Bitten Sie eine Administratorin oder einen Administrator um eine neue.",
    accountExists: "Für diese E-Mail-Adresse gibt es bereits ein Konto. Bitte melden Sie sich an.",
    wrongCode: "Dieser Code ist nicht korrekt. Geben Sie die sechs Ziffern ein, die Ihre App jetzt anzeigt.",
    wrongPassword: "Das ist nicht Ihr aktuelles Passwort.",
    unknownAssignee: "Bitte wählen Sie eine Person aus der Liste.",
    formExpired: "Dieses Formular ist abgelaufen. Bitte beginnen Sie von vorn.",
    passkeyExists: "Dieser Passkey ist bereits hinzugefügt.",
    factorFirst: "Fügen Sie zuerst eine Authenticator-App oder einen Passkey hinzu.",
    confirmFirst:
      "Bestätigen Sie dafür zuerst Ihre Identität: Die letzte Bestätigung liegt mehr als fünf Minuten zurück.",
    noSuchAccount: "Dieses Konto gibt es nicht.",
    ownFactors: "Ihre eigenen Faktoren verwalten Sie auf der Sicherheitsseite Ihres Kontos.",
    accountGone: "Dieses Konto gibt es nicht mehr.",
    ownAccount: "Ihre eigene Rolle und Ihr eigenes Konto können Sie hier nicht ändern.",
    sessionEnded: "Diese Sitzung ist bereits beendet.",
    passkeyNotAdded: "Der Passkey konnte nicht hinzugefügt werden. Bitte versuchen Sie es erneut.",
    recoveryCodeUsed: "Dieser Wiederherstellungscode wurde bereits verwendet.",
    nothingToConfirm: "Für dieses Feld gibt es keine Übersetzung, die sich bestätigen ließe.",
    documentGone: "Dieses Dokument ist nicht mehr in der Liste.",
    documentMoved:
      "Das zu ersetzende Dokument gehört nicht mehr zu diesem Produkt. Bitte laden Sie es als neues Dokument hoch.",
    softwareGone: "Diese Software ist nicht mehr in der Liste.",
    replacedBy:
      "Nicht ersetzt: {by} hat das Dokument am {at} durch {name} ersetzt, nachdem Sie dieses Formular geöffnet haben. Prüfen Sie die Liste und ersetzen Sie es erneut, wenn Ihre Datei trotzdem an seine Stelle soll.",
    replacedWith:
      "Nicht ersetzt: Das Dokument wurde durch {name} ersetzt, nachdem Sie dieses Formular geöffnet haben. Prüfen Sie die Liste und ersetzen Sie es erneut, wenn Ihre Datei trotzdem an seine Stelle soll.",
    versionUnreadable: "Diese Version ist in einer Form gespeichert, die sich nicht mehr wiederherstellen lässt.",
    productGone: "Dieses Produkt gibt es nicht mehr.",
    lineGone: "Diese Produktlinie gibt es nicht mehr.",
    groupGone: "Diese Gruppe gibt es nicht mehr.",
    articleGone: "Diesen Artikel gibt es nicht mehr.",
    storeGone: "Diesen Händler gibt es nicht mehr.",
    recordGone: "Diesen Eintrag gibt es nicht mehr.",
    versionLineGone: "Die Produktlinie {id}, zu der diese Version gehörte, gibt es nicht mehr.",
    hoursUnreadable: "Die Öffnungszeiten dieser Version („{hours}“) lassen sich nicht als Tage und Uhrzeiten lesen.",
    midiFamilyTakenNow:
      "Die Produktlinie „{line}“ hat jetzt den MIDI-Familiencode {family}. Geben Sie ihr zuerst einen anderen Code.",
    midiMemberTakenNow:
      "{product} hat in dieser Produktlinie jetzt den MIDI-Modellcode {member}. Geben Sie dem Modell zuerst einen anderen Code.",
    midiFamilyTaken:
      "Die Produktlinie „{line}“ hat bereits den Familiencode {family}. Jede Linie braucht einen eigenen.",
    midiMemberTaken:
      "Das Modell {product} hat in dieser Produktlinie bereits den Modellcode {member}. Jedes Modell einer Linie braucht einen eigenen.",
    minimumNotLower:
      "Die mindestens installierte Version muss niedriger sein als die Version dieser Firmware, {version}.",
    noSteppingStone:
      "Für {product} ist noch keine Firmware {version} oder neuer veröffentlicht. Veröffentlichen Sie diese zuerst, sonst kann kein Instrument diese Version erreichen.",
    releaseGone: "Diese Firmware steht nicht mehr in der Liste.",
  },
  ja: {
    addressTaken: "このアドレスは「{by}」で使用されています。別のアドレスを指定してください。",
    storeIdTaken: "このIDの販売店はすでにあります。別のIDを指定してください。",
    modelCodeTaken: "型番{id}の製品はすでにあります。",
    groupIdTaken: "このIDのグループはすでにあります。",
    phoneNotInternational: "電話番号は「+」と国番号から始まる国際形式で入力してください（例：+49 40 5550 1234）。",
    phoneInvalid: "有効な電話番号ではありません。数字と国番号を確認してください（例：+49 40 5550 1234）。",
    phoneCountry: "この販売店の国の国番号は+{expected}です（入力は+{given}）。国番号を確認してください。",
    emailTaken: "このメールアドレスのアカウントはすでにあります。",
    inviteGone: "この招待は使用済み、期限切れ、または無効です。管理者に新しい招待を依頼してください。",
    accountExists: "このメールアドレスのアカウントはすでにあります。サインインしてください。",
    wrongCode: "コードが正しくありません。アプリに現在表示されている6桁の数字を入力してください。",
    wrongPassword: "現在のパスワードが正しくありません。",
    unknownAssignee: "一覧から担当者を選択してください。",
    formExpired: "このフォームは有効期限が切れています。最初からやり直してください。",
    passkeyExists: "このパスキーはすでに追加されています。",
    factorFirst: "先に認証アプリまたはパスキーを追加してください。",
    confirmFirst: "この操作の前に本人確認をしてください。前回の確認から5分以上たっています。",
    noSuchAccount: "そのアカウントは存在しません。",
    ownFactors: "ご自身の認証要素は、アカウントのセキュリティーページで管理してください。",
    accountGone: "そのアカウントはすでに存在しません。",
    ownAccount: "ご自身のロールやアカウントはここでは変更できません。",
    sessionEnded: "そのセッションはすでに終了しています。",
    passkeyNotAdded: "パスキーを追加できませんでした。もう一度お試しください。",
    recoveryCodeUsed: "このリカバリーコードはすでに使用されています。",
    nothingToConfirm: "この項目には確認できる翻訳がありません。",
    documentGone: "そのドキュメントは一覧にありません。",
    documentMoved:
      "差し替えるドキュメントはその製品に登録されていません。新しいドキュメントとしてアップロードしてください。",
    softwareGone: "そのソフトウェアは一覧にありません。",
    replacedBy:
      "差し替えていません。このフォームを開いた後、{at}に{by}さんが{name}に差し替えました。一覧を確認し、それでもこのファイルに差し替える場合はもう一度差し替えてください。",
    replacedWith:
      "差し替えていません。このフォームを開いた後、{name}に変わりました。一覧を確認し、それでもこのファイルに差し替える場合はもう一度差し替えてください。",
    versionUnreadable: "このバージョンは復元できない形式で保存されています。",
    productGone: "この製品はすでに存在しません。",
    lineGone: "この製品ラインはすでに存在しません。",
    groupGone: "このグループはすでに存在しません。",
    articleGone: "この記事はすでに存在しません。",
    storeGone: "この販売店はすでに存在しません。",
    recordGone: "このデータはすでに存在しません。",
    versionLineGone: "このバージョンが属していた製品ライン{id}はすでに存在しません。",
    hoursUnreadable: "このバージョンの営業時間（「{hours}」）は曜日と時刻として読み取れません。",
    midiFamilyTakenNow:
      "製品ライン「{line}」が現在MIDIファミリーコード{family}を使用しています。先にそのラインのコードを変更してください。",
    midiMemberTakenNow:
      "この製品ラインでは、{product}が現在MIDIメンバーコード{member}を使用しています。先にその機種のコードを変更してください。",
    midiFamilyTaken:
      "製品ライン「{line}」がすでにファミリーコード{family}を使用しています。ラインごとに異なるコードを指定してください。",
    midiMemberTaken:
      "この製品ラインでは、{product}がすでにメンバーコード{member}を使用しています。機種ごとに異なるコードを指定してください。",
    minimumNotLower:
      "必要なインストール済みバージョンには、このファームウェアのバージョン{version}より前のバージョンを入力してください。",
    noSteppingStone:
      "{product}のファームウェア{version}以降はまだ公開されていません。先にそのファームウェアを公開してください。公開しないと、どの楽器もこのバージョンにアップデートできません。",
    releaseGone: "このファームウェアは一覧にありません。",
  },
});
