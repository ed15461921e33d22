import { getFormProps, useForm } from "@conform-to/react";
import { data, Form, useNavigation } from "react-router";
import { staffOf } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { answerSave, refusalErrors } from "~/features/admin/save.server";
import {
  AdminHeader,
  AdminTable,
  adminButton,
  adminSecondary,
  formatDateTime,
  Notice,
  SelectField,
  TextField,
} from "~/features/admin/ui";
import { parseForm } from "~/features/forms/parse";
import {
  factorCounts,
  resetFactors,
  secondFactorRequired,
  setSecondFactorRequired,
} from "~/features/staff/factors.server";
import { inviteStaff, openInvites } from "~/features/staff/invites.server";
import { INVITE_DAYS, inviteSchema } from "~/features/staff/schemas";
import { PolicyForm } from "~/features/staff/security-ui";
import { type AccountChange, AccountChangeRefused, changeAccount, listStaff } from "~/features/staff/users.server";
import { type StaffRole, staffRoles } from "~/lib/permissions";
import type { Route } from "./+types/users";

export async function loader({ context }: Route.LoaderArgs) {
  const { user } = staffOf(context, "users");
  const { database, env } = context.get(runtimeContext);
  const db = database.db;
  const [users, invites, factors, required] = await Promise.all([
    listStaff(db),
    openInvites(db),
    factorCounts(db),
    secondFactorRequired(db, env.SITE_ENV),
  ]);
  return {
    me: user.id,
    required,
    productionDefault: env.SITE_ENV === "production",
    users: users.map((u) => ({ ...u, createdAt: u.createdAt.toISOString(), factors: factors.get(u.id) ?? 0 })),
    invites: invites.map((i) => ({ ...i, expiresAt: i.expiresAt.toISOString() })),
  };
}

const refused = (done: string, status: number) => data({ result: null, link: null, done }, { status });

