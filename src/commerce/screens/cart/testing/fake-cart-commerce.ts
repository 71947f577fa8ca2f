import type { CartAnswer, PriceAdjustmentRequest } from "../../../../../contracts/api/cart.ts";
import type { SavedForLaterAnswer } from "../../../../../contracts/api/saved-for-later.ts";
import type { CommerceClient } from "../../../api/client.ts";
import { CommerceApiError } from "../../../api/client-transport.ts";
import { messageFor } from "../../../errors/messages.ts";
import { fakePickupCommerce } from "../../../ui/testing/pickup-store-fakes.ts";
import { cartAnswer } from "./cart-factory.ts";
import { adjustedCart, type AdjustmentFields } from "./price-adjustments.ts";
import { COUPON_CART, STORES_ANSWER } from "./recorded-carts.ts";

const fail = (errorId: string, status: number, details: Record<string, unknown> = {}) =>
  new CommerceApiError(errorId, status, messageFor(errorId, undefined, details), { method: "PUT", path: "/fake" }, { errorDetails: [{ errorId, ...details }] });

/**
 * Stories only: a commerce client acting on a recorded cart in memory, so that a story's
 * stepper, remove, save for later, coupons and delivery choice work without a backend. Totals
 * are summed again by the cart factory (no promotions recomputed); WELCOME10 answers the
 * recorded coupon cart, any other code PRM130; a quantity above maxQty INV408. An associate's
 * price adjustments (`startAdjustments` at first) are kept beside the cart and priced into every
 * answer (price-adjustments.ts).
 */
export function fakeCartCommerce(start: CartAnswer, startAdjustments: readonly AdjustmentFields[] = []) {
  let cart = start;
  let saved: SavedForLaterAnswer = { saveForLaterId: "saved-1", items: [], total: 0 };
  let adjustments = [...startAdjustments];
  let adjustmentCount = adjustments.length;
  /** The cart as answered: with its adjustments, of lines still in it. */
  const answered = () => {
    adjustments = adjustments.filter((adjustment) => adjustment.itemId === null || cart.items.some((item) => item.id === adjustment.itemId));
    return adjustments.length > 0 ? adjustedCart(cart, adjustments) : cart;
  };
  const recompute = (items: CartAnswer["items"]) => {
    cart = cartAnswer({ ...cart, items, totals: undefined, flash: [] });
    return answered();
  };
  const withSaved = () => ({ ...saved, cart: answered() });
  const pickup = fakePickupCommerce().client;
  const client = {
    getCart: async () => answered(),
    updateItem: async (itemId: string, qty: number) => {
      const line = cart.items.find((item) => item.id === itemId);
      if (line && qty > line.maxQty) throw fail("INV408", 400, { maxAllowedQuantity: line.maxQty });
      const rowTotal = (item: CartAnswer["items"][number], units: number) => Math.round(item.price.current * units * 100) / 100;
      return recompute(
        cart.items.flatMap((item) =>
          item.id !== itemId ? [item] : qty === 0 ? [] : [{ ...item, qty, price: { ...item.price, rowTotal: rowTotal(item, qty), priceAfterItemDiscount: rowTotal(item, qty), priceAfterOrderDiscount: rowTotal(item, qty) } }],
        ),
      );
    },
    removeItem: async (itemId: string) => recompute(cart.items.filter((item) => item.id !== itemId)),
    applyCoupon: async (code: string) => {
      if (code.toUpperCase() !== "WELCOME10") throw fail("PRM130", 400, { couponCode: code });
      cart = { ...COUPON_CART, id: cart.id };
      return answered();
    },
    removeCoupon: async () => {
      cart = { ...cart, couponItems: [] };
      return answered();
    },
    saveForLater: async (itemId: string) => {
      const line = cart.items.find((item) => item.id === itemId)!;
      saved = { ...saved, items: [...saved.items, { itemId: `saved-${line.id}`, productId: line.productId, masterId: line.masterId, name: line.name, pageUrl: line.pdpUrl, available: true, qty: line.qty }] };
      saved.total = saved.items.length;
      recompute(cart.items.filter((item) => item.id !== itemId));
      return withSaved();
    },
    moveToCart: async (savedItemId: string) => {
      const item = saved.items.find((entry) => entry.itemId === savedItemId)!;
      saved = { ...saved, items: saved.items.filter((entry) => entry !== item), total: saved.total - 1 };
      const line = start.items.find((entry) => entry.productId === item.productId);
      if (line) recompute([...cart.items, line]);
      return withSaved();
    },
    removeSaved: async (_listId: string, itemId: string) => (saved = { ...saved, items: saved.items.filter((entry) => entry.itemId !== itemId), total: saved.total - 1 }),
    savedForLater: async () => saved,
    switchItemToPickup: async (itemId: string, storeId: string) =>
      recompute(cart.items.map((item) => (item.id === itemId ? { ...item, shippingOptions: { selected: "pickup", storeInfo: { id: storeId, storeInventory: 5 } } } : item))),
    chooseShippingMethod: async (shippingId: string) =>
      recompute(cart.items.map((item) => (item.shippingOptions.selected === shippingId ? { ...item, shippingOptions: { selected: "standard", storeInfo: null } } : item))),
    addPriceAdjustment: async ({ itemId, ...terms }: PriceAdjustmentRequest) => {
      adjustmentCount += 1;
      adjustments = [...adjustments, { adjustmentId: `adjustment-${adjustmentCount}`, itemId: itemId ?? null, ...terms }];
      return answered();
    },
    updatePriceAdjustment: async (adjustmentId: string, patch: Partial<AdjustmentFields>) => {
      adjustments = adjustments.map((adjustment) => (adjustment.adjustmentId === adjustmentId ? { ...adjustment, ...patch } : adjustment));
      return answered();
    },
    removePriceAdjustment: async (adjustmentId: string) => {
      adjustments = adjustments.filter((adjustment) => adjustment.adjustmentId !== adjustmentId);
      return answered();
    },
    favorites: async () => ({ favoriteId: null, total: 0, start: 0, count: 100, items: [] }),
    stores: async () => STORES_ANSWER,
    searchStores: pickup.searchStores,
    productAvailability: pickup.productAvailability,
  };
  return client as unknown as CommerceClient;
}
