import { getFormProps, useForm } from "@conform-to/react";
import { asc, eq, isNull } from "drizzle-orm";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { audit } from "~/.server/auth/audit.server";
import { requireStaff } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { contactMessages, staffUsers } from "~/.server/db/schema";
import { AdminHeader, adminButton, formatDateTime, Notice, SelectField, TextAreaField } from "~/features/admin/ui";
import { countryName } from "~/features/contact/countries";
import { contactStatuses, contactTopics } from "~/features/contact/schema";
import { parseForm } from "~/features/forms/parse";
import { z } from "~/features/forms/zod";
import type { Route } from "./+types/inbox-message";

const schema = z.object({
  status: z.enum(contactStatuses, { error: "Choose a status." }),
  assignee: z.coerce.number().int().positive().optional(),
  replyNote: z.string().trim().max(5000, "At most 5,000 characters.").optional(),
});

async function load(db: Parameters<typeof audit>[0], id: string) {
  if (!/^\d{1,9}$/.test(id)) throw data("Not Found", { status: 404 });
  const [message] = await db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, Number(id)));
  if (!message) throw data("Not Found", { status: 404 });
  return message;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, "inbox");
  const db = context.get(runtimeContext).database.db;
  const message = await load(db, params.id);
  const staff = await db
    .select({ id: staffUsers.id, name: staffUsers.name })
    .from(staffUsers)
    .where(isNull(staffUsers.disabledAt))
    .orderBy(asc(staffUsers.name));
  return {
    saved: new URL(request.url).searchParams.has("saved"),
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
  const { user } = await requireStaff(request, context, "inbox");
  const db = context.get(runtimeContext).database.db;
  const before = await load(db, params.id);
  const submission = parseForm(await request.formData(), schema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { status, assignee, replyNote } = submission.value;
  if (assignee && !(await db.select().from(staffUsers).where(eq(staffUsers.id, assignee))).length) {
    return data(
      { result: submission.reply({ fieldErrors: { assignee: ["Choose someone from the list."] } }) },
      { status: 400 },
    );
  }
  const change = { status, assigneeId: assignee ?? null, replyNote: replyNote || null };
  await db
    .update(contactMessages)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(contactMessages.id, before.id));
  await audit(
    db,
    user,
    "update",
    "contact_message",
    before.reference,
    { status: before.status, assigneeId: before.assigneeId, replyNote: before.replyNote },
    change,
  );
  return redirect(`/admin/inbox/${before.id}?saved=1`);
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.message.reference ?? "Message"} | Noteva admin` },
];

export default function InboxMessage({ loaderData, actionData }: Route.ComponentProps) {
  const { message: m, staff, saved } = loaderData;
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "message",
    lastResult: navigation.state === "idle" ? actionData?.result : null,
    defaultValue: {
      status: m.status,
      assignee: m.assigneeId ? String(m.assigneeId) : "",
      replyNote: m.replyNote ?? "",
    },
    onValidate: ({ formData }) => parseForm(formData, schema),
  });
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
      {saved ? <Notice>Saved.</Notice> : null}
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
