import type { PgTable } from "drizzle-orm/pg-core";
import { products, productAnswers, productQuestions, productRatings, productReviews, productSetItems, productSets, variants } from "../db/schema.ts";
import type { SeedExecutor } from "../db/db-executor.ts";
import { SEED_REFERENCE_TIME } from "../seed/fixture-ids.ts";
import { SeedFileError } from "../seed/seed-files.ts";
import { readProductFixtures, type ProductSetFixture, type QuestionFixture } from "./product-fixtures.ts";
import { generateRatings, generateReviews, type CatalogueProduct } from "./reviews/review-generator.ts";
import { refreshProductSearch } from "./search/search-index.ts";

/**
 * Seed rows of the products area, loaded with the commerce seed (same transaction, after the
 * catalogue): product sets and questions from `fixtures/commerce/products/`, ratings and
 * written reviews generated from the catalogue (reviews/review-generator.ts), then the search
 * index. Deterministic: the same catalogue and files give the same rows.
 */
export async function seedProducts(tx: SeedExecutor, referenceTime: number = SEED_REFERENCE_TIME): Promise<void> {
  const fixtures = await readProductFixtures();
  const catalogue = await readCatalogue(tx);
  checkFixtureReferences(new Set(catalogue.map((product) => product.id)), fixtures.productSets, fixtures.questions);

  await insertChunked(tx, productSets, fixtures.productSets.map(({ productIds: _ids, ...set }) => set));
  await insertChunked(
    tx,
    productSetItems,
    fixtures.productSets.flatMap((set) => set.productIds.map((productId, position) => ({ setId: set.id, productId, position }))),
  );

  const ratings = generateRatings(catalogue);
  await insertChunked(
    tx,
    productRatings,
    [...ratings].map(([productId, [stars1, stars2, stars3, stars4, stars5]]) => ({ productId, stars1, stars2, stars3, stars4, stars5 })),
  );
  await insertChunked(tx, productReviews, generateReviews(catalogue, ratings, referenceTime));

  const daysBefore = (days: number) => new Date(referenceTime - days * 86_400_000);
  await insertChunked(
    tx,
    productQuestions,
    fixtures.questions.map((question) => ({ id: question.id, productId: question.productId, text: question.text, nickname: question.nickname, locale: question.locale, submittedAt: daysBefore(question.daysAgo) })),
  );
  await insertChunked(
    tx,
    productAnswers,
    fixtures.questions.flatMap((question) => question.answers.map(({ daysAgo, ...answer }) => ({ ...answer, questionId: question.id, submittedAt: daysBefore(daysAgo) }))),
  );

  await refreshProductSearch(tx);
}

async function readCatalogue(tx: SeedExecutor): Promise<CatalogueProduct[]> {
  const rows = await tx.select({ id: products.id, ratingScore: products.ratingScore, reviewsCount: products.reviewsCount }).from(products).orderBy(products.id);
  const options = await tx.select({ productId: variants.productId, colorName: variants.colorName, size: variants.size }).from(variants).orderBy(variants.id);
  const colors = new Map<string, Set<string>>();
  const sizes = new Map<string, Set<string>>();
  for (const option of options) {
    colors.set(option.productId, (colors.get(option.productId) ?? new Set()).add(option.colorName));
    sizes.set(option.productId, (sizes.get(option.productId) ?? new Set()).add(option.size));
  }
  return rows.map((row) => ({ ...row, colors: [...(colors.get(row.id) ?? [])], sizes: [...(sizes.get(row.id) ?? [])] }));
}

/** Every product a fixture names exists, and no set id is a product id (their paths share one namespace). */
export function checkFixtureReferences(productIds: ReadonlySet<string>, sets: readonly ProductSetFixture[], questions: readonly QuestionFixture[]): void {
  sets.forEach((set, index) => {
    if (productIds.has(set.id)) throw new SeedFileError("products/product-sets.json", `[${index}].id`, `${set.id} is also a product id`);
    set.productIds.forEach((productId, item) => {
      if (!productIds.has(productId)) throw new SeedFileError("products/product-sets.json", `[${index}].productIds[${item}]`, `no product ${productId} in the catalogue`);
    });
  });
  questions.forEach((question, index) => {
    if (!productIds.has(question.productId)) throw new SeedFileError("products/questions.json", `[${index}].productId`, `no product ${question.productId} in the catalogue`);
  });
}

const CHUNK_ROWS = 500;

async function insertChunked<T extends PgTable>(tx: SeedExecutor, table: T, rows: readonly T["$inferInsert"][]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    await tx.insert(table).values(rows.slice(start, start + CHUNK_ROWS) as T["$inferInsert"][]);
  }
}
