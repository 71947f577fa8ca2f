import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { categories, inventory, orders, prices, products, variants } from "../db/schema.ts";
import { snapshot } from "./snapshots.ts";

/**
 * Recommendations from the catalogue (content spec §3, §4). Three strategies, each an ordered
 * list of style ids that are sellable — a variant in stock online (quantity above 0, the
 * InStock rule of §4) with a price in the shopper's currency:
 *
 * - `co-purchase`: bought in the same placed orders as the seed products, most shared orders first;
 * - `same-category`: in the seed products' categories (and the page's), most popular first;
 * - `trending`: most units in placed orders of the last 30 days, then most popular.
 *
 * The seed products (viewed, in the cart, just bought) are never recommended.
 *
 * Choosing reads two snapshots at most 5 seconds old (the sellable catalogue of a currency, and
 * the placed orders' lines), shared by every decide call of the process: a decide call then
 * costs no catalogue scan. The items answered are checked live (`productCards`), so an item sold
 * out a moment ago is left out at once; a restocked one comes back with the next snapshot.
 */

export const RECOMMENDATION_STRATEGIES = ["co-purchase", "same-category", "trending"] as const;
export type RecommendationStrategy = (typeof RECOMMENDATION_STRATEGIES)[number];

export const TRENDING_WINDOW_DAYS = 30;
export const SNAPSHOT_MAX_AGE_MS = 5_000;
export const ONLINE_LOCATION = "online";

export interface RecommendationContext {
  /** Style ids the shopper looks at or has: what co-purchase and same-category start from. */
  seedProductIds: readonly string[];
  /** Categories of the page (a category page, breadcrumbs). */
  categoryIds: readonly string[];
  currency: string;
  /** Milliseconds since the epoch (the backend's clock). */
  now: number;
}

export interface Recommended {
  productId: string;
  strategy: RecommendationStrategy;
}

/** The sellable catalogue of one currency, most popular first, and the category tree. */
export interface CatalogueSnapshot {
  /** Sellable products in popularity order. */
  sellable: readonly { productId: string; categoryId: string }[];
  /** The category of every product, sellable or not (seeds may be sold out). */
  categoryOf: ReadonlyMap<string, string>;
  childrenOf: ReadonlyMap<string, readonly string[]>;
}

/** Lines of placed orders (gift-with-purchase lines left out). */
export interface OrderLine {
  orderNumber: string;
  productId: string;
  units: number;
  /** Milliseconds since the epoch. */
  placedAt: number;
}

// ---- strategies: pure, over the snapshots ----------------------------------------------------

/** Products bought with any seed, by distinct shared orders, then units, then id. */
export function coPurchased(lines: readonly OrderLine[], seeds: readonly string[]): string[] {
  const seedSet = new Set(seeds);
  const seedOrders = new Set(lines.filter((line) => seedSet.has(line.productId)).map((line) => line.orderNumber));
  const tally = new Map<string, { orders: Set<string>; units: number }>();
  for (const line of lines) {
    if (!seedOrders.has(line.orderNumber) || seedSet.has(line.productId)) continue;
    const entry = tally.get(line.productId) ?? { orders: new Set<string>(), units: 0 };
    entry.orders.add(line.orderNumber);
    entry.units += line.units;
    tally.set(line.productId, entry);
  }
  return [...tally.entries()]
    .sort(([a, x], [b, y]) => y.orders.size - x.orders.size || y.units - x.units || (a < b ? -1 : 1))
    .map(([productId]) => productId);
}

/** Products of the seeds' and page's categories (a parent category stands for its children too), most popular first. */
export function sameCategory(catalogue: CatalogueSnapshot, seeds: readonly string[], pageCategoryIds: readonly string[]): string[] {
  const wanted = new Set([...seeds.flatMap((id) => catalogue.categoryOf.get(id) ?? []), ...pageCategoryIds]);
  for (const id of [...wanted]) for (const child of catalogue.childrenOf.get(id) ?? []) wanted.add(child);
  return catalogue.sellable.filter((product) => wanted.has(product.categoryId)).map((product) => product.productId);
}

/** Most units ordered in the window, then the most popular of the rest. */
export function trending(lines: readonly OrderLine[], catalogue: CatalogueSnapshot, now: number): string[] {
  const since = now - TRENDING_WINDOW_DAYS * 86_400_000;
  const units = new Map<string, number>();
  for (const line of lines) if (line.placedAt >= since) units.set(line.productId, (units.get(line.productId) ?? 0) + line.units);
  const ordered = [...units.entries()].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1)).map(([productId]) => productId);
  return [...new Set([...ordered, ...catalogue.sellable.map((product) => product.productId)])];
}

/**
 * A slot's items: each strategy's candidates in turn, skipping seeds, repeats and products not
 * sellable, until `limit`.
 */
export function fillSlot(
  candidates: Readonly<Partial<Record<RecommendationStrategy, readonly string[]>>>,
  strategies: readonly RecommendationStrategy[],
  limit: number,
  exclude: readonly string[],
  isSellable: (productId: string) => boolean = () => true,
): Recommended[] {
  const seen = new Set(exclude);
  const chosen: Recommended[] = [];
  for (const strategy of strategies) {
    for (const productId of candidates[strategy] ?? []) {
      if (chosen.length >= limit) return chosen;
      if (seen.has(productId) || !isSellable(productId)) continue;
      seen.add(productId);
      chosen.push({ productId, strategy });
    }
  }
  return chosen;
}

// ---- snapshots --------------------------------------------------------------------------------

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as Rows<T>).rows;

/** Popularity when nothing else orders products: rating weighted by how many reviewed it. */
const popularity = sql`${products.ratingScore} * ln(1 + ${products.reviewsCount})`;

