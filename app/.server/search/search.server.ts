import { type SQL, sql } from "drizzle-orm";
import { memoPerContentVersion } from "~/.server/content-memo.server";
import type { Db } from "~/.server/db/client";
import { rowsOf } from "~/.server/db/rows";
import { searchTerms } from "~/.server/db/schema/search";
import { searchDuration } from "~/.server/metrics";
import type { Locale } from "~/lib/i18n/locales";
import { phrase } from "~/lib/i18n/phrases.server";
import { phrasesOf } from "~/lib/line-breaks";
import { modelCode } from "~/lib/model-code";
import { keepUmlauts } from "~/lib/search/german";
import { highlight, snippet } from "~/lib/search/highlight";
import { codesWithPrefix, corrections, type Lexicon, lexicon } from "~/lib/search/lexicon";
import { type ParsedQuery, parseQuery, type SearchKind, searchGroups, termsToTsQuery } from "~/lib/search/query";
import type { SearchHit, SearchResults, Suggestion, Suggestions } from "~/lib/search/results";
import { expandQuery, type QueryTerm } from "~/lib/search/synonyms";
import { shownFixes } from "~/lib/search/written";
import { TEXT_SEARCH_CONFIG } from "./index.server";

/** A Japanese line's phrases as the site breaks its headings (BudouX): where a snippet may be cut. */
const japanesePhrases = (line: string) => phrasesOf(phrase(line));

export type SearchOptions = {
  /** The language searched in (its own entries, stemming and word breaks); English by default. */
  locale?: Locale;
  /** Only this kind, paged; otherwise every kind with `perGroup` hits each. */
  kind?: SearchKind;
  perGroup?: number;
  offset?: number;
  /** Suggestions need no snippets. */
  snippets?: boolean;
};

// A word of three letters or fewer is too short to correct reliably.
const MIN_CORRECTABLE = 4;
// How many of each kind's best matches (by full-text rank and codes) are reordered by their title's
// resemblance to the whole query: a kind's first page. The rest keep the full-text order.
const RESEMBLANCE_RANKED = 20;
// A family of at most this many codes is looked up in the codes index rather than by a scan of the products.
const SMALL_FAMILY = 32;

type Row = {
  id: string;
  kind: SearchKind;
  ref_id: string;
  url: string;
  pic: string | null;
  title: string;
  text: string | null;
  /** The entry's language (an English entry stands in where a page's language has none). */
  locale: Locale;
  exact: boolean;
  prefix: boolean;
  total: number | string;
  published_at: string | Date | null;
};

/**
 * Site search: Postgres full-text search (English stemming, weighted title > summary > body)
 * plus trigram similarity for typos (against the dictionary, in memory: lexicon.ts) and model codes
 * in any spelling. One ranked, grouped query (a second and third only when the first finds
 * nothing). Any string is a valid query; the worst it gets is no results.
 */
export async function search(
  db: Db,
  raw: string | null | undefined,
  options: SearchOptions = {},
): Promise<SearchResults> {
  const locale = options.locale ?? "en";
  const parsed = parseQuery(raw);
  // the query's terms with their synonyms (マニュアル: 取扱説明書), Japanese cut into words by the
  // same word break the index used, without its lone particles
  const { terms: queryTerms, shortcuts } = expandQuery(parsed.text, locale);
  const query = { ...parsed, tokens: [...new Set(queryTerms.flatMap((term) => term[0] ?? []))] };
  const empty: SearchResults = {
    query,
    corrections: {},
    fixes: [],
    topPick: null,
    family: null,
    groups: [],
    total: 0,
    shortcuts,
  };
  if (!query.tokens.length && !query.codes.length) return empty;

  const started = performance.now();
  const lex = await lexiconMemo(db);
  // a word a synonym group knows (Handbuch: Bedienungsanleitung) is what the visitor meant, never a
  // typo of a word that merely looks like it (Hand); only a word with no synonyms is corrected
  const correctable = queryTerms.filter((term) => term.length === 1).flatMap((term) => term[0] ?? []);
  const fixes = locale === "ja" ? {} : correct(lex, correctable);
  const expanded = { ...query, terms: queryTerms };
  let rows = await run(db, lex, expanded, fixes, "all", options);
  if (!rows.length && queryTerms.length > 1) rows = await run(db, lex, expanded, fixes, "any", options);
  // titles that merely resemble the query only when nothing matched outright (a scan of every
  // title); not for a query of a character or two, nor one in hiragana, whose few kana resemble
  // nearly every Japanese title
  if (!rows.length && resemblable(query.text)) rows = await run(db, lex, expanded, fixes, "resembling", options);

  // what the titles and snippets mark: the words typed, their synonyms and corrections (a lone
  // character of a Japanese word is no mark: 書 of 説明書 would mark every 書)
  const synonyms = queryTerms.flatMap((term) => term.slice(1).flat());
  const terms = [...new Set([...query.tokens, ...synonyms.filter((w) => [...w].length > 1), ...Object.values(fixes)])];
  const hit = (row: Row) => toHit(row, terms, query.codes);
  const groups = searchGroups
    .filter((g) => !options.kind || g.kind === options.kind)
    .map((g) => {
      const own = rows.filter((r) => r.kind === g.kind);
      return { kind: g.kind, label: g.label, total: Number(own[0]?.total ?? 0), hits: own.map(hit) };
    })
    .filter((g) => g.total > 0);
  const products = rows.filter((r) => r.kind === "product");
  const exact = products.find((r) => r.exact);
  const prefixed = products.filter((r) => r.prefix);
  const whole = modelCode(query.text);
  searchDuration.observe((performance.now() - started) / 1000);
  return {
    query,
    corrections: fixes,
    // as typed, and as the content writes the correction („Digitalpiano“, not the dictionary's „digitalpiano“)
    fixes: shownFixes(
      fixes,
      query.text,
      rows.map((r) => `${r.title}\n${r.text ?? ""}`),
    ),
    topPick: exact ? hit(exact) : null,
    family: !exact && prefixed.length >= 2 ? { code: whole, total: prefixed.length } : null,
    groups,
    total: groups.reduce((n, g) => n + g.total, 0),
    shortcuts,
  };
}

