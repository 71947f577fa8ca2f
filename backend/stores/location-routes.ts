import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import { collectionPointsRequest, storeSearchRequest, type StoreSearchResultAnswer } from "../../contracts/api/stores.ts";
import { collectionPoints, inventory, stores, variants } from "../db/schema.ts";
import { readBody, type Api, type BackendDeps } from "../http/api.ts";
import { ApiError } from "../http/errors.ts";
import { boundingBoxE6, fromE6, nearest } from "./geo.ts";
import { planSearch, type SearchPlan } from "./locate.ts";
import { collectionPointAnswerOf, storeAnswerOf } from "./store-answer.ts";

/** Rows whose coordinates fall in the search's bounding box (an index-friendly prefilter). */
function inBox(table: typeof stores | typeof collectionPoints, plan: SearchPlan) {
  const box = boundingBoxE6(plan.origin, plan.radiusKm);
  return and(
    gte(table.latitude, box.minLat),
    lte(table.latitude, box.maxLat),
    box.minLng === undefined ? undefined : gte(table.longitude, box.minLng),
    box.maxLng === undefined ? undefined : lte(table.longitude, box.maxLng),
  );
}

/**
 * Location searches (commerce spec §7): collection points (pick-up-drop-off) and stores near
 * coordinates or a postal code, nearest first, with the distance in the answer's unit. Public
 * reference data: no token needed.
 */
export function registerLocationRoutes(api: Api, deps: BackendDeps) {
  const { db } = deps;

  api.on("POST", "/stores/v1/collectionPoints", async (c) => {
    const plan = await planSearch(db, await readBody(c, collectionPointsRequest));
    const rows = await db.select().from(collectionPoints).where(inBox(collectionPoints, plan)).orderBy(asc(collectionPoints.id));
    const located = rows.map((row) => ({ row, id: row.id, latitude: fromE6(row.latitude), longitude: fromE6(row.longitude) }));
    const { results, total } = nearest(located, plan.origin, plan);
    return c.json({
      origin: plan.origin,
      radius: plan.radius,
      unit: plan.unit,
      collectionPoints: results.map((result) => collectionPointAnswerOf(result.row, result.distance)),
      total,
    });
  });

  api.on("POST", "/stores/v1/search", async (c) => {
    const body = await readBody(c, storeSearchRequest);
    if (body.inStockOnly && !body.productId) throw new ApiError(400, "ATTR300", "productId: required with inStockOnly", { field: "productId" });
    if (body.productId) {
      const [variant] = await db.select({ id: variants.id }).from(variants).where(eq(variants.id, body.productId));
      if (!variant) throw new ApiError(404, "ORD404", "No product with this id", { field: "productId" });
    }
    const plan = await planSearch(db, body);
    const rows = await db
      .select()
      .from(stores)
      .where(and(inBox(stores, plan), body.siteId ? eq(stores.siteId, body.siteId) : undefined))
      .orderBy(asc(stores.id));
    const stock = body.productId && rows.length ? await stockIn(body.productId, rows.map((row) => row.id)) : undefined;
    const candidates = rows
      .filter((row) => !body.inStockOnly || (stock?.get(row.id) ?? 0) > 0)
      .map((row) => ({ row, id: row.id, latitude: fromE6(row.latitude), longitude: fromE6(row.longitude) }));
    const { results, total } = nearest(candidates, plan.origin, plan);
    const answers: StoreSearchResultAnswer[] = results.map((result) => ({
      ...storeAnswerOf(result.row),
      distance: result.distance,
      ...(stock ? { storeInventory: stock.get(result.id) ?? 0 } : {}),
    }));
    return c.json({ origin: plan.origin, radius: plan.radius, unit: plan.unit, stores: answers, total });
  });

  async function stockIn(variantId: string, storeIds: string[]): Promise<Map<string, number>> {
    const rows = await db
      .select({ storeId: inventory.locationId, quantity: inventory.quantity })
      .from(inventory)
      .where(and(eq(inventory.variantId, variantId), inArray(inventory.locationId, storeIds)));
    return new Map(rows.map((row) => [row.storeId, row.quantity]));
  }
}
