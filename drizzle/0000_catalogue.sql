CREATE TABLE "category" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"pic" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_doc" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_doc_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" text NOT NULL,
	"href" text NOT NULL,
	"size" text NOT NULL,
	"afterfix" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"title" text NOT NULL,
	"model_code" text NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"pic" text NOT NULL,
	"pic2" text NOT NULL,
	"pic3" text,
	"video" text,
	"video_cover" text,
	"desc" text NOT NULL,
	"sp1" jsonb NOT NULL,
	"sp2" jsonb NOT NULL,
	"sp3" jsonb NOT NULL,
	"sp4" text,
	"sticky_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"banners" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"detail_pic_list" jsonb,
	"params" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"un_compile" boolean DEFAULT false NOT NULL,
	"menu_position" integer,
	"status" text DEFAULT 'published' NOT NULL,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_model_code_unique" UNIQUE("model_code")
);
--> statement-breakpoint
CREATE TABLE "seed_state" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_group_product" (
	"sub_group_id" text NOT NULL,
	"product_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sub_group_product_sub_group_id_product_id_pk" PRIMARY KEY("sub_group_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "sub_group" (
	"id" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"label" text NOT NULL,
	"desc" text NOT NULL,
	"pic" text NOT NULL,
	"pic2" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_doc" ADD CONSTRAINT "product_doc_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "sub_group_product" ADD CONSTRAINT "sub_group_product_sub_group_id_sub_group_id_fk" FOREIGN KEY ("sub_group_id") REFERENCES "public"."sub_group"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "sub_group_product" ADD CONSTRAINT "sub_group_product_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "sub_group" ADD CONSTRAINT "sub_group_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "product_doc_product_idx" ON "product_doc" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_category_idx" ON "product" USING btree ("category_id","menu_position");--> statement-breakpoint
CREATE INDEX "sub_group_category_idx" ON "sub_group" USING btree ("category_id","position");