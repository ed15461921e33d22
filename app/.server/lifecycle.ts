/**
 * Where the instance is in its life, for GET /readyz and the `noteva_ready` metric: "starting"
 * until the database is migrated and seeded and derived data (document sizes, search) exists;
 * "serving" after; "draining" from the moment it is told to stop (SIGTERM), so a balancer that
 * polls readiness stops sending it visitors while it finishes the requests it has.
 */
export type Phase = "starting" | "serving" | "draining";

let phase: Phase = "starting";

export const currentPhase = (): Phase => phase;

export function enterPhase(next: Phase): void {
  // a start-up check that ends after the stop began does not make the instance ready again
  if (phase === "draining") return;
  phase = next;
}

let preparingMedia = false;

/**
 * Whether the build's pictures and documents are still being made in the background (a fresh
 * clone's first start: scripts/prepare-media.ts): a document asked for meanwhile is "being prepared".
 */
export const mediaBeingPrepared = (): boolean => preparingMedia;

export function setMediaBeingPrepared(value: boolean): void {
  preparingMedia = value;
}
