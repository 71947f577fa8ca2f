import { asc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { productSetAnswer, productSetsAnswer } from "../../contracts/api/products.ts";
import type { Database } from "../db/database.ts";
import { productSetItems, productSets } from "../db/schema.ts";
import { ApiError } from "../http/errors.ts";
import { findProduct } from "./product-details.ts";
import { loadTiles, type ProductTile } from "./product-tiles.ts";
import type { SiteContext } from "./site-context.ts";

type Reader = Pick<Database, "select" | "execute">;

/** Sums of currency amounts without floating-point drift (0.1 + 0.2). */
const sumUnits = (amounts: number[]) => amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;

/** What the set costs at each product's lowest price (products not sold in the currency left out). */
export function setPrice(tiles: readonly ProductTile[], currency: SiteContext["currency"]) {
  return { currency, total: sumUnits(tiles.map((tile) => tile.price.lowCurrent)), totalOriginal: sumUnits(tiles.map((tile) => tile.price.lowOriginal)) };
}

async function itemsOf(db: Reader, setIds: string[]): Promise<Map<string, string[]>> {
  const rows = setIds.length ? await db.select().from(productSetItems).where(inArray(productSetItems.setId, setIds)).orderBy(asc(productSetItems.setId), asc(productSetItems.position)) : [];
  const items = new Map<string, string[]>(setIds.map((id) => [id, []]));
  for (const row of rows) items.get(row.setId)!.push(row.productId);
  return items;
}

/** GET /products/v2/products/{productId}/productSets: the sets that hold the product (a style or variant id). */
export async function productSetsOf(db: Reader, productId: string, context: SiteContext): Promise<z.infer<typeof productSetsAnswer>> {
  const { product } = await findProduct(db, productId);
  const memberships = await db.select({ setId: productSetItems.setId }).from(productSetItems).where(eq(productSetItems.productId, product.id));
  const setIds = memberships.map((row) => row.setId);
  const sets = setIds.length ? await db.select().from(productSets).where(inArray(productSets.id, setIds)).orderBy(asc(productSets.name)) : [];
  const items = await itemsOf(db, setIds);
  const tiles = await loadTiles(db, [...new Set([...items.values()].flat())], context);
  return {
    productId: product.id,
    productSets: sets.map((set) => {
      const productIds = items.get(set.id)!;
      return { ...set, productIds, price: setPrice(productIds.flatMap((id) => tiles.get(id) ?? []), context.currency) };
    }),
  };
}

/** GET /products/v2/products/{productSetId}/productSet; 404 PLP400 for an unknown set. */
export async function productSet(db: Reader, setId: string, context: SiteContext): Promise<z.infer<typeof productSetAnswer>> {
  const [set] = await db.select().from(productSets).where(eq(productSets.id, setId));
  if (!set) throw new ApiError(404, "PLP400", `No product set ${setId}`);
  const productIds = (await itemsOf(db, [set.id])).get(set.id)!;
  const tiles = await loadTiles(db, productIds, context);
  const products = productIds.flatMap((id) => tiles.get(id) ?? []);
  return {
    ...set,
    siteId: context.site.siteId as z.infer<typeof productSetAnswer>["siteId"],
    products,
    price: setPrice(products, context.currency),
    allInStock: products.length === productIds.length && products.every((tile) => tile.inStock),
  };
}
