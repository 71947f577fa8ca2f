import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { MAX_ITEM_QUANTITY } from "../../contracts/api/cart.ts";
import type { Executor } from "../db/db-executor.ts";
import type { CartFlash } from "../../contracts/api/cart.ts";
import { cartItems, inventory, prices, products, promotions, stores, variants } from "../db/schema.ts";
import { columnPlaceholder, preparedQuery } from "../db/prepared.ts";
import { ApiError } from "../http/errors.ts";
import { loadSnapshot, ONLINE_LOCATION, touchAndRead, touchedRow, touching, type CartLine, type CartRow, type CartSnapshot, type Offer, type Touch } from "./cart-store.ts";

/**
 * The changes a shopper makes to a cart: add, change the quantity, switch to pickup, remove.
 * Each runs in the caller's transaction with the cart row locked (`readCart(…, { lock: true })`,
 * change-cart.ts); adding to a line is in addition a single atomic upsert.
 */

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

/** A sellable variant as the cart sees it: the shopper's line of it, if any, and the stock where that line is (online otherwise). */
interface Sellable {
  inCart: number;
  location: string;
  stock: number;
}

/** `sellable`'s read, prepared (backend/db/prepared.ts). */
const sellableQuery = preparedQuery("cart_sellable", (db) => {
  const [cartId, variantId] = [sql.placeholder("cartId"), sql.placeholder("variantId")];
  const location = sql<string>`case when ${cartItems.shippingMethod} = 'pickup' and ${cartItems.storeId} is not null then ${cartItems.storeId} else ${ONLINE_LOCATION} end`;
  return db
    .select({ price: prices.saleAmount, inCart: cartItems.quantity, location, stock: inventory.quantity })
    .from(variants)
    .leftJoin(prices, and(eq(prices.variantId, variants.id), eq(prices.currency, sql.placeholder("currency"))))
    .leftJoin(cartItems, and(eq(cartItems.cartId, cartId), eq(cartItems.variantId, variants.id), eq(cartItems.bonus, false)))
    .leftJoin(inventory, and(eq(inventory.variantId, variants.id), eq(inventory.locationId, location)))
    .where(eq(variants.id, variantId));
});

const notAvailable = () => new ApiError(404, "ORD404", "This item is not available");
const giftNotSold = () => new ApiError(403, "GWP403", "A gift-with-purchase product cannot be added to the cart");
const noPrice = (cart: CartRow) => new ApiError(400, "INV702", `This item has no price in ${cart.currency}`);

/**
 * Checks that a variant can be sold in the cart's currency, in one statement that also reads
 * the cart's line of it and the stock there: unknown 404 ORD404; no price 400 INV702, or 403
 * GWP403 when it is a gift-with-purchase product (a promotion's gift, not sold).
 */
async function sellable(db: Executor, cart: CartRow, variantId: string): Promise<Sellable> {
  const [found] = await sellableQuery(db).execute({ cartId: cart.id, currency: cart.currency, variantId });
  if (!found) throw notAvailable();
  if (found.price !== null) return { inCart: found.inCart ?? 0, location: found.location, stock: found.stock ?? 0 };
  const [gift] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(and(eq(promotions.giftVariantId, variantId), eq(promotions.kind, "gift")))
    .limit(1);
  if (gift) throw giftNotSold();
  throw noPrice(cart);
}

/** `sellable`'s checks alone (a reservation checks the store's stock itself). */
export async function requireSellable(db: Executor, cart: CartRow, variantId: string): Promise<void> {
  await sellable(db, cart, variantId);
}

/** The stock at the location of the line an upsert meets (its store for pickup, else online). */
const stockOfLine = sql`coalesce((select ${inventory.quantity} from ${inventory} where ${inventory.variantId} = excluded.variant_id and ${inventory.locationId} = case when cart_items.shipping_method = 'pickup' then cart_items.store_id else ${ONLINE_LOCATION} end), 0)`;
/** The line an add inserts, from the statement's placeholders. */
const NEW_LINE = { id: sql.placeholder("id"), cartId: sql.placeholder("cartId"), variantId: sql.placeholder("variantId"), quantity: sql.placeholder("quantity"), bonus: false };
/** An add to a line the cart has: its quantity grows while within the line's stock (and at most MAX_ITEM_QUANTITY). */
const ADD_WITHIN_STOCK = {
  target: [cartItems.cartId, cartItems.variantId, cartItems.bonus],
  set: { quantity: sql`cart_items.quantity + excluded.quantity` },
  setWhere: sql`cart_items.quantity + excluded.quantity <= least(${sql.raw(String(MAX_ITEM_QUANTITY))}, ${stockOfLine})`,
};

/** `addItem`'s upsert, prepared (backend/db/prepared.ts): a new line, or the quantity added to the line while within its stock. */
const addToLineQuery = preparedQuery("cart_add_to_line", (db) => {
  return db
    .insert(cartItems)
    .values(NEW_LINE)
    .onConflictDoUpdate(ADD_WITHIN_STOCK)
    .returning({ id: cartItems.id });
});

