import { data } from "react-router";
import { runtimeContext } from "~/.server/context";
import { uploadedFile } from "~/features/support/uploads.server";
import type { Route } from "./+types/file";

/** Files editors uploaded, from the database: content-addressed, so cached for a year. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!/^[0-9a-f]{64}$/.test(params.sha)) throw data("Not Found", { status: 404 });
  const file = await uploadedFile(context.get(runtimeContext).database.db, params.sha, params.name);
  if (!file) throw data("Not Found", { status: 404 });
  return new Response(new Uint8Array(file.data), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.bytes),
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Disposition": `${file.contentType === "application/pdf" ? "inline" : "attachment"}; filename="${file.name}"`,
      ETag: `"${file.sha256}"`,
    },
  });
}
