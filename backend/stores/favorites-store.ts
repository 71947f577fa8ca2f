import { randomBytes, randomUUID } from "node:crypto";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { SiteConfig } from "../../contracts/sites.ts";
import type { FavoriteItemAnswer, FavoritesAnswer, FavoriteItemType } from "../../contracts/api/wishlists.ts";
import { productPath } from "../../contracts/paths.ts";
import type { Database } from "../db/database.ts";
import { favoriteItems, favorites, inventory, prices, products, variants } from "../db/schema.ts";
import { ApiError } from "../http/errors.ts";
import type { Identity } from "../identity/tokens.ts";
import { toUnits } from "../money.ts";
import { memberPriceAnswerOf, memberPriceOf, type MemberPriceRule } from "../pricing/member-prices.ts";
import { loadCategories, pathTo } from "../products/category-tree.ts";

export type Executor = Pick<Database, "select" | "insert" | "update" | "delete" | "execute">;
export type FavoritesRow = typeof favorites.$inferSelect;

/** The web warehouse's location id in `inventory`. */
const ONLINE_LOCATION = "online";

/** Who owns a list: a member or a guest. In-store associates have none (commerce spec §4 Buy-in-store). */
export function favoritesOwner(identity: Identity): { consumerId: string; guestId: null } | { consumerId: null; guestId: string } {
  if (identity.kind === "registered") return { consumerId: identity.consumerId, guestId: null };
  if (identity.kind === "guest") return { consumerId: null, guestId: identity.guestId };
  throw new ApiError(403, "AUT432", "Favourites are not available while connected to a store");
}

const ownedBy = (identity: Identity) => {
  const owner = favoritesOwner(identity);
  return owner.consumerId ? eq(favorites.consumerId, owner.consumerId) : eq(favorites.guestId, owner.guestId!);
};

/** The caller's list, if they have one; `lock` holds it until the transaction ends (one change at a time). */
export async function listOf(db: Executor, identity: Identity, options: { lock?: boolean } = {}): Promise<FavoritesRow | undefined> {
  const query = db.select().from(favorites).where(ownedBy(identity));
  const [row] = options.lock ? await query.for("update") : await query;
  return row;
}

/** The caller's list, made on first use (concurrent first uses make one). */
export async function ensureList(db: Executor, identity: Identity, now: Date): Promise<FavoritesRow> {
  const existing = await listOf(db, identity, { lock: true });
  if (existing) return existing;
  await db.insert(favorites).values({ id: randomUUID(), ...favoritesOwner(identity), createdAt: now, updatedAt: now }).onConflictDoNothing();
  return (await listOf(db, identity, { lock: true }))!;
}

/** Another shopper's list, or none: the same answer, so that list ids reveal nothing. */
export const listNotFound = () => new ApiError(404, "PLP400", "This favourites list was not found", { field: "favoriteId" });

/** 24 random bytes: 192 bits, 32 base64url characters. */
export const newShareToken = () => randomBytes(24).toString("base64url");

/** What a favourite stands for: a style, or a colour and size of it. 404 PLP400 when there is no such product. */
export async function resolveProduct(db: Executor, ref: string, itemType: FavoriteItemType): Promise<{ productId: string; variantId: string | null }> {
  if (itemType === "product") {
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, ref));
    if (product) return { productId: product.id, variantId: null };
  } else {
    const [variant] = await db.select({ id: variants.id, productId: variants.productId }).from(variants).where(eq(variants.id, ref));
    if (variant) return { productId: variant.productId, variantId: variant.id };
  }
  throw new ApiError(404, "PLP400", "No product with this id", { field: "id" });
}

interface PriceStock {
  variantId: string;
  productId: string;
  /** What a unit costs the list's reader: the sale price, or their member price (`memberRule`) where lower. */
  sale: number | null;
  list: number | null;
  online: number;
  memberRule?: MemberPriceRule | null;
}

