/**
 * The words of confirming it is you while signed in (/admin/account/confirm), asked before what
 * weakens an account's sign-in, in the admin's three languages.
 */
import { defineText } from "~/lib/i18n/text";

const en = {
  title: "Confirm it is you",
  intro:
    "Removing a factor, new recovery codes and resetting someone's factors ask you to confirm it is you when you last did so more than five minutes ago.",
  link: "Confirm it is you",
  passkey: "Use a passkey",
  codeLabel: "Code from your authenticator app, or a recovery code",
  recoveryLabel: "Recovery code",
  passwordLabel: "Your password",
  passwordHint: "Your account has no second factor: your password confirms it is you.",
  submit: "Confirm",
  back: "Back",
  required: "Enter a code, or your password.",
  refused: "That was not right. Try again.",
  blockedOne: "Too many failed attempts. Please wait 1 minute and try again.",
  blockedMany: "Too many failed attempts. Please wait {minutes} minutes and try again.",
};

export const confirmText = defineText(en, {
  de: {
    title: "Bestätigen Sie Ihre Identität",
    intro:
      "Bevor Sie einen Faktor entfernen, neue Wiederherstellungscodes erstellen oder die Faktoren eines anderen Kontos zurücksetzen, bestätigen Sie Ihre Identität, wenn die letzte Bestätigung mehr als fünf Minuten zurückliegt.",
    link: "Identität bestätigen",
    passkey: "Passkey verwenden",
    codeLabel: "Code aus Ihrer Authenticator-App oder ein Wiederherstellungscode",
    recoveryLabel: "Wiederherstellungscode",
    passwordLabel: "Ihr Passwort",
    passwordHint: "Ihr Konto hat keinen zweiten Faktor: Ihr Passwort bestätigt Ihre Identität.",
    submit: "Bestätigen",
    back: "Zurück",
    required: "Bitte geben Sie einen Code oder Ihr Passwort ein.",
    refused: "Das war nicht korrekt. Bitte versuchen Sie es erneut.",
    blockedOne: "Zu viele fehlgeschlagene Versuche. Bitte warten Sie 1 Minute und versuchen Sie es erneut.",
    blockedMany: "Zu viele fehlgeschlagene Versuche. Bitte warten Sie {minutes} Minuten und versuchen Sie es erneut.",
  },
  ja: {
    title: "本人確認",
    intro:
      "認証要素の削除、リカバリーコードの再発行、ほかのアカウントの認証要素のリセットの前に、前回の確認から5分以上たっている場合は本人確認が必要です。",
    link: "本人確認をする",
    passkey: "パスキーを使用",
    codeLabel: "認証アプリのコードまたはリカバリーコード",
    recoveryLabel: "リカバリーコード",
    passwordLabel: "パスワード",
    passwordHint: "このアカウントには2段階目の認証がないため、パスワードで本人確認をします。",
    submit: "確認",
    back: "戻る",
    required: "コードまたはパスワードを入力してください。",
    refused: "正しくありません。もう一度お試しください。",
    blockedOne: "失敗が多すぎます。1分待ってから、もう一度お試しください。",
    blockedMany: "失敗が多すぎます。{minutes}分待ってから、もう一度お試しください。",
  },
});
