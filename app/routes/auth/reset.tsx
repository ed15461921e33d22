import { getFormProps } from "@conform-to/react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { adminLocaleOf } from "~/.server/admin/locale.server";
import { answerSave } from "~/.server/admin/save.server";
import { clientContext, runtimeContext } from "~/.server/context";
import { AuthCard } from "~/components/layout/auth-card";
import { adminButton } from "~/components/ui/admin/ui";
import { useAdminForm } from "~/components/ui/admin/use-admin-form";
import { staffMailOf } from "~/features/staff/mails.server";
import { NewPasswordFields } from "~/features/staff/new-password-fields";
import { openResetLink, ResetLinkGone, resetPassword } from "~/features/staff/password-reset.server";
import { resetPasswordSchema } from "~/features/staff/schemas";
import { type SignInText, signInText } from "~/features/staff/text/sign-in";
import * as adminHref from "~/lib/admin/href";
import { fill, useAdminFrame, useAdminLocale } from "~/lib/admin/i18n";
import { parseForm } from "~/lib/forms/parse";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/reset";

/** A link used, expired or unknown: a page that says which, with a way to ask again (410, or 404 for one never sent). */
const gone = (t: SignInText["reset"], reason: "used" | "expired" | "unknown") =>
  data({ title: t.goneTitle, message: t[reason], again: t.again2 }, { status: reason === "unknown" ? 404 : 410 });

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const t = loaderData?.text.reset;
  return [
    ...pageMeta(t?.title ?? "Choose a new password", t?.description ?? "Set a new password for the Noteva admin."),
    { name: "robots", content: "noindex" },
    // the token is in the address: no page it links to learns it
    { name: "referrer", content: "no-referrer" },
  ];
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = adminLocaleOf(request, context);
  const { home, reset, invite } = signInText[locale];
  const link = await openResetLink(context.get(runtimeContext).database.db, params.token);
  if (!link.ok) throw gone(reset, link.reason);
  return { locale, email: link.email, text: { home, reset, invite } };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { env, database } = context.get(runtimeContext);
  const locale = adminLocaleOf(request, context);
  const t = signInText[locale];
  const formData = await request.formData().catch(() => new FormData());
  const submission = parseForm(formData, resetPasswordSchema(t.invite));
  if (submission.status !== "success") {
    const link = await openResetLink(database.db, params.token);
    if (!link.ok) throw gone(t.reset, link.reason);
    return data({ result: submission.reply({ hideFields: ["password", "confirm"] }) }, { status: 400 });
  }
  const { userAgent, address } = context.get(clientContext);
  return answerSave(
    () =>
      resetPassword(
        database.db,
        params.token,
        { password: submission.value.password, userAgent, address },
        staffMailOf(env, locale),
      ),
    {
      saved: () => redirect(adminHref.login({ passwordSet: true }), { status: 303 }),
      refused: async (refusal) => {
        // used (another click won) or expired between opening the page and sending it
        if (refusal instanceof ResetLinkGone) {
          const link = await openResetLink(database.db, params.token);
          throw gone(t.reset, link.ok ? "used" : link.reason);
        }
        return data({ result: submission.reply({ formErrors: [refusal.in(locale)] }) }, { status: 400 });
      },
    },
  );
}

export { actionOrLoaderHeaders as headers } from "~/lib/meta";

export default function Reset({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { text } = loaderData;
  const t = text.reset;
  const [form, fields] = useAdminForm({
    id: "reset-password",
    schema: resetPasswordSchema(text.invite),
    lastResult: actionData?.result,
  });
  return (
    <AuthCard title={t.title} home={text.home} locale={loaderData.locale}>
      <p className="mt-2 text-sm text-ink-soft">{fill(t.intro, { email: loaderData.email })}</p>
      <Form method="post" {...getFormProps(form)} noValidate className="mt-6 space-y-4">
        {form.errors?.length ? (
          <p role="alert" className="rounded-lg bg-accent/5 p-3 text-sm font-semibold text-accent">
            {form.errors[0]}
          </p>
        ) : null}
        <input type="email" name="username" value={loaderData.email} autoComplete="username" readOnly hidden />
        <NewPasswordFields password={fields.password} confirm={fields.confirm} words={t} />
        <button type="submit" disabled={navigation.state === "submitting"} className={adminButton}>
          {t.submit}
        </button>
      </Form>
    </AuthCard>
  );
}

type Gone = { title: string; message: string; again: string };
const isGone = (value: unknown): value is Gone =>
  typeof value === "object" && value !== null && "title" in value && "message" in value && "again" in value;

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useAdminFrame().layout;
  const locale = useAdminLocale();
  const said = error && typeof error === "object" && "data" in error && isGone(error.data) ? error.data : null;
  return (
    <AuthCard title={said?.title ?? t.somethingWrong} home={t.home} locale={locale}>
      {said ? <p className="mt-3">{said.message}</p> : null}
      <p className="mt-6">
        <Link to={said ? adminHref.loginForgot() : adminHref.login()} className="font-semibold text-accent underline">
          {said?.again ?? t.staffSignIn}
        </Link>
      </p>
    </AuthCard>
  );
}
