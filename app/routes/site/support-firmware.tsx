import { data, Link } from "react-router";
import { localeOf, runtimeContext } from "~/.server/context";
import { Phrases } from "~/components/ui/phrases";
import { Picture } from "~/components/ui/picture";
import { RouteErrorBoundary } from "~/components/ui/route-error";
import { Unbroken } from "~/components/ui/unbroken";
import { firmwareForMemo, softwareListMemo } from "~/compose/support.server";
import { checkLinkFor } from "~/features/check/text.server";
import { subscribeOffer } from "~/features/firmware-news/receive.server";
import { SubscribeForm } from "~/features/firmware-news/subscribe-form";
import { changesIn } from "~/features/news/localized.server";
import { notFoundMeta } from "~/features/support/meta";
import { supportTextWith } from "~/features/support/text.server";
import { type Crumb, homeIn } from "~/lib/breadcrumbs";
import * as href from "~/lib/href";
import { fillNodes } from "~/lib/i18n/fill-nodes";
import { type FrameMessages, fill, useFormats } from "~/lib/i18n/frame";
import { wordsForGender } from "~/lib/i18n/gender";
import type { Locale } from "~/lib/i18n/locales";
import { phrasedFields } from "~/lib/i18n/phrases.server";
import { PRINTED_NAME } from "~/lib/line-breaks";
import { seo } from "~/lib/meta";
import { steppingStoneFor, updateSteps, updateTroubleshootingFor } from "~/lib/support/firmware-steps";
import type { Route } from "./+types/support-firmware";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { env, database } = context.get(runtimeContext);
  const db = database.db;
  const found = await firmwareForMemo(db, params.id);
  if (!found || found.releases.length === 0) throw data("Not Found", { status: 404 });
  const locale = localeOf(context);
  // each release's notes in the page's language, line for line, or in English marked as such
  const releases = await Promise.all(
    found.releases.map(async (r) => ({
      ...r,
      ...(await changesIn(db, found.product.id, r.version, r.changes, locale)),
      // a release that needs a stepping stone says which version to install first
      requires: r.minimumVersion ? steppingStoneFor(r.minimumVersion, locale) : null,
    })),
  );
  return {
    ...found,
    releases,
    // the steps and what to do when they fail, both by the model's own route (USB flash drive or computer)
    steps: updateSteps(found.product.title, found.product.updateHow, locale, found.product.gender),
    troubleshooting: updateTroubleshootingFor(locale, found.product.updateHow),
    // German sentences that name the model agree with its gender ("Nur für den Noteva MR101S")
    text: downloadsPhrased(
      locale,
      wordsForGender(supportTextWith(locale, (await softwareListMemo(db)).length > 0), found.product.gender),
    ),
    // German agrees with the model ("Ihre MR101S"), here: the browser gets the words as they are
    check: wordsForGender(checkLinkFor(locale), found.product.gender),
    // "E-mail me when new firmware for the MK61 is out"
    news: subscribeOffer(found.product, locale, env.SESSION_SECRET),
  };
}

/** The download buttons' words break only between phrases on a Japanese page (never 「ダウンロー／ド」). */
function downloadsPhrased<T extends { firmware: { downloadLatest: string; downloadRelease: string } }>(
  locale: Locale,
  text: T,
): T {
  return { ...text, firmware: phrasedFields(locale, text.firmware, ["downloadLatest", "downloadRelease"]) };
}

export const handle = {
  breadcrumbs: (d: Awaited<ReturnType<typeof loader>>, m: FrameMessages): Crumb[] => [
    homeIn(m),
    { title: d.text.support, type: href.support() },
    { title: d.text.software.title, type: href.supportSoftware() },
    { title: d.product.title, type: href.supportFirmware(d.product.id) },
  ],
};

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return notFoundMeta(args.matches);
  const { product, text } = args.loaderData;
  return seo(args, fill(text.firmware.title, { product: product.title }), {
    description: fill(text.firmware.description, { product: product.title }),
    // a page about one model shares that model's picture
    image: product.pic,
  });
};

