import { getFormProps, useForm } from "@conform-to/react";
import { Form, Link, redirect, useNavigation } from "react-router";
import { adminLocaleOf } from "~/.server/admin/locale.server";
import { adminSave } from "~/.server/admin/save.server";
import { staffOf } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { EditConflictNotice, FormErrors, VersionField } from "~/components/ui/admin/edit-conflict";
import { AdminHeader, adminButton, Notice, TextField } from "~/components/ui/admin/ui";
import { contactTopics } from "~/features/contact/schema";
import { contactSettingsOf, saveContactSettings } from "~/features/contact/settings.server";
import { contactText } from "~/features/contact/text.server";
import * as adminHref from "~/lib/admin/href";
import { adminTitle, fill, useAdminFrame } from "~/lib/admin/i18n";
import { mailAdminText } from "~/lib/admin/text/mail";
import { type ContactTopic, RETENTION_MONTHS } from "~/lib/content-model";
import { parseForm } from "~/lib/forms/parse";
import { z } from "~/lib/forms/zod";
import { supportEmail } from "~/lib/site-config";
import type { Route } from "./+types/mail-settings";

type Words = (typeof mailAdminText)["en"]["settings"];

const topicField = (topic: ContactTopic) => `topic-${topic}` as const;

const schemaOf = (e: Words["errors"]) => {
  const address = z.email({ error: e.email }).max(254, e.email).optional();
  const months = fill(e.months, { min: String(RETENTION_MONTHS.min), max: String(RETENTION_MONTHS.max) });
  return z.object({
    "topic-product": address,
    "topic-support": address,
    "topic-dealer": address,
    "topic-press": address,
    "topic-other": address,
    storeAddress: address,
    retentionMonths: z.coerce
      .number({ error: months })
      .int(months)
      .min(RETENTION_MONTHS.min, months)
      .max(RETENTION_MONTHS.max, months),
  });
};

/** Where the contact form's mail goes, and how long enquiries are kept: admins only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  staffOf(context, "users");
  const { env, database } = context.get(runtimeContext);
  const locale = adminLocaleOf(request, context);
  const topics = contactText[locale].topics;
  return {
    text: mailAdminText[locale].settings,
    back: mailAdminText[locale].back,
    support: supportEmail(env.SITE_ENV),
    topics: contactTopics.map((t) => ({ value: t.value, label: topics[t.value] })),
    settings: await contactSettingsOf(database.db),
    saved: new URL(request.url).searchParams.has("saved"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = staffOf(context, "users");
  const db = context.get(runtimeContext).database.db;
  const formData = await request.formData();
  const locale = adminLocaleOf(request, context);
  const t = mailAdminText[locale].settings;
  const labels = {
    ...Object.fromEntries(
      contactTopics.map((topic) => [topicField(topic.value), contactText[locale].topics[topic.value]]),
    ),
    storeAddress: t.store,
    retentionMonths: t.retention,
  };
  return adminSave(db, formData, parseForm(formData, schemaOf(t.errors)), {
    locale,
    id: "contact",
    save: (value, target) =>
      saveContactSettings(db, user, target.version, {
        topicAddresses: Object.fromEntries(
          contactTopics.flatMap((topic) => {
            const address = value[topicField(topic.value)];
            return address ? [[topic.value, address.toLowerCase()]] : [];
          }),
        ),
        storeAddress: value.storeAddress?.toLowerCase() ?? null,
        retentionMonths: value.retentionMonths,
      }),
    saved: () => redirect(adminHref.mailSettings({ saved: true })),
    theirs: async () => {
      const now = await contactSettingsOf(db);
      return {
        ...Object.fromEntries(
          contactTopics.map((topic) => [topicField(topic.value), now.topicAddresses[topic.value] ?? ""]),
        ),
        storeAddress: now.storeAddress ?? "",
        retentionMonths: now.retentionMonths,
      };
    },
    labels,
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminTitle(matches, loaderData?.text.title ?? "Mail settings");

export default function MailSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { text: t, settings, topics, support } = loaderData;
  const { common } = useAdminFrame();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "mail-settings",
    lastResult: navigation.state === "idle" ? actionData?.result : null,
    defaultValue: {
      ...Object.fromEntries(
        topics.map((topic) => [topicField(topic.value), settings.topicAddresses[topic.value] ?? ""]),
      ),
      storeAddress: settings.storeAddress ?? "",
      retentionMonths: String(settings.retentionMonths),
    },
    onValidate: ({ formData }) => parseForm(formData, schemaOf(t.errors)),
  });
  const conflict = actionData?.conflict ?? null;
  return (
    <>
      <AdminHeader title={t.title}>
        <Link to={adminHref.mail()} className="text-sm font-semibold text-accent underline">
          {loaderData.back}
        </Link>
      </AdminHeader>
      {loaderData.saved ? <Notice>{t.saved}</Notice> : null}
      {conflict ? <EditConflictNotice conflict={conflict} /> : null}
      <FormErrors errors={form.errors} />
      <p className="mb-6 max-w-prose text-ink-soft">{fill(t.intro, { support })}</p>
      <Form
        method="post"
        {...getFormProps(form)}
        noValidate
        className="max-w-2xl space-y-5 rounded-2xl border border-line bg-white p-6"
      >
        <VersionField loaded={settings.version} result={actionData?.result} />
        <fieldset className="space-y-4">
          <legend className="mb-2 font-bold">{t.topics}</legend>
          {topics.map((topic) => (
            <TextField
              key={topic.value}
              meta={fields[topicField(topic.value)]}
              label={topic.label}
              type="email"
              autoComplete="off"
              placeholder={support}
              optional
            />
          ))}
        </fieldset>
        <TextField
          meta={fields.storeAddress}
          label={t.store}
          hint={t.storeHint}
          type="email"
          autoComplete="off"
          placeholder={support}
          optional
        />
        <TextField
          meta={fields.retentionMonths}
          label={t.retention}
          hint={t.retentionHint}
          inputMode="numeric"
          className="max-w-32"
        />
        <button type="submit" className={adminButton}>
          {common.save}
        </button>
      </Form>
    </>
  );
}
