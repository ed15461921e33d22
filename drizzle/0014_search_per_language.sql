DROP INDEX "search_entry_ref_idx";--> statement-breakpoint
ALTER TABLE "search_entry" ALTER COLUMN "tsv" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "search_entry" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "search_entry_ref_idx" ON "search_entry" USING btree ("locale","kind","ref_id");