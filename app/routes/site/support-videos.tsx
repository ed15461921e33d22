import { localeOf, runtimeContext } from "~/.server/context";
import { CaptionTracks } from "~/components/ui/caption-tracks";
import { downloadsIn } from "~/compose/support.server";
import { entryTitle } from "~/features/support/downloads";
import { notFoundMeta } from "~/features/support/meta";
import { type SupportText, supportText } from "~/features/support/text.server";
import { pageTrail } from "~/lib/breadcrumbs";
import * as href from "~/lib/href";
import { type FrameMessages, fill, useFormats } from "~/lib/i18n/frame";
import { mediaUrl } from "~/lib/media";
import { seo } from "~/lib/meta";
import type { Route } from "./+types/support-videos";

export async function loader({ context }: Route.LoaderArgs) {
  const locale = localeOf(context);
  const rows = await downloadsIn(context.get(runtimeContext).database.db, locale);
  const text = supportText[locale];
  const words = { types: text.types, productFirmware: text.software.productFirmware };
  // each video titled in the page's language („SP-C121-Produktvideo“)
  const videos = rows
    .filter((r) => r.type === "video")
    .map((r) => ({
      key: r.key,
      productId: r.productId,
      href: r.href,
      size: r.size,
      detail: r.detail,
      title: entryTitle(r, words, locale),
    }));
  return { videos, text };
}

export const handle = {
  breadcrumbs: ({ text }: { text: SupportText }, m: FrameMessages) =>
    pageTrail(text.videos.title, href.supportVideos(), [{ title: text.support, type: href.support() }], m),
};

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? seo(args, args.loaderData.text.videos.title, { description: args.loaderData.text.videos.description })
    : notFoundMeta(args.matches);

export default function Videos({ loaderData }: Route.ComponentProps) {
  const t = loaderData.text.videos;
  const format = useFormats();
  return (
    <div className="mx-auto max-w-5xl px-5 py-12">
      <h1 className="text-4xl font-bold tracking-tight">{t.title}</h1>
      <p className="mt-3 text-lg text-ink-soft">{t.intro}</p>
      <ul className="mt-10 space-y-12">
        {loaderData.videos.map((v) => (
          <li key={v.key}>
            <h2 className="text-2xl font-bold">{v.title}</h2>
            {/* biome-ignore lint/a11y/useMediaCaption: <CaptionTracks> gives its captions, a track per language */}
            <video
              className="mt-4 aspect-video w-full rounded-2xl bg-black"
              controls
              preload="none"
              playsInline
              width={1280}
              height={720}
              poster={mediaUrl(`cover/video-${v.productId.toLowerCase()}`, 960, "webp")}
            >
              <source src={v.href} type="video/mp4" />
              <CaptionTracks video={v.href} />
            </video>
            <p className="mt-3 text-sm">
              <a href={v.href} className="font-semibold text-accent hover:underline">
                {fill(t.download, { size: v.size })}
              </a>
              <span className="text-muted">
                {format.marks.separator}
                {v.detail}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
