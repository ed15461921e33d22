import type { ReactNode } from "react";
import { useAdminFrame } from "~/lib/admin/i18n";

export type ComparedField = { key: string; label: string; first: string; second: string };

/**
 * Two versions of a record's fields side by side, one row per field (a refused save's "theirs and
 * yours", a history entry's "before and after"). `marked` shows them as removed and inserted text.
 */
export function FieldComparison({
  caption,
  headings,
  rows,
  borders,
  marked = false,
}: {
  caption: string;
  headings: [string, string];
  rows: ComparedField[];
  /** The rules' colour classes: the heading's and the rows'. */
  borders: [string, string];
  marked?: boolean;
}) {
  const { empty, field } = useAdminFrame().common;
  const cell = (text: string, mark: (t: string) => ReactNode) => (text ? mark(text) : <em>{empty}</em>);
  return (
    <table className="mt-3 w-full table-fixed border-collapse text-left">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className={`border-b ${borders[0]}`}>
          <th scope="col" className="w-1/5 py-2 pr-3 font-semibold">
            {field}
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold">
            {headings[0]}
          </th>
          <th scope="col" className="py-2 font-semibold">
            {headings[1]}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} className={`border-b ${borders[1]} align-top`}>
            <th scope="row" className="py-2 pr-3 font-semibold">
              {r.label}
            </th>
            <td className="whitespace-pre-wrap break-words py-2 pr-3">
              {cell(r.first, (t) => (marked ? <del className="no-underline">{t}</del> : t))}
            </td>
            <td className="whitespace-pre-wrap break-words py-2">
              {cell(r.second, (t) => (marked ? <ins className="no-underline">{t}</ins> : t))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
