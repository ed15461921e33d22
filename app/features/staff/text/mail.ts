/**
 * The staff's mails (decision 031): the invitation, the password-reset link and the security
 * notices, in the account's language (the invitation in the inviting admin's). `{name}` marks a
 * value filled in by `fill()`.
 */
import { defineText } from "~/lib/i18n/text";

const en = {
  /** Label and value, one line each. */
  when: "When",
  device: "Browser",
  /** The browser and its system, as the account page names them. */
  deviceNames: { pair: "{browser} on {system}", unknown: "Not known" },
  address: "Network",
  addressValue: "{address} (approximate)",
  time: "{date} (German time)",
  unknown: "Not known",
  greeting: "Hello {name},",
  footer: "You receive this e-mail because you have a staff account on {site}. It was sent automatically.",
  invite: {
    subject: "{inviter} invites you to the Noteva admin",
    preview: "Choose your password to join the Noteva admin. The link works until {until}.",
    heading: "You are invited to the Noteva admin",
    greeting: "Hello {name},",
    bodyAdmin: "{inviter} invites you to the Noteva admin as an admin, with the address {email}.",
    bodyEditor: "{inviter} invites you to the Noteva admin as an editor, with the address {email}.",
    action: "Choose your password",
    until: "The link works once, until {until}. After that, ask {inviter} for a new one.",
    footer:
      "You receive this e-mail because {inviter} invited you to the Noteva admin on {site}. If you did not expect it, you can ignore it.",
  },
  reset: {
    subject: "Set a new password for the Noteva admin",
    preview: "The link works for 30 minutes, once.",
    heading: "Set a new password",
    body: "Someone asked to set a new password for the Noteva admin account {email}. If it was you, open the link to choose one.",
    action: "Choose a new password",
    valid:
      "The link works once, for 30 minutes (until {until}). A second factor, if you have one, is still asked for when you sign in.",
    notYou: "If you did not ask for this, ignore this e-mail: your password stays as it is.",
  },
  notice: {
    newDevice: {
      subject: "New sign-in to your Noteva admin account",
      heading: "A sign-in from a new browser",
      body: "Your account {email} was signed in to from a browser it had not been used with before.",
    },
    factorAdded: {
      subject: "A second factor was added to your Noteva admin account",
      heading: "A second factor was added",
      body: "A second factor was added to your account {email}: {factor}.",
    },
    factorRemoved: {
      subject: "A second factor was removed from your Noteva admin account",
      heading: "A second factor was removed",
      body: "A second factor was removed from your account {email}: {factor}.",
    },
    factorsReset: {
      subject: "Your second factors were reset",
      heading: "Your second factors were reset",
      body: "{admin} removed every second factor and recovery code of your account {email}, and signed it out everywhere. Your password alone signs in now; add a second factor again under Account, Security.",
    },
    passwordChanged: {
      subject: "Your Noteva admin password was changed",
      heading: "Your password was changed",
      body: "The password of your account {email} was changed. Every other browser was signed out.",
    },
    passwordReset: {
      subject: "Your Noteva admin password was changed",
      heading: "Your password was changed",
      body: "The password of your account {email} was set with a link from a \u201cForgot your password?\u201d mail. Every browser was signed out.",
    },
    app: "authenticator app \u201c{label}\u201d",
    passkey: "passkey \u201c{label}\u201d",
    host: "The site's operator",
    ifYou: "If this was you, you need not do anything.",
    notYou:
      "If it was not you, set a new password at once ({link}) and tell an administrator: someone else may know your password.",
    notYouReset: "If it was not you, tell an administrator at once.",
    forgot: "Forgot your password?",
  },
};

