import { randomBytes } from "node:crypto";
import { getFormProps, useForm } from "@conform-to/react";
import { asc, desc, eq, isNull } from "drizzle-orm";
import { data, Form, useNavigation } from "react-router";
import { audit } from "~/.server/auth/audit.server";
import { requireStaff } from "~/.server/auth/request.server";
import { destroyAllSessions, hashToken } from "~/.server/auth/session.server";
import { normalizeEmail, staffByEmail } from "~/.server/auth/staff.server";
import { runtimeContext } from "~/.server/context";
import { staffInvites, staffUsers } from "~/.server/db/schema";
import {
  AdminHeader,
  adminButton,
  adminSecondary,
  formatDateTime,
  Notice,
  SelectField,
  TextField,
} from "~/features/admin/ui";
import { parseForm } from "~/features/forms/parse";
import { inviteSchema } from "~/features/staff/schemas";
import { staffRoles } from "~/lib/permissions";
import type { Route } from "./+types/users";

const INVITE_DAYS = 7;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireStaff(request, context, "users");
  const db = context.get(runtimeContext).database.db;
  const [users, invites] = await Promise.all([
    db.select().from(staffUsers).orderBy(asc(staffUsers.name)),
    db.select().from(staffInvites).where(isNull(staffInvites.usedAt)).orderBy(desc(staffInvites.createdAt)),
  ]);
  return {
    me: user.id,
    users: users.map((u) => ({
      id: u.id,
      name: u.name,
      email: u.email,
      role: u.role,
      disabled: Boolean(u.disabledAt),
      createdAt: u.createdAt.toISOString(),
    })),
    invites: invites
      .filter((i) => i.expiresAt > new Date())
      .map((i) => ({ email: i.email, name: i.name, role: i.role, expiresAt: i.expiresAt.toISOString() })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireStaff(request, context, "users");
  const db = context.get(runtimeContext).database.db;
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "invite") {
    const submission = parseForm(formData, inviteSchema);
    if (submission.status !== "success")
      return data({ result: submission.reply(), link: null, done: null }, { status: 400 });
    const { email, name, role } = submission.value;
    if (await staffByEmail(db, email)) {
      return data(
        {
          result: submission.reply({
            fieldErrors: { email: ["Someone with this e-mail address already has an account."] },
          }),
          link: null,
          done: null,
        },
        { status: 400 },
      );
    }
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(Date.now() + INVITE_DAYS * 86_400_000);
    await db.insert(staffInvites).values({
      tokenHash: hashToken(token),
      email: normalizeEmail(email),
      name,
      role,
      invitedBy: user.id,
      expiresAt,
    });
    await audit(db, user, "invite", "staff_user", normalizeEmail(email), null, {
      email: normalizeEmail(email),
      name,
      role,
    });
    const origin = context.get(runtimeContext).env.SITE_URL;
    return { result: submission.reply({ resetForm: true }), link: `${origin}/login/invite/${token}`, done: null };
  }
  const id = Number(formData.get("id"));
  const [target] = Number.isInteger(id) ? await db.select().from(staffUsers).where(eq(staffUsers.id, id)) : [];
  if (!target) return data({ result: null, link: null, done: "That account no longer exists." }, { status: 404 });
  if (target.id === user.id) {
    return data(
      { result: null, link: null, done: "You cannot change your own role or account here." },
      { status: 400 },
    );
  }
  const before = { role: target.role, disabled: Boolean(target.disabledAt) };
  if (intent === "role") {
    const role = formData.get("role");
    if (!staffRoles.includes(role as never))
      return data({ result: null, link: null, done: "Choose a role." }, { status: 400 });
    await db
      .update(staffUsers)
      .set({ role: role as (typeof staffRoles)[number] })
      .where(eq(staffUsers.id, id));
    await audit(db, user, "update", "staff_user", target.email, before, { ...before, role });
    return { result: null, link: null, done: `${target.name} is now ${role === "admin" ? "an admin" : "an editor"}.` };
  }
  if (intent === "disable" || intent === "enable") {
    const disabled = intent === "disable";
    await db
      .update(staffUsers)
      .set({ disabledAt: disabled ? new Date() : null })
      .where(eq(staffUsers.id, id));
    if (disabled) await destroyAllSessions(db, id);
    await audit(db, user, intent, "staff_user", target.email, before, { ...before, disabled });
    return {
      result: null,
      link: null,
      done: `${target.name}'s account is ${disabled ? "disabled and signed out" : "enabled again"}.`,
    };
  }
  return data({ result: null, link: null, done: "Unknown action." }, { status: 400 });
}

export const meta = () => [{ title: "Staff | Noteva admin" }];

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const { users, invites, me } = loaderData;
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
      <div className="overflow-x-auto rounded-2xl border border-line bg-white">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-line bg-mist/60">
            <tr>
              <th scope="col" className="px-4 py-2">
                Name
              </th>
              <th scope="col" className="px-4 py-2">
                Role
              </th>
              <th scope="col" className="px-4 py-2">
                Since
              </th>
              <th scope="col" className="px-4 py-2">
                Account
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
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
          </tbody>
        </table>
      </div>
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
