/**
 * The contact form, checked by the same schema in the browser and on the server; without
 * JavaScript the server's answer shows the same messages and keeps what was typed.
 */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { useId, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/features/forms/fields";
import { parseForm } from "~/features/forms/parse";
import { formatDateTimeLong, formatNumber } from "~/lib/format";
import type { ContactAnswer, ContactPageData } from "./page-data";
import { contactSchema, contactTopics, EMAIL_MAX, MESSAGE_MAX, MODEL_MAX, NAME_MAX } from "./schema";

/** The rules the browser checks; the server also checks that the model is in the catalogue. */
const browserSchema = contactSchema();

export function ContactForm({ page, answer }: { page: ContactPageData; answer: ContactAnswer | undefined }) {
  const { prefill, countries } = page;
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === "/contactus";
  const [form, fields] = useForm({
    id: "contact",
    lastResult: navigation.state === "idle" ? answer?.result : null,
    defaultValue: {
      topic: prefill.topic,
      product: prefill.product,
      dealer: prefill.dealer?.id,
      message: prefill.dealer ? `A change to the details of ${prefill.dealer.label}:\n\n` : undefined,
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, browserSchema),
  });
  const [length, setLength] = useState(0);
  const hpId = useId();
  return (
    <Form method="post" action="/contactus" {...getFormProps(form)} noValidate className="space-y-6">
      <h2 className="text-2xl font-bold">Write to us</h2>
      <p className="text-sm text-ink-soft">Fields marked “optional” may be left empty; all others are needed.</p>
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
        <label htmlFor={hpId}>Leave this empty</label>
        <input id={hpId} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {prefill.dealer ? (
        <p className="rounded-lg bg-mist px-4 py-3 text-sm">
          Reporting a change to <strong>{prefill.dealer.label}</strong>.
        </p>
      ) : null}
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField meta={fields.name} label="Your name" autoComplete="name" maxLength={NAME_MAX} />
        <TextField meta={fields.email} label="E-mail address" type="email" autoComplete="email" maxLength={EMAIL_MAX} />
        <SelectField meta={fields.country} label="Country" autoComplete="country">
          <option value="">Choose your country</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <SelectField meta={fields.topic} label="Topic">
          <option value="">Choose a topic</option>
          {contactTopics.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </SelectField>
        <TextField
          meta={fields.product}
          label="Model"
          optional
          hint="The name on the instrument, such as SP-C121; older models too."
          autoComplete="off"
          spellCheck={false}
          maxLength={MODEL_MAX}
        />
        <TextField
          meta={fields.serial}
          label="Serial number"
          optional
          hint="Two letters and eight digits, on the label under the instrument."
          autoComplete="off"
          maxLength={20}
          placeholder="NV24012345"
          className="font-mono uppercase"
        />
      </div>
      <TextAreaField
        meta={fields.message}
        label="Message"
        hint={`At least 20 and at most ${formatNumber(MESSAGE_MAX)} characters.`}
        rows={8}
        maxLength={MESSAGE_MAX}
        onInput={(e) => setLength(e.currentTarget.value.length)}
      />
      <p className="-mt-4 text-right text-xs text-muted" aria-hidden="true">
        {length ? `${formatNumber(length)} / ${formatNumber(MESSAGE_MAX)}` : null}
      </p>
      <CheckboxField
        meta={fields.consent}
        label="I agree that Noteva stores and processes my message and contact details to answer me."
      />
      <button
        type="submit"
        disabled={sending}
        className="rounded-full bg-ink px-8 py-3 font-semibold text-white hover:bg-accent disabled:opacity-60"
      >
        {sending ? "Sending…" : "Send message"}
      </button>
    </Form>
  );
}

/** The answer to a sent message: its reference and when it was received. */
export function Confirmation({ reference, receivedAt }: { reference: string; receivedAt: string }) {
  return (
    <section aria-labelledby="sent-title" className="rounded-2xl border border-line bg-mist p-8" tabIndex={-1}>
      <h2 id="sent-title" className="text-2xl font-bold">
        Thank you: your message has been received
      </h2>
      <p className="mt-3">
        Your reference is <strong className="font-mono text-lg">{reference}</strong>. Please quote it if you write to us
        again about the same matter.
      </p>
      <p className="mt-2 text-ink-soft">
        Received <time dateTime={receivedAt}>{formatDateTimeLong(receivedAt)} UTC</time>. A specialist answers by e-mail
        within two working days.
      </p>
      <p className="mt-6 flex flex-wrap gap-4 font-semibold">
        <Link to="/contactus" className="text-accent hover:underline">
          Send another message
        </Link>
        <Link to="/support" className="hover:underline">
          Downloads and manuals
        </Link>
      </p>
    </section>
  );
}