/** Whether a query may be matched by its resemblance to titles: three characters at least, and no hiragana. */
export const resemblable = (text: string) => [...text].length >= 3 && !/\p{Script=Hiragana}/u.test(text);

const MAX_SUGGESTIONS = 8;

/** Suggestions for the header's search box, as the visitor types: the best few hits of each kind. */
export async function suggest(
  db: Db,
  raw: string | null,
  locale: Locale = "en",
  /** Each group's name in the page's language (the English names without it). */
  groupNames?: Readonly<Record<SearchKind, string>>,
): Promise<Suggestions> {
  const results = await search(db, raw, { perGroup: 3, snippets: false, locale });
  const items: Suggestion[] = results.groups.flatMap((group) =>
    group.hits.map((hit) => ({
      id: hit.id,
      group: groupNames?.[group.kind] ?? group.label,
      title: hit.title,
      url: hit.url,
    })),
  );
  return { query: results.query.text, items: items.slice(0, MAX_SUGGESTIONS) };
}

/** The index's dictionary and model codes, read once per content version (the index changes with it). */
const lexiconMemo = memoPerContentVersion(
  async (db: Db) => {
    const terms = await db.select({ word: searchTerms.word, hits: searchTerms.hits }).from(searchTerms);
    const codes = (
      await rowsOf<{ code: string }>(db, sql`select distinct unnest(codes) as code from search_entry`)
    ).map((r) => r.code);
    return lexicon(terms, codes);
  },
  // the content version says when the index changed; no need to reread it every 30 s
  { maxAgeMs: 10 * 60_000 },
);

/** For each word the index does not know, the closest indexed word by trigram similarity. */
function correct(lex: Lexicon, tokens: string[]): Record<string, string> {
  return corrections(
    lex,
    tokens.filter((t) => t.length >= MIN_CORRECTABLE && /\p{L}/u.test(t)),
  );
}

