/**
 * The product editor's form, section by section: the product, its selling points, pictures,
 * highlights, specifications and state. It works without JavaScript (spare rows to fill in).
 */
import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { FormErrors, VersionField } from "~/features/admin/edit-conflict";
import {
  AdminField,
  adminButton,
  adminInput,
  adminSecondary,
  PictureField,
  SelectField,
  TextAreaField,
  TextField,
} from "~/features/admin/ui";
import { useAdminForm } from "~/features/admin/use-admin-form";
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
};

function useProductForm({ product, lines, pictures, lastResult }: EditorProps) {
  return useAdminForm({
    id: `product-${product.id ?? "new"}`,
    schema: productSchema(
      lines.map((l) => l.id),
      pictures,
    ),
    defaultValue: product,
    lastResult,
  });
}

type Fields = ReturnType<typeof useProductForm>[1];
type SectionProps = { fields: Fields; pictures: string[] };

const section = "space-y-5 rounded-2xl border border-line bg-white p-6";

/** The product editor: creates a product (no id) or saves one, optionally redrawing its pictures. */
export function ProductEditor(props: EditorProps) {
  const { product, version, lines, pictures, lastResult } = props;
  const [form, fields] = useProductForm(props);
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="space-y-6">
      <FormErrors errors={form.errors} />
      {version !== null ? <VersionField loaded={version} result={lastResult} /> : null}
      <Basics fields={fields} product={product} lines={lines} />
      <SellingPoints fields={fields} pictures={pictures} />
      {pictures.length ? <Pictures fields={fields} pictures={pictures} /> : null}
      <Highlights fields={fields} pictures={pictures} />
      <Specifications fields={fields} />
      <Publishing fields={fields} isNew={product.id === null} />
    </Form>
  );
}

function Basics({ fields, product, lines }: { fields: Fields; product: ProductFields; lines: Line[] }) {
  const isNew = product.id === null;
  return (
    <section className={section} aria-labelledby="basics">
      <h2 id="basics" className="text-lg font-bold">
        The product
      </h2>
      <p className="text-sm text-ink-soft">
        {isNew
          ? "The model code and address come from the name: SP-C150 is SPC150, at /product/SPC150. Its pictures are drawn from the specifications below when you create it."
          : `Model code ${product.modelCode ?? ""} (search matches it in any spelling).`}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField meta={fields.title} label="Name (the model)" />
        <TextField
          meta={fields.aliases}
          label="Other spellings"
          hint="Comma-separated, as people type the model: SP-C121, SP C121."
        />
        <SelectField meta={fields.category} label="Product line">
          <option value="">Choose the product line</option>
          {lines.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          meta={fields.gender}
          label="German article"
          hint="The German pages agree with it: das Digitalpiano, die Drum-Machine, der Synthesizer."
        >
          <option value="n">das (neuter)</option>
          <option value="f">die (feminine)</option>
          <option value="m">der (masculine)</option>
        </SelectField>
        <div className="flex items-end pb-2">
          <label className="flex items-center gap-2 text-sm font-semibold">
            <input {...getInputProps(fields.menu, { type: "checkbox" })} key={fields.menu.key} />
            Show in the header's products menu
          </label>
        </div>
      </div>
      <TextAreaField meta={fields.desc} label="Description" rows={4} />
    </section>
  );
}

function SellingPoints({ fields, pictures }: SectionProps) {
  const text = (name: "sp1" | "sp2" | "sp3" | "sp4", label: string) => (
    <AdminField id={fields[name].id} label={label} errors={fields[name].errors}>
      <textarea {...getTextareaProps(fields[name])} key={fields[name].key} rows={2} className={adminInput} />
    </AdminField>
  );
  return (
    <section className={section} aria-labelledby="points">
      <h2 id="points" className="text-lg font-bold">
        Selling points
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        {text("sp1", "Selling point 1")}
        {pictures.length ? (
          <PictureField meta={fields.sp1Pic} label="Picture for selling point 1" pictures={pictures} />
        ) : null}
        {text("sp2", "Selling point 2")}
        {pictures.length ? (
          <PictureField meta={fields.sp2Pic} label="Picture for selling point 2" pictures={pictures} />
        ) : null}
        {text("sp3", "Selling point 3")}
        {pictures.length ? (
          <PictureField meta={fields.sp3Pic} label="Picture for selling point 3" pictures={pictures} />
        ) : null}
        {text("sp4", "Selling point 4 (optional)")}
      </div>
    </section>
  );
}

function Pictures({ fields, pictures }: SectionProps) {
  return (
    <section className={section} aria-labelledby="pictures">
      <h2 id="pictures" className="text-lg font-bold">
        Pictures
      </h2>
      <p className="text-sm text-ink-soft">
        Pictures are drawn from the specifications. After changing the keyboard, size, colour, display, speakers or
        jacks, use “Save and redraw pictures”.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <PictureField meta={fields.pic} label="Main picture" pictures={pictures} />
        <PictureField meta={fields.pic2} label="Second picture" pictures={pictures} />
        <PictureField meta={fields.pic3} label="Third picture (optional)" pictures={pictures} none="None" />
      </div>
      <PictureList legend="Banners on the product page" item="Banner" list={fields.banners} pictures={pictures} />
      <PictureList legend="Detail pictures" item="Detail picture" list={fields.details} pictures={pictures} />
    </section>
  );
}

/** A numbered list of optional pictures (banners, details), each chosen from the product's own. */
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
  return (
    <fieldset>
      <legend className="font-bold">{legend}</legend>
      <div className="mt-2 grid gap-5 sm:grid-cols-2">
        {list.getFieldList().map((meta, i) => (
          <PictureField key={meta.key} meta={meta} label={`${item} ${i + 1}`} pictures={pictures} none="None" />
        ))}
      </div>
    </fieldset>
  );
}