/**
 * Adds `quantity` of a variant, or adds to its line. The stock check and the addition are one
 * statement (an upsert whose update only happens while the sum stays within stock), so that
 * parallel adds to one line sum exactly and never pass the stock. Beyond stock: 400 INV408 with
 * `maxAllowedQuantity` (stock, at most 999999, minus what the cart holds); no stock: 400 INV700.
 */
export async function addItem(db: Executor, cart: CartRow, variantId: string, quantity: number): Promise<void> {
  const { inCart, location, stock } = await sellable(db, cart, variantId);
  requireRoom({ inCart, stock }, quantity);
  const [added] = await addToLineQuery(db).execute({ id: randomUUID(), cartId: cart.id, variantId, quantity });
  if (!added) await noRoomLeft(db, cart, variantId, location);
}

/** The stock rule of an add: no stock 400 INV700; beyond stock (at most 999999) 400 INV408 with what can still be added. */
function requireRoom({ inCart, stock }: Pick<Sellable, "inCart" | "stock">, quantity: number): void {
  if (stock <= 0) throw outOfStock();
  const limit = Math.min(stock, MAX_ITEM_QUANTITY);
  if (inCart + quantity > limit) throw maxQuantityError(Math.max(0, limit - inCart));
}

/** The upsert added nothing: another change to the line came first and left less room than checked. 400 INV408. */
async function noRoomLeft(db: Executor, cart: CartRow, variantId: string, location: string): Promise<never> {
  const [now] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.variantId, variantId), eq(cartItems.bonus, false)));
  throw maxQuantityError(Math.max(0, Math.min(await stockAt(db, variantId, location), MAX_ITEM_QUANTITY) - (now?.quantity ?? 0)));
}

/**
 * add-item's write, prepared (backend/db/prepared.ts): `addToLineQuery`'s upsert, with the
 * touch of the cart (the change's flash and time) in the same statement. It answers the line
 * (new or added to), where a new line sorts among the others (how many come before it in the
 * cart's order: created, then id; the statement sees the cart without it) and the flash as
 * stored (jsonb, as a read answers it). Nothing when the upsert added nothing (no room left).
 */
const addAndTouchQuery = preparedQuery("cart_add_and_touch", (db) => {
  const { touched, flash } = touching(db);
  // (The line's own columns as SQL of their own: drizzle writes the columns at the top of a
  // returning field without their table, which inside this subquery would be the earlier line's.)
  const line = sql`(${cartItems.createdAt}, ${cartItems.id})`;
  const before = sql<number>`(select count(*)::int from ${cartItems} as earlier where earlier.cart_id = ${sql.placeholder("cartId")} and (earlier.created_at, earlier.id) < ${line})`;
  return db
    .with(touched)
    .insert(cartItems)
    .values(NEW_LINE)
    .onConflictDoUpdate(ADD_WITHIN_STOCK)
    .returning({ id: cartItems.id, quantity: cartItems.quantity, before, flash });
});

/**
 * add-item on a cart read with its row lock and the variant's offer (`readCartToAdd`), its
 * lines reconciled with stock (`reconciled`): `addItem`'s checks and rule, on what that read
 * holds, then the upsert and the touch that records `flash` in one statement. Answers what the
 * cart then holds, worked out from the read and what the write answered (the line as it now
 * is), not read again: the row lock keeps every other change to the cart out meanwhile.
 */
