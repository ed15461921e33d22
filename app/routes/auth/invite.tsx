import { getFormProps } from "@conform-to/react";
import { data, Form, Link, redirect } from "react-router";
import { adminLocaleOf } from "~/.server/admin/locale.server";
import { answerSave } from "~/.server/admin/save.server";
import { sessionCookie } from "~/.server/auth/cookie";
import { isProduction } from "~/.server/auth/request.server";
import { createSession } from "~/.server/auth/session.server";
import { clientContext, runtimeContext } from "~/.server/context";
import { AuthCard } from "~/components/layout/auth-card";
import { adminButton, TextField } from "~/components/ui/admin/ui";
import { useAdminForm } from "~/components/ui/admin/use-admin-form";
import { acceptInvite, InviteGone, openInvite } from "~/features/staff/invites.server";
import { NewPasswordFields } from "~/features/staff/new-password-fields";
import { newPasswordSchema } from "~/features/staff/schemas";
import { type SignInText, signInText } from "~/features/staff/text/sign-in";
import * as adminHref from "~/lib/admin/href";
import { fill, useAdminFrame, useAdminLocale } from "~/lib/admin/i18n";
import { parseForm } from "~/lib/forms/parse";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/invite";

const gone = (t: SignInText["invite"]) => data(t.gone, { status: 404 });

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const t = loaderData?.text;
  return [
    ...pageMeta(t?.title ?? "Join the Noteva admin", t?.description ?? "Choose your password."),
    { name: "robots", content: "noindex" },
  ];
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const text = signInText[adminLocaleOf(request, context)].invite;
  const invite = await openInvite(context.get(runtimeContext).database.db, params.token);
  if (!invite) throw gone(text);
  return { email: invite.email, name: invite.name, role: invite.role, text };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const db = context.get(runtimeContext).database.db;
  const locale = adminLocaleOf(request, context);
  const t = signInText[locale].invite;
  const invite = await openInvite(db, params.token);
  if (!invite) throw gone(t);
  const submission = parseForm(await request.formData(), newPasswordSchema(t));
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password", "confirm"] }) }, { status: 400 });
  }
  return answerSave(() => acceptInvite(db, invite, submission.value), {
    saved: async (user) => {
      const session = await createSession(db, user.id, context.get(clientContext));
      return redirect(adminHref.dashboard(), {
        headers: { "Set-Cookie": sessionCookie(isProduction(context), session.token, session.expiresAt) },
      });
    },
    refused: (refusal) => {
      // used or expired between opening the page and sending it
      if (refusal instanceof InviteGone) throw gone(t);
      return data({ result: submission.reply({ formErrors: [refusal.in(locale)] }) }, { status: 400 });
    },
  });
}

export default function Invite({ loaderData, actionData }: Route.ComponentProps) {
  const t = loaderData.text;
  const [form, fields] = useAdminForm({
    id: "invite-accept",
    schema: newPasswordSchema(t),
    defaultValue: { name: loaderData.name },
    lastResult: actionData?.result,
  });
  return (
    <AuthCard title={t.title} home={useAdminFrame().layout.home} locale={useAdminLocale()}>
      <p className="mt-2 text-sm text-ink-soft">
        {fill(loaderData.role === "admin" ? t.introAdmin : t.introEditor, { email: loaderData.email })}
      </p>
      <Form method="post" {...getFormProps(form)} noValidate className="mt-6 space-y-4">
        {form.errors?.length ? (
          <p role="alert" className="rounded-lg bg-accent/5 p-3 text-sm font-semibold text-accent">
            {form.errors[0]}
          </p>
        ) : null}
        <TextField meta={fields.name} label={t.name} autoComplete="name" />
        <NewPasswordFields password={fields.password} confirm={fields.confirm} words={t} />
        <button type="submit" className={adminButton}>
          {t.submit}
        </button>
      </Form>
    </AuthCard>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useAdminFrame().layout;
  const locale = useAdminLocale();
  const message = error && typeof error === "object" && "data" in error ? String(error.data) : t.somethingWrong;
  return (
    <AuthCard title={t.inviteInvalid} home={t.home} locale={locale}>
      <p className="mt-3">{message}</p>
      <p className="mt-6">
        <Link to={adminHref.login()} className="font-semibold text-accent underline">
          {t.staffSignIn}
        </Link>
      </p>
    </AuthCard>
  );
}
