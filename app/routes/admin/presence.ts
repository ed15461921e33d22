import { data } from "react-router";
import { markAndList, stopEditing } from "~/.server/admin/presence.server";
import { staffOf } from "~/.server/auth/request.server";
import { runtimeContext } from "~/.server/context";
import { editingEntities, entityPermission } from "~/lib/admin/presence";
import { z } from "~/lib/forms/zod";
import type { Route } from "./+types/presence";

const schema = z.object({
  entity: z.enum(editingEntities),
  id: z.string().min(1).max(200),
  intent: z.enum(["beat", "leave"]).default("beat"),
  /** With leave: when the leaving page was last marked (a later mark, a reload's, stays). */
  markedAt: z.iso.datetime().optional(),
});

const noStore = { "Cache-Control": "no-store" };

/**
 * An open editor's heartbeat (intent=beat: still here; answers who else has the record open) and
 * its goodbye (intent=leave, sent as a beacon when the page goes away). Inside the admin layout:
 * its session middleware applies, and server/security.ts refuses a post from another site.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = schema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw data("Bad Request: name an entity, a record id and beat or leave.", { status: 400 });
  const { entity, id, intent, markedAt } = parsed.data;
  const { user } = staffOf(context, entityPermission(entity));
  const db = context.get(runtimeContext).database.db;
  const editing = { entity, id, userId: user.id };
  if (intent === "leave") {
    await stopEditing(db, editing, markedAt ? new Date(markedAt) : undefined);
    return new Response(null, { status: 204, headers: noStore });
  }
  return Response.json(await markAndList(db, editing), { headers: noStore });
}
