import { Phrases } from "~/components/ui/phrases";
import type { Param } from "~/lib/content-model";
import { isNoValue, NO_VALUE } from "~/lib/spec-values";

/** The full specification table: an empty value is a dash (read out as `none`), a list is a list. */
export function ParamsTable({
  params,
  caption,
  none,
}: {
  /** Labels in the page's language; `english` marks a label shown in English for want of a translation. */
  params: (Param & { key?: string; english?: boolean })[];
  caption: string;
  none: string;
}) {
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <tbody>
        {params.map((param) => (
          <tr key={param.key ?? param.label} className="border-b border-line align-top">
            <th
              scope="row"
              lang={param.english ? "en" : undefined}
              className="w-1/3 py-3 pr-6 font-semibold text-ink [&:lang(en)]:capitalize"
            >
              {/* a Japanese label breaks only between its phrases (the loader segmented it) */}
              <Phrases text={param.label} />
            </th>
            <td className="py-3 text-ink-soft">
              {isNoValue(param.value) ? (
                <>
                  <span aria-hidden="true">{NO_VALUE}</span>
                  <span className="sr-only">{none}</span>
                </>
              ) : Array.isArray(param.value) ? (
                <ul className="list-disc space-y-1 pl-5">
                  {param.value.map((v) => (
                    <li key={v}>{v}</li>
                  ))}
                </ul>
              ) : (
                param.value
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
