import { Fragment } from "react";
import { Link } from "react-router";
import { localeOf, runtimeContext } from "~/.server/context";
import { RouteErrorBoundary } from "~/components/ui/route-error";
import { productIn } from "~/compose/product-page.server";
import { paramLabelsIn } from "~/features/catalogue/localized.server";
import { notFoundMeta } from "~/features/support/meta";
import { productDocumentsDate } from "~/features/support/queries.server";
import { supportText } from "~/features/support/text.server";
import { type Crumb, homeIn } from "~/lib/breadcrumbs";
import { groupByKind } from "~/lib/documents/document-groups";
import { DOCUMENT_REVISION } from "~/lib/documents/edition";
import { WHEELED_BIN } from "~/lib/drawing/disposal-symbol";
import type { PanelDrawing } from "~/lib/drawing/panel-drawing";
import * as href from "~/lib/href";
import { fillNodes } from "~/lib/i18n/fill-nodes";
import { type FrameMessages, fill, useFormats, useLocale } from "~/lib/i18n/frame";
import { wordsForGender } from "~/lib/i18n/gender";
import { languageNameIn } from "~/lib/i18n/locales";
import { seo } from "~/lib/meta";
import { manualSections } from "~/lib/support/manual-content";
import type { Route } from "./+types/support-manual";

export async function loader({ params, context }: Route.LoaderArgs) {
  const db = context.get(runtimeContext).database.db;
  const locale = localeOf(context);
  const [{ product, docs, params: localized }, labels, date] = await Promise.all([
    productIn(db, params.id, locale),
    paramLabelsIn(db, locale),
    productDocumentsDate(db, params.id),
  ]);
  const pdfs = groupByKind(docs, locale).find((g) => g.afterfix === "OWNER'S MANUAL")?.files ?? [];
  // the manual from the product's words in the page's language; labels stay the English keys it reads
  const values = localized.map(({ key, value }) => ({ label: key, value }));
  return {
    product: { id: product.id, title: product.title, pic: product.pic },
    // what the model has is read from its English specification, the same in every language
    sections: manualSections({ ...product, params: values }, locale, labels, product.params),
    // the PDF in the page's language (else the English), and the manual's other languages beside it
    pdfs,
    // the PDF's revision and the day the model's documents carry, as its cover has them
    edition: { revision: /-rev([A-Z])\.pdf$/.exec(pdfs[0]?.href ?? "")?.[1] ?? DOCUMENT_REVISION, date },
    // German sentences that name the model agree with its gender ("für den Noteva MR101S")
    text: wordsForGender(supportText[locale], product.gender),
  };
}

export const handle = {
  breadcrumbs: (d: Awaited<ReturnType<typeof loader>>, m: FrameMessages): Crumb[] => [
    homeIn(m),
    { title: d.text.support, type: href.support() },
    { title: d.text.manuals.title, type: href.supportManuals() },
    { title: d.product.title, type: href.supportManual(d.product.id) },
  ],
};

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return notFoundMeta(args.matches);
  const { product, text } = args.loaderData;
  return seo(args, fill(text.manual.title, { product: product.title }), {
    description: fill(text.manual.description, { product: product.title }),
    // a page about one model shares that model's picture
    image: product.pic,
  });
};

