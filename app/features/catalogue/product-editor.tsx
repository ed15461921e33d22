/**
 * The product editor's form, section by section: the product, its selling points, pictures,
 * highlights, specifications, kit and state. It works without JavaScript (spare rows to fill in).
 */
import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { FormErrors, VersionField } from "~/components/ui/admin/edit-conflict";
import {
  AdminField,
  adminButton,
  adminInput,
  adminSecondary,
  CheckboxGroup,
  PictureField,
  SelectField,
  TextAreaField,
  TextField,
} from "~/components/ui/admin/ui";
import { useAdminForm } from "~/components/ui/admin/use-admin-form";
import { fill, useAdminFormats, useAdminFrame } from "~/lib/admin/i18n";
import { accessories } from "~/lib/content-model";
import { FieldError } from "~/lib/forms/fields";
import type { ProductText } from "./admin-text/product";
import { type ProductFields, productSchema } from "./product-form";

type Line = { id: string; name: string };
type EditorProps = {
  product: ProductFields;
  /** The version of the product the editor was loaded from (null: a new product). */
  version: number | null;
  lines: Line[];
  /** The product's own pictures to choose from (none for a new product: they are drawn when it is created). */
  pictures: string[];
  lastResult?: SubmissionResult<string[]> | null;
  /** The editor's words in the editor's language. */
  text: ProductText;
};

function useProductForm({ product, lines, pictures, lastResult, text }: EditorProps) {
  const { number } = useAdminFormats();
  return useAdminForm({
    id: `product-${product.id ?? "new"}`,
    schema: productSchema(
      lines.map((l) => l.id),
      pictures,
      text.schema,
      number,
    ),
    defaultValue: product,
    lastResult,
  });
}

type Fields = ReturnType<typeof useProductForm>[1];
type SectionProps = { fields: Fields; pictures: string[]; t: ProductText };

const section = "space-y-5 rounded-2xl border border-line bg-white p-6";

/** The product editor: creates a product (no id) or saves one, optionally redrawing its pictures. */
export function ProductEditor(props: EditorProps) {
  const { product, version, lines, pictures, lastResult, text: t } = props;
  const [form, fields] = useProductForm(props);
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="space-y-6">
      <FormErrors errors={form.errors} />
      {version !== null ? <VersionField loaded={version} result={lastResult} /> : null}
      <Basics fields={fields} product={product} lines={lines} t={t} />
      <SellingPoints fields={fields} pictures={pictures} t={t} />
      {pictures.length ? <Pictures fields={fields} pictures={pictures} t={t} /> : null}
      <Highlights fields={fields} pictures={pictures} t={t} />
      <Specifications fields={fields} t={t} />
      <Kit fields={fields} t={t} />
      <Publishing fields={fields} isNew={product.id === null} t={t} />
    </Form>
  );
}

