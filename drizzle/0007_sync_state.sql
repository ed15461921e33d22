CREATE TABLE "sync_state" (
	"name" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
