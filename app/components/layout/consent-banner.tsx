/**
 * The analytics question, in the page's language: refusing is as easy as accepting (two buttons of
 * the same size and weight, nothing preselected). Loaded only when an analytics script is
 * configured and the visitor has not answered (root.tsx), so no other page carries its code.
 */
import { useEffect, useRef } from "react";
import { Phrases } from "~/components/ui/phrases";
import { storeConsent } from "~/lib/consent";
import type { FrameMessages } from "~/lib/i18n/frame";

export default function ConsentBanner({ words }: { words: FrameMessages["consent"] }) {
  const region = useRef<HTMLElement>(null);
  // asked again from the footer: the question takes the focus, so a keyboard user is there
  useEffect(() => region.current?.focus(), []);
  const button =
    "min-h-11 flex-1 rounded-full border-2 border-ink px-5 py-2 text-sm font-semibold text-ink hover:bg-ink hover:text-white md:flex-none";
  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-labelledby="consent-title"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-line bg-white p-4 shadow-2xl outline-none"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div className="max-w-3xl">
          <h2 id="consent-title" className="text-sm font-bold text-ink">
            <Phrases text={words.title} />
          </h2>
          <p className="mt-1 text-sm text-ink-soft">
            <Phrases text={words.text} />
          </p>
        </div>
        <div className="flex gap-3">
          <button type="button" className={button} onClick={() => storeConsent("denied")}>
            <Phrases text={words.decline} />
          </button>
          <button type="button" className={button} onClick={() => storeConsent("granted")}>
            <Phrases text={words.accept} />
          </button>
        </div>
      </div>
    </section>
  );
}
