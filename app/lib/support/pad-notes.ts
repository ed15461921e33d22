/**
 * The pads' note map of a pad instrument's kits: every kit lays its sounds out the same way on
 * the 16 pads (the kits' standard layout), each pad sending and playing the General MIDI drum
 * note of its instrument, so a sequencer's drum track plays any kit as it plays the pads. The data
 * list prints it (pad, instrument, note number); the manual's pads section names the layout.
 */
import type { Locale } from "../i18n/locales.ts";

/** Pad 1 to 16: the instrument and its General MIDI note number. */
export const padLayout = [
  { note: 36, en: "Bass drum", de: "Bassdrum", ja: "バスドラム" },
  { note: 38, en: "Snare drum", de: "Snaredrum", ja: "スネアドラム" },
  { note: 37, en: "Side stick", de: "Sidestick", ja: "サイドスティック" },
  { note: 39, en: "Hand clap", de: "Handclap", ja: "ハンドクラップ" },
  { note: 42, en: "Closed hi-hat", de: "Hi-Hat geschlossen", ja: "クローズドハイハット" },
  { note: 44, en: "Pedal hi-hat", de: "Hi-Hat getreten", ja: "ペダルハイハット" },
  { note: 46, en: "Open hi-hat", de: "Hi-Hat offen", ja: "オープンハイハット" },
  { note: 41, en: "Low floor tom", de: "Tiefes Standtom", ja: "ロー・フロアタム" },
  { note: 45, en: "Low tom", de: "Tiefes Tom", ja: "ロータム" },
  { note: 47, en: "Low-mid tom", de: "Mittleres Tom", ja: "ロー・ミッドタム" },
  { note: 50, en: "High tom", de: "Hohes Tom", ja: "ハイタム" },
  { note: 49, en: "Crash cymbal", de: "Crashbecken", ja: "クラッシュシンバル" },
  { note: 51, en: "Ride cymbal", de: "Ridebecken", ja: "ライドシンバル" },
  { note: 53, en: "Ride bell", de: "Ride-Glocke", ja: "ライドベル" },
  { note: 54, en: "Tambourine", de: "Tamburin", ja: "タンバリン" },
  { note: 56, en: "Cowbell", de: "Kuhglocke", ja: "カウベル" },
] as const;

/** The note map of a pad instrument with `pads` pads: pad number, instrument in the language, note. */
export function padNotes(pads: number, locale: Locale): { pad: number; instrument: string; note: number }[] {
  return padLayout.slice(0, pads).map((entry, i) => ({ pad: i + 1, instrument: entry[locale], note: entry.note }));
}
