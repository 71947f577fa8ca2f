CREATE TABLE "reference_data_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"stamp" text DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "reference_data_version_one_row" CHECK ("reference_data_version"."id")
);
--> statement-breakpoint
CREATE INDEX "payment_instruments_cart_idx" ON "payment_instruments" USING btree ("cart_id");--> statement-breakpoint
-- Hand-written (decision 0022): the stamp is renewed by every statement that writes the
-- reference data the cart keeps in memory, whoever runs it (the seed, an admin, a test, another
-- process). Coupons' redemption count is not reference data: updating only it keeps the stamp.
INSERT INTO "reference_data_version" DEFAULT VALUES;
--> statement-breakpoint
CREATE FUNCTION "renew_reference_data_stamp"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "reference_data_version" SET "stamp" = gen_random_uuid()::text;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "promotions_renew_reference_data_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promotions" FOR EACH STATEMENT EXECUTE FUNCTION "renew_reference_data_stamp"();
--> statement-breakpoint
CREATE TRIGGER "coupons_renew_reference_data_stamp" AFTER INSERT OR UPDATE OF "code", "promotion_id", "starts_at", "ends_at", "max_redemptions", "once_per_customer" OR DELETE OR TRUNCATE ON "coupons" FOR EACH STATEMENT EXECUTE FUNCTION "renew_reference_data_stamp"();
--> statement-breakpoint
CREATE TRIGGER "categories_renew_reference_data_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "renew_reference_data_stamp"();
--> statement-breakpoint
CREATE TRIGGER "member_price_rules_renew_reference_data_stamp" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "member_price_rules" FOR EACH STATEMENT EXECUTE FUNCTION "renew_reference_data_stamp"();
