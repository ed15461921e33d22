-- A product's search row is about 3 KB, over the 2 KB at which Postgres moves its largest value (the
-- tsvector) out of line: every match then read it from the TOAST table twice (the recheck and the
-- rank), about 10 us a product at CONTENT_SCALE=100. Rows under a page stay whole.
ALTER TABLE "search_entry" SET (toast_tuple_target = 8160);--> statement-breakpoint
-- rows written before this: the generated tsvector is computed and stored again, now inline
UPDATE "search_entry" SET "body" = "body";
