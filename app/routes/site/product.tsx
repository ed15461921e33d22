import { Link } from "react-router";
import { localeOf, runtimeContext } from "~/.server/context";
import { CaptionTracks } from "~/components/ui/caption-tracks";
import { Phrases } from "~/components/ui/phrases";
import { Picture } from "~/components/ui/picture";
import { ProductCard } from "~/components/ui/product-card";
import { Reveal } from "~/components/ui/reveal";
import { RouteErrorBoundary } from "~/components/ui/route-error";
import { StageBanner } from "~/components/ui/stage-banner";
import { productIn } from "~/compose/product-page.server";
import { DocumentList } from "~/features/catalogue/documents";
import { ParamsTable } from "~/features/catalogue/params-table";
import { notFoundMeta, productSeo } from "~/features/catalogue/product-meta";
import { DiscontinuedNotice } from "~/features/catalogue/range-list";
import { catalogueText } from "~/features/catalogue/text.server";
import { type Crumb, homeIn } from "~/lib/breadcrumbs";
import * as href from "~/lib/href";
import { type FrameMessages, fill } from "~/lib/i18n/frame";
import { wordsForGender } from "~/lib/i18n/gender";
import { phrase, phrasedFields, phrasedIn, phrasedLabels } from "~/lib/i18n/phrases.server";
import { englishLang } from "~/lib/i18n/text";
import { mediaUrl } from "~/lib/media";
import type { Route } from "./+types/product";

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = localeOf(context);
  const found = await productIn(context.get(runtimeContext).database.db, params.id, locale);
  const { product, views, documents, discontinued, common } = catalogueText[locale];
  // German sentences that name the model agree with its gender
  const words = wordsForGender({ ...product, views, documents, discontinued, common }, found.product.gender);
  // the line under the features heading: the model's own, or a discontinued model's
  const lead = found.product.discontinuedOn
    ? fill(words.leads.discontinued, { title: found.product.title })
    : (words.leads[found.product.id] ?? null);
  if (locale !== "ja") return { ...found, lead, text: words };
  // headings, banners and buttons break only between phrases on a Japanese page (decision 023)
  const shown = found.product;
  return {
    ...found,
    product: {
      ...phrasedFields(locale, shown, ["sp4"]),
      sp1: phrasedFields(locale, shown.sp1, ["text"]),
      sp2: phrasedFields(locale, shown.sp2, ["text"]),
      sp3: phrasedFields(locale, shown.sp3, ["text"]),
      stickyList: shown.stickyList.map((item) => phrasedFields(locale, item, ["title"])),
    },
    categoryName: phrase(found.categoryName),
    // a specification label breaks only between phrases, never レコーディン／グ
    params: phrasedLabels(locale, found.params),
    lead,
    text: {
      ...phrasedFields(locale, words, HEADINGS),
      common: phrasedFields(locale, words.common, ["findAStore", "compare", "downloads", "discover"]),
      documents: { ...words.documents, kinds: phrasedIn(locale, words.documents.kinds) },
    },
  };
}

/** The words a product page shows as headings and buttons: segmented into phrases in Japanese. */
const HEADINGS = [
  "details",
  "features",
  "keyFacts",
  "overview",
  "highlights",
  "video",
  "dealer",
  "dealerLink",
  "ownerSupport",
  "ownerSupportLink",
  "supportLink",
  "manuals",
  "more",
] as const;

export const handle = {
  breadcrumbs: (d: Awaited<ReturnType<typeof loader>>, m: FrameMessages): Crumb[] => [
    homeIn(m),
    { title: d.categoryName, type: "category", id: d.product.categoryId, lang: d.categoryLang },
    { title: d.product.title, type: "product", id: d.product.id },
  ],
};

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? productSeo(args, args.loaderData, args.loaderData.product.title, args.loaderData.product.desc, {}, [
        args.loaderData.product.sp1.text,
        args.loaderData.product.sp2.text,
        args.loaderData.product.sp3.text,
      ])
    : notFoundMeta(args.matches);

const KEY_FACTS = ["keyboard", "max polyphony", "sound/voice", "style", "drum pad", "drum kit", "speaker", "weight"];

