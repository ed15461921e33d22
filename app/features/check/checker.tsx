/**
 * The checker on /support/check: "Connect" explains the browser's prompt, asks for Web MIDI with
 * System Exclusive, asks every port who is there and lists each answer. A browser without Web
 * MIDI, or a refusal, gets a plain statement and the manual route below (no dead end).
 */
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { fill } from "~/lib/i18n/frame";
import { maybeInstallDevSimulator } from "~/lib/midi/dev-simulator";
import { type Device, InstrumentCard, modelPicture, StrangerCard } from "./instrument-card";
import { LeaveDialog } from "./leave-dialog";
import { type Answer, identify, requestAccess } from "./midi";
import type { CheckModel } from "./model";
import type { CheckText } from "./text.server";

type Phase =
  | { kind: "idle" }
  | { kind: "unsupported" }
  | { kind: "asking" }
  | { kind: "refused" }
  | { kind: "failed"; error: string }
  | { kind: "searching" }
  | { kind: "found"; devices: Device[] };

function devicesOf(answers: readonly Answer[], access: MIDIAccess, models: readonly CheckModel[]): Device[] {
  return answers.map((answer): Device => {
    const { identity, input, output, status } = answer;
    const port = input.name ?? "MIDI";
    const model = identity.noteva
      ? models.find((m) => m.family === identity.family && m.member === identity.member)
      : undefined;
    if (!model) return { kind: identity.noteva ? "unknown" : "other", identity, port, key: input.id };
    const { family, member, device } = identity;
    const target = output ? { access, input, output, device, family, member } : null;
    return {
      kind: "noteva",
      model,
      version: identity.version,
      link: status?.link ?? null,
      battery: status?.power === "battery" ? status.battery : null,
      target,
      port,
      key: input.id,
    };
  });
}

export function Checker({
  models,
  text,
  news,
}: {
  models: readonly CheckModel[];
  text: CheckText;
  /** What a found model's card offers beside its firmware state (firmware news by e-mail), from the page. */
  news?: (modelId: string) => ReactNode;
}) {
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const [ready, setReady] = useState(false);
  const access = useRef<MIDIAccess | null>(null);
  const pictures = useRef<HTMLImageElement[]>([]);
  // the instruments being updated (no new search meanwhile), and those past the point of cancelling
  const [updating, setUpdating] = useState<ReadonlyMap<string, boolean>>(new Map());
  const onRunning = useCallback((key: string, running: boolean, cancellable: boolean) => {
    setUpdating((now) => {
      if (now.has(key) === running && (!running || now.get(key) === cancellable)) return now;
      const next = new Map(now);
      if (running) next.set(key, cancellable);
      else next.delete(key);
      return next;
    });
  }, []);
  // after a search the focus goes to what was found: the first card, or the status that says none
  const firstHeading = useRef<HTMLHeadingElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const searches = useRef(0);
  const [searched, setSearched] = useState(0);
  useEffect(() => {
    if (!searched) return;
    (firstHeading.current ?? statusRef.current)?.focus();
  }, [searched]);

  useEffect(() => {
    let live = true;
    // an instrument stands in during `npm run dev` when asked (README); a page that arrived with
    // the analytics script of a page before opens afresh, without it
    if (document.querySelector("script[data-analytics]")) {
      window.location.reload();
      return;
    }
    void maybeInstallDevSimulator(models)
      .catch(() => false)
      .then(() => {
        if (!live) return;
        setReady(true);
        if (typeof navigator.requestMIDIAccess !== "function") setPhase({ kind: "unsupported" });
      });
    return () => {
      live = false;
    };
  }, [models]);

  const connect = async () => {
    // every model's picture, fetched before anyone answers: which one is shown then tells no server anything
    const warmed = Promise.all(
      (pictures.current.length ? [] : models).map((m) => {
        const picture = new Image();
        picture.src = modelPicture(m);
        pictures.current.push(picture);
        return picture.decode().catch(() => undefined);
      }),
    );
    if (!access.current) {
      setPhase({ kind: "asking" });
      const got = await requestAccess();
      if (got === "unsupported" || got === "refused") {
        setPhase({ kind: got });
        setSearched(++searches.current);
        return;
      }
      if ("failed" in got) {
        setPhase({ kind: "failed", error: got.failed });
        setSearched(++searches.current);
        return;
      }
      access.current = got;
    }
    setPhase({ kind: "searching" });
    const devices = devicesOf(await identify(access.current), access.current, models);
    await warmed;
    setPhase({ kind: "found", devices });
    setSearched(++searches.current);
  };

  const busy = phase.kind === "asking" || phase.kind === "searching" || updating.size > 0;
  const committed = [...updating.values()].some((cancellable) => !cancellable);
  const status = {
    idle: null,
    unsupported: text.noMidi,
    asking: text.asking,
    refused: text.refused,
    failed: phase.kind === "failed" ? fill(text.midiFailed, { error: phase.error }) : "",
    searching: text.searching,
    found: null,
  }[phase.kind];
  return (
    <div>
      <p className="mt-3 max-w-3xl text-ink-soft">{text.prompt}</p>
      {phase.kind !== "unsupported" ? (
        <button
          type="button"
          disabled={!ready || busy}
          onClick={() => void connect()}
          className="mt-5 rounded-full bg-ink px-8 py-3 font-semibold text-white hover:bg-accent disabled:opacity-60"
        >
          {phase.kind === "found" ? text.searchAgain : text.connect}
        </button>
      ) : null}
      <div role="status" ref={statusRef} tabIndex={-1} className="mt-4" data-testid="check-status">
        {status ? (
          <p className={["unsupported", "refused", "failed"].includes(phase.kind) ? "rounded-lg bg-amber-50 p-4" : ""}>
            {status}{" "}
            {["unsupported", "refused", "failed"].includes(phase.kind) ? (
              <a href="#manual" className="font-semibold text-accent underline">
                {text.manualTitle}
              </a>
            ) : null}
          </p>
        ) : null}
        {phase.kind === "found" && phase.devices.length === 0 ? (
          <p className="rounded-lg bg-amber-50 p-4">
            {text.noneFound}{" "}
            <a href="#manual" className="font-semibold text-accent underline">
              {text.manualTitle}
            </a>
          </p>
        ) : null}
      </div>
      {phase.kind === "found" && phase.devices.length ? (
        <ul className="mt-6 space-y-6" aria-label={text.found.replace("{count}", String(phase.devices.length))}>
          {phase.devices.map((device, index) =>
            device.kind === "noteva" ? (
              <InstrumentCard
                key={device.key}
                device={device}
                models={models}
                text={text}
                onRunning={(running, cancellable) => onRunning(device.key, running, cancellable)}
                headingRef={index === 0 ? firstHeading : undefined}
                news={news?.(device.model.id)}
              />
            ) : (
              <StrangerCard
                key={`${device.key}-${device.identity.family}-${device.identity.member}`}
                device={device}
                text={text}
              />
            ),
          )}
        </ul>
      ) : null}
      <LeaveDialog running={updating.size > 0} committed={committed} text={text} />
    </div>
  );
}
