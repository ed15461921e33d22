/**
 * The words of /support/check/midi in each language: English in app/lib/midi/implementation-text.ts
 * (the data lists set it too), German in ./text.de.ts, Japanese in ./text.ja.ts. The normative tables themselves
 * (app/lib/midi/protocol-tables*.ts) are the same in every language, as in instrument manuals;
 * their captions and column heads are translated, by table id. `{name}` is filled in by `fill()`
 * with the protocol's numbers (app/lib/midi/protocol-values.ts).
 */
import type { Locale } from "~/lib/i18n/locales";
import { defineText } from "~/lib/i18n/text";
import { type ImplementationText, implementationEn } from "~/lib/midi/implementation-text";
import { implementationDe as de } from "~/lib/midi/implementation-text.de";
import { implementationJa as ja } from "~/lib/midi/implementation-text.ja";

export type MidiText = ImplementationText;

export const midiText = defineText<MidiText>(implementationEn, { de, ja });

export const midiTextOf = (locale: Locale): MidiText => midiText[locale] as MidiText;
