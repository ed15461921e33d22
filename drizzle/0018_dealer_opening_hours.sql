ALTER TABLE "dealer" ADD COLUMN "opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- ===== Hand-written data migration (keep at the END when regenerating this migration) =====
-- Reads each store's one-line hours ("Mon–Sat 10:00–19:00, Sun 12:00–17:00", "Daily 10:00–20:00",
-- "Tue–Sat 09:30–13:00 and 15:30–19:30", "Tue–Sat 10:00–18:00, Thu until 21:00",
-- "Thu–Tue 10:30–19:00 (closed Wed)", "… (trade only)") into schema.org OpeningHoursSpecification
-- entries, as parseHoursText in app/lib/opening-hours.ts does; a line it cannot read leaves [].
CREATE FUNCTION "noteva_0017_hours"(line text) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  abbr text[] := ARRAY['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  names text[] := ARRAY['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  days jsonb[] := ARRAY['[]', '[]', '[]', '[]', '[]', '[]', '[]']::jsonb[];
  part text;
  span text;
  m text[];
  t text[];
  periods jsonb;
  period jsonb;
  f int;
  l int;
  i int;
  j int;
  n int;
  found boolean;
  result jsonb := '[]';
BEGIN
  IF line IS NULL THEN RETURN NULL; END IF;
  line := btrim(regexp_replace(line, '\s*\((trade only|closed [A-Za-z]{3})\)', '', 'g'));
  FOREACH part IN ARRAY regexp_split_to_array(line, ',\s*') LOOP
    m := regexp_match(part, '^([A-Z][a-z]{2}) until ((?:[01]\d|2[0-3]):[0-5]\d)$');
    IF m IS NOT NULL THEN
      i := array_position(abbr, m[1]);
      IF i IS NULL OR jsonb_array_length(days[i]) = 0 THEN RETURN NULL; END IF;
      days[i] := jsonb_set(days[i], ARRAY[(jsonb_array_length(days[i]) - 1)::text, 'closes'], to_jsonb(m[2]));
      CONTINUE;
    END IF;
    m := regexp_match(part, '^(Daily|[A-Z][a-z]{2})(?:[–-]([A-Z][a-z]{2}))? (.+)$');
    IF m IS NULL THEN RETURN NULL; END IF;
    IF m[1] = 'Daily' THEN
      f := 1;
      l := 7;
    ELSE
      f := array_position(abbr, m[1]);
      l := CASE WHEN m[2] IS NULL THEN f ELSE array_position(abbr, m[2]) END;
    END IF;
    IF f IS NULL OR l IS NULL THEN RETURN NULL; END IF;
    periods := '[]';
    FOREACH span IN ARRAY string_to_array(m[3], ' and ') LOOP
      t := regexp_match(btrim(span), '^((?:[01]\d|2[0-3]):[0-5]\d)[–-]((?:[01]\d|2[0-3]):[0-5]\d)$');
      IF t IS NULL THEN RETURN NULL; END IF;
      periods := periods || jsonb_build_array(jsonb_build_object('opens', t[1], 'closes', t[2]));
    END LOOP;
    -- a range may run over the week's end: Thu–Tue
    i := f;
    n := 0;
    LOOP
      days[i] := periods;
      EXIT WHEN i = l OR n >= 6;
      i := i % 7 + 1;
      n := n + 1;
    END LOOP;
  END LOOP;
  -- one entry per distinct period, with its days, in the order of the week
  FOR i IN 1..7 LOOP
    FOR period IN SELECT value FROM jsonb_array_elements(days[i]) LOOP
      found := false;
      FOR j IN 0..jsonb_array_length(result) - 1 LOOP
        IF result -> j -> 'opens' = period -> 'opens' AND result -> j -> 'closes' = period -> 'closes' THEN
          result := jsonb_set(result, ARRAY[j::text, 'dayOfWeek'], (result -> j -> 'dayOfWeek') || to_jsonb(names[i]));
          found := true;
          EXIT;
        END IF;
      END LOOP;
      IF NOT found THEN
        result := result || jsonb_build_array(jsonb_build_object(
          'dayOfWeek', jsonb_build_array(names[i]), 'opens', period -> 'opens', 'closes', period -> 'closes'));
      END IF;
    END LOOP;
  END LOOP;
  RETURN CASE WHEN jsonb_array_length(result) = 0 THEN NULL ELSE result END;
END;
$$;
--> statement-breakpoint
UPDATE "dealer" SET "opening_hours" = coalesce("noteva_0017_hours"("hours"), '[]'::jsonb);
--> statement-breakpoint
DROP FUNCTION "noteva_0017_hours"(text);
