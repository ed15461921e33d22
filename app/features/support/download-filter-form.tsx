import { Form } from "react-router";
import type { DownloadFilters } from "./downloads";
import type { CentreText as Text } from "./text.server";

/**
 * The download centre's filters: a plain GET form (it works without JavaScript), its choices in the
 * page's language.
 */
export function DownloadFilterForm({
  filters,
  lines,
  products,
  text,
}: {
  filters: DownloadFilters;
  lines: { id: string; name: string }[];
  products: { id: string; title: string }[];
  text: Text;
}) {
  const t = text.centre;
  return (
    <Form
      method="get"
      className="mt-10 grid grid-cols-[minmax(0,1fr)] gap-4 rounded-2xl bg-mist p-5 md:grid-cols-[repeat(3,minmax(0,1fr))_minmax(0,1.5fr)_auto] md:items-end"
    >
      <SelectField
        name="line"
        label={t.line}
        all={t.allLines}
        value={filters.line}
        options={lines.map((l) => ({ value: l.id, label: l.name }))}
      />
      <SelectField
        name="product"
        label={t.product}
        all={t.allProducts}
        value={filters.product}
        options={products.map((p) => ({ value: p.id, label: p.title }))}
      />
      <SelectField
        name="type"
        label={t.type}
        all={t.allTypes}
        value={filters.type}
        options={Object.entries(text.types).map(([value, label]) => ({ value, label }))}
      />
      <div>
        <label htmlFor="f-q" className="block text-sm font-semibold">
          {t.text}
        </label>
        <input
          id="f-q"
          name="q"
          type="search"
          defaultValue={filters.q}
          maxLength={100}
          placeholder={t.textExample}
          className={fieldClass}
        />
      </div>
      <button type="submit" className="h-11 rounded-full bg-ink px-6 text-sm font-semibold text-white hover:bg-accent">
        {t.show}
      </button>
    </Form>
  );
}

function SelectField(props: {
  name: string;
  label: string;
  all: string;
  value: string;
  options: { value: string; label: string }[];
}) {
  return (
    <div>
      <label htmlFor={`f-${props.name}`} className="block text-sm font-semibold">
        {props.label}
      </label>
      <select id={`f-${props.name}`} name={props.name} defaultValue={props.value} className={fieldClass}>
        <option value="">{props.all}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const fieldClass = "h-11 w-full rounded-lg border border-line bg-white px-3";
