import { data, Link } from "react-router";
import { adminLocaleOf } from "~/.server/admin/locale.server";
import { answerSave, refusalErrors } from "~/.server/admin/save.server";
import { staffOf } from "~/.server/auth/request.server";
import { clientContext, runtimeContext } from "~/.server/context";
import { AdminHeader, adminButton, Notice } from "~/components/ui/admin/ui";
import { useAdminForm } from "~/components/ui/admin/use-admin-form";
import { ConfirmOffer } from "~/features/staff/confirm-offer";
import {
  enrolTotp,
  listFactors,
  mustEnrol,
  recoveryCodesLeft,
  removeFactor,
  replaceRecoveryCodes,
} from "~/features/staff/factors.server";
import { confirmOffer } from "~/features/staff/fresh-proof.server";
import { staffMailOf } from "~/features/staff/mails.server";
import { PasskeyButton } from "~/features/staff/passkey-button";
import { finishRegistration, registrationOptions } from "~/features/staff/passkeys.server";
import { AddApp, FactorList, NewCodes, RecoveryCodes } from "~/features/staff/security-ui";
import { accountText } from "~/features/staff/text/account";
import { type SecurityText, securityText } from "~/features/staff/text/security";
import { candidateSecret, qrPath, secretProof, totpUri } from "~/features/staff/totp.server";
import * as adminHref from "~/lib/admin/href";
import { adminTitle, fill } from "~/lib/admin/i18n";
import { describeDevice } from "~/lib/client-device";
import { parseForm } from "~/lib/forms/parse";
import type { Refused } from "~/lib/forms/refusal";
import { z } from "~/lib/forms/zod";
import { fillNodes } from "~/lib/i18n/fill-nodes";
import type { Route } from "./+types/security";

