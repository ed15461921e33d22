import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { useId, useMemo, useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { clientContext, runtimeContext } from "~/.server/context";
import { PageHeader } from "~/components/ui/page-header";
import { allProductsMemo, productLinesMemo } from "~/features/catalogue/queries.server";
import { countryName, countryOptions } from "~/features/contact/countries";
import { checkFormToken, formToken, messageByReference, submitContact } from "~/features/contact/messages.server";
import {
  type ContactTopicValue,
  contactSchema,
  contactTopics,
  EMAIL_MAX,
  MESSAGE_MAX,
  NAME_MAX,
} from "~/features/contact/schema";
import { dealerById } from "~/features/dealers/queries.server";
import { parseForm } from "~/features/forms/parse";
import { pageTrail } from "~/lib/breadcrumbs";
import { formatDateTimeLong, formatNumber } from "~/lib/format";
import { actionOrLoaderHeaders, seo } from "~/lib/meta";
import { supportEmail } from "~/lib/site-config";
import type { Route } from "./+types/contact";

const isTopic = (v: string | null): v is ContactTopicValue => contactTopics.some((t) => t.value === v);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, database } = context.get(runtimeContext);
  const params = new URL(request.url).searchParams;
  const [categories, products] = await Promise.all([productLinesMemo(database.db), allProductsMemo(database.db)]);
  const productGroups = categories.map((c) => ({
    label: c.name,
    products: products.filter((p) => p.categoryId === c.id).map((p) => ({ id: p.id, title: p.title })),
  }));
  const sent = params.get("sent");
  const confirmation = sent ? await messageByReference(database.db, sent) : null;
  const dealerId = params.get("dealer");
  const dealer = dealerId ? await dealerById(database.db, dealerId) : null;
  const topic = params.get("topic");
  const product = params.get("product");
  return {
    productGroups,
    countries: countryOptions(),
    supportEmail: supportEmail(env.SITE_ENV),
    confirmation: confirmation && {
      reference: confirmation.reference,
      receivedAt: confirmation.receivedAt.toISOString(),
    },
    token: formToken(env.SESSION_SECRET),
    idempotencyKey: crypto.randomUUID(),
    prefill: {
      topic: dealer ? "dealer" : isTopic(topic) ? topic : undefined,
      product: product && products.some((p) => p.id === product) ? product : undefined,
      dealer: dealer
        ? { id: dealer.id, label: `${dealer.name}, ${dealer.city} (${countryName(dealer.country)})` }
        : null,
    },
  };
}

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

export async function action({ request, context }: Route.ActionArgs) {
  const { env, database } = context.get(runtimeContext);
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.includes(type)) {
    return data(
      {
        result: {
          status: "error" as const,
          error: { "": ["Send this form from the contact page: it accepts form data only."] },
        },
        token: null,
        key: null,
      },
      { status: 415 },
    );
  }
  let formData: FormData | URLSearchParams;
  try {
    // URLSearchParams decodes bytes that are not UTF-8 as U+FFFD, which the schema then rejects.
    formData = type === "multipart/form-data" ? await request.formData() : new URLSearchParams(await request.text());
  } catch {
    return data(
      {
        result: { status: "error" as const, error: { "": ["The form could not be read. Please send it again."] } },
        token: null,
        key: null,
      },
      { status: 400 },
    );
  }
  const products = await allProductsMemo(database.db);
  const submission = parseForm(formData, contactSchema(products.map((p) => p.id)));
  const key = String(formData.get("key") ?? "");
  const token = String(formData.get("token") ?? "");
  const reject = (status: number, message: string, headers?: HeadersInit) =>
    data({ result: submission.reply({ formErrors: [message] }), token, key }, { status, headers });

  if (String(formData.get("website") ?? "") !== "") {
    return reject(400, "Your message was not sent: the field “Leave this empty” must be left empty.");
  }
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(key)) {
    return reject(400, "This form could not be verified. Please reload the page and send your message again.");
  }
  const check = checkFormToken(env.SESSION_SECRET, token);
  if (!check.ok) {
    const message = {
      invalid: "This form could not be verified. Please reload the page and send your message again.",
      "too-fast": "That was faster than anyone can type. Please check your message and send it again.",
      expired: "This form was open for more than a day. Please send your message again.",
    }[check.reason];
    const fresh = formToken(env.SESSION_SECRET, check.reason === "too-fast" ? Date.now() - 3000 : Date.now());
    return data({ result: submission.reply({ formErrors: [message] }), token: fresh, key }, { status: 400 });
  }
  if (submission.status !== "success") {
    return data({ result: submission.reply(), token, key }, { status: 400 });
  }
  const input = submission.value;
  if (input.dealer && !(await dealerById(database.db, input.dealer))) input.dealer = undefined;
  const result = await submitContact(database.db, input, {
    idempotencyKey: key,
    sender: context.get(clientContext),
    secret: env.SESSION_SECRET,
  });
  if (!result.ok) {
    const minutes = Math.ceil(result.retryAfterSeconds / 60);
    return reject(
      429,
      `You have sent several messages in the last hour. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} before sending another, or write to ${supportEmail(env.SITE_ENV)}.`,
      { "Retry-After": String(result.retryAfterSeconds) },
    );
  }
  return redirect(`/contactus?sent=${result.reference}`, { status: 303 });
}

