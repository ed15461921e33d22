/** The account page's words (password, language, sessions) in the admin's three languages. */
import { defineText } from "~/lib/i18n/text";

const en = {
  title: "Your account",
  security: "Sign-in security: authenticator apps, passkeys and recovery codes",
  language: {
    title: "Language of the admin",
    label: "Language",
    browser: "As my browser (now: {current})",
    hint: "The admin's screens, messages and dates follow this choice. The website's own languages are not affected.",
    save: "Save language",
    saved: "The admin now speaks your chosen language.",
    // l10n-lint-allow: the languages named in their own words, as the choice lists them
    invalid: "Choose English, Deutsch or 日本語.",
  },
  password: {
    title: "Change your password",
    current: "Current password",
    new: "New password",
    hint: "At least {min} characters.",
    again: "New password again",
    submit: "Change password",
    done: "Your password is changed; other devices are signed out.",
  },
  schema: {
    current: "Enter your current password.",
    tooShort: "Choose a password of at least {min} characters.",
    tooLong: "At most {max} characters.",
    again: "Type the new password again.",
    differ: "The two passwords are not the same.",
  },
  sessions: {
    title: "Where you are signed in",
    device: "Device",
    /** A session's browser and system ("Firefox on Windows"), or neither known. */
    deviceNames: { pair: "{browser} on {system}", unknown: "Unknown device" },
    signedIn: "Signed in",
    lastSeen: "Last seen",
    address: "Address",
    end: "End",
    thisBrowser: "this browser",
    unknown: "unknown",
    endLabel: "the session on {device} signed in {at}",
    endOthers: "End all other sessions",
    ended: "The session is ended.",
    othersEnded: "Your other sessions are ended.",
  },
  everywhere: {
    title: "Sign out everywhere",
    text: "Ends your sessions on every computer and phone, this one included.",
    submit: "Sign out everywhere",
  },
};

export type AccountText = typeof en;

export const accountText = defineText(en, {
  de: {
    title: "Ihr Konto",
    security: "Anmeldesicherheit: Authenticator-Apps, Passkeys und Wiederherstellungscodes",
    language: {
      title: "Sprache der Verwaltung",
      label: "Sprache",
      browser: "Wie mein Browser (derzeit: {current})",
      hint: "Bildschirme, Meldungen und Datumsangaben der Verwaltung folgen dieser Wahl. Die Sprachen der Website bleiben unverändert.",
      save: "Sprache speichern",
      saved: "Die Verwaltung verwendet jetzt die gewählte Sprache.",
      // l10n-lint-allow: the languages named in their own words, as the choice lists them
      invalid: "Wählen Sie English, Deutsch oder 日本語.",
    },
    password: {
      title: "Passwort ändern",
      current: "Aktuelles Passwort",
      new: "Neues Passwort",
      hint: "Mindestens {min} Zeichen.",
      again: "Neues Passwort wiederholen",
      submit: "Passwort ändern",
      done: "Ihr Passwort wurde geändert; andere Geräte wurden abgemeldet.",
    },
    schema: {
      current: "Bitte geben Sie Ihr aktuelles Passwort ein.",
      tooShort: "Wählen Sie ein Passwort mit mindestens {min} Zeichen.",
      tooLong: "Höchstens {max} Zeichen.",
      again: "Bitte geben Sie das neue Passwort erneut ein.",
      differ: "Die beiden Passwörter stimmen nicht überein.",
    },
    sessions: {
      title: "Wo Sie angemeldet sind",
      device: "Gerät",
      deviceNames: { pair: "{browser} unter {system}", unknown: "Unbekanntes Gerät" },
      signedIn: "Angemeldet",
      lastSeen: "Zuletzt aktiv",
      address: "Adresse",
      end: "Beenden",
      thisBrowser: "dieser Browser",
      unknown: "unbekannt",
      endLabel: "die Sitzung auf {device}, angemeldet am {at}",
      endOthers: "Alle anderen Sitzungen beenden",
      ended: "Die Sitzung wurde beendet.",
      othersEnded: "Ihre anderen Sitzungen wurden beendet.",
    },
    everywhere: {
      title: "Überall abmelden",
      text: "Beendet Ihre Sitzungen auf allen Computern und Smartphones, auch diese.",
      submit: "Überall abmelden",
    },
  },
  ja: {
    title: "アカウント",
    security: "サインインのセキュリティー：認証アプリ、パスキー、リカバリーコード",
    language: {
      title: "管理画面の言語",
      label: "言語",
      browser: "ブラウザーの設定に従う（現在：{current}）",
      hint: "管理画面の表示、メッセージ、日付がこの設定に従います。ウェブサイトの言語には影響しません。",
      save: "言語を保存",
      saved: "管理画面を選択した言語で表示します。",
      // l10n-lint-allow: the languages named in their own words, as the choice lists them
      invalid: "English、Deutsch、日本語のいずれかを選択してください。",
    },
    password: {
      title: "パスワードの変更",
      current: "現在のパスワード",
      new: "新しいパスワード",
      hint: "{min}文字以上。",
      again: "新しいパスワード（確認）",
      submit: "パスワードを変更",
      done: "パスワードを変更しました。他の端末はサインアウトされました。",
    },
    schema: {
      current: "現在のパスワードを入力してください。",
      tooShort: "{min}文字以上のパスワードを設定してください。",
      tooLong: "{max}文字以内で入力してください。",
      again: "新しいパスワードをもう一度入力してください。",
      differ: "2つのパスワードが一致しません。",
    },
    sessions: {
      title: "サインイン中の端末",
      device: "端末",
      deviceNames: { pair: "{system}の{browser}", unknown: "不明な端末" },
      signedIn: "サインイン日時",
      lastSeen: "最終利用",
      address: "アドレス",
      end: "終了",
      thisBrowser: "このブラウザー",
      unknown: "不明",
      endLabel: "{device}のセッション（{at}にサインイン）",
      endOthers: "他のセッションをすべて終了",
      ended: "セッションを終了しました。",
      othersEnded: "他のセッションを終了しました。",
    },
    everywhere: {
      title: "すべての端末からサインアウト",
      text: "この端末を含む、すべてのコンピューターとスマートフォンのセッションを終了します。",
      submit: "すべてサインアウト",
    },
  },
});
