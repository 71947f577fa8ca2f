CREATE TABLE "attempt_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"failures" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_adjustments" (
	"id" text PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"item_id" text,
	"type" text NOT NULL,
	"value" integer NOT NULL,
	"reason_code" text NOT NULL,
	"store_id" text NOT NULL,
	"store_employee_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gift_cards" ALTER COLUMN "pin" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "pin_hash" text;--> statement-breakpoint
ALTER TABLE "price_adjustments" ADD CONSTRAINT "price_adjustments_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_adjustments" ADD CONSTRAINT "price_adjustments_item_id_cart_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."cart_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_adjustments_line_idx" ON "price_adjustments" USING btree ("cart_id",coalesce("item_id", ''));