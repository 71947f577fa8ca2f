CREATE TABLE "device_fingerprints" (
	"cart_id" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_for_later" (
	"id" text PRIMARY KEY NOT NULL,
	"consumer_id" text,
	"guest_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_for_later_items" (
	"id" text PRIMARY KEY NOT NULL,
	"list_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_for_later_quantity" CHECK ("saved_for_later_items"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "device_fingerprints" ADD CONSTRAINT "device_fingerprints_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_for_later" ADD CONSTRAINT "saved_for_later_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_for_later_items" ADD CONSTRAINT "saved_for_later_items_list_id_saved_for_later_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."saved_for_later"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_for_later_items" ADD CONSTRAINT "saved_for_later_items_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_for_later_consumer_idx" ON "saved_for_later" USING btree ("consumer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_for_later_guest_idx" ON "saved_for_later" USING btree ("guest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_for_later_items_line_idx" ON "saved_for_later_items" USING btree ("list_id","variant_id");