async function run(
  db: Db,
  lex: Lexicon,
  query: ParsedQuery & { terms: readonly QueryTerm[] },
  corrections: Record<string, string>,
  mode: "all" | "any" | "resembling",
  options: SearchOptions,
): Promise<Row[]> {
  const tsq = query.terms.length ? termsToTsQuery(query.terms, corrections, mode === "all" ? "all" : "any") : null;
  const whole = modelCode(query.text);
  // A family prefix is the whole query as a code (mk, sp2); words inside a longer query are not.
  const prefix = whole.length >= 2 && whole.length <= 8 && /[A-Z]/.test(whole) ? whole : "";
  const perGroup = options.kind ? (options.perGroup ?? 20) : (options.perGroup ?? 5);
  const offset = options.kind ? (options.offset ?? 0) : 0;
  const withSnippets = options.snippets ?? true;
  const locale = options.locale ?? "en";
  const config = TEXT_SEARCH_CONFIG[locale] ?? "english";
  // German words as the index wrote them (german.ts): „Ständer“ is not „Stand“
  const ownTsq = tsq && locale === "de" ? keepUmlauts(tsq) : tsq;
  // only the ways this query can match, so each is an index scan (full text, codes) where it can be
  const branches: SQL[] = [];
  // another language's page also lists English entries (content not translated yet): those were
  // indexed with English stemming, so they are matched with an English query too
  const fallback = locale !== "en";
  if (tsq) branches.push(fallback ? sql`(e.tsv @@ i.q or (e.locale = 'en' and e.tsv @@ i.q_en))` : sql`e.tsv @@ i.q`);
  if (query.codes.length) branches.push(sql`e.codes && i.codes`);
  // a family prefix (mk) that starts known codes (MK37, MK49, …): the products whose code starts it.
  // A small family is found through the codes index (spc121 is its own family of one: scanning every
  // product for it cost 8 ms at scale 100); a large one by checking the products alone (an overlap
  // with hundreds of codes was slower, in an index)
  const familyCodes = codesWithPrefix(lex, prefix);
  const family = familyCodes.length ? prefix : "";
  const small = familyCodes.length <= SMALL_FAMILY;
  const inFamily = small
    ? sql`(e.kind = 'product' and e.codes && i.family_codes)`
    : sql`(e.kind = 'product' and i.family <> '' and exists (select from unnest(e.codes) c where starts_with(c, i.family)))`;
  if (family) branches.push(inFamily);
  if (mode === "resembling") branches.push(sql`i.text <% e.title`);
  if (!branches.length) return [];
  const resembling = mode === "resembling";
  // each kind's best `best` matches: a bounded top-N sort per kind instead of sorting every match
  const best = Math.max(RESEMBLANCE_RANKED, offset + perGroup);
  const bestOfKind = (kind: SearchKind) => sql`(
      select * from matches m where m.kind = ${kind}
      order by m.base desc, m.published_at desc nulls last, m.title limit ${best})`;
  return rowsOf<Row>(
    db,
    sql`
    with input as (
      select case when ${tsq}::text is null then null else to_tsquery(${config}::regconfig, ${ownTsq}::text) end as q,
        case when ${fallback && tsq ? tsq : null}::text is null then null else to_tsquery('english', ${tsq}::text) end as q_en,
        string_to_array(${query.codes.join(" ")}, ' ') as codes,
        ${family}::text as family,
        string_to_array(${small ? familyCodes.join(" ") : ""}, ' ') as family_codes,
        ${query.text}::text as text
    ),
    -- materialised: read once by the count and by each kind's top-N, a few columns per match
    matches as materialized (
      select s.id, s.kind, s.title, s.published_at, s.exact, s.prefix,
        (case when s.exact then (case when s.kind = 'product' then 100 else 4 end) else 0 end)
        + (case when s.prefix then 40 else 0 end) + s.relevance as base
      from (
        select e.id, e.kind, e.title, e.published_at,
          e.codes && i.codes as exact,
          ${inFamily} as prefix,
          coalesce(greatest(ts_rank(e.tsv, i.q, 1), case when e.locale = 'en' then ts_rank(e.tsv, i.q_en, 1) end), 0) * e.boost * 10
          + (case when ${resembling}::boolean then word_similarity(i.text, e.title) * 2 else 0 end) as relevance
        from search_entry e, input i
        -- the page's language, and English for what has no entry in it (untranslated content)
        where (e.locale = ${locale} or (${locale} <> 'en' and e.locale = 'en' and not exists (
            select from search_entry o where o.locale = ${locale} and o.kind = e.kind and o.ref_id = e.ref_id)))
          and (${options.kind ?? null}::text is null or e.kind = ${options.kind ?? null}::text)
          and (e.published_at is null or e.published_at <= now())
          and (${sql.join(branches, sql` or `)})
      ) s
    ),
    totals as (select m.kind, count(*) as total from matches m group by m.kind),
    ranked as (
      select b.*, row_number() over (partition by b.kind order by b.base desc, b.published_at desc nulls last, b.title) as pre
      from (${sql.join(
        searchGroups.filter((g) => !options.kind || g.kind === options.kind).map((g) => bestOfKind(g.kind)),
        sql` union all `,
      )}) b
    ),
    -- the title's resemblance to the whole query reorders each kind's best few, not every match:
    -- word_similarity costs tens of microseconds a row, and a common word matches thousands
    head as (
      select r.id, row_number() over (partition by r.kind order by
        r.base + (case when ${resembling}::boolean then 0 else word_similarity(i.text, r.title) * 2 end) desc,
        r.published_at desc nulls last, r.title) as n
      from ranked r, input i
      where r.pre <= ${RESEMBLANCE_RANKED}
    ),
    top as (
      select h.id, h.n from head h where h.n > ${offset} and h.n <= ${offset + perGroup}
      union all
      select r.id, r.pre from ranked r
      where r.pre > ${RESEMBLANCE_RANKED} and r.pre > ${offset} and r.pre <= ${offset + perGroup}
    )
    -- the text for snippets is read for the few rows shown, not carried through the ranking
    select r.id, r.kind, e.ref_id, e.url, e.pic, e.locale, r.exact, r.prefix, t2.total, r.published_at, r.title,
      case when ${withSnippets}::boolean then left(e.summary || E'\n' || e.body, 4000) end as text
    from top t join ranked r on r.id = t.id join totals t2 on t2.kind = r.kind join search_entry e on e.id = t.id
    order by r.kind, t.n`,
  );
}

/** A row as a hit, highlighted here rather than by ts_headline: the same words, a fraction of the time. */
function toHit(row: Row, terms: string[], codes: string[]): SearchHit {
  return {
    id: row.id,
    kind: row.kind,
    refId: row.ref_id,
    url: row.url,
    pic: row.pic,
    title: highlight(row.title, terms, codes),
    snippet: row.text === null ? [] : snippet(row.text, terms, undefined, row.locale, japanesePhrases),
    exact: row.exact,
    publishedAt: row.published_at ? new Date(row.published_at).toISOString() : null,
  };
}
