CREATE TABLE "product_answer_votes" (
	"answer_id" text NOT NULL,
	"shopper_key" text NOT NULL,
	"helpful" boolean NOT NULL,
	"voted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "product_answer_votes_answer_id_shopper_key_pk" PRIMARY KEY("answer_id","shopper_key")
);
--> statement-breakpoint
CREATE TABLE "product_answers" (
	"id" text PRIMARY KEY NOT NULL,
	"question_id" text NOT NULL,
	"shopper_key" text,
	"text" text NOT NULL,
	"nickname" text NOT NULL,
	"is_brand_answer" boolean DEFAULT false NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"unhelpful_count" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "product_answers_counts" CHECK (least("product_answers"."helpful_count", "product_answers"."unhelpful_count") >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"shopper_key" text,
	"text" text NOT NULL,
	"nickname" text NOT NULL,
	"locale" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_ratings" (
	"product_id" text PRIMARY KEY NOT NULL,
	"stars_1" integer DEFAULT 0 NOT NULL,
	"stars_2" integer DEFAULT 0 NOT NULL,
	"stars_3" integer DEFAULT 0 NOT NULL,
	"stars_4" integer DEFAULT 0 NOT NULL,
	"stars_5" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_ratings_not_negative" CHECK (least("product_ratings"."stars_1", "product_ratings"."stars_2", "product_ratings"."stars_3", "product_ratings"."stars_4", "product_ratings"."stars_5") >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_review_flags" (
	"review_id" text NOT NULL,
	"shopper_key" text NOT NULL,
	"reason" text NOT NULL,
	"comment" text,
	"flagged_at" timestamp with time zone NOT NULL,
	CONSTRAINT "product_review_flags_review_id_shopper_key_pk" PRIMARY KEY("review_id","shopper_key")
);
--> statement-breakpoint
CREATE TABLE "product_review_votes" (
	"review_id" text NOT NULL,
	"shopper_key" text NOT NULL,
	"helpful" boolean NOT NULL,
	"voted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "product_review_votes_review_id_shopper_key_pk" PRIMARY KEY("review_id","shopper_key")
);
--> statement-breakpoint
CREATE TABLE "product_reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"shopper_key" text,
	"rating" integer NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"nickname" text NOT NULL,
	"location" text,
	"locale" text NOT NULL,
	"recommended" boolean,
	"verified_purchaser" boolean DEFAULT false NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"unhelpful_count" integer DEFAULT 0 NOT NULL,
	"flag_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "product_reviews_rating" CHECK ("product_reviews"."rating" between 1 and 5),
	CONSTRAINT "product_reviews_counts" CHECK (least("product_reviews"."helpful_count", "product_reviews"."unhelpful_count", "product_reviews"."flag_count") >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_search" (
	"product_id" text PRIMARY KEY NOT NULL,
	"document" "tsvector" NOT NULL,
	"name_text" text NOT NULL,
	"category_ids" text[] NOT NULL,
	"color_names" text[] NOT NULL,
	"sizes" text[] NOT NULL,
	"gender" text,
	"launched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"documents" integer NOT NULL,
	"field_rank" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_set_items" (
	"set_id" text NOT NULL,
	"product_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_set_items_set_id_product_id_pk" PRIMARY KEY("set_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_sets" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"variant_id" text NOT NULL,
	"site_id" text NOT NULL,
	"locale" text NOT NULL,
	"shopper_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "collection_points" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"carrier" text NOT NULL,
	"address_line1" text NOT NULL,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"country" text NOT NULL,
	"latitude_e6" integer NOT NULL,
	"longitude_e6" integer NOT NULL,
	"hours" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"dial_code" text NOT NULL,
	"phone_masks" jsonb NOT NULL,
	"postal_code_pattern" text,
	"default_language" text NOT NULL,
	"site_id" text
);
--> statement-breakpoint
CREATE TABLE "favorite_items" (
	"id" text PRIMARY KEY NOT NULL,
	"list_id" text NOT NULL,
	"item_type" text NOT NULL,
	"ref" text NOT NULL,
	"product_id" text NOT NULL,
	"variant_id" text,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_items_quantity" CHECK ("favorite_items"."quantity" > 0),
	CONSTRAINT "favorite_items_type" CHECK (("favorite_items"."item_type" = 'product' and "favorite_items"."variant_id" is null) or ("favorite_items"."item_type" = 'variant' and "favorite_items"."variant_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"id" text PRIMARY KEY NOT NULL,
	"consumer_id" text,
	"guest_id" text,
	"share_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_one_owner" CHECK (("favorites"."consumer_id" is null) <> ("favorites"."guest_id" is null))
);
--> statement-breakpoint
CREATE TABLE "postal_areas" (
	"country" text NOT NULL,
	"prefix" text NOT NULL,
	"place" text NOT NULL,
	"latitude_e6" integer NOT NULL,
	"longitude_e6" integer NOT NULL,
	CONSTRAINT "postal_areas_country_prefix_pk" PRIMARY KEY("country","prefix")
);
--> statement-breakpoint
CREATE TABLE "regional_texts" (
	"country_code" text NOT NULL,
	"language" text NOT NULL,
	"region_required" boolean DEFAULT false NOT NULL,
	"texts" jsonb NOT NULL,
	"regions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "regional_texts_country_code_language_pk" PRIMARY KEY("country_code","language")
);
--> statement-breakpoint
ALTER TABLE "product_answer_votes" ADD CONSTRAINT "product_answer_votes_answer_id_product_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."product_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_answers" ADD CONSTRAINT "product_answers_question_id_product_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."product_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_questions" ADD CONSTRAINT "product_questions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_ratings" ADD CONSTRAINT "product_ratings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_review_flags" ADD CONSTRAINT "product_review_flags_review_id_product_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."product_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_review_votes" ADD CONSTRAINT "product_review_votes_review_id_product_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."product_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_set_items" ADD CONSTRAINT "product_set_items_set_id_product_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."product_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_set_items" ADD CONSTRAINT "product_set_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_notifications" ADD CONSTRAINT "stock_notifications_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_items" ADD CONSTRAINT "favorite_items_list_id_favorites_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."favorites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_items" ADD CONSTRAINT "favorite_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_items" ADD CONSTRAINT "favorite_items_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regional_texts" ADD CONSTRAINT "regional_texts_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_answers_question_idx" ON "product_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "product_questions_product_idx" ON "product_questions" USING btree ("product_id","submitted_at");--> statement-breakpoint
CREATE INDEX "product_reviews_product_idx" ON "product_reviews" USING btree ("product_id","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_reviews_author_idx" ON "product_reviews" USING btree ("product_id","shopper_key");--> statement-breakpoint
CREATE INDEX "product_search_document_idx" ON "product_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "product_search_name_trgm_idx" ON "product_search" USING gin ("name_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_categories_idx" ON "product_search" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "product_search_words_trgm_idx" ON "product_search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_set_items_product_idx" ON "product_set_items" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_notifications_email_variant_idx" ON "stock_notifications" USING btree ("email","variant_id");--> statement-breakpoint
CREATE INDEX "collection_points_location_idx" ON "collection_points" USING btree ("latitude_e6","longitude_e6");--> statement-breakpoint
CREATE UNIQUE INDEX "favorite_items_line_idx" ON "favorite_items" USING btree ("list_id","ref");--> statement-breakpoint
CREATE INDEX "favorite_items_list_idx" ON "favorite_items" USING btree ("list_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_consumer_idx" ON "favorites" USING btree ("consumer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_guest_idx" ON "favorites" USING btree ("guest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_share_token_idx" ON "favorites" USING btree ("share_token");