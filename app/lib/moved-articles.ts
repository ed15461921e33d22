/**
 * News articles whose address changed, old id → new id: the old address answers with a permanent
 * redirect (301) to the new one in the visitor's language, so links and bookmarks keep working,
 * and a data set seeded before takes the new id (the seed set `fact-corrections`, version 5). The
 * SUPERBOOTH25 article lived at /news/musikmesse-2025, an address that named another fair.
 */
export const movedArticles: Readonly<Record<string, string>> = {
  "musikmesse-2025": "superbooth-2025",
};
