import { randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { CartAnswer, CartFlash } from "../../contracts/api/cart.ts";
import {
  INVALID_SHIPPING_ADDRESS,
  PAYMENT_NOT_AUTHORIZED,
  type AddressAnswer,
  type Channel,
  type OrderAnswer,
  type PaymentInstrumentAnswer,
  type PaymentMethodId,
  type ShipmentEntryAnswer,
  type ShippingId,
  type ShippingMethodCode,
} from "../../contracts/api/checkout.ts";
import type { OrderStatus } from "../../contracts/api/orders.ts";
import { totalsAnswer } from "../cart/cart-answer.ts";
import { loadSnapshot, ONLINE_LOCATION, ownerOf, touchCart, type CartRow, type CartSnapshot, type Executor } from "../cart/cart-store.ts";
import { releaseCouponRedemptions, redeemCoupons } from "../cart/promotion-store.ts";
import { taxRuleFor } from "../cart/tax.ts";
import { carts, consumers, coupons, giftCards, inventory, orders, storeEmployees, stores } from "../db/schema.ts";
import type { Database } from "../db/database.ts";
import { ApiError } from "../http/errors.ts";
import type { Identity } from "../identity/tokens.ts";
import { answerCheckoutCart, refreshCart, reloadCart } from "./checkout-cart.ts";
import { ADDRESS_METHODS, STORE_METHODS } from "./delivery.ts";
import { athleteRemaining, loadConsumer, type ConsumerRow } from "./payment-store.ts";
import { LOYALTY_POINT_VALUE, isOpenMethod, type CardOutcome, type InstrumentRow } from "./payments.ts";
import { storedAddress } from "./pricing.ts";
import { siteById } from "../../contracts/sites.ts";

/**
 * Orders: readiness (prepareOrder), placement (PUT /cart/v2/checkout/order), the 3-D Secure
 * result (PATCH …/order/{orderNumber}) and giving back what a failed order held.
 *
 * **Placement is one transaction** with the cart row locked (`SELECT … FOR UPDATE`): the cart
 * is brought in line with stock (a change there answers 409 INV405 and is kept, so the client
 * refreshes its cart), checked, then inventory is decremented (never below 0: INV405 and nothing
 * happens), gift cards, loyalty points, reward vouchers, the athletes allowance and coupons are
 * redeemed, the order is inserted and the cart marked ordered. **Idempotent**: a second place
 * call for the same cart, or with the same idempotency key, waits for the lock and answers the
 * first order; the unique indexes on orders.cart_id and orders.idempotency_key are the last
 * guard (a conflict rolls back and the first order is answered). Keys are scoped to the caller.
 *
 * **3-D Secure**: a card that needs a challenge (payments.ts TEST_CARDS) places the order as
 * payment_pending, holding its stock and balances, and the answer carries a PaymentNotAuthorized
 * flash. PATCH with transStatus Y places it; N (or a card whose bank refuses) fails it
 * (payment_failed) and gives everything back; the cart stays ordered (the client makes a new one).
 *
 * The row's jsonb columns follow backend/orders/order-record.ts (minor units; its fields plus
 * checkout's own: labels, item locations, the payment's redemption details and the tracking
 * secret `st`).
 */

// ---- what an order row holds -----------------------------------------------------------------

export interface CheckoutOrderItem {
  id: string;
  productId: string;
  masterId: string;
  name: string;
  slug: string;
  upc: string;
  qty: number;
  color: string;
  size: string;
  unitOriginal: number;
  unitCurrent: number;
  rowTotal: number;
  priceAfterItemDiscount: number;
  priceAfterOrderDiscount: number;
  shippingId: ShippingId;
  shippingMethod: ShippingMethodCode;
  storeId: string | null;
  /** The inventory location the item was taken from (online or a store): where it goes back. */
  location: string;
  bonus: boolean;
  isDigital: boolean;
  isCustoms: boolean;
}

export interface CheckoutOrderShipment {
  shippingId: ShippingId;
  method: ShippingMethodCode;
  label: string;
  deliveryTime: string;
  amount: number;
  address: AddressAnswer | null;
  storeId: string | null;
  itemIds: string[];
}

export interface CheckoutOrderTotals {
  itemSubTotal: number;
  itemTotal: number;
  totalDiscount: number;
  totalDiscountPercentage: number;
  shipping: number;
  netAmount: number;
  taxAmount: number;
  total: number;
  totalUnits: number;
  taxIncluded: boolean;
  taxName: string;
  /** As answered by the cart (currency units). */
  appliedRewards: unknown[];
  promoSummary: CartAnswer["promoSummary"];
  orderPromotions: CartAnswer["orderPromotions"];
  couponItems: CartAnswer["couponItems"];
}

export interface CheckoutOrderInstrument {
  payment_instrument_id: string;
  payment_method_id: PaymentMethodId;
  /** What it paid, minor units. */
  amount: number;
  brand: string | null;
  last4: string | null;
  /** Gift card: its number (to give the balance back). */
  giftCardNumber?: string;
  /** Loyalty points spent (points and reward vouchers). */
  points?: number;
  voucherId?: string;
  /** Credit card: the processor's verdict at placement. */
  outcome?: CardOutcome;
  /** The instrument as answered at placement. */
  answer: PaymentInstrumentAnswer;
}

export interface CheckoutOrderPayment {
  /** The payment method the shopper chose (the place call's paymentMethod.code). */
  code: PaymentMethodId;
  /** The tracking secret: with the order number, it identifies the order without a sign-in. */
  st: string;
  instruments: CheckoutOrderInstrument[];
  billingAddress: AddressAnswer | null;
  newsletterConsent: boolean;
  threeDS: { required: boolean; outcome: CardOutcome | null; result: "Y" | "N" | null };
  /** Stock, balances and coupons given back (payment failed or cancelled). */
  released: boolean;
  coupons: string[];
  inStoreSalesInfo: { storeId: string; storeEmployeeId: string | null } | null;
  recaptchaProvided: boolean;
}

export type OrderRow = typeof orders.$inferSelect;

const toMinor = (units: number) => Math.round(units * 100);
const toUnits = (minor: number) => Math.round(minor) / 100 + 0;

// ---- the answer ------------------------------------------------------------------------------

/** The Order answer (commerce spec §3) of a row checkout wrote. */
export function toOrderAnswer(row: OrderRow): OrderAnswer {
  const items = row.items as CheckoutOrderItem[];
  const totals = row.totals as CheckoutOrderTotals;
  const shipments = row.shipments as CheckoutOrderShipment[];
  const payment = row.payment as CheckoutOrderPayment;
  const flash: CartFlash[] =
    row.status === "payment_pending"
      ? [
          {
            type: PAYMENT_NOT_AUTHORIZED,
            message: "Your bank needs you to confirm this payment",
            details: { orderNumber: row.orderNumber, paymentMethod: payment.code, action: "threeDS2Challenge", amount: toUnits(payment.instruments.find((entry) => entry.payment_method_id === "CREDIT_CARD")?.amount ?? 0) },
          },
        ]
      : [];
  return {
    orderNumber: row.orderNumber,
    st: payment.st,
    status: row.status as OrderStatus,
    channel: row.channel as Channel,
    siteId: row.siteId,
    currency: row.currency,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    items: items.map((item) => ({
      id: item.id,
      productId: item.productId,
      masterId: item.masterId,
      name: item.name,
      upc: item.upc,
      qty: item.qty,
      price: {
        original: toUnits(item.unitOriginal),
        current: toUnits(item.unitCurrent),
        rowTotal: toUnits(item.rowTotal),
        priceAfterItemDiscount: toUnits(item.priceAfterItemDiscount),
        priceAfterOrderDiscount: toUnits(item.priceAfterOrderDiscount),
      },
      attributes: { color: item.color, size: item.size },
      isDigitalProduct: item.isDigital,
      isCustoms: item.isCustoms,
      bonus: item.bonus,
      shippingId: item.shippingId,
      shippingMethod: item.shippingMethod,
      storeId: item.storeId,
    })),
    shipments: shipments.map((shipment) => ({
      shippingId: shipment.shippingId,
      code: shipment.method,
      label: shipment.label,
      deliveryTime: shipment.deliveryTime,
      price: { amount: toUnits(shipment.amount) },
      address: shipment.address,
      storeId: shipment.storeId,
      itemIds: shipment.itemIds,
    })),
    // An order is paid in full: nothing remains to pay.
    totals: totalsAnswer(totals, row.currency, 0, totals.appliedRewards),
    paymentMethod: { code: payment.code, instruments: payment.instruments.map((entry) => entry.answer) },
    billingAddress: payment.billingAddress,
    flash,
    promoSummary: totals.promoSummary,
    inStoreSalesInfo: payment.inStoreSalesInfo,
  };
}

/** Does `st` match the order's tracking secret (constant time)? For the order calls. */
export function trackingSecretMatches(row: OrderRow, st: string): boolean {
  const expected = Buffer.from((row.payment as Partial<CheckoutOrderPayment>).st ?? "");
  const given = Buffer.from(st);
  return expected.length > 0 && given.length === expected.length && timingSafeEqual(given, expected);
}

// ---- readiness -------------------------------------------------------------------------------

export interface Readiness {
  email: string;
  billingAddress: AddressAnswer | null;
  shipments: ShipmentEntryAnswer[];
  instruments: PaymentInstrumentAnswer[];
}

/**
 * What an order needs, checked on the answered cart: items (empty: 400 INV405), an address for
 * home delivery (400 CHK380, field shippingAddress), an email (guests: from an address; 400 PYT406), a billing address for a card or buy-now-pay-later
 * (the billing address, else the shipping address; 400 BIL400), and payment covering the total
 * (400 PYT400).
 */
export function checkReadiness(cart: CartRow, answer: CartAnswer, consumer: ConsumerRow | null, billingOverride?: AddressAnswer): Readiness {
  if (!answer.items.length) throw new ApiError(400, "INV405", "Your cart is empty: the order cannot be completed");
  const shipments = answer.shippingMethods as ShipmentEntryAnswer[];
  const instruments = answer.payment_instruments as PaymentInstrumentAnswer[];
  const shippingAddress = storedAddress(cart.shippingAddress);
  for (const shipment of shipments) {
    if (ADDRESS_METHODS.includes(shipment.code) && !shippingAddress) throw new ApiError(400, "CHK380", "A shipping address is needed for home delivery", { field: "shippingAddress", shippingId: shipment.shippingId });
  }
  const email = consumer?.email ?? cart.email ?? shippingAddress?.recipientContactEmail ?? storedAddress(cart.billingAddress)?.recipientContactEmail ?? null;
  if (!email) throw new ApiError(400, "PYT406", "An email address is needed for the order confirmation: add it to the shipping or billing address", { field: "email" });
  const billingAddress = billingOverride ?? storedAddress(cart.billingAddress) ?? shippingAddress;
  if (!billingAddress && instruments.some((entry) => entry.payment_method_id === "CREDIT_CARD" || entry.payment_method_id === "KLARNA")) throw new ApiError(400, "BIL400", "A billing address is needed for this payment method");
  if (toMinor(answer.totals.remainingToPay) > 0) {
    throw new ApiError(400, "PYT400", `${answer.totals.remainingToPay.toFixed(2)} ${answer.currency} are still to pay: add a payment method`, { remainingToPay: answer.totals.remainingToPay });
  }
  return { email, billingAddress: billingAddress ?? null, shipments, instruments };
}

// ---- placement -------------------------------------------------------------------------------

export interface PlaceOrderInput {
  identity: Identity;
  cartId: string;
  paymentMethod: PaymentMethodId;
  channel: Channel;
  idempotencyKey: string;
  billingAddress?: AddressAnswer;
  inStoreSalesInfo?: { storeId: string; storeEmployeeId?: string };
  recaptchaProvided: boolean;
  now: Date;
}

/**
 * The error of a checkout step whose cart had to change first (409, the flash attached): CHK380
 * when only the shipping address was dropped (back to the address step), else INV405.
 */
export function refreshedCartError(flash: CartFlash[]): ApiError {
  if (flash.every((entry) => entry.type === INVALID_SHIPPING_ADDRESS)) {
    return new ApiError(409, "CHK380", "Your delivery address can no longer be used: enter it again", { flash });
  }
  return new ApiError(409, "INV405", "Some items are no longer available as they were: your cart was updated; check it before ordering", { flash });
}

/** A lost race on a unique index: the transaction rolls back and the first order is answered. */
class OrderConflict extends Error {}

const ownedBy = (identity: Identity) => {
  const owner = ownerOf(identity);
  return owner.consumerId !== null ? eq(carts.consumerId, owner.consumerId) : and(eq(carts.guestId, owner.guestId), isNull(carts.consumerId))!;
};

function scopedKey(identity: Identity, key: string): string {
  const owner = ownerOf(identity);
  return owner.consumerId !== null ? `c:${owner.consumerId}:${key}` : `g:${owner.guestId}:${key}`;
}

export const newOrderNumber = () => `RL${String(randomInt(0, 100_000_000)).padStart(8, "0")}`;
export const newTrackingSecret = () => randomBytes(24).toString("base64url");

type Placement = { kind: "order"; order: OrderRow; replayed: boolean } | { kind: "refresh"; flash: CartFlash[] };

/**
 * Places the order of a cart (see the module comment). Answers the order and whether it is the
 * first call's (`replayed`). 409 INV405 (with the flash) when the cart had to change.
 */
export async function placeOrder(db: Database, input: PlaceOrderInput): Promise<{ order: OrderRow; replayed: boolean }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    let placement: Placement;
    try {
      placement = await db.transaction((tx) => placeInTransaction(tx, input));
    } catch (error) {
      if (error instanceof OrderConflict) continue;
      throw error;
    }
    if (placement.kind === "refresh") {
      throw refreshedCartError(placement.flash);
    }
    return placement;
  }
  throw new ApiError(503, "GEN500", "The order could not be placed; try again");
}

