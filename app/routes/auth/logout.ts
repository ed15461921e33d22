import { redirect } from "react-router";
import { clearedSessionCookie } from "~/.server/auth/cookie";
import { isProduction, sessionToken } from "~/.server/auth/request.server";
import { idleMsOf } from "~/.server/auth/session.server";
import { runtimeContext } from "~/.server/context";
import { signOut } from "~/features/staff/sign-in.server";
import * as adminHref from "~/lib/admin/href";
import type { Route } from "./+types/logout";

/** Sign-out is a POST (a link could be triggered by another site); `everywhere` ends every session of the user. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const { database, env } = context.get(runtimeContext);
  const everywhere = form.get("everywhere") === "1" ? { idleMs: idleMsOf(env) } : null;
  await signOut(database.db, sessionToken(request, context), everywhere);
  return redirect(adminHref.login({ signedOut: true }), {
    headers: { "Set-Cookie": clearedSessionCookie(isProduction(context)) },
  });
}

export function loader() {
  return redirect(adminHref.dashboard());
}
