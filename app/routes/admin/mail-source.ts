import { staffOf } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { mailById } from "~/.server/mail/outbox.server";
import { rawMessage } from "~/.server/mail/sender.server";
import { shownAddress } from "~/features/firmware-news/shown-address";
import type { Route } from "./+types/mail-source";

/**
 * A mail as the message that goes to the mail server (headers, text and HTML parts), for a mail
 * client; a firmware news mail with its recipient masked.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  staffOf(context, "inbox");
  const mail = await mailById(context.get(runtimeContext).database.db, params.id);
  if (!mail) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain" } });
  // a firmware news subscriber's address stays masked here too (staff never see the list)
  const shown = { ...mail, toAddress: shownAddress(mail.kind, mail.toAddress) };
  return new Response(new Uint8Array(await rawMessage(shown)), {
    headers: {
      "Content-Type": "message/rfc822",
      "Content-Disposition": `attachment; filename="noteva-mail-${mail.id}.eml"`,
      "Cache-Control": "no-store",
    },
  });
}