export default function Product({ loaderData }: Route.ComponentProps) {
  const { product, docs, related, text } = loaderData;
  const actions = (
    <div className="mt-8 flex flex-wrap gap-3">
      <Link
        to={href.productDetail(product.id)}
        className="rounded-full bg-accent px-6 py-3 text-sm font-semibold text-white hover:bg-accent-dark"
      >
        <Phrases text={text.details} />
      </Link>
      {/* a model no longer made is not in the stores: its owners find its support page (not a second "downloads") */}
      <Link
        to={product.discontinuedOn ? href.support({ product: product.id }) : href.dealers()}
        className="rounded-full border border-white/50 px-6 py-3 text-sm font-semibold text-white hover:bg-white hover:text-ink"
      >
        <Phrases text={product.discontinuedOn ? text.supportLink : text.common.findAStore} />
      </Link>
      <Link
        to={href.compare([product.id])}
        className="rounded-full border border-white/50 px-6 py-3 text-sm font-semibold text-white hover:bg-white hover:text-ink"
      >
        <Phrases text={text.common.compare} />
      </Link>
    </div>
  );
  const firstBanner = product.banners[0];
  const notice = product.discontinuedOn ? (
    <DiscontinuedNotice
      title={product.title}
      since={product.discontinuedOn}
      category={{ id: product.categoryId, name: loaderData.categoryName }}
      text={{ ...text.discontinued, sentenceGap: text.common.sentenceGap }}
    />
  ) : null;

  if (product.unCompile) {
    // The simple view: one picture, the description, the key facts and the downloads.
    const facts = loaderData.params.filter((p) => KEY_FACTS.includes(p.key) && p.value !== null);
    return (
      <article>
        {notice}
        <section className="bg-ink text-white">
          <div className="mx-auto grid max-w-7xl items-center gap-10 px-5 py-12 md:grid-cols-2">
            <div>
              <h1 className="text-5xl font-bold tracking-tight">{product.title}</h1>
              <p lang={englishLang(product, "desc")} className="mt-5 text-lg text-neutral-300">
                {product.desc}
              </p>
              {actions}
            </div>
            <Picture
              src={product.pic}
              alt={fill(text.views.alt, { title: product.title, view: text.views.front })}
              sizes="(min-width: 768px) 50vw, 100vw"
              priority
              className="h-auto w-full rounded-2xl"
            />
          </div>
        </section>
        <section aria-labelledby="facts" className="mx-auto max-w-4xl px-5 py-14">
          <h2 id="facts" className="text-2xl font-bold">
            <Phrases text={text.keyFacts} />
          </h2>
          <div className="mt-4">
            <ParamsTable
              params={facts}
              caption={fill(text.keyFactsCaption, { title: product.title })}
              none={text.common.none}
            />
          </div>
          <h2 className="mt-12 text-2xl font-bold">
            <Phrases text={text.common.downloads} />
          </h2>
          <div className="mt-4">
            <DocumentList docs={docs} productTitle={product.title} text={text.documents} />
          </div>
        </section>
      </article>
    );
  }

  return (
    <article>
      {notice}
      <section className="bg-ink text-white">
        <StageBanner pic={firstBanner?.pic} priority dimmed>
          <div className="mx-auto w-full max-w-7xl px-5 py-10 md:py-14 xl:py-20">
            <div className="max-w-xl">
              <p
                className="text-sm font-semibold uppercase tracking-widest text-red-300"
                lang={loaderData.categoryLang}
              >
                <Phrases text={loaderData.categoryName} />
              </p>
              <h1 className="mt-2 text-5xl font-bold tracking-tight md:text-6xl">{product.title}</h1>
              <p lang={englishLang(product, "sp1")} className="mt-5 text-lg text-neutral-200">
                <Phrases text={product.sp1.text} />
              </p>
              {actions}
            </div>
          </div>
        </StageBanner>
      </section>

      <section
        aria-labelledby="overview"
        className="mx-auto grid max-w-7xl items-center gap-10 px-5 py-16 md:grid-cols-2"
      >
        <div>
          <h2 id="overview" className="text-3xl font-bold tracking-tight">
            <Phrases text={text.overview} />
          </h2>
          <p lang={englishLang(product, "desc")} className="mt-4 text-lg leading-relaxed text-ink-soft">
            {product.desc}
          </p>
        </div>
        <Picture
          src={product.pic2}
          alt={fill(text.views.alt, { title: product.title, view: text.views.angled })}
          sizes="(min-width: 768px) 50vw, 100vw"
          className="h-auto w-full rounded-2xl bg-mist"
        />
      </section>

      <section aria-labelledby="highlights" className="bg-mist py-16">
        <div className="mx-auto max-w-7xl px-5">
          <h2 id="highlights" className="text-3xl font-bold tracking-tight">
            <Phrases text={text.highlights} />
          </h2>
          <ol className="mt-10 space-y-16">
            {[product.sp1, product.sp2, product.sp3].map((point, index) => (
              <Reveal as="li" key={point.pic} className="grid items-center gap-8 md:grid-cols-2">
                <div className={index % 2 ? "md:order-2" : ""}>
                  <Picture
                    src={point.pic}
                    alt={fill(text.views.closeUp, { title: product.title })}
                    sizes="(min-width: 768px) 50vw, 100vw"
                    className="h-auto w-full rounded-2xl"
                  />
                </div>
                <p lang={englishLang(product, `sp${index + 1}`)} className="text-2xl font-semibold leading-snug">
                  <Phrases text={point.text} />
                </p>
              </Reveal>
            ))}
          </ol>
          {product.sp4 ? (
            <p className="mx-auto mt-16 max-w-3xl text-center text-2xl font-semibold">
              <Phrases text={product.sp4} />
            </p>
          ) : null}
        </div>
      </section>

      {product.stickyList.length ? (
        <section aria-labelledby="details" className="mx-auto grid max-w-7xl gap-10 px-5 py-16 md:grid-cols-[1fr_2fr]">
          <div>
            <div className="md:sticky md:top-32">
              <h2 id="details" className="text-3xl font-bold tracking-tight">
                <Phrases text={fill(text.features, { title: product.title })} />
              </h2>
              {loaderData.lead ? <p className="mt-3 text-ink-soft">{loaderData.lead}</p> : null}
            </div>
          </div>
          <ul className="space-y-10">
            {product.stickyList.map((item) => (
              <Reveal as="li" key={item.pic} className="grid items-center gap-6 sm:grid-cols-2">
                <Picture
                  src={item.pic}
                  alt=""
                  sizes="(min-width: 768px) 30vw, 100vw"
                  className="h-auto w-full rounded-2xl"
                />
                <div>
                  <h3 className="text-xl font-bold">
                    <Phrases text={item.title} />
                  </h3>
                  <p className="mt-2 text-ink-soft">{item.desc}</p>
                </div>
              </Reveal>
            ))}
          </ul>
        </section>
      ) : null}

      {product.video && product.videoCover ? (
        <section aria-labelledby="video" className="bg-ink py-16 text-white">
          <div className="mx-auto max-w-5xl px-5">
            <h2 id="video" className="text-3xl font-bold tracking-tight">
              <Phrases text={fill(text.video, { title: product.title })} />
            </h2>
            {/* biome-ignore lint/a11y/useMediaCaption: <CaptionTracks> gives its captions, a track per language */}
            <video
              className="mt-8 aspect-video w-full rounded-2xl bg-black"
              controls
              preload="none"
              playsInline
              width={1280}
              height={720}
              poster={mediaUrl(product.videoCover, 960, "webp")}
            >
              <source src={product.video} type="video/mp4" />
              <CaptionTracks video={product.video} />
              <a href={product.video}>{fill(text.videoDownload, { title: product.title })}</a>
            </video>
          </div>
        </section>
      ) : null}

      {product.banners[1] ? (
        <section className="bg-ink text-white">
          <StageBanner pic={product.banners[1].pic}>
            <div className="mx-auto w-full max-w-7xl px-5 py-10 md:py-14 xl:py-20">
              <h2 className="max-w-lg text-3xl font-bold">
                <Phrases
                  text={fill(product.discontinuedOn ? text.ownerSupport : text.dealer, { title: product.title })}
                />
              </h2>
              <Link
                to={product.discontinuedOn ? href.support({ product: product.id }) : href.dealers()}
                className="mt-6 inline-block rounded-full bg-white px-6 py-3 text-sm font-semibold text-ink hover:bg-neutral-200"
              >
                <Phrases text={product.discontinuedOn ? text.ownerSupportLink : text.dealerLink} />
              </Link>
            </div>
          </StageBanner>
        </section>
      ) : null}

      <section aria-labelledby="downloads" className="mx-auto max-w-4xl px-5 py-16">
        <h2 id="downloads" className="text-2xl font-bold">
          <Phrases text={text.manuals} />
        </h2>
        <div className="mt-4">
          <DocumentList docs={docs} productTitle={product.title} text={text.documents} />
        </div>
      </section>

      {related.length ? (
        <section aria-labelledby="related" className="mx-auto max-w-7xl px-5 pb-8">
          <h2 id="related" className="text-2xl font-bold">
            <Phrases
              text={fill(text.more, {
                line: loaderData.categoryName,
                lineLower: loaderData.categoryName.toLowerCase(),
              })}
            />
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((p) => (
              <li key={p.id}>
                <ProductCard product={p} discover={text.common.discover} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
