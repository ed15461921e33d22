import { getFormProps, useForm } from "@conform-to/react";
import { data, Form, useNavigation } from "react-router";
import { adminLocaleOf } from "~/.server/admin/locale.server";
import { answerSave, refusalErrors } from "~/.server/admin/save.server";
import { staffOf } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { AdminHeader, adminButton, adminSecondary, Notice, SelectField, TextField } from "~/components/ui/admin/ui";
import { ConfirmOffer } from "~/features/staff/confirm-offer";
import {
  factorCounts,
  resetFactors,
  secondFactorRequired,
  setSecondFactorRequired,
} from "~/features/staff/factors.server";
import { type ConfirmOfferData, confirmOffer } from "~/features/staff/fresh-proof.server";
import { inviteStaff, openInvites } from "~/features/staff/invites.server";
import { staffMailOf } from "~/features/staff/mails.server";
import { INVITE_DAYS, inviteSchema } from "~/features/staff/schemas";
import { PolicyForm } from "~/features/staff/security-ui";
import { StaffTable } from "~/features/staff/staff-table";
import { securityText } from "~/features/staff/text/security";
import { type UsersText, usersText } from "~/features/staff/text/users";
import { type AccountChange, AccountChangeRefused, changeAccount, listStaff } from "~/features/staff/users.server";
import * as adminHref from "~/lib/admin/href";
import { adminTitle, fill, useAdminFormats, useAdminFrame } from "~/lib/admin/i18n";
import { parseForm } from "~/lib/forms/parse";
import { type Locale, localeNames, locales } from "~/lib/i18n/locales";
import { type StaffRole, staffRoles } from "~/lib/permissions";
import type { Route } from "./+types/users";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = staffOf(context, "users");
  const locale = adminLocaleOf(request, context);
  const { database, env } = context.get(runtimeContext);
  const db = database.db;
  const [users, invites, factors, required] = await Promise.all([
    listStaff(db),
    openInvites(db),
    factorCounts(db),
    secondFactorRequired(db, env.SITE_ENV),
  ]);
  return {
    text: usersText[locale],
    locale,
    policy: securityText[locale].policy,
    me: user.id,
    required,
    productionDefault: env.SITE_ENV === "production",
    users: users.map((u) => ({ ...u, createdAt: u.createdAt.toISOString(), factors: factors.get(u.id) ?? 0 })),
    invites: invites.map((i) => ({ ...i, expiresAt: i.expiresAt.toISOString() })),
  };
}

const refused = (done: string, status: number) => data({ result: null, link: null, done }, { status });

async function invite(formData: FormData, context: Route.ActionArgs["context"], t: UsersText, locale: Locale) {
  const { user } = staffOf(context, "users");
  const { database, env } = context.get(runtimeContext);
  const submission = parseForm(formData, inviteSchema(t.schema));
  if (submission.status !== "success")
    return data({ result: submission.reply(), link: null, done: null }, { status: 400 });
  const mail = { setup: staffMailOf(env), inviter: user.name, locale: submission.value.language ?? locale };
  return answerSave(() => inviteStaff(database.db, user, submission.value, mail), {
    saved: (token) => ({
      result: submission.reply({ resetForm: true }),
      link: `${env.SITE_URL}${adminHref.invite(token)}`,
      done: null,
    }),
    refused: (refusal) =>
      data({ result: submission.reply(refusalErrors(refusal, locale)), link: null, done: null }, { status: 400 }),
  });
}

function accountChange(formData: FormData): AccountChange | null {
  const intent = formData.get("intent");
  if (intent === "disable" || intent === "enable") return { intent };
  const role = formData.get("role");
  if (intent === "role" && staffRoles.includes(role as StaffRole)) return { intent, role: role as StaffRole };
  return null;
}