/** The form carries a per-visitor token and idempotency key: no cache may keep this page. */
export function headers(args: Route.HeadersArgs) {
  const chosen = new Headers(actionOrLoaderHeaders(args));
  chosen.set("Cache-Control", "private, no-store");
  return chosen;
}

export const handle = {
  breadcrumbs: () => pageTrail("Contact Us", "/contactus", [{ title: "Support", type: "/support" }]),
};

export const meta: Route.MetaFunction = (args) =>
  seo(args, "Contact Us", {
    description: "Ask Noteva about an instrument, get technical support, or reach our dealer and press teams.",
  });

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { confirmation, supportEmail: email } = loaderData;
  return (
    <>
      <PageHeader eyebrow="Support" title="Contact Us">
        <p>
          Questions about an instrument, technical support, dealer or press enquiries: write to us and a specialist
          answers within two working days. You can also e-mail{" "}
          <a href={`mailto:${email}`} className="font-semibold text-accent hover:underline">
            {email}
          </a>
          .
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-12 px-5 pb-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        {confirmation ? (
          <Confirmation reference={confirmation.reference} receivedAt={confirmation.receivedAt} />
        ) : (
          <ContactForm loaderData={loaderData} actionData={actionData} />
        )}
        <aside aria-labelledby="other-ways" className="space-y-6 text-sm text-ink-soft">
          <h2 id="other-ways" className="text-lg font-bold text-ink">
            Before you write
          </h2>
          <p>
            Owner's manuals, firmware and drivers are on the{" "}
            <Link to="/support" className="font-semibold text-accent hover:underline">
              download page
            </Link>
            ; many questions are answered there.
          </p>
          <p>
            To play an instrument before you buy, or for a repair, visit a{" "}
            <Link to="/dealer/distributor" className="font-semibold text-accent hover:underline">
              store near you
            </Link>
            .
          </p>
          <p>
            Support by e-mail:{" "}
            <a href={`mailto:${email}`} className="font-semibold text-accent hover:underline">
              {email}
            </a>
          </p>
          <p>
            We use what you send only to answer you, and delete it two years after the last exchange. Your address is
            stored only as a keyed hash, to stop floods of automated messages.
          </p>
        </aside>
      </div>
    </>
  );
}

