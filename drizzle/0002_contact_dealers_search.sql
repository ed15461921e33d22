-- Trigram matching for search (typos, partial model codes); pg_trgm is a trusted extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "contact_message" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"country" text NOT NULL,
	"topic" text NOT NULL,
	"product_id" text,
	"serial" text,
	"dealer_id" text,
	"message" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sender_hash" text NOT NULL,
	"user_agent" text,
	CONSTRAINT "contact_message_reference_unique" UNIQUE("reference"),
	CONSTRAINT "contact_message_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "dealer" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"region" text,
	"street" text NOT NULL,
	"postcode" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"website" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"lines" text[] NOT NULL,
	"hours" text NOT NULL,
	"verified_on" date NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"bucket" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_bucket_window_start_pk" PRIMARY KEY("bucket","window_start")
);
--> statement-breakpoint
CREATE TABLE "search_entry" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ref_id" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"url" text NOT NULL,
	"pic" text,
	"boost" real DEFAULT 1 NOT NULL,
	"published_at" timestamp with time zone,
	"tsv" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title || ' ' || keywords), 'A') || setweight(to_tsvector('english', summary), 'B') || setweight(to_tsvector('english', body), 'C')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_term" (
	"word" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "contact_message_status_idx" ON "contact_message" USING btree ("status","received_at");--> statement-breakpoint
CREATE INDEX "dealer_country_idx" ON "dealer" USING btree ("country","type");--> statement-breakpoint
CREATE INDEX "rate_limit_window_idx" ON "rate_limit" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "search_entry_tsv_idx" ON "search_entry" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "search_entry_codes_idx" ON "search_entry" USING gin ("codes");--> statement-breakpoint
CREATE INDEX "search_entry_title_trgm_idx" ON "search_entry" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "search_entry_ref_idx" ON "search_entry" USING btree ("kind","ref_id");--> statement-breakpoint
CREATE INDEX "search_term_trgm_idx" ON "search_term" USING gin ("word" gin_trgm_ops);