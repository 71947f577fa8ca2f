import { inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { availabilityAnswer, inventoryAnswer } from "../../contracts/api/products.ts";
import type { Database } from "../db/database.ts";
import { stores } from "../db/schema.ts";
import { ApiError } from "../http/errors.ts";
import { LOW_STOCK_THRESHOLD } from "../../contracts/api/products.ts";
import { stockStatus } from "./catalogue-rules.ts";
import { findProduct, loadVariantStock } from "./product-details.ts";
import type { SiteContext } from "./site-context.ts";

type Reader = Pick<Database, "select" | "execute">;

/**
 * POST /products/v1/products/{productId}/availability: the product's units in each asked
 * store, in the order asked (a store named twice is answered once). For a style id the
 * quantity is over all its variants, with the split per variant. A store that does not exist
 * is 404 STR404 (so that a stale store id in the shopper's session is noticed).
 */
export async function storeAvailability(db: Reader, productId: string, storeIds: readonly string[]): Promise<z.infer<typeof availabilityAnswer>> {
  const { product, variantId } = await findProduct(db, productId);
  const asked = [...new Set(storeIds)];
  const known = new Map((await db.select({ id: stores.id, name: stores.name }).from(stores).where(inArray(stores.id, asked))).map((store) => [store.id, store.name]));
  const unknown = asked.find((id) => !known.has(id));
  if (unknown !== undefined) throw new ApiError(404, "STR404", `No store ${unknown}`, { storeId: unknown });

  const rows = (await db.execute(sql`
    select v.id as variant_id, s.store_id, coalesce(i.quantity, 0)::int as quantity
    from variants v
    cross join unnest(${sql.param(asked)}::text[]) as s(store_id)
    left join inventory i on i.variant_id = v.id and i.location_id = s.store_id
    where v.product_id = ${product.id} and (${variantId}::text is null or v.id = ${variantId})
    order by v.id`)) as unknown as { rows: { variant_id: string; store_id: string; quantity: number }[] };

  return {
    productId,
    masterId: product.id,
    storeInventory: asked.map((storeId) => {
      const variants = rows.rows.filter((row) => row.store_id === storeId).map((row) => ({ productId: row.variant_id, quantity: row.quantity }));
      const quantity = variants.reduce((sum, variant) => sum + variant.quantity, 0);
      return { storeId, storeName: known.get(storeId)!, quantity, inStock: quantity > 0, variants };
    }),
  };
}

/**
 * GET /products/v2/products/{productId}/inventory: online units per variant (keyed by its
 * product id), with the units in the stores of the site's country.
 */
export async function productInventory(db: Reader, productId: string, context: SiteContext): Promise<z.infer<typeof inventoryAnswer>> {
  const { product, variantId } = await findProduct(db, productId);
  const rows = (await loadVariantStock(db, product.id, context)).filter((row) => variantId === null || row.id === variantId);
  return {
    productId,
    masterId: product.id,
    variants: Object.fromEntries(
      rows.map((row) => [
        row.id,
        { quantity: row.online, inStock: row.online > 0, lowStock: row.online > 0 && row.online <= LOW_STOCK_THRESHOLD, status: stockStatus(row.online, row.inStores), storeQuantity: row.inStores },
      ]),
    ),
    totalQuantity: rows.reduce((sum, row) => sum + row.online, 0),
  };
}