function Confirmation({ reference, receivedAt }: { reference: string; receivedAt: string }) {
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

const field = "mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-ink aria-invalid:border-accent";
const labelClass = "block text-sm font-semibold text-ink";

function ContactForm({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const { productGroups, prefill, countries } = loaderData;
  const productIds = useMemo(() => productGroups.flatMap((g) => g.products.map((p) => p.id)), [productGroups]);
  const schema = useMemo(() => contactSchema(productIds), [productIds]);
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === "/contactus";
  const [form, fields] = useForm({
    id: "contact",
    lastResult: navigation.state === "idle" ? actionData?.result : null,
    defaultValue: {
      topic: prefill.topic,
      product: prefill.product,
      dealer: prefill.dealer?.id,
      message: prefill.dealer ? `A change to the details of ${prefill.dealer.label}:\n\n` : undefined,
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, schema),
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
      <input type="hidden" name="key" value={actionData?.key || loaderData.idempotencyKey} />
      <input type="hidden" name="token" value={actionData?.token || loaderData.token} />
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
        <Field label="Your name" meta={fields.name}>
          <input
            {...getInputProps(fields.name, { type: "text" })}
            key={fields.name.key}
            autoComplete="name"
            maxLength={NAME_MAX}
            className={field}
          />
        </Field>
        <Field label="E-mail address" meta={fields.email}>
          <input
            {...getInputProps(fields.email, { type: "email" })}
            key={fields.email.key}
            autoComplete="email"
            maxLength={EMAIL_MAX}
            className={field}
          />
        </Field>
        <Field label="Country" meta={fields.country}>
          <select {...getSelectProps(fields.country)} key={fields.country.key} autoComplete="country" className={field}>
            <option value="">Choose your country</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Topic" meta={fields.topic}>
          <select {...getSelectProps(fields.topic)} key={fields.topic.key} className={field}>
            <option value="">Choose a topic</option>
            {contactTopics.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Product" optional meta={fields.product}>
          <select {...getSelectProps(fields.product)} key={fields.product.key} className={field}>
            <option value="">No particular product</option>
            {productGroups.map((g) => (
              <optgroup key={g.label} label={g.label}>
                {g.products.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.title}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </Field>
        <Field
          label="Serial number"
          optional
          hint="Two letters and eight digits, on the label under the instrument."
          meta={fields.serial}
        >
          <input
            {...getInputProps(fields.serial, { type: "text" })}
            key={fields.serial.key}
            autoComplete="off"
            maxLength={20}
            placeholder="NV24012345"
            className={`${field} font-mono uppercase`}
          />
        </Field>
      </div>
      <Field
        label="Message"
        meta={fields.message}
        hint={`At least 20 and at most ${formatNumber(MESSAGE_MAX)} characters.`}
      >
        <textarea
          {...getTextareaProps(fields.message)}
          key={fields.message.key}
          rows={8}
          maxLength={MESSAGE_MAX}
          onInput={(e) => setLength(e.currentTarget.value.length)}
          className={field}
        />
      </Field>
      <p className="-mt-4 text-right text-xs text-muted" aria-hidden="true">
        {length ? `${formatNumber(length)} / ${formatNumber(MESSAGE_MAX)}` : null}
      </p>
      <div>
        <div className="flex items-start gap-3">
          <input
            {...getInputProps(fields.consent, { type: "checkbox", value: "on" })}
            key={fields.consent.key}
            className="mt-1 h-5 w-5 accent-accent"
          />
          <label htmlFor={fields.consent.id} className="text-sm">
            I agree that Noteva stores and processes my message and contact details to answer me.
          </label>
        </div>
        <FieldError meta={fields.consent} />
      </div>
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

type FieldMeta = { id: string; errorId: string; descriptionId: string; errors?: string[] };

function Field({
  label,
  meta,
  optional,
  hint,
  children,
}: {
  label: string;
  meta: FieldMeta;
  optional?: boolean;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={meta.id} className={labelClass}>
        {label} {optional ? <span className="font-normal text-muted">(optional)</span> : null}
      </label>
      {hint ? (
        <p id={meta.descriptionId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError meta={meta} />
    </div>
  );
}

function FieldError({ meta }: { meta: FieldMeta }) {
  return meta.errors?.length ? (
    <p id={meta.errorId} className="mt-1 text-sm font-semibold text-accent">
      {meta.errors[0]}
    </p>
  ) : null;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/ui/route-error";
