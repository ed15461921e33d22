/**
 * The best of the site's languages for a browser's Accept-Language header ("de-CH,de;q=0.9,en;q=0.8"
 * → "de"), else English. Only pages no shared cache keeps may answer by it (the admin, sign-in).
 */
import { defaultLocale, isLocale, type Locale } from "./locales";

export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return defaultLocale;
  let best: Locale = defaultLocale;
  let bestQ = 0;
  for (const part of acceptLanguage.slice(0, 500).split(",")) {
    const [range = "", ...params] = part.trim().split(";");
    const primary = range.trim().toLowerCase().split("-")[0];
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    // equal weights keep the header's order: the first listed wins
    if (!isLocale(primary) || !(q > 0) || q <= bestQ) continue;
    best = primary;
    bestQ = q;
  }
  return best;
}
