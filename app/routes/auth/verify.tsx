import { getFormProps, getInputProps } from "@conform-to/react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { adminLocaleOf } from "~/.server/admin/locale.server";
import {
  clearedPendingCookie,
  deviceCookie,
  pendingCookieName,
  readCookie,
  sessionCookie,
} from "~/.server/auth/cookie";
import { deviceToken, isProduction } from "~/.server/auth/request.server";
import { signInPolicy } from "~/.server/auth/session.server";
import { clientContext, runtimeContext } from "~/.server/context";
import { siteKeysOf } from "~/.server/site-key";
import { AuthCard } from "~/components/layout/auth-card";
import { useAdminForm } from "~/components/ui/admin/use-admin-form";
import { staffMailOf } from "~/features/staff/mails.server";
import { PasskeyButton } from "~/features/staff/passkey-button";
import { authenticationOptions } from "~/features/staff/passkeys.server";
import { readPending, verifySecondStep } from "~/features/staff/second-step.server";
import { type SignInText, signInText } from "~/features/staff/text/sign-in";
import * as adminHref from "~/lib/admin/href";
import { fill } from "~/lib/admin/i18n";
import { parseForm } from "~/lib/forms/parse";
import { z } from "~/lib/forms/zod";
import { pageMeta } from "~/lib/meta";
import { safeRedirect } from "~/lib/permissions";
import type { Route } from "./+types/verify";

const codeSchema = (t: SignInText["verify"]) =>
  z.object({ code: z.string({ error: t.code }).trim().min(1, t.code).max(40, t.codeTooLong) });

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const t = loaderData?.text.verify;
  return [
    ...pageMeta(
      t?.metaTitle ?? "Second step of signing in",
      t?.description ?? "Confirm your sign-in to the Noteva content admin.",
    ),
    { name: "robots", content: "noindex" },
  ];
};

type Context = Route.LoaderArgs["context"];
const pendingToken = (request: Request, context: Context) =>
  readCookie(request.headers.get("cookie"), pendingCookieName(isProduction(context)));
const startAgain = (context: Context) =>
  redirect(adminHref.login({ timedOut: true }), {
    headers: { "Set-Cookie": clearedPendingCookie(isProduction(context)) },
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, env } = context.get(runtimeContext);
  const pending = await readPending(database.db, pendingToken(request, context));
  if (!pending) throw startAgain(context);
  const passkey = pending.kinds.includes("passkey")
    ? await authenticationOptions(database.db, { pending: pending.id }, pending.userId, env.SITE_URL)
    : null;
  const locale = adminLocaleOf(request, context);
  const { home, verify } = signInText[locale];
  return { locale, totp: pending.kinds.includes("totp"), passkey, text: { home, verify } };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env, database } = context.get(runtimeContext);
  const t = signInText[adminLocaleOf(request, context)].verify;
  const formData = await request.formData().catch(() => new FormData());
  const passkey = formData.get("intent") === "passkey";
  const submission = parseForm(formData, codeSchema(t));
  if (!passkey && submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const proof = passkey
    ? { passkey: String(formData.get("credential") ?? ""), siteUrl: env.SITE_URL }
    : { code: submission.status === "success" ? submission.value.code : "" };
  const result = await verifySecondStep(database.db, signInPolicy(env), {
    token: pendingToken(request, context),
    client: { ...context.get(clientContext), device: deviceToken(request, context) },
    proof,
    keys: siteKeysOf(env),
    mail: staffMailOf(env, adminLocaleOf(request, context)),
  });
  if (result.outcome === "expired") return startAgain(context);
  if (result.outcome === "blocked") {
    const minutes = Math.ceil(result.seconds / 60);
    const wait = minutes === 1 ? t.blockedOne : fill(t.blockedMany, { minutes });
    return data(
      { result: submission.reply({ formErrors: [wait], resetForm: true }) },
      { status: 429, headers: { "Retry-After": String(result.seconds) } },
    );
  }
  if (result.outcome === "refused") {
    const reply = passkey
      ? submission.reply({ formErrors: [t.passkeyRefused], resetForm: true })
      : submission.reply({ fieldErrors: { code: [t.codeRefused] } });
    return data({ result: reply }, { status: 400 });
  }
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(isProduction(context), result.token, result.expiresAt));
  headers.append("Set-Cookie", clearedPendingCookie(isProduction(context)));
  headers.append("Set-Cookie", deviceCookie(isProduction(context), result.device));
  return redirect(safeRedirect(result.redirectTo), { headers });
}

export { actionOrLoaderHeaders as headers } from "~/lib/meta";

export default function Verify({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { totp, passkey, text } = loaderData;
  const t = text.verify;
  const [form, fields] = useAdminForm({ id: "second-step", schema: codeSchema(t), lastResult: actionData?.result });
  return (
    <AuthCard title={t.title} home={text.home} locale={loaderData.locale}>
      <p className="mt-2 text-sm text-ink-soft">{t.intro}</p>
      {form.errors?.length ? (
        <p id={form.errorId} role="alert" className="mt-6 rounded-lg bg-accent/5 p-3 text-sm font-semibold text-accent">
          {form.errors[0]}
        </p>
      ) : null}
      {passkey ? (
        <div className="mt-6">
          <PasskeyButton
            mode="authenticate"
            options={passkey as never}
            fields={{ intent: "passkey" }}
            className="h-11 w-full rounded-full bg-ink font-semibold text-white hover:bg-accent disabled:opacity-60"
          >
            {t.passkey}
          </PasskeyButton>
        </div>
      ) : null}
      <Form method="post" {...getFormProps(form)} noValidate className="mt-6 space-y-5">
        <div>
          <label htmlFor={fields.code.id} className="block text-sm font-semibold">
            {totp ? t.totpLabel : t.recoveryLabel}
          </label>
          <p id={`${fields.code.id}-hint`} className="mt-1 text-sm text-ink-soft">
            {totp ? t.totpHint : t.recoveryHint}
          </p>
          <input
            {...getInputProps(fields.code, { type: "text" })}
            key={fields.code.key}
            autoComplete="one-time-code"
            spellCheck={false}
            aria-describedby={[`${fields.code.id}-hint`, fields.code.errors ? fields.code.errorId : ""]
              .join(" ")
              .trim()}
            className="mt-1 h-11 w-full rounded-lg border border-line px-3 font-mono"
          />
          {fields.code.errors ? (
            <p id={fields.code.errorId} className="mt-1 text-sm font-semibold text-accent">
              {fields.code.errors[0]}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          disabled={navigation.state === "submitting"}
          className={`h-11 w-full rounded-full font-semibold ${passkey ? "border border-line bg-white hover:bg-mist" : "bg-ink text-white hover:bg-accent"} disabled:opacity-60`}
        >
          {t.submit}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to={adminHref.login()} className="text-ink-soft underline hover:text-ink">
          {t.again}
        </Link>
      </p>
    </AuthCard>
  );
}
