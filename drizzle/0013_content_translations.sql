CREATE TABLE "content_translation" (
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"locale" text NOT NULL,
	"field" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_translation_entity_entity_id_locale_field_pk" PRIMARY KEY("entity","entity_id","locale","field")
);
