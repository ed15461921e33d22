import { type FieldMetadata, getSelectProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import * as adminHref from "~/lib/admin/href";
import { type AdminFrame, useAdminFrame } from "~/lib/admin/i18n";
import { Field as AdminField, inputClass as adminInput } from "~/lib/forms/fields";
import { fill } from "~/lib/i18n/frame";
import { mediaKinds, mediaUrl, parseMediaRef } from "~/lib/media";

/** The admin's page heading, with room for actions on the right. */
export function AdminHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
      <h1 className="text-2xl font-bold">{title}</h1>
      {children ? <div className="flex flex-wrap items-center gap-3">{children}</div> : null}
    </div>
  );
}

// The admin's fields are the site's shared ones (app/lib/forms/fields.tsx).
export {
  Field as AdminField,
  inputClass as adminInput,
  SelectField,
  TextAreaField,
  TextField,
} from "~/lib/forms/fields";

/** The admin's list table: its column headings and rows (`<tr>`s). */
export function AdminTable({ columns, children }: { columns: string[]; children: ReactNode }) {
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-line bg-white">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-line bg-mist/60">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-2">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  );
}

export const adminButton =
  "rounded-full bg-ink px-5 py-2 text-sm font-semibold text-white hover:bg-accent disabled:opacity-60";
export const adminSecondary = "rounded-full border border-line bg-white px-5 py-2 text-sm font-semibold hover:bg-mist";

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

/** A list filter: a GET form of labelled selects and a button; it works without JavaScript. */
export function FilterForm({
  filters,
  button,
}: {
  filters: {
    name: string;
    label: string;
    value: string | null;
    any: string;
    options: (string | { value: string; label: string })[];
  }[];
  button?: string;
}) {
  const { show } = useAdminFrame().common;
  return (
    <Form method="get" className="mb-6 flex flex-wrap items-end gap-3">
      {filters.map((f) => (
        <div key={f.name}>
          <label htmlFor={`filter-${f.name}`} className="text-sm font-semibold">
            {f.label}
          </label>
          <select id={`filter-${f.name}`} name={f.name} defaultValue={f.value ?? ""} className={adminInput}>
            <option value="">{f.any}</option>
            {f.options.map((o) => {
              const { value, label } = typeof o === "string" ? { value: o, label: o } : o;
              return (
                <option key={value} value={value}>
                  {label}
                </option>
              );
            })}
          </select>
        </div>
      ))}
      <button type="submit" className={adminSecondary}>
        {button ?? show}
      </button>
    </Form>
  );
}

/** A group of checkboxes sending one name many times (products, product lines), with its error. */
export function CheckboxGroup({
  legend,
  name,
  options,
  checked,
  errors,
}: {
  legend: string;
  name: string;
  options: { value: string; label: string }[];
  checked: Set<string>;
  errors?: string[];
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-2 text-sm">
            <input type="checkbox" name={name} value={o.value} defaultChecked={checked.has(o.value)} />
            {o.label}
          </label>
        ))}
      </div>
      {errors?.length ? <p className="mt-1 text-sm font-semibold text-accent">{errors[0]}</p> : null}
    </fieldset>
  );
}

type PictureWords = AdminFrame["pictures"];

/** "product/spc121-front~3f9a2c1b7d" as an editor reads it: "SPC121 front view (redrawn)". */
export function pictureLabel(ref: string, words: PictureWords): string {
  const [kind = "", rest = ""] = ref.split("/");
  const [name = "", version] = rest.split("~");
  const redrawn = version ? words.redrawn : "";
  if (kind === "cover")
    return `${name.replace(/^video-/, "").toUpperCase()} ${name.startsWith("video-") ? words.videoCover : words.cover}${redrawn}`;
  const m = /^(.+)-([^-]+)$/.exec(name);
  if (!m) return ref;
  const part = m[2] as string;
  const what = kind === "banner" ? fill(words.banner, { n: part }) : ((words as Record<string, string>)[part] ?? part);
  return `${(m[1] as string).toUpperCase()} ${what}${redrawn}`;
}

/** The generated pictures as options, for picture fields. */
export function PictureOptions({ pictures }: { pictures: string[] }) {
  const words = useAdminFrame().pictures;
  return pictures.map((p) => (
    <option key={p} value={p}>
      {pictureLabel(p, words)}
    </option>
  ));
}

// biome-ignore lint/suspicious/noExplicitAny: any field of any form
type Meta = FieldMetadata<any, any, any>;

/** A picture select of a Conform form, with a thumbnail of the chosen picture. */
export function PictureField({
  meta,
  label,
  pictures,
  none,
}: {
  meta: Meta;
  label: string;
  pictures: string[];
  none?: string;
}) {
  const choose = useAdminFrame().common.choosePicture;
  const value = typeof meta.value === "string" ? meta.value : undefined;
  const chosen = value && pictures.includes(value) ? value : null;
  const { kind } = chosen ? parseMediaRef(chosen) : { kind: "product" as const };
  return (
    <AdminField id={meta.id} label={label} errors={meta.errors}>
      <div className="flex items-center gap-3">
        <select {...getSelectProps(meta)} key={meta.key} className={adminInput}>
          <option value="">{none ?? choose}</option>
          <PictureOptions pictures={pictures} />
        </select>
        {chosen ? (
          <img
            src={mediaUrl(chosen, mediaKinds[kind].widths[0], "webp")}
            alt=""
            width={96}
            height={Math.round((96 * mediaKinds[kind].height) / mediaKinds[kind].width)}
            className="mt-1 shrink-0 rounded border border-line bg-mist"
          />
        ) : (
          <span className="mt-1 block h-[72px] w-[96px] shrink-0 rounded border border-dashed border-line" />
        )}
      </div>
    </AdminField>
  );
}

/** The link from a record's editor to its history (versions, restore). */
export function HistoryLink({ entity, id }: { entity: string; id: string }) {
  const { history } = useAdminFrame().common;
  return (
    <Link to={adminHref.history(entity, id)} className="text-sm font-semibold text-accent underline">
      {history}
    </Link>
  );
}
