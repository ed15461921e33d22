/** The store editor's opening hours: a table, a row per weekday, with up to two periods a day. */
import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { FieldError, inputClass } from "~/features/forms/fields";
import { hourDays } from "./hours-form";

// biome-ignore lint/suspicious/noExplicitAny: any field of the store's form
type Meta = FieldMetadata<any, any, any>;

const columns = ["Opens", "Closes", "Opens again", "Closes again"];

export function HoursTable({ fields }: { fields: Readonly<Record<string, Meta>> }) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold">Opening hours</legend>
      <p className="text-xs text-muted">
        24-hour times, such as 10:00 and 19:00; leave a day empty when the store is closed. The second pair is for a day
        with a break (09:30–13:00 and 15:30–19:30).
      </p>
      <div className="mt-2 overflow-x-auto">
        <table className="text-left text-sm">
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-3">
                Day
              </th>
              {columns.map((c) => (
                <th key={c} scope="col" className="px-1 py-1 font-semibold">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {hourDays.map(({ day, fields: names }) => {
              const metas = names.map((name) => fields[name]).filter((m): m is Meta => Boolean(m));
              const errors = metas.flatMap((m) => m.errors ?? []);
              return (
                <tr key={day} className="align-top">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {day}
                  </th>
                  {metas.map((meta, i) => (
                    <td key={meta.name} className="px-1 py-1">
                      <input
                        {...getInputProps(meta, { type: "time" })}
                        key={meta.key}
                        aria-label={`${day}: ${columns[i]?.toLowerCase()}`}
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
