import { Link } from "react-router";
import { Pager } from "~/components/ui/pager";
import * as href from "~/lib/href";
import { useFormats, useLocale } from "~/lib/i18n/frame";
import { languageNameIn } from "~/lib/i18n/locales";
import { NO_VALUE } from "~/lib/spec-values";
import { FIRMWARE_ARCHIVE_LOCALES } from "~/lib/support/firmware-archive";
import { languagesIn } from "./download-details";
import type { ListedEntry } from "./downloads";
import type { CentreText as Text } from "./text.server";

/** The types whose detail is a revision, written after the title. */
const DOCUMENTS: ReadonlySet<string> = new Set(["owners-manual", "data-list", "quick-start"]);

/** The columns named in the list's head, in order; the last, the download button's, is named for screen readers only. */
const HEADED = ["title", "product", "type", "language", "size", "date"] as const;

/** The download centre's list, one page of it: an entry per document, a row per file. */
export function DownloadTable({
  results,
  text,
  page,
  pages,
  href,
}: {
  results: ListedEntry[];
  text: Text;
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  const t = text.centre;
  return (
    <div className="relative mt-4 overflow-x-auto">
      {/* the download buttons' look is said once here, not on each of the ~60 links: a button is the
          only link in its row's last cell */}
      <table
        className={
          "w-full min-w-[50rem] border-collapse text-left text-sm " +
          "[&_td:last-child>a]:inline-block [&_td:last-child>a]:whitespace-nowrap [&_td:last-child>a]:rounded-full " +
          "[&_td:last-child>a]:border [&_td:last-child>a]:border-ink [&_td:last-child>a]:px-4 " +
          "[&_td:last-child>a]:py-1.5 [&_td:last-child>a]:font-semibold " +
          "[&_td:last-child>a]:hover:bg-ink [&_td:last-child>a]:hover:text-white"
        }
      >
        <caption className="sr-only">{t.caption}</caption>
        <thead>
          <tr className="border-b-2 border-ink">
            {HEADED.map((column) => (
              <th key={column} scope="col" className="py-3 pr-4">
                {t.columns[column]}
              </th>
            ))}
            <th scope="col" className="py-3">
              <span className="sr-only">{t.columns.download}</span>
            </th>
          </tr>
        </thead>
        {results.map((entry) => (
          <DownloadRows key={entry.key} entry={entry} text={text} />
        ))}
      </table>
      <Pager page={page} pages={pages} href={href} />
    </div>
  );
}

/**
 * One entry of the list: a row per file, so that each language of a document has its own size and
 * link; what the files share (title, product, type, date) spans them.
 */
function DownloadRows({ entry, text }: { entry: ListedEntry; text: Text }) {
  const t = text.centre;
  const format = useFormats();
  const locale = useLocale();
  const rows = entry.files.length;
  // one file's header names its row; a header over several rows names the group
  const scope = rows > 1 ? "rowgroup" : "row";
  // a file's cells sit level with its button; the group's first and last rows keep the entry's padding
  const fileCell = (i: number) => `align-middle ${i > 0 ? "pt-1" : "pt-3"} ${i === rows - 1 ? "pb-3" : "pb-1"}`;
  return (
    // the rows' cells sit at the top (table cells take their row group's vertical-align)
    <tbody className="border-b border-line align-top">
      {entry.files.map((file, i) => {
        // the file's language named in the page's (英語 on /ja); the link's hreflang says which it is. A
        // firmware archive holds its notes and steps in every language of the site: they are named
        const language = file.language
          ? languageNameIn(file.language, locale)
          : entry.type === "firmware"
            ? languagesIn(FIRMWARE_ARCHIVE_LOCALES, locale, format)
            : null;
        return (
          <tr key={file.href}>
            {i === 0 ? (
              <>
                <th scope={scope} rowSpan={rows} className="py-3 pr-4 font-semibold">
                  {entry.title}
                  {DOCUMENTS.has(entry.type) && entry.detail ? (
                    // a document's revision in brackets after its title: "CP203 owner's manual (rev B)", 「CP203取扱説明書（改訂B版）」
                    <span className="font-normal text-muted">{format.note(entry.detail)}</span>
                  ) : (
                    <span className="block text-xs font-normal text-muted">{entry.detail}</span>
                  )}
                </th>
                <td rowSpan={rows} className="py-3 pr-4">
                  <Link to={href.productDetail(entry.productId)} className="hover:text-accent hover:underline">
                    {entry.productTitle}
                  </Link>
                </td>
                <td rowSpan={rows} className="py-3 pr-4">
                  {text.types[entry.type]}
                </td>
              </>
            ) : null}
            <td className={`${fileCell(i)} pr-4`}>
              {language ?? (
                <>
                  {/* the mark every table of the site sets for an empty cell (—), its words for screen readers */}
                  <span aria-hidden="true">{NO_VALUE}</span>
                  <span className="sr-only">{t.noLanguage}</span>
                </>
              )}
            </td>
            <td className={`${fileCell(i)} pr-4 whitespace-nowrap`}>{file.size}</td>
            {i === 0 ? (
              <td rowSpan={rows} className="py-3 pr-4 whitespace-nowrap">
                <time dateTime={entry.date}>{entry.dateText ?? entry.date}</time>
              </td>
            ) : null}
            <td className={fileCell(i)}>
              <a href={file.href} hrefLang={file.language}>
                {/* one text each, not several side by side: React writes a marker between neighbouring texts */}
                {format.facts([file.format, file.size])}
                <span className="sr-only">
                  {format.note(language ? format.list([entry.title, language]) : entry.title)}
                </span>
              </a>
            </td>
          </tr>
        );
      })}
    </tbody>
  );
}
