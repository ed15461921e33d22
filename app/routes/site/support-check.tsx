/**
 * "Check my instrument": identifies a Noteva instrument connected over Web MIDI, shows what it
 * needs and updates its firmware in the browser (app/features/check). The server's page explains
 * what it does and needs, and gives the manual route; it is also the page without JavaScript.
 * The models' data comes with the page, so no address ever names the connected model or version,
 * and the optional analytics script never loads here (route-map's `analytics: false`).
 */
import { Link } from "react-router";
import { localeOf, runtimeContext } from "~/.server/context";
import { RouteErrorBoundary } from "~/components/ui/route-error";
import { checkerModelsMemo, productsWithFirmwareMemo } from "~/compose/support.server";
import { catalogueText } from "~/features/catalogue/text.server";
import { Checker } from "~/features/check/checker";
import { ManualRoute } from "~/features/check/manual-route";
import { type CheckText, checkTextFor } from "~/features/check/text.server";
import { subscribeOffer } from "~/features/firmware-news/receive.server";
import { SubscribeForm } from "~/features/firmware-news/subscribe-form";
import { notFoundMeta } from "~/features/support/meta";
import { pageTrail } from "~/lib/breadcrumbs";
import * as href from "~/lib/href";
import type { FrameMessages } from "~/lib/i18n/frame";
import { wordsForGender } from "~/lib/i18n/gender";
import { seo } from "~/lib/meta";
import type { Route } from "./+types/support-check";

export async function loader({ context }: Route.LoaderArgs) {
  const { env, database } = context.get(runtimeContext);
  const db = database.db;
  const locale = localeOf(context);
  const [models, firmware] = await Promise.all([checkerModelsMemo(db, locale), productsWithFirmwareMemo(db)]);
  const text = checkTextFor(locale, catalogueText[locale].documents.kinds);
  return {
    // what the browser matches the instrument against: codes, releases, notes, documents
    models: models.map(({ id, title, gender, pic, family, member, releases, documents }) => ({
      id,
      title,
      // German agrees with the model ("Ihre MR101S"): made here, so the browser needs no grammar
      words: wordsForGender({ done: text.done, wrongModel: text.errors.wrongModel }, gender),
      pic,
      family,
      member,
      releases,
      documents,
    })),
    firmware: firmware.map(({ id, title, version }) => ({ id, title, version })),
    // firmware news by e-mail, offered on a found instrument's card (for a model with firmware)
    news: Object.fromEntries(
      models.filter((m) => m.releases.length).map((m) => [m.id, subscribeOffer(m, locale, env.SESSION_SECRET)]),
    ),
    text,
  };
}

export const handle = {
  breadcrumbs: ({ text }: { text: CheckText }, m: FrameMessages) =>
    pageTrail(text.crumb, href.supportCheck(), [{ title: text.support, type: href.support() }], m),
};

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? seo(args, args.loaderData.text.title, { description: args.loaderData.text.description })
    : notFoundMeta(args.matches);

export default function SupportCheck({ loaderData }: Route.ComponentProps) {
  const { text, models, firmware, news } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-5 py-12">
      <p className="text-sm font-semibold uppercase tracking-widest text-accent">{text.support}</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight">{text.title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-ink-soft">{text.intro}</p>

      <section aria-labelledby="needs" className="mt-10">
        <h2 id="needs" className="text-2xl font-bold">
          {text.needsTitle}
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-6">
          {text.needs.map((need) => (
            <li key={need}>{need}</li>
          ))}
        </ul>
        <p className="mt-4 text-ink-soft">{text.privacy}</p>
      </section>

      <section aria-labelledby="connect" className="mt-10 rounded-2xl bg-mist p-6">
        <h2 id="connect" className="text-2xl font-bold">
          {text.connectTitle}
        </h2>
        <noscript>
          <p className="mt-3 rounded-lg bg-amber-50 p-4 font-semibold" data-testid="no-script">
            {text.noScript}
          </p>
        </noscript>
        <Checker
          models={models}
          text={text}
          news={(id) => {
            const offer = news[id];
            return offer ? <SubscribeForm offer={offer} level={4} className="mt-6" /> : null;
          }}
        />
      </section>

      <ManualRoute firmware={firmware} text={text} />

      <p className="mt-10 text-sm">
        <Link to={href.supportCheckMidi()} className="font-semibold text-accent underline">
          {text.aboutMidi}
        </Link>
      </p>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
