/**
 * One answer to the Identity Request as the visitor sees it: a Noteva model with its picture,
 * installed firmware, what changed since, its manuals and the update (or the Bluetooth note); a
 * model the site does not know, or another maker's device, said plainly with where to get help.
 */
import { type ReactNode, type Ref, useEffect, useRef } from "react";
import { Link } from "react-router";
import * as href from "~/lib/href";
import { fillNodes } from "~/lib/i18n/fill-nodes";
import { fill, useFormats, useLocale } from "~/lib/i18n/frame";
import type { Locale } from "~/lib/i18n/locales";
import { mediaUrl } from "~/lib/media";
import { compareVersions, type Identity, MIN_BATTERY } from "~/lib/midi/protocol";
import type { Failure } from "./failure";
import type { CheckModel } from "./model";
import { installedRelease, newestFirst, releasesSince, updatePath } from "./plan";
import { percentText } from "./progress";
import type { CheckText } from "./text.server";
import { phaseWords, type Run, type Target, useUpdate } from "./use-update";

export type Device =
  | {
      kind: "noteva";
      model: CheckModel;
      version: string;
      link: "usb" | "bluetooth" | null;
      /** Percent, on battery power; null on external power. */
      battery: number | null;
      /** The ports a round trip proved reach it; null when no output did. */
      target: Target | null;
      port: string;
      /** Its input's id: two identical instruments are two cards. */
      key: string;
    }
  | { kind: "unknown" | "other"; identity: Identity; port: string; key: string };

/** A model's picture as the cards show it. */
export const modelPicture = (model: CheckModel) => mediaUrl(model.pic, 320, "webp");

const hex = (n: number) => n.toString(16).toUpperCase().padStart(2, "0");
/** A 14-bit family or member code as the documents write it: four hex digits ("0102"). */
const codeHex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");

const contactLink = (text: CheckText) => (
  <Link discover="none" to={href.contact()} className="font-semibold text-accent underline">
    {text.contact}
  </Link>
);

export function StrangerCard({
  device,
  text,
}: {
  device: Extract<Device, { kind: "unknown" | "other" }>;
  text: CheckText;
}) {
  const { identity } = device;
  const values = {
    port: device.port,
    manufacturer: identity.manufacturer.map(hex).join(" "),
    family: codeHex(identity.family),
    member: codeHex(identity.member),
    version: identity.version,
    contact: contactLink(text),
    support: (
      <Link discover="none" to={href.support()} className="font-semibold text-accent underline">
        {text.supportLink}
      </Link>
    ),
  };
  return (
    <li className="rounded-2xl border border-line p-6" data-testid="stranger">
      <p>{fillNodes(device.kind === "unknown" ? text.unknownModel : text.otherMaker, values)}</p>
    </li>
  );
}

