import { Link } from "react-router";
import { adminLocaleOf } from "~/.server/admin/locale.server";
import { staffOf } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { AdminPager } from "~/components/ui/admin/pager";
import { AdminHeader, AdminTable, adminSecondary, FilterForm } from "~/components/ui/admin/ui";
import { INBOX_PER_PAGE, listMessages, parseInboxFilters } from "~/features/contact/inbox.server";
import { contactTopics } from "~/features/contact/schema";
import { contactText } from "~/features/contact/text.server";
import * as adminHref from "~/lib/admin/href";
import { adminTitle, fill, useAdminFormats } from "~/lib/admin/i18n";
import { listsText } from "~/lib/admin/text/lists";
import { contactStatuses } from "~/lib/content-model";
import { pageCount, parsePage } from "~/lib/pagination";
import type { Route } from "./+types/inbox";

export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context, "inbox");
  const params = new URL(request.url).searchParams;
  const filters = parseInboxFilters(params);
  const page = parsePage(params.get("page")) ?? 1;
  const { rows, total } = await listMessages(context.get(runtimeContext).database.db, filters, page);
  const locale = adminLocaleOf(request, context);
  const { inbox, statuses } = listsText[locale];
  // the topics in the words of the contact form in the editor's language
  const topics = contactText[locale].topics;
  return {
    text: { ...inbox, statuses, topics: contactTopics.map((t) => ({ value: t.value, label: topics[t.value] })) },
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
      topic: topics[m.topic as keyof typeof topics] ?? m.topic,
      status: m.status,
      assignee,
      repliedAt: m.repliedAt?.toISOString() ?? null,
      preview: m.message.slice(0, 120),
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminTitle(matches, loaderData?.text.title ?? "Contact inbox");

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { filters, messages, total, page, pages, text: t } = loaderData;
  const { dateTime, number } = useAdminFormats();
  return (
    <>
      <AdminHeader title={t.title}>
        <a href={adminHref.inboxExport(filters)} className={adminSecondary} download>
          {t.export}
        </a>
      </AdminHeader>
      <FilterForm
        button={t.filter}
        filters={[
          {
            name: "status",
            label: t.status,
            value: filters.status,
            any: t.anyStatus,
            options: contactStatuses.map((s) => ({ value: s, label: t.statuses[s] })),
          },
          { name: "topic", label: t.topic, value: filters.topic, any: t.anyTopic, options: t.topics },
        ]}
      />
      <p className="mb-3 text-sm text-ink-soft">{total === 1 ? t.one : fill(t.many, { count: number(total) })}</p>
      {messages.length ? (
        <AdminTable
          columns={[t.columns.received, t.columns.from, t.columns.topic, t.columns.status, t.columns.assignee]}
        >
          {messages.map((m) => (
            <tr key={m.id} className={m.status === "new" ? "font-semibold" : ""}>
              <td className="whitespace-nowrap px-4 py-3">{dateTime(m.receivedAt)}</td>
              <td className="px-4 py-3">
                <Link to={adminHref.inboxMessage(m.id)} className="text-accent underline">
                  {m.name}
                </Link>
                <span className="block text-xs font-normal text-muted">
                  {m.reference} · {m.email}
                </span>
                <span className="block max-w-md truncate text-xs font-normal text-ink-soft">{m.preview}</span>
              </td>
              <td className="px-4 py-3">{m.topic}</td>
              <td className="px-4 py-3">
                {t.statuses[m.status]}
                {m.repliedAt ? (
                  <span className="block text-xs font-normal text-muted">
                    {fill(t.replied, { at: dateTime(m.repliedAt) })}
                  </span>
                ) : null}
              </td>
              <td className="px-4 py-3">{m.assignee ?? "—"}</td>
            </tr>
          ))}
        </AdminTable>
      ) : (
        <p className="rounded-2xl border border-line bg-white p-6">{t.none}</p>
      )}
      <AdminPager page={page} pages={pages} href={(n) => adminHref.inbox({ ...filters, page: n })} />
    </>
  );
}
