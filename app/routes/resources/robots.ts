export function loader() {
  const body = ["User-agent: *", "Disallow: /admin", "Disallow: /login", "Disallow: /api/", ""].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
