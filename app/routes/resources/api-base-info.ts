/**
 * Base info for the signed-in user (permissions and counters). Sessions arrive with staff sign-in;
 * until then no request carries one, so the answer is 401 and the client clears its user info.
 */
export function loader() {
  return Response.json(
    { error: "Not signed in" },
    { status: 401, headers: { "Cache-Control": "no-store", "WWW-Authenticate": 'Cookie realm="noteva"' } },
  );
}
