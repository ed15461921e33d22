ALTER TABLE "search_entry" ADD COLUMN "owner" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "search_entry_owner_idx" ON "search_entry" USING btree ("owner");--> statement-breakpoint
-- the index is derived data: emptied here and built whole (owners included) before the next start listens
DELETE FROM "search_entry";--> statement-breakpoint
DELETE FROM "search_term";--> statement-breakpoint
DELETE FROM "sync_state" WHERE "name" = 'search-index';