export async function addToLockedCart(
  db: Executor,
  reconciled: CartSnapshot,
  offer: Offer | null,
  variantId: string,
  quantity: number,
  flash: CartFlash[],
  now: Date,
): Promise<CartSnapshot> {
  const { cart, reference } = reconciled;
  if (!offer) throw notAvailable();
  if (offer.line.saleAmount === null) {
    if (reference.promotions.some((promotion) => promotion.giftVariantId === variantId && promotion.kind === "gift")) throw giftNotSold();
    throw noPrice(cart);
  }
  const own = reconciled.lines.find((line) => line.variantId === variantId && !line.bonus);
  requireRoom({ inCart: own?.quantity ?? 0, stock: own ? offer.lineStock : offer.line.stock }, quantity);

  const id = randomUUID();
  const [added] = await addAndTouchQuery(db).execute({ id, cartId: cart.id, variantId, quantity, flash, now });
  if (!added) {
    const location = own?.shippingMethod === "pickup" && own.storeId !== null ? own.storeId : ONLINE_LOCATION;
    return noRoomLeft(db, cart, variantId, location);
  }
  const touched = touchedRow(cart, added.flash, now);
  const lines = [...reconciled.lines];
  if (added.id === id) lines.splice(added.before, 0, { ...offer.line, id, quantity: added.quantity });
  else if (own?.id === added.id) lines[lines.indexOf(own)] = { ...own, quantity: added.quantity };
  // (A line the locked read did not hold: cannot happen under the row lock; read the cart then.)
  else return loadSnapshot(db, touched);
  return { ...reconciled, cart: touched, lines };
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

/** A line of a snapshot's lines (read with the locked cart), 404 ORD430 as `loadLine`. */
export function lineOf(lines: readonly CartLine[], itemId: string): CartLine {
  const line = lines.find((candidate) => candidate.id === itemId);
  if (!line) throw new ApiError(404, "ORD430", "This item is no longer in the cart");
  return line;
}

function requireShopperLine(line: { bonus: boolean }): void {
  if (line.bonus) throw new ApiError(403, "GWP403", "A gift-with-purchase item cannot be changed");
}

/** The line of a write's placeholders (`cartId`, `itemId`): a line of that cart only. */
const THE_LINE = and(eq(cartItems.id, sql.placeholder("itemId")), eq(cartItems.cartId, sql.placeholder("cartId")));

/** update quantity's write, prepared: the line's new quantity and the touch (`touching`), in one statement. */
const setQuantityAndTouchQuery = preparedQuery("cart_set_quantity_and_touch", (db) => {
  const { touched, flash } = touching(db);
  return db
    .with(touched)
    .update(cartItems)
    .set({ quantity: columnPlaceholder(cartItems.quantity, "quantity") })
    .where(THE_LINE)
    .returning({ quantity: cartItems.quantity, flash });
});

/** remove line's write, prepared: the line's delete and the touch (`touching`), in one statement. */
const removeAndTouchQuery = preparedQuery("cart_remove_and_touch", (db) => {
  const { touched, flash } = touching(db);
  return db.with(touched).delete(cartItems).where(THE_LINE).returning({ flash });
});

/**
 * update quantity on a cart read with its row lock, its lines reconciled with stock
 * (`reconciled`): a gift line 403 GWP403; 0 removes the line (`removeLine`); otherwise the stock
 * rule of an add, on the line's stock as read (no stock 400 INV700; beyond it, at most 999999,
 * 400 INV408). The write records `touch` in the same statement. Answers what the cart then
 * holds, worked out from the read and the write's answer (decision 0037), not read again: the
 * row lock keeps every other change to the cart out meanwhile.
 */
export async function setLineQuantity(db: Executor, reconciled: CartSnapshot, itemId: string, quantity: number, touch: Touch): Promise<CartSnapshot> {
  const line = lineOf(reconciled.lines, itemId);
  requireShopperLine(line);
  if (quantity === 0) return removeLine(db, reconciled, itemId, touch);
  if (line.stock <= 0) throw outOfStock();
  const limit = Math.min(line.stock, MAX_ITEM_QUANTITY);
  if (quantity > limit) throw maxQuantityError(limit);
  const { cart } = reconciled;
  const [set] = await setQuantityAndTouchQuery(db).execute({ itemId, cartId: cart.id, quantity, flash: touch.flash, now: touch.now });
  // (A line the locked read held and the write did not find: ruled out by the row lock; read the cart then.)
  if (!set) return touchAndRead(db, cart, touch.flash, touch.now);
  const lines = reconciled.lines.map((other) => (other === line ? { ...line, quantity: set.quantity } : other));
  return { ...reconciled, cart: touchedRow(cart, set.flash, touch.now), lines };
}

/**
 * remove line on a cart read with its row lock (`reconciled`, as `setLineQuantity`): a line the
 * cart does not hold 404 ORD430, a gift line 403 GWP403. The delete records `touch` in the same
 * statement; answers what the cart then holds, worked out as `setLineQuantity` does (the line's
 * price adjustment goes with it: the database deletes it with the line).
 */
export async function removeLine(db: Executor, reconciled: CartSnapshot, itemId: string, touch: Touch): Promise<CartSnapshot> {
  const line = lineOf(reconciled.lines, itemId);
  requireShopperLine(line);
  const { cart } = reconciled;
  const [removed] = await removeAndTouchQuery(db).execute({ itemId, cartId: cart.id, flash: touch.flash, now: touch.now });
  if (!removed) return touchAndRead(db, cart, touch.flash, touch.now);
  return {
    ...reconciled,
    cart: touchedRow(cart, removed.flash, touch.now),
    lines: reconciled.lines.filter((other) => other !== line),
    adjustments: reconciled.adjustments.filter((adjustment) => adjustment.itemId !== line.id),
  };
}

/**
 * Switches a line to pickup at a store of the cart's site, checking that store's stock for the
 * quantity (the line's own unless a new one is given). Unknown store, another site's store, or
 * a digital product: 400 SHP404 (pickup unavailable).
 */
export async function switchToPickup(db: Executor, cart: CartRow, line: Pick<LineRow, "id" | "bonus" | "variantId" | "quantity">, storeId: string, quantity: number | undefined): Promise<void> {
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

export async function removeItem(db: Executor, line: Pick<LineRow, "id" | "bonus">): Promise<void> {
  requireShopperLine(line);
  await db.delete(cartItems).where(eq(cartItems.id, line.id));
}
