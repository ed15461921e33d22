import { getFormProps, useForm } from "@conform-to/react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { staffOf } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { type FieldLabels, sentVersion, staleForm } from "~/features/admin/conflict";
import { conflictAnswer } from "~/features/admin/conflict.server";
import { EditConflictNotice, FormErrors, VersionField } from "~/features/admin/edit-conflict";
import { EditingNow } from "~/features/admin/editing-now";
import { editingNow } from "~/features/admin/presence.server";
import { AdminHeader, adminButton, formatDateTime, Notice, SelectField, TextAreaField } from "~/features/admin/ui";
import { EditConflict } from "~/features/changes/pipeline.server";
import { handleMessage, MessageNotFound, messageById, UnknownAssignee } from "~/features/contact/inbox.server";
import { contactStatuses, contactTopics } from "~/features/contact/schema";
import { parseForm } from "~/features/forms/parse";
import { z } from "~/features/forms/zod";
import { draftOr, KeptDraftNotice } from "~/features/staff/kept-draft";
import { restoreKeptDraft } from "~/features/staff/kept-drafts.server";
import { enabledStaff } from "~/features/staff/users.server";
import { countryName } from "~/lib/countries";
import type { Route } from "./+types/inbox-message";

const schema = z.object({
  status: z.enum(contactStatuses, { error: "Choose a status." }),
  assignee: z.coerce.number().int().positive().optional(),
  replyNote: z.string().trim().max(5000, "At most 5,000 characters.").optional(),
});

const notFound = () => data("Not Found", { status: 404 });

/** The handling form's fields as a refused save compares them, labelled as the form labels them. */
const labels: FieldLabels = { status: "Status", assignee: "Assigned to", replyNote: "Reply note" };

/** Who is assigned, by name as the form's list shows them. */
function assigneeName(staff: { id: number; name: string }[], id: unknown) {
  if (id === null || id === undefined || id === "") return "Nobody";
  return staff.find((s) => String(s.id) === String(id))?.name ?? String(id);
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  staffOf(context, "inbox");
  const db = context.get(runtimeContext).database.db;
  const [message, staff] = await Promise.all([messageById(db, params.id), enabledStaff(db)]);
  if (!message) throw notFound();
  return {
    saved: new URL(request.url).searchParams.has("saved"),
    editing: await editingNow(context, "contact_message", params.id),
    keptDraft: await restoreKeptDraft(request, context),
    staff,
    message: {
      ...message,
      receivedAt: message.receivedAt.toISOString(),
      consentAt: message.consentAt.toISOString(),
      updatedAt: message.updatedAt.toISOString(),
      country: `${countryName(message.country)} (${message.country})`,
      topic: contactTopics.find((t) => t.value === message.topic)?.label ?? message.topic,
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = staffOf(context, "inbox");
  const db = context.get(runtimeContext).database.db;
  const formData = await request.formData();
  const submission = parseForm(formData, schema);
  // every answer but a refused save's names no conflict, so the page reads one shape
  if (submission.status !== "success") return data({ result: submission.reply(), conflict: null }, { status: 400 });
  const version = sentVersion(formData);
  if (version === null) {
    return data({ result: submission.reply({ formErrors: [staleForm] }), conflict: null }, { status: 400 });
  }
  const { status, assignee, replyNote } = submission.value;
  const change = { status, assigneeId: assignee ?? null, replyNote: replyNote || null };
  try {
    const id = await handleMessage(db, user, { id: params.id, version }, change);
    return redirect(`/admin/inbox/${id}?saved=1`);
  } catch (error) {
    if (error instanceof MessageNotFound) throw notFound();
    if (error instanceof EditConflict) {
      const [theirs, staff] = await Promise.all([messageById(db, params.id), enabledStaff(db)]);
      if (!theirs) throw notFound();
      const saved = {
        status: theirs.status,
        assignee: assigneeName(staff, theirs.assigneeId),
        replyNote: theirs.replyNote,
      };
      const payload = { ...submission.payload, assignee: assigneeName(staff, submission.payload.assignee) };
      return conflictAnswer(db, error, { ...submission, payload }, saved, labels);
    }
    if (!(error instanceof UnknownAssignee)) throw error;
    const result = submission.reply({ fieldErrors: { assignee: ["Choose someone from the list."] } });
    return data({ result, conflict: null }, { status: 400 });
  }
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.message.reference ?? "Message"} | Noteva admin` },
];

export default function InboxMessage({ loaderData, actionData }: Route.ComponentProps) {
  const { message: m, staff, saved } = loaderData;
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "message",
    lastResult: navigation.state === "idle" ? draftOr(actionData?.result, loaderData.keptDraft) : null,
    defaultValue: {
      status: m.status,
      assignee: m.assigneeId ? String(m.assigneeId) : "",
      replyNote: m.replyNote ?? "",
    },
    onValidate: ({ formData }) => parseForm(formData, schema),
  });
  const conflict = actionData?.conflict ?? null;
  const details: [string, string | null][] = [
    ["Reference", m.reference],
    ["Received", formatDateTime(m.receivedAt)],
    ["Name", m.name],
    ["E-mail", m.email],
    ["Country", m.country],
    ["Topic", m.topic],
    ["Product", m.productId],
    ["Serial number", m.serial],
    ["Store reported", m.dealerId],
    ["Consent given", formatDateTime(m.consentAt)],
  ];
  return (
    <>
      <AdminHeader title={`Message ${m.reference}`}>
        <Link to="/admin/inbox" className="text-sm font-semibold text-accent underline">
          Back to the inbox
        </Link>
      </AdminHeader>
      <EditingNow presence={loaderData.editing} />
      <KeptDraftNotice draft={loaderData.keptDraft} />
      {saved ? <Notice>Saved.</Notice> : null}
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
                    {k === "E-mail" ? (
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
            Message
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
          <h2 className="font-bold">Handling</h2>
          <SelectField meta={fields.status} label="Status">
            {contactStatuses.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </SelectField>
          <SelectField meta={fields.assignee} label="Assigned to">
            <option value="">Nobody</option>
            {staff.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            meta={fields.replyNote}
            label="Reply note"
            hint="What was answered, and how."
            rows={6}
            maxLength={5000}
          />
          <button type="submit" className={adminButton}>
            Save
          </button>
          <p className="text-xs text-muted">Last changed {formatDateTime(m.updatedAt)}</p>
        </Form>
      </div>
    </>
  );
}