async function readCatalogue(db: Database, currency: string): Promise<CatalogueSnapshot> {
  const [all, sellable, tree] = await Promise.all([
    db.select({ id: products.id, categoryId: products.categoryId }).from(products),
    db
      .select({ productId: products.id, categoryId: products.categoryId })
      .from(products)
      .where(
        sql`exists (
          select 1 from ${variants}
          join ${inventory} on ${inventory.variantId} = ${variants.id} and ${inventory.locationId} = ${ONLINE_LOCATION} and ${inventory.quantity} > 0
          join ${prices} on ${prices.variantId} = ${variants.id} and ${prices.currency} = ${currency}
          where ${variants.productId} = ${products.id})`,
      )
      .orderBy(sql`${popularity} desc`, products.id),
    db.select({ id: categories.id, parentId: categories.parentId }).from(categories),
  ]);
  const childrenOf = new Map<string, string[]>();
  for (const category of tree) if (category.parentId) childrenOf.set(category.parentId, [...(childrenOf.get(category.parentId) ?? []), category.id]);
  return { sellable, categoryOf: new Map(all.map((product) => [product.id, product.categoryId])), childrenOf };
}

async function readOrderLines(db: Database): Promise<OrderLine[]> {
  const rows = await rowsOf<{ order_number: string; product_id: string; units: number; placed_at: string | Date }>(
    db.execute(sql`
      select ${orders.orderNumber} as order_number,
             coalesce(line->>'masterId', left(line->>'productId', 8)) as product_id,
             coalesce((line->>'qty')::int, 1) as units,
             ${orders.createdAt} as placed_at
      from ${orders}, jsonb_array_elements(${orders.items}) as line
      where ${orders.status} = 'placed' and coalesce((line->>'bonus')::boolean, false) = false`),
  );
  return rows.map((row) => ({ orderNumber: row.order_number, productId: row.product_id, units: Number(row.units), placedAt: new Date(row.placed_at).getTime() }));
}

/**
 * Recommends for one decide call: each strategy is worked out at most once, however many slots
 * use it; `recommend` fills a slot.
 */
export function createRecommender(db: Database, context: RecommendationContext) {
  const catalogue = () => snapshot(db, `catalogue:${context.currency}`, context.now, SNAPSHOT_MAX_AGE_MS, () => readCatalogue(db, context.currency));
  const orderLines = () => snapshot(db, "order-lines", context.now, SNAPSHOT_MAX_AGE_MS, () => readOrderLines(db));
  const STRATEGIES: Record<RecommendationStrategy, () => Promise<string[]>> = {
    "co-purchase": async () => (context.seedProductIds.length ? coPurchased(await orderLines(), context.seedProductIds) : []),
    "same-category": async () => sameCategory(await catalogue(), context.seedProductIds, context.categoryIds),
    trending: async () => trending(await orderLines(), await catalogue(), context.now),
  };
  const asked = new Map<RecommendationStrategy, Promise<string[]>>();
  const candidatesOf = (strategy: RecommendationStrategy) => {
    let list = asked.get(strategy);
    if (!list) asked.set(strategy, (list = STRATEGIES[strategy]()));
    return list;
  };
  return {
    async recommend(strategies: readonly RecommendationStrategy[], limit: number): Promise<Recommended[]> {
      const [lists, { sellable }] = await Promise.all([
        Promise.all(strategies.map(async (strategy) => [strategy, await candidatesOf(strategy)] as const)),
        catalogue(),
      ]);
      const sellableIds = new Set(sellable.map((product) => product.productId));
      return fillSlot(Object.fromEntries(lists), strategies, limit, context.seedProductIds, (productId) => sellableIds.has(productId));
    },
  };
}

// ---- what an item shows, read live ------------------------------------------------------------

export interface ProductCard {
  productId: string;
  slug: string;
  name: string;
  ratingTenths: number;
  reviewsCount: number;
  /** The first in-stock variant, and its colour (for the image). */
  sku: string;
  colorCode: string;
  /** Over the in-stock variants, minor units. */
  lowCurrent: number;
  highCurrent: number;
  lowOriginal: number;
  highOriginal: number;
}

/** What a recommendation item shows, for the sellable ones among `productIds`, read now. */
export async function productCards(db: Database, productIds: readonly string[], currency: string): Promise<Map<string, ProductCard>> {
  if (!productIds.length) return new Map();
  const rows = await db
    .select({
      productId: products.id,
      slug: products.slug,
      name: products.name,
      ratingTenths: products.ratingScore,
      reviewsCount: products.reviewsCount,
      sku: sql<string>`min(${variants.id})`,
      colorCode: sql<string>`(array_agg(${variants.colorCode} order by ${variants.id}))[1]`,
      lowCurrent: sql<number>`min(${prices.saleAmount})::int`,
      highCurrent: sql<number>`max(${prices.saleAmount})::int`,
      lowOriginal: sql<number>`min(${prices.listAmount})::int`,
      highOriginal: sql<number>`max(${prices.listAmount})::int`,
    })
    .from(products)
    .innerJoin(variants, eq(variants.productId, products.id))
    .innerJoin(inventory, and(eq(inventory.variantId, variants.id), eq(inventory.locationId, ONLINE_LOCATION), gt(inventory.quantity, 0)))
    .innerJoin(prices, and(eq(prices.variantId, variants.id), eq(prices.currency, currency)))
    .where(inArray(products.id, [...productIds]))
    .groupBy(products.id);
  return new Map(rows.map((row) => [row.productId, { ...row, lowCurrent: Number(row.lowCurrent), highCurrent: Number(row.highCurrent), lowOriginal: Number(row.lowOriginal), highOriginal: Number(row.highOriginal) }]));
}
