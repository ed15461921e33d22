CREATE TABLE "article" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"pic" text NOT NULL,
	"body" jsonb NOT NULL,
	"product_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "firmware_release" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "firmware_release_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" text NOT NULL,
	"version" text NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	"changes" text[] NOT NULL,
	"href" text NOT NULL,
	"bytes" integer DEFAULT 0 NOT NULL,
	"sha256" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "firmware_release" ADD CONSTRAINT "firmware_release_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "article_kind_published_idx" ON "article" USING btree ("kind","status","published_at");--> statement-breakpoint
CREATE INDEX "firmware_product_idx" ON "firmware_release" USING btree ("product_id","released_at");