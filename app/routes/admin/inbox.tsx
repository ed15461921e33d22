import { Link } from "react-router";
import { staffOf } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { Pager } from "~/components/ui/pager";
import { AdminHeader, AdminTable, adminSecondary, FilterForm, formatDateTime } from "~/features/admin/ui";
import { INBOX_PER_PAGE, listMessages, parseInboxFilters } from "~/features/contact/inbox.server";
import { contactStatuses, contactTopics } from "~/features/contact/schema";
import { pageCount, parsePage } from "~/lib/pagination";
import type { Route } from "./+types/inbox";

export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context, "inbox");
  const params = new URL(request.url).searchParams;
  const filters = parseInboxFilters(params);
  const page = parsePage(params.get("page")) ?? 1;
  const { rows, total } = await listMessages(context.get(runtimeContext).database.db, filters, page);
  return {
    filters,
    page,
    pages: pageCount(total, INBOX_PER_PAGE),
    total,
    messages: rows.map(({ message: m, assignee }) => ({
      id: m.id,
      reference: m.reference,
      receivedAt: m.receivedAt.toISOString(),
      name: m.name,
      email: m.email,
      topic: contactTopics.find((t) => t.value === m.topic)?.label ?? m.topic,
      status: m.status,
      assignee,
      preview: m.message.slice(0, 120),
    })),
  };
}

export const meta = () => [{ title: "Contact inbox | Noteva admin" }];

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { filters, messages, total, page, pages } = loaderData;
  const query = new URLSearchParams(
    Object.entries(filters).filter((e): e is [string, string] => Boolean(e[1])),
  ).toString();
  return (
    <>
      <AdminHeader title="Contact inbox">
        <a href={`/admin/inbox/export.csv${query ? `?${query}` : ""}`} className={adminSecondary} download>
          Export CSV
        </a>
      </AdminHeader>
      <FilterForm
        button="Filter"
        filters={[
          { name: "status", label: "Status", value: filters.status, any: "Any status", options: [...contactStatuses] },
          { name: "topic", label: "Topic", value: filters.topic, any: "Any topic", options: [...contactTopics] },
        ]}
      />
      <p className="mb-3 text-sm text-ink-soft">
        {total} {total === 1 ? "message" : "messages"}
      </p>
      {messages.length ? (
        <AdminTable columns={["Received", "From", "Topic", "Status", "Assigned to"]}>
          {messages.map((m) => (
            <tr key={m.id} className={m.status === "new" ? "font-semibold" : ""}>
              <td className="whitespace-nowrap px-4 py-3">{formatDateTime(m.receivedAt)}</td>
              <td className="px-4 py-3">
                <Link to={`/admin/inbox/${m.id}`} className="text-accent underline">
                  {m.name}
                </Link>
                <span className="block text-xs font-normal text-muted">
                  {m.reference} · {m.email}
                </span>
                <span className="block max-w-md truncate text-xs font-normal text-ink-soft">{m.preview}</span>
              </td>
              <td className="px-4 py-3">{m.topic}</td>
              <td className="px-4 py-3">{m.status}</td>
              <td className="px-4 py-3">{m.assignee ?? "—"}</td>
            </tr>
          ))}
        </AdminTable>
      ) : (
        <p className="rounded-2xl border border-line bg-white p-6">No messages match these filters.</p>
      )}
      <Pager
        page={page}
        pages={pages}
        href={(n) =>
          `/admin/inbox?${new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(query)), page: String(n) })}`
        }
      />
    </>
  );
}