function Highlights({ fields, pictures }: SectionProps) {
  return (
    <section className={section} aria-labelledby="highlights">
      <h2 id="highlights" className="text-lg font-bold">
        Highlights
      </h2>
      <p className="text-sm text-ink-soft">
        The feature list beside the pictures on the product page. Empty rows are left out.
      </p>
      {fields.sticky.getFieldList().map((row, i) => {
        const f = row.getFieldset();
        return (
          <fieldset key={row.key} className="grid gap-4 border-t border-line pt-4 sm:grid-cols-2">
            <legend className="sr-only">Highlight {i + 1}</legend>
            <TextField meta={f.title} label={`Highlight ${i + 1} title`} />
            {pictures.length ? (
              <PictureField meta={f.pic} label={`Highlight ${i + 1} picture`} pictures={pictures} />
            ) : (
              <span />
            )}
            <div className="sm:col-span-2">
              <TextAreaField meta={f.desc} label={`Highlight ${i + 1} text`} rows={2} />
            </div>
          </fieldset>
        );
      })}
    </section>
  );
}

function Specifications({ fields }: { fields: Fields }) {
  return (
    <section className={section} aria-labelledby="specs">
      <h2 id="specs" className="text-lg font-bold">
        Specifications
      </h2>
      <p className="text-xs text-muted">
        One value per line makes a list; leave a value empty or “—” for none. Rows without a name are left out.
      </p>
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left">
            <th scope="col" className="w-1/3 pb-1">
              Name
            </th>
            <th scope="col" className="pb-1">
              Value
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
                    aria-label={`Specification ${i + 1} name`}
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
                    aria-label={`Specification ${i + 1} value`}
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

function Publishing({ fields, isNew }: { fields: Fields; isNew: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <section className={section} aria-label="Publishing">
      <SelectField meta={fields.status} label="State">
        <option value="published">Published</option>
        <option value="draft">Draft: hidden from visitors</option>
      </SelectField>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={adminButton} disabled={busy}>
          {isNew ? "Create and draw pictures" : "Save"}
        </button>
        {!isNew ? (
          <button type="submit" name="intent" value="redraw" className={adminSecondary} disabled={busy}>
            Save and redraw pictures
          </button>
        ) : null}
      </div>
      {busy && navigation.formData?.get("intent") === "redraw" ? (
        <p role="status" className="text-sm text-ink-soft">
          Drawing the pictures…
        </p>
      ) : null}
    </section>
  );
}
