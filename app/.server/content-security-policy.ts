/**
 * The site's Content Security Policy, one definition for every answer. Inline scripts run only
 * when their SHA-256 is named (a page's own, computed from its bytes: server/html-document), and
 * what they load is trusted through 'strict-dynamic'; nothing else inline runs, no 'unsafe-inline'.
 * A hash, unlike a nonce, is the same for every visitor, so a page can be kept by shared caches.
 *
 * Plain TypeScript without path aliases: server/security.ts (run by Node directly) imports it too.
 */
export type PolicyOptions = { production: boolean; scripts?: readonly string[]; styles?: readonly string[] };

export function contentSecurityPolicy({ production, scripts = [], styles = [] }: PolicyOptions): string {
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    // without inline scripts to trust, 'strict-dynamic' would switch 'self' off: leave it out then
    ["script-src", scripts.length ? ["'self'", ...scripts, "'strict-dynamic'"] : ["'self'"]],
    ["style-src", ["'self'", ...styles]],
    ["img-src", ["'self'", "data:"]],
    ["font-src", ["'self'"]],
    ["media-src", ["'self'"]],
    ["connect-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'none'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
    ["manifest-src", ["'self'"]],
    ["worker-src", ["'self'"]],
  ];
  if (production) directives.push(["upgrade-insecure-requests", []]);
  return directives.map(([name, values]) => [name, ...values].join(" ")).join(";");
}
