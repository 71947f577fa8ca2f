import { randomUUID } from "node:crypto";
import { and, asc, eq, isNull, sql, type SQL } from "drizzle-orm";
import { MAX_ITEM_QUANTITY, type CartFlash } from "../../contracts/api/cart.ts";
import type { SiteConfig } from "../../contracts/sites.ts";
import type { Executor } from "../db/db-executor.ts";
import { cartItems, carts, consumers, inventory, paymentInstruments, prices, products, promotions, stores, variants } from "../db/schema.ts";
import { ApiError } from "../http/errors.ts";
import { ownerKeyOf, type Identity } from "../identity/tokens.ts";
import { memberPriceRulesOf } from "../pricing/member-price-store.ts";
import { memberPriceOf, type MemberPriceRule } from "../pricing/member-prices.ts";
import { loadCategories, pathTo } from "../products/category-tree.ts";

/**
 * The cart's data access: who owns a cart, what it holds (joined with catalogue, price and
 * stock), and the changes a shopper makes. Every change runs in the caller's transaction with
 * the cart row locked (`loadCart(…, { lock: true })`), so changes to one cart are serialised;
 * adding to a line is in addition a single atomic upsert.
 */

export type CartRow = typeof carts.$inferSelect;

export const ONLINE_LOCATION = "online";

export type CartOwner = { guestId: string; consumerId: null } | { guestId: null; consumerId: string };

/**
 * The owner a token gives a cart: the guest id or the consumer id. An in-store associate's
 * session owns the buy-in-store carts it builds for walk-in customers (one per customer), under
 * an owner id no guest id can equal (guest ids are UUIDs); only those carts take price
 * adjustments and in-store sales info.
 */
export function ownerOf(identity: Identity): CartOwner {
  if (identity.kind === "guest") return { guestId: identity.guestId, consumerId: null };
  if (identity.kind === "registered") return { guestId: null, consumerId: identity.consumerId };
  return { guestId: ownerKeyOf(identity), consumerId: null };
}

/**
 * The condition "the cart is the token owner's", for queries on carts (and what joins them). A
 * guest's cart that has been taken over by a member (consumer id set) is no longer the guest's.
 */
export function cartOwnedBy(identity: Identity): SQL {
  const owner = ownerOf(identity);
  return owner.consumerId !== null ? eq(carts.consumerId, owner.consumerId) : and(eq(carts.guestId, owner.guestId), isNull(carts.consumerId))!;
}

/**
 * The active cart `basketId` of the token's owner. Unknown, someone else's, or already ordered
 * are all 404 BSK404: the answer never tells that another shopper's cart exists.
 */
export async function loadCart(db: Executor, basketId: string, identity: Identity, options: { lock?: boolean } = {}): Promise<CartRow> {
  const query = db
    .select()
    .from(carts)
    .where(and(eq(carts.id, basketId), eq(carts.status, "active"), cartOwnedBy(identity)));
  const [cart] = options.lock ? await query.for("update") : await query;
  if (!cart) throw new ApiError(404, "BSK404", "Cart not found");
  return cart;
}

/** A new active cart for the token's owner, in the site's currency. */
export async function createCart(db: Executor, identity: Identity, site: SiteConfig, now: Date): Promise<CartRow> {
  const owner = ownerOf(identity);
  if (owner.consumerId !== null) {
    const [consumer] = await db.select({ id: consumers.id }).from(consumers).where(eq(consumers.id, owner.consumerId));
    if (!consumer) throw new ApiError(401, "AUT498", "The signed-in customer is unknown");
  }
  const [cart] = await db
    .insert(carts)
    .values({ id: randomUUID(), siteId: site.siteId, currency: site.currency, ...owner, createdAt: now, updatedAt: now })
    .returning();
  return cart!;
}

// ---- what the cart holds ---------------------------------------------------------------------

