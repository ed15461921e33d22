import { Link } from "react-router";
import { adminLocaleOf } from "~/.server/admin/locale.server";
import { staffOf } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { listMails, MAIL_PER_PAGE } from "~/.server/mail/outbox.server";
import { smtpServerName } from "~/.server/mail/sender.server";
import { AdminPager } from "~/components/ui/admin/pager";
import { AdminHeader, AdminTable, adminSecondary, FilterForm, Notice } from "~/components/ui/admin/ui";
import { shownAddress } from "~/features/firmware-news/shown-address";
import * as adminHref from "~/lib/admin/href";
import { adminTitle, fill, useAdminFormats } from "~/lib/admin/i18n";
import { mailAdminText } from "~/lib/admin/text/mail";
import { type MailStatus, mailStatuses } from "~/lib/content-model";
import { pageCount, parsePage } from "~/lib/pagination";
import { can } from "~/lib/permissions";
import type { Route } from "./+types/mail";

/** Outgoing mail, newest first: what waits, what went, what failed (decision 031). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = staffOf(context, "inbox");
  const { env, database } = context.get(runtimeContext);
  const params = new URL(request.url).searchParams;
  const asked = params.get("status");
  const status = mailStatuses.includes(asked as MailStatus) ? (asked as MailStatus) : null;
  const page = parsePage(params.get("page")) ?? 1;
  const { rows, total } = await listMails(database.db, status, page);
  const t = mailAdminText[adminLocaleOf(request, context)];
  return {
    text: t,
    server: smtpServerName(env),
    /** Admins set where mail goes (mail settings). */
    settings: can(user.role, "users"),
    status,
    page,
    pages: pageCount(total, MAIL_PER_PAGE),
    total,
    mails: rows.map((m) => ({
      ...m,
      // a firmware news subscriber's address is not listed for staff
      toAddress: shownAddress(m.kind, m.toAddress),
      kind: t.kinds[m.kind] ?? m.kind,
      createdAt: m.createdAt.toISOString(),
      sentAt: m.sentAt?.toISOString() ?? null,
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminTitle(matches, loaderData?.text.title ?? "Outgoing mail");

export default function Mail({ loaderData }: Route.ComponentProps) {
  const { text: t, mails, status, total, page, pages, server } = loaderData;
  const { dateTime, number } = useAdminFormats();
  return (
    <>
      <AdminHeader title={t.title}>
        {loaderData.settings ? (
          <Link to={adminHref.mailSettings()} className={adminSecondary}>
            {t.settings.link}
          </Link>
        ) : null}
      </AdminHeader>
      <Notice>{server ? fill(t.sending, { server }) : t.held}</Notice>
      <FilterForm
        button={t.filter}
        filters={[
          {
            name: "status",
            label: t.status,
            value: status,
            any: t.anyStatus,
            options: mailStatuses.map((s) => ({ value: s, label: t.statuses[s] })),
          },
        ]}
      />
      <p className="mb-3 text-sm text-ink-soft">{total === 1 ? t.one : fill(t.many, { count: number(total) })}</p>
      {mails.length ? (
        <AdminTable columns={[t.columns.written, t.columns.to, t.columns.subject, t.columns.status]}>
          {mails.map((m) => (
            <tr key={m.id}>
              <td className="whitespace-nowrap px-4 py-3">{dateTime(m.createdAt)}</td>
              <td className="px-4 py-3 break-all">{m.toAddress}</td>
              <td className="px-4 py-3">
                <Link to={adminHref.mailMessage(m.id)} className="text-accent underline">
                  {m.subject}
                </Link>
                <span className="block text-xs text-muted">{m.kind}</span>
              </td>
              <td className="px-4 py-3">
                {t.statuses[m.status]}
                {m.status !== "sent" && m.attempts > 0 ? (
                  <span className="block text-xs text-muted">{fill(t.attempts, { count: number(m.attempts) })}</span>
                ) : null}
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : (
        <p className="rounded-2xl border border-line bg-white p-6">{t.none}</p>
      )}
      <AdminPager page={page} pages={pages} href={(n) => adminHref.mail({ status, page: n })} />
    </>
  );
}
