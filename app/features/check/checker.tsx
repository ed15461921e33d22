/**
 * The checker on /support/check: "Connect" explains the browser's prompt, asks for Web MIDI with
 * System Exclusive, asks every port who is there and lists each answer. A browser without Web
 * MIDI, or a refusal, gets a plain statement and the manual route below (no dead end).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { maybeInstallDevSimulator } from "~/lib/midi/dev-simulator";
import { statusRequest } from "~/lib/midi/protocol";
import { type Device, InstrumentCard, modelPicture, StrangerCard } from "./instrument-card";
import { type Answer, identify, openChannel, requestAccess } from "./midi";
import type { CheckModel } from "./model";
// biome-ignore lint/style/noRestrictedImports: a type only, erased from the browser's code; the words come as props
import type { CheckText } from "./text.server";

type Phase =
  | { kind: "idle" }
  | { kind: "unsupported" }
  | { kind: "asking" }
  | { kind: "refused" }
  | { kind: "searching" }
  | { kind: "found"; devices: Device[] };

/** Where the instrument is connected (USB or Bluetooth), from its STATUS; null when it does not say. */
async function linkOf(access: MIDIAccess, answer: Answer): Promise<"usb" | "bluetooth" | null> {
  if (!answer.output) return null;
  const channel = openChannel(access, answer.input, answer.output);
  try {
    channel.send(statusRequest(answer.identity.device));
    for (;;) {
      const m = await channel.next(1000);
      if (typeof m !== "object") return null;
      if (m.kind === "status" && m.family === answer.identity.family && m.member === answer.identity.member) {
        return m.link;
      }
    }
  } finally {
    channel.close();
  }
}

async function devicesOf(access: MIDIAccess, models: readonly CheckModel[]): Promise<Device[]> {
  const answers = await identify(access);
  return Promise.all(
    answers.map(async (answer): Promise<Device> => {
      const { identity, port } = answer;
      const model = identity.noteva
        ? models.find((m) => m.family === identity.family && m.member === identity.member)
        : undefined;
      if (!model) return { kind: identity.noteva ? "unknown" : "other", identity, port };
      const link = await linkOf(access, answer);
      const target = answer.output
        ? {
            access,
            input: answer.input,
            output: answer.output,
            device: identity.device,
            family: identity.family,
            member: identity.member,
          }
        : null;
      return { kind: "noteva", model, version: identity.version, link, target, port };
    }),
  );
}

export function Checker({ models, text }: { models: readonly CheckModel[]; text: CheckText }) {
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const [ready, setReady] = useState(false);
  const access = useRef<MIDIAccess | null>(null);
  const pictures = useRef<HTMLImageElement[]>([]);
  // the instruments being updated: no new search meanwhile
  const [updating, setUpdating] = useState<ReadonlySet<string>>(new Set());
  const onRunning = useCallback((key: string, running: boolean) => {
    setUpdating((now) => {
      if (now.has(key) === running) return now;
      const next = new Set(now);
      if (running) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

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
        return;
      }
      access.current = got;
    }
    setPhase({ kind: "searching" });
    const devices = await devicesOf(access.current, models);
    await warmed;
    setPhase({ kind: "found", devices });
  };

  const busy = phase.kind === "asking" || phase.kind === "searching" || updating.size > 0;
  const status = {
    idle: null,
    unsupported: text.noMidi,
    asking: text.asking,
    refused: text.refused,
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
      <div role="status" className="mt-4" data-testid="check-status">
        {status ? (
          <p className={phase.kind === "unsupported" || phase.kind === "refused" ? "rounded-lg bg-amber-50 p-4" : ""}>
            {status}{" "}
            {phase.kind === "unsupported" || phase.kind === "refused" ? (
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
          {phase.devices.map((device) =>
            device.kind === "noteva" ? (
              <InstrumentCard
                key={`${device.port}-${device.model.id}`}
                device={device}
                models={models}
                text={text}
                onRunning={(running) => onRunning(`${device.port}-${device.model.id}`, running)}
              />
            ) : (
              <StrangerCard
                key={`${device.port}-${device.identity.family}-${device.identity.member}`}
                device={device}
                text={text}
              />
            ),
          )}
        </ul>
      ) : null}
    </div>
  );
}