export interface CartLine {
  id: string;
  variantId: string;
  masterId: string;
  quantity: number;
  bonus: boolean;
  shippingMethod: string;
  storeId: string | null;
  upc: string;
  name: string;
  slug: string;
  colorName: string;
  size: string;
  isDigital: boolean;
  isCustoms: boolean;
  badge: string | null;
  ratingTenths: number;
  reviewsCount: number;
  /**
   * Unit prices in the cart's currency, minor units; null when the variant has none.
   * `saleAmount` is what a unit costs the cart's owner: the sale price, or their member price
   * where it is lower (then `memberPrice` names it).
   */
  listAmount: number | null;
  saleAmount: number | null;
  /** The owner's group price of the line, with the price everyone pays (minor units); null for others. */
  memberPrice: { rule: MemberPriceRule; regularAmount: number } | null;
  /** Stock at the line's location (online, or the pickup store). */
  stock: number;
}

export interface CartSnapshot {
  cart: CartRow;
  lines: CartLine[];
  /** The cart's payment instruments (checkout: backend/checkout/payments.ts); loadSnapshot always reads them. */
  instruments?: (typeof paymentInstruments.$inferSelect)[];
}

/** Where a line's stock comes from: its pickup store, else online. */
const lineLocation = sql`case when ${cartItems.shippingMethod} = 'pickup' then ${cartItems.storeId} else ${ONLINE_LOCATION} end`;

/**
 * What the cart holds now, priced for its owner: a member's lines at their member price
 * (backend/pricing) wherever it is lower, read live like the prices themselves, so that signing
 * in (the guest cart taken over) or accepting the employee terms shows in the next answer.
 * Gift lines keep their own value (they are free anyway).
 */
