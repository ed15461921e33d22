ALTER TABLE "product" ADD COLUMN "discontinued_on" date;--> statement-breakpoint
CREATE INDEX "product_range_idx" ON "product" USING btree ("category_id","discontinued_on","id");