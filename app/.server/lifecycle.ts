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
  phase = next;
}
