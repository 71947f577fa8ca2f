import { sql, type SQL } from "drizzle-orm";
import { PRICE_BUCKETS, type SearchSort } from "../../../contracts/api/products.ts";
import { createHash } from "node:crypto";
import type { Database } from "../../db/database.ts";
import { executeNamed } from "../../db/prepared.ts";
import type { MemberPriceRule } from "../../pricing/member-prices.ts";
import type { Currency } from "../site-context.ts";
import { NEW_BADGE, VIRTUAL_CATEGORIES } from "../virtual-categories.ts";

/**
 * The product search query: text match and rank, filters, facet counts, sort and the page, in
 * one SQL statement over product_search with live prices (in the currency), online stock and
 * ratings. What is matched comes from the search plan (search-text.ts); the tiles of the page
 * are read afterwards (product-tiles.ts).
 *
 * Rank = ts_rank_cd over the weighted document (name 1.0, category 0.5, colours/gender/badge
 * 0.2, attributes and description 0.05) + trigram similarity of the searched words to the
 * name (word_similarity 0.5, similarity 0.3: "summit parka" prefers "Summit Parka" to "Custom
 * Summit Parka"); ties go to the better rated product.
 */

export interface SearchFilters {
  categoryId?: string;
  colors: string[];
  sizes: string[];
  genders: string[];
  prices: string[];
  inStock: boolean;
}

export interface SearchRequest {
  /** to_tsquery('english', …) text; undefined lists everything. */
  tsquery?: string;
  /** The searched words, for similarity to names. */
  text: string;
  currency: Currency;
  /** The searching member's price rules: price filters and sorts use their prices. */
  memberPrices?: readonly MemberPriceRule[];
  filters: SearchFilters;
  sort: SearchSort;
  start: number;
  count: number;
}

export interface SearchResult {
  total: number;
  productIds: string[];
  facets: {
    category: [string, number][];
    color: [string, number][];
    size: [string, number][];
    gender: [string, number][];
    price: [string, number][];
  };
}

const RANK_WEIGHTS = "{0.05, 0.2, 0.5, 1.0}";

const VIRTUAL_IDS = Object.fromEntries([...VIRTUAL_CATEGORIES].map(([id, kind]) => [kind, id])) as Record<"new" | "sale", string>;

/** The price bucket of a product's lowest current price (minor units), as SQL. */
const priceBucket = sql.raw(
  `case ${PRICE_BUCKETS.filter((bucket) => bucket.max !== null)
    .map((bucket) => `when low_current < ${bucket.max! * 100} then '${bucket.id}'`)
    .join(" ")} else '${PRICE_BUCKETS[PRICE_BUCKETS.length - 1]!.id}' end`,
);

const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;

/**
 * A variant's price to the searching shopper, as SQL over `pc` (its price row) and
 * `m.category_ids`: the sale price, or the lowest of their member prices where lower — the
 * rule of memberPriceOf (backend/pricing/member-prices.ts), in integer arithmetic.
 */
function shopperPrice(rules: readonly MemberPriceRule[]): SQL {
  if (!rules.length) return sql`pc.sale_amount`;
  const memberPrices = rules.map((rule) => {
    const fullPrice = rule.fullPriceOnly ? sql`pc.sale_amount = pc.list_amount` : sql`true`;
    const included = rule.excludedCategoryIds.length ? sql`not (m.category_ids && ${textArray(rule.excludedCategoryIds)})` : sql`true`;
    return sql`case when ${fullPrice} and ${included} then pc.list_amount - (pc.list_amount * ${rule.percentOff}::int + 50) / 100 else pc.sale_amount end`;
  });
  return sql`least(pc.sale_amount, ${sql.join(memberPrices, sql`, `)})`;
}

function categoryFilter(categoryId: string | undefined): SQL {
  if (!categoryId) return sql`true`;
  const virtual = VIRTUAL_CATEGORIES.get(categoryId);
  if (virtual === "new") return sql`badge = ${NEW_BADGE}`;
  if (virtual === "sale") return sql`on_sale`;
  return sql`${categoryId} = any(category_ids)`;
}

function orderBy(sort: SearchSort, hasText: boolean): SQL {
  const byName = sql`name, product_id`;
  switch (sort) {
    case "price-asc":
      return sql`low_current asc, ${byName}`;
    case "price-desc":
      return sql`low_current desc, ${byName}`;
    case "newest":
      return sql`launched_at desc, ${byName}`;
    case "rating":
      return sql`rating desc, ratings desc, ${byName}`;
    case "relevance":
      return hasText ? sql`score desc, rating desc, ratings desc, ${byName}` : sql`(badge = 'Best seller') desc, ratings desc, rating desc, ${byName}`;
  }
}

/**
 * The name of a search statement: its text's hash, so that each shape of the query (which filters,
 * which sort, text or none, how many member rules) is prepared once per connection and then only
 * bound (decision 0036); planning it had cost as much as running it. The shapes are few and
 * bounded by the code, never by the values, which are all parameters.
 */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `product_search_${createHash("sha1").update(text).digest("hex").slice(0, 16)}`;
    statementNames.set(text, name);
  }
  return name;
}
const statementNames = new Map<string, string>();

