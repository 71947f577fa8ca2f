import { eq } from "drizzle-orm";
import type { CartAnswer, CartFlash } from "../../contracts/api/cart.ts";
import { addressInput, INVALID_SHIPPING_ADDRESS } from "../../contracts/api/checkout.ts";
import { loadSnapshot, reconcileStock, type CartRow, type CartSnapshot } from "../cart/cart-store.ts";
import { answerCart } from "../cart/promotion-store.ts";
import { carts } from "../db/schema.ts";
import type { Executor } from "../db/db-executor.ts";
import { checkShippingAddress } from "./addresses.ts";
import { ADDRESS_METHODS, shipmentsOf } from "./delivery.ts";
import { checkoutShippingCharge } from "./pricing.ts";
import { applyDeliveryTransitions } from "./transitions.ts";
import { siteById } from "../../contracts/sites.ts";

/** The cart row as it is now (after changes in this transaction). */
export async function reloadCart(db: Executor, cartId: string): Promise<CartRow> {
  const [cart] = await db.select().from(carts).where(eq(carts.id, cartId));
  return cart!;
}

/**
 * Brings a locked cart in line with stock and stores before a checkout step: delivery
 * transitions first (a line that can be delivered another way is moved), then the cart core's
 * reconciliation (what cannot be delivered at all is cut or removed). Answers the flash.
 */
export async function refreshCart(db: Executor, cart: CartRow, favStoreId?: string): Promise<CartFlash[]> {
  const moved = await applyDeliveryTransitions(db, await loadSnapshot(db, cart), { favStoreId });
  const reconciled = await reconcileStock(db, await loadSnapshot(db, cart));
  const address = await revalidateShippingAddress(db, cart, await loadSnapshot(db, cart));
  return [...moved, ...reconciled, ...address];
}

/**
 * The stored shipping address checked again with today's rules before a checkout step. One
 * that no longer passes (saved by an older version, or under rules since tightened: a P.O. box,
 * a postal code of the wrong form) is removed, and each shipment that was going to it gets an
 * `InvalidShippingAddress` flash with its shipment id, the error id and the field, so that the
 * shopper is sent back to the address step rather than the order failing later.
 */
export async function revalidateShippingAddress(db: Executor, cart: CartRow, snapshot: CartSnapshot): Promise<CartFlash[]> {
  if (!cart.shippingAddress) return [];
  const parsed = addressInput.safeParse(cart.shippingAddress);
  const checked = parsed.success ? checkShippingAddress(parsed.data, siteById(cart.siteId).country) : { problem: { errorId: "CHK380", field: "address", message: "The saved address is incomplete" } };
  if (!("problem" in checked)) return [];
  const addressed = shipmentsOf(cart.siteId, snapshot.lines).filter((shipment) => ADDRESS_METHODS.includes(shipment.code));
  // Nothing goes to it now (pickup only…): it is left for the shopper to change when needed.
  if (!addressed.length) return [];
  await db.update(carts).set({ shippingAddress: null }).where(eq(carts.id, cart.id));
  return addressed.map((shipment) => ({
    type: INVALID_SHIPPING_ADDRESS,
    message: `Your delivery address can no longer be used: ${checked.problem.message}`,
    details: { shipmentId: shipment.shippingId, errorId: checked.problem.errorId, field: checked.problem.field },
  }));
}

/** The Cart answer of a checkout call: promotions (SHIPPING ones on the shipping charge), shipments and payments. */
export async function answerCheckoutCart(db: Executor, cart: CartRow, now: Date): Promise<CartAnswer> {
  const snapshot = await loadSnapshot(db, cart);
  return answerCart(db, cart, now, { shipping: checkoutShippingCharge(snapshot) });
}
