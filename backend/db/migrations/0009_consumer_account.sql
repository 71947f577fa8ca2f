CREATE TABLE "consumer_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"consumer_id" text,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"template" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consumer_preferences" (
	"consumer_id" text PRIMARY KEY NOT NULL,
	"preferred_shoe_size" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_us_cases" (
	"case_number" text PRIMARY KEY NOT NULL,
	"consumer_id" text,
	"guest_id" text,
	"category_id" text NOT NULL,
	"subject_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"order_number" text,
	"message" text NOT NULL,
	"site_id" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_card_email_resends" (
	"id" text PRIMARY KEY NOT NULL,
	"consumer_id" text NOT NULL,
	"order_number" text NOT NULL,
	"item_id" text NOT NULL,
	"recipient_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"consumer_id" text NOT NULL,
	"usid" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consumer_notification_settings" (
	"consumer_id" text NOT NULL,
	"topic" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consumer_notification_settings_consumer_id_topic_channel_pk" PRIMARY KEY("consumer_id","topic","channel")
);
--> statement-breakpoint
CREATE TABLE "saved_card_addresses" (
	"card_id" text PRIMARY KEY NOT NULL,
	"address_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consumer_sms_subscriptions" (
	"consumer_id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"status" text NOT NULL,
	"optin_at" timestamp with time zone,
	"double_optin_at" timestamp with time zone,
	"optout_at" timestamp with time zone,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_data_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"consumer_id" text NOT NULL,
	"request_type" text NOT NULL,
	"organization" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "warranty_cases" (
	"case_id" text PRIMARY KEY NOT NULL,
	"consumer_id" text NOT NULL,
	"product_id" text NOT NULL,
	"variant_id" text,
	"order_number" text,
	"purchase_date" text NOT NULL,
	"issue_type" text NOT NULL,
	"description" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact_phone" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consumer_outbox" ADD CONSTRAINT "consumer_outbox_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_preferences" ADD CONSTRAINT "consumer_preferences_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_us_cases" ADD CONSTRAINT "contact_us_cases_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_email_resends" ADD CONSTRAINT "gift_card_email_resends_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_tokens" ADD CONSTRAINT "loyalty_tokens_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_notification_settings" ADD CONSTRAINT "consumer_notification_settings_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_card_addresses" ADD CONSTRAINT "saved_card_addresses_card_id_saved_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."saved_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_card_addresses" ADD CONSTRAINT "saved_card_addresses_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_sms_subscriptions" ADD CONSTRAINT "consumer_sms_subscriptions_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_data_requests" ADD CONSTRAINT "user_data_requests_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_cases" ADD CONSTRAINT "warranty_cases_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_cases" ADD CONSTRAINT "warranty_cases_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consumer_outbox_consumer_idx" ON "consumer_outbox" USING btree ("consumer_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_us_cases_consumer_idx" ON "contact_us_cases" USING btree ("consumer_id");--> statement-breakpoint
CREATE INDEX "gift_card_email_resends_line_idx" ON "gift_card_email_resends" USING btree ("order_number","item_id","created_at");--> statement-breakpoint
CREATE INDEX "loyalty_tokens_consumer_idx" ON "loyalty_tokens" USING btree ("consumer_id");--> statement-breakpoint
CREATE INDEX "user_data_requests_consumer_idx" ON "user_data_requests" USING btree ("consumer_id");--> statement-breakpoint
CREATE INDEX "warranty_cases_consumer_idx" ON "warranty_cases" USING btree ("consumer_id");