import { getFormProps, getInputProps } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { adminLocaleOf } from "~/.server/admin/locale.server";
import { deviceCookie, pendingCookie, sessionCookie } from "~/.server/auth/cookie";
import { deviceToken, isProduction, sessionFromRequest, sessionToken } from "~/.server/auth/request.server";
import { signInPolicy } from "~/.server/auth/session.server";
import { clientContext, runtimeContext } from "~/.server/context";
import { AuthCard, homeIn } from "~/components/layout/auth-card";
import { useAdminForm } from "~/components/ui/admin/use-admin-form";
import { KeptDraftSignIn } from "~/features/staff/kept-draft";
import { keptDraftNotice } from "~/features/staff/kept-drafts.server";
import { staffMailOf } from "~/features/staff/mails.server";
import { loginSchema } from "~/features/staff/schemas";
import { signIn } from "~/features/staff/sign-in.server";
import { signInText } from "~/features/staff/text/sign-in";
import * as adminHref from "~/lib/admin/href";
import { fill } from "~/lib/admin/i18n";
import { parseForm } from "~/lib/forms/parse";
import { pageMeta } from "~/lib/meta";
import { safeRedirect } from "~/lib/permissions";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const t = loaderData?.text.login;
  return [
    ...pageMeta(t?.title ?? "Staff sign-in", t?.description ?? "Sign in to the Noteva content admin."),
    { name: "robots", content: "noindex" },
  ];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const redirectTo = safeRedirect(params.get("redirectTo"));
  if (await sessionFromRequest(request, context)) throw redirect(redirectTo);
  const draft =
    params.get("draft") === "too-large" ? ("too-large" as const) : await keptDraftNotice(request, context, redirectTo);
  const timedOut = params.has("timedOut");
  const locale = adminLocaleOf(request, context);
  const { home, login, schema } = signInText[locale];
  const text = { home, login, schema };
  return {
    locale,
    lang: params.get("lang") ?? undefined,
    redirectTo,
    signedOut: params.has("signedOut"),
    passwordSet: params.has("passwordSet"),
    expired: params.has("redirectTo"),
    timedOut,
    draft,
    text,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env, database } = context.get(runtimeContext);
  const t = signInText[adminLocaleOf(request, context)];
  const formData = await request.formData().catch(() => new FormData());
  const submission = parseForm(formData, loginSchema(t.schema));
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  const { email, password, redirectTo } = submission.value;
  const { address, userAgent } = context.get(clientContext);
  const previousToken = sessionToken(request, context);
  const attempt = await signIn(database.db, signInPolicy(env), {
    email,
    password,
    address,
    userAgent,
    previousToken,
    redirectTo: safeRedirect(redirectTo),
    device: deviceToken(request, context),
    mail: staffMailOf(env, adminLocaleOf(request, context)),
  });
  if (attempt.outcome === "blocked") {
    const minutes = Math.ceil(attempt.seconds / 60);
    return data(
      {
        result: submission.reply({
          formErrors: [minutes === 1 ? t.login.blockedOne : fill(t.login.blockedMany, { minutes })],
          hideFields: ["password"],
        }),
      },
      { status: 429, headers: { "Retry-After": String(attempt.seconds) } },
    );
  }
  if (attempt.outcome === "refused") {
    return data(
      {
        result: submission.reply({
          formErrors: [t.login.refused],
          hideFields: ["password"],
        }),
      },
      { status: 400 },
    );
  }
  if (attempt.outcome === "second-step") {
    // no session yet: only a pending sign-in, for the second step
    // the second step in the language the first was in
    const lang = new URL(request.url).searchParams.get("lang") ?? undefined;
    return redirect(adminHref.loginVerify({ lang }), {
      headers: { "Set-Cookie": pendingCookie(isProduction(context), attempt.token, attempt.expiresAt) },
    });
  }
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(isProduction(context), attempt.token, attempt.expiresAt));
  headers.append("Set-Cookie", deviceCookie(isProduction(context), attempt.device));
  return redirect(safeRedirect(redirectTo), { headers });
}

export { actionOrLoaderHeaders as headers } from "~/lib/meta";

/** Outside the shared layout (seed-spec section 2). */
export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { text } = loaderData;
  const t = text.login;
  const [form, fields] = useAdminForm({
    id: "login",
    schema: loginSchema(text.schema),
    lastResult: actionData?.result,
  });
  // a refused password is not left in the field
  const password = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (actionData && password.current) password.current.value = "";
  }, [actionData]);
  return (
    <AuthCard title={t.title} home={text.home} locale={loaderData.locale}>
      <p className="mt-2 text-sm text-ink-soft">{t.intro}</p>
      {loaderData.draft ? (
        <KeptDraftSignIn draft={loaderData.draft} />
      ) : loaderData.passwordSet ? (
        <p role="status" className="mt-4 rounded-lg bg-mist p-3 text-sm">
          {t.passwordSet}
        </p>
      ) : loaderData.signedOut ? (
        <p role="status" className="mt-4 rounded-lg bg-mist p-3 text-sm">
          {t.signedOut}
        </p>
      ) : loaderData.timedOut ? (
        <p role="status" className="mt-4 rounded-lg bg-mist p-3 text-sm">
          {t.timedOut}
        </p>
      ) : loaderData.expired ? (
        <p role="status" className="mt-4 rounded-lg bg-mist p-3 text-sm">
          {t.expired}
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} noValidate className="mt-8 space-y-5">
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        {form.errors?.length ? (
          <p id={form.errorId} role="alert" className="rounded-lg bg-accent/5 p-3 text-sm font-semibold text-accent">
            {form.errors[0]}
          </p>
        ) : null}
        <div>
          <label htmlFor={fields.email.id} className="block text-sm font-semibold">
            {t.email}
          </label>
          <input
            {...getInputProps(fields.email, { type: "email" })}
            key={fields.email.key}
            autoComplete="username"
            className="mt-1 h-11 w-full rounded-lg border border-line px-3"
          />
          {fields.email.errors ? (
            <p id={fields.email.errorId} className="mt-1 text-sm font-semibold text-accent">
              {fields.email.errors[0]}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={fields.password.id} className="block text-sm font-semibold">
            {t.password}
          </label>
          <input
            {...getInputProps(fields.password, { type: "password" })}
            key={fields.password.key}
            ref={password}
            autoComplete="current-password"
            className="mt-1 h-11 w-full rounded-lg border border-line px-3"
          />
          {fields.password.errors ? (
            <p id={fields.password.errorId} className="mt-1 text-sm font-semibold text-accent">
              {fields.password.errors[0]}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          disabled={navigation.state === "submitting"}
          className="h-11 w-full rounded-full bg-ink font-semibold text-white hover:bg-accent disabled:opacity-60"
        >
          {t.submit}
        </button>
      </Form>
      <p className="mt-4 text-center text-sm">
        <Link to={adminHref.loginForgot({ lang: loaderData.lang })} className="font-semibold text-accent underline">
          {t.forgot}
        </Link>
      </p>
      <p className="mt-6 text-center text-sm">
        <Link to={homeIn(loaderData.locale)} className="text-ink-soft underline hover:text-ink">
          {t.back}
        </Link>
      </p>
    </AuthCard>
  );
}
