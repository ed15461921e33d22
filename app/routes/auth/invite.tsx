import { getFormProps } from "@conform-to/react";
import { data, Form, Link, redirect } from "react-router";
import { sessionCookie } from "~/.server/auth/cookie";
import { isProduction } from "~/.server/auth/request.server";
import { createSession } from "~/.server/auth/session.server";
import { clientContext, runtimeContext } from "~/.server/context";
import { AuthCard } from "~/components/layout/auth-card";
import { answerSave } from "~/features/admin/save.server";
import { adminButton, TextField } from "~/features/admin/ui";
import { useAdminForm } from "~/features/admin/use-admin-form";
import { parseForm } from "~/features/forms/parse";
import { acceptInvite, InviteGone, openInvite } from "~/features/staff/invites.server";
import { newPasswordSchema } from "~/features/staff/schemas";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/invite";

const gone = () => data("This invitation is used, expired or unknown. Ask an admin for a new one.", { status: 404 });

export const meta = () => [
  ...pageMeta("Join the Noteva admin", "Choose your password."),
  { name: "robots", content: "noindex" },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const invite = await openInvite(context.get(runtimeContext).database.db, params.token);
  if (!invite) throw gone();
  return { email: invite.email, name: invite.name, role: invite.role };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const db = context.get(runtimeContext).database.db;
  const invite = await openInvite(db, params.token);
  if (!invite) throw gone();
  const submission = parseForm(await request.formData(), newPasswordSchema);
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password", "confirm"] }) }, { status: 400 });
  }
  return answerSave(() => acceptInvite(db, invite, submission.value), {
    saved: async (user) => {
      const session = await createSession(db, user.id, context.get(clientContext));
      return redirect("/admin", {
        headers: { "Set-Cookie": sessionCookie(isProduction(context), session.token, session.expiresAt) },
      });
    },
    refused: (refusal) => {
      // used or expired between opening the page and sending it
      if (refusal instanceof InviteGone) throw gone();
      return data({ result: submission.reply({ formErrors: [refusal.message] }) }, { status: 400 });
    },
  });
}

export default function Invite({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useAdminForm({
    id: "invite-accept",
    schema: newPasswordSchema,
    defaultValue: { name: loaderData.name },
    lastResult: actionData?.result,
  });
  return (
    <AuthCard title="Join the Noteva admin">
      <p className="mt-2 text-sm text-ink-soft">
        You are invited as {loaderData.role === "admin" ? "an admin" : "an editor"} with {loaderData.email}. Choose your
        password to start.
      </p>
      <Form method="post" {...getFormProps(form)} noValidate className="mt-6 space-y-4">
        {form.errors?.length ? (
          <p role="alert" className="rounded-lg bg-accent/5 p-3 text-sm font-semibold text-accent">
            {form.errors[0]}
          </p>
        ) : null}
        <TextField meta={fields.name} label="Your name" autoComplete="name" />
        <TextField
          meta={fields.password}
          label="Password"
          hint="At least 12 characters."
          type="password"
          autoComplete="new-password"
        />
        <TextField meta={fields.confirm} label="Password again" type="password" autoComplete="new-password" />
        <button type="submit" className={adminButton}>
          Create my account
        </button>
      </Form>
    </AuthCard>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = error && typeof error === "object" && "data" in error ? String(error.data) : "Something went wrong.";
  return (
    <AuthCard title="Invitation not valid">
      <p className="mt-3">{message}</p>
      <p className="mt-6">
        <Link to="/login" className="font-semibold text-accent underline">
          Staff sign-in
        </Link>
      </p>
    </AuthCard>
  );
}
