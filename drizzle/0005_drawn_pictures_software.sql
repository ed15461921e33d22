CREATE TABLE "drawn_picture_file" (
	"ref" text NOT NULL,
	"width" integer NOT NULL,
	"format" text NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "drawn_picture_file_ref_width_format_pk" PRIMARY KEY("ref","width","format")
);
--> statement-breakpoint
CREATE TABLE "drawn_picture" (
	"ref" text PRIMARY KEY NOT NULL,
	"product_id" text,
	"svg" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "software_release" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "software_release_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"version" text NOT NULL,
	"platform" text NOT NULL,
	"product_id" text,
	"notes" text DEFAULT '' NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL,
	"href" text NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "drawn_picture_file" ADD CONSTRAINT "drawn_picture_file_ref_drawn_picture_ref_fk" FOREIGN KEY ("ref") REFERENCES "public"."drawn_picture"("ref") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawn_picture" ADD CONSTRAINT "drawn_picture_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "software_release" ADD CONSTRAINT "software_release_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "drawn_picture_product_idx" ON "drawn_picture" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "software_release_released_idx" ON "software_release" USING btree ("released_at");