/** The second-factor policy, and resetting someone's factors (they lost their phone). */
async function secondFactor(
  intent: "policy" | "reset-factors",
  formData: FormData,
  context: Route.ActionArgs["context"],
  t: UsersText,
  locale: Locale,
) {
  const session = staffOf(context, "users");
  const { user } = session;
  const { database, env } = context.get(runtimeContext);
  if (intent === "policy") {
    const on = formData.get("required") === "on";
    await setSecondFactorRequired(database.db, user, env.SITE_ENV, on);
    return { result: null, link: null, done: on ? t.done.required : t.done.notRequired };
  }
  return answerSave(
    () => resetFactors(database.db, session, { id: Number(formData.get("id")) }, { mail: staffMailOf(env) }),
    {
      saved: (reset) => ({
        result: null,
        link: null,
        done: fill(t.done.reset, { name: reset.name }),
      }),
      refused: (refusal) => {
        // resetting someone's factors wants a fresh proof: offer to confirm and come back
        const confirm = confirmOffer(refusal, adminHref.users(), locale);
        return confirm
          ? data({ result: null, link: null, done: "", confirm }, { status: 400 })
          : refused(refusal.in(locale), 400);
      },
    },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = staffOf(context, "users");
  const locale = adminLocaleOf(request, context);
  const t = usersText[locale];
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "invite") return invite(formData, context, t, locale);
  if (intent === "policy" || intent === "reset-factors") return secondFactor(intent, formData, context, t, locale);
  const change = accountChange(formData);
  if (!change) return refused(intent === "role" ? t.schema.role : t.done.unknown, 400);
  return answerSave(
    () => changeAccount(context.get(runtimeContext).database.db, user, Number(formData.get("id")), change),
    {
      saved: (name) => ({
        result: null,
        link: null,
        done: fill(
          change.intent === "role"
            ? t.done[change.role]
            : change.intent === "disable"
              ? t.done.disabled
              : t.done.enabled,
          { name },
        ),
      }),
      refused: (refusal) =>
        refused(refusal.in(locale), refusal instanceof AccountChangeRefused && refusal.reason === "gone" ? 404 : 400),
    },
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminTitle(matches, loaderData?.text.title ?? "Staff");

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const { users, invites, me, required, productionDefault, text: t } = loaderData;
  const { dateTime } = useAdminFormats();
  const { roles } = useAdminFrame();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "invite",
    lastResult: navigation.state === "idle" ? actionData?.result : null,
    defaultValue: { role: "editor", language: loaderData.locale },
    onValidate: ({ formData }) => parseForm(formData, inviteSchema(t.schema)),
  });
  return (
    <>
      <AdminHeader title={t.title} />
      {actionData?.done ? <Notice>{actionData.done}</Notice> : null}
      {actionData && "confirm" in actionData && actionData.confirm ? (
        <ConfirmOffer offer={actionData.confirm as ConfirmOfferData} />
      ) : null}
      {actionData?.link ? (
        <div role="status" className="mb-6 rounded-lg border border-green-700/30 bg-green-50 p-4 text-sm">
          <p className="font-semibold">{fill(t.invited, { days: INVITE_DAYS })}</p>
          <p className="mt-2 break-all font-mono">{actionData.link}</p>
        </div>
      ) : null}
      <PolicyForm required={required} productionDefault={productionDefault} t={loaderData.policy} />
      <StaffTable users={users} me={me} t={t} />
      {invites.length ? (
        <section aria-labelledby="open-invites" className="mt-8">
          <h2 id="open-invites" className="font-bold">
            {t.openInvites}
          </h2>
          <ul className="mt-2 text-sm">
            {invites.map((i) => (
              <li key={i.email}>
                {fill(t.until, { name: i.name, email: i.email, role: roles[i.role], at: dateTime(i.expiresAt) })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="invite-title" className="mt-10 max-w-xl rounded-2xl border border-line bg-white p-6">
        <h2 id="invite-title" className="text-lg font-bold">
          {t.invite.title}
        </h2>
        <Form method="post" {...getFormProps(form)} noValidate className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="invite" />
          <TextField meta={fields.name} label={t.invite.name} />
          <TextField meta={fields.email} label={t.invite.email} type="email" />
          <SelectField meta={fields.role} label={t.invite.role} hint={t.invite.roleHint}>
            <option value="editor">{roles.editor}</option>
            <option value="admin">{roles.admin}</option>
          </SelectField>
          <SelectField meta={fields.language} label={t.invite.language}>
            {locales.map((l) => (
              <option key={l} value={l}>
                {localeNames[l]}
              </option>
            ))}
          </SelectField>
          <div className="flex gap-3">
            <button type="submit" className={adminButton}>
              {t.invite.submit}
            </button>
            <button type="reset" className={adminSecondary}>
              {t.invite.clear}
            </button>
          </div>
        </Form>
      </section>
    </>
  );
}
