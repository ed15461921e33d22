/**
 * The SP-C121 overview video's captions in every language, from one list of cue timings: the video
 * (./video.ts) draws the English titles into its frames at these times, and each language's WebVTT
 * track (public/video/noteva-spc121-overview.<lang>.vtt, committed beside the video) says the same
 * at the same times. A test checks the committed tracks are what this module writes. The figures a
 * caption gives (the amplifier's, the speakers') are the SP-C121's specification's, never a literal.
 * Run: node media/video-captions.ts (writes the three tracks; ./video.ts writes them too).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { productSeeds } from "../app/.server/db/seed/products.ts";
import { paramListOf } from "../app/lib/params.ts";
import { formatSpecValue } from "../app/lib/spec-values.ts";

type Locale = "en" | "de" | "ja";
type Words = Record<Locale, string>;

/** The video's model's specification value under `label`, as `locale` writes it ("15 W × 2", "15W×2"). */
export function specIn(label: string, locale: Locale): string {
  const params = productSeeds.find((p) => p.id === "SPC121")?.params ?? [];
  const value = paramListOf(params, label)[0];
  if (!value) throw new Error(`The SPC121's specification has no ${label}`);
  return [formatSpecValue(locale, label, value) ?? ""].flat().join("");
}

/** The phrase's beat (96 BPM), as the video's soundtrack plays it. */
export const BEAT = 60 / 96;
/** Title, phrase, final chord ringing. */
export const DURATION = 2 + 21 * BEAT;
/** The title card's length: no music under it. */
const TITLE_S = 2;

/**
 * The cues: when each starts (it ends where the next starts) and what it says in each language;
 * Japanese lines of at most 16 characters, as Japanese subtitles keep them.
 */
export const cues: readonly { at: number; text: Words }[] = [
  { at: 0, text: { en: "Noteva SP-C121", de: "Noteva SP-C121", ja: "Noteva SP-C121" } },
  {
    at: TITLE_S,
    text: {
      en: "Graded hammer action, 88 keys",
      de: "Graduierte Hammermechanik, 88 Tasten",
      ja: "88鍵グレードハンマーアクション",
    },
  },
  {
    at: TITLE_S + 4 * BEAT,
    text: {
      en: "A concert grand at four dynamic levels",
      de: "Ein Konzertflügel in vier Dynamikstufen",
      ja: "コンサートグランドを4段階で収録",
    },
  },
  {
    at: TITLE_S + 8 * BEAT,
    text: {
      en: "String and damper resonance",
      de: "Saiten- und Dämpferresonanz",
      ja: "ストリング／ダンパーレゾナンス",
    },
  },
  {
    at: TITLE_S + 12 * BEAT,
    text: {
      en: `Speakers ${specIn("speaker", "en")}, amplifier ${specIn("amplifier", "en")}`,
      de: `Lautsprecher ${specIn("speaker", "de")}, Verstärker ${specIn("amplifier", "de")}`,
      // two lines: at most 16 characters each
      ja: `スピーカー${specIn("speaker", "ja")}\nアンプ出力${specIn("amplifier", "ja")}`,
    },
  },
  {
    at: TITLE_S + 16 * BEAT,
    // a tagline, as the frames show the English: whole in each language (Japanese: 体言止め, never a sentence cut off after を)
    text: { en: "SP-C121: practise every day", de: "SP-C121: für das tägliche Üben", ja: "毎日の練習に、SP-C121" },
  },
];

/**
 * The music, described for visitors who cannot hear it: once, under the cue where it starts. Japanese
 * marks music as its broadcasters' subtitles do: ♪～ and what plays in 〔 〕.
 */
const music: Words = { en: "[gentle piano music]", de: "[sanfte Klaviermusik]", ja: "♪～〔穏やかなピアノ曲〕" };

export const captionLocales: readonly Locale[] = ["en", "de", "ja"];

const stamp = (t: number) => {
  const ms = Math.round(t * 1000);
  const m = Math.floor(ms / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  return `00:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}.${String(ms % 1000).padStart(3, "0")}`;
};

/** A language's WebVTT track. */
export function captionsVtt(locale: Locale): string {
  const blocks = cues.map(({ at, text }, i) => {
    const end = cues[i + 1]?.at ?? DURATION;
    const sound = at === TITLE_S ? `\n${music[locale]}` : "";
    return `${stamp(at)} --> ${stamp(end)}\n${text[locale]}${sound}`;
  });
  return `WEBVTT\n\n${blocks.join("\n\n")}\n`;
}

/** Where a language's track of a video lies: beside the MP4, its language before ".vtt". */
export const trackPath = (mp4: string, locale: Locale) => mp4.replace(/\.mp4$/, `.${locale}.vtt`);

/** Writes every language's track beside the video. */
export function writeCaptions(mp4: string) {
  for (const locale of captionLocales) writeFileSync(trackPath(mp4, locale), captionsVtt(locale));
}

export const VIDEO = path.resolve("public/video/noteva-spc121-overview.mp4");

if (import.meta.main) {
  writeCaptions(VIDEO);
  console.log(`captions: ${captionLocales.join(", ")} → ${path.dirname(VIDEO)}`);
}
