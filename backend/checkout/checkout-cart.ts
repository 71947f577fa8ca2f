import { eq } from "drizzle-orm";
import type { CartAnswer, CartFlash } from "../../src/commerce/api/contracts/cart.ts";
import { loadSnapshot, reconcileStock, type CartRow, type Executor } from "../cart/cart-store.ts";
import { answerCart } from "../cart/promotion-store.ts";
import { carts } from "../db/schema.ts";
import { checkoutShippingCharge } from "./pricing.ts";
import { applyDeliveryTransitions } from "./transitions.ts";

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
  return [...moved, ...reconciled];
}

/** The Cart answer of a checkout call: promotions (SHIPPING ones on the shipping charge), shipments and payments. */
export async function answerCheckoutCart(db: Executor, cart: CartRow, now: Date): Promise<CartAnswer> {
  const snapshot = await loadSnapshot(db, cart);
  return answerCart(db, cart, now, { shipping: checkoutShippingCharge(snapshot) });
}
