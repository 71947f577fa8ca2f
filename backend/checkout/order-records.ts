import type { CartAnswer } from "../../contracts/api/cart.ts";
import type { ShipmentEntryAnswer } from "../../contracts/api/checkout.ts";
import { ONLINE_LOCATION, type CartSnapshot } from "../cart/cart-store.ts";
import { taxRuleFor } from "../cart/tax.ts";
import { toMinor } from "../money.ts";
import { siteById } from "../../contracts/sites.ts";
import { STORE_METHODS } from "./delivery.ts";
import type { Readiness } from "./order-readiness.ts";
import type { CheckoutOrderItem, CheckoutOrderShipment, CheckoutOrderTotals } from "./order-row.ts";

/**
 * The items, totals and shipments of a new order row (order-row.ts), built from the cart as
 * answered at placement: answers are in currency units, the row keeps minor units. Pure.
 */

/** The order's items: each answered line with the shipment it goes in and where its stock comes from. */
export function orderItems(snapshot: CartSnapshot, answer: CartAnswer): CheckoutOrderItem[] {
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

/** The order's totals, with the tax rule of the cart's site and the promotions as answered. */
export function orderTotals(answer: CartAnswer, siteId: string): CheckoutOrderTotals {
  const rule = taxRuleFor(siteById(siteId).siteId);
  return {
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
}

/** The order's shipments, as checked ready. */
export function orderShipments(ready: Readiness): CheckoutOrderShipment[] {
  return ready.shipments.map((shipment) => ({
    shippingId: shipment.shippingId,
    method: shipment.code,
    label: shipment.label,
    deliveryTime: shipment.deliveryTime,
    amount: toMinor(shipment.price.amount),
    address: shipment.address,
    storeId: shipment.storeId,
    itemIds: shipment.itemIds,
  }));
}
