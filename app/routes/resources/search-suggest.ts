import { runtimeContext } from "~/.server/context";
import { searchGroups, type TextPart } from "~/features/search/query";
import { search } from "~/features/search/search.server";
import type { Route } from "./+types/search-suggest";

export type Suggestion = { id: string; group: string; title: TextPart[]; url: string };
export type Suggestions = { query: string; items: Suggestion[] };

const MAX_ITEMS = 8;

/** Suggestions for the header search box, as the visitor types: the best few hits of each kind. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const started = performance.now();
  const results = await search(context.get(runtimeContext).database.db, new URL(request.url).searchParams.get("q"), {
    perGroup: 3,
    snippets: false,
  });
  const label = (kind: string) => searchGroups.find((g) => g.kind === kind)?.label ?? kind;
  const items: Suggestion[] = [];
  for (const group of results.groups)
    for (const hit of group.hits) items.push({ id: hit.id, group: label(hit.kind), title: hit.title, url: hit.url });
  const body: Suggestions = { query: results.query.text, items: items.slice(0, MAX_ITEMS) };
  return Response.json(body, {
    headers: {
      "Cache-Control": "public, max-age=60",
      "Server-Timing": `search;dur=${(performance.now() - started).toFixed(1)}`,
    },
  });
}
