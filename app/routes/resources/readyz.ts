import { databaseAnswers } from "~/.server/availability.server";
import { runtimeContext } from "~/.server/context";
import { currentPhase } from "~/.server/lifecycle";
import type { Route } from "./+types/readyz";

/**
 * Readiness: serving (migrated, seeded, derived data in place, not draining) and the database
 * answers. A balancer stops sending traffic on anything else: 503 with the reason.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { database } = context.get(runtimeContext);
  const headers = { "Cache-Control": "no-store" };
  const phase = currentPhase();
  if (phase !== "serving") {
    return Response.json({ status: phase, database: database.kind }, { status: 503, headers });
  }
  if (await databaseAnswers(database)) {
    return Response.json({ status: "ready", database: database.kind }, { headers });
  }
  return Response.json({ status: "unavailable", database: database.kind }, { status: 503, headers });
}
