/**
 * The site's Content Security Policy, one definition for every answer. Inline scripts run only
 * when their SHA-256 is named (a page's own, computed from its bytes: app/.server/html-document),
 * scripts load from the site itself only, and nothing else inline runs: no 'unsafe-inline'. A
 * hash, unlike a nonce, is the same for every visitor, so a page can be kept by shared caches.
 * No 'strict-dynamic': it would switch 'self' off, and the modules an inline module script imports
 * inherit a nonce but never a hash, so the browser would refuse every route module.
 */
export type PolicyOptions = { production: boolean; scripts?: readonly string[]; styles?: readonly string[] };

export function contentSecurityPolicy({ production, scripts = [], styles = [] }: PolicyOptions): string {
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...scripts]],
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
