/** The support pages' meta when the loader answered with an error (a page number past the end, an unknown product). */
import { frameOf, pageMeta } from "~/lib/meta";

type Matches = Parameters<typeof frameOf>[0];

/** "Page not found" in the page's language (English when the frame is missing too). */
export function notFoundMeta(matches: Matches) {
  const notFound = frameOf(matches)?.notFound;
  return pageMeta(notFound?.title ?? "Page not found", notFound?.description ?? "This page does not exist.");
}
