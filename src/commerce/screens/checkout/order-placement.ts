import type { OrderAnswer, PaymentInstrumentAnswer, PaymentMethodId } from "../../../../contracts/api/checkout.ts";

/**
 * Placing the order, the pure parts: which payment method the place call names, and what a new
 * cart must hold after a failed 3-D Secure challenge.
 */

/** Methods that pay whatever the fixed instruments (gift cards, points, rewards, athletes payment) leave. */
const OPEN_METHODS: readonly PaymentMethodId[] = ["CREDIT_CARD", "PAYPAL", "KLARNA"];

/**
 * The place call's `paymentMethod`: the open instrument's method when one pays something, else
 * the first fixed instrument that pays (they pay everything), else the first instrument.
 */
export function orderPaymentMethod(instruments: readonly Pick<PaymentInstrumentAnswer, "payment_method_id" | "amount">[]): PaymentMethodId {
  const paying = instruments.filter((entry) => entry.amount > 0);
  return (
    paying.find((entry) => OPEN_METHODS.includes(entry.payment_method_id))?.payment_method_id ??
    paying[0]?.payment_method_id ??
    instruments.find((entry) => OPEN_METHODS.includes(entry.payment_method_id))?.payment_method_id ??
    instruments[0]?.payment_method_id ??
    "CREDIT_CARD"
  );
}

export interface RebuildLine {
  productId: string;
  qty: number;
  /** Picked up in this store. */
  storeId?: string;
}

/**
 * The lines a new cart needs so that nothing is lost after a failed payment (the backend keeps the
 * old cart `ordered` and gave its stock back): the shopper's lines (gifts come back with their
 * promotion), the pickup ones at their store.
 */
export function rebuildLinesOf(order: Pick<OrderAnswer, "items">): RebuildLine[] {
  return order.items
    .filter((item) => !item.bonus)
    .map((item) => ({ productId: item.productId, qty: item.qty, ...(item.shippingMethod === "pickup" && item.storeId ? { storeId: item.storeId } : {}) }));
}

/** The home delivery address of an order, to give the new cart again. */
export function homeAddressOf(order: Pick<OrderAnswer, "shipments">) {
  return order.shipments.find((shipment) => (shipment.code === "standard" || shipment.code === "customs") && shipment.address)?.address ?? undefined;
}

/** A network failure is retried (with the same cart, the backend's idempotency key) after these waits. */
export const PLACE_RETRY_DELAYS_MS = [400, 1200] as const;
