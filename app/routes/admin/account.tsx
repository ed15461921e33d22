import { getFormProps, useForm } from "@conform-to/react";
import { data, Form, Link, useNavigation } from "react-router";
import { adminLocaleOf } from "~/.server/admin/locale.server";
import { answerSave, refusalErrors } from "~/.server/admin/save.server";
import { sessionCookie } from "~/.server/auth/cookie";
import { isProduction, staffOf } from "~/.server/auth/request.server";
import { idleMsOf } from "~/.server/auth/session.server";
import { clientContext, runtimeContext } from "~/.server/context";
import { AdminHeader, adminButton, adminSecondary, Notice, TextField } from "~/components/ui/admin/ui";
import { changePassword, setLanguage } from "~/features/staff/account.server";
import { LanguageChoice } from "~/features/staff/language-choice";
import { staffMailOf } from "~/features/staff/mails.server";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/features/staff/schemas";
import { endOtherSessions, endSession, listSessions } from "~/features/staff/sessions.server";
import { SessionList } from "~/features/staff/sessions-ui";
import { type AccountText, accountText } from "~/features/staff/text/account";
import * as adminHref from "~/lib/admin/href";
import { adminTitle, fill, useAdminFrame, useAdminLocale } from "~/lib/admin/i18n";
import { parseForm } from "~/lib/forms/parse";
import { z } from "~/lib/forms/zod";
import { isLocale, type Locale } from "~/lib/i18n/locales";
import { negotiateLocale } from "~/lib/i18n/negotiate";
import type { Route } from "./+types/account";

function passwordSchema(t: AccountText["schema"]) {
  const tooShort = fill(t.tooShort, { min: PASSWORD_MIN });
  return z
    .object({
      current: z.string({ error: t.current }).max(PASSWORD_MAX),
      password: z
        .string({ error: tooShort })
        .min(PASSWORD_MIN, tooShort)
        .max(PASSWORD_MAX, fill(t.tooLong, { max: PASSWORD_MAX })),
      confirm: z.string({ error: t.again }),
    })
    .refine((v) => v.password === v.confirm, { path: ["confirm"], message: t.differ });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = staffOf(context);
  const { user } = session;
  const { database, env } = context.get(runtimeContext);
  const text = accountText[adminLocaleOf(request, context)];
  const sessions = await listSessions(database.db, session, idleMsOf(env), text.sessions.deviceNames);
  return {
    user: { name: user.name, email: user.email, role: user.role, language: user.language ?? null },
    /** What the browser asks for, shown beside "as my browser". */
    browser: negotiateLocale(request.headers.get("Accept-Language")),
    text,
    sessions: sessions.map((s) => ({
      ...s,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
    })),
  };
}

/** Ending one of the member's other sessions, or all of them. */
async function endSessions(formData: FormData, context: Route.ActionArgs["context"], t: AccountText, locale: Locale) {
  const session = staffOf(context);
  const db = context.get(runtimeContext).database.db;
  const handle = String(formData.get("handle") ?? "");
  const others = formData.get("intent") === "end-others";
  return answerSave(() => (others ? endOtherSessions(db, session).then(() => {}) : endSession(db, session, handle)), {
    saved: () => ({ result: null, done: false, ended: others ? t.sessions.othersEnded : t.sessions.ended }),
    refused: (refusal) => data({ result: null, done: false, ended: refusal.in(locale) }, { status: 400 }),
  });
}

