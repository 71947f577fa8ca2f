CREATE TABLE "addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"consumer_id" text NOT NULL,
	"approach_type" text NOT NULL,
	"main" boolean DEFAULT false NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"postal_code" text NOT NULL,
	"state_city_prov_dept" text,
	"recipient_first_name" text NOT NULL,
	"recipient_last_name" text NOT NULL,
	"recipient_contact_email" text,
	"recipient_contact_phone" text
);
--> statement-breakpoint
CREATE TABLE "authorization_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"consumer_id" text NOT NULL,
	"code_challenge" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cart_coupons" (
	"cart_id" text NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "cart_coupons_cart_id_code_pk" PRIMARY KEY("cart_id","code")
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" text PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"shipping_method" text DEFAULT 'standard' NOT NULL,
	"store_id" text,
	"bonus" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_quantity" CHECK ("cart_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"currency" text NOT NULL,
	"consumer_id" text,
	"guest_id" text,
	"status" text DEFAULT 'active' NOT NULL,
	"shipping_address" jsonb,
	"billing_address" jsonb,
	"email" text,
	"applied_loyalty_voucher" text,
	"flash" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consumers" (
	"id" text PRIMARY KEY NOT NULL,
	"consumer_no" text NOT NULL,
	"member_id" text,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"birth_date" text,
	"postal_code" text,
	"consumer_type" text DEFAULT 'REGULAR' NOT NULL,
	"loyalty_member" boolean DEFAULT false NOT NULL,
	"loyalty_opt_in_date" text,
	"loyalty_points" integer DEFAULT 0 NOT NULL,
	"athlete" boolean DEFAULT false NOT NULL,
	"identity_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"employee_terms_accepted" boolean DEFAULT false NOT NULL,
	"annual_cap" integer,
	"current_spend" integer DEFAULT 0 NOT NULL,
	"interests" text DEFAULT '' NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"promotion_id" text NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_redemptions" integer,
	"redemptions" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"number" text PRIMARY KEY NOT NULL,
	"pin" text NOT NULL,
	"currency" text NOT NULL,
	"balance" integer NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "inventory" (
	"variant_id" text NOT NULL,
	"location_id" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "inventory_variant_id_location_id_pk" PRIMARY KEY("variant_id","location_id"),
	CONSTRAINT "inventory_not_negative" CHECK ("inventory"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_vouchers" (
	"id" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_number" text PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"consumer_id" text,
	"email" text NOT NULL,
	"site_id" text NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"items" jsonb NOT NULL,
	"totals" jsonb NOT NULL,
	"shipments" jsonb NOT NULL,
	"payment" jsonb NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_instruments" (
	"id" text PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"method_id" text NOT NULL,
	"amount" integer NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"variant_id" text NOT NULL,
	"currency" text NOT NULL,
	"list_amount" integer NOT NULL,
	"sale_amount" integer NOT NULL,
	CONSTRAINT "prices_variant_id_currency_pk" PRIMARY KEY("variant_id","currency"),
	CONSTRAINT "prices_positive" CHECK ("prices"."sale_amount" > 0 and "prices"."list_amount" >= "prices"."sale_amount")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category_id" text NOT NULL,
	"gender" text,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"badge" text,
	"rating_score_tenths" integer DEFAULT 0 NOT NULL,
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"is_digital" boolean DEFAULT false NOT NULL,
	"is_customs" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"level" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"threshold" integer DEFAULT 0 NOT NULL,
	"currency" text,
	"customer_group" text DEFAULT 'ALL' NOT NULL,
	"category_id" text,
	"gift_variant_id" text,
	"coupon_required" boolean DEFAULT false NOT NULL,
	"callout_message" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"consumer_id" text,
	"guest_id" text,
	"employee_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"consumer_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"holder" text NOT NULL,
	"main" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_employees" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"site_id" text NOT NULL,
	"address_line1" text NOT NULL,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"country" text NOT NULL,
	"latitude_e6" integer NOT NULL,
	"longitude_e6" integer NOT NULL,
	"phone" text NOT NULL,
	"hours" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"upc" text NOT NULL,
	"color_code" text NOT NULL,
	"color_name" text NOT NULL,
	"size" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_codes" ADD CONSTRAINT "authorization_codes_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_coupons" ADD CONSTRAINT "cart_coupons_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_instruments" ADD CONSTRAINT "payment_instruments_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_employees" ADD CONSTRAINT "store_employees_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_line_idx" ON "cart_items" USING btree ("cart_id","variant_id","bonus");--> statement-breakpoint
CREATE INDEX "carts_consumer_idx" ON "carts" USING btree ("consumer_id");--> statement-breakpoint
CREATE INDEX "carts_guest_idx" ON "carts" USING btree ("guest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consumers_email_idx" ON "consumers" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "consumers_no_idx" ON "consumers" USING btree ("consumer_no");--> statement-breakpoint
CREATE UNIQUE INDEX "consumers_phone_idx" ON "consumers" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_idx" ON "orders" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_idx" ON "orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_consumer_idx" ON "orders" USING btree ("consumer_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "variants_upc_idx" ON "variants" USING btree ("upc");--> statement-breakpoint
CREATE INDEX "variants_product_idx" ON "variants" USING btree ("product_id");