/**
 * Why a save was refused, in the admin's three languages: a service refuses with a code and its
 * values (`Refusal`, app/lib/forms/refusal.ts), the admin writes the message in the editor's
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
  resetLinkGone: "This link was used already or has expired. Ask for a new one.",
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
  noSteppingStone:
    "The image needs firmware {version} or later installed first, and no such release of {product} is published: publish that release first, or no instrument could reach this one.",
  firmwareZipUnreadable:
    "This ZIP archive cannot be read: it is damaged, or packed in a way the site does not unpack. Upload the archive exactly as the firmware team delivered it.",
  firmwareNoImage: "The ZIP archive holds no firmware image: a firmware release holds exactly one .BIN file.",
  firmwareImages:
    "The ZIP archive holds more than one firmware image ({names}): a firmware release holds exactly one .BIN file.",
  firmwareImageTooLarge: "{name} unpacks to more than {max} MB: that is not a firmware image.",
  firmwareNotSigned:
    "{name} is not a signed firmware image (header format 02), so instruments refuse it. Upload the image the firmware team signed.",
  firmwareUnknownKey:
    "{name} is signed with a key Noteva instruments do not trust (key id {keyId}), so they refuse it. Ask the firmware team for the image signed with a release key.",
  firmwareBadSignature:
    "The signature of {name} does not verify: its header was changed after signing, or the file is damaged. Upload the image exactly as the firmware team signed it.",
  firmwareBodyLength:
    "{name} holds {actual} bytes after its header, but its signed header says {expected}: the image is incomplete, or was changed after signing.",
  firmwareBodyChanged:
    "The contents of {name} do not match the SHA-256 in its signed header: the image was changed after signing, or is damaged.",
  firmwareOtherModel:
    "{name} is firmware for {imageProduct} (MIDI family {imageFamily}, member {imageMember}), not for {product} (family {family}, member {member}): choose the right product or image.",
  firmwareNoCodes:
    "{product} has no MIDI family and member codes, so no firmware image can be checked against it: give its product line and the model their codes first.",
  firmwareVersion: "{name} is firmware {imageVersion}, not {version}: correct the version, or choose the right image.",
  firmwareMinimumNotLower:
    "{name} needs firmware {minimum} installed first, which is not older than its own version {version}, so no instrument could take it. Ask the firmware team for a corrected image.",
};

export type RefusalCode = keyof typeof en;

export const refusalText = defineText(en, {
  de: {
    addressTaken: "„{by}“ verwendet diese Adresse bereits. Bitte wählen Sie eine andere.",
    storeIdTaken: "Einen Händler mit dieser ID gibt es bereits. Bitte wählen Sie eine andere.",
    modelCodeTaken: "Ein Produkt mit dem Modellkürzel {id} gibt es bereits.",
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
    resetLinkGone: "Dieser Link wurde bereits verwendet oder ist abgelaufen. Fordern Sie einen neuen an.",
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
      "Die Produktlinie „{line}“ hat bereits den MIDI-Familiencode {family}. Jede Linie braucht einen eigenen.",
    midiMemberTaken:
      "Das Modell {product} hat in dieser Produktlinie bereits den MIDI-Modellcode {member}. Jedes Modell einer Linie braucht einen eigenen.",
    noSteppingStone:
      "Das Image setzt die installierte Firmware {version} oder neuer voraus, doch für {product} ist noch keine solche Firmware veröffentlicht. Veröffentlichen Sie diese zuerst, sonst kann kein Instrument diese Version erreichen.",
    firmwareZipUnreadable:
      "Dieses ZIP-Archiv lässt sich nicht lesen: Es ist beschädigt oder so gepackt, dass die Website es nicht entpackt. Laden Sie das Archiv genau so hoch, wie das Firmware-Team es geliefert hat.",
    firmwareNoImage: "Das ZIP-Archiv enthält kein Firmware-Image: Eine Firmware enthält genau eine .BIN-Datei.",
    firmwareImages:
      "Das ZIP-Archiv enthält mehr als ein Firmware-Image ({names}): Eine Firmware enthält genau eine .BIN-Datei.",
    firmwareImageTooLarge: "{name} ist entpackt größer als {max} MB: Das ist kein Firmware-Image.",
    firmwareNotSigned:
      "{name} ist kein signiertes Firmware-Image (Kopfformat 02), deshalb lehnen die Instrumente es ab. Laden Sie das vom Firmware-Team signierte Image hoch.",
    firmwareUnknownKey:
      "{name} ist mit einem Schlüssel signiert, dem Noteva-Instrumente nicht vertrauen (Schlüssel-ID {keyId}), deshalb lehnen sie es ab. Bitten Sie das Firmware-Team um das mit einem Freigabeschlüssel signierte Image.",
    firmwareBadSignature:
      "Die Signatur von {name} ist ungültig: Der Kopf wurde nach dem Signieren geändert, oder die Datei ist beschädigt. Laden Sie das Image genau so hoch, wie das Firmware-Team es signiert hat.",
    firmwareBodyLength:
      "{name} enthält nach dem Kopf {actual} Bytes, der signierte Kopf nennt aber {expected}: Das Image ist unvollständig oder wurde nach dem Signieren geändert.",
    firmwareBodyChanged:
      "Der Inhalt von {name} passt nicht zum SHA-256 im signierten Kopf: Das Image wurde nach dem Signieren geändert oder ist beschädigt.",
    firmwareOtherModel:
      "{name} ist Firmware für {imageProduct} (Familiencode {imageFamily}, Modellcode {imageMember}), nicht für {product} (Familiencode {family}, Modellcode {member}). Wählen Sie das richtige Produkt oder Image.",
    firmwareNoCodes:
      "{product} hat keinen MIDI-Familien- und Modellcode, deshalb lässt sich kein Firmware-Image dafür prüfen. Geben Sie der Produktlinie und dem Modell zuerst ihre Codes.",
    firmwareVersion:
      "{name} ist Firmware {imageVersion}, nicht {version}. Korrigieren Sie die Versionsnummer oder wählen Sie das richtige Image.",
    firmwareMinimumNotLower:
      "{name} setzt die installierte Firmware {minimum} voraus, die nicht älter ist als seine eigene Version {version}, deshalb könnte kein Instrument es installieren. Bitten Sie das Firmware-Team um ein korrigiertes Image.",
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
    resetLinkGone: "このリンクは使用済みか、有効期限が切れています。新しいリンクをご依頼ください。",
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
    noSteppingStone:
      "このイメージには先にファームウェアVer.{version}以降のインストールが必要ですが、{product}の該当するファームウェアはまだ公開されていません。先にそのファームウェアを公開してください。公開しないと、どの楽器もこのバージョンにアップデートできません。",
    firmwareZipUnreadable:
      "このZIPファイルを読み込めません。破損しているか、サイトで展開できない形式です。ファームウェアチームから受け取ったファイルをそのままアップロードしてください。",
    firmwareNoImage:
      "ZIPファイルにファームウェアイメージがありません。ファームウェアのZIPファイルには「.BIN」ファイルを1つだけ入れてください。",
    firmwareImages:
      "ZIPファイルにファームウェアイメージが複数あります（{names}）。ファームウェアのZIPファイルには「.BIN」ファイルを1つだけ入れてください。",
    firmwareImageTooLarge: "{name}は展開すると{max}MBを超えます。ファームウェアイメージではありません。",
    firmwareNotSigned:
      "{name}は署名付きのファームウェアイメージ（ヘッダー形式02）ではないため、楽器が受け付けません。ファームウェアチームが署名したイメージをアップロードしてください。",
    firmwareUnknownKey:
      "{name}はNotevaの楽器が信頼していない鍵（鍵ID：{keyId}）で署名されているため、楽器が受け付けません。リリース用の鍵で署名したイメージをファームウェアチームに依頼してください。",
    firmwareBadSignature:
      "{name}の署名を検証できません。署名後にヘッダーが変更されたか、ファイルが破損しています。ファームウェアチームが署名したイメージをそのままアップロードしてください。",
    firmwareBodyLength:
      "{name}のヘッダー以降のデータは{actual}バイトですが、署名付きヘッダーでは{expected}バイトです。イメージが不完全か、署名後に変更されています。",
    firmwareBodyChanged:
      "{name}の内容が署名付きヘッダーのSHA-256と一致しません。署名後にイメージが変更されたか、破損しています。",
    firmwareOtherModel:
      "{name}は{imageProduct}（MIDIファミリー{imageFamily}、メンバー{imageMember}）用のファームウェアで、{product}（ファミリー{family}、メンバー{member}）用ではありません。正しい製品またはイメージを選択してください。",
    firmwareNoCodes:
      "{product}にはMIDIのファミリーコードとメンバーコードがないため、ファームウェアイメージを確認できません。先に製品ラインと機種にコードを設定してください。",
    firmwareVersion:
      "{name}はファームウェアVer.{imageVersion}で、Ver.{version}ではありません。バージョンを修正するか、正しいイメージを選択してください。",
    firmwareMinimumNotLower:
      "{name}は先にファームウェアVer.{minimum}のインストールが必要ですが、これはイメージ自身のVer.{version}より前ではないため、どの楽器にもインストールできません。修正したイメージをファームウェアチームに依頼してください。",
  },
});
