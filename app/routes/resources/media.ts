import { data } from "react-router";
import { runtimeContext } from "~/.server/context";
import { buildPictureFile, drawnPictureFile } from "~/features/catalogue/drawing.server";
import type { Route } from "./+types/media";

/**
 * Pictures redrawn in the admin: a redrawn picture's name carries its drawing's hash, so a file
 * never changes: cached for a year. The build's pictures are static files served before this
 * route; while a fresh clone's first start is still drawing them, one is drawn on request from
 * the catalogue, and not kept by the browser (the build's file replaces it).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { kind, file } = params;
  const drawn = await drawnPictureFile(context.get(runtimeContext).database.db, kind, file);
  const bytes = drawn ?? (await buildPictureFile(context.get(runtimeContext).database.db, kind, file));
  if (!bytes) throw data("Not Found", { status: 404 });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": file.endsWith(".avif") ? "image/avif" : "image/webp",
      "Content-Length": String(bytes.length),
      "Cache-Control": drawn ? "public, max-age=31536000, immutable" : "no-cache",
    },
  });
}
