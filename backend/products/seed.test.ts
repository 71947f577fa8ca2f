import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { OpenDatabase } from "../db/database.ts";
import { productAnswers, productQuestions, productRatings, productReviews, productSearch, productSearchWords, productSetItems, productSets } from "../db/schema.ts";
import { seedIfEmpty } from "../seed/load-seed.ts";
import { readSeed, SeedFileError, type Seed } from "../seed/seed-files.ts";
import { freshDatabase } from "../testing/backend-under-test.ts";
import { readProductFixtures } from "./product-fixtures.ts";
import { generateRatings, generateReviews, WRITTEN_REVIEWS_PER_PRODUCT, type CatalogueProduct } from "./reviews/review-generator.ts";
import { summariseRatings } from "./reviews/ratings.ts";
import { languageOf, translateText, translateTitle } from "./reviews/translate.ts";
import { checkFixtureReferences, seedProducts } from "./seed.ts";

let database: OpenDatabase;
let seed: Seed;
const db = () => database.db;
beforeAll(async () => {
  database = await freshDatabase();
  [seed] = await Promise.all([readSeed(), seedIfEmpty(database.db)]);
}, 60_000);
afterAll(async () => database?.close());

const catalogue = (): CatalogueProduct[] =>
  seed.products.map((product) => ({
    id: product.id,
    ratingScore: product.ratingScore,
    reviewsCount: product.reviewsCount,
    colors: [...new Set(seed.variants.filter((variant) => variant.productId === product.id).map((variant) => variant.colorName))],
    sizes: [...new Set(seed.variants.filter((variant) => variant.productId === product.id).map((variant) => variant.size))],
  }));

describe("the products seed", () => {
  test("ratings agree with the catalogue: the same count everywhere, the same average from 10 ratings up", async () => {
    const ratings = new Map((await db().select().from(productRatings)).map((row) => [row.productId, summariseRatings([row.stars1, row.stars2, row.stars3, row.stars4, row.stars5])]));
    expect(ratings.size).toBe(seed.products.length);
    for (const product of seed.products) {
      const summary = ratings.get(product.id)!;
      expect(summary.reviewsCount, product.id).toBe(product.reviewsCount);
      if (product.reviewsCount >= 10) expect(summary.averageRating, product.id).toBe(product.ratingScore / 10);
      else if (product.reviewsCount > 0) expect(Math.abs(summary.averageRating - product.ratingScore / 10), product.id).toBeLessThanOrEqual(0.5);
    }
  });

  test(`up to ${WRITTEN_REVIEWS_PER_PRODUCT} written reviews a product, made of phrase-book sentences in their own language`, async () => {
    const reviews = await db().select().from(productReviews);
    const perProduct = new Map<string, number>();
    for (const review of reviews) perProduct.set(review.productId, (perProduct.get(review.productId) ?? 0) + 1);
    for (const product of seed.products) expect(perProduct.get(product.id) ?? 0, product.id).toBe(Math.min(product.reviewsCount, WRITTEN_REVIEWS_PER_PRODUCT));
    for (const review of reviews) {
      const language = languageOf(review.locale)!;
      const other = language === "en" ? "fr" : "en";
      expect(translateText(review.text, language, other).untranslated, review.text).toBe(0);
      expect(translateTitle(review.title, language, other).untranslated, review.title).toBe(0);
      expect(review).toMatchObject({ status: "published", shopperKey: null, flagCount: 0 });
    }
    expect(new Set(reviews.map((review) => review.locale))).toEqual(new Set(["en-US", "en-GB", "fr-CA", "de-DE"]));
  });

  test("the written reviews' ratings are part of the product's ratings", async () => {
    const reviews = await db().select().from(productReviews);
    const ratings = new Map((await db().select().from(productRatings)).map((row) => [row.productId, [row.stars1, row.stars2, row.stars3, row.stars4, row.stars5]]));
    for (const review of reviews) expect(ratings.get(review.productId)![review.rating - 1], review.id).toBeGreaterThan(0);
  });

  test("sets, questions and answers as in the fixtures; a search row per product", async () => {
    const fixtures = await readProductFixtures();
    expect(await db().$count(productSets)).toBe(fixtures.productSets.length);
    expect(await db().$count(productSetItems)).toBe(fixtures.productSets.reduce((sum, set) => sum + set.productIds.length, 0));
    expect(await db().$count(productQuestions)).toBe(fixtures.questions.length);
    expect(await db().$count(productAnswers)).toBe(fixtures.questions.reduce((sum, question) => sum + question.answers.length, 0));
    expect(await db().$count(productSearch)).toBe(seed.products.length);
    expect(await db().$count(productSearchWords)).toBeGreaterThan(300);
  });

  test("generation is deterministic", () => {
    const ratings = generateRatings(catalogue());
    const reviews = generateReviews(catalogue(), ratings, 0);
    expect(generateReviews(catalogue(), generateRatings(catalogue()), 0)).toEqual(reviews);
  });

  test("fixture references are checked: an unknown product or a set id that is a product id fails the seed", () => {
    const ids = new Set(["NF0A3C8D", "RLHT0001"]);
    const set = { id: "RLSET009", slug: "kit", name: "Kit", description: "A kit.", productIds: ["NF0A3C8D", "RLHT0001"] };
    expect(() => checkFixtureReferences(ids, [set], [])).not.toThrow();
    expect(() => checkFixtureReferences(ids, [{ ...set, productIds: ["NF0A3C8D", "ZZZZ9999"] }], [])).toThrow(SeedFileError);
    expect(() => checkFixtureReferences(ids, [{ ...set, id: "NF0A3C8D" }], [])).toThrow(/also a product id/);
    expect(() => checkFixtureReferences(ids, [], [{ id: "Q-0001", productId: "ZZZZ9999", text: "?", nickname: "Sam", locale: "en-US", daysAgo: 1, answers: [] }])).toThrow(/no product ZZZZ9999/);
  });

  test("the area's seed takes a small share of the seed's time budget", async () => {
    await db().execute(sql`truncate product_sets, product_set_items, product_ratings, product_reviews, product_questions, product_answers, product_search, product_search_words cascade`);
    const started = performance.now();
    await db().transaction((tx) => seedProducts(tx));
    const elapsed = performance.now() - started;
    console.log(`[products seed] ${elapsed.toFixed(0)} ms`);
    expect(elapsed).toBeLessThan(3000);
    expect(await db().$count(productReviews)).toBeGreaterThan(0);
  });
});