export const staffMailText = defineText(en, {
  de: {
    when: "Zeitpunkt",
    device: "Browser",
    deviceNames: { pair: "{browser} unter {system}", unknown: "Nicht bekannt" },
    address: "Netzwerk",
    addressValue: "{address} (ungefähr)",
    time: "{date}",
    unknown: "Nicht bekannt",
    greeting: "Guten Tag {name},",
    footer:
      "Sie erhalten diese E-Mail, weil Sie ein Konto für die Redaktion auf {site} haben. Sie wurde automatisch versendet.",
    invite: {
      subject: "{inviter} lädt Sie in die Noteva-Redaktion ein",
      preview: "Wählen Sie Ihr Passwort für die Noteva-Redaktion. Der Link gilt bis {until}.",
      heading: "Ihre Einladung in die Noteva-Redaktion",
      greeting: "Guten Tag {name},",
      bodyAdmin: "{inviter} lädt Sie als Administration in die Noteva-Redaktion ein, mit der Adresse {email}.",
      bodyEditor: "{inviter} lädt Sie als Redaktionsmitglied in die Noteva-Redaktion ein, mit der Adresse {email}.",
      action: "Passwort wählen",
      until: "Der Link gilt einmal, bis {until}. Danach bitten Sie {inviter} um eine neue Einladung.",
      footer:
        "Sie erhalten diese E-Mail, weil {inviter} Sie in die Noteva-Redaktion auf {site} eingeladen hat. Wenn Sie sie nicht erwartet haben, können Sie sie ignorieren.",
    },
    reset: {
      subject: "Neues Passwort für die Noteva-Redaktion",
      preview: "Der Link gilt 30 Minuten lang, einmal.",
      heading: "Neues Passwort festlegen",
      body: "Für das Konto {email} in der Noteva-Redaktion wurde ein neues Passwort angefordert. Wenn Sie es waren, öffnen Sie den Link und wählen Sie eines.",
      action: "Neues Passwort wählen",
      valid:
        "Der Link gilt einmal, 30 Minuten lang (bis {until}). Einen zweiten Faktor fragen wir bei der Anmeldung weiterhin ab, wenn Sie einen haben.",
      notYou: "Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt, wie es ist.",
    },
    notice: {
      newDevice: {
        subject: "Neue Anmeldung bei Ihrem Konto in der Noteva-Redaktion",
        heading: "Eine Anmeldung aus einem neuen Browser",
        body: "Bei Ihrem Konto {email} wurde sich aus einem Browser angemeldet, der damit noch nicht verwendet wurde.",
      },
      factorAdded: {
        subject: "Ein zweiter Faktor wurde Ihrem Konto hinzugefügt",
        heading: "Ein zweiter Faktor wurde hinzugefügt",
        body: "Ihrem Konto {email} wurde ein zweiter Faktor hinzugefügt: {factor}.",
      },
      factorRemoved: {
        subject: "Ein zweiter Faktor wurde aus Ihrem Konto entfernt",
        heading: "Ein zweiter Faktor wurde entfernt",
        body: "Aus Ihrem Konto {email} wurde ein zweiter Faktor entfernt: {factor}.",
      },
      factorsReset: {
        subject: "Ihre zweiten Faktoren wurden zurückgesetzt",
        heading: "Ihre zweiten Faktoren wurden zurückgesetzt",
        body: "{admin} hat alle zweiten Faktoren und Wiederherstellungscodes Ihres Kontos {email} entfernt und Sie überall abgemeldet. Sie melden sich jetzt nur mit dem Passwort an; fügen Sie unter Konto, Sicherheit wieder einen zweiten Faktor hinzu.",
      },
      passwordChanged: {
        subject: "Ihr Passwort für die Noteva-Redaktion wurde geändert",
        heading: "Ihr Passwort wurde geändert",
        body: "Das Passwort Ihres Kontos {email} wurde geändert. Alle anderen Browser wurden abgemeldet.",
      },
      passwordReset: {
        subject: "Ihr Passwort für die Noteva-Redaktion wurde geändert",
        heading: "Ihr Passwort wurde geändert",
        body: "Das Passwort Ihres Kontos {email} wurde über den Link aus einer E-Mail „Passwort vergessen?“ neu festgelegt. Alle Browser wurden abgemeldet.",
      },
      app: "Authenticator-App „{label}“",
      passkey: "Passkey „{label}“",
      host: "Der Betrieb der Website",
      ifYou: "Wenn Sie es waren, müssen Sie nichts tun.",
      notYou:
        "Wenn Sie es nicht waren, legen Sie sofort ein neues Passwort fest ({link}) und informieren Sie die Administration: Jemand anderes kennt vielleicht Ihr Passwort.",
      notYouReset: "Wenn Sie es nicht waren, informieren Sie sofort die Administration.",
      forgot: "Passwort vergessen?",
    },
  },
  ja: {
    when: "日時",
    device: "ブラウザー",
    deviceNames: { pair: "{system}の{browser}", unknown: "不明" },
    address: "ネットワーク",
    addressValue: "{address}（おおよその場所）",
    time: "{date}（日本時間）",
    unknown: "不明",
    greeting: "{name}様",
    footer: "このメールは、{site}の管理画面のアカウントをお持ちの方に自動でお送りしています。",
    invite: {
      subject: "{inviter}からNoteva管理画面への招待が届いています",
      preview: "パスワードを設定してNoteva管理画面にご参加ください。リンクの有効期限は{until}です。",
      heading: "Noteva管理画面へのご招待",
      greeting: "{name}様",
      bodyAdmin: "{inviter}から、メールアドレス{email}で管理者としてNoteva管理画面に招待されています。",
      bodyEditor: "{inviter}から、メールアドレス{email}で編集者としてNoteva管理画面に招待されています。",
      action: "パスワードを設定する",
      until: "リンクは{until}まで、1回だけ使えます。期限を過ぎた場合は、{inviter}に新しい招待をご依頼ください。",
      footer:
        "このメールは、{inviter}が{site}のNoteva管理画面にあなたを招待したためお送りしています。お心当たりがない場合は、このメールを破棄してください。",
    },
    reset: {
      subject: "Noteva管理画面の新しいパスワードの設定",
      preview: "リンクは30分間、1回だけ使えます。",
      heading: "新しいパスワードを設定してください",
      body: "Noteva管理画面のアカウント{email}について、新しいパスワードの設定が依頼されました。ご本人の場合は、リンクを開いて新しいパスワードを設定してください。",
      action: "新しいパスワードを設定する",
      valid:
        "リンクは30分間（{until}まで）、1回だけ使えます。2要素認証を設定している場合は、サインイン時に引き続き確認します。",
      notYou: "お心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。",
    },
    notice: {
      newDevice: {
        subject: "Noteva管理画面のアカウントに新しいサインインがありました",
        heading: "新しいブラウザーからのサインイン",
        body: "アカウント{email}に、これまで使われていないブラウザーからサインインがありました。",
      },
      factorAdded: {
        subject: "Noteva管理画面のアカウントに2要素認証が追加されました",
        heading: "2要素認証が追加されました",
        body: "アカウント{email}に2要素認証が追加されました：{factor}。",
      },
      factorRemoved: {
        subject: "Noteva管理画面のアカウントから2要素認証が削除されました",
        heading: "2要素認証が削除されました",
        body: "アカウント{email}から2要素認証が削除されました：{factor}。",
      },
      factorsReset: {
        subject: "2要素認証がリセットされました",
        heading: "2要素認証がリセットされました",
        body: "{admin}が、アカウント{email}の2要素認証とリカバリーコードをすべて削除し、すべてのブラウザーからサインアウトしました。現在はパスワードだけでサインインできます。「アカウント」の「セキュリティー」から、改めて2要素認証を追加してください。",
      },
      passwordChanged: {
        subject: "Noteva管理画面のパスワードが変更されました",
        heading: "パスワードが変更されました",
        body: "アカウント{email}のパスワードが変更されました。ほかのすべてのブラウザーからサインアウトしました。",
      },
      passwordReset: {
        subject: "Noteva管理画面のパスワードが変更されました",
        heading: "パスワードが変更されました",
        body: "アカウント{email}のパスワードが、「パスワードをお忘れですか」のメールのリンクから設定されました。すべてのブラウザーからサインアウトしました。",
      },
      app: "認証アプリ「{label}」",
      passkey: "パスキー「{label}」",
      host: "サイトの運用担当者",
      ifYou: "ご本人による操作の場合、対応は不要です。",
      notYou:
        "お心当たりがない場合は、すぐに新しいパスワードを設定し（{link}）、管理者にお知らせください。第三者にパスワードを知られているおそれがあります。",
      notYouReset: "お心当たりがない場合は、すぐに管理者にお知らせください。",
      forgot: "パスワードをお忘れですか",
    },
  },
});
