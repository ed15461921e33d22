CREATE TABLE "firmware_subscription" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "firmware_subscription_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"product_id" text NOT NULL,
	"locale" text NOT NULL,
	"consent_text" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"confirm_token_hash" text,
	"confirm_sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "firmware_subscription_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "firmware_subscription_email_product" UNIQUE("email","product_id")
);
--> statement-breakpoint
ALTER TABLE "firmware_subscription" ADD CONSTRAINT "firmware_subscription_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "firmware_subscription_product_idx" ON "firmware_subscription" USING btree ("product_id","confirmed_at");