/** Unknown API paths answer JSON 404, never an HTML page. */
function notFound() {
  return Response.json({ error: "Not found" }, { status: 404, headers: { "Cache-Control": "no-store" } });
}
export const loader = notFound;
export const action = notFound;
