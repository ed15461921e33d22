import { staffOf } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { mailById } from "~/.server/mail/outbox.server";
import type { Route } from "./+types/mail-html";

/**
 * A mail's HTML for the admin's preview frame: framed by the admin only, sandboxed, no script and
 * nothing fetched (a mail client shows it with images off too): its own inline styles only.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  staffOf(context, "inbox");
  const mail = await mailById(context.get(runtimeContext).database.db, params.id);
  if (!mail) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(mail.html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy":
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'; sandbox",
      "Cache-Control": "no-store",
    },
  });
}
