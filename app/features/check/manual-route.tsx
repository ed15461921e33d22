/**
 * The manual route, per model: each firmware page gives its file and update steps (from a USB
 * flash drive or from a computer). The page shows it to everyone, with or without JavaScript or
 * Web MIDI, so no visitor reaches a dead end.
 */
import { Link } from "react-router";
import * as href from "~/lib/href";
import { fill } from "~/lib/i18n/frame";

type Firmware = { id: string; title: string; version: string };

export function ManualRoute({
  firmware,
  text,
}: {
  firmware: readonly Firmware[];
  text: { manualTitle: string; manualIntro: string; manualLink: string };
}) {
  return (
    <section aria-labelledby="manual" className="mt-14">
      <h2 id="manual" className="text-2xl font-bold">
        {text.manualTitle}
      </h2>
      <p className="mt-3 max-w-3xl text-ink-soft">{text.manualIntro}</p>
      <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="manual-route">
        {firmware.map((f) => (
          <li key={f.id}>
            <Link
              discover="none"
              to={href.supportFirmware(f.id)}
              className="block rounded-2xl border border-line p-4 font-semibold hover:border-ink"
            >
              {fill(text.manualLink, { product: f.title, version: f.version })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
