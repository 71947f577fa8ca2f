import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { productRatings } from "../../db/schema.ts";
import type { StarCounts } from "./ratings.ts";

type Reader = Pick<Database, "select">;
type Writer = Pick<Database, "insert">;

const NO_RATINGS: StarCounts = [0, 0, 0, 0, 0];

/** A product's ratings by stars (none without a row). */
export async function loadProductStarCounts(db: Reader, productId: string): Promise<StarCounts> {
  const [row] = await db.select().from(productRatings).where(eq(productRatings.productId, productId));
  return row ? [row.stars1, row.stars2, row.stars3, row.stars4, row.stars5] : [...NO_RATINGS];
}

const STAR_COLUMNS = ["stars_1", "stars_2", "stars_3", "stars_4", "stars_5"] as const;

/** Adds (or with -1 removes) one rating of `stars` to a product's counts, in the caller's transaction. */
export async function changeStarCount(db: Writer, productId: string, stars: number, delta: 1 | -1): Promise<void> {
  const column = sql.identifier(STAR_COLUMNS[stars - 1]!);
  const initial = { productId, stars1: 0, stars2: 0, stars3: 0, stars4: 0, stars5: 0, [`stars${stars}`]: Math.max(delta, 0) };
  await db
    .insert(productRatings)
    .values(initial)
    .onConflictDoUpdate({ target: productRatings.productId, set: { [`stars${stars}`]: sql`greatest(${productRatings}.${column} + ${delta}, 0)` } });
}
