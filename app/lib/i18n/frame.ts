/**
 * The page's language and its frame's words, for components on the server and in the browser.
 * The words come with the root route's data, so a page carries only its own language's strings.
 */
import { useHref, useRouteLoaderData } from "react-router";
import type { Formats } from "../format";
import { formatsKeptIn } from "../line-breaks";
import { type Locale, localeOfPath } from "./locales";
import type { FrameMessages } from "./messages/en";

export type { FrameMessages };

/** A template's `{name}`s filled in: fill("All {count} models", { count: 12 }). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The page's language, from its address (React Router's basename is the language prefix). */
export function useLocale(): Locale {
  return localeOfPath(useHref("/"));
}

/** Dates, numbers and sizes as the page's language writes them (a size keeps its unit). */
export function useFormats(): Formats {
  return formatsKeptIn(useLocale());
}

type RootData = { frame: FrameMessages; locale: Locale };

/** The frame's words in the page's language (the root route's data holds them on every page). */
export function useFrame(): FrameMessages {
  return (useRouteLoaderData("root") as RootData).frame;
}