/** Price in the site's currency over the variants an item stands for: a range for a style. */
export function priceOf(rows: readonly PriceStock[], currency: string): FavoriteItemAnswer["price"] {
  const priced = rows.filter((row) => row.sale !== null && row.list !== null) as (PriceStock & { sale: number; list: number })[];
  if (!priced.length) return null;
  // The cheapest variant's original price is the one shown struck through beside its current price.
  const cheapest = priced.reduce((best, row) => (row.sale < best.sale ? row : best));
  return {
    currency,
    current: toUnits(cheapest.sale),
    original: toUnits(cheapest.list),
    highCurrent: toUnits(Math.max(...priced.map((row) => row.sale))),
    highOriginal: toUnits(Math.max(...priced.map((row) => row.list))),
    ...(cheapest.memberRule ? { memberPrice: memberPriceAnswerOf(cheapest.memberRule) } : {}),
  };
}

/** The variants' prices for a reader with these member price rules (backend/pricing). */
async function withReaderPrices<T extends PriceStock & { categoryId: string }>(db: Executor, rows: readonly T[], memberPrices: readonly MemberPriceRule[]): Promise<PriceStock[]> {
  if (!memberPrices.length) return [...rows];
  const categories = await loadCategories(db);
  return rows.map((row) => {
    if (row.sale === null || row.list === null) return row;
    const member = memberPriceOf({ listAmount: row.list, saleAmount: row.sale }, pathTo(categories, row.categoryId).map((category) => category.id), memberPrices);
    return member ? { ...row, sale: member.amount, memberRule: member.rule } : row;
  });
}

/**
 * A page of a list (newest first), with prices in the site's currency and online availability.
 * `memberPrices`: the reader's member price rules (the owner's for their own list; none for a
 * shared list, which shows the prices everyone pays).
 */
export async function listAnswer(db: Executor, list: FavoritesRow | undefined, site: SiteConfig, page: { start: number; count: number }, memberPrices: readonly MemberPriceRule[] = []): Promise<FavoritesAnswer> {
  if (!list) return { favoriteId: null, total: 0, start: page.start, count: page.count, items: [] };
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(favoriteItems).where(eq(favoriteItems.listId, list.id));
  const rows = await db
    .select({
      itemId: favoriteItems.id,
      ref: favoriteItems.ref,
      itemType: favoriteItems.itemType,
      productId: favoriteItems.productId,
      variantId: favoriteItems.variantId,
      qty: favoriteItems.quantity,
      addedAt: favoriteItems.createdAt,
      name: products.name,
      slug: products.slug,
      colorName: variants.colorName,
      size: variants.size,
    })
    .from(favoriteItems)
    .innerJoin(products, eq(products.id, favoriteItems.productId))
    .leftJoin(variants, eq(variants.id, favoriteItems.variantId))
    .where(eq(favoriteItems.listId, list.id))
    .orderBy(desc(favoriteItems.createdAt), desc(favoriteItems.id))
    .limit(page.count)
    .offset(page.start);

  const productIds = [...new Set(rows.map((row) => row.productId))];
  const listed = productIds.length
    ? await db
        .select({ variantId: variants.id, productId: variants.productId, categoryId: products.categoryId, sale: prices.saleAmount, list: prices.listAmount, online: inventory.quantity })
        .from(variants)
        .innerJoin(products, eq(products.id, variants.productId))
        .leftJoin(prices, and(eq(prices.variantId, variants.id), eq(prices.currency, site.currency)))
        .leftJoin(inventory, and(eq(inventory.variantId, variants.id), eq(inventory.locationId, ONLINE_LOCATION)))
        .where(inArray(variants.productId, productIds))
        .then((found) => found.map((row) => ({ ...row, online: row.online ?? 0 })))
    : [];
  const details = await withReaderPrices(db, listed, memberPrices);

  const items: FavoriteItemAnswer[] = rows.map((row) => {
    const covered = details.filter((detail) => (row.variantId ? detail.variantId === row.variantId : detail.productId === row.productId));
    return {
      itemId: row.itemId,
      id: row.ref,
      itemType: row.itemType as FavoriteItemType,
      masterId: row.productId,
      qty: row.qty,
      name: row.name,
      pdpUrl: productPath(site.localePath, row.slug, row.ref),
      colorName: row.colorName,
      size: row.size,
      price: priceOf(covered, site.currency),
      available: covered.some((detail) => detail.online > 0),
      addedAt: row.addedAt.toISOString(),
    };
  });
  return { favoriteId: list.id, total, start: page.start, count: page.count, items };
}
