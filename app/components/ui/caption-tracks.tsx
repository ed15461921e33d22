/**
 * A video's captions: a WebVTT track per language, each beside the MP4 (name.en.vtt, name.de.vtt,
 * name.ja.vtt; media/video-captions.ts writes them from one list of cue timings), named in the
 * page's language, the page's language's track on by default.
 */
import { useLocale } from "~/lib/i18n/frame";
import { type Locale, locales } from "~/lib/i18n/locales";

/** Each language's name in each page's language (the track's label, as the player lists it). */
const trackLabels: Record<Locale, Record<Locale, string>> = {
  en: { en: "English", de: "German", ja: "Japanese" },
  de: { en: "Englisch", de: "Deutsch", ja: "Japanisch" },
  ja: { en: "英語", de: "ドイツ語", ja: "日本語" },
};

/** The tracks in the order a player lists them: the page's language first. */
export function captionTracks(video: string, locale: Locale) {
  return [locale, ...locales.filter((l) => l !== locale)].map((l) => ({
    srcLang: l,
    src: video.replace(/\.mp4$/, `.${l}.vtt`),
    label: trackLabels[locale][l],
    default: l === locale,
  }));
}

export function CaptionTracks({ video }: { video: string }) {
  const locale = useLocale();
  return (
    <>
      {captionTracks(video, locale).map((t) => (
        <track key={t.srcLang} kind="captions" src={t.src} srcLang={t.srcLang} label={t.label} default={t.default} />
      ))}
    </>
  );
}
