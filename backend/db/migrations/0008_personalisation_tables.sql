CREATE TABLE "personalisation_decisions" (
	"id" text PRIMARY KEY NOT NULL,
	"monetate_id" text NOT NULL,
	"brand" text NOT NULL,
	"request_id" text NOT NULL,
	"customer_id" text,
	"page_type" text,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personalisation_experiences" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"label" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"brands" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"audience" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personalisation_page_events" (
	"id" text PRIMARY KEY NOT NULL,
	"monetate_id" text NOT NULL,
	"brand" text NOT NULL,
	"name" text NOT NULL,
	"page_type" text,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personalisation_rec_events" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"monetate_id" text NOT NULL,
	"rec_token" text NOT NULL,
	"decision_id" text NOT NULL,
	"experience_id" text NOT NULL,
	"variant_name" text NOT NULL,
	"component" text NOT NULL,
	"strategy" text NOT NULL,
	"product_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personalisation_rec_events_kind" CHECK ("personalisation_rec_events"."kind" in ('impression', 'click'))
);
--> statement-breakpoint
CREATE TABLE "personalisation_variants" (
	"experience_id" text NOT NULL,
	"name" text NOT NULL,
	"label" text NOT NULL,
	"allocation_basis_points" integer NOT NULL,
	"position" integer NOT NULL,
	"recommendations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "personalisation_variants_experience_id_name_pk" PRIMARY KEY("experience_id","name"),
	CONSTRAINT "personalisation_variants_allocation" CHECK ("personalisation_variants"."allocation_basis_points" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "personalisation_rec_events" ADD CONSTRAINT "personalisation_rec_events_decision_id_personalisation_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."personalisation_decisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personalisation_variants" ADD CONSTRAINT "personalisation_variants_experience_id_personalisation_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."personalisation_experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personalisation_decisions_visitor_idx" ON "personalisation_decisions" USING btree ("monetate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "personalisation_experiences_name_idx" ON "personalisation_experiences" USING btree ("name");--> statement-breakpoint
CREATE INDEX "personalisation_page_events_visitor_idx" ON "personalisation_page_events" USING btree ("monetate_id");--> statement-breakpoint
CREATE INDEX "personalisation_rec_events_visitor_idx" ON "personalisation_rec_events" USING btree ("monetate_id");--> statement-breakpoint
CREATE INDEX "personalisation_rec_events_product_idx" ON "personalisation_rec_events" USING btree ("product_id","kind");