export async function loadSnapshot(db: Executor, cart: CartRow): Promise<CartSnapshot> {
  const rows = await db
    .select({
      id: cartItems.id,
      variantId: cartItems.variantId,
      masterId: variants.productId,
      categoryId: products.categoryId,
      quantity: cartItems.quantity,
      bonus: cartItems.bonus,
      shippingMethod: cartItems.shippingMethod,
      storeId: cartItems.storeId,
      upc: variants.upc,
      name: products.name,
      slug: products.slug,
      colorName: variants.colorName,
      size: variants.size,
      isDigital: products.isDigital,
      isCustoms: products.isCustoms,
      badge: products.badge,
      ratingTenths: products.ratingScore,
      reviewsCount: products.reviewsCount,
      listAmount: prices.listAmount,
      saleAmount: prices.saleAmount,
      stock: inventory.quantity,
    })
    .from(cartItems)
    .innerJoin(variants, eq(variants.id, cartItems.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .leftJoin(prices, and(eq(prices.variantId, cartItems.variantId), eq(prices.currency, cart.currency)))
    .leftJoin(inventory, and(eq(inventory.variantId, cartItems.variantId), eq(inventory.locationId, lineLocation)))
    .where(eq(cartItems.cartId, cart.id))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const instruments = await db.select().from(paymentInstruments).where(eq(paymentInstruments.cartId, cart.id)).orderBy(asc(paymentInstruments.id));
  const rules = rows.length ? await memberPriceRulesOf(db, cart.consumerId) : [];
  const categories = rules.length ? await loadCategories(db) : [];
  const lines = rows.map(({ categoryId, ...row }): CartLine => {
    const line = { ...row, stock: row.stock ?? 0, memberPrice: null };
    if (!rules.length || row.bonus || row.listAmount === null || row.saleAmount === null) return line;
    const categoryIds = pathTo(categories, categoryId).map((category) => category.id);
    const member = memberPriceOf({ listAmount: row.listAmount, saleAmount: row.saleAmount }, categoryIds, rules);
    return member ? { ...line, saleAmount: member.amount, memberPrice: { rule: member.rule, regularAmount: row.saleAmount } } : line;
  });
  return { cart, lines, instruments };
}

const lineNamed = (line: CartLine, extra: Record<string, unknown> = {}) => ({ itemId: line.id, productId: line.variantId, name: line.name, ...extra });

/**
 * Brings the lines in line with stock and prices as they are now: a line with more than the
 * stock is cut to it (ProductLineItemInventoryMissing), one without stock is removed
 * (ProductLineItemFullInventoryMissing), one without a price in the cart's currency is removed
 * (ProductItemNotAvailable; a gift-with-purchase line needs no price of its own). Answers the flash messages of what changed.
 */
export async function reconcileStock(db: Executor, snapshot: CartSnapshot): Promise<CartFlash[]> {
  const flash: CartFlash[] = [];
  for (const line of snapshot.lines) {
    if (line.saleAmount === null && !line.bonus) {
      await db.delete(cartItems).where(eq(cartItems.id, line.id));
      flash.push({ type: "ProductItemNotAvailable", message: `${line.name} is no longer available and was removed from your cart`, details: lineNamed(line) });
    } else if (line.stock <= 0) {
      await db.delete(cartItems).where(eq(cartItems.id, line.id));
      flash.push({
        type: "ProductLineItemFullInventoryMissing",
        message: `${line.name} is out of stock and was removed from your cart`,
        details: lineNamed(line, { requestedQuantity: line.quantity, availableQuantity: 0 }),
      });
    } else if (line.quantity > line.stock) {
      await db.update(cartItems).set({ quantity: line.stock }).where(eq(cartItems.id, line.id));
      flash.push({
        type: "ProductLineItemInventoryMissing",
        message: `Only ${line.stock} of ${line.name} are available; the quantity in your cart was reduced`,
        details: lineNamed(line, { requestedQuantity: line.quantity, availableQuantity: line.stock }),
      });
    }
  }
  return flash;
}

// ---- changes ---------------------------------------------------------------------------------

async function stockAt(db: Executor, variantId: string, locationId: string): Promise<number> {
  const [row] = await db
    .select({ quantity: inventory.quantity })
    .from(inventory)
    .where(and(eq(inventory.variantId, variantId), eq(inventory.locationId, locationId)));
  return row?.quantity ?? 0;
}

function maxQuantityError(maxAllowedQuantity: number): ApiError {
  const message = maxAllowedQuantity > 0 ? `Only ${maxAllowedQuantity} more can be added` : "The maximum quantity of this item is already in your cart";
  return new ApiError(400, "INV408", message, { maxAllowedQuantity });
}

const outOfStock = () => new ApiError(400, "INV700", "This item is out of stock");

/**
 * Checks that a variant can be sold in the cart's currency: unknown 404 ORD404; no price 400
 * INV702, or 403 GWP403 when it is a gift-with-purchase product (a promotion's gift, not sold).
 */
export async function requireSellable(db: Executor, cart: CartRow, variantId: string): Promise<void> {
  const [variant] = await db.select({ id: variants.id }).from(variants).where(eq(variants.id, variantId));
  if (!variant) throw new ApiError(404, "ORD404", "This item is not available");
  const [price] = await db
    .select({ amount: prices.saleAmount })
    .from(prices)
    .where(and(eq(prices.variantId, variantId), eq(prices.currency, cart.currency)));
  if (price) return;
  const [gift] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(and(eq(promotions.giftVariantId, variantId), eq(promotions.kind, "gift")))
    .limit(1);
  if (gift) throw new ApiError(403, "GWP403", "A gift-with-purchase product cannot be added to the cart");
  throw new ApiError(400, "INV702", `This item has no price in ${cart.currency}`);
}

/**
 * Adds `quantity` of a variant, or adds to its line. The stock check and the addition are one
 * statement (an upsert whose update only happens while the sum stays within stock), so that
 * parallel adds to one line sum exactly and never pass the stock. Beyond stock: 400 INV408 with
 * `maxAllowedQuantity` (stock, at most 999999, minus what the cart holds); no stock: 400 INV700.
 */
export async function addItem(db: Executor, cart: CartRow, variantId: string, quantity: number): Promise<void> {
  await requireSellable(db, cart, variantId);
  const [existing] = await db
    .select({ quantity: cartItems.quantity, shippingMethod: cartItems.shippingMethod, storeId: cartItems.storeId })
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.variantId, variantId), eq(cartItems.bonus, false)));
  const location = existing?.shippingMethod === "pickup" && existing.storeId ? existing.storeId : ONLINE_LOCATION;
  const stock = await stockAt(db, variantId, location);
  if (stock <= 0) throw outOfStock();
  const limit = Math.min(stock, MAX_ITEM_QUANTITY);
  const inCart = existing?.quantity ?? 0;
  if (inCart + quantity > limit) throw maxQuantityError(Math.max(0, limit - inCart));

  const stockOfLine = sql`coalesce((select ${inventory.quantity} from ${inventory} where ${inventory.variantId} = excluded.variant_id and ${inventory.locationId} = case when cart_items.shipping_method = 'pickup' then cart_items.store_id else ${ONLINE_LOCATION} end), 0)`;
  const [added] = await db
    .insert(cartItems)
    .values({ id: randomUUID(), cartId: cart.id, variantId, quantity, bonus: false })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.variantId, cartItems.bonus],
      set: { quantity: sql`cart_items.quantity + excluded.quantity` },
      setWhere: sql`cart_items.quantity + excluded.quantity <= least(${sql.raw(String(MAX_ITEM_QUANTITY))}, ${stockOfLine})`,
    })
    .returning({ id: cartItems.id });
  if (added) return;
  // Another change to the line came first and left less room than checked above.
  const [now] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.variantId, variantId), eq(cartItems.bonus, false)));
  throw maxQuantityError(Math.max(0, Math.min(await stockAt(db, variantId, location), MAX_ITEM_QUANTITY) - (now?.quantity ?? 0)));
}

