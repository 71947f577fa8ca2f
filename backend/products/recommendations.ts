import { sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { DEFAULT_RECOMMENDATIONS, type recommendationsQuery, type widgetRecommendationsAnswer } from "../../contracts/api/products.ts";
import type { Database } from "../db/database.ts";
import { ApiError } from "../http/errors.ts";
import type { MemberPriceRule } from "../pricing/member-prices.ts";
import { loadCategories, pathTo } from "./category-tree.ts";
import { findProduct } from "./product-details.ts";
import { loadTileList } from "./product-tiles.ts";
import { resolveSiteContext, type Currency } from "./site-context.ts";

type Reader = Pick<Database, "select" | "execute">;
type Answer = z.infer<typeof widgetRecommendationsAnswer>;

/**
 * In-stock products (some variant with online stock and a price in the currency) of a
 * category and its subcategories, best rated first (then most rated), leaving out some ids.
 */
async function bestInStock(db: Reader, categoryId: string | null, currency: Currency, exclude: readonly string[], limit: number): Promise<string[]> {
  if (limit <= 0) return [];
  const inCategory: SQL = categoryId ? sql`${categoryId} = any(ps.category_ids)` : sql`true`;
  const result = (await db.execute(sql`
    select ps.product_id
    from product_search ps
    left join product_ratings r on r.product_id = ps.product_id
    where ${inCategory}
      and ps.product_id <> all(${sql.param([...exclude])}::text[])
      and exists (
        select 1 from variants v
        join inventory i on i.variant_id = v.id and i.location_id = 'online' and i.quantity > 0
        join prices pc on pc.variant_id = v.id and pc.currency = ${currency}
        where v.product_id = ps.product_id)
    order by
      coalesce((r.stars_1 + 2 * r.stars_2 + 3 * r.stars_3 + 4 * r.stars_4 + 5 * r.stars_5)::numeric
        / nullif(r.stars_1 + r.stars_2 + r.stars_3 + r.stars_4 + r.stars_5, 0), 0) desc,
      coalesce(r.stars_1 + r.stars_2 + r.stars_3 + r.stars_4 + r.stars_5, 0) desc,
      ps.product_id
    limit ${limit}`)) as unknown as { rows: { product_id: string }[] };
  return result.rows.map((row) => row.product_id);
}

/**
 * GET /products/v1/widgetRecommendations. With `productId`: products of its category, then
 * (to fill the widget) of the categories above it; with `categoryId`: of that category; else
 * the best rated overall. A failing widget must not break a page (the storefront shows an
 * empty carousel), but an unknown product or category is still 404 PLP400, so that a wrong id
 * is noticed.
 */
export async function widgetRecommendations(db: Reader, query: z.output<typeof recommendationsQuery>, memberPrices: readonly MemberPriceRule[] = []): Promise<Answer> {
  const context = { ...resolveSiteContext(query), memberPrices };
  const limit = query.count ?? DEFAULT_RECOMMENDATIONS;
  const categories = await loadCategories(db);
  if (query.productId) {
    const { product } = await findProduct(db, query.productId);
    const ids: string[] = [];
    // The product's own category first, then each category above it.
    for (const category of pathTo(categories, product.categoryId).reverse()) {
      ids.push(...(await bestInStock(db, category.id, context.currency, [product.id, ...ids], limit - ids.length)));
      if (ids.length >= limit) break;
    }
    return { strategy: "same-category", productId: product.id, items: await loadTileList(db, ids, context) };
  }
  if (query.categoryId) {
    if (!categories.some((category) => category.id === query.categoryId)) throw new ApiError(404, "PLP400", `No category ${query.categoryId}`);
    return { strategy: "category", productId: null, items: await loadTileList(db, await bestInStock(db, query.categoryId, context.currency, [], limit), context) };
  }
  return { strategy: "top-rated", productId: null, items: await loadTileList(db, await bestInStock(db, null, context.currency, [], limit), context) };
}
