/**
 * The words of "Check my instrument" (/support/check) in each language: what the page does and
 * needs, the manual route, and everything the checker says while it identifies and updates an
 * instrument. `{name}` is filled in by `fill()`; `[…]` is heard by screen readers only.
 */
import type { Locale } from "~/lib/i18n/locales";
import { defineText } from "~/lib/i18n/text";

const en = {
  support: "Support",
  crumb: "Check my instrument",
  title: "Check my instrument",
  description:
    "Connect a Noteva instrument by USB: the page names the model, its firmware, what changed since and its manuals, and updates it safely in the browser.",
  intro:
    "Connect your Noteva instrument by USB and press Connect. The page names the model and its installed firmware, shows what changed since and links its manuals. If newer firmware exists, it updates the instrument here: the instrument keeps its current firmware until the new one has arrived complete and checked.",
  needsTitle: "What you need",
  needs: [
    "A computer with Chrome, Edge, Opera or Firefox: a browser with Web MIDI. Safari has none.",
    "Your permission for this site to use MIDI devices, including system exclusive messages. The browser asks when you press Connect.",
    "A USB cable from the instrument's USB TO HOST port to the computer. Over Bluetooth the page can name the instrument, but an update needs the cable.",
  ],
  privacy:
    "Nothing about your instrument leaves your browser: the page only downloads public firmware files from this site.",
  noScript: "The checker needs JavaScript, which is off in this browser. You can update by hand as described below.",
  connectTitle: "Connect",
  prompt:
    "When you press Connect, your browser asks whether this site may use your MIDI devices (some browsers say “control and reprogram”). Please allow it: the page needs it to read the model and firmware, and to send an update.",
  connect: "Connect",
  searchAgain: "Search again",
  asking: "Waiting for your permission …",
  searching: "Looking for instruments …",
  noMidi:
    "This browser has no Web MIDI, so the page cannot reach your instrument. Use Chrome, Edge, Opera or Firefox on a computer, or update by hand as described below.",
  refused:
    "The browser did not allow MIDI access, so the page cannot reach your instrument. Allow MIDI for this site in the browser's site settings and press Connect again, or update by hand as described below.",
  noneFound:
    "No instrument answered. Check that it is switched on and connected by USB, and close other programs that use it. You can also update by hand as described below.",
  found: "Found {count}",
  installed: "Installed firmware:",
  upToDate: "Up to date: {version} is the latest firmware.",
  available: "Firmware {version} is available.",
  notesTitle: "What changed since {version}",
  currentNotes: "What {version} brought",
  release: "{version} · {date}",
  manualsTitle: "Manuals",
  readManual: "Read the owner's manual online",
  /** A PDF of the model: its kind (the catalogue's words), language and size. */
  document: "{kind} · {language} · PDF · {size}",
  firmwarePage: "{product} firmware page",
  update: "Update to {version}",
  steps: "First {first}, then {rest}: {version} needs {minimum} or later installed.",
  stepsJoin: ", then ",
  bluetooth: "Connected over Bluetooth: to update, connect the USB cable and search again.",
  unknownModel:
    "A Noteva instrument this site does not know answered on “{port}”: family {family}, member {member}, firmware {version}. Please {contact} with these numbers.",
  otherMaker:
    "A device that is not a Noteva instrument answered on “{port}”: manufacturer ID {manufacturer}, family {family}, member {member}, version {version}. Its maker can help with it. For a Noteva instrument, {contact} or see {support}.",
  contact: "contact us",
  supportLink: "Support",
  preparing: "Downloading {version} and checking it …",
  step: "Step {step} of {steps}: firmware {version}",
  progress: "{percent} · {left}",
  leftMinutes: "about {minutes} min left",
  leftSeconds: "about {seconds} s left",
  leftUnknown: "working out the time left",
  announce: "{percent} sent",
  keepConnected: "Keep the instrument connected and this page open until the update is complete.",
  lost: "The connection was lost at {percent}. Connect the cable again: the update continues where it stopped. The instrument keeps its current firmware until then.",
  resumed: "Connected again: the update continues from {percent}.",
  phases: {
    committing: "Everything has arrived: the instrument checks {version} …",
    verifying: "The instrument checks {version} against its signature …",
    installing: "Installing {version}: the {product} restarts by itself when it is done; leave it connected.",
    restarting: "Restarting: the {product} starts again by itself; leave it connected.",
    away: "The {product} does not answer while it installs and restarts. Leave it connected; if the cable came out, connect it again.",
  },
  cancel: "Cancel the update",
  leaveTitle: "An update is running",
  leaveBody: "If you leave this page now, the update is cancelled and the instrument keeps its current firmware.",
  leaveCommitted:
    "The instrument is installing the new firmware and finishes by itself, but if you leave, this page cannot tell you how it ended. Come back and search again to read its version.",
  stay: "Stay on this page",
  leave: "Leave",
  midiFailed:
    "MIDI did not start in this browser ({error}), so the page cannot reach your instrument. Close other programs that use MIDI, disconnect and reconnect the instrument, restart the browser and press Connect again, or update by hand as described below.",
  unpaired:
    "The {product} answered, but none of this computer's MIDI outputs reaches it, so the page cannot send it an update. Disconnect and reconnect its USB cable and search again, or update by hand as described below.",
  battery:
    "Running on batteries at {level}: an update needs at least {minimum}. Connect the power adapter and search again.",
  done: "Updated: your {product} now runs firmware {version}.",
  leaveWarning: "The update is still running. Leave anyway?",
  tryAgain: "Try again",
  errors: {
    damaged:
      "The downloaded file does not match its published checksum (SHA-256), so nothing was sent. Please try again; if it happens again, {contact}.",
    wrongModel:
      "The downloaded file is firmware for the {other}, not for your {product}, so nothing was sent. Please {contact}.",
    download: "The firmware file could not be downloaded. Check the internet connection and try again.",
    timeout:
      "The instrument stopped answering. It keeps its current firmware. Check the cable and the power, then try again.",
    refused: "The instrument refused the update (reason {reason}). It keeps its current firmware.",
    hash: "The instrument found the received firmware incomplete and discarded it; it keeps its current firmware. Please try again.",
    needsNewer: "The instrument needs firmware {minimum} or later installed first.",
    mismatch: "After the update the instrument reports firmware {installed}, not {version}. Please {contact}.",
    unsigned:
      "The downloaded firmware does not carry Noteva's signature, so nothing was sent and your instrument was not changed. Please {contact}.",
    downgrade: "The instrument already runs {installed}, which is newer; it never goes back to older firmware.",
    battery:
      "The instrument's batteries are at {level}; below {minimum} it installs no firmware. Connect the power adapter and try again: the transfer continues where it stopped.",
    startFailed:
      "The new firmware did not start, so the instrument went back to its firmware {version} and works as before. Please try again; if it happens again, {contact}.",
    notYet:
      "The {product} has not finished installing {version} yet, or has not come back after its restart. Leave it switched on and connected: it finishes by itself. Then press Search again to read its version. If it still does not answer after 5 minutes, switch it off and on, and search again.",
    cancelled: "Update cancelled. The instrument keeps its firmware {installed}.",
  },
  otherModel: "family {family}, member {member}",
  manualTitle: "Update by hand",
  manualIntro:
    "Each firmware page gives the file and the steps for its model: from a USB flash drive, or from a computer.",
  manualLink: "{product} firmware {version}",
  aboutMidi: "The MIDI implementation: the messages the instruments understand, byte by byte",
  /** On each firmware page, beside the update steps. */
  firmwareIntro:
    "The easiest way is in your browser: connect the {product} to a computer by USB and open “{link}”. Or by hand:",
  checkMy: "Check my {product}",
};
const checkText = defineText(en, {
  de: {
    support: "Support",
    crumb: "Instrument prüfen",
    title: "Instrument prüfen",
    description:
      "Schließen Sie Ihr Noteva-Instrument per USB an: Die Seite zeigt Modell, installierte Firmware, Neuerungen und passende Anleitungen – und aktualisiert die Firmware sicher im Browser.",
    intro:
      "Schließen Sie Ihr Noteva-Instrument per USB an und wählen Sie „Verbinden“. Die Seite nennt das Modell und die installierte Firmware, zeigt die Neuerungen seit dieser Version und verlinkt die Anleitungen. Gibt es neuere Firmware, aktualisiert sie das Instrument direkt hier: Es behält seine bisherige Firmware, bis die neue vollständig angekommen und geprüft ist.",
    needsTitle: "Was Sie brauchen",
    needs: [
      "Einen Computer mit Chrome, Edge, Opera oder Firefox, also einen Browser mit Web MIDI. Safari unterstützt es nicht.",
      "Ihre Erlaubnis, dass diese Website MIDI-Geräte einschließlich SysEx-Nachrichten verwenden darf. Der Browser fragt danach, sobald Sie „Verbinden“ wählen.",
      "Ein USB-Kabel vom Anschluss USB TO HOST des Instruments zum Computer. Über Bluetooth erkennt die Seite das Instrument, für ein Update brauchen Sie aber das Kabel.",
    ],
    privacy:
      "Keine Angabe zu Ihrem Instrument verlässt Ihren Browser: Die Seite lädt nur öffentliche Firmware-Dateien dieser Website herunter.",
    noScript:
      "Die Prüfung braucht JavaScript, das in diesem Browser ausgeschaltet ist. Sie können das Update wie unten beschrieben auch selbst durchführen.",
    connectTitle: "Verbinden",
    prompt:
      "Wenn Sie „Verbinden“ wählen, fragt Ihr Browser, ob diese Website Ihre MIDI-Geräte verwenden darf (manche Browser schreiben „steuern und neu programmieren“). Bitte erlauben Sie es: Die Seite braucht den Zugriff, um Modell und Firmware zu lesen und ein Update zu senden.",
    connect: "Verbinden",
    searchAgain: "Erneut suchen",
    asking: "Warten auf Ihre Erlaubnis …",
    searching: "Instrumente werden gesucht …",
    noMidi:
      "Dieser Browser unterstützt Web MIDI nicht, daher erreicht die Seite Ihr Instrument nicht. Verwenden Sie Chrome, Edge, Opera oder Firefox auf einem Computer oder führen Sie das Update wie unten beschrieben selbst durch.",
    refused:
      "Der Browser hat den MIDI-Zugriff nicht erlaubt, daher erreicht die Seite Ihr Instrument nicht. Erlauben Sie MIDI in den Website-Einstellungen des Browsers und wählen Sie erneut „Verbinden“ oder führen Sie das Update wie unten beschrieben selbst durch.",
    noneFound:
      "Kein Instrument hat geantwortet. Prüfen Sie, ob es eingeschaltet und per USB verbunden ist, und schließen Sie andere Programme, die es verwenden. Sie können das Update auch wie unten beschrieben selbst durchführen.",
    found: "Gefunden: {count}",
    installed: "Installierte Firmware:",
    upToDate: "Auf dem neuesten Stand: {version} ist die aktuelle Firmware.",
    available: "Firmware {version} ist verfügbar.",
    notesTitle: "Neu seit {version}",
    currentNotes: "Neu in {version}",
    release: "{version} · {date}",
    manualsTitle: "Anleitungen",
    readManual: "Bedienungsanleitung online lesen",
    document: "{kind} · {language} · PDF · {size}",
    firmwarePage: "{product}-Firmware",
    update: "Auf {version} aktualisieren",
    steps: "Zuerst {first}, danach {rest}: Version {version} setzt Firmware {minimum} oder neuer voraus.",
    stepsJoin: ", danach ",
    bluetooth: "Über Bluetooth verbunden: Schließen Sie für ein Update das USB-Kabel an und suchen Sie erneut.",
    unknownModel:
      "Ein Noteva-Instrument, das diese Website nicht kennt, hat an „{port}“ geantwortet: Familiencode {family}, Modellcode {member}, Firmware {version}. Bitte {contact} Sie uns und nennen Sie diese Zahlen.",
    otherMaker:
      "Ein Gerät, das kein Noteva-Instrument ist, hat an „{port}“ geantwortet: Hersteller-ID {manufacturer}, Familiencode {family}, Modellcode {member}, Version {version}. Bei Fragen dazu hilft Ihnen sein Hersteller. Zu Noteva-Instrumenten {contact} Sie uns oder besuchen Sie den {support}.",
    contact: "kontaktieren",
    supportLink: "Support",
    preparing: "Firmware {version} wird heruntergeladen und geprüft …",
    step: "Schritt {step} von {steps}: Firmware {version}",
    progress: "{percent} · {left}",
    leftMinutes: "noch etwa {minutes} Min.",
    leftSeconds: "noch etwa {seconds} Sek.",
    leftUnknown: "Restzeit wird berechnet",
    announce: "{percent} gesendet",
    keepConnected: "Lassen Sie das Instrument verbunden und diese Seite geöffnet, bis das Update abgeschlossen ist.",
    lost: "Die Verbindung wurde bei {percent} unterbrochen. Schließen Sie das Kabel wieder an: Das Update wird dort fortgesetzt. Bis dahin behält das Instrument seine bisherige Firmware.",
    resumed: "Wieder verbunden: Das Update wird bei {percent} fortgesetzt.",
    phases: {
      committing: "Alles ist angekommen: Das Instrument prüft Version {version} …",
      verifying: "Das Instrument prüft Version {version} anhand ihrer Signatur …",
      installing:
        "Version {version} wird installiert: Das Instrument ({product}) startet danach von selbst neu. Lassen Sie es verbunden.",
      restarting: "Neustart: Das Instrument ({product}) startet von selbst neu. Lassen Sie es verbunden.",
      away: "Das Instrument ({product}) antwortet nicht, während es installiert und neu startet. Lassen Sie es verbunden; hat sich das Kabel gelöst, schließen Sie es wieder an.",
    },
    cancel: "Update abbrechen",
    leaveTitle: "Ein Update läuft",
    leaveBody:
      "Wenn Sie diese Seite jetzt verlassen, wird das Update abgebrochen, und das Instrument behält seine bisherige Firmware.",
    leaveCommitted:
      "Das Instrument installiert die neue Firmware und schließt das von selbst ab. Wenn Sie die Seite verlassen, kann sie Ihnen aber nicht sagen, wie es ausgegangen ist. Kommen Sie zurück und suchen Sie erneut, um die Version zu lesen.",
    stay: "Auf dieser Seite bleiben",
    leave: "Verlassen",
    midiFailed:
      "MIDI ist in diesem Browser nicht gestartet ({error}), daher erreicht die Seite Ihr Instrument nicht. Schließen Sie andere Programme, die MIDI verwenden, trennen Sie das Instrument und schließen Sie es wieder an, starten Sie den Browser neu und wählen Sie erneut „Verbinden“ – oder führen Sie das Update wie unten beschrieben selbst durch.",
    unpaired:
      "Das Instrument ({product}) hat geantwortet, aber keiner der MIDI-Ausgänge dieses Computers erreicht es, daher kann die Seite ihm kein Update senden. Trennen Sie das USB-Kabel, schließen Sie es wieder an und suchen Sie erneut – oder führen Sie das Update wie unten beschrieben selbst durch.",
    battery:
      "Batteriestand {level}: Für ein Update braucht das Instrument mindestens {minimum}. Schließen Sie den Netzadapter an und suchen Sie erneut.",
    done: "Aktualisiert: Auf {gender, select, n {Ihrem} f {Ihrer} m {Ihrem}} {product} läuft jetzt Firmware {version}.",
    leaveWarning: "Das Update läuft noch. Trotzdem verlassen?",
    tryAgain: "Erneut versuchen",
    errors: {
      damaged:
        "Die heruntergeladene Datei passt nicht zu ihrer veröffentlichten Prüfsumme (SHA-256), daher wurde nichts gesendet. Bitte versuchen Sie es erneut; tritt der Fehler wieder auf, {contact} Sie uns.",
      wrongModel:
        "Die heruntergeladene Datei ist Firmware für {other}, nicht für {gender, select, n {Ihr} f {Ihre} m {Ihren}} {product}, daher wurde nichts gesendet. Bitte {contact} Sie uns.",
      download:
        "Die Firmware-Datei konnte nicht heruntergeladen werden. Prüfen Sie die Internetverbindung und versuchen Sie es erneut.",
      timeout:
        "Das Instrument antwortet nicht mehr. Es behält seine bisherige Firmware. Prüfen Sie Kabel und Stromversorgung und versuchen Sie es erneut.",
      refused: "Das Instrument hat das Update abgelehnt (Grund {reason}). Es behält seine bisherige Firmware.",
      hash: "Das Instrument hat die empfangene Firmware als unvollständig erkannt und verworfen; es behält seine bisherige Firmware. Bitte versuchen Sie es erneut.",
      needsNewer: "Auf dem Instrument muss zuerst Firmware {minimum} oder neuer installiert sein.",
      mismatch: "Nach dem Update meldet das Instrument Firmware {installed} statt {version}. Bitte {contact} Sie uns.",
      unsigned:
        "Die heruntergeladene Firmware trägt nicht die Signatur von Noteva, daher wurde nichts gesendet und Ihr Instrument nicht verändert. Bitte {contact} Sie uns.",
      downgrade:
        "Auf dem Instrument läuft bereits die neuere Version {installed}; es kehrt nie zu älterer Firmware zurück.",
      battery:
        "Der Batteriestand des Instruments liegt bei {level}; unter {minimum} installiert es keine Firmware. Schließen Sie den Netzadapter an und versuchen Sie es erneut: Die Übertragung wird dort fortgesetzt, wo sie stehen blieb.",
      startFailed:
        "Die neue Firmware ist nicht gestartet, daher ist das Instrument zu seiner Firmware {version} zurückgekehrt und funktioniert wie zuvor. Bitte versuchen Sie es erneut; tritt der Fehler wieder auf, {contact} Sie uns.",
      notYet:
        "Das Instrument ({product}) hat Version {version} noch nicht fertig installiert oder ist nach dem Neustart noch nicht zurück. Lassen Sie es eingeschaltet und verbunden: Es schließt die Installation von selbst ab. Wählen Sie dann „Erneut suchen“, um die Version zu lesen. Meldet sich das Instrument nach fünf Minuten noch immer nicht, schalten Sie es aus und wieder ein und suchen Sie erneut.",
      cancelled: "Update abgebrochen. Das Instrument behält seine Firmware {installed}.",
    },
    otherModel: "Familiencode {family}, Modellcode {member}",
    manualTitle: "Update selbst durchführen",
    manualIntro:
      "Auf jeder Firmware-Seite finden Sie die Datei und die Schritte für das jeweilige Modell: per USB-Stick oder über einen Computer.",
    manualLink: "{product}-Firmware {version}",
    aboutMidi: "Die MIDI-Implementierung: alle Nachrichten der Instrumente, Byte für Byte",
    firmwareIntro:
      "Am einfachsten geht es im Browser: Schließen Sie {gender, select, n {das} f {die} m {den}} {product} per USB an einen Computer an und öffnen Sie „{link}“. Oder von Hand:",
    checkMy: "{gender, select, n {Ihr} f {Ihre} m {Ihren}} {product} prüfen",
  },
  ja: {
    support: "サポート",
    crumb: "楽器の確認",
    title: "楽器の確認",
    description:
      "Noteva製品をUSBで接続すると、機種、ファームウェア、その後の変更内容、取扱説明書を表示します。ブラウザー上で安全にアップデートすることもできます。",
    intro:
      "Noteva製品をUSBで接続し、「接続」を押してください。機種とインストール済みのファームウェアを表示し、その後の変更内容と取扱説明書をご案内します。新しいファームウェアがある場合は、このページでアップデートできます。新しいファームウェアがすべて届き、検証が済むまで、楽器は現在のファームウェアを保持します。",
    needsTitle: "必要なもの",
    needs: [
      "Web MIDI対応ブラウザー（Chrome、Edge、Opera、Firefox）。Safariには対応していません。",
      "本サイトによるMIDI機器へのアクセス（システムエクスクルーシブ・メッセージを含む）の許可。「接続」を押すと、ブラウザーが確認します。",
      "楽器のUSB TO HOST端子とコンピューターをつなぐUSBケーブル。Bluetooth接続でも機種は確認できますが、アップデートにはケーブルが必要です。",
    ],
    privacy:
      "楽器に関する情報がブラウザーの外に送られることはありません。このページがダウンロードするのは、このサイトで公開しているファームウェアファイルだけです。",
    noScript:
      "この確認にはJavaScriptが必要ですが、このブラウザーでは無効になっています。下記の手順でアップデートすることもできます。",
    connectTitle: "接続",
    prompt:
      "「接続」を押すと、このサイトにMIDI機器の使用を許可するかどうかをブラウザーが確認します（「制御と再プログラム」と表示するブラウザーもあります）。許可してください。機種とファームウェアの読み取り、アップデートの送信に必要です。",
    connect: "接続",
    searchAgain: "再検出",
    asking: "許可をお待ちしています…",
    searching: "楽器を検索しています…",
    noMidi:
      "このブラウザーはWeb MIDIに対応していないため、楽器に接続できません。コンピューターでChrome、Edge、Opera、Firefoxをお使いいただくか、下記の手順でアップデートしてください。",
    refused:
      "ブラウザーがMIDIへのアクセスを許可しなかったため、楽器に接続できません。ブラウザーのサイト設定でMIDIを許可して、もう一度「接続」を押していただくか、下記の手順でアップデートしてください。",
    noneFound:
      "応答した楽器はありません。電源が入っていてUSBで接続されていることをご確認のうえ、楽器を使用している他のプログラムを終了してください。下記の手順でアップデートすることもできます。",
    found: "{count}台見つかりました",
    installed: "インストール済みのファームウェア：",
    upToDate: "最新の状態です。Ver.{version}が最新のファームウェアです。",
    available: "ファームウェアVer.{version}をご利用いただけます。",
    notesTitle: "Ver.{version}以降の変更内容",
    currentNotes: "Ver.{version}の変更内容",
    release: "Ver.{version}（{date}）",
    manualsTitle: "取扱説明書",
    readManual: "取扱説明書をオンラインで読む",
    document: "{kind}・{language}・PDF・{size}",
    firmwarePage: "{product}ファームウェア",
    update: "Ver.{version}にアップデート",
    steps: "まずVer.{first}、次にVer.{rest}の順にアップデートします。Ver.{version}にはVer.{minimum}以降が必要です。",
    stepsJoin: "、次にVer.",
    bluetooth: "Bluetoothで接続されています。アップデートするには、USBケーブルを接続して再検出してください。",
    unknownModel:
      "このサイトに登録されていないNoteva製品が「{port}」で応答しました：ファミリー{family}、メンバー{member}、ファームウェアVer.{version}。お手数ですが、これらの番号を添えて{contact}ください。",
    otherMaker:
      "Noteva製品ではない機器が「{port}」で応答しました：メーカーID {manufacturer}、ファミリー{family}、メンバー{member}、Ver.{version}。この機器については製造元にお問い合わせください。Noteva製品については{contact}いただくか、{support}をご覧ください。",
    contact: "お問い合わせ",
    supportLink: "サポート",
    preparing: "Ver.{version}をダウンロードして検証しています…",
    step: "ステップ{step}/{steps}：ファームウェアVer.{version}",
    progress: "{percent}・{left}",
    leftMinutes: "残り約{minutes}分",
    leftSeconds: "残り約{seconds}秒",
    leftUnknown: "残り時間を計算しています",
    announce: "{percent}を送信しました",
    keepConnected: "アップデートが完了するまで、楽器を接続したままこのページを開いておいてください。",
    lost: "{percent}の時点で接続が切れました。ケーブルをもう一度接続してください。中断したところからアップデートを続けます。それまで楽器は現在のファームウェアを保持します。",
    resumed: "再接続しました。{percent}からアップデートを続けます。",
    phases: {
      committing: "すべて届きました。楽器がVer.{version}を検証しています…",
      verifying: "楽器がVer.{version}を署名と照合して検証しています…",
      installing:
        "Ver.{version}をインストールしています。完了すると{product}は自動的に再起動します。接続したままにしてください。",
      restarting: "再起動中です。{product}の再起動が終わるまで、接続したままにしてください。",
      away: "インストールと再起動の間、{product}は応答しません。接続したままにしてください。ケーブルが外れた場合は、もう一度接続してください。",
    },
    cancel: "アップデートを中止",
    leaveTitle: "アップデート中です",
    leaveBody: "今このページを離れると、アップデートは中止され、楽器は現在のファームウェアを保持します。",
    leaveCommitted:
      "楽器は新しいファームウェアをインストール中で、自動的に完了します。ただし、このページを離れると結果をお知らせできません。後でこのページに戻り、再検出してバージョンをご確認ください。",
    stay: "このページにとどまる",
    leave: "離れる",
    midiFailed:
      "このブラウザーでMIDIを開始できなかったため（{error}）、楽器に接続できません。MIDIを使用している他のプログラムを終了し、楽器を接続し直してからブラウザーを再起動し、もう一度「接続」を押していただくか、下記の手順でアップデートしてください。",
    unpaired:
      "{product}は応答しましたが、このコンピューターのMIDI出力のいずれからも届かないため、アップデートを送信できません。USBケーブルを接続し直して再検出していただくか、下記の手順でアップデートしてください。",
    battery:
      "電池で動作しています（残量{level}）。アップデートには{minimum}以上が必要です。ACアダプターを接続して、再検出してください。",
    done: "アップデートが完了しました。お使いの{product}のファームウェアはVer.{version}です。",
    leaveWarning: "アップデート中です。このページを離れますか？",
    tryAgain: "もう一度試す",
    errors: {
      damaged:
        "ダウンロードしたファイルが公開しているチェックサム（SHA-256）と一致しないため、送信を中止しました。もう一度お試しください。再び起きる場合は{contact}ください。",
      wrongModel:
        "ダウンロードしたファイルは{other}用のファームウェアで、お使いの{product}用ではないため、送信を中止しました。お手数ですが{contact}ください。",
      download:
        "ファームウェアファイルをダウンロードできませんでした。インターネット接続をご確認のうえ、もう一度お試しください。",
      timeout:
        "楽器から応答がなくなりました。楽器は現在のファームウェアを保持しています。ケーブルと電源をご確認のうえ、もう一度お試しください。",
      refused:
        "楽器がアップデートを受け付けませんでした（理由コード：{reason}）。楽器は現在のファームウェアを保持しています。",
      hash: "楽器が受信したファームウェアを不完全と判断して破棄しました。楽器は現在のファームウェアを保持しています。もう一度お試しください。",
      needsNewer: "先にファームウェアVer.{minimum}以降をインストールする必要があります。",
      mismatch:
        "アップデート後、楽器のファームウェアはVer.{version}ではなくVer.{installed}と表示されています。お手数ですが{contact}ください。",
      unsigned:
        "ダウンロードしたファームウェアにNotevaの署名がないため、送信しておらず、楽器も変更しておりません。お手数ですが{contact}ください。",
      downgrade: "楽器ではすでに新しいVer.{installed}が動作しています。古いファームウェアに戻すことはできません。",
      battery:
        "楽器の電池残量が{level}です。{minimum}未満ではファームウェアをインストールしません。ACアダプターを接続して、もう一度お試しください。中断したところから転送を続けます。",
      startFailed:
        "新しいファームウェアが起動しなかったため、楽器はファームウェアVer.{version}に戻り、これまでどおり動作しています。もう一度お試しください。再び起きる場合は{contact}ください。",
      notYet:
        "{product}はVer.{version}のインストールをまだ終えていないか、再起動後にまだ応答していません。電源を入れて接続したままにしてください。インストールは自動的に完了します。その後「再検出」を押してバージョンをご確認ください。5分たっても応答がない場合は、電源を入れ直して、再検出してください。",
      cancelled: "アップデートを中止しました。楽器はファームウェアVer.{installed}を保持しています。",
    },
    otherModel: "ファミリー{family}、メンバー{member}",
    manualTitle: "手動でアップデートする",
    manualIntro:
      "各ファームウェアのページに、機種ごとのファイルと手順を掲載しています。USBフラッシュメモリーまたはコンピューターからアップデートできます。",
    manualLink: "{product}ファームウェアVer.{version}",
    aboutMidi: "MIDIインプリメンテーション：楽器が対応するメッセージをバイト単位で掲載",
    firmwareIntro: "コンピューターとUSBケーブルがあれば、「{link}」のページからブラウザーでアップデートできます。",
    checkMy: "お使いの{product}のファームウェアを確認",
  },
});

/** The checker's words in one language, with the names of the document kinds (the catalogue's, given by the route). */
export const checkTextFor = (locale: Locale, kinds: Readonly<Record<string, string>>) => ({
  ...checkText[locale],
  kinds,
});
export type CheckText = ReturnType<typeof checkTextFor>;

/** The firmware page's link to the checker, in one language. */
export const checkLinkFor = (locale: Locale) => ({
  firmwareIntro: checkText[locale].firmwareIntro,
  checkMy: checkText[locale].checkMy,
});
