import { adminLocaleOf } from "~/.server/admin/locale.server";
import { staffOf } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { messageText } from "~/features/contact/admin-text";
import { inboxCsv, parseInboxFilters } from "~/features/contact/inbox.server";
import { contactText } from "~/features/contact/text.server";
import { listsText } from "~/lib/admin/text/lists";
import type { Route } from "./+types/inbox-export";

/** The inbox (with the list's filters) as CSV, for spreadsheets: UTF-8 with BOM, formulas defused. */
export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context, "inbox");
  const filters = parseInboxFilters(new URL(request.url).searchParams);
  const locale = adminLocaleOf(request, context);
  const names = { statuses: listsText[locale].statuses, topics: contactText[locale].topics };
  const csv = await inboxCsv(context.get(runtimeContext).database.db, filters, messageText[locale], names);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="noteva-contact-messages-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
