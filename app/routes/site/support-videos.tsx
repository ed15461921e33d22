import { runtimeContext } from "~/.server/context";
import { allDownloadsMemo } from "~/features/support/queries.server";
import { pageTrail } from "~/lib/breadcrumbs";
import { mediaUrl } from "~/lib/media";
import { seo } from "~/lib/meta";
import type { Route } from "./+types/support-videos";

export async function loader({ context }: Route.LoaderArgs) {
  const rows = await allDownloadsMemo(context.get(runtimeContext).database.db);
  return { videos: rows.filter((r) => r.type === "video") };
}

export const handle = {
  breadcrumbs: () => pageTrail("Video instruction", "/support/videos", [{ title: "Support", type: "/support" }]),
};

export const meta: Route.MetaFunction = (args) =>
  seo(args, "Video instruction", { description: "Noteva instruments explained on video, with captions." });

export default function Videos({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl px-5 py-12">
      <h1 className="text-4xl font-bold tracking-tight">Video instruction</h1>
      <p className="mt-3 text-lg text-ink-soft">
        Short videos that show an instrument and its features. Every video has English captions.
      </p>
      <ul className="mt-10 space-y-12">
        {loaderData.videos.map((v) => (
          <li key={v.key}>
            <h2 className="text-2xl font-bold">{v.title}</h2>
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
              <track kind="captions" src={v.href.replace(/\.mp4$/, ".en.vtt")} srcLang="en" label="English" default />
            </video>
            <p className="mt-3 text-sm">
              <a href={v.href} className="font-semibold text-accent hover:underline">
                Download the video · MP4 · {v.size}
              </a>{" "}
              <span className="text-muted">· {v.detail}</span>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
