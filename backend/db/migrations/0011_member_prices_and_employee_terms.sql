CREATE TABLE "member_price_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_group" text NOT NULL,
	"label" text NOT NULL,
	"percent_off" integer NOT NULL,
	"full_price_only" boolean DEFAULT false NOT NULL,
	"excluded_category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "member_price_rules_percent" CHECK ("member_price_rules"."percent_off" between 1 and 99)
);
--> statement-breakpoint
ALTER TABLE "consumers" ADD COLUMN "employee_terms_accepted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "member_price_rules_group_idx" ON "member_price_rules" USING btree ("customer_group");