CREATE TABLE "contact_reply" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_reply_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"message_id" integer NOT NULL,
	"key" text NOT NULL,
	"author_id" integer,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_reply_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "contact_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"topic_addresses" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"store_address" text,
	"retention_months" integer DEFAULT 24 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "contact_settings_one_row" CHECK (id = 1)
);
--> statement-breakpoint
ALTER TABLE "contact_message" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_message" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_reply" ADD CONSTRAINT "contact_reply_message_id_contact_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_reply_message_idx" ON "contact_reply" USING btree ("message_id","sent_at");--> statement-breakpoint
-- a message stored before this kept its language only in its acknowledgement
UPDATE "contact_message" AS c SET "locale" = m."locale" FROM "mail_outbox" AS m WHERE m."cause" = 'contact-ack:' || c."reference";