/** The admin's language: one of the three, or "" for the browser's. */
async function chooseLanguage(formData: FormData, context: Route.ActionArgs["context"], t: AccountText) {
  const { user } = staffOf(context);
  const chosen = String(formData.get("language") ?? "");
  if (chosen !== "" && !isLocale(chosen)) return data({ result: null, done: false, language: t.language.invalid }, 400);
  await setLanguage(context.get(runtimeContext).database.db, user, chosen === "" ? null : chosen);
  return { result: null, done: false, language: "saved" as const };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = staffOf(context);
  const locale = adminLocaleOf(request, context);
  const t = accountText[locale];
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "end-session" || intent === "end-others") return endSessions(formData, context, t, locale);
  if (intent === "language") return chooseLanguage(formData, context, t);
  const submission = parseForm(formData, passwordSchema(t.schema));
  const hidden = { hideFields: ["current", "password", "confirm"] };
  if (submission.status !== "success") return data({ result: submission.reply(hidden), done: false }, { status: 400 });
  const { current, password } = submission.value;
  // a new password ends every session, this one included; this browser gets a fresh one
  const { userAgent, address } = context.get(clientContext);
  const runtime = context.get(runtimeContext);
  return answerSave(
    () =>
      changePassword(
        runtime.database.db,
        user,
        { current, password, userAgent, address },
        staffMailOf(runtime.env, locale),
      ),
    {
      saved: (session) =>
        data(
          { result: submission.reply({ resetForm: true }), done: true },
          { headers: { "Set-Cookie": sessionCookie(isProduction(context), session.token, session.expiresAt) } },
        ),
      refused: (refusal) => {
        const errors = refusalErrors(refusal, locale);
        return data({ result: submission.reply({ ...hidden, ...errors }), done: false }, { status: 400 });
      },
    },
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminTitle(matches, loaderData?.text.title ?? "Your account");

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { user, text: t } = loaderData;
  const locale = useAdminLocale();
  const roles = useAdminFrame().roles;
  const [form, fields] = useForm({
    id: "password",
    lastResult: navigation.state === "idle" ? actionData?.result : null,
    onValidate: ({ formData }) => parseForm(formData, passwordSchema(t.schema)),
  });
  const language = actionData && "language" in actionData ? actionData.language : null;
  return (
    <>
      <AdminHeader title={t.title} />
      {actionData?.done ? <Notice>{t.password.done}</Notice> : null}
      {actionData && "ended" in actionData && actionData.ended ? <Notice>{actionData.ended}</Notice> : null}
      {language === "saved" ? <Notice>{t.language.saved}</Notice> : null}
      <p className="mb-8">
        {user.name}, {user.email} ({roles[user.role]})
      </p>
      <p className="mb-8">
        <Link to={adminHref.security()} className="font-semibold text-accent underline">
          {t.security}
        </Link>
      </p>
      <LanguageChoice
        key={locale}
        chosen={user.language}
        browser={loaderData.browser}
        text={t.language}
        error={language && language !== "saved" ? language : null}
      />
      <section aria-labelledby="password-title" className="max-w-xl rounded-2xl border border-line bg-white p-6">
        <h2 id="password-title" className="text-lg font-bold">
          {t.password.title}
        </h2>
        <Form method="post" {...getFormProps(form)} noValidate className="mt-4 space-y-4">
          <TextField meta={fields.current} label={t.password.current} type="password" autoComplete="current-password" />
          <TextField
            meta={fields.password}
            label={t.password.new}
            hint={fill(t.password.hint, { min: PASSWORD_MIN })}
            type="password"
            autoComplete="new-password"
          />
          <TextField meta={fields.confirm} label={t.password.again} type="password" autoComplete="new-password" />
          <button type="submit" className={adminButton}>
            {t.password.submit}
          </button>
        </Form>
      </section>
      <SessionList sessions={loaderData.sessions} text={t.sessions} />
      <section aria-labelledby="everywhere-title" className="mt-8 max-w-xl rounded-2xl border border-line bg-white p-6">
        <h2 id="everywhere-title" className="text-lg font-bold">
          {t.everywhere.title}
        </h2>
        <p className="mt-2 text-sm text-ink-soft">{t.everywhere.text}</p>
        <Form method="post" action={adminHref.logout()} className="mt-4">
          <input type="hidden" name="everywhere" value="1" />
          <button type="submit" className={adminSecondary}>
            {t.everywhere.submit}
          </button>
        </Form>
      </section>
    </>
  );
}
