/** How the admin names a document's kind, its language and a software platform, in the editor's language. */

import type { SoftwarePlatform } from "~/lib/content-model";
import type { Locale } from "~/lib/i18n/locales";
import type { UploadText } from "./admin-text";
import { softwarePlatformLabels } from "./software";
import { uploadKinds } from "./uploads";

/** A document's kind by its label in the data ("OWNER'S MANUAL"): „Bedienungsanleitung“, 取扱説明書. */
export function documentKindName(text: UploadText, afterfix: string): string {
  const kind = uploadKinds.find((k) => k.afterfix === afterfix)?.value;
  return kind ? text.documents[kind] : afterfix.toLowerCase();
}

/** The kind with its language when that is not English: "owner's manual (German)", 取扱説明書（ドイツ語）. */
export function kindInLanguage(text: UploadText, kind: string, language: string): string {
  if (language === "en") return kind;
  const name = text.languages[language as Locale] ?? language.toUpperCase();
  return text.lists.kindIn.replace("{kind}", kind).replace("{language}", name);
}

/** A platform by its brand ("macOS"), or "any computer" in the editor's language. */
export const platformName = (text: UploadText, platform: SoftwarePlatform): string =>
  platform === "any" ? text.anyPlatform : softwarePlatformLabels[platform];
