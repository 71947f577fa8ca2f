CREATE TABLE "content_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_id" text NOT NULL,
	"type" text NOT NULL,
	"slug" text NOT NULL,
	"fixture_hash" text,
	"fixture_draft_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"state" text NOT NULL,
	"body" json,
	"publish_at" timestamp with time zone,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"parent" text,
	"title" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"article" jsonb,
	"article_date" text,
	"tag_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "content_versions_state_check" CHECK ("content_versions"."state" in ('draft', 'published')),
	CONSTRAINT "content_versions_source_check" CHECK ("content_versions"."source" in ('fixture', 'editor')),
	CONSTRAINT "content_versions_published_at_check" CHECK ("content_versions"."state" = 'draft' or "content_versions"."publish_at" is not null),
	CONSTRAINT "content_versions_draft_body_check" CHECK ("content_versions"."state" = 'published' or "content_versions"."body" is not null)
);
--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_document_id_content_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."content_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_documents_key_idx" ON "content_documents" USING btree ("site_id","type","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "content_versions_one_draft_idx" ON "content_versions" USING btree ("document_id") WHERE "content_versions"."state" = 'draft';--> statement-breakpoint
CREATE INDEX "content_versions_live_idx" ON "content_versions" USING btree ("document_id","state","publish_at");