/**
 * The site's form fields, one set for the public forms and the admin: a label, an optional hint,
 * the control and its error, wired for screen readers by id. The Conform fields take a field's
 * metadata and render its control with Conform's props (name, value, aria-invalid, ...).
 */
import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

export const inputClass =
  "mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-ink aria-invalid:border-accent";

// biome-ignore lint/suspicious/noExplicitAny: any field of any form
type Meta = FieldMetadata<any, any, any>;

type Labelled = {
  label: string;
  hint?: string;
  /** Marks the label "(optional)"; a string marks it with that word instead (the page's language's). */
  optional?: boolean | string;
};

/** A field's first error, named `${id}-error` as Conform's aria-describedby expects. */
export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  return errors?.length ? (
    <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-accent">
      {errors[0]}
    </p>
  ) : null;
}

/** A full-width bracket opens with no space before it (「型番（任意）」); a Latin one after a space ("Model (optional)"). */
const spaceBefore = (mark: string) => (/^[\u3000-\u30ff\uff00-\uffef]/u.test(mark) ? "" : " ");

/** The label's "(optional)" in the page's words, spaced as the language writes a note after a word. */
function OptionalMark({ mark }: { mark: string }) {
  return (
    <>
      {spaceBefore(mark)}
      <span className="font-normal text-muted">{mark}</span>
    </>
  );
}

/** A labelled field with its hint and error message; the control is its child, with id `id`. */
export function Field({
  id,
  label,
  hint,
  optional,
  errors,
  children,
}: Labelled & { id: string; errors?: string[]; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
        {optional ? <OptionalMark mark={typeof optional === "string" ? optional : "(optional)"} /> : null}
      </label>
      {hint ? (
        <p id={`${id}-description`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={id} errors={errors} />
    </div>
  );
}

const withClass = (extra?: string) => (extra ? `${inputClass} ${extra}` : inputClass);

/** A labelled text input of a Conform form. */
export function TextField({
  meta,
  label,
  hint,
  optional,
  type = "text",
  className,
  ...rest
}: Labelled & {
  meta: Meta;
  type?: "text" | "email" | "password" | "url" | "date" | "datetime-local";
} & Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  return (
    <Field id={meta.id} label={label} hint={hint} optional={optional} errors={meta.errors}>
      <input {...getInputProps(meta, { type })} key={meta.key} className={withClass(className)} {...rest} />
    </Field>
  );
}

/** A labelled textarea of a Conform form. */
export function TextAreaField({
  meta,
  label,
  hint,
  optional,
  className,
  ...rest
}: Labelled & { meta: Meta } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field id={meta.id} label={label} hint={hint} optional={optional} errors={meta.errors}>
      <textarea {...getTextareaProps(meta)} key={meta.key} className={withClass(className)} {...rest} />
    </Field>
  );
}

/** A labelled select of a Conform form; the options are its children. */
export function SelectField({
  meta,
  label,
  hint,
  optional,
  className,
  children,
  ...rest
}: Labelled & { meta: Meta; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field id={meta.id} label={label} hint={hint} optional={optional} errors={meta.errors}>
      <select {...getSelectProps(meta)} key={meta.key} className={withClass(className)} {...rest}>
        {children}
      </select>
    </Field>
  );
}

/** A checkbox of a Conform form with its label beside it, sending "on" when checked. */
export function CheckboxField({ meta, label }: { meta: Meta; label: ReactNode }) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          {...getInputProps(meta, { type: "checkbox", value: "on" })}
          key={meta.key}
          className="mt-1 h-5 w-5 accent-accent"
        />
        <label htmlFor={meta.id} className="text-sm">
          {label}
        </label>
      </div>
      <FieldError id={meta.id} errors={meta.errors} />
    </div>
  );
}
