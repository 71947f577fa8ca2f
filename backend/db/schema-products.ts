import { sql } from "drizzle-orm";
import { boolean, check, customType, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { products, variants } from "./schema-commerce.ts";

/**
 * Tables of the products area (issue 4). Kept in their own file so each area's tables are
 * owned in one place; `schema.ts` re-exports them for drizzle-kit and the query builder.
 *
 * The catalogue itself (categories, products, variants, prices, inventory) lives in
 * `schema-commerce.ts` and is only read here; this file adds what the product pages and search need
 * around it: the search index, ratings and reviews, questions and answers, product sets and
 * back-in-stock subscriptions. Shoppers are identified by a "shopper key"
 * (`consumer:<id>` or `guest:<id>`, see backend/products/shopper.ts), so that guests and
 * members can both vote, flag and write, one each.
 */

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

// ---- search ----------------------------------------------------------------------------------

/**
 * One row per product: what product search matches and filters on, derived from the catalogue
 * by `refreshProductSearch` (backend/products/search/search-index.ts). Prices and stock are not
 * copied here: they change with every sale and order, so search reads them live.
 */
export const productSearch = pgTable(
  "product_search",
  {
    productId: text("product_id")
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    /** Weighted full-text document: name A, category B, colours and gender C, attributes and description D. */
    document: tsvector("document").notNull(),
    /** The name lower-cased and without accents, for trigram similarity. */
    nameText: text("name_text").notNull(),
    /** The product's category and its ancestors. */
    categoryIds: text("category_ids").array().notNull(),
    colorNames: text("color_names").array().notNull(),
    sizes: text("sizes").array().notNull(),
    gender: text("gender"),
    /** When the product went on sale: the "newest" sort. */
    launchedAt: timestamp("launched_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("product_search_document_idx").using("gin", table.document),
    index("product_search_name_trgm_idx").using("gin", table.nameText.op("gin_trgm_ops")),
    index("product_search_categories_idx").using("gin", table.categoryIds),
  ],
);

/**
 * The words of the catalogue (names, categories, colours, attributes, descriptions), lower-cased
 * and without accents: the vocabulary that a misspelt query word is corrected against
 * (trigram similarity) and that autosuggest completes from.
 */
export const productSearchWords = pgTable(
  "product_search_words",
  {
    word: text("word").primaryKey(),
    /** Products whose text holds the word. */
    documents: integer("documents").notNull(),
    /** Best field the word occurs in: 1 name, 2 category, 3 colour or gender, 4 attribute, 5 description. */
    fieldRank: integer("field_rank").notNull(),
  },
  (table) => [index("product_search_words_trgm_idx").using("gin", table.word.op("gin_trgm_ops"))],
);

// ---- ratings and reviews ---------------------------------------------------------------------

/**
 * Every rating a product has received, by stars: written reviews and ratings given without
 * text. Details, listings and search read the average and count from here, so that they agree.
 */
export const productRatings = pgTable(
  "product_ratings",
  {
    productId: text("product_id")
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    stars1: integer("stars_1").notNull().default(0),
    stars2: integer("stars_2").notNull().default(0),
    stars3: integer("stars_3").notNull().default(0),
    stars4: integer("stars_4").notNull().default(0),
    stars5: integer("stars_5").notNull().default(0),
  },
  (table) => [check("product_ratings_not_negative", sql`least(${table.stars1}, ${table.stars2}, ${table.stars3}, ${table.stars4}, ${table.stars5}) >= 0`)],
);

export const productReviews = pgTable(
  "product_reviews",
  {
    id: text("id").primaryKey(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** The author; null for reviews imported with the seed. */
    shopperKey: text("shopper_key"),
    rating: integer("rating").notNull(),
    title: text("title").notNull(),
    text: text("text").notNull(),
    nickname: text("nickname").notNull(),
    location: text("location"),
    /** BCP 47 locale the review was written in (en-US, fr-CA, de-DE…). */
    locale: text("locale").notNull(),
    recommended: boolean("recommended"),
    verifiedPurchaser: boolean("verified_purchaser").notNull().default(false),
    helpfulCount: integer("helpful_count").notNull().default(0),
    unhelpfulCount: integer("unhelpful_count").notNull().default(0),
    flagCount: integer("flag_count").notNull().default(0),
    /** published, or hidden (flagged by enough shoppers: waits for moderation). */
    status: text("status").notNull().default("published"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("product_reviews_product_idx").on(table.productId, table.submittedAt),
    uniqueIndex("product_reviews_author_idx").on(table.productId, table.shopperKey),
    check("product_reviews_rating", sql`${table.rating} between 1 and 5`),
    check("product_reviews_counts", sql`least(${table.helpfulCount}, ${table.unhelpfulCount}, ${table.flagCount}) >= 0`),
  ],
);

/** One vote per shopper and review; changing one's mind replaces the vote. */
export const productReviewVotes = pgTable(
  "product_review_votes",
  {
    reviewId: text("review_id")
      .notNull()
      .references(() => productReviews.id, { onDelete: "cascade" }),
    shopperKey: text("shopper_key").notNull(),
    helpful: boolean("helpful").notNull(),
    votedAt: timestamp("voted_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.reviewId, table.shopperKey] })],
);

/** One flag per shopper and review. */
export const productReviewFlags = pgTable(
  "product_review_flags",
  {
    reviewId: text("review_id")
      .notNull()
      .references(() => productReviews.id, { onDelete: "cascade" }),
    shopperKey: text("shopper_key").notNull(),
    reason: text("reason").notNull(),
    comment: text("comment"),
    flaggedAt: timestamp("flagged_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.reviewId, table.shopperKey] })],
);

// ---- questions and answers -------------------------------------------------------------------

export const productQuestions = pgTable(
  "product_questions",
  {
    id: text("id").primaryKey(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    shopperKey: text("shopper_key"),
    text: text("text").notNull(),
    nickname: text("nickname").notNull(),
    locale: text("locale").notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("product_questions_product_idx").on(table.productId, table.submittedAt)],
);

export const productAnswers = pgTable(
  "product_answers",
  {
    id: text("id").primaryKey(),
    questionId: text("question_id")
      .notNull()
      .references(() => productQuestions.id, { onDelete: "cascade" }),
    shopperKey: text("shopper_key"),
    text: text("text").notNull(),
    nickname: text("nickname").notNull(),
    /** Answered by the brand's customer service (shown with a badge). */
    isBrandAnswer: boolean("is_brand_answer").notNull().default(false),
    helpfulCount: integer("helpful_count").notNull().default(0),
    unhelpfulCount: integer("unhelpful_count").notNull().default(0),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("product_answers_question_idx").on(table.questionId), check("product_answers_counts", sql`least(${table.helpfulCount}, ${table.unhelpfulCount}) >= 0`)],
);

export const productAnswerVotes = pgTable(
  "product_answer_votes",
  {
    answerId: text("answer_id")
      .notNull()
      .references(() => productAnswers.id, { onDelete: "cascade" }),
    shopperKey: text("shopper_key").notNull(),
    helpful: boolean("helpful").notNull(),
    votedAt: timestamp("voted_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.answerId, table.shopperKey] })],
);

// ---- product sets ----------------------------------------------------------------------------

/** A curated group of products sold together ("complete the look", kits). */
export const productSets = pgTable("product_sets", {
  /** 8 upper-case letters or digits, like a style id (the paths share one namespace). */
  id: text("id").primaryKey(),
  slug: text("slug").notNull(),
  name: text("name").notNull(),
  description: text("description").notNull(),
});

export const productSetItems = pgTable(
  "product_set_items",
  {
    setId: text("set_id")
      .notNull()
      .references(() => productSets.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (table) => [primaryKey({ columns: [table.setId, table.productId] }), index("product_set_items_product_idx").on(table.productId)],
);

// ---- back-in-stock notifications -------------------------------------------------------------

/** One subscription per e-mail address and variant; a repeated request changes nothing. */
export const stockNotifications = pgTable(
  "stock_notifications",
  {
    id: text("id").primaryKey(),
    /** Lower-cased. */
    email: text("email").notNull(),
    variantId: text("variant_id")
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
    siteId: text("site_id").notNull(),
    locale: text("locale").notNull(),
    shopperKey: text("shopper_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** Set when the e-mail has been sent (stock came back). */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("stock_notifications_email_variant_idx").on(table.email, table.variantId)],
);
