import { getFormProps, useForm } from "@conform-to/react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { adminLocaleOf } from "~/.server/admin/locale.server";
import { editingNow } from "~/.server/admin/presence.server";
import { adminSave } from "~/.server/admin/save.server";
import { staffOf } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { smtpServerName } from "~/.server/mail/sender.server";
import { EditConflictNotice, FormErrors, VersionField } from "~/components/ui/admin/edit-conflict";
import { EditingNow } from "~/components/ui/admin/editing-now";
import { AdminHeader, adminButton, Notice, SelectField, TextAreaField } from "~/components/ui/admin/ui";
import { type MessageText, messageText } from "~/features/contact/admin-text";
import { handleMessage, messageById, messageIdByReference } from "~/features/contact/inbox.server";
import { repliesOf, sendReply } from "~/features/contact/replies.server";
import { contactText } from "~/features/contact/text.server";
import { draftOr, KeptDraftNotice } from "~/features/staff/kept-draft";
import { restoreKeptDraft } from "~/features/staff/kept-drafts.server";
import { enabledStaff } from "~/features/staff/users.server";
import * as adminHref from "~/lib/admin/href";
import { adminFormats, adminTitle, fill, useAdminFormats, useAdminFrame } from "~/lib/admin/i18n";
import { listsText } from "~/lib/admin/text/lists";
import { contactStatuses } from "~/lib/content-model";
import { countryName } from "~/lib/countries";
import { parseForm } from "~/lib/forms/parse";
import { NotFound } from "~/lib/forms/refusal";
import { z } from "~/lib/forms/zod";
import { isLocale, languageNameIn } from "~/lib/i18n/locales";
import { supportEmail } from "~/lib/site-config";
import type { Route } from "./+types/inbox-message";

const schemaOf = (e: MessageText["errors"], number: (n: number) => string) =>
  z.object({
    status: z.enum(contactStatuses, { error: e.status }),
    assignee: z.coerce.number().int().positive().optional(),
    replyNote: z
      .string()
      .trim()
      .max(5000, fill(e.atMost, { max: number(5000) }))
      .optional(),
  });

const replySchemaOf = (t: MessageText, number: (n: number) => string) =>
  z.object({
    key: z.uuid(),
    body: z
      .string({ error: t.reply.required })
      .trim()
      .min(1, t.reply.required)
      .max(10000, fill(t.errors.atMost, { max: number(10000) })),
  });

const notFound = () => data("Not Found", { status: 404 });

/** Who is assigned, by name as the form's list shows them. */
function assigneeName(staff: { id: number; name: string }[], id: unknown, nobody: string) {
  if (id === null || id === undefined || id === "") return nobody;
  return staff.find((s) => String(s.id) === String(id))?.name ?? String(id);
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  staffOf(context, "inbox");
  const { env, database } = context.get(runtimeContext);
  const db = database.db;
  // support's notice links by reference: the message's own address is its number
  const byReference = await messageIdByReference(db, params.id);
  if (byReference !== null) throw redirect(adminHref.inboxMessage(byReference));
  const [message, staff] = await Promise.all([messageById(db, params.id), enabledStaff(db)]);
  if (!message) throw notFound();
  const locale = adminLocaleOf(request, context);
  const topics = contactText[locale].topics;
  const query = new URL(request.url).searchParams;
  const replies = await repliesOf(db, message.id);
  return {
    text: { ...messageText[locale], statuses: listsText[locale].statuses },
    saved: query.has("saved"),
    replied: query.has("replied"),
    /** Without a mail server the answer waits in outgoing mail, and the editor is told so. */
    sending: Boolean(smtpServerName(env)),
    /** One per form shown: the same form sent twice is one answer and one mail. */
    replyKey: crypto.randomUUID(),
    replies: replies.map((r) => ({ id: r.id, authorName: r.authorName, body: r.body, sentAt: r.sentAt.toISOString() })),
    language: languageNameIn(isLocale(message.locale) ? message.locale : "en", locale),
    editing: await editingNow(context, "contact_message", params.id),
    keptDraft: await restoreKeptDraft(request, context),
    staff,
    message: {
      ...message,
      receivedAt: message.receivedAt.toISOString(),
      consentAt: message.consentAt.toISOString(),
      updatedAt: message.updatedAt.toISOString(),
      country: fill(messageText[locale].countryCode, {
        name: countryName(message.country, locale),
        code: message.country,
      }),
      topic: topics[message.topic as keyof typeof topics] ?? message.topic,
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = staffOf(context, "inbox");
  const { env, database } = context.get(runtimeContext);
  const db = database.db;
  const formData = await request.formData();
  const locale = adminLocaleOf(request, context);
  const t = messageText[locale];
  if (formData.get("intent") === "reply") {
    const submission = parseForm(formData, replySchemaOf(t, adminFormats(locale).number));
    if (submission.status !== "success") return data({ reply: submission.reply() }, { status: 400 });
    try {
      await sendReply(db, user, params.id, submission.value, {
        from: env.MAIL_FROM,
        siteUrl: env.SITE_URL,
        replyTo: supportEmail(env.SITE_ENV),
      });
    } catch (error) {
      if (error instanceof NotFound) throw notFound();
      throw error;
    }
    return redirect(adminHref.inboxMessage(params.id, { replied: true }));
  }
  return adminSave(db, formData, parseForm(formData, schemaOf(t.errors, adminFormats(locale).number)), {
    locale,
    id: params.id,
    save: ({ status, assignee, replyNote }, target) =>
      handleMessage(db, user, target, { status, assigneeId: assignee ?? null, replyNote: replyNote || null }),
    saved: (id) => redirect(adminHref.inboxMessage(id, { saved: true })),
    theirs: async () => {
      const saved = await messageById(db, params.id);
      return saved && { status: saved.status, assignee: saved.assigneeId, replyNote: saved.replyNote };
    },
    labels: { status: t.status, assignee: t.assignee, replyNote: t.replyNote },
    // the person assigned by name, as the form's list shows them
    shown: async (values) => ({
      ...values,
      assignee: assigneeName(await enabledStaff(db), values.assignee, t.nobody),
    }),
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminTitle(matches, loaderData?.message.reference ?? loaderData?.text.metaTitle ?? "Message");

/** The answers sent so far, oldest first, and the form that sends the next one by mail. */
function Replies({ loaderData, actionData }: Route.ComponentProps) {
  const { replies, text: t, message: m } = loaderData;
  const { dateTime, number } = useAdminFormats();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: `reply-${loaderData.replyKey}`,
    lastResult: navigation.state === "idle" && actionData && "reply" in actionData ? actionData.reply : null,
    onValidate: ({ formData }) => parseForm(formData, replySchemaOf(t, number)),
  });
  return (
    <section aria-labelledby="replies" className="mt-8 rounded-2xl border border-line bg-white p-6">
      <h2 id="replies" className="font-bold">
        {t.reply.history}
      </h2>
      {replies.length ? (
        <ol className="mt-3 space-y-4">
          {replies.map((r) => (
            <li key={r.id} className="border-l-4 border-line pl-4">
              <p className="text-xs text-muted">{fill(t.reply.by, { name: r.authorName, at: dateTime(r.sentAt) })}</p>
              <p className="mt-1 whitespace-pre-wrap break-words">{r.body}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-sm text-ink-soft">{t.reply.none}</p>
      )}
      <Form method="post" {...getFormProps(form)} noValidate className="mt-6 space-y-4">
        <input type="hidden" name="intent" value="reply" />
        <input type="hidden" name="key" value={loaderData.replyKey} />
        <h3 className="font-semibold">{t.reply.heading}</h3>
        <FormErrors errors={form.errors} />
        <TextAreaField
          meta={fields.body}
          label={t.reply.body}
          hint={fill(t.reply.hint, { email: m.email, language: loaderData.language })}
          rows={8}
          maxLength={10000}
        />
        <button type="submit" className={adminButton} disabled={navigation.state === "submitting"}>
          {t.reply.send}
        </button>
      </Form>
    </section>
  );
}

/**
 * A new version of the message (an answer sent, a save) is a new page: the handling form shows the
 * message as it is now (Conform keeps a form's values while its page stays mounted), so a save after
 * an answer cannot put back the status the answer moved on.
 */
export default function InboxMessage(props: Route.ComponentProps) {
  return <MessagePage key={props.loaderData.message.version} {...props} />;
}

function MessagePage(props: Route.ComponentProps) {
  const { loaderData } = props;
  // the handling form's answer (the reply form has its own)
  const actionData = props.actionData && "result" in props.actionData ? props.actionData : undefined;
  const { message: m, staff, saved, text: t } = loaderData;
  const { common } = useAdminFrame();
  const { dateTime, number } = useAdminFormats();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "message",
    lastResult: navigation.state === "idle" ? draftOr(actionData?.result, loaderData.keptDraft) : null,
    defaultValue: {
      status: m.status,
      assignee: m.assigneeId ? String(m.assigneeId) : "",
      replyNote: m.replyNote ?? "",
    },
    onValidate: ({ formData }) => parseForm(formData, schemaOf(t.errors, number)),
  });
  const conflict = actionData?.conflict ?? null;
  const d = t.details;
  const details: [string, string | null][] = [
    [d.reference, m.reference],
    [d.received, dateTime(m.receivedAt)],
    [d.name, m.name],
    [d.email, m.email],
    [d.country, m.country],
    [d.topic, m.topic],
    [d.product, m.productId],
    [d.serial, m.serial],
    [d.dealer, m.dealerId],
    [d.consent, dateTime(m.consentAt)],
  ];
  return (
    <>
      <AdminHeader title={fill(t.title, { reference: m.reference })}>
        <Link to={adminHref.inbox()} className="text-sm font-semibold text-accent underline">
          {t.back}
        </Link>
      </AdminHeader>
      <EditingNow presence={loaderData.editing} />
      <KeptDraftNotice draft={loaderData.keptDraft} />
      {saved ? <Notice>{t.saved}</Notice> : null}
      {loaderData.replied ? (
        <Notice>{loaderData.sending ? fill(t.reply.sent, { email: m.email }) : t.reply.held}</Notice>
      ) : null}
      {conflict ? <EditConflictNotice conflict={conflict} /> : null}
      <FormErrors errors={form.errors} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="message-text" className="rounded-2xl border border-line bg-white p-6">
          <dl className="grid grid-cols-[9rem_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            {details
              .filter(([, v]) => v)
              .map(([k, v]) => (
                <div key={k} className="contents">
                  <dt className="text-muted">{k}</dt>
                  <dd className="break-words">
                    {k === d.email ? (
                      <a href={`mailto:${v}?subject=${m.reference}`} className="text-accent underline">
                        {v}
                      </a>
                    ) : (
                      v
                    )}
                  </dd>
                </div>
              ))}
          </dl>
          <h2 id="message-text" className="mt-6 font-bold">
            {t.message}
          </h2>
          <p className="mt-2 whitespace-pre-wrap break-words">{m.message}</p>
        </section>
        <Form
          method="post"
          {...getFormProps(form)}
          noValidate
          className="space-y-5 rounded-2xl border border-line bg-white p-6"
        >
          <VersionField loaded={m.version} result={draftOr(actionData?.result, loaderData.keptDraft)} />
          <h2 className="font-bold">{t.handling}</h2>
          <SelectField meta={fields.status} label={t.status}>
            {contactStatuses.map((s) => (
              <option key={s} value={s}>
                {t.statuses[s]}
              </option>
            ))}
          </SelectField>
          <SelectField meta={fields.assignee} label={t.assignee}>
            <option value="">{t.nobody}</option>
            {staff.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </SelectField>
          <TextAreaField meta={fields.replyNote} label={t.replyNote} hint={t.replyHint} rows={6} maxLength={5000} />
          <button type="submit" className={adminButton}>
            {common.save}
          </button>
          <p className="text-xs text-muted">{fill(t.lastChanged, { at: dateTime(m.updatedAt) })}</p>
        </Form>
      </div>
      <Replies {...props} />
    </>
  );
}