export default function Firmware({ loaderData }: Route.ComponentProps) {
  const { product, releases, steps, troubleshooting, text, check, news } = loaderData;
  const t = text.firmware;
  const format = useFormats();
  const [latest, ...older] = releases;
  if (!latest) return null;
  const named = { product: product.title };
  return (
    <div className="mx-auto max-w-5xl px-5 py-12">
      <p className="text-sm font-semibold uppercase tracking-widest text-accent">{text.software.title}</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight">{fill(t.title, named)}</h1>
      <p className="mt-3 text-lg text-ink-soft">
        {fillNodes(t.intro, {
          ...named,
          version: latest.version,
          date: format.date(latest.releasedAt),
          link: (
            <Link to={href.productDetail(product.id)} className="font-semibold text-accent hover:underline">
              {fill(t.specifications, named)}
            </Link>
          ),
        })}
      </p>

      <section aria-labelledby="latest" className="mt-8 rounded-2xl border-2 border-ink p-6">
        <h2 id="latest" className="text-2xl font-bold">
          {fill(t.version, { version: latest.version })}
        </h2>
        {latest.requires ? <p className="mt-3 font-semibold">{latest.requires}</p> : null}
        <ul lang={latest.english ? "en" : undefined} className="mt-3 list-disc space-y-1 pl-6 text-ink-soft">
          {latest.changes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <dl className="mt-5 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">{t.fits}</dt>
          <dd>{fill(t.fitsValue, named)}</dd>
          <dt className="font-semibold">{t.file}</dt>
          <dd>{format.facts([latest.href.split("/").pop() ?? "", "ZIP", format.bytes(latest.bytes)])}</dd>
          <dt className="font-semibold">SHA-256</dt>
          <dd className="break-all font-mono text-xs">{latest.sha256}</dd>
        </dl>
        <a
          href={latest.href}
          className="mt-6 inline-block rounded-full bg-accent px-6 py-3 text-sm font-semibold text-white hover:bg-accent-dark"
        >
          <Phrases text={fill(t.downloadLatest, { version: latest.version, size: format.bytes(latest.bytes) })} />
        </a>
      </section>

      <SubscribeForm offer={news} className="mt-8" />

      <section aria-labelledby="how" className="mt-12">
        <h2 id="how" className="text-2xl font-bold">
          {t.howTo}
        </h2>
        {product.midiMember !== null ? (
          <p className="mt-3 text-ink-soft">
            {fillNodes(check.firmwareIntro, {
              ...named,
              link: (
                // a page of its own: nothing loaded before (analytics) stays with the checker
                <Link to={href.supportCheck()} reloadDocument className="font-semibold text-accent hover:underline">
                  {fill(check.checkMy, named)}
                </Link>
              ),
            })}
          </p>
        ) : null}
        <ol className="mt-6 grid gap-6 md:grid-cols-2">
          {steps.map((step, i) => (
            <li key={step} className="flex gap-4 rounded-2xl bg-mist p-5">
              <span
                aria-hidden="true"
                className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-ink font-bold text-white"
              >
                {i + 1}
              </span>
              <div>
                <p>
                  <Unbroken text={step} pattern={PRINTED_NAME} />
                </p>
                {i === 2 ? (
                  <Picture
                    src={`detail/${product.id.toLowerCase()}-rear`}
                    alt={fill(t.connectionsAlt, named)}
                    sizes="(min-width: 768px) 40vw, 90vw"
                    className="mt-3 h-auto w-full rounded-xl"
                  />
                ) : null}
                {i === 3 ? (
                  <Picture
                    src={`detail/${product.id.toLowerCase()}-panel`}
                    alt={fill(t.panelAlt, named)}
                    sizes="(min-width: 768px) 40vw, 90vw"
                    className="mt-3 h-auto w-full rounded-xl"
                  />
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="trouble" className="mt-12">
        <h2 id="trouble" className="text-2xl font-bold">
          {t.trouble}
        </h2>
        <dl className="mt-4 space-y-4">
          {troubleshooting.map(([q, a]) => (
            <div key={q} className="rounded-2xl border border-line p-5">
              <dt className="font-semibold">
                <Unbroken text={q} pattern={PRINTED_NAME} />
              </dt>
              <dd className="mt-1 text-ink-soft">
                <Unbroken text={a} pattern={PRINTED_NAME} />
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-ink-soft">
          {fillNodes(t.stillStuck, {
            contact: (
              <Link to={href.contact()} className="font-semibold text-accent hover:underline">
                {t.contact}
              </Link>
            ),
          })}
        </p>
      </section>

      {older.length ? (
        <section aria-labelledby="history" className="mt-12">
          <h2 id="history" className="text-2xl font-bold">
            {t.history}
          </h2>
          <ul className="mt-4 divide-y divide-line rounded-2xl border border-line">
            {older.map((r) => (
              <li key={r.id} className="p-5">
                <p className="font-semibold">
                  {fill(t.release, { version: r.version, date: format.date(r.releasedAt) })}
                </p>
                {r.requires ? <p className="mt-1 text-sm font-semibold">{r.requires}</p> : null}
                <ul lang={r.english ? "en" : undefined} className="mt-2 list-disc pl-6 text-sm text-ink-soft">
                  {r.changes.map((c) => (
                    <li key={c}>{c}</li>
                  ))}
                </ul>
                <p className="mt-2 text-xs text-muted">
                  SHA-256 <span className="break-all font-mono">{r.sha256}</span>
                </p>
                <a href={r.href} className="mt-2 inline-block text-sm font-semibold text-accent hover:underline">
                  <Phrases text={fill(t.downloadRelease, { version: r.version, size: format.bytes(r.bytes) })} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
