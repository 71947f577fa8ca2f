import { randomInt } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { CartAnswer, CartFlash } from "../../contracts/api/cart.ts";
import type { AddressAnswer, Channel, PaymentMethodId } from "../../contracts/api/checkout.ts";
import { cartOwnedBy, loadSnapshot, ownerOf, touchCart, type CartRow, type CartSnapshot } from "../cart/cart-store.ts";
import { redeemCoupons } from "../cart/promotion-store.ts";
import { carts, inventory, orders } from "../db/schema.ts";
import type { Database } from "../db/database.ts";
import type { Executor } from "../db/db-executor.ts";
import { ApiError } from "../http/errors.ts";
import type { Identity } from "../identity/tokens.ts";
import type { NewOrderRow, OrderRow } from "../orders/order-record.ts";
import { newTrackingSecret } from "../orders/tracking-secret.ts";
import { answerCheckoutCart, refreshCart, reloadCart } from "./checkout-cart.ts";
import { verifiedInStoreSale, type InStoreSale } from "./in-store-sale.ts";
import { answeredInstruments, checkOrderPayment, needsChallenge, redeemInstruments, type CheckedPayment } from "./order-payments.ts";
import { checkReadiness, refreshedCartError, type Readiness } from "./order-readiness.ts";
import { orderItems, orderShipments, orderTotals } from "./order-records.ts";
import type { CheckoutOrderInstrument, CheckoutOrderItem, CheckoutOrderPayment } from "./order-row.ts";
import { loadConsumer, type ConsumerRow } from "./payment-store.ts";

/**
 * Placing an order (PUT /cart/v2/checkout/order).
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
 * A card that needs a 3-D Secure challenge places the order as payment_pending
 * (three-d-secure.ts takes it from there).
 */

export interface PlaceOrderInput {
  identity: Identity;
  cartId: string;
  paymentMethod: PaymentMethodId;
  channel: Channel;
  idempotencyKey: string;
  billingAddress?: AddressAnswer;
  inStoreSalesInfo?: InStoreSale;
  recaptchaProvided: boolean;
  now: Date;
}

/** A lost race on a unique index: the transaction rolls back and the first order is answered. */
class OrderConflict extends Error {}

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
  const locked = await lockOwnCart(tx, input);
  const key = scopedKey(input.identity, input.idempotencyKey);
  const earlier = await earlierOrder(tx, locked, key);
  if (earlier) return { kind: "order", order: earlier, replayed: true };

  const flash = await refreshCart(tx, locked);
  if (flash.length) {
    await touchCart(tx, locked, flash, input.now);
    return { kind: "refresh", flash };
  }
  const checked = await checkOrder(tx, locked.id, input);
  const held = await takeHolds(tx, checked, input.now);
  const order = await insertOrder(tx, newOrderRow(checked, held, key, input));
  await tx.update(carts).set({ status: "ordered", flash: [], updatedAt: input.now }).where(eq(carts.id, order.cartId));
  return { kind: "order", order, replayed: false };
}

/** The caller's cart, locked for the placement (404 BSK404: not theirs or not there). */
async function lockOwnCart(tx: Executor, input: PlaceOrderInput): Promise<CartRow> {
  const [locked] = await tx.select().from(carts).where(and(eq(carts.id, input.cartId), cartOwnedBy(input.identity))).for("update");
  if (!locked) throw new ApiError(404, "BSK404", "Cart not found");
  return locked;
}

/** Idempotency keys are the caller's own: the same key from two shoppers names two orders. */
function scopedKey(identity: Identity, key: string): string {
  const owner = ownerOf(identity);
  return owner.consumerId !== null ? `c:${owner.consumerId}:${key}` : `g:${owner.guestId}:${key}`;
}

/**
 * The order an earlier call placed, to answer again: the one of the idempotency key (409 ATTR300
 * when it was another cart's), else the cart's own once it is no longer active (404 BSK404 when
 * it has none).
 */
async function earlierOrder(tx: Executor, cart: CartRow, key: string): Promise<OrderRow | undefined> {
  const [byKey] = await tx.select().from(orders).where(eq(orders.idempotencyKey, key));
  if (byKey) {
    if (byKey.cartId !== cart.id) throw new ApiError(409, "ATTR300", "idempotency-key: already used for the order of another cart", { field: "idempotency-key" });
    return byKey;
  }
  if (cart.status === "active") return undefined;
  const [existing] = await tx.select().from(orders).where(eq(orders.cartId, cart.id));
  if (existing) return existing;
  throw new ApiError(404, "BSK404", "Cart not found");
}