async function placeInTransaction(tx: Executor, input: PlaceOrderInput): Promise<Placement> {
  const { identity, now } = input;
  const [locked] = await tx.select().from(carts).where(and(eq(carts.id, input.cartId), ownedBy(identity))).for("update");
  if (!locked) throw new ApiError(404, "BSK404", "Cart not found");

  const key = scopedKey(identity, input.idempotencyKey);
  const [byKey] = await tx.select().from(orders).where(eq(orders.idempotencyKey, key));
  if (byKey) {
    if (byKey.cartId !== locked.id) throw new ApiError(409, "ATTR300", "idempotency-key: already used for the order of another cart", { field: "idempotency-key" });
    return { kind: "order", order: byKey, replayed: true };
  }
  if (locked.status !== "active") {
    const [existing] = await tx.select().from(orders).where(eq(orders.cartId, locked.id));
    if (existing) return { kind: "order", order: existing, replayed: true };
    throw new ApiError(404, "BSK404", "Cart not found");
  }

  const flash = await refreshCart(tx, locked);
  if (flash.length) {
    await touchCart(tx, locked, flash, now);
    return { kind: "refresh", flash };
  }
  const consumer = await loadConsumer(tx, identity, { lock: true });
  const cart = await reloadCart(tx, locked.id);
  const answer = await answerCheckoutCart(tx, cart, now);
  const snapshot = await loadSnapshot(tx, cart);
  const ready = checkReadiness(cart, answer, consumer, input.billingAddress);

  const paid = new Map(ready.instruments.map((entry) => [entry.payment_instrument_id, toMinor(entry.amount)]));
  const rows = snapshot.instruments ?? [];
  if (!ready.instruments.some((entry) => entry.payment_method_id === input.paymentMethod) && toMinor(answer.totals.total) > 0) {
    throw new ApiError(400, "PYT404", `No ${input.paymentMethod} payment instrument is on the cart`, { field: "paymentMethod" });
  }
  const open = rows.find((row) => isOpenMethod(row.methodId) && (paid.get(row.id) ?? 0) > 0);
  const outcome = open?.methodId === "CREDIT_CARD" ? ((open.details.outcome as CardOutcome | undefined) ?? "authorised") : null;
  if (outcome === "declined") throw new ApiError(402, "PAY400", "The card was declined: use another payment method");
  if (outcome === "fraud") throw new ApiError(400, "PYT402", "The payment could not be verified");
  const inStore = input.inStoreSalesInfo ? await verifiedInStoreSale(tx, input.inStoreSalesInfo, cart.siteId) : null;

  const items = orderItems(snapshot, answer);
  for (const item of items) await takeStock(tx, item);
  const answers = ready.instruments.map((entry) => (entry.address === null && !isOpenMethod(entry.payment_method_id) ? entry : { ...entry, address: ready.billingAddress }));
  const instruments = await redeemInstruments(tx, rows, paid, consumer, now, answers);
  const couponCodes = answer.couponItems.filter((coupon) => coupon.applied).map((coupon) => coupon.code);
  const orderNumber = newOrderNumber();
  await redeemCoupons(tx, couponCodes, consumer ? { consumerId: consumer.id, orderNumber } : null);

  const challenge = outcome === "challenge" || outcome === "challenge-refused";
  const payment: CheckoutOrderPayment = {
    code: input.paymentMethod,
    st: newTrackingSecret(),
    instruments,
    billingAddress: ready.billingAddress,
    newsletterConsent: (cart.billingAddress as { newsletterConsent?: unknown } | null)?.newsletterConsent === true,
    threeDS: { required: challenge, outcome, result: null },
    released: false,
    coupons: couponCodes,
    inStoreSalesInfo: inStore,
    recaptchaProvided: input.recaptchaProvided,
  };
  const rule = taxRuleFor(siteById(cart.siteId).siteId);
  const totals: CheckoutOrderTotals = {
    itemSubTotal: toMinor(answer.totals.itemSubTotal),
    itemTotal: toMinor(answer.totals.itemTotal),
    totalDiscount: toMinor(answer.totals.totalDiscount),
    totalDiscountPercentage: answer.totals.totalDiscountPercentage,
    shipping: toMinor(answer.totals.shipping),
    netAmount: toMinor(answer.totals.netAmount),
    taxAmount: toMinor(answer.totals.taxAmount),
    total: toMinor(answer.totals.total),
    totalUnits: answer.totals.totalUnits,
    taxIncluded: rule.included,
    taxName: rule.name,
    appliedRewards: answer.totals.appliedRewards,
    promoSummary: answer.promoSummary,
    orderPromotions: answer.orderPromotions,
    couponItems: answer.couponItems,
  };
  const shipments: CheckoutOrderShipment[] = ready.shipments.map((shipment) => ({
    shippingId: shipment.shippingId,
    method: shipment.code,
    label: shipment.label,
    deliveryTime: shipment.deliveryTime,
    amount: toMinor(shipment.price.amount),
    address: shipment.address,
    storeId: shipment.storeId,
    itemIds: shipment.itemIds,
  }));
  const status: OrderStatus = challenge ? "payment_pending" : "placed";
  const [order] = await tx
    .insert(orders)
    .values({
      orderNumber,
      cartId: cart.id,
      idempotencyKey: key,
      consumerId: consumer?.id ?? null,
      email: ready.email,
      siteId: cart.siteId,
      currency: cart.currency,
      status,
      items,
      totals,
      shipments,
      payment,
      channel: input.channel,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!order) throw new OrderConflict();
  await tx.update(carts).set({ status: "ordered", flash: [], updatedAt: now }).where(eq(carts.id, cart.id));
  return { kind: "order", order, replayed: false };
}

function orderItems(snapshot: CartSnapshot, answer: CartAnswer): CheckoutOrderItem[] {
  const lines = new Map(snapshot.lines.map((line) => [line.id, line]));
  const shipmentOf = new Map((answer.shippingMethods as ShipmentEntryAnswer[]).flatMap((shipment) => shipment.itemIds.map((id) => [id, shipment] as const)));
  return answer.items.map((item) => {
    const line = lines.get(item.id);
    const shipment = shipmentOf.get(item.id);
    if (!line || !shipment) throw new Error(`Cart ${snapshot.cart.id}: line ${item.id} changed while ordering`);
    const location = line.shippingMethod === "pickup" && line.storeId ? line.storeId : ONLINE_LOCATION;
    return {
      id: item.id,
      productId: item.productId,
      masterId: item.masterId,
      name: item.name,
      slug: item.slug,
      upc: item.upc,
      qty: item.qty,
      color: item.attributes.color,
      size: item.attributes.size,
      unitOriginal: toMinor(item.price.original),
      unitCurrent: toMinor(item.price.current),
      rowTotal: toMinor(item.price.rowTotal),
      priceAfterItemDiscount: toMinor(item.price.priceAfterItemDiscount),
      priceAfterOrderDiscount: toMinor(item.price.priceAfterOrderDiscount),
      shippingId: shipment.shippingId,
      shippingMethod: shipment.code,
      // A pickup item's store is where its stock came from (a gift riding along came from the warehouse).
      storeId: shipment.code === "pickup" ? (location === ONLINE_LOCATION ? null : location) : STORE_METHODS.includes(shipment.code) ? (line.storeId ?? shipment.storeId) : null,
      location,
      bonus: item.bonus,
      isDigital: item.isDigitalProduct,
      isCustoms: item.isCustoms,
    };
  });
}

/** Takes an item's quantity from its location's stock, never below 0 (else 409 INV405). */
async function takeStock(tx: Executor, item: CheckoutOrderItem): Promise<void> {
  const [taken] = await tx
    .update(inventory)
    .set({ quantity: sql`${inventory.quantity} - ${item.qty}` })
    .where(and(eq(inventory.variantId, item.productId), eq(inventory.locationId, item.location), sql`${inventory.quantity} >= ${item.qty}`))
    .returning({ quantity: inventory.quantity });
  if (!taken) throw new ApiError(409, "INV405", `${item.name} is no longer available in the quantity ordered`, { itemId: item.id, productId: item.productId });
}

/** Redeems what the fixed instruments pay, checking live balances; answers the order's instruments. */
async function redeemInstruments(
  tx: Executor,
  rows: readonly InstrumentRow[],
  paid: ReadonlyMap<string, number>,
  consumer: ConsumerRow | null,
  now: Date,
  answers: readonly PaymentInstrumentAnswer[],
): Promise<CheckoutOrderInstrument[]> {
  const result: CheckoutOrderInstrument[] = [];
  let points = 0;
  let athlete = 0;
  for (const row of rows) {
    const amount = paid.get(row.id) ?? 0;
    const answer = answers.find((entry) => entry.payment_instrument_id === row.id)!;
    const entry: CheckoutOrderInstrument = {
      payment_instrument_id: row.id,
      payment_method_id: row.methodId as PaymentMethodId,
      amount,
      brand: typeof row.details.brand === "string" ? row.details.brand : null,
      last4: typeof row.details.last4 === "string" ? row.details.last4 : null,
      answer,
    };
    if (row.methodId === "GIFT_CARD" && amount > 0) {
      const number = String(row.details.number);
      const [card] = await tx.select().from(giftCards).where(eq(giftCards.number, number)).for("update");
      if (!card || (card.expiresAt && card.expiresAt.getTime() <= now.getTime())) throw new ApiError(400, "GFC812", `The gift card ending ${number.slice(-4)} can no longer be used`);
      const [debited] = await tx
        .update(giftCards)
        .set({ balance: sql`${giftCards.balance} - ${amount}` })
        .where(and(eq(giftCards.number, number), sql`${giftCards.balance} >= ${amount}`))
        .returning({ balance: giftCards.balance });
      if (!debited) throw new ApiError(400, "PYT400", `The balance of the gift card ending ${number.slice(-4)} changed: apply it again`);
      entry.giftCardNumber = number;
    } else if (row.methodId === "LOYALTY_POINTS" && amount > 0) {
      entry.points = Math.ceil(amount / LOYALTY_POINT_VALUE);
      points += entry.points;
    } else if ((row.methodId === "REWARD_CODE" || row.methodId === "REWARD_CARD") && amount > 0) {
      entry.points = typeof row.details.points === "number" ? row.details.points : 0;
      entry.voucherId = String(row.details.voucherId ?? "");
      points += entry.points;
    } else if (row.methodId === "ATHLETES_PAYMENT" && amount > 0) {
      athlete += amount;
    } else if (row.methodId === "CREDIT_CARD") {
      entry.outcome = (row.details.outcome as CardOutcome | undefined) ?? "authorised";
    }
    if (amount > 0 || isOpenMethod(row.methodId)) result.push(entry);
  }
  if (points > 0) {
    const [spent] = await tx
      .update(consumers)
      .set({ loyaltyPoints: sql`${consumers.loyaltyPoints} - ${points}` })
      .where(and(eq(consumers.id, consumer?.id ?? ""), sql`${consumers.loyaltyPoints} >= ${points}`))
      .returning({ id: consumers.id });
    if (!spent) throw new ApiError(400, "REW140", "You no longer have enough loyalty points for this payment");
  }
  if (athlete > 0) {
    if ((athleteRemaining(consumer) ?? 0) < athlete) throw new ApiError(400, "PYT400", "Not enough is left of this year's athlete allowance");
    await tx
      .update(consumers)
      .set({ currentSpend: sql`${consumers.currentSpend} + ${athlete}` })
      .where(eq(consumers.id, consumer!.id));
  }
  return result;
}

/** Buy-in-store: the store must exist on the cart's site and the employee work there (400 STR404). */
async function verifiedInStoreSale(tx: Executor, info: { storeId: string; storeEmployeeId?: string }, siteId: string) {
  const [store] = await tx.select({ siteId: stores.siteId }).from(stores).where(eq(stores.id, info.storeId));
  if (!store || store.siteId !== siteId) throw new ApiError(400, "STR404", "The store of this in-store sale was not found", { field: "inStoreSalesInfo.storeId" });
  if (info.storeEmployeeId) {
    const [employee] = await tx.select({ id: storeEmployees.id }).from(storeEmployees).where(and(eq(storeEmployees.id, info.storeEmployeeId), eq(storeEmployees.storeId, info.storeId)));
    if (!employee) throw new ApiError(400, "STR404", "The employee of this in-store sale does not work at that store", { field: "inStoreSalesInfo.storeEmployeeId" });
  }
  return { storeId: info.storeId, storeEmployeeId: info.storeEmployeeId ?? null };
}

// ---- after placement -------------------------------------------------------------------------

/**
 * Gives back what an order held: its items to their locations' stock, gift card balances,
 * loyalty points, the athletes allowance and coupon redemptions. Answers the payment record
 * marked released (the caller saves it with the new status). Does nothing twice. For a failed
 * 3-D Secure payment here; the orders module may use it on cancellation.
 */
export async function releaseOrderHolds(tx: Executor, order: OrderRow): Promise<CheckoutOrderPayment> {
  const payment = order.payment as CheckoutOrderPayment;
  if (payment.released) return payment;
  for (const item of order.items as CheckoutOrderItem[]) {
    const location = item.location ?? (item.shippingMethod === "pickup" && item.storeId ? item.storeId : ONLINE_LOCATION);
    await tx
      .insert(inventory)
      .values({ variantId: item.productId, locationId: location, quantity: item.qty })
      .onConflictDoUpdate({ target: [inventory.variantId, inventory.locationId], set: { quantity: sql`${inventory.quantity} + ${item.qty}` } });
  }
  let points = 0;
  let athlete = 0;
  for (const entry of payment.instruments) {
    if (entry.payment_method_id === "GIFT_CARD" && entry.giftCardNumber && entry.amount > 0) {
      await tx
        .update(giftCards)
        .set({ balance: sql`${giftCards.balance} + ${entry.amount}` })
        .where(eq(giftCards.number, entry.giftCardNumber));
    }
    points += entry.points ?? 0;
    if (entry.payment_method_id === "ATHLETES_PAYMENT") athlete += entry.amount;
  }
  if (order.consumerId && (points > 0 || athlete > 0)) {
    await tx
      .update(consumers)
      .set({ loyaltyPoints: sql`${consumers.loyaltyPoints} + ${points}`, currentSpend: sql`greatest(${consumers.currentSpend} - ${athlete}, 0)` })
      .where(eq(consumers.id, order.consumerId));
  }
  if (payment.coupons?.length) {
    await tx
      .update(coupons)
      .set({ redemptions: sql`greatest(${coupons.redemptions} - 1, 0)` })
      .where(inArray(coupons.code, payment.coupons));
    await releaseCouponRedemptions(tx, order.orderNumber);
  }
  return { ...payment, released: true };
}

/**
 * PATCH: the 3-D Secure result of an order of the caller (404 ORD409 otherwise). A pending
 * order: Y places it (unless the card's bank refuses: payments.ts), N fails it and gives its
 * holds back. A repeated result answers the order as it is; a contrary one is 409 PAY400.
 */
export async function completeChallenge(db: Database, identity: Identity, orderNumber: string, input: { code: PaymentMethodId; transStatus: "Y" | "N" }): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ order: orders })
      .from(orders)
      .innerJoin(carts, eq(carts.id, orders.cartId))
      .where(and(eq(orders.orderNumber, orderNumber), ownedBy(identity)))
      .for("update", { of: orders });
    if (!found) throw new ApiError(404, "ORD409", "Order not found");
    const order = found.order;
    const payment = order.payment as CheckoutOrderPayment;
    if (input.code !== payment.code) throw new ApiError(400, "PAY400", `This order is paid by ${payment.code}`, { field: "paymentMethod.code" });

    if (order.status !== "payment_pending") {
      if ((order.status === "placed" && input.transStatus === "Y") || order.status === "payment_failed") return order;
      throw new ApiError(409, "PAY400", `The payment of this order is already settled (${order.status})`);
    }
    const authorised = input.transStatus === "Y" && payment.threeDS.outcome !== "challenge-refused";
    const threeDS = { ...payment.threeDS, result: input.transStatus };
    const [updated] = authorised
      ? await tx
          .update(orders)
          .set({ status: "placed", payment: { ...payment, threeDS } })
          .where(eq(orders.orderNumber, order.orderNumber))
          .returning()
      : await tx
          .update(orders)
          .set({ status: "payment_failed", payment: { ...(await releaseOrderHolds(tx, order)), threeDS } })
          .where(eq(orders.orderNumber, order.orderNumber))
          .returning();
    return updated!;
  });
}