async function invite(formData: FormData, context: Route.ActionArgs["context"]) {
  const { user } = staffOf(context, "users");
  const { database, env } = context.get(runtimeContext);
  const submission = parseForm(formData, inviteSchema);
  if (submission.status !== "success")
    return data({ result: submission.reply(), link: null, done: null }, { status: 400 });
  return answerSave(() => inviteStaff(database.db, user, submission.value), {
    saved: (token) => ({
      result: submission.reply({ resetForm: true }),
      link: `${env.SITE_URL}/login/invite/${token}`,
      done: null,
    }),
    refused: (refusal) =>
      data({ result: submission.reply(refusalErrors(refusal)), link: null, done: null }, { status: 400 }),
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
) {
  const { user } = staffOf(context, "users");
  const { database, env } = context.get(runtimeContext);
  if (intent === "policy") {
    const on = formData.get("required") === "on";
    await setSecondFactorRequired(database.db, user, env.SITE_ENV, on);
    return { result: null, link: null, done: `A second factor is ${on ? "now required" : "no longer required"}.` };
  }
  return answerSave(() => resetFactors(database.db, user, { id: Number(formData.get("id")) }), {
    saved: (reset) => ({
      result: null,
      link: null,
      done: `${reset.name}'s second factors and recovery codes are removed.`,
    }),
    refused: (refusal) => refused(refusal.message, 400),
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = staffOf(context, "users");
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "invite") return invite(formData, context);
  if (intent === "policy" || intent === "reset-factors") return secondFactor(intent, formData, context);
  const change = accountChange(formData);
  if (!change) return refused(intent === "role" ? "Choose a role." : "Unknown action.", 400);
  return answerSave(
    () => changeAccount(context.get(runtimeContext).database.db, user, Number(formData.get("id")), change),
    {
      saved: (name) => ({
        result: null,
        link: null,
        done:
          change.intent === "role"
            ? `${name} is now ${change.role === "admin" ? "an admin" : "an editor"}.`
            : `${name}'s account is ${change.intent === "disable" ? "disabled and signed out" : "enabled again"}.`,
      }),
      refused: (refusal) =>
        refused(refusal.message, refusal instanceof AccountChangeRefused && refusal.reason === "gone" ? 404 : 400),
    },
  );
}

export const meta = () => [{ title: "Staff | Noteva admin" }];

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const { users, invites, me, required, productionDefault } = loaderData;
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "invite",
    lastResult: navigation.state === "idle" ? actionData?.result : null,
    defaultValue: { role: "editor" },
    onValidate: ({ formData }) => parseForm(formData, inviteSchema),
  });
  return (
    <>
      <AdminHeader title="Staff" />
      {actionData?.done ? <Notice>{actionData.done}</Notice> : null}
      {actionData?.link ? (
        <div role="status" className="mb-6 rounded-lg border border-green-700/30 bg-green-50 p-4 text-sm">
          <p className="font-semibold">
            Invitation created. Send this link to the new colleague; it works once, for {INVITE_DAYS} days:
          </p>
          <p className="mt-2 break-all font-mono">{actionData.link}</p>
        </div>
      ) : null}
      <PolicyForm required={required} productionDefault={productionDefault} />
      <AdminTable columns={["Name", "Role", "Since", "Second factor", "Account"]}>
        {users.map((u) => (
          <tr key={u.id}>
            <td className="px-4 py-3">
              {u.name}
              <span className="block text-xs text-muted">{u.email}</span>
            </td>
            <td className="px-4 py-3">
              {u.id === me ? (
                u.role
              ) : (
                <Form method="post" className="flex items-center gap-2">
                  <input type="hidden" name="intent" value="role" />
                  <input type="hidden" name="id" value={u.id} />
                  <label htmlFor={`role-${u.id}`} className="sr-only">
                    Role of {u.name}
                  </label>
                  <select
                    id={`role-${u.id}`}
                    name="role"
                    defaultValue={u.role}
                    className="rounded border border-line px-2 py-1"
                  >
                    {staffRoles.map((r) => (
                      <option key={r} value={r}>
                        {r}
                      </option>
                    ))}
                  </select>
                  <button type="submit" className="text-xs font-semibold text-accent underline">
                    Change<span className="sr-only"> role of {u.name}</span>
                  </button>
                </Form>
              )}
            </td>
            <td className="px-4 py-3">{formatDateTime(u.createdAt)}</td>
            <td className="px-4 py-3">
              {u.factors ? `${u.factors} added` : "none"}
              {u.factors && u.id !== me ? (
                <Form method="post">
                  <input type="hidden" name="id" value={u.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="reset-factors"
                    className="text-xs font-semibold text-accent underline"
                  >
                    Reset<span className="sr-only"> the second factors of {u.name}</span>
                  </button>
                </Form>
              ) : null}
            </td>
            <td className="px-4 py-3">
              {u.id === me ? (
                "you"
              ) : (
                <Form method="post">
                  <input type="hidden" name="id" value={u.id} />
                  <button
                    type="submit"
                    name="intent"
                    value={u.disabled ? "enable" : "disable"}
                    className="text-xs font-semibold text-accent underline"
                  >
                    {u.disabled ? "Enable" : "Disable"}
                    <span className="sr-only"> {u.name}</span>
                  </button>
                </Form>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
      {invites.length ? (
        <section aria-labelledby="open-invites" className="mt-8">
          <h2 id="open-invites" className="font-bold">
            Open invitations
          </h2>
          <ul className="mt-2 text-sm">
            {invites.map((i) => (
              <li key={i.email}>
                {i.name} ({i.email}), {i.role}, until {formatDateTime(i.expiresAt)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="invite-title" className="mt-10 max-w-xl rounded-2xl border border-line bg-white p-6">
        <h2 id="invite-title" className="text-lg font-bold">
          Invite a colleague
        </h2>
        <Form method="post" {...getFormProps(form)} noValidate className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="invite" />
          <TextField meta={fields.name} label="Name" />
          <TextField meta={fields.email} label="E-mail address" type="email" />
          <SelectField
            meta={fields.role}
            label="Role"
            hint="Editors manage content and the inbox; admins also manage staff."
          >
            <option value="editor">editor</option>
            <option value="admin">admin</option>
          </SelectField>
          <div className="flex gap-3">
            <button type="submit" className={adminButton}>
              Create invitation
            </button>
            <button type="reset" className={adminSecondary}>
              Clear
            </button>
          </div>
        </Form>
      </section>
    </>
  );
}
