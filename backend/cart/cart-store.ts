import { randomUUID } from "node:crypto";
import { and, eq, getTableColumns, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { CartFlash } from "../../contracts/api/cart.ts";
import type { SiteConfig } from "../../contracts/sites.ts";
import type { Executor } from "../db/db-executor.ts";
import { fromJson, jsonArray, jsonObject, type JsonFields } from "../db/json-rows.ts";
import { columnPlaceholder, preparedQuery } from "../db/prepared.ts";
import { cartCoupons, cartItems, carts, consumers, coupons, inventory, paymentInstruments, priceAdjustments, prices, products, promotions, variants } from "../db/schema.ts";
import { ApiError } from "../http/errors.ts";
import { ownerKeyOf, type Identity } from "../identity/tokens.ts";
import { memberGroupsOf, memberPriceOf, type MemberFacts, type MemberPriceRule } from "../pricing/member-prices.ts";
import type { AdjustmentRow } from "./price-adjustments.ts";
import type { CouponRule } from "./promotions.ts";
import { REFERENCE_STAMP, referenceData, type ReferenceData } from "./reference-data.ts";

/**
 * The cart's data access: who owns a cart, and what it holds (its lines joined with catalogue,
 * price and stock, its coupons, payment instruments and price adjustments), read in one
 * statement with the reference data's stamp (the rest of that data is in memory:
 * reference-data.ts). The shopper's changes are in cart-changes.ts. Every change runs in the
 * caller's transaction with the cart row locked (`readCart(…, { lock: true })`), so changes
 * to one cart are serialised; a read takes no lock.
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
  /** The product's own category (its ancestors: `ReferenceData.categoryPath`). */
  categoryId: string;
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

export type InstrumentRow = typeof paymentInstruments.$inferSelect;

export interface CartSnapshot {
  cart: CartRow;
  lines: CartLine[];
  /** The cart's payment instruments (checkout: backend/checkout/payments.ts), by id. */
  instruments: InstrumentRow[];
  /** The coupons applied to the cart, by code, as they are now (redemption count included). */
  coupons: CouponRule[];
  /** The associate's price adjustments (buy-in-store carts), oldest first. */
  adjustments: AdjustmentRow[];
  /** Online stock of the promotions' gift variants; a variant not named has none. */
  giftStock: Readonly<Record<string, number>>;
  /** Promotions, coupons' static data, categories and member prices, as of this read. */
  reference: ReferenceData;
}

/** Where a line's stock comes from: its pickup store, else online. */
const lineLocation = sql`case when ${cartItems.shippingMethod} = 'pickup' then ${cartItems.storeId} else ${ONLINE_LOCATION} end`;

/** What a line shows of its variant and product, with its price and online stock (a cart line and an offer alike). */
const variantOfferFields = {
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
  stock: sql`coalesce(${inventory.quantity}, 0)`,
} satisfies JsonFields;
const lineFields = {
  id: cartItems.id,
  variantId: cartItems.variantId,
  masterId: variants.productId,
  categoryId: products.categoryId,
  quantity: cartItems.quantity,
  bonus: cartItems.bonus,
  shippingMethod: cartItems.shippingMethod,
  storeId: cartItems.storeId,
  ...variantOfferFields,
} satisfies JsonFields;
/** A coupon row's fields (`fromJson` decodes them back to a `CouponRule`). */
export const couponFields: JsonFields = getTableColumns(coupons);
const instrumentFields: JsonFields = getTableColumns(paymentInstruments);
const adjustmentFields: JsonFields = getTableColumns(priceAdjustments);
const memberFields = {
  loyaltyMember: consumers.loyaltyMember,
  consumerType: consumers.consumerType,
  employeeTermsAccepted: consumers.employeeTermsAccepted,
  athlete: consumers.athlete,
  identityTypes: consumers.identityTypes,
} satisfies JsonFields;

/**
 * Everything a cart answer reads besides the cart row, as columns of a query on `carts` (a
 * select, or an update's returning): scalar subqueries of the row, so that one statement reads
 * it all at one moment.
 */
const holdings = {
  lines: jsonArray(
    lineFields,
    sql`from ${cartItems}
      inner join ${variants} on ${variants.id} = ${cartItems.variantId}
      inner join ${products} on ${products.id} = ${variants.productId}
      left join ${prices} on ${prices.variantId} = ${cartItems.variantId} and ${prices.currency} = ${carts.currency}
      left join ${inventory} on ${inventory.variantId} = ${cartItems.variantId} and ${inventory.locationId} = ${lineLocation}
      where ${cartItems.cartId} = ${carts.id}`,
    sql`${cartItems.createdAt}, ${cartItems.id}`,
  ),
  appliedCoupons: jsonArray(couponFields, sql`from ${cartCoupons} inner join ${coupons} on ${coupons.code} = ${cartCoupons.code} where ${cartCoupons.cartId} = ${carts.id}`, sql`${cartCoupons.code}`),
  instruments: jsonArray(instrumentFields, sql`from ${paymentInstruments} where ${paymentInstruments.cartId} = ${carts.id}`, sql`${paymentInstruments.id}`),
  adjustments: jsonArray(adjustmentFields, sql`from ${priceAdjustments} where ${priceAdjustments.cartId} = ${carts.id}`, sql`${priceAdjustments.createdAt}, ${priceAdjustments.id}`),
  // `= any(array(…))`, not `in (select …)`: PostgreSQL then looks the few gift variants up in
  // inventory's primary key. With `in`, and the promotions table too small ever to be analysed,
  // it planned a hash join over every online inventory row (about 2.6 ms of a 3 ms cart read on
  // the seed catalogue; decision 0033).
  giftStock: sql`coalesce((select json_object_agg(${inventory.variantId}, ${inventory.quantity}) from ${inventory}
    where ${inventory.locationId} = ${ONLINE_LOCATION} and ${inventory.variantId} = any(array(select ${promotions.giftVariantId} from ${promotions} where ${promotions.giftVariantId} is not null))), '{}'::json)`,
  member: sql`(select ${jsonObject(memberFields)} from ${consumers} where ${consumers.id} = ${carts.consumerId})`,
  referenceStamp: REFERENCE_STAMP,
};

const cartWithHoldings = { ...getTableColumns(carts), ...holdings };

type LineJson = Omit<CartLine, "memberPrice">;
type HoldingsRow = CartRow & { [field in keyof typeof holdings]: unknown };

/** The member price rules of the row's owner (none for a guest). */
function memberRulesOf(row: HoldingsRow, reference: ReferenceData): MemberPriceRule[] {
  const member = row.member as MemberFacts | null;
  return member ? reference.memberRules(memberGroupsOf(member)) : [];
}

/** The snapshot of a row of `cartWithHoldings`: member prices applied, reference data from memory. */
async function snapshotOf(db: Executor, row: HoldingsRow, cart: CartRow = cartRowOf(row)): Promise<CartSnapshot> {
  const reference = await referenceData(db, row.referenceStamp as string);
  const rules = memberRulesOf(row, reference);
  const lines = (row.lines as LineJson[]).map((line) => memberPriced(line, rules, reference));
  return {
    cart,
    lines,
    instruments: (row.instruments as Record<string, unknown>[]).map((json) => fromJson<InstrumentRow>(instrumentFields, json)),
    coupons: (row.appliedCoupons as Record<string, unknown>[]).map((json) => fromJson<CouponRule>(couponFields, json)),
    adjustments: (row.adjustments as Record<string, unknown>[]).map((json) => fromJson<AdjustmentRow>(adjustmentFields, json)),
    giftStock: row.giftStock as Record<string, number>,
    reference,
  };
}

function cartRowOf(row: HoldingsRow): CartRow {
  const cart: Record<string, unknown> = { ...row };
  for (const field of Object.keys(holdings)) delete cart[field];
  delete cart.offer;
  return cart as CartRow;
}

/**
 * A line priced for the cart's owner: a member's at their member price (backend/pricing)
 * wherever it is lower, read live like the prices themselves, so that signing in (the guest
 * cart taken over) or accepting the employee terms shows in the next answer. Gift lines keep
 * their own value (they are free anyway).
 */
function memberPriced(line: LineJson, rules: readonly MemberPriceRule[], reference: ReferenceData): CartLine {
  const priced: CartLine = { ...line, memberPrice: null };
  if (!rules.length || line.bonus || line.listAmount === null || line.saleAmount === null) return priced;
  const member = memberPriceOf({ listAmount: line.listAmount, saleAmount: line.saleAmount }, reference.categoryPath(line.categoryId), rules);
  return member ? { ...priced, saleAmount: member.amount, memberPrice: { rule: member.rule, regularAmount: line.saleAmount } } : priced;
}

/** The read of `readCart`, prepared (backend/db/prepared.ts): by a guest's or a member's id, with or without the row lock. */
function cartReadQuery(owner: "guest" | "member", lock: boolean) {
  const ownerId = sql.placeholder("ownerId");
  const owned = owner === "member" ? eq(carts.consumerId, ownerId) : and(eq(carts.guestId, ownerId), isNull(carts.consumerId));
  return preparedQuery(`cart_read_${owner}${lock ? "_locked" : ""}`, (db) => {
    const query = db
      .select(cartWithHoldings)
      .from(carts)
      .where(and(eq(carts.id, sql.placeholder("basketId")), eq(carts.status, "active"), owned));
    return lock ? query.for("update") : query;
  });
}

const cartReads = {
  guest: { read: cartReadQuery("guest", false), locked: cartReadQuery("guest", true) },
  member: { read: cartReadQuery("member", false), locked: cartReadQuery("member", true) },
};

/**
 * The token owner's active cart `basketId` and what it holds, in one statement (`cartOwnedBy`'s
 * condition); with `lock`, the cart row is locked for the caller's transaction. Unknown, someone
 * else's, or already ordered: 404 BSK404 (as `loadCart`).
 */
export async function readCart(db: Executor, basketId: string, identity: Identity, options: { lock?: boolean } = {}): Promise<CartSnapshot> {
  const owner = ownerOf(identity);
  const reads = owner.consumerId !== null ? cartReads.member : cartReads.guest;
  const query = (options.lock ? reads.locked : reads.read)(db);
  const [row] = await query.execute({ basketId, ownerId: owner.consumerId ?? owner.guestId });
  if (!row) throw new ApiError(404, "BSK404", "Cart not found");
  return snapshotOf(db, row);
}

// ---- add-item's read -----------------------------------------------------------------------

/**
 * A variant as add-item sees it, read with the locked cart: what a new line of it would hold
 * (a line of `lineFields`, shipped, with the online stock), and the stock where the cart's line
 * of it is (`sellable`'s rule in cart-changes.ts: the pickup store, online otherwise). `null`
 * when the variant is unknown.
 */
export interface Offer {
  /** A new line of the variant (id and quantity to be set), member-priced for the cart's owner. */
  line: Omit<CartLine, "id" | "quantity">;
  /** The stock at the location of the cart's own (not gift) line of the variant, when it has one. */
  lineStock: number;
}

const SHIPPED = cartItems.shippingMethod.default as string;
const offeredLocation = sql`case when ${cartItems.shippingMethod} = 'pickup' and ${cartItems.storeId} is not null then ${cartItems.storeId} else ${ONLINE_LOCATION} end`;
const offeredFields = {
  masterId: variants.productId,
  categoryId: products.categoryId,
  ...variantOfferFields,
  lineStock: sql`coalesce((select ${inventory.quantity} from ${inventory} where ${inventory.variantId} = ${variants.id} and ${inventory.locationId} = ${offeredLocation}), 0)`,
} satisfies JsonFields;
type OfferJson = Omit<LineJson, "id" | "variantId" | "quantity" | "bonus" | "shippingMethod" | "storeId"> & { lineStock: number };

/**
 * `readCart`'s locked read with the variant's offer as one more column: the variant with its
 * product, its price in the cart's currency and its online stock, and the cart's line of it (if
 * any) for the stock at that line's location.
 */
function cartToAddQuery(owner: "guest" | "member") {
  const ownerId = sql.placeholder("ownerId");
  const variantId = sql.placeholder("variantId");
  const owned = owner === "member" ? eq(carts.consumerId, ownerId) : and(eq(carts.guestId, ownerId), isNull(carts.consumerId));
  // (The FROM … as SQL of its own: drizzle writes the columns at the top of a single-table
  // select's field without their table.)
  const from = sql`from ${variants}
    inner join ${products} on ${products.id} = ${variants.productId}
    left join ${prices} on ${prices.variantId} = ${variants.id} and ${prices.currency} = ${carts.currency}
    left join ${inventory} on ${inventory.variantId} = ${variants.id} and ${inventory.locationId} = ${ONLINE_LOCATION}
    left join ${cartItems} on ${cartItems.cartId} = ${carts.id} and ${cartItems.variantId} = ${variants.id} and ${cartItems.bonus} = false
    where ${variants.id} = ${variantId}`;
  const offer = sql`(select ${jsonObject(offeredFields)} ${from})`;
  return preparedQuery(`cart_read_${owner}_to_add`, (db) =>
    db
      .select({ ...cartWithHoldings, offer })
      .from(carts)
      .where(and(eq(carts.id, sql.placeholder("basketId")), eq(carts.status, "active"), owned))
      .for("update"),
  );
}

const cartToAddReads = { guest: cartToAddQuery("guest"), member: cartToAddQuery("member") };

/**
 * `readCart(…, { lock: true })` for add-item, with the variant to add read in the same
 * statement (`Offer`; null when the variant is unknown).
 */
export async function readCartToAdd(db: Executor, basketId: string, identity: Identity, variantId: string): Promise<{ snapshot: CartSnapshot; offer: Offer | null }> {
  const owner = ownerOf(identity);
  const query = (owner.consumerId !== null ? cartToAddReads.member : cartToAddReads.guest)(db);
  const [row] = await query.execute({ basketId, ownerId: owner.consumerId ?? owner.guestId, variantId });
  if (!row) throw new ApiError(404, "BSK404", "Cart not found");
  const snapshot = await snapshotOf(db, row);
  const json = row.offer as OfferJson | null;
  if (!json) return { snapshot, offer: null };
  const { lineStock, ...fields } = json;
  const line = memberPriced({ ...fields, id: "", variantId, quantity: 0, bonus: false, shippingMethod: SHIPPED, storeId: null }, memberRulesOf(row, snapshot.reference), snapshot.reference);
  const { id: _id, quantity: _quantity, ...offered } = line;
  return { snapshot, offer: { line: offered, lineStock } };
}

/** What `cart` holds now (in the caller's transaction), with `cart` as given. */
export async function loadSnapshot(db: Executor, cart: CartRow): Promise<CartSnapshot> {
  const [row] = await db.select(cartWithHoldings).from(carts).where(eq(carts.id, cart.id));
  if (!row) throw new ApiError(404, "BSK404", "Cart not found");
  return snapshotOf(db, row, cart);
}

const lineNamed = (line: CartLine, extra: Record<string, unknown> = {}) => ({ itemId: line.id, productId: line.variantId, name: line.name, ...extra });

/** What stock reconciliation changes: the flash, the lines removed and cut, and the lines as they then are. */
export interface Reconciliation {
  flash: CartFlash[];
  removed: string[];
  cut: { id: string; quantity: number }[];
  lines: CartLine[];
}

/**
 * Brings the lines in line with stock and prices as they are now (pure; `applyReconciliation`
 * writes it): a line with more than the stock is cut to it (ProductLineItemInventoryMissing),
 * one without stock is removed (ProductLineItemFullInventoryMissing), one without a price in the
 * cart's currency is removed (ProductItemNotAvailable; a gift-with-purchase line needs no price
 * of its own).
 */
export function planReconciliation(lines: readonly CartLine[]): Reconciliation {
  const plan: Reconciliation = { flash: [], removed: [], cut: [], lines: [] };
  for (const line of lines) {
    if (line.saleAmount === null && !line.bonus) {
      plan.removed.push(line.id);
      plan.flash.push({ type: "ProductItemNotAvailable", message: `${line.name} is no longer available and was removed from your cart`, details: lineNamed(line) });
    } else if (line.stock <= 0) {
      plan.removed.push(line.id);
      plan.flash.push({
        type: "ProductLineItemFullInventoryMissing",
        message: `${line.name} is out of stock and was removed from your cart`,
        details: lineNamed(line, { requestedQuantity: line.quantity, availableQuantity: 0 }),
      });
    } else if (line.quantity > line.stock) {
      plan.cut.push({ id: line.id, quantity: line.stock });
      plan.lines.push({ ...line, quantity: line.stock });
      plan.flash.push({
        type: "ProductLineItemInventoryMissing",
        message: `Only ${line.stock} of ${line.name} are available; the quantity in your cart was reduced`,
        details: lineNamed(line, { requestedQuantity: line.quantity, availableQuantity: line.stock }),
      });
    } else plan.lines.push(line);
  }
  return plan;
}

/**
 * What a snapshot read before reconciliation holds once `plan` is applied: its lines, and its
 * price adjustments but those of the lines removed (the database deletes a line's adjustment
 * with it).
 */
export function reconciledSnapshot(read: CartSnapshot, plan: Reconciliation): CartSnapshot {
  const removed = new Set(plan.removed);
  return { ...read, lines: plan.lines, adjustments: read.adjustments.filter((adjustment) => adjustment.itemId === null || !removed.has(adjustment.itemId)) };
}

export async function applyReconciliation(db: Executor, plan: Reconciliation): Promise<void> {
  if (plan.removed.length) await db.delete(cartItems).where(inArray(cartItems.id, plan.removed));
  for (const { id, quantity } of plan.cut) await db.update(cartItems).set({ quantity }).where(eq(cartItems.id, id));
}

/** Reconciles the snapshot's lines with stock and prices (`planReconciliation`); answers the flash messages of what changed. */
export async function reconcileStock(db: Executor, snapshot: CartSnapshot): Promise<CartFlash[]> {
  const plan = planReconciliation(snapshot.lines);
  await applyReconciliation(db, plan);
  return plan.flash;
}

/** Records the flash of the last change and when it happened. */
export async function touchCart(db: Executor, cart: CartRow, flash: CartFlash[], now: Date): Promise<CartRow> {
  await db.update(carts).set({ flash, updatedAt: now }).where(eq(carts.id, cart.id));
  return { ...cart, flash, updatedAt: now };
}

const touchAndReadQuery = preparedQuery("cart_touch_and_read", (db) =>
  db
    .update(carts)
    .set({ flash: columnPlaceholder(carts.flash, "flash"), updatedAt: columnPlaceholder(carts.updatedAt, "now") })
    .where(eq(carts.id, sql.placeholder("cartId")))
    .returning(cartWithHoldings),
);

/** What a change records on the cart it changes (`touchCart`): the flash of its stock reconciliation, and when. */
export interface Touch {
  flash: CartFlash[];
  now: Date;
}

/**
 * `touchCart` as a data-modifying CTE (`touched`) of a change's own write, so that the write and
 * the touch are one statement (placeholders `cartId`, `flash` and `now`), and `flash`, for the
 * write's returning: the flash as stored (jsonb orders an object's keys), the bytes a read of the
 * cart would answer. PostgreSQL runs the CTE once whatever the write does; when the write then
 * fails a check, the caller's transaction rolls the touch back with it.
 */
export function touching(db: Executor) {
  const touched = db
    .$with("touched", { flash: carts.flash })
    .as(
      sql`update ${carts} set ${sql.identifier(carts.flash.name)} = ${columnPlaceholder(carts.flash, "flash")}, ${sql.identifier(carts.updatedAt.name)} = ${columnPlaceholder(carts.updatedAt, "now")} where ${carts.id} = ${sql.placeholder("cartId")} returning ${carts.flash}`,
    );
  return { touched, flash: sql`(select ${touched.flash} from ${touched})`.mapWith(carts.flash) };
}

/** The cart row as a write with `touching` leaves it: `flash` as the write answered it. */
export function touchedRow(cart: CartRow, flash: unknown, now: Date): CartRow {
  return { ...cart, flash: flash as CartFlash[], updatedAt: now };
}

/** `touchCart`, reading back in the same statement what the cart then holds. */
export async function touchAndRead(db: Executor, cart: CartRow, flash: CartFlash[], now: Date): Promise<CartSnapshot> {
  const [row] = await touchAndReadQuery(db).execute({ flash, now, cartId: cart.id });
  return snapshotOf(db, row!);
}
