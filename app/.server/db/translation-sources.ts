/**
 * Records, for the translations that lack it, the English they were translated from: the current
 * English of each slot the row holds (app/lib/translations/slots.ts names the slots). The seed
 * runs it after inserting its translations; drizzle/0017's closing block is the same statements,
 * run once over the translations present when it migrates (they count as current).
 */
import { sql } from "drizzle-orm";
import type { Db } from "./client";

/** The statements, in order; each touches only rows whose source is still null. */
export const translationSourceStatements = [
  sql`UPDATE content_translation t SET source = jsonb_build_object(t.field, CASE t.field WHEN 'name' THEN c.name ELSE c.title END)
  FROM category c WHERE t.entity = 'category' AND t.source IS NULL AND t.field IN ('name', 'title') AND c.id = t.entity_id`,
  sql`UPDATE content_translation t SET source = jsonb_build_object(t.field, CASE t.field WHEN 'label' THEN g.label ELSE g."desc" END)
  FROM sub_group g WHERE t.entity = 'group' AND t.source IS NULL AND t.field IN ('label', 'desc') AND g.id = t.entity_id`,
  sql`UPDATE content_translation t SET source = jsonb_build_object('label', t.entity_id)
  WHERE t.entity = 'param-label' AND t.source IS NULL AND t.field = 'label'`,
  sql`UPDATE content_translation t SET source = jsonb_build_object(t.field, CASE t.field
    WHEN 'desc' THEN p."desc" WHEN 'sp1' THEN p.sp1->>'text' WHEN 'sp2' THEN p.sp2->>'text'
    WHEN 'sp3' THEN p.sp3->>'text' ELSE p.sp4 END)
  FROM product p WHERE t.entity = 'product' AND t.source IS NULL
    AND t.field IN ('desc', 'sp1', 'sp2', 'sp3', 'sp4') AND p.id = t.entity_id`,
  sql`UPDATE content_translation t SET source = (
    SELECT coalesce(jsonb_object_agg(kv.k, kv.v), '{}'::jsonb)
    FROM jsonb_array_elements(p.sticky_list) WITH ORDINALITY AS s(item, n),
      LATERAL (VALUES ('stickyList.' || (s.n - 1) || '.title', s.item->>'title'),
                      ('stickyList.' || (s.n - 1) || '.desc', s.item->>'desc')) AS kv(k, v))
  FROM product p WHERE t.entity = 'product' AND t.source IS NULL AND t.field = 'stickyList' AND p.id = t.entity_id`,
  sql`UPDATE content_translation t SET source = (
    SELECT coalesce(jsonb_object_agg('params.' || (x->>'label'), CASE jsonb_typeof(x->'value')
      WHEN 'array' THEN (SELECT string_agg(e, E'\n' ORDER BY i) FROM jsonb_array_elements_text(x->'value') WITH ORDINALITY AS a(e, i))
      ELSE x->>'value' END), '{}'::jsonb)
    FROM jsonb_array_elements(p.params) AS x
    WHERE jsonb_typeof(x->'value') <> 'null' AND jsonb_typeof(t.value) = 'object' AND t.value ? (x->>'label'))
  FROM product p WHERE t.entity = 'product' AND t.source IS NULL AND t.field = 'params' AND p.id = t.entity_id`,
  sql`UPDATE content_translation t SET source = jsonb_build_object(t.field, CASE t.field WHEN 'title' THEN a.title ELSE a.summary END)
  FROM article a WHERE t.entity = 'article' AND t.source IS NULL AND t.field IN ('title', 'summary') AND a.id = t.entity_id`,
  sql`UPDATE content_translation t SET source = (
    SELECT coalesce(jsonb_object_agg(
      'body.' || (s.n - 1) || CASE s.b->>'type' WHEN 'ul' THEN '.items' WHEN 'img' THEN '.caption' ELSE '.text' END,
      CASE s.b->>'type'
        WHEN 'ul' THEN (SELECT string_agg(e, E'\n' ORDER BY i) FROM jsonb_array_elements_text(s.b->'items') WITH ORDINALITY AS l(e, i))
        WHEN 'img' THEN s.b->>'caption' ELSE s.b->>'text' END), '{}'::jsonb)
    FROM jsonb_array_elements(a.body) WITH ORDINALITY AS s(b, n))
  FROM article a WHERE t.entity = 'article' AND t.source IS NULL AND t.field = 'body' AND a.id = t.entity_id`,
  sql`UPDATE content_translation t SET source = jsonb_build_object('changes', array_to_string(f.changes, E'\n'))
  FROM firmware_release f WHERE t.entity = 'firmware' AND t.source IS NULL AND t.field = 'changes'
    AND f.product_id || '@' || f.version = t.entity_id`,
  sql`UPDATE content_translation t SET source = jsonb_build_object(t.field, CASE t.field
    WHEN 'name' THEN d.name WHEN 'street' THEN d.street WHEN 'city' THEN d.city ELSE d.region END)
  FROM dealer d WHERE t.entity = 'dealer' AND t.source IS NULL
    AND t.field IN ('name', 'street', 'city', 'region') AND d.id = t.entity_id`,
];

/** Records the English source of every translation that lacks one (see above). */
export async function recordTranslationSources(db: Db) {
  for (const statement of translationSourceStatements) await db.execute(statement);
}
