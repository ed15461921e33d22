CREATE TABLE "product_video" (
	"product_id" text PRIMARY KEY NOT NULL,
	"published_on" date NOT NULL,
	"captions" text NOT NULL,
	"seconds" integer NOT NULL,
	"bytes" integer
);
--> statement-breakpoint
ALTER TABLE "product_doc" ADD COLUMN "bytes" integer;--> statement-breakpoint
ALTER TABLE "product_video" ADD CONSTRAINT "product_video_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
-- Sizes become bytes. The old text ("2.4 MB") cannot give the exact count back, so it is not
-- converted: an uploaded document takes its size from its upload row, and a file of the build gets
-- its size from the file at the next start, which syncs before serving because its check is reset.
UPDATE "product_doc" SET "bytes" = "upload"."bytes" FROM "upload"
	WHERE "product_doc"."href" = '/files/' || "upload"."sha256" || '/' || "upload"."name";--> statement-breakpoint
ALTER TABLE "product_doc" DROP COLUMN "size";--> statement-breakpoint
DELETE FROM "sync_state" WHERE "name" = 'firmware-files';
