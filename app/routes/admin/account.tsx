import { getFormProps, useForm } from "@conform-to/react";
import { data, Form, Link, useNavigation } from "react-router";
import { sessionCookie } from "~/.server/auth/cookie";
import { isProduction, staffOf } from "~/.server/auth/request.server";
import { clientContext, runtimeContext } from "~/.server/context";
import { answerSave, refusalErrors } from "~/features/admin/save.server";
import { AdminHeader, adminButton, adminSecondary, Notice, TextField } from "~/features/admin/ui";
import { parseForm } from "~/features/forms/parse";
import { z } from "~/features/forms/zod";
import { changePassword } from "~/features/staff/account.server";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/features/staff/schemas";
import { endOtherSessions, endSession, listSessions } from "~/features/staff/sessions.server";
import { SessionList } from "~/features/staff/sessions-ui";
import type { Route } from "./+types/account";

const schema = z
  .object({
    current: z.string({ error: "Enter your current password." }).max(PASSWORD_MAX),
    password: z
      .string({ error: `Choose a password of at least ${PASSWORD_MIN} characters.` })
      .min(PASSWORD_MIN, `Choose a password of at least ${PASSWORD_MIN} characters.`)
      .max(PASSWORD_MAX, `At most ${PASSWORD_MAX} characters.`),
    confirm: z.string({ error: "Type the new password again." }),
  })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "The two passwords are not the same." });

export async function loader({ context }: Route.LoaderArgs) {
  const session = staffOf(context);
  const { user } = session;
  const sessions = await listSessions(context.get(runtimeContext).database.db, session);
  return {
    user: { name: user.name, email: user.email, role: user.role },
    sessions: sessions.map((s) => ({
      ...s,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
    })),
  };
}

/** Ending one of the member's other sessions, or all of them. */
async function endSessions(formData: FormData, context: Route.ActionArgs["context"]) {
  const session = staffOf(context);
  const db = context.get(runtimeContext).database.db;
  const handle = String(formData.get("handle") ?? "");
  const others = formData.get("intent") === "end-others";
  return answerSave(() => (others ? endOtherSessions(db, session).then(() => {}) : endSession(db, session, handle)), {
    saved: () => ({
      result: null,
      done: false,
      ended: others ? "Your other sessions are ended." : "The session is ended.",
    }),
    refused: (refusal) => data({ result: null, done: false, ended: refusal.message }, { status: 400 }),
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = staffOf(context);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "end-session" || intent === "end-others") return endSessions(formData, context);
  const submission = parseForm(formData, schema);
  const hidden = { hideFields: ["current", "password", "confirm"] };
  if (submission.status !== "success") return data({ result: submission.reply(hidden), done: false }, { status: 400 });
  const { current, password } = submission.value;
  // a new password ends every session, this one included; this browser gets a fresh one
  const { userAgent, address } = context.get(clientContext);
  return answerSave(
    () => changePassword(context.get(runtimeContext).database.db, user, { current, password, userAgent, address }),
    {
      saved: (session) =>
        data(
          { result: submission.reply({ resetForm: true }), done: true },
          { headers: { "Set-Cookie": sessionCookie(isProduction(context), session.token, session.expiresAt) } },
        ),
      refused: (refusal) =>
        data({ result: submission.reply({ ...hidden, ...refusalErrors(refusal) }), done: false }, { status: 400 }),
    },
  );
}

export const meta = () => [{ title: "Your account | Noteva admin" }];

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "password",
    lastResult: navigation.state === "idle" ? actionData?.result : null,
    onValidate: ({ formData }) => parseForm(formData, schema),
  });
  const { user } = loaderData;
  return (
    <>
      <AdminHeader title="Your account" />
      {actionData?.done ? <Notice>Your password is changed; other devices are signed out.</Notice> : null}
      {actionData && "ended" in actionData && actionData.ended ? <Notice>{actionData.ended}</Notice> : null}
      <p className="mb-8">
        {user.name}, {user.email} ({user.role})
      </p>
      <p className="mb-8">
        <Link to="/admin/account/security" className="font-semibold text-accent underline">
          Sign-in security: authenticator apps, passkeys and recovery codes
        </Link>
      </p>
      <section aria-labelledby="password-title" className="max-w-xl rounded-2xl border border-line bg-white p-6">
        <h2 id="password-title" className="text-lg font-bold">
          Change your password
        </h2>
        <Form method="post" {...getFormProps(form)} noValidate className="mt-4 space-y-4">
          <TextField meta={fields.current} label="Current password" type="password" autoComplete="current-password" />
          <TextField
            meta={fields.password}
            label="New password"
            hint="At least 12 characters."
            type="password"
            autoComplete="new-password"
          />
          <TextField meta={fields.confirm} label="New password again" type="password" autoComplete="new-password" />
          <button type="submit" className={adminButton}>
            Change password
          </button>
        </Form>
      </section>
      <SessionList sessions={loaderData.sessions} />
      <section aria-labelledby="everywhere-title" className="mt-8 max-w-xl rounded-2xl border border-line bg-white p-6">
        <h2 id="everywhere-title" className="text-lg font-bold">
          Sign out everywhere
        </h2>
        <p className="mt-2 text-sm text-ink-soft">Ends your sessions on every computer and phone, this one included.</p>
        <Form method="post" action="/logout" className="mt-4">
          <input type="hidden" name="everywhere" value="1" />
          <button type="submit" className={adminSecondary}>
            Sign out everywhere
          </button>
        </Form>
      </section>
    </>
  );
}
