/**
 * The admin in the editor's language: the language (the account's choice, else the browser's),
 * the frame's words and the dates and numbers as that language writes them. The root loader sends
 * them on admin and sign-in pages only (`adminFrameFor`); a screen's own words come with its data.
 */
import { useRouteLoaderData } from "react-router";
import { fill } from "~/lib/i18n/frame";
import type { Locale } from "~/lib/i18n/locales";
import { formatsKeptIn } from "~/lib/line-breaks";
import type { AdminFrame } from "./text/frame";

export type { AdminFrame };
export { fill };

/** What the root loader holds on admin and sign-in pages. */
export type AdminRootData = { locale: Locale; frame: AdminFrame };

function useAdminRoot(): AdminRootData {
  const admin = useAdminRootIfSent();
  if (!admin) throw new Error("the admin's words are sent on admin and sign-in pages only");
  return admin;
}

/** The admin's language and frame, or null where the root's data is missing (it failed to load). */
export function useAdminRootIfSent(): AdminRootData | null {
  return (useRouteLoaderData("root") as { admin?: AdminRootData | null } | undefined)?.admin ?? null;
}

/** The admin's language for this editor. */
export const useAdminLocale = (): Locale => useAdminRoot().locale;

/** The frame's and shared components' words in the editor's language. */
export const useAdminFrame = (): AdminFrame => useAdminRoot().frame;

/** The Intl tags the admin writes with: "27 Nov 2026, 09:00", "27.11.2026, 09:00", "2026年11月27日 9:00". */
const TAGS = { en: "en-GB", de: "de-DE", ja: "ja-JP" } as const;

function buildFormats(locale: Locale) {
  const dateTime = new Intl.DateTimeFormat(TAGS[locale], {
    dateStyle: locale === "ja" ? "long" : "medium",
    timeStyle: "short",
    timeZone: "UTC",
  });
  const date = new Intl.DateTimeFormat(TAGS[locale], {
    dateStyle: locale === "ja" ? "long" : "medium",
    timeZone: "UTC",
  });
  const number = new Intl.NumberFormat(locale === "en" ? "en" : TAGS[locale]);
  const list = new Intl.ListFormat(locale === "en" ? "en" : TAGS[locale], { type: "conjunction" });
  return {
    /** A moment, in UTC, saying so: "27.11.2026, 09:00 UTC". */
    dateTime: (value: string | Date) => `${dateTime.format(new Date(value))} UTC`,
    /** A day (UTC): "27.11.2026", "2026年11月27日". */
    date: (value: string | Date) => date.format(new Date(value)),
    number: (n: number) => number.format(n),
    /** A file's size: "812 KB", "2,4 MB". */
    bytes: formatsKeptIn(locale).bytes,
    list,
  };
}
export type AdminFormats = ReturnType<typeof buildFormats>;

const built = new Map<Locale, AdminFormats>();
/** A language's admin formats, built once per language. */
export function adminFormats(locale: Locale): AdminFormats {
  let formats = built.get(locale);
  if (!formats) {
    formats = buildFormats(locale);
    built.set(locale, formats);
  }
  return formats;
}

/** Dates and numbers in the editor's language. */
export const useAdminFormats = (): AdminFormats => adminFormats(useAdminLocale());

type MetaMatch = { id: string; loaderData?: unknown } | undefined;

/** A page's title with the admin's name in the editor's language ("Products | Noteva-Verwaltung"). */
export function adminTitle(matches: readonly MetaMatch[], title: string): { title: string }[] {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { admin?: AdminRootData | null } | undefined;
  return [{ title: `${title} | ${root?.admin?.frame.layout.titleSuffix ?? "Noteva admin"}` }];
}