export type LineRow = typeof cartItems.$inferSelect;

/** A line of the cart, 404 ORD430 when the cart has none with that id (removed meanwhile). */
export async function loadLine(db: Executor, cart: CartRow, itemId: string): Promise<LineRow> {
  const [line] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id)));
  if (!line) throw new ApiError(404, "ORD430", "This item is no longer in the cart");
  return line;
}

function requireShopperLine(line: LineRow): void {
  if (line.bonus) throw new ApiError(403, "GWP403", "A gift-with-purchase item cannot be changed");
}

/** A new quantity for a line (same stock rule as adding); 0 removes it. */
export async function setItemQuantity(db: Executor, line: LineRow, quantity: number): Promise<void> {
  requireShopperLine(line);
  if (quantity === 0) {
    await db.delete(cartItems).where(eq(cartItems.id, line.id));
    return;
  }
  const stock = await stockAt(db, line.variantId, line.shippingMethod === "pickup" && line.storeId ? line.storeId : ONLINE_LOCATION);
  if (stock <= 0) throw outOfStock();
  const limit = Math.min(stock, MAX_ITEM_QUANTITY);
  if (quantity > limit) throw maxQuantityError(limit);
  await db.update(cartItems).set({ quantity }).where(eq(cartItems.id, line.id));
}

/**
 * Switches a line to pickup at a store of the cart's site, checking that store's stock for the
 * quantity (the line's own unless a new one is given). Unknown store, another site's store, or
 * a digital product: 400 SHP404 (pickup unavailable).
 */
export async function switchToPickup(db: Executor, cart: CartRow, line: LineRow, storeId: string, quantity: number | undefined): Promise<void> {
  requireShopperLine(line);
  const [store] = await db.select({ siteId: stores.siteId }).from(stores).where(eq(stores.id, storeId));
  if (!store || store.siteId !== cart.siteId) throw new ApiError(400, "SHP404", "Pickup is not available at this store");
  const [product] = await db
    .select({ isDigital: products.isDigital })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(variants.id, line.variantId));
  if (product?.isDigital) throw new ApiError(400, "SHP404", "A digital product cannot be picked up");
  const wanted = quantity ?? line.quantity;
  if (wanted === 0) {
    await db.delete(cartItems).where(eq(cartItems.id, line.id));
    return;
  }
  const stock = await stockAt(db, line.variantId, storeId);
  if (stock <= 0) throw outOfStock();
  const limit = Math.min(stock, MAX_ITEM_QUANTITY);
  if (wanted > limit) throw maxQuantityError(limit);
  await db.update(cartItems).set({ quantity: wanted, shippingMethod: "pickup", storeId }).where(eq(cartItems.id, line.id));
}

export async function removeItem(db: Executor, line: LineRow): Promise<void> {
  requireShopperLine(line);
  await db.delete(cartItems).where(eq(cartItems.id, line.id));
}

/** Records the flash of the last change and when it happened. */
export async function touchCart(db: Executor, cart: CartRow, flash: CartFlash[], now: Date): Promise<CartRow> {
  await db.update(carts).set({ flash, updatedAt: now }).where(eq(carts.id, cart.id));
  return { ...cart, flash, updatedAt: now };
}