export async function searchProducts(db: Pick<Database, "execute">, request: SearchRequest): Promise<SearchResult> {
  const { filters } = request;
  const hasText = request.tsquery !== undefined;
  const tsquery = sql`to_tsquery('english', ${request.tsquery ?? ""})`;
  const score = hasText
    ? sql`ts_rank_cd(${RANK_WEIGHTS}::float4[], ps.document, ${tsquery}) + 0.5 * word_similarity(${request.text}, ps.name_text) + 0.3 * similarity(${request.text}, ps.name_text)`
    : sql`0`;
  const match = hasText ? sql`ps.document @@ ${tsquery}` : sql`true`;

  const conditions = {
    category: categoryFilter(filters.categoryId),
    color: filters.colors.length ? sql`exists (select 1 from unnest(color_names) c where lower(c) = any(${textArray(filters.colors.map((color) => color.toLowerCase()))}))` : sql`true`,
    size: filters.sizes.length ? sql`sizes && ${textArray(filters.sizes)}` : sql`true`,
    gender: filters.genders.length ? sql`gender = any(${textArray(filters.genders)})` : sql`true`,
    price: filters.prices.length ? sql`(${priceBucket}) = any(${textArray(filters.prices)})` : sql`true`,
    stock: filters.inStock ? sql`in_stock` : sql`true`,
  };
  type Facet = keyof typeof conditions;
  /** Every filter but `except`'s: a facet's counts ignore its own selection. */
  const allBut = (except?: Facet) =>
    sql.join(
      (Object.keys(conditions) as Facet[]).filter((facet) => facet !== except).map((facet) => sql`(${conditions[facet]})`),
      sql` and `,
    );
  const counts = (facet: Facet, value: SQL, from: SQL = sql`facts`) =>
    sql`(select coalesce(json_agg(json_build_array(value, n)), '[]'::json) from (select ${value} as value, count(*)::int as n from ${from} where ${allBut(facet)} group by 1) counted where value is not null)`;

  // Online stock is read only when the in-stock filter asks for it (the costliest part of the query).
  const stocked = filters.inStock
    ? sql`select m.product_id, exists (select 1 from variants v join inventory i on i.variant_id = v.id and i.location_id = 'online' and i.quantity > 0 where v.product_id = m.product_id) as in_stock from matched m`
    : sql`select product_id, true as in_stock from matched where false`;
  const statement = sql`
    with matched as (
      select ps.product_id, ps.category_ids, ps.color_names, ps.sizes, ps.gender, ps.launched_at, ${score} as score
      from product_search ps
      where ${match}
    ),
    priced as (
      select m.product_id, pr.low_current, pr.on_sale
      from matched m
      cross join lateral (
        select min(${shopperPrice(request.memberPrices ?? [])}) as low_current, bool_or(pc.sale_amount < pc.list_amount) as on_sale
        from variants v join prices pc on pc.variant_id = v.id and pc.currency = ${request.currency}
        where v.product_id = m.product_id) pr
      where pr.low_current is not null
    ),
    stocked as (${stocked}),
    facts as (
      select m.*, p.name, p.badge, pr.low_current, pr.on_sale, coalesce(st.in_stock, false) as in_stock,
        coalesce(r.stars_1 + r.stars_2 + r.stars_3 + r.stars_4 + r.stars_5, 0) as ratings,
        coalesce(round((r.stars_1 + 2 * r.stars_2 + 3 * r.stars_3 + 4 * r.stars_4 + 5 * r.stars_5)::numeric
          / nullif(r.stars_1 + r.stars_2 + r.stars_3 + r.stars_4 + r.stars_5, 0), 1), 0) as rating
      from matched m
      join products p on p.id = m.product_id
      join priced pr on pr.product_id = m.product_id
      left join stocked st on st.product_id = m.product_id
      left join product_ratings r on r.product_id = m.product_id
    ),
    selected as (select * from facts where ${allBut()})
    select json_build_object(
      'total', (select count(*)::int from selected),
      'ids', (select coalesce(json_agg(product_id order by position), '[]'::json) from (
        select product_id, row_number() over (order by ${orderBy(request.sort, hasText)}) as position
        from selected order by position limit ${request.count} offset ${request.start}) page),
      'category', (select coalesce(json_agg(json_build_array(value, n)), '[]'::json) from (
        select value, count(*)::int as n from (
          select c as value from facts, unnest(category_ids) c where ${allBut("category")}
          union all select ${VIRTUAL_IDS.new}::text from facts where badge = ${NEW_BADGE} and ${allBut("category")}
          union all select ${VIRTUAL_IDS.sale}::text from facts where on_sale and ${allBut("category")}
        ) category_values group by value) counted),
      'color', ${counts("color", sql`c`, sql`facts, unnest(color_names) c`)},
      'size', ${counts("size", sql`s`, sql`facts, unnest(sizes) s`)},
      'gender', ${counts("gender", sql`gender`)},
      'price', ${counts("price", priceBucket)}
    ) as result`;
  const result = await executeNamed<{ result: { total: number; ids: string[] } & SearchResult["facets"] }>(db, statementName, statement);

  const { total, ids, ...facets } = result.rows[0]!.result;
  return { total, productIds: ids, facets };
}
