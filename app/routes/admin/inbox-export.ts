import { requireStaff } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { allMessages, parseInboxFilters, toCsv } from "~/features/admin/inbox.server";
import type { Route } from "./+types/inbox-export";

/** The inbox (with the list's filters) as CSV, for spreadsheets: UTF-8 with BOM, formulas defused. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "inbox");
  const filters = parseInboxFilters(new URL(request.url).searchParams);
  const rows = await allMessages(context.get(runtimeContext).database.db, filters);
  const csv = toCsv([
    [
      "reference",
      "received",
      "status",
      "name",
      "email",
      "country",
      "topic",
      "product",
      "serial",
      "store",
      "assigned to",
      "reply note",
      "message",
    ],
    ...rows.map(({ message: m, assignee }) => [
      m.reference,
      m.receivedAt,
      m.status,
      m.name,
      m.email,
      m.country,
      m.topic,
      m.productId,
      m.serial,
      m.dealerId,
      assignee,
      m.replyNote,
      m.message,
    ]),
  ]);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="noteva-contact-messages-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
