import { eq, sql } from "drizzle-orm";
import type { ProductDetailsAnswer } from "../../contracts/api/products.ts";
import { categoryPath, productPath } from "../../contracts/paths.ts";
import type { Database } from "../db/database.ts";
import { products, promotions, variants } from "../db/schema.ts";
import { ApiError } from "../http/errors.ts";
import { attributeList, badgesOf, bestStatus, compareSizes, percentageDiscount, priceRangeOf, stockStatus } from "./catalogue-rules.ts";
import { loadCategories, pathTo } from "./category-tree.ts";
import { loadProductStarCounts } from "./reviews/rating-store.ts";
import { summariseRatings, type StarCounts } from "./reviews/ratings.ts";
import type { SiteContext } from "./site-context.ts";
import { toUnits } from "../money.ts";
import { memberPriceAnswerOf, memberPriceOfRange, withMemberPrices } from "../pricing/member-prices.ts";

type Reader = Pick<Database, "select" | "execute">;
export type ProductRow = typeof products.$inferSelect;

/** A style id (8) or a variant's product id (11) resolved to its style; 404 PLP400 when neither exists. */
export async function findProduct(db: Reader, productId: string): Promise<{ product: ProductRow; variantId: string | null }> {
  let styleId = productId;
  let variantId: string | null = null;
  if (productId.length === 11) {
    const [variant] = await db.select({ productId: variants.productId }).from(variants).where(eq(variants.id, productId));
    if (!variant) throw new ApiError(404, "PLP400", `No product ${productId}`);
    styleId = variant.productId;
    variantId = productId;
  }
  const [product] = await db.select().from(products).where(eq(products.id, styleId));
  if (!product) throw new ApiError(404, "PLP400", `No product ${productId}`);
  return { product, variantId };
}

export interface VariantStock {
  id: string;
  upc: string;
  colorCode: string;
  colorName: string;
  size: string;
  listAmount: number | null;
  saleAmount: number | null;
  /** Units in the web warehouse. */
  online: number;
  /** Units over the stores of the site's country. */
  inStores: number;
}

/** The style's variants with their price in the currency and their stock online and in the country's stores. */
export async function loadVariantStock(db: Reader, styleId: string, context: SiteContext): Promise<VariantStock[]> {
  const result = (await db.execute(sql`
    select v.id, v.upc, v.color_code as "colorCode", v.color_name as "colorName", v.size,
      pc.list_amount as "listAmount", pc.sale_amount as "saleAmount",
      coalesce(sum(i.quantity) filter (where i.location_id = 'online'), 0)::int as online,
      coalesce(sum(i.quantity) filter (where s.id is not null), 0)::int as "inStores"
    from variants v
    left join prices pc on pc.variant_id = v.id and pc.currency = ${context.currency}
    left join inventory i on i.variant_id = v.id
    left join stores s on s.id = i.location_id and s.country = ${context.site.country}
    where v.product_id = ${styleId}
    group by v.id, pc.list_amount, pc.sale_amount
    order by v.id`)) as unknown as { rows: VariantStock[] };
  return result.rows;
}

/**
 * The details answer (pure): variants in colour then size order, only those with a price in
 * the currency (a variant without one is not sold there, as the cart's INV702 says). Prices are
 * the caller's: a member's group price where it is lower (backend/pricing), named by
 * `memberPrice`; the "Sale" badge stays the markdown's, which everyone sees.
 */
