import { data, Link } from "react-router";
import { localeOf, runtimeContext } from "~/.server/context";
import { Pager } from "~/components/ui/pager";
import { Picture } from "~/components/ui/picture";
import { RouteErrorBoundary } from "~/components/ui/route-error";
import { productsWithFirmwareMemo, softwareListMemo } from "~/compose/support.server";
import { notFoundMeta } from "~/features/support/meta";
import { SrText } from "~/features/support/rich-text";
import { type SupportText, supportTextWith } from "~/features/support/text.server";
import { pageTrail } from "~/lib/breadcrumbs";
import * as href from "~/lib/href";
import { type FrameMessages, fill, useFormats } from "~/lib/i18n/frame";
import { seo } from "~/lib/meta";
import { pageOf } from "~/lib/pagination";
import type { Route } from "./+types/support-software";

export async function loader({ context, request }: Route.LoaderArgs) {
  const db = context.get(runtimeContext).database.db;
  const [firmware, software] = await Promise.all([productsWithFirmwareMemo(db), softwareListMemo(db)]);
  const shown = pageOf(firmware, new URL(request.url).searchParams.get("page"), FIRMWARE_PER_PAGE);
  if (!shown) throw data("Not Found", { status: 404 });
  return {
    products: shown.items,
    page: shown.page,
    pages: shown.pages,
    software,
    // "Firmware" while the page lists no app or driver
    text: supportTextWith(localeOf(context), software.length > 0),
  };
}

/** Instruments per page of the firmware list (the apps and drivers are on every page). */
const FIRMWARE_PER_PAGE = 24;

export const handle = {
  breadcrumbs: ({ text }: { text: SupportText }, m: FrameMessages) =>
    pageTrail(text.software.title, href.supportSoftware(), [{ title: text.support, type: href.support() }], m),
};

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? seo(args, args.loaderData.text.software.title, { description: args.loaderData.text.software.description })
    : notFoundMeta(args.matches);

export default function Software({ loaderData }: Route.ComponentProps) {
  const { text } = loaderData;
  const t = text.software;
  const format = useFormats();
  return (
    <div className="mx-auto max-w-7xl px-5 py-12">
      <h1 className="text-4xl font-bold tracking-tight">{t.title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-ink-soft">{t.intro}</p>
      {/* a heading of its own beside the apps and drivers; alone, the page's title names it */}
      {loaderData.software.length ? <h2 className="mt-10 text-2xl font-bold">{t.firmware}</h2> : null}
      <ul className={`${loaderData.software.length ? "mt-6" : "mt-10"} grid gap-6 sm:grid-cols-2 lg:grid-cols-3`}>
        {loaderData.products.map((p) => (
          <li key={p.id}>
            <Link
              to={href.supportFirmware(p.id)}
              className="group block rounded-2xl border border-line p-5 hover:border-ink"
            >
              <Picture
                src={p.pic}
                alt=""
                sizes="(min-width: 1024px) 30vw, 90vw"
                className="h-auto w-full rounded-xl bg-mist"
              />
              <span className="mt-4 block text-lg font-bold group-hover:text-accent">
                {fill(t.productFirmware, { product: p.title })}
              </span>
              <span className="block text-sm text-muted">
                {fill(t.latest, { version: p.version, date: format.date(p.releasedAt) })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Pager page={loaderData.page} pages={loaderData.pages} href={(n) => href.supportSoftware({ page: n })} />
      {loaderData.software.length ? (
        <section aria-labelledby="apps" className="mt-14">
          <h2 id="apps" className="text-2xl font-bold">
            {t.apps}
          </h2>
          <ul className="mt-6 divide-y divide-line border-y border-line">
            {loaderData.software.map((s) => (
              <li key={s.id} className="grid gap-2 py-5 sm:grid-cols-[1fr_auto] sm:items-center">
                <div>
                  <h3 className="text-lg font-bold">{format.versioned(s.title, s.version)}</h3>
                  <p className="text-sm text-muted">
                    {fill(t.facts, {
                      platform: text.platforms[s.platform],
                      for: s.productTitle ? fill(t.forProduct, { product: s.productTitle }) : t.forEvery,
                      date: format.date(s.releasedAt),
                      size: format.bytes(s.bytes),
                    })}
                  </p>
                  {s.notes ? <p className="mt-2 whitespace-pre-line text-ink-soft">{s.notes}</p> : null}
                  <p className="mt-2 break-all font-mono text-xs text-muted">SHA-256 {s.sha256}</p>
                </div>
                <a
                  href={s.href}
                  download
                  className="justify-self-start rounded-full bg-ink px-5 py-2 text-sm font-semibold text-white hover:bg-accent"
                >
                  <SrText template={t.download} values={{ software: format.versioned(s.title, s.version) }} />
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
