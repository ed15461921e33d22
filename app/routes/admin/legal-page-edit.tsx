import { getFormProps } from "@conform-to/react";
import { useMemo } from "react";
import { data, Form, Link, redirect } from "react-router";
import { adminLocaleOf } from "~/.server/admin/locale.server";
import { adminSave } from "~/.server/admin/save.server";
import { staffOf } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { EditConflictNotice, FormErrors, VersionField } from "~/components/ui/admin/edit-conflict";
import { PreviewPanel, SaveOrPreview } from "~/components/ui/admin/preview";
import {
  AdminHeader,
  adminInput,
  adminSecondary,
  HistoryLink,
  Notice,
  TextAreaField,
  TextField,
} from "~/components/ui/admin/ui";
import { useAdminForm } from "~/components/ui/admin/use-admin-form";
import { legalFactsIn } from "~/compose/company-facts.server";
import { editableLegalPage, saveLegalPage } from "~/features/company/legal.server";
import { legalAdminText } from "~/features/company/legal-admin-text";
import { LegalBody } from "~/features/company/legal-body";
import { legalFactNames } from "~/features/company/legal-facts";
import { legalPageEntity, legalPageSchema } from "~/features/company/legal-form";
import { draftOr, KeptDraftNotice } from "~/features/staff/kept-draft";
import { restoreKeptDraft } from "~/features/staff/kept-drafts.server";
import * as adminHref from "~/lib/admin/href";
import { adminFormats, adminTitle, useAdminFormats, useAdminFrame } from "~/lib/admin/i18n";
import { parseForm } from "~/lib/forms/parse";
import * as href from "~/lib/href";
import { localizedPath } from "~/lib/i18n/locales";
import { textToLegalBlocks, withLegalFacts } from "~/lib/legal-text";
import type { Route } from "./+types/legal-page-edit";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  staffOf(context, "content");
  const db = context.get(runtimeContext).database.db;
  const page = await editableLegalPage(db, params.id);
  if (!page) throw data("Not Found", { status: 404 });
  const keptDraft = await restoreKeptDraft(request, context);
  const saved = new URL(request.url).searchParams.has("saved");
  const facts = await legalFactsIn(db, page.locale);
  return {
    page,
    saved,
    keptDraft,
    facts: Object.entries(facts),
    onSite: localizedPath(href.legalPage(page.key), page.locale),
    text: legalAdminText[adminLocaleOf(request, context)],
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = staffOf(context, "content");
  const db = context.get(runtimeContext).database.db;
  const formData = await request.formData();
  const locale = adminLocaleOf(request, context);
  const t = legalAdminText[locale];
  const submission = parseForm(formData, legalPageSchema(legalFactNames, t.errors, adminFormats(locale).number));
  // a preview saves nothing: the text as the page would show it, facts filled in, below the form
  if (submission.status === "success" && formData.get("intent") === "preview") {
    const page = await editableLegalPage(db, params.id);
    if (!page) throw data("Not Found", { status: 404 });
    const facts = await legalFactsIn(db, page.locale);
    return { result: submission.reply(), preview: withLegalFacts(textToLegalBlocks(submission.value.body), facts) };
  }
  return adminSave(db, formData, submission, {
    locale,
    id: params.id,
    save: async (value, target) => {
      await saveLegalPage(db, user, target, value);
      return target.id;
    },
    saved: (id) => redirect(adminHref.legalPage(id, { saved: true })),
    theirs: (id) => editableLegalPage(db, id),
    labels: t.labels,
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminTitle(
    matches,
    loaderData ? `${loaderData.text.pages[loaderData.page.key]} (${loaderData.page.locale})` : "Legal page",
  );

export default function LegalPageEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { page, saved, facts, onSite, text: t } = loaderData;
  const { common } = useAdminFrame();
  const { number } = useAdminFormats();
  const lastResult = draftOr(actionData?.result, loaderData.keptDraft);
  const schema = useMemo(
    () => legalPageSchema(new Set(facts.map(([name]) => name)), t.errors, number),
    [facts, t, number],
  );
  const [form, fields] = useAdminForm({ id: `legal-${page.id}`, schema, defaultValue: page, lastResult });
  const conflict = actionData && "conflict" in actionData ? actionData.conflict : null;
  const preview = actionData && "preview" in actionData ? actionData.preview : null;
  return (
    <>
      <AdminHeader title={`${t.pages[page.key]} · ${t.languages[page.locale]}`}>
        <HistoryLink entity={legalPageEntity} id={page.id} />
        <Link to={onSite} className={adminSecondary}>
          {common.viewOnSite}
        </Link>
      </AdminHeader>
      {saved ? <Notice>{t.saved}</Notice> : null}
      <KeptDraftNotice draft={loaderData.keptDraft} />
      {conflict ? <EditConflictNotice conflict={conflict} /> : null}
      <FormErrors errors={form.errors} />
      <Form
        method="post"
        {...getFormProps(form)}
        noValidate
        className="space-y-5 rounded-2xl border border-line bg-white p-6"
      >
        <VersionField loaded={page.version} result={lastResult} />
        <TextField meta={fields.title} label={t.labels.title} maxLength={120} lang={page.locale} />
        <TextAreaField
          meta={fields.summary}
          label={t.labels.summary}
          hint={t.hints.summary}
          rows={2}
          maxLength={300}
          lang={page.locale}
        />
        <TextField meta={fields.effectiveOn} label={t.labels.effectiveOn} hint={t.hints.effectiveOn} type="date" />
        <TextAreaField
          meta={fields.body}
          label={t.labels.body}
          hint={t.hints.body}
          rows={24}
          lang={page.locale}
          className={`${adminInput} font-mono text-sm`}
        />
        <details className="rounded-xl bg-mist/60 p-4 text-sm">
          <summary className="cursor-pointer font-semibold">{t.hints.facts}</summary>
          <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
            {facts.map(([name, value]) => (
              <div key={name} className="contents">
                <dt className="font-mono">{`{${name}}`}</dt>
                <dd className="whitespace-pre-line text-ink-soft" lang={page.locale}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </details>
        <SaveOrPreview save={common.save} preview={t.preview} back={{ to: adminHref.legalPages(), label: t.back }} />
      </Form>
      {preview ? (
        <PreviewPanel title={t.previewTitle} lang={page.locale}>
          <LegalBody blocks={preview} />
        </PreviewPanel>
      ) : null}
    </>
  );
}
