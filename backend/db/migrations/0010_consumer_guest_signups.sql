CREATE TABLE "guest_sms_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"guest_id" text,
	"status" text NOT NULL,
	"acquisition_type" text,
	"campaign_name" text,
	"optin_at" timestamp with time zone,
	"double_optin_at" timestamp with time zone,
	"optout_at" timestamp with time zone,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_sms_subscriptions_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
CREATE TABLE "newsletter_confirmation_tokens" (
	"token_hash" text NOT NULL,
	"subscription_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_confirmation_tokens_token_hash_subscription_id_pk" PRIMARY KEY("token_hash","subscription_id")
);
--> statement-breakpoint
CREATE TABLE "newsletter_contacts" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_contacts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"contact_id" text,
	"consumer_id" text,
	"type" text NOT NULL,
	"recipient" text NOT NULL,
	"status" text NOT NULL,
	"country" text NOT NULL,
	"region" text NOT NULL,
	"acquisition_type" text,
	"campaign_name" text,
	"optin_at" timestamp with time zone,
	"double_optin_at" timestamp with time zone,
	"optout_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriptions_one_owner" CHECK (("newsletter_subscriptions"."contact_id" is null) <> ("newsletter_subscriptions"."consumer_id" is null))
);
--> statement-breakpoint
CREATE TABLE "signup_message_quotas" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"sent" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_confirmation_tokens" ADD CONSTRAINT "newsletter_confirmation_tokens_subscription_id_newsletter_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."newsletter_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_contact_id_newsletter_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."newsletter_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guest_sms_subscriptions_guest_idx" ON "guest_sms_subscriptions" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "newsletter_confirmation_tokens_subscription_idx" ON "newsletter_confirmation_tokens" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_contact_idx" ON "newsletter_subscriptions" USING btree ("contact_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_consumer_idx" ON "newsletter_subscriptions" USING btree ("consumer_id","type");