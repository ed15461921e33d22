import { getFormProps, useForm } from "@conform-to/react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { staffOf } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import type { FieldLabels } from "~/features/admin/conflict";
import { EditConflictNotice, FormErrors, VersionField } from "~/features/admin/edit-conflict";
import { EditingNow } from "~/features/admin/editing-now";
import { editingNow } from "~/features/admin/presence.server";
import { adminSave } from "~/features/admin/save.server";
import { AdminHeader, adminButton, formatDateTime, Notice, SelectField, TextAreaField } from "~/features/admin/ui";
import { handleMessage, messageById } from "~/features/contact/inbox.server";
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
  return adminSave(db, formData, parseForm(formData, schema), {
    id: params.id,
    save: ({ status, assignee, replyNote }, target) =>
      handleMessage(db, user, target, { status, assigneeId: assignee ?? null, replyNote: replyNote || null }),
    saved: (id) => redirect(`/admin/inbox/${id}?saved=1`),
    theirs: async () => {
      const saved = await messageById(db, params.id);
      return saved && { status: saved.status, assignee: saved.assigneeId, replyNote: saved.replyNote };
    },
    labels,
    // the person assigned by name, as the form's list shows them
    shown: async (values) => ({ ...values, assignee: assigneeName(await enabledStaff(db), values.assignee) }),
  });
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