export function InstrumentCard({
  device,
  models,
  text,
  onRunning,
  headingRef,
  news,
}: {
  device: Extract<Device, { kind: "noteva" }>;
  models: readonly CheckModel[];
  text: CheckText;
  /** Told when an update starts and ends (no new search meanwhile), and whether it can still be cancelled. */
  onRunning: (running: boolean, cancellable: boolean) => void;
  /** The first card's heading takes the focus after a search. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Offered beside the firmware state: firmware news by e-mail for this model. */
  news?: ReactNode;
}) {
  const locale = useLocale();
  const format = useFormats();
  const { model } = device;
  const update = useUpdate(device.target, text, locale, model.title);
  const { run, announced, installed: updatedTo, start, running, cancel, cancellable } = update;
  useEffect(() => onRunning(running, cancellable), [running, cancellable, onRunning]);
  const installed = updatedTo ?? device.version;
  const newest = newestFirst(model.releases)[0];
  const path = updatePath(installed, model.releases);
  const since = releasesSince(installed, model.releases);
  const current = installedRelease(installed, model.releases);
  const upToDate = !newest || compareVersions(installed, newest.version) >= 0;
  const headingId = `instrument-${device.port}-${model.id}`;
  const notes = upToDate ? (current ? [current] : []) : since;
  const lowBattery = device.battery !== null && device.battery < MIN_BATTERY;
  const blocked = device.link === "bluetooth" || lowBattery || !device.target;
  // the outcome takes the focus once, where it is said (a live region that was there before)
  const outcome = useRef<HTMLDivElement>(null);
  const ended = run.kind === "done" || run.kind === "failed";
  useEffect(() => {
    if (ended) outcome.current?.focus();
  }, [ended]);
  return (
    <li className="rounded-2xl border-2 border-ink p-6" data-testid="instrument">
      <div className="grid gap-6 sm:grid-cols-[auto_1fr]">
        {/* the one size every model's picture was fetched in before anyone answered (checker.tsx) */}
        <img src={modelPicture(model)} width={320} height={240} alt="" className="h-auto w-32 rounded-xl bg-mist" />
        <div>
          <h3 id={headingId} ref={headingRef} tabIndex={-1} className="text-2xl font-bold">
            Noteva {model.title}
          </h3>
          <dl className="mt-2 flex flex-wrap gap-2">
            <dt className="font-semibold">{text.installed}</dt>
            <dd data-testid="installed">{installed}</dd>
          </dl>
          <p className="mt-2" data-testid="verdict">
            {upToDate
              ? fill(text.upToDate, { version: installed })
              : fill(text.available, { version: newest?.version ?? "" })}
          </p>
          {!upToDate && blocked ? (
            <p className="mt-2 font-semibold" data-testid="blocked">
              {device.link === "bluetooth"
                ? text.bluetooth
                : lowBattery
                  ? fill(text.battery, {
                      level: percentText((device.battery ?? 0) / 100, locale),
                      minimum: percentText(MIN_BATTERY / 100, locale),
                    })
                  : fill(text.unpaired, { product: model.title })}
            </p>
          ) : null}
          {!upToDate && !blocked && path.length > 1 && newest ? (
            <p className="mt-2" data-testid="steps">
              {fill(text.steps, {
                first: path[0]?.version ?? "",
                rest: path
                  .slice(1)
                  .map((r) => r.version)
                  .join(text.stepsJoin),
                version: newest.version,
                minimum: newest.minimumVersion ?? "",
              })}
            </p>
          ) : null}
          {!upToDate && !blocked && newest && path.length && !running ? (
            <button
              type="button"
              onClick={() => void start(path)}
              className="mt-4 rounded-full bg-accent px-6 py-3 text-sm font-semibold text-white hover:bg-accent-dark"
            >
              {run.kind === "failed" ? text.tryAgain : fill(text.update, { version: newest.version })}
            </button>
          ) : null}
          <RunView run={run} text={text} model={model} />
          {cancellable ? (
            <button
              type="button"
              onClick={cancel}
              className="mt-3 rounded-full border border-ink px-5 py-2 text-sm font-semibold hover:bg-mist"
            >
              {text.cancel}
            </button>
          ) : null}
          <div ref={outcome} tabIndex={-1} role="status" className="mt-4 empty:hidden" data-testid="outcome">
            {ended ? <Outcome run={run} text={text} model={model} models={models} installed={installed} /> : null}
          </div>
          <p className="sr-only" aria-live="polite" data-testid="announced">
            {announced}
          </p>
        </div>
      </div>
      {notes.length ? (
        <section className="mt-6">
          <h4 className="text-lg font-bold">
            {fill(upToDate ? text.currentNotes : text.notesTitle, { version: installed })}
          </h4>
          <ul className="mt-2 space-y-3">
            {notes.map((r) => (
              <li key={r.version}>
                <p className="font-semibold">
                  {fill(text.release, { version: r.version, date: format.date(r.releasedAt) })}
                </p>
                <ul lang={r.english ? "en" : undefined} className="list-disc pl-6 text-ink-soft">
                  {r.changes.map((n) => (
                    <li key={n}>{n}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {news}
      <section className="mt-6">
        <h4 className="text-lg font-bold">{text.manualsTitle}</h4>
        <ul className="mt-2 space-y-1">
          <li>
            <Link discover="none" to={href.supportManual(model.id)} className="font-semibold text-accent underline">
              {text.readManual}
            </Link>
          </li>
          {model.documents.map((d) => (
            <li key={d.href}>
              <a href={d.href} hrefLang={d.language} type="application/pdf" className="text-accent underline">
                {fill(text.document, {
                  kind: text.kinds[d.afterfix] ?? d.afterfix,
                  language: d.language.toUpperCase(),
                  size: d.bytes === null ? "" : format.bytes(d.bytes),
                })}
              </a>
            </li>
          ))}
          <li>
            <Link discover="none" to={href.supportFirmware(model.id)} className="font-semibold text-accent underline">
              {fill(text.firmwarePage, { product: model.title })}
            </Link>
          </li>
        </ul>
      </section>
    </li>
  );
}

function RunView({ run, text, model }: { run: Run; text: CheckText; model: CheckModel }) {
  const locale = useLocale();
  if (run.kind === "idle" || run.kind === "done" || run.kind === "failed") return null;
  if (run.kind === "preparing") return <p className="mt-4">{fill(text.preparing, { version: run.versions })}</p>;
  const stepLine = run.steps > 1 ? <p className="mt-4 font-semibold">{fill(text.step, run)}</p> : null;
  const words =
    run.kind === "sending"
      ? run.words
      : run.kind === "ending" && run.phase === "installing" && run.progress > 0
        ? `${phaseWords(text, run.phase, run.version, model.title)} ${percentText(run.progress / 100, locale)}`
        : run.kind === "ending"
          ? phaseWords(text, run.phase, run.version, model.title)
          : percentText(run.fraction, locale);
  return (
    <div className="mt-4" data-testid="progress">
      {stepLine}
      <progress
        max={1}
        value={run.fraction}
        aria-label={fill(text.update, { version: run.version })}
        className="mt-2 h-3 w-full overflow-hidden rounded-full accent-accent"
      />
      <p className="mt-1 text-sm" data-testid="progress-text">
        {words}
      </p>
      {run.kind === "lost" ? (
        <p className="mt-2 rounded-lg bg-amber-50 p-3" data-testid="lost">
          {fill(text.lost, { percent: percentText(run.fraction, locale) })}
        </p>
      ) : (
        <p className="mt-2 text-sm text-ink-soft">{text.keepConnected}</p>
      )}
    </div>
  );
}

function Outcome({
  run,
  text,
  model,
  models,
  installed,
}: {
  run: Run;
  text: CheckText;
  model: CheckModel;
  models: readonly CheckModel[];
  installed: string;
}) {
  const locale = useLocale();
  if (run.kind === "done") {
    return (
      <p className="rounded-lg bg-white p-3 font-semibold" data-testid="done">
        {fill(model.words.done, { product: model.title, version: run.version })}
      </p>
    );
  }
  if (run.kind !== "failed") return null;
  return (
    <p className="rounded-lg bg-amber-50 p-3" data-testid="failure">
      {failureText(run.failure, text, model, models, installed, locale)}
    </p>
  );
}

function failureText(
  failure: Failure,
  text: CheckText,
  model: CheckModel,
  models: readonly CheckModel[],
  installed: string,
  locale: Locale,
) {
  const e = text.errors;
  const contact = contactLink(text);
  const product = model.title;
  switch (failure.kind) {
    case "wrongModel": {
      const other = models.find((m) => m.family === failure.family && m.member === failure.member);
      return fillNodes(model.words.wrongModel, {
        other: other
          ? other.title
          : fill(text.otherModel, { family: codeHex(failure.family), member: codeHex(failure.member) }),
        product,
        contact,
      });
    }
    case "damaged":
    case "unsigned":
      return fillNodes(e[failure.kind], { contact });
    case "startFailed":
      return fillNodes(e.startFailed, { version: failure.version, contact });
    case "mismatch":
      return fillNodes(e.mismatch, { installed: failure.installed, version: failure.version, contact });
    case "needsNewer":
      return fill(e.needsNewer, failure);
    case "downgrade":
      return fill(e.downgrade, failure);
    case "battery":
      return fill(e.battery, {
        level: percentText(failure.level / 100, locale),
        minimum: percentText(MIN_BATTERY / 100, locale),
      });
    case "notYet":
      return fill(e.notYet, { version: failure.version, product });
    case "cancelled":
      return fill(e.cancelled, { installed });
    case "refused":
      return fill(e.refused, { reason: hex(failure.reason) });
    default:
      return e[failure.kind];
  }
}
