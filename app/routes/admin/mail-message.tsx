import { data, Form, Link, redirect } from "react-router";
import { adminLocaleOf } from "~/.server/admin/locale.server";
import { staffOf } from "~/.server/auth/request.server";
import { commitChange } from "~/.server/changes/pipeline.server";
import { runtimeContext } from "~/.server/context";
import {
  clearSuppressionChange,
  isSuppressed,
  mailById,
  type OutboxRow,
  retryChange,
} from "~/.server/mail/outbox.server";
import { AdminHeader, adminButton, adminSecondary, Notice } from "~/components/ui/admin/ui";
import { shownAddress } from "~/features/firmware-news/shown-address";
import * as adminHref from "~/lib/admin/href";
import { adminTitle, fill, useAdminFormats } from "~/lib/admin/i18n";
import { mailAdminText } from "~/lib/admin/text/mail";
import type { Route } from "./+types/mail-message";

/** The headers a mail goes out with, in the order a mail client shows them (Date: when it was sent). */
function headersOf(mail: OutboxRow): [string, string][] {
  return [
    ["From", mail.fromAddress],
    // a firmware news subscriber's address is not shown to staff
    ["To", shownAddress(mail.kind, mail.toAddress)],
    ["Subject", mail.subject],
    ["Message-ID", mail.messageId],
    ...Object.entries(mail.headers),
    ["Content-Language", mail.locale],
  ];
}

async function found(context: Route.LoaderArgs["context"], id: string) {
  const mail = await mailById(context.get(runtimeContext).database.db, id);
  if (!mail) throw data("Not Found", { status: 404 });
  return mail;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  staffOf(context, "inbox");
  const mail = await found(context, params.id);
  const t = mailAdminText[adminLocaleOf(request, context)];
  const done = new URL(request.url).searchParams.get("done");
  return {
    text: t,
    done: done === "retried" || done === "cleared" ? done : null,
    suppressed: await isSuppressed(context.get(runtimeContext).database.db, mail.toAddress),
    mail: {
      id: mail.id,
      kind: t.kinds[mail.kind] ?? mail.kind,
      subject: mail.subject,
      to: shownAddress(mail.kind, mail.toAddress),
      status: mail.status,
      attempts: mail.attempts,
      lastError: mail.lastError,
      createdAt: mail.createdAt.toISOString(),
      sentAt: mail.sentAt?.toISOString() ?? null,
      headers: headersOf(mail),
      text: mail.text,
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = staffOf(context, "inbox");
  const mail = await found(context, params.id);
  const db = context.get(runtimeContext).database.db;
  const intent = (await request.formData()).get("intent");
  const gone = data("This mail is not waiting for that any more. Reload the page.", { status: 409 });
  if (intent === "retry") {
    await commitChange(db, user, retryChange(mail, gone as unknown as Error));
    return redirect(adminHref.mailMessage(mail.id, { done: "retried" }));
  }
  if (intent === "clear") {
    await commitChange(db, user, clearSuppressionChange(mail.toAddress, gone as unknown as Error));
    return redirect(adminHref.mailMessage(mail.id, { done: "cleared" }));
  }
  return data("Unknown action: send intent=retry or intent=clear.", { status: 400 });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminTitle(matches, loaderData?.mail.subject ?? "Mail");

export default function MailMessage({ loaderData }: Route.ComponentProps) {
  const { text: t, mail: m, done, suppressed } = loaderData;
  const { dateTime, number } = useAdminFormats();
  return (
    <>
      <AdminHeader title={m.subject}>
        <Link to={adminHref.mail()} className="text-sm font-semibold text-accent underline">
          {t.back}
        </Link>
      </AdminHeader>
      {done === "retried" ? <Notice>{t.retried}</Notice> : null}
      {done === "cleared" ? <Notice>{fill(t.cleared, { address: m.to })}</Notice> : null}
      <p className="mb-4 text-sm text-ink-soft">
        {m.kind} · {t.statuses[m.status]} · {dateTime(m.sentAt ?? m.createdAt)}
        {m.status !== "sent" && m.attempts > 0 ? ` · ${fill(t.attempts, { count: number(m.attempts) })}` : ""}
      </p>
      {m.lastError && m.status !== "sent" ? (
        <section aria-labelledby="last-error" className="mb-6 rounded-2xl border border-line bg-white p-6">
          <h2 id="last-error" className="font-bold">
            {t.lastError}
          </h2>
          <p className="mt-2 break-words font-mono text-sm">{m.lastError}</p>
        </section>
      ) : null}
      {suppressed || m.status === "failed" ? (
        <div className="mb-6 flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-white p-6">
          {suppressed ? <p className="w-full">{fill(t.suppressed, { address: m.to })}</p> : null}
          {m.status === "failed" ? (
            <Form method="post">
              <button type="submit" name="intent" value="retry" className={adminButton}>
                {t.retry}
              </button>
            </Form>
          ) : null}
          {suppressed ? (
            <Form method="post">
              <button type="submit" name="intent" value="clear" className={adminSecondary}>
                {t.clear}
              </button>
            </Form>
          ) : null}
        </div>
      ) : null}
      <section aria-labelledby="mail-headers" className="mb-6 rounded-2xl border border-line bg-white p-6">
        <h2 id="mail-headers" className="font-bold">
          {t.headers}
        </h2>
        <dl className="mt-3 grid grid-cols-[10rem_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          {m.headers.map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="font-mono text-muted">{name}</dt>
              <dd className="break-all font-mono">{value}</dd>
            </div>
          ))}
        </dl>
        <a href={adminHref.mailSource(m.id)} className={`${adminSecondary} mt-4 inline-block`} download>
          {t.source}
        </a>
      </section>
      <section aria-labelledby="mail-html" className="mb-6 rounded-2xl border border-line bg-white p-6">
        <h2 id="mail-html" className="font-bold">
          {t.htmlPart}
        </h2>
        <iframe
          title={t.htmlFrame}
          src={adminHref.mailHtml(m.id)}
          sandbox=""
          className="mt-3 h-[36rem] w-full rounded-xl border border-line bg-white"
        />
      </section>
      <section aria-labelledby="mail-text" className="rounded-2xl border border-line bg-white p-6">
        <h2 id="mail-text" className="font-bold">
          {t.textPart}
        </h2>
        <pre className="mt-3 whitespace-pre-wrap break-words font-mono text-sm">{m.text}</pre>
      </section>
    </>
  );
}
