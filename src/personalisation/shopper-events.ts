import type { DecideEventInput } from "../../contracts/api/decide-event-types.ts";
import { queueDecideEvents } from "./browser-events.ts";
import { cartEvent, coordinatesEvent, customVariablesEvent, purchaseEvent, type DecideLine } from "./decide-events.ts";

/**
 * What the commerce screens tell the engine from the browser (issue 16): the cart after a change
 * (decide-page-again.ts sends it), an order placed, the shopper's location. Loaded with the
 * screens that send them (a cart change loads it on the first change), never with every page.
 * The listings' tiles are the page shell's (use-product-thumbnail-views.ts).
 */

/** The fields of a cart answer (contracts/api/cart.ts) that the Cart and CustomVariables events read. */
export interface CartFacts {
  currency: string;
  totals: { total: number; itemSubTotal: number };
  items: readonly { productId: string; masterId: string; qty: number; price: { priceAfterItemDiscount: number } }[];
}

/** The fields of an order answer (contracts/api/checkout.ts) that the Purchase event reads. */
export interface OrderFacts {
  orderNumber: string;
  currency: string;
  items: readonly { productId: string; masterId: string; qty: number; price: { priceAfterOrderDiscount: number } }[];
}

/** Lines as the engine counts them: the style (masterId) as product, the variant as sku. */
const lineOf = (item: { productId: string; masterId: string; qty: number }, value: number, currency: string): DecideLine => ({
  productId: item.masterId,
  sku: item.productId,
  quantity: item.qty,
  value,
  currency,
});

/** The cart as it is now: its lines (after item discounts) and its total and subtotal. */
export function cartDecideEvents(cart: CartFacts): DecideEventInput[] {
  const lines = cart.items.map((item) => lineOf(item, item.price.priceAfterItemDiscount, cart.currency));
  const variables = customVariablesEvent({ totalCart: cart.totals.total, subTotal: cart.totals.itemSubTotal });
  return variables ? [cartEvent(lines), variables] : [cartEvent(lines)];
}

/** The order's lines at what was paid for them (after order discounts). */
export const purchaseEventOf = (order: OrderFacts): DecideEventInput | undefined =>
  purchaseEvent(order.orderNumber, order.items.map((item) => lineOf(item, item.price.priceAfterOrderDiscount, order.currency)));

const PURCHASE_KEY = "p13n:purchase:";

/** This tab's sessionStorage, if the browser lets the page have it (reading it may throw). */
function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The Purchase of an order, once: the order number is remembered for the tab, so that reloading
 * the confirmation sends nothing again. Where storage is blocked, each view of it sends it.
 */
export function reportPurchase(order: OrderFacts, storage: Storage | null = tabStorage()): void {
  const key = `${PURCHASE_KEY}${order.orderNumber}`;
  try {
    if (storage?.getItem(key)) return;
  } catch {
    // Unreadable: sent, rather than lost.
  }
  queueDecideEvents(purchaseEventOf(order));
  try {
    storage?.setItem(key, "1");
  } catch {
    // Full or refused: a reload sends it again.
  }
}

/** Where the shopper said they are (the store locator's "use my location"). */
export const reportCoordinates = (latitude: number, longitude: number): void => queueDecideEvents(coordinatesEvent(latitude, longitude));
