import { getFormProps } from "@conform-to/react";
import { data, Form, Link, useNavigation } from "react-router";
import { adminLocaleOf } from "~/.server/admin/locale.server";
import { clientContext, runtimeContext } from "~/.server/context";
import { AuthCard } from "~/components/layout/auth-card";
import { adminButton, TextField } from "~/components/ui/admin/ui";
import { useAdminForm } from "~/components/ui/admin/use-admin-form";
import { staffMailOf } from "~/features/staff/mails.server";
import { requestPasswordReset } from "~/features/staff/password-reset.server";
import { forgotSchema } from "~/features/staff/schemas";
import { signInText } from "~/features/staff/text/sign-in";
import * as adminHref from "~/lib/admin/href";
import { fill } from "~/lib/admin/i18n";
import { parseForm } from "~/lib/forms/parse";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/forgot";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const t = loaderData?.text.forgot;
  return [
    ...pageMeta(t?.title ?? "Forgot your password?", t?.description ?? "Ask for a link to set a new password."),
    { name: "robots", content: "noindex" },
  ];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = adminLocaleOf(request, context);
  const { home, forgot, schema } = signInText[locale];
  const lang = new URL(request.url).searchParams.get("lang") ?? undefined;
  return { locale, lang, text: { home, forgot, schema } };
}

/**
 * One answer, with one status, whether or not an account has the address (the service takes as
 * long either way); a 429 only when this address typed, or this client, asked too often.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { env, database } = context.get(runtimeContext);
  const locale = adminLocaleOf(request, context);
  const t = signInText[locale];
  const formData = await request.formData().catch(() => new FormData());
  const submission = parseForm(formData, forgotSchema(t.schema));
  if (submission.status !== "success") return data({ result: submission.reply(), sent: null }, { status: 400 });
  const { address } = context.get(clientContext);
  const answer = await requestPasswordReset(
    database.db,
    env.SESSION_SECRET,
    { email: submission.value.email, address },
    staffMailOf(env, locale),
  );
  if (answer.outcome === "blocked") {
    const minutes = Math.ceil(answer.seconds / 60);
    return data(
      {
        result: submission.reply({
          formErrors: [minutes === 1 ? t.forgot.blockedOne : fill(t.forgot.blockedMany, { minutes })],
        }),
        sent: null,
      },
      { status: 429, headers: { "Retry-After": String(answer.seconds) } },
    );
  }
  return data({ result: submission.reply({ resetForm: true }), sent: t.forgot.sent }, { status: 200 });
}

export { actionOrLoaderHeaders as headers } from "~/lib/meta";

export default function Forgot({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { text } = loaderData;
  const t = text.forgot;
  const [form, fields] = useAdminForm({
    id: "forgot",
    schema: forgotSchema(text.schema),
    lastResult: actionData?.result,
  });
  return (
    <AuthCard title={t.title} home={text.home} locale={loaderData.locale}>
      <p className="mt-2 text-sm text-ink-soft">{t.intro}</p>
      {actionData?.sent ? (
        <p role="status" className="mt-4 rounded-lg bg-mist p-3 text-sm">
          {actionData.sent}
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} noValidate className="mt-6 space-y-4">
        {form.errors?.length ? (
          <p id={form.errorId} role="alert" className="rounded-lg bg-accent/5 p-3 text-sm font-semibold text-accent">
            {form.errors[0]}
          </p>
        ) : null}
        <TextField meta={fields.email} label={t.email} type="email" autoComplete="username" />
        <button type="submit" disabled={navigation.state === "submitting"} className={adminButton}>
          {t.submit}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to={adminHref.login({ lang: loaderData.lang })} className="text-ink-soft underline hover:text-ink">
          {t.back}
        </Link>
      </p>
    </AuthCard>
  );
}
