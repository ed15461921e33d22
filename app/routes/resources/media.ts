import { data } from "react-router";
import { runtimeContext } from "~/.server/context";
import { drawnPictureFile } from "~/features/catalogue/drawing.server";
import type { Route } from "./+types/media";

/**
 * Pictures redrawn in the admin. The build's pictures are static files served before this route;
 * a redrawn picture's name carries its drawing's hash, so a file never changes: cached for a year.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const file = await drawnPictureFile(context.get(runtimeContext).database.db, params.kind, params.file);
  if (!file) throw data("Not Found", { status: 404 });
  return new Response(new Uint8Array(file), {
    headers: {
      "Content-Type": params.file.endsWith(".avif") ? "image/avif" : "image/webp",
      "Content-Length": String(file.length),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
