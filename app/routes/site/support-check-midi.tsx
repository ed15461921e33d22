import { localeOf, runtimeContext } from "~/.server/context";
import { publishedMidiModels } from "~/features/catalogue/lookups.server";
import { headingsOf, MidiImplementation, type MidiModel } from "~/features/midi/implementation";
import { type MidiText, midiTextOf } from "~/features/midi/text.server";
import { pageTrail } from "~/lib/breadcrumbs";
import * as href from "~/lib/href";
import type { FrameMessages } from "~/lib/i18n/frame";
import { phrase } from "~/lib/i18n/phrases.server";
import { seo } from "~/lib/meta";
import type { Route } from "./+types/support-check-midi";

/** /support/check/midi: the MIDI implementation (identity and firmware update), byte by byte. */
export async function loader({ context }: Route.LoaderArgs) {
  const locale = localeOf(context);
  const text = midiTextOf(locale);
  // each model's family and member codes, as editors keep them in the catalogue
  const models: MidiModel[] = (await publishedMidiModels(context.get(runtimeContext).database.db)).map(
    ({ id, title, family, member }) => ({ id, title, family, member }),
  );
  // headings break only between phrases on a Japanese page (decision 023)
  const phrased =
    locale === "ja" ? Object.fromEntries(headingsOf(text, locale).map((words) => [words, phrase(words)])) : {};
  return { text, locale, models, phrased };
}

export const handle = {
  // the page's own crumb is its heading, kept to its phrases on a narrow Japanese screen
  breadcrumbs: ({ text, phrased }: { text: MidiText; phrased: Record<string, string> }, m: FrameMessages) =>
    pageTrail(
      phrased[text.title] ?? text.title,
      href.supportCheckMidi(),
      [
        { title: text.support, type: href.support() },
        { title: text.check, type: href.supportCheck() },
      ],
      m,
    ),
};

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? seo(args, args.loaderData.text.title, { description: args.loaderData.text.description }) : [];

export default function MidiImplementationPage({ loaderData }: Route.ComponentProps) {
  return (
    <MidiImplementation
      models={loaderData.models}
      text={loaderData.text}
      locale={loaderData.locale}
      phrased={loaderData.phrased}
    />
  );
}
