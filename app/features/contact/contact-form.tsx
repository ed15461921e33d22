/**
 * The contact form, checked by the same schema in the browser and on the server; without
 * JavaScript the server's answer shows the same messages and keeps what was typed.
 */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { useId, useMemo, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Phrases } from "~/components/ui/phrases";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/lib/forms/fields";
import { parseForm } from "~/lib/forms/parse";
import * as href from "~/lib/href";
import { fillNodes } from "~/lib/i18n/fill-nodes";
import { fill, useFormats } from "~/lib/i18n/frame";
import type { ContactAnswer, ContactPageData } from "./page-data";
import { contactSchema, contactTopics, EMAIL_MAX, MESSAGE_MAX, MODEL_MAX, NAME_MAX } from "./schema";
import type { ContactPageText } from "./text.server";

export function ContactForm({
  page,
  answer,
  text,
}: {
  page: ContactPageData;
  answer: ContactAnswer | undefined;
  /** The page's words in its language. */
  text: ContactPageText;
}) {
  const { prefill, countries } = page;
  const t = text.form;
  const format = useFormats();
  /**
   * The rules the browser checks, with the page's language's messages; the server also checks that
   * the model is in the catalogue. Built when the browser first checks the form: the server's render
   * never checks it, and a schema built per render was most of the contact page's memory churn.
   */
  const browserSchema = useMemo(() => {
    let built: ReturnType<typeof contactSchema> | undefined;
    return () => {
      built ??= contactSchema(text.schema);
      return built;
    };
  }, [text.schema]);
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === href.contact();
  const [form, fields] = useForm({
    id: "contact",
    lastResult: navigation.state === "idle" ? answer?.result : null,
    defaultValue: {
      topic: prefill.topic,
      country: prefill.country,
      product: prefill.product,
      dealer: prefill.dealer?.id,
      message: prefill.dealer ? fill(t.dealerMessage, { store: prefill.dealer.label }) : undefined,
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, browserSchema(), text.schema),
  });
  const [length, setLength] = useState(0);
  const hpId = useId();
  return (
    <Form method="post" action={href.contact()} {...getFormProps(form)} noValidate className="space-y-6">
      <h2 className="text-2xl font-bold">
        <Phrases text={t.heading} />
      </h2>
      <p className="text-sm text-ink-soft">{t.required}</p>
      {form.errors?.length ? (
        <div
          id={form.errorId}
          role="alert"
          className="rounded-lg border border-accent bg-accent/5 px-4 py-3 font-semibold text-accent"
        >
          {form.errors.map((e) => (
            <p key={e}>{e}</p>
          ))}
        </div>
      ) : null}
      <input type="hidden" name="key" value={answer?.key || page.idempotencyKey} />
      <input type="hidden" name="token" value={answer?.token || page.token} />
      {prefill.dealer ? <input {...getInputProps(fields.dealer, { type: "hidden" })} key={fields.dealer.key} /> : null}
      {/* A trap for form-filling robots: hidden from people, left empty by them. */}
      <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor={hpId}>{t.leaveEmpty}</label>
        <input id={hpId} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {prefill.dealer ? (
        <p className="rounded-lg bg-mist px-4 py-3 text-sm">
          {fillNodes(t.reporting, { store: <strong>{prefill.dealer.label}</strong> })}
        </p>
      ) : null}
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField meta={fields.name} label={t.name} autoComplete="name" maxLength={NAME_MAX} />
        <TextField meta={fields.email} label={t.email} type="email" autoComplete="email" maxLength={EMAIL_MAX} />
        <SelectField meta={fields.country} label={t.country} autoComplete="country">
          <option value="">{t.chooseCountry}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <SelectField meta={fields.topic} label={t.topic}>
          <option value="">{t.chooseTopic}</option>
          {contactTopics.map(({ value }) => (
            <option key={value} value={value}>
              {text.topics[value]}
            </option>
          ))}
        </SelectField>
        <TextField
          meta={fields.product}
          label={t.model}
          optional={t.optional}
          hint={t.modelHint}
          autoComplete="off"
          spellCheck={false}
          maxLength={MODEL_MAX}
        />
        <TextField
          meta={fields.serial}
          label={t.serial}
          optional={t.optional}
          hint={t.serialHint}
          autoComplete="off"
          maxLength={20}
          placeholder="NV24012345"
          className="font-mono uppercase"
        />
      </div>
      <TextAreaField
        meta={fields.message}
        label={t.message}
        hint={t.messageHint}
        rows={8}
        maxLength={MESSAGE_MAX}
        onInput={(e) => setLength(e.currentTarget.value.length)}
      />
      <p className="-mt-4 text-right text-xs text-muted" aria-hidden="true">
        {length ? `${format.number(length)} / ${format.number(MESSAGE_MAX)}` : null}
      </p>
      <CheckboxField
        meta={fields.consent}
        label={fillNodes(t.consent, {
          policy: (
            <Link to={href.privacy()} className="font-semibold text-accent underline">
              {text.page.policy}
            </Link>
          ),
        })}
      />
      <button
        type="submit"
        disabled={sending}
        className="rounded-full bg-ink px-8 py-3 font-semibold text-white hover:bg-accent disabled:opacity-60"
      >
        {sending ? t.sending : t.send}
      </button>
    </Form>
  );
}

/** The answer to a sent message: its reference and when it was received. */
export function Confirmation({
  reference,
  receivedAt,
  text,
}: {
  reference: string;
  receivedAt: string;
  text: Required<Pick<ContactPageText, "confirmation">>;
}) {
  const t = text.confirmation;
  const format = useFormats();
  return (
    <section aria-labelledby="sent-title" className="rounded-2xl border border-line bg-mist p-8" tabIndex={-1}>
      <h2 id="sent-title" className="text-2xl font-bold">
        <Phrases text={t.title} />
      </h2>
      <p className="mt-3">
        {fillNodes(t.reference, { reference: <strong className="font-mono text-lg">{reference}</strong> })}
      </p>
      <p className="mt-2 text-ink-soft">
        {fillNodes(t.received, {
          time: <time dateTime={receivedAt}>{fill(t.time, { date: format.dateTimeLong(receivedAt) })}</time>,
        })}
      </p>
      <p className="mt-6 flex flex-wrap gap-4 font-semibold">
        <Link to={href.contact()} className="text-accent hover:underline">
          {t.another}
        </Link>
        <Link to={href.support()} className="hover:underline">
          {t.downloads}
        </Link>
      </p>
    </section>
  );
}