const appSchema = (t: SecurityText["addApp"]) =>
  z.object({
    code: z
      .string({ error: t.codeError })
      .trim()
      .regex(/^\d{6}$/, t.codeError),
    label: z
      .string()
      .trim()
      .max(60, fill(t.atMost, { max: 60 }))
      .optional(),
    secret: z.string().max(64),
    proof: z.string().max(100),
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = staffOf(context);
  const { database, env } = context.get(runtimeContext);
  const factors = await listFactors(database.db, session.user.id);
  const secret = candidateSecret(
    env.SITE_KEY,
    session.id,
    factors.map((f) => f.id),
  );
  const [left, required, passkey] = await Promise.all([
    recoveryCodesLeft(database.db, session.user.id),
    mustEnrol(database.db, env.SITE_ENV, session.user.id),
    registrationOptions(database.db, session, env.SITE_URL),
  ]);
  return {
    text: securityText[adminLocaleOf(request, context)],
    factors: factors.map((f) => ({
      ...f,
      createdAt: f.createdAt.toISOString(),
      lastUsedAt: f.lastUsedAt?.toISOString() ?? null,
    })),
    left,
    required,
    // sent here by the policy: offer the way back once a factor is added
    sentHere: new URL(request.url).searchParams.has("required"),
    app: {
      secret,
      proof: secretProof(env.SESSION_SECRET, session.user.id, secret),
      qr: qrPath(totpUri(secret, session.user.email)),
    },
    passkey,
  };
}

type Answer = {
  result: ReturnType<ReturnType<typeof parseForm>["reply"]> | null;
  codes: string[] | null;
  done: string;
};

export async function action({ request, context }: Route.ActionArgs) {
  const session = staffOf(context);
  const { database, env } = context.get(runtimeContext);
  const db = database.db;
  const locale = adminLocaleOf(request, context);
  const t = securityText[locale];
  const formData = await request.formData();
  const intent = formData.get("intent");
  const answer = (done: string, codes: string[] | null = null, result: Answer["result"] = null): Answer => ({
    result,
    codes,
    done,
  });
  const refusedWith = (message: string) => data({ ...answer(""), error: message, confirm: null }, { status: 400 });
  // removing a factor and new recovery codes want a fresh proof: offer to confirm and come back
  const refusedFresh = (refusal: Refused) => {
    const confirm = confirmOffer(refusal, adminHref.security(), locale);
    return data({ ...answer(""), error: confirm ? null : refusal.in(locale), confirm }, { status: 400 });
  };
  // each factor added or removed is told to the member by mail, with this browser
  const notice = { mail: staffMailOf(env, locale), client: context.get(clientContext) };
  if (intent === "totp") {
    const submission = parseForm(formData, appSchema(t.addApp));
    if (submission.status !== "success")
      return data({ ...answer("", null, submission.reply()), error: null }, { status: 400 });
    return answerSave(
      () =>
        enrolTotp(
          db,
          env,
          session.user,
          { ...submission.value, label: submission.value.label ?? "" },
          Date.now(),
          notice,
        ),
      {
        saved: (codes) => ({
          ...answer(t.done.app, codes, submission.reply({ resetForm: true })),
          error: null,
        }),
        refused: (refusal) =>
          data({ ...answer("", null, submission.reply(refusalErrors(refusal, locale))), error: null }, { status: 400 }),
      },
    );
  }
  if (intent === "passkey") {
    // named in the member's language, as the account page names their sessions
    const names = accountText[locale].sessions.deviceNames;
    const label = fill(t.passkeyLabel, { device: describeDevice(context.get(clientContext).userAgent, names) });
    const json = String(formData.get("credential") ?? "");
    return answerSave(() => finishRegistration(db, session, env.SITE_URL, json, label, notice), {
      saved: (codes) => ({ ...answer(t.done.passkey, codes), error: null }),
      refused: (refusal) => refusedWith(refusal.in(locale)),
    });
  }
  if (intent === "remove") {
    return answerSave(() => removeFactor(db, session, Number(formData.get("id")), notice), {
      saved: () => ({ ...answer(t.done.removed), error: null }),
      refused: refusedFresh,
    });
  }
  if (intent === "recovery") {
    return answerSave(() => replaceRecoveryCodes(db, session), {
      saved: (codes) => ({
        ...answer(t.done.codes, codes),
        error: null,
      }),
      refused: refusedFresh,
    });
  }
  return refusedWith(t.done.unknown);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminTitle(matches, loaderData?.text.title ?? "Sign-in security");

export default function Security({ loaderData, actionData }: Route.ComponentProps) {
  const { factors, left, required, sentHere, app, passkey, text: t } = loaderData;
  const form = useAdminForm({ id: "add-app", schema: appSchema(t.addApp), lastResult: actionData?.result });
  return (
    <>
      <AdminHeader title={t.title} />
      {required ? (
        <p role="alert" className="mb-6 rounded-lg bg-accent/5 p-4 text-sm font-semibold text-accent">
          {t.required}
        </p>
      ) : null}
      {actionData?.done ? <Notice>{actionData.done}</Notice> : null}
      {actionData?.error ? (
        <p role="alert" className="mb-6 rounded-lg bg-accent/5 p-4 text-sm font-semibold text-accent">
          {actionData.error}
        </p>
      ) : null}
      {actionData && "confirm" in actionData && actionData.confirm ? <ConfirmOffer offer={actionData.confirm} /> : null}
      {actionData?.codes ? <NewCodes codes={actionData.codes} t={t.codes} /> : null}
      {sentHere && !required && factors.length ? (
        <p className="mb-6">
          <Link to={adminHref.dashboard()} className="font-semibold text-accent underline">
            {t.continue}
          </Link>
        </p>
      ) : null}
      <p className="mb-6 max-w-2xl text-sm text-ink-soft">
        {fillNodes(t.intro, {
          account: (
            <Link to={adminHref.account()} className="underline">
              {t.account}
            </Link>
          ),
        })}
      </p>
      <h2 className="mb-3 text-lg font-bold">{t.factors}</h2>
      <FactorList factors={factors} t={t} />
      <AddApp app={app} form={form} t={t.addApp} />
      <section aria-labelledby="passkey-title" className="mb-8 max-w-2xl rounded-2xl border border-line bg-white p-6">
        <h2 id="passkey-title" className="text-lg font-bold">
          {t.addPasskey}
        </h2>
        <p className="mt-2 text-sm text-ink-soft">{t.passkeyText}</p>
        <div className="mt-4">
          <PasskeyButton
            mode="register"
            options={passkey as never}
            fields={{ intent: "passkey" }}
            className={adminButton}
          >
            {t.addPasskey}
          </PasskeyButton>
        </div>
      </section>
      {factors.length ? <RecoveryCodes left={left} t={t.codes} /> : null}
    </>
  );
}
