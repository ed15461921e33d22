import type { Locale } from "../i18n/locales.ts";

/**
 * The languages a firmware release's archive holds its notes and instructions in (RELEASE-NOTES.txt
 * in English, RELEASE-NOTES.de.txt, RELEASE-NOTES.ja.txt; HOW-TO-UPDATE likewise: media/firmware.ts),
 * which the download centre names in its language column („Deutsch, Englisch, Japanisch“).
 */
export const FIRMWARE_ARCHIVE_LOCALES: readonly Locale[] = ["en", "de", "ja"];