/** The refreshed cart as it will be ordered, checked ready, its payment accepted. */
interface CheckedOrder extends CheckedPayment {
  consumer: ConsumerRow | null;
  cart: CartRow;
  answer: CartAnswer;
  snapshot: CartSnapshot;
  ready: Readiness;
  inStore: CheckoutOrderPayment["inStoreSalesInfo"];
}

async function checkOrder(tx: Executor, cartId: string, input: PlaceOrderInput): Promise<CheckedOrder> {
  const consumer = await loadConsumer(tx, input.identity, { lock: true });
  const cart = await reloadCart(tx, cartId);
  const answer = await answerCheckoutCart(tx, cart, input.now);
  const snapshot = await loadSnapshot(tx, cart);
  const ready = checkReadiness(cart, answer, consumer, input.billingAddress);
  const payment = checkOrderPayment(ready, answer, snapshot.instruments ?? [], input.paymentMethod);
  const inStore = input.inStoreSalesInfo ? await verifiedInStoreSale(tx, input.inStoreSalesInfo, cart.siteId) : null;
  return { consumer, cart, answer, snapshot, ready, inStore, ...payment };
}

/** What placing the order took: stock, the instruments' balances and the coupons. */
interface Holds {
  orderNumber: string;
  items: CheckoutOrderItem[];
  instruments: CheckoutOrderInstrument[];
  coupons: string[];
}

async function takeHolds(tx: Executor, checked: CheckedOrder, now: Date): Promise<Holds> {
  const { answer, consumer } = checked;
  const items = orderItems(checked.snapshot, answer);
  for (const item of items) await takeStock(tx, item);
  const instruments = await redeemInstruments(tx, checked.snapshot.instruments ?? [], checked.paid, consumer, now, answeredInstruments(checked.ready));
  const coupons = answer.couponItems.filter((coupon) => coupon.applied).map((coupon) => coupon.code);
  const orderNumber = newOrderNumber();
  await redeemCoupons(tx, coupons, consumer ? { consumerId: consumer.id, orderNumber } : null);
  return { orderNumber, items, instruments, coupons };
}

const newOrderNumber = () => `RL${String(randomInt(0, 100_000_000)).padStart(8, "0")}`;

/** Takes an item's quantity from its location's stock, never below 0 (else 409 INV405). */
async function takeStock(tx: Executor, item: CheckoutOrderItem): Promise<void> {
  const [taken] = await tx
    .update(inventory)
    .set({ quantity: sql`${inventory.quantity} - ${item.qty}` })
    .where(and(eq(inventory.variantId, item.productId), eq(inventory.locationId, item.location), sql`${inventory.quantity} >= ${item.qty}`))
    .returning({ quantity: inventory.quantity });
  if (!taken) throw new ApiError(409, "INV405", `${item.name} is no longer available in the quantity ordered`, { itemId: item.id, productId: item.productId });
}

/** The order row: pending while a card's 3-D Secure challenge runs, else placed. */
function newOrderRow(checked: CheckedOrder, held: Holds, idempotencyKey: string, input: PlaceOrderInput): NewOrderRow {
  const { cart, ready } = checked;
  const challenge = needsChallenge(checked.outcome);
  const payment: CheckoutOrderPayment = {
    code: input.paymentMethod,
    st: newTrackingSecret(),
    instruments: held.instruments,
    billingAddress: ready.billingAddress,
    newsletterConsent: (cart.billingAddress as { newsletterConsent?: unknown } | null)?.newsletterConsent === true,
    threeDS: { required: challenge, outcome: checked.outcome, result: null },
    released: false,
    coupons: held.coupons,
    inStoreSalesInfo: checked.inStore,
    recaptchaProvided: input.recaptchaProvided,
  };
  return {
    orderNumber: held.orderNumber,
    cartId: cart.id,
    idempotencyKey,
    consumerId: checked.consumer?.id ?? null,
    email: ready.email,
    siteId: cart.siteId,
    currency: cart.currency,
    status: challenge ? "payment_pending" : "placed",
    items: held.items,
    totals: orderTotals(checked.answer, cart.siteId),
    shipments: orderShipments(ready),
    payment,
    channel: input.channel,
    createdAt: input.now,
  };
}

/** Inserts the order; a lost race on its unique indexes is an OrderConflict (placeOrder tries again). */
async function insertOrder(tx: Executor, row: NewOrderRow): Promise<OrderRow> {
  const [order] = await tx.insert(orders).values(row).onConflictDoNothing().returning();
  if (!order) throw new OrderConflict();
  return order;
}
