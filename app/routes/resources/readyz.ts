import { runtimeContext } from "~/.server/context";
import type { Route } from "./+types/readyz";

/** Readiness: the database answers; a load balancer stops sending traffic when it does not. */
export async function loader({ context }: Route.LoaderArgs) {
  const { database } = context.get(runtimeContext);
  try {
    await database.ping();
    return Response.json({ status: "ready", database: database.kind }, { headers: { "Cache-Control": "no-store" } });
  } catch {
    return Response.json(
      { status: "unavailable", database: database.kind },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
}