export function buildProductDetails(input: {
  product: ProductRow;
  variants: readonly VariantStock[];
  categoryPath: { id: string; name: string; slug: string }[];
  stars: StarCounts;
  context: SiteContext;
  selectedVariantId: string | null;
}): ProductDetailsAnswer | undefined {
  const { product, context } = input;
  const listed = input.variants.filter((variant): variant is VariantStock & { listAmount: number; saleAmount: number } => variant.listAmount !== null && variant.saleAmount !== null);
  const priced = withMemberPrices(listed, input.categoryPath.map((category) => category.id), context.memberPrices ?? []);
  const range = priceRangeOf(priced);
  if (!range) return undefined;

  const colorOrder = [...new Set(priced.map((variant) => variant.colorCode))];
  const ordered = [...priced].sort((a, b) => colorOrder.indexOf(a.colorCode) - colorOrder.indexOf(b.colorCode) || compareSizes(a.size, b.size));
  const variantAnswers = ordered.map((variant) => {
    const status = stockStatus(variant.online, variant.inStores);
    return {
      productId: variant.id,
      upc: variant.upc,
      color: { code: variant.colorCode, name: variant.colorName },
      size: variant.size,
      price: {
        currency: context.currency,
        original: toUnits(variant.listAmount),
        current: toUnits(variant.saleAmount),
        onSale: variant.saleAmount < variant.listAmount,
        percentageDiscount: percentageDiscount(variant.listAmount, variant.saleAmount),
        ...(variant.memberRule ? { memberPrice: memberPriceAnswerOf(variant.memberRule) } : {}),
      },
      availability: { status, orderable: variant.online > 0, inStock: variant.online > 0, lowStock: status === "LOW_STOCK", availableInStores: variant.inStores > 0 },
    };
  });
  const optionOf = <K extends "colorCode" | "size">(key: K, value: string) => {
    const of = ordered.filter((variant) => variant[key] === value);
    return { orderable: of.some((variant) => variant.online > 0), availableInStores: of.some((variant) => variant.inStores > 0) };
  };
  const rating = summariseRatings(input.stars);
  const leaf = input.categoryPath[input.categoryPath.length - 1];
  const url = (category: { id: string; slug: string }) => categoryPath(context.site.localePath, category.slug, category.id);

  return {
    id: product.id,
    masterId: product.id,
    name: product.name,
    slug: product.slug,
    pdpUrl: productPath(context.site.localePath, product.slug, product.id),
    description: product.description,
    siteId: context.site.siteId as ProductDetailsAnswer["siteId"],
    currency: context.currency,
    category: {
      id: product.categoryId,
      name: leaf?.name ?? "",
      url: leaf ? url(leaf) : "",
      path: input.categoryPath.map((category) => ({ id: category.id, name: category.name, slug: category.slug, url: url(category) })),
    },
    gender: product.gender as ProductDetailsAnswer["gender"],
    ...badgesOf(product.badge, priced.some((variant) => variant.regularAmount < variant.listAmount)),
    attributes: attributeList(product.attributes),
    rating: { score: rating.averageRating, reviewsCount: rating.reviewsCount },
    isDigital: product.isDigital,
    isCustoms: product.isCustoms,
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
    colors: colorOrder.map((code) => ({ code, name: ordered.find((variant) => variant.colorCode === code)!.colorName, ...optionOf("colorCode", code) })),
    sizes: [...new Set(ordered.map((variant) => variant.size))].sort(compareSizes).map((value) => ({ value, ...optionOf("size", value) })),
    variants: variantAnswers,
    selectedVariantId: priced.some((variant) => variant.id === input.selectedVariantId) ? input.selectedVariantId : null,
    availability: {
      status: bestStatus(variantAnswers.map((variant) => variant.availability.status)),
      orderable: variantAnswers.some((variant) => variant.availability.orderable),
      availableInStores: variantAnswers.some((variant) => variant.availability.availableInStores),
    },
  };
}

/** GET /products/v2/products/{productId}/details. */
export async function productDetails(db: Reader, productId: string, context: SiteContext, now = new Date()): Promise<ProductDetailsAnswer> {
  const { product, variantId } = await findProduct(db, productId);
  const [variantRows, categoryRows, stars, promotionRows] = [await loadVariantStock(db, product.id, context), await loadCategories(db), await loadProductStarCounts(db, product.id), await db.select().from(promotions)];
  const categoryPath = pathTo(categoryRows, product.categoryId);
  const answer = buildProductDetails({ product, variants: variantRows, categoryPath, stars, context, selectedVariantId: variantId });
  if (!answer) throw new ApiError(404, "PLP400", `${product.id} is not sold in ${context.currency}`);
  return { ...answer, promotions: productCallouts(promotionRows, new Set(categoryPath.map((category) => category.id)), context.currency, now) };
}

type PromotionRow = typeof promotions.$inferSelect;

/**
 * The product promotions a product page calls out: PRODUCT level, for one of the product's
 * categories, running at `now`, in the currency (or any), for every shopper, without a coupon, and
 * with a three-part callout (commerce spec §3: approaching | in progress | earned), of which the
 * first part is shown. A callout of another shape is left out rather than shown half.
 */
export function productCallouts(rows: readonly PromotionRow[], categoryIds: ReadonlySet<string>, currency: string, now: Date): NonNullable<ProductDetailsAnswer["promotions"]> {
  return rows
    .filter((row) => row.level === "PRODUCT" && row.categoryId !== null && categoryIds.has(row.categoryId))
    .filter((row) => !row.couponRequired && row.customerGroup === "ALL" && (row.currency === null || row.currency === currency))
    .filter((row) => (!row.startsAt || row.startsAt <= now) && (!row.endsAt || now < row.endsAt))
    .map((row) => ({ row, parts: row.calloutMessage.split("|").map((part) => part.trim()) }))
    .filter(({ parts }) => parts.length === 3 && parts[0]!.length > 0)
    .map(({ row, parts }) => ({ promotionId: row.id, name: row.name, callout: parts[0]! }))
    .sort((a, b) => a.promotionId.localeCompare(b.promotionId));
}
