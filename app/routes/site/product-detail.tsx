import { Link } from "react-router";
import { localeOf, runtimeContext } from "~/.server/context";
import { Phrases } from "~/components/ui/phrases";
import { Picture } from "~/components/ui/picture";
import { RouteErrorBoundary } from "~/components/ui/route-error";
import { productIn } from "~/compose/product-page.server";
import { detailPictures } from "~/features/catalogue/detail-pictures";
import { DocumentList } from "~/features/catalogue/documents";
import { ParamsTable } from "~/features/catalogue/params-table";
import { notFoundMeta, productSeo } from "~/features/catalogue/product-meta";
import { catalogueText } from "~/features/catalogue/text.server";
import { firmwareNewsText } from "~/features/firmware-news/text.server";
import { type Crumb, homeIn } from "~/lib/breadcrumbs";
import * as href from "~/lib/href";
import { type FrameMessages, fill } from "~/lib/i18n/frame";
import { wordsForGender } from "~/lib/i18n/gender";
import { phrasedFields, phrasedLabels } from "~/lib/i18n/phrases.server";
import type { Route } from "./+types/product-detail";

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = localeOf(context);
  const found = await productIn(context.get(runtimeContext).database.db, params.id, locale);
  const { detail, views, documents, common } = catalogueText[locale];
  // German sentences that name the model agree with its gender
  return {
    ...found,
    // a Japanese label breaks only between phrases (decision 023), never レコーディン／グ
    params: phrasedLabels(locale, found.params),
    // captioned by the model's kind: a rhythm machine's close-up shows pads, not a keyboard
    detailPictures: detailPictures(found.product.detailPicList ?? [], found.product.params, detail),
    // its headings break only between phrases too (各部の|写真)
    text: wordsForGender(
      {
        ...phrasedFields(locale, detail, ["inDetail"]),
        views,
        documents,
        common: phrasedFields(locale, common, ["downloads", "specifications"]),
      },
      found.product.gender,
    ),
    // beside its firmware: "E-mail me when new firmware for the MK61 is out", the form's own page
    newsOffer: fill(wordsForGender(firmwareNewsText[locale].form.offer, found.product.gender), {
      product: found.product.title,
    }),
  };
}

export const handle = {
  breadcrumbs: (d: Awaited<ReturnType<typeof loader>>, m: FrameMessages): Crumb[] => [
    homeIn(m),
    { title: d.categoryName, type: "category", id: d.product.categoryId, lang: d.categoryLang },
    { title: d.product.title, type: "product", id: d.product.id },
    { title: d.text.common.specifications, type: "detail", id: d.product.id },
  ],
};

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return notFoundMeta(args.matches);
  const { product, text } = args.loaderData;
  return productSeo(
    args,
    args.loaderData,
    fill(text.title, { title: product.title }),
    fill(text.description, { title: product.title }),
  );
};

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  const { product, docs, text } = loaderData;
  const views = [
    { src: product.pic, label: text.views.front },
    { src: product.pic2, label: text.views.angled },
    ...(product.pic3 ? [{ src: product.pic3, label: text.views.above }] : []),
  ];
  return (
    <article className="mx-auto max-w-7xl px-5 py-12">
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
        <div>
          <Picture
            src={product.pic}
            alt={fill(text.views.alt, { title: product.title, view: text.views.front })}
            sizes="(min-width: 1024px) 60vw, 100vw"
            priority
            className="h-auto w-full rounded-2xl bg-mist"
          />
          <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3">
            {views.slice(1).map((view) => (
              <li key={view.src}>
                <Picture
                  src={view.src}
                  alt={fill(text.views.alt, { title: product.title, view: view.label })}
                  sizes="(min-width: 1024px) 20vw, 45vw"
                  className="h-auto w-full rounded-xl bg-mist"
                />
              </li>
            ))}
          </ul>
        </div>
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-accent" lang={loaderData.categoryLang}>
            {loaderData.categoryName}
          </p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight">{product.title}</h1>
          <p className="mt-4 text-ink-soft">{product.desc}</p>
          <div className="mt-6 flex flex-wrap gap-3 text-sm font-semibold">
            <Link to={href.product(product.id)} className="rounded-full border border-ink px-5 py-2.5 hover:bg-mist">
              {fill(text.about, { title: product.title })}
            </Link>
            <Link to={href.compare([product.id])} className="rounded-full border border-ink px-5 py-2.5 hover:bg-mist">
              {text.common.compare}
            </Link>
            {/* a model no longer made is not in the stores: its downloads follow below */}
            {product.discontinuedOn ? null : (
              <Link to={href.dealers()} className="rounded-full bg-ink px-5 py-2.5 text-white hover:bg-accent">
                {text.common.findAStore}
              </Link>
            )}
          </div>
          <h2 className="mt-10 text-xl font-bold">
            <Phrases text={text.common.downloads} />
          </h2>
          <div className="mt-4">
            <DocumentList docs={docs} productTitle={product.title} text={text.documents} />
          </div>
          <ul className="mt-4 space-y-2 text-sm font-semibold">
            <li>
              <Link to={href.supportManual(product.id)} className="text-accent hover:underline">
                {text.manual}
              </Link>
            </li>
            {loaderData.firmware ? (
              <li>
                <Link to={href.supportFirmware(product.id)} className="text-accent hover:underline">
                  {fill(text.firmware, { version: loaderData.firmware.version })}
                </Link>
              </li>
            ) : null}
            {loaderData.firmware ? (
              <li>
                <Link to={href.firmwareNews({ product: product.id })} className="text-accent hover:underline">
                  {loaderData.newsOffer}
                </Link>
              </li>
            ) : null}
            {loaderData.firmware && product.midiMember !== null ? (
              <li>
                {/* a page of its own: nothing loaded before (analytics) stays with the checker */}
                <Link to={href.supportCheck()} reloadDocument className="text-accent hover:underline">
                  {fill(text.check, { title: product.title })}
                </Link>
              </li>
            ) : null}
          </ul>
        </div>
      </div>

      <section aria-labelledby="specs" className="mt-16 grid gap-10 lg:grid-cols-[1fr_2fr]">
        <div>
          <h2 id="specs" className="text-3xl font-bold tracking-tight">
            <Phrases text={text.common.specifications} />
          </h2>
          <p className="mt-3 text-ink-soft">{fill(text.specsText, { title: product.title })}</p>
        </div>
        <ParamsTable
          params={loaderData.params}
          caption={fill(text.specsCaption, { title: product.title })}
          none={text.common.none}
        />
      </section>

      {loaderData.detailPictures.length ? (
        <section aria-labelledby="detail-pictures" className="mt-16">
          <h2 id="detail-pictures" className="text-3xl font-bold tracking-tight">
            <Phrases text={text.inDetail} />
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {loaderData.detailPictures.map(({ src, caption }) => {
              return (
                <li key={src}>
                  <figure>
                    <Picture
                      src={src}
                      alt={fill(text.pictureAlt, {
                        title: product.title,
                        caption,
                        captionLower: caption.toLowerCase(),
                      })}
                      sizes="(min-width: 768px) 33vw, 100vw"
                      className="h-auto w-full rounded-2xl bg-mist"
                    />
                    <figcaption className="mt-3 text-sm font-semibold">{caption}</figcaption>
                  </figure>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
