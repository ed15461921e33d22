/** The store editor's opening hours: a table, a row per weekday, with up to two periods a day. */
import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { FieldError, inputClass } from "~/lib/forms/fields";
import { fill } from "~/lib/i18n/frame";
import type { DealerText } from "./admin-text";
import { hourDays } from "./hours-form";

// biome-ignore lint/suspicious/noExplicitAny: any field of the store's form
type Meta = FieldMetadata<any, any, any>;

const columns = ["opens", "closes", "opens2", "closes2"] as const;

export function HoursTable({ fields, text }: { fields: Readonly<Record<string, Meta>>; text: DealerText }) {
  const t = text.hours;
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{text.labels.openingHours}</legend>
      <p className="text-xs text-muted">{t.note}</p>
      <div className="mt-2 overflow-x-auto">
        <table className="text-left text-sm">
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-3">
                {t.day}
              </th>
              {columns.map((c) => (
                <th key={c} scope="col" className="px-1 py-1 font-semibold">
                  {t.columns[c]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {hourDays.map(({ day: key, fields: names }, index) => {
              const day = text.days[index] ?? key;
              const metas = names.map((name) => fields[name]).filter((m): m is Meta => Boolean(m));
              const errors = metas.flatMap((m) => m.errors ?? []);
              return (
                <tr key={key} className="align-top">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {day}
                  </th>
                  {metas.map((meta, i) => (
                    <td key={meta.name} className="px-1 py-1">
                      <input
                        {...getInputProps(meta, { type: "time" })}
                        key={meta.key}
                        aria-label={fill(t.cells[columns[i] ?? "opens"], { day })}
                        className={`${inputClass} mt-0 w-32`}
                      />
                    </td>
                  ))}
                  <td className="py-1 pl-2">
                    <FieldError id={metas.find((m) => m.errors?.length)?.id ?? ""} errors={errors} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </fieldset>
  );
}
