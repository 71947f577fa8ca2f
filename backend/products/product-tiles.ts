import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { productTileAnswer } from "../../contracts/api/products.ts";
import { productPath } from "../../contracts/paths.ts";
import type { Database } from "../db/database.ts";
import { executeNamed } from "../db/prepared.ts";
import { memberPriceOfRange, withMemberPrices } from "../pricing/member-prices.ts";
import { badgesOf, priceRangeOf, type MinorPrice } from "./catalogue-rules.ts";
import { loadCategories, pathTo } from "./category-tree.ts";
import { summariseRatings, type StarCounts } from "./reviews/ratings.ts";
import type { SiteContext } from "./site-context.ts";
import { toUnits } from "../money.ts";

export type ProductTile = z.infer<typeof productTileAnswer>;

type Reader = Pick<Database, "select" | "execute">;

/** A product's row of the tiles' read (exported for the test that pins it). */
export interface TileRow {
  id: string;
  name: string;
  slug: string;
  category_id: string;
  gender: ProductTile["gender"];
  badge: string | null;
  colors: string[];
  /** Per priced variant: list and sale amounts and online units (same order). */
  list_amounts: number[];
  sale_amounts: number[];
  online: number[];
  stars: StarCounts;
}

/** The rows of `productIds`' tiles in `currency`, one per product that has variants, in no order. */
export async function readTileRows(db: Pick<Database, "execute">, productIds: readonly string[], currency: string): Promise<TileRow[]> {
  // Each product's variants are read once by its key (variants_product_idx), their price and
  // online stock by theirs, and aggregated per product, colours included (decision 0036): before,
  // all variants were hash-joined to the products, then sorted and grouped, and the colours read
  // apart. A product without variants has no tile, as with the inner join before. Sent by name:
  // planning it cost a third of running it.
  const result = await executeNamed<TileRow>(
    db,
    "product_tiles",
    sql`
    select p.id, p.name, p.slug, p.category_id, p.gender, p.badge,
      pv.colors, pv.list_amounts, pv.sale_amounts, pv.online,
      array[coalesce(r.stars_1, 0), coalesce(r.stars_2, 0), coalesce(r.stars_3, 0), coalesce(r.stars_4, 0), coalesce(r.stars_5, 0)] as stars
    from products p
    cross join lateral (
      select count(*) as variants, array_agg(distinct v.color_name order by v.color_name) as colors,
        coalesce(array_agg(pc.list_amount order by v.id) filter (where pc.list_amount is not null), '{}') as list_amounts,
        coalesce(array_agg(pc.sale_amount order by v.id) filter (where pc.list_amount is not null), '{}') as sale_amounts,
        coalesce(array_agg(coalesce(i.quantity, 0) order by v.id) filter (where pc.list_amount is not null), '{}') as online
      from variants v
      left join prices pc on pc.variant_id = v.id and pc.currency = ${currency}
      left join inventory i on i.variant_id = v.id and i.location_id = 'online'
      where v.product_id = p.id) pv
    left join product_ratings r on r.product_id = p.id
    where p.id = any(${sql.param([...productIds])}::text[]) and pv.variants > 0`,
  );

  return result.rows;
}

/**
 * Products as list tiles (search hits, product sets, recommendations, autosuggest), in the
 * context's currency, read in one query (one row per product) whatever their number. A
 * product without a price in the currency is not sold there and has no tile. Prices are the
 * caller's (a member's group price where lower, as on the product page); the "Sale" badge is
 * the markdown's.
 */
export async function loadTiles(db: Reader, productIds: readonly string[], context: SiteContext): Promise<Map<string, ProductTile>> {
  if (productIds.length === 0) return new Map();
  const rows = await readTileRows(db, productIds, context.currency);
  const rules = context.memberPrices ?? [];
  const categories = rules.length ? await loadCategories(db) : [];
  const tiles = new Map<string, ProductTile>();
  for (const row of rows) {
    const listed: MinorPrice[] = row.list_amounts.map((listAmount, index) => ({ listAmount, saleAmount: row.sale_amounts[index]! }));
    const categoryIds = rules.length ? pathTo(categories, row.category_id).map((category) => category.id) : [];
    const priced = withMemberPrices(listed, categoryIds, rules);
    const range = priceRangeOf(priced);
    if (!range) continue;
    const rating = summariseRatings(row.stars);
    tiles.set(row.id, {
      productId: row.id,
      name: row.name,
      slug: row.slug,
      pdpUrl: productPath(context.site.localePath, row.slug, row.id),
      categoryId: row.category_id,
      gender: row.gender,
      ...badgesOf(row.badge, listed.some((price) => price.saleAmount < price.listAmount)),
      rating: { score: rating.averageRating, reviewsCount: rating.reviewsCount },
      price: {
        currency: context.currency,
        lowCurrent: toUnits(range.lowCurrent),
        highCurrent: toUnits(range.highCurrent),
        lowOriginal: toUnits(range.lowOriginal),
        highOriginal: toUnits(range.highOriginal),
        onSale: range.onSale,
        percentageDiscount: range.percentageDiscount,
        ...memberPriceOfRange(priced),
      },
      colors: row.colors,
      inStock: row.online.some((units) => units > 0),
    });
  }
  return tiles;
}

/** The tiles of `productIds` in that order, leaving out products without one. */
export async function loadTileList(db: Reader, productIds: readonly string[], context: SiteContext): Promise<ProductTile[]> {
  const tiles = await loadTiles(db, productIds, context);
  return productIds.flatMap((id) => tiles.get(id) ?? []);
}
