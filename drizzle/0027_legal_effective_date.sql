-- Hand-edited: the date each legal page's text took effect („Stand“), which the page shows in place of
-- the row's last write (a data set seeded today said today on every page). A data set made before takes
-- the date its rows were last written; the seed set legal-dates then gives a page whose text is still
-- the seed's the seed's date (app/.server/db/seed/index.ts).
ALTER TABLE "legal_page" ADD COLUMN "effective_on" date;--> statement-breakpoint
UPDATE "legal_page" SET "effective_on" = ("updated_at" AT TIME ZONE 'UTC')::date;--> statement-breakpoint
ALTER TABLE "legal_page" ALTER COLUMN "effective_on" SET NOT NULL;