export default function Manual({ loaderData }: Route.ComponentProps) {
  const { product, sections, pdfs, edition } = loaderData;
  const [pdf, ...others] = pdfs;
  const t = loaderData.text.manual;
  const format = useFormats();
  const locale = useLocale();
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-5 py-12 lg:grid-cols-[16rem_1fr]">
      <aside className="lg:sticky lg:top-32 lg:self-start">
        <nav aria-labelledby="toc-title" className="rounded-2xl bg-mist p-5">
          <h2 id="toc-title" className="text-sm font-bold uppercase tracking-widest">
            {t.contents}
          </h2>
          <ol className="mt-3 space-y-2 text-sm">
            {sections.map((s, i) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="hover:text-accent hover:underline">
                  {i + 1}. {s.title}
                </a>
              </li>
            ))}
          </ol>
          {pdf ? (
            <a
              href={pdf.href}
              hrefLang={pdf.language}
              className="mt-5 block rounded-full bg-ink px-4 py-2 text-center text-sm font-semibold text-white hover:bg-accent"
            >
              {/* a PDF in another language than the page's says which, in the page's words */}
              {pdf.language !== locale
                ? format.facts([
                    fill(t.downloadPdf, { size: format.bytes(pdf.bytes) }),
                    languageNameIn(pdf.language, locale),
                  ])
                : fill(t.downloadPdf, { size: format.bytes(pdf.bytes) })}
            </a>
          ) : null}
          {others.length ? (
            <p className="mt-3 text-center text-sm">
              <span className="text-muted">{t.otherLanguages}</span>{" "}
              {others.map((doc, i) => (
                <Fragment key={doc.href}>
                  {i > 0 ? format.marks.separator : null}
                  <a
                    href={doc.href}
                    hrefLang={doc.language}
                    type="application/pdf"
                    className="font-semibold text-accent hover:underline"
                  >
                    {languageNameIn(doc.language, locale)}
                    <span className="sr-only">{format.note(format.facts(["PDF", format.bytes(doc.bytes)]))}</span>
                  </a>
                </Fragment>
              ))}
            </p>
          ) : null}
        </nav>
      </aside>
      <article>
        <p className="text-sm font-semibold uppercase tracking-widest text-accent">{t.kicker}</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight">{fill(t.heading, { product: product.title })}</h1>
        <p className="mt-3 text-ink-soft">
          {/* the revision set into the sentence's text: one text node, as the words read */}
          {fillNodes(fill(t.sameAsPdf, { revision: edition.revision }), {
            date: <time dateTime={edition.date}>{format.date(edition.date)}</time>,
            link: (
              <Link to={href.productDetail(product.id)} className="font-semibold text-accent hover:underline">
                {fill(t.productLink, { product: product.title })}
              </Link>
            ),
          })}
        </p>
        {sections.map((section, i) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-h`} className="scroll-mt-32 pt-10">
            <h2 id={`${section.id}-h`} className="text-2xl font-bold">
              <a href={`#${section.id}`} className="hover:underline">
                {i + 1}. {section.title}
              </a>
            </h2>
            <div className="mt-4 space-y-4 leading-relaxed text-ink-soft">
              {section.blocks.map((block, j) => {
                const key = `${section.id}-${j}`;
                if (block.type === "p") return <p key={key}>{block.text}</p>;
                if (block.type === "subhead")
                  return (
                    <h3 key={key} className="pt-2 font-bold text-ink">
                      {block.text}
                    </h3>
                  );
                if (block.type === "list")
                  return block.numbered ? (
                    <ol key={key} className="list-decimal space-y-1 pl-6">
                      {block.items.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ol>
                  ) : (
                    <ul key={key} className="list-disc space-y-1 pl-6">
                      {block.items.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  );
                if (block.type === "drawing")
                  return <PanelDrawingSvg key={key} drawing={block.drawing} label={section.title} />;
                if (block.type === "signal")
                  return (
                    <div
                      key={key}
                      role="note"
                      aria-labelledby={`${key}-word`}
                      className={`rounded-xl border-l-4 p-4 ${block.level === "warning" ? "border-accent bg-accent/5" : "border-ink bg-mist"}`}
                    >
                      <p id={`${key}-word`} className="flex items-center gap-2 font-bold text-ink">
                        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="shrink-0">
                          <path
                            d="M12 2 1 21h22L12 2Z"
                            fill={block.level === "warning" ? "#111" : "none"}
                            stroke="#111"
                          />
                          <path
                            d="M12 9v5m0 3v1"
                            stroke={block.level === "warning" ? "#fff" : "#111"}
                            strokeWidth="2"
                          />
                        </svg>
                        {block.word}
                      </p>
                      <p className="mt-1 text-sm">{block.meaning}</p>
                      <ul className="mt-2 list-disc space-y-1 pl-6">
                        {block.items.map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </ul>
                    </div>
                  );
                if (block.type === "disposal")
                  return (
                    <div key={key} className="flex items-start gap-5 rounded-xl border border-line p-4 text-sm">
                      {block.symbol ? <WheeledBinSvg label={block.symbol} /> : null}
                      <div className="space-y-2">
                        {block.paragraphs.map((text) => (
                          <p key={text}>{text}</p>
                        ))}
                        <p>
                          {block.more.before}
                          <Link to={block.more.href} className="font-semibold text-accent hover:underline">
                            {block.more.page}
                          </Link>
                          {block.more.after}
                        </p>
                      </div>
                    </div>
                  );
                if (block.type === "steps")
                  return (
                    <ol key={key} className="list-decimal space-y-1 pl-6">
                      {block.items.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ol>
                  );
                return (
                  <table key={key} className="w-full border-collapse text-sm">
                    <tbody>
                      {block.rows.map(([a, b], r) => (
                        <tr key={a} className="border-b border-line align-top">
                          <th
                            scope="row"
                            className="w-1/3 py-2 pr-4 text-left font-semibold text-ink first-letter:uppercase"
                          >
                            {block.numbers?.[r] ? (
                              <span className="mr-2 inline-flex h-5 w-5 items-center justify-center rounded-full border border-ink text-xs">
                                {block.numbers[r]}
                              </span>
                            ) : null}
                            {a}
                          </th>
                          <td className="py-2">
                            {b.split("\n").map((line, k) => (
                              <Fragment key={line}>
                                {k > 0 ? <br /> : null}
                                {line}
                              </Fragment>
                            ))}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                );
              })}
            </div>
          </section>
        ))}
      </article>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

/** The crossed-out wheeled bin (lib/drawing/disposal-symbol.ts) as SVG, the same paths the PDF sets, with its text alternative. */
function WheeledBinSvg({ label }: { label: string }) {
  return (
    <svg
      viewBox={`0 0 ${WHEELED_BIN.width} ${WHEELED_BIN.height}`}
      width="40"
      height={Math.round((40 * WHEELED_BIN.height) / WHEELED_BIN.width)}
      role="img"
      aria-label={label}
      className="shrink-0 text-ink"
    >
      <title>{label}</title>
      {WHEELED_BIN.paths.map((p) => (
        <path
          key={p.d}
          d={p.d}
          fill={p.fill ? "currentColor" : "none"}
          stroke={p.fill ? undefined : "currentColor"}
          strokeWidth={p.stroke}
        />
      ))}
    </svg>
  );
}

/** A panel drawing (lib/drawing/panel-drawing.ts) as SVG: the same shapes and callouts the PDF sets. */
function PanelDrawingSvg({ drawing, label }: { drawing: PanelDrawing; label: string }) {
  return (
    <svg
      viewBox={`0 0 ${drawing.width} ${drawing.height}`}
      role="img"
      aria-label={label}
      className="w-full max-w-3xl"
      fontFamily="Helvetica, Arial, sans-serif"
    >
      {drawing.shapes.map((s, i) => {
        const key = `${s.t}-${i}`;
        if (s.t === "rect")
          return (
            <rect
              key={key}
              x={s.x}
              y={s.y}
              width={s.w}
              height={s.h}
              rx={s.r}
              fill={s.fill}
              stroke={s.stroke}
              strokeWidth={s.sw}
            />
          );
        if (s.t === "circle")
          return <circle key={key} cx={s.cx} cy={s.cy} r={s.r} fill={s.fill} stroke={s.stroke} strokeWidth={s.sw} />;
        if (s.t === "line")
          return <line key={key} x1={s.x1} y1={s.y1} x2={s.x2} y2={s.y2} stroke={s.stroke} strokeWidth={s.sw} />;
        return (
          <text
            key={key}
            x={s.x}
            y={s.y}
            fontSize={s.size}
            fill={s.fill}
            fontWeight={s.bold ? 700 : 400}
            textAnchor="middle"
            dominantBaseline="central"
          >
            {s.text}
          </text>
        );
      })}
    </svg>
  );
}
