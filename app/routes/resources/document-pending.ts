import { data } from "react-router";
import { runtimeContext } from "~/.server/context";
import { mediaBeingPrepared } from "~/.server/lifecycle";
import { isListedDocument } from "~/features/support/file-sync.server";
import * as href from "~/lib/href";
import type { Route } from "./+types/document-pending";

const RETRY_SECONDS = 10;

/**
 * A document the build has not written yet: the build's PDFs are static files, served before any
 * route, so this answers only while a fresh clone's first start is still writing them
 * (scripts/prepare-media.ts). A listed document is then "being prepared" (503, it reloads itself),
 * never "not found"; anything else is 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { database } = context.get(runtimeContext);
  if (!mediaBeingPrepared() || !(await isListedDocument(database.db, href.document(params.file)))) {
    throw data("Not Found", { status: 404 });
  }
  const body = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${RETRY_SECONDS}">
<title>Being prepared – Noteva</title>
</head>
<body>
<main>
<h1>This document is being prepared</h1>
<p>The site has just been installed and is still writing its manuals and data lists. <strong>${escapeHtml(params.file)}</strong> will be ready in a minute or two; this page tries again every ${RETRY_SECONDS} seconds and then opens it.</p>
<p><a href="${href.support()}">Back to Support &amp; Downloads</a></p>
</main>
</body>
</html>
`;
  return new Response(body, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": String(RETRY_SECONDS),
    },
  });
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
