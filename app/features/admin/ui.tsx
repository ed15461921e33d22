import type { ReactNode } from "react";

/** The admin's page heading, with room for actions on the right. */
export function AdminHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
      <h1 className="text-2xl font-bold">{title}</h1>
      {children ? <div className="flex flex-wrap gap-3">{children}</div> : null}
    </div>
  );
}

export const adminInput =
  "mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-ink aria-invalid:border-accent";
export const adminButton =
  "rounded-full bg-ink px-5 py-2 text-sm font-semibold text-white hover:bg-accent disabled:opacity-60";
export const adminSecondary = "rounded-full border border-line bg-white px-5 py-2 text-sm font-semibold hover:bg-mist";

/** A labelled field with its error message, wired for screen readers by id. */
export function AdminField({
  id,
  label,
  errors,
  hint,
  children,
}: {
  id: string;
  label: string;
  errors?: string[];
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {hint ? <p className="text-xs text-muted">{hint}</p> : null}
      {children}
      {errors?.length ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-accent">
          {errors[0]}
        </p>
      ) : null}
    </div>
  );
}

export function Notice({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="mb-6 rounded-lg border border-green-700/30 bg-green-50 px-4 py-3 text-sm font-semibold text-green-900"
    >
      {children}
    </p>
  );
}

export const formatDateTime = (value: string | Date) =>
  `${new Date(value).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })} UTC`;
