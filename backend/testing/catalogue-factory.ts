import { randomBytes, randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { categories, inventory, memberPriceRules, prices, products, promotions, stores, variants } from "../db/schema.ts";
import { MEMBER_PRICES } from "../seed/generator/member-prices.ts";

/**
 * Test-data factories for the catalogue: each call inserts fresh rows with random ids (so that
 * test files may share a PostgreSQL database) and answers the ids. Defaults describe an
 * ordinary in-stock product priced the same in every site currency; a test states only what
 * it is about: `await createProduct(db, { stock: 5, price: 4999 })`.
 */

export const ALL_CURRENCIES = ["USD", "CAD", "GBP", "EUR"] as const;
export const ONLINE = "online";

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const randomCode = (length: number) => Array.from(randomBytes(length), (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join("");
const randomDigits = (length: number) => Array.from({ length }, (_, index) => String(index === 0 ? randomInt(1, 10) : randomInt(0, 10))).join("");

export async function createCategory(db: Database, fields: { name?: string } = {}): Promise<{ categoryId: string }> {
  const categoryId = randomDigits(8);
  const name = fields.name ?? `Category ${categoryId}`;
  await db.insert(categories).values({ id: categoryId, slug: `category-${categoryId}`, name });
  return { categoryId };
}

export interface ProductSpec {
  name?: string;
  /** Sale price in minor units, in every currency of `currencies` (default 4999). */
  price?: number;
  /** List price in minor units (default: the sale price, i.e. not on sale). */
  listPrice?: number;
  /** Currencies with a price (default all four site currencies). */
  currencies?: readonly string[];
  /** Online stock of each variant (default 10); null for no inventory row at all. */
  stock?: number | null;
  /** Stock in stores, by store id. */
  storeStock?: Record<string, number>;
  /** Number of variants (sizes), default 1. */
  variants?: number;
  categoryId?: string;
  badge?: string | null;
  /** Rating in tenths (45 = 4.5). */
  ratingTenths?: number;
  reviewsCount?: number;
  isDigital?: boolean;
  isCustoms?: boolean;
  colorName?: string;
}

export interface CreatedProduct {
  categoryId: string;
  /** Style id (8 characters). */
  productId: string;
  slug: string;
  name: string;
  /** The first variant's product id (11 characters), and all of them. */
  variantId: string;
  variantIds: string[];
  upc: string;
}

const SIZES = ["S", "M", "L", "XL", "XXL"];

export async function createProduct(db: Database, spec: ProductSpec = {}): Promise<CreatedProduct> {
  const categoryId = spec.categoryId ?? (await createCategory(db)).categoryId;
  const productId = randomCode(8);
  const name = spec.name ?? `Test product ${productId}`;
  const slug = `test-product-${productId.toLowerCase()}`;
  await db.insert(products).values({
    id: productId,
    slug,
    name,
    categoryId,
    badge: spec.badge ?? null,
    ratingScore: spec.ratingTenths ?? 0,
    reviewsCount: spec.reviewsCount ?? 0,
    isDigital: spec.isDigital ?? false,
    isCustoms: spec.isCustoms ?? false,
  });

  const sale = spec.price ?? 4999;
  const list = spec.listPrice ?? sale;
  const variantIds: string[] = [];
  const upcs: string[] = [];
  for (let index = 0; index < (spec.variants ?? 1); index++) {
    const size = SIZES[index % SIZES.length]!;
    const variantId = `${productId}${randomCode(3)}`;
    const upc = randomDigits(12);
    await db.insert(variants).values({ id: variantId, productId, upc, colorCode: "BLK", colorName: spec.colorName ?? "Black", size });
    for (const currency of spec.currencies ?? ALL_CURRENCIES) await db.insert(prices).values({ variantId, currency, listAmount: list, saleAmount: sale });
    if (spec.stock !== null) await db.insert(inventory).values({ variantId, locationId: ONLINE, quantity: spec.stock ?? 10 });
    for (const [locationId, quantity] of Object.entries(spec.storeStock ?? {})) await db.insert(inventory).values({ variantId, locationId, quantity });
    variantIds.push(variantId);
    upcs.push(upc);
  }
  return { categoryId, productId, slug, name, variantId: variantIds[0]!, variantIds, upc: upcs[0]! };
}

/** Sets a variant's stock at a location (online by default), as a stock feed would. */
export async function setStock(db: Database, variantId: string, quantity: number, locationId: string = ONLINE): Promise<void> {
  const updated = await db
    .update(inventory)
    .set({ quantity })
    .where(and(eq(inventory.variantId, variantId), eq(inventory.locationId, locationId)))
    .returning({ variantId: inventory.variantId });
  if (!updated.length) await db.insert(inventory).values({ variantId, locationId, quantity });
}

/** Removes a variant's price in a currency. */
export async function removePrice(db: Database, variantId: string, currency: string): Promise<void> {
  await db.delete(prices).where(and(eq(prices.variantId, variantId), eq(prices.currency, currency)));
}

export async function createStore(db: Database, fields: { siteId?: string; name?: string } = {}): Promise<{ storeId: string }> {
  const storeId = `S${randomDigits(6)}`;
  await db.insert(stores).values({
    id: storeId,
    name: fields.name ?? `Store ${storeId}`,
    siteId: fields.siteId ?? "RL-US",
    addressLine1: "1 Test Street",
    city: "Testville",
    postalCode: "10001",
    country: "US",
    latitude: 40_712_776,
    longitude: -74_005_974,
    phone: "+12125550100",
  });
  return { storeId };
}

/**
 * A gift-with-purchase promotion whose gift is `giftVariantId`. It is live for every cart of the
 * database: give it a `categoryId` of the test's own to keep it from other tests' carts.
 */
export async function createGiftPromotion(db: Database, giftVariantId: string, fields: { threshold?: number; categoryId?: string } = {}): Promise<{ promotionId: string }> {
  const promotionId = `GWP${randomCode(6)}`;
  await db.insert(promotions).values({ id: promotionId, name: `Gift ${promotionId}`, level: "PRODUCT", kind: "gift", giftVariantId, threshold: fields.threshold ?? 0, categoryId: fields.categoryId ?? null });
  return { promotionId };
}

/**
 * The seed's member prices of the customer groups (backend/seed/generator/member-prices.ts), as
 * the loaded seed has them; each group's rule once per database, however often it is called.
 */
export async function createMemberPrices(db: Database): Promise<void> {
  await db.insert(memberPriceRules).values(MEMBER_PRICES).onConflictDoNothing();
}
