import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { ANSWER_TEXT_MAX_LENGTH, QUESTION_TEXT_MAX_LENGTH } from "../../contracts/api/products-reviews.ts";
import { DEFAULT_SEED_DIR, SeedFileError, STYLE_ID } from "../seed/seed-files.ts";

/**
 * The products area's seed files in `fixtures/commerce/products/` (hand-written, unlike the
 * generated catalogue next to them): product sets and product questions with their answers.
 * Validated here at the edge; ids of products are checked against the catalogue by the seed.
 */

export const PRODUCT_FIXTURES_DIR = path.join(DEFAULT_SEED_DIR, "products");

const styleId = z.string().regex(STYLE_ID, "style ids are 8 upper-case letters or digits");
const daysAgo = z.number().int().min(0).max(3650);
const locale = z.string().regex(/^[a-z]{2}-[A-Z]{2}$/);

export const productSetFixture = z.strictObject({
  id: styleId,
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: z.string().trim().min(1),
  description: z.string().trim().min(1),
  productIds: z.array(styleId).min(2),
});

export const questionFixture = z.strictObject({
  id: z.string().regex(/^Q-\d{4}$/),
  productId: styleId,
  text: z.string().trim().min(1).max(QUESTION_TEXT_MAX_LENGTH),
  nickname: z.string().trim().min(2),
  locale,
  daysAgo,
  answers: z.array(
    z.strictObject({
      id: z.string().regex(/^A-\d{4}$/),
      text: z.string().trim().min(1).max(ANSWER_TEXT_MAX_LENGTH),
      nickname: z.string().trim().min(2),
      isBrandAnswer: z.boolean(),
      helpfulCount: z.number().int().nonnegative(),
      unhelpfulCount: z.number().int().nonnegative(),
      daysAgo,
    }),
  ),
});

export type ProductSetFixture = z.infer<typeof productSetFixture>;
export type QuestionFixture = z.infer<typeof questionFixture>;

async function readArray<T extends z.ZodType>(file: string, schema: T, dir: string): Promise<z.output<T>[]> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path.join(dir, file), "utf8"));
  } catch (error) {
    throw new SeedFileError(`products/${file}`, "", (error as Error).message);
  }
  const parsed = z.array(schema).safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new SeedFileError(`products/${file}`, issue.path.join("."), issue.message);
  }
  return parsed.data;
}

export async function readProductFixtures(dir: string = PRODUCT_FIXTURES_DIR) {
  const [productSets, questions] = await Promise.all([readArray("product-sets.json", productSetFixture, dir), readArray("questions.json", questionFixture, dir)]);
  return { productSets, questions };
}
