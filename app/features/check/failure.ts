/** Why an update stopped, for the page to say precisely, and the instrument's refusals as such reasons. */
import { type ImageHeader, REASON } from "~/lib/midi/protocol";
import type { Next } from "./midi";

/** Why an update stopped, for the page to say precisely. */
export type Failure =
  | { kind: "download" }
  | { kind: "damaged" }
  | { kind: "unsigned" }
  | { kind: "wrongModel"; family: number; member: number }
  | { kind: "timeout" }
  | { kind: "hash" }
  | { kind: "needsNewer"; minimum: string }
  | { kind: "downgrade"; installed: string }
  | { kind: "battery"; level: number }
  | { kind: "refused"; reason: number }
  | { kind: "startFailed"; version: string }
  | { kind: "notYet"; version: string }
  | { kind: "cancelled" }
  | { kind: "mismatch"; installed: string; version: string };

export class UpdateFailure extends Error {
  constructor(readonly failure: Failure) {
    super(failure.kind);
  }
}

/** A refusal as the page names it; "wrong model" names the image's model (the instrument's is known). */
export function refusal(m: Next, image: ImageHeader): UpdateFailure {
  if (typeof m !== "object" || m.kind !== "refused") return new UpdateFailure({ kind: "timeout" });
  switch (m.reason) {
    case REASON.hashMismatch:
      return new UpdateFailure({ kind: "hash" });
    case REASON.needsNewerVersion:
      return new UpdateFailure({ kind: "needsNewer", minimum: m.minimumVersion ?? "" });
    case REASON.wrongModel:
      return new UpdateFailure({ kind: "wrongModel", family: image.family, member: image.member });
    case REASON.badSignature:
    case REASON.unknownKey:
      return new UpdateFailure({ kind: "unsigned" });
    case REASON.downgrade:
      return new UpdateFailure({ kind: "downgrade", installed: m.installedVersion ?? "" });
    case REASON.batteryLow:
      return new UpdateFailure({ kind: "battery", level: m.battery ?? 0 });
    default:
      return new UpdateFailure({ kind: "refused", reason: m.reason });
  }
}