function Basics({
  fields,
  product,
  lines,
  t,
}: {
  fields: Fields;
  product: ProductFields;
  lines: Line[];
  t: ProductText;
}) {
  const isNew = product.id === null;
  const { labels, editor } = t;
  return (
    <section className={section} aria-labelledby="basics">
      <h2 id="basics" className="text-lg font-bold">
        {editor.product}
      </h2>
      <p className="text-sm text-ink-soft">
        {isNew ? editor.newIntro : fill(editor.modelCode, { code: product.modelCode ?? "" })}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField meta={fields.title} label={labels.title} />
        <TextField meta={fields.aliases} label={labels.aliases} hint={editor.aliasesHint} />
        <SelectField meta={fields.category} label={labels.category}>
          <option value="">{editor.chooseLine}</option>
          {lines.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </SelectField>
        <SelectField meta={fields.gender} label={labels.gender} hint={editor.genderHint}>
          <option value="n">{editor.genderN}</option>
          <option value="f">{editor.genderF}</option>
          <option value="m">{editor.genderM}</option>
        </SelectField>
        <TextField
          meta={fields.midiMember}
          label={labels.midiMember}
          hint={editor.midiMemberHint}
          inputMode="numeric"
        />
        <div className="flex items-end pb-2">
          <label className="flex items-center gap-2 text-sm font-semibold">
            <input {...getInputProps(fields.menu, { type: "checkbox" })} key={fields.menu.key} />
            {labels.menu}
          </label>
        </div>
      </div>
      <TextAreaField meta={fields.desc} label={labels.desc} rows={4} />
    </section>
  );
}

function SellingPoints({ fields, pictures, t }: SectionProps) {
  const { labels } = t;
  const text = (name: "sp1" | "sp2" | "sp3" | "sp4", label: string) => (
    <AdminField id={fields[name].id} label={label} errors={fields[name].errors}>
      <textarea {...getTextareaProps(fields[name])} key={fields[name].key} rows={2} className={adminInput} />
    </AdminField>
  );
  return (
    <section className={section} aria-labelledby="points">
      <h2 id="points" className="text-lg font-bold">
        {t.editor.sellingPoints}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        {text("sp1", labels.sp1)}
        {pictures.length ? <PictureField meta={fields.sp1Pic} label={labels.sp1Pic} pictures={pictures} /> : null}
        {text("sp2", labels.sp2)}
        {pictures.length ? <PictureField meta={fields.sp2Pic} label={labels.sp2Pic} pictures={pictures} /> : null}
        {text("sp3", labels.sp3)}
        {pictures.length ? <PictureField meta={fields.sp3Pic} label={labels.sp3Pic} pictures={pictures} /> : null}
        {text("sp4", labels.sp4)}
      </div>
    </section>
  );
}

function Pictures({ fields, pictures, t }: SectionProps) {
  const { labels, editor } = t;
  const none = useAdminFrame().common.none;
  return (
    <section className={section} aria-labelledby="pictures">
      <h2 id="pictures" className="text-lg font-bold">
        {editor.pictures}
      </h2>
      <p className="text-sm text-ink-soft">{editor.picturesIntro}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <PictureField meta={fields.pic} label={labels.pic} pictures={pictures} />
        <PictureField meta={fields.pic2} label={labels.pic2} pictures={pictures} />
        <PictureField meta={fields.pic3} label={labels.pic3} pictures={pictures} none={none} />
      </div>
      <PictureList legend={labels.banners} item={editor.banner} list={fields.banners} pictures={pictures} />
      <PictureList legend={labels.details} item={editor.detail} list={fields.details} pictures={pictures} />
    </section>
  );
}

/** A numbered list of optional pictures (banners, details), each chosen from the product's own; `item` has `{n}`. */
function PictureList({
  legend,
  item,
  list,
  pictures,
}: {
  legend: string;
  item: string;
  list: SectionProps["fields"]["banners"];
  pictures: SectionProps["pictures"];
}) {
  const none = useAdminFrame().common.none;
  return (
    <fieldset>
      <legend className="font-bold">{legend}</legend>
      <div className="mt-2 grid gap-5 sm:grid-cols-2">
        {list.getFieldList().map((meta, i) => (
          <PictureField key={meta.key} meta={meta} label={fill(item, { n: i + 1 })} pictures={pictures} none={none} />
        ))}
      </div>
    </fieldset>
  );
}

function Highlights({ fields, pictures, t }: SectionProps) {
  const { editor } = t;
  return (
    <section className={section} aria-labelledby="highlights">
      <h2 id="highlights" className="text-lg font-bold">
        {t.labels.sticky}
      </h2>
      <p className="text-sm text-ink-soft">{editor.highlightsIntro}</p>
      {fields.sticky.getFieldList().map((row, i) => {
        const f = row.getFieldset();
        return (
          <fieldset key={row.key} className="grid gap-4 border-t border-line pt-4 sm:grid-cols-2">
            <legend className="sr-only">{fill(editor.highlight, { n: i + 1 })}</legend>
            <TextField meta={f.title} label={fill(editor.highlightTitle, { n: i + 1 })} />
            {pictures.length ? (
              <PictureField meta={f.pic} label={fill(editor.highlightPicture, { n: i + 1 })} pictures={pictures} />
            ) : (
              <span />
            )}
            <div className="sm:col-span-2">
              <TextAreaField meta={f.desc} label={fill(editor.highlightText, { n: i + 1 })} rows={2} />
            </div>
          </fieldset>
        );
      })}
    </section>
  );
}

function Specifications({ fields, t }: { fields: Fields; t: ProductText }) {
  const { editor } = t;
  return (
    <section className={section} aria-labelledby="specs">
      <h2 id="specs" className="text-lg font-bold">
        {t.labels.params}
      </h2>
      <p className="text-xs text-muted">{editor.specsIntro}</p>
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left">
            <th scope="col" className="w-1/3 pb-1">
              {editor.name}
            </th>
            <th scope="col" className="pb-1">
              {editor.value}
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.params.getFieldList().map((row, i) => {
            const f = row.getFieldset();
            return (
              <tr key={row.key} className="align-top">
                <td className="pb-2 pr-2">
                  <input
                    {...getInputProps(f.label, { type: "text" })}
                    key={f.label.key}
                    aria-label={fill(editor.specName, { n: i + 1 })}
                    className={adminInput}
                  />
                  {f.label.errors ? (
                    <p className="mt-1 text-xs font-semibold text-accent">{f.label.errors[0]}</p>
                  ) : null}
                </td>
                <td className="pb-2">
                  <textarea
                    {...getTextareaProps(f.value)}
                    key={f.value.key}
                    aria-label={fill(editor.specValue, { n: i + 1 })}
                    rows={Math.min(4, Math.max(1, String(f.value.initialValue ?? "").split("\n").length))}
                    className={adminInput}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/** What the documents are written from besides the specifications (kit-form.ts). */
function Kit({ fields, t }: { fields: Fields; t: ProductText }) {
  const { labels, editor } = t;
  const display = fields.hasDisplay;
  // one box ticked comes back from a refused form as a string, not a list of one
  const checked = [fields.accessories.initialValue ?? []].flat().filter((a): a is string => typeof a === "string");
  return (
    <section className={section} aria-labelledby="kit">
      <h2 id="kit" className="text-lg font-bold">
        {editor.kit}
      </h2>
      <p className="text-sm text-ink-soft">{editor.kitIntro}</p>
      <TextAreaField meta={fields.controls} label={labels.controls} hint={editor.controlsHint} rows={8} />
      <CheckboxGroup
        legend={editor.accessoriesLegend}
        name={fields.accessories.name}
        options={accessories.map((a) => ({ value: a, label: t.accessories[a] }))}
        checked={new Set(checked)}
        errors={fields.accessories.errors}
      />
      <TextAreaField meta={fields.connectors} label={labels.connectors} hint={editor.connectorsHint} rows={4} />
      <div>
        <label className="flex items-center gap-2 text-sm font-semibold">
          <input
            {...getInputProps(display, { type: "checkbox", ariaDescribedBy: `${display.id}-description` })}
            key={display.key}
          />
          {labels.hasDisplay}
        </label>
        <p id={`${display.id}-description`} className="text-xs text-muted">
          {editor.displayHint}
        </p>
        <FieldError id={display.id} errors={display.errors} />
      </div>
    </section>
  );
}

function Publishing({ fields, isNew, t }: { fields: Fields; isNew: boolean; t: ProductText }) {
  const navigation = useNavigation();
  const { common } = useAdminFrame();
  const { editor } = t;
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <section className={section} aria-label={editor.publishing}>
      <SelectField meta={fields.status} label={t.labels.status}>
        <option value="published">{common.published}</option>
        <option value="draft">{common.draft}</option>
      </SelectField>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={adminButton} disabled={busy}>
          {isNew ? editor.create : common.save}
        </button>
        {!isNew ? (
          <button type="submit" name="intent" value="redraw" className={adminSecondary} disabled={busy}>
            {editor.redraw}
          </button>
        ) : null}
      </div>
      {busy && navigation.formData?.get("intent") === "redraw" ? (
        <p role="status" className="text-sm text-ink-soft">
          {editor.drawing}
        </p>
      ) : null}
    </section>
  );
}
