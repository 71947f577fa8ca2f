import type { OrderDetailsAnswer, OrderSummaryAnswer, PurchaseHistoryAnswer } from "../../../../../contracts/api/orders.ts";

/**
 * Tests and stories only: order answers of the consumer API built from a few fields
 * (Hydrogen-style factories), the rest as the reference backend answers them
 * (backend/orders/order-answer.ts), and named scenarios. The test checks them against the
 * contracts (contracts/api/orders.ts).
 */

const address = {
  recipientFirstName: "Alex",
  recipientLastName: "Walker",
  addressLine1: "1 Main St",
  addressLine2: null,
  city: "Boulder",
  stateCityProvDept: "CO",
  postalCode: "80302",
  country: "US",
  recipientContactEmail: "alex.walker@example.com",
  recipientContactPhone: "+13035550100",
};

type Item = OrderDetailsAnswer["items"][number];
type Shipment = OrderDetailsAnswer["shipments"][number];

/** An order number of the scenarios: RL and 8 digits from `n`. */
export const orderNumberOf = (n: number) => `RL${String(20_000_000 + n)}`;

export function orderItem(partial: Partial<Item> = {}): Item {
  const qty = partial.qty ?? 1;
  const unit = partial.price?.current ?? 350;
  return {
    id: "line-1",
    productId: "RLJK0001KMD",
    masterId: "RLJK0001",
    name: "Summit Parka",
    qty,
    upc: "000000000001",
    attributes: { color: "Black", size: "M" },
    price: { original: unit, current: unit, rowTotal: unit * qty, priceAfterItemDiscount: unit * qty, priceAfterOrderDiscount: unit * qty },
    shippingMethod: "standard",
    storeId: null,
    bonus: false,
    isDigitalProduct: false,
    ...partial,
  };
}

export function shipment(partial: Partial<Shipment> = {}): Shipment {
  return {
    shippingId: "me",
    method: "standard",
    status: "processing",
    carrier: null,
    trackingNumber: null,
    trackingUrl: null,
    estimatedDelivery: "2026-11-30T10:00:00.000Z",
    storeId: null,
    address,
    events: [
      { code: "ORDER_RECEIVED", description: "We have received your order", at: "2026-11-26T10:00:00.000Z", location: null },
      { code: "ORDER_CONFIRMED", description: "Your order is confirmed and being prepared", at: "2026-11-26T10:00:00.000Z", location: null },
    ],
    ...partial,
  };
}

/** A shipment with the carrier: handed over, in transit. */
export const shippedShipment = (partial: Partial<Shipment> = {}): Shipment =>
  shipment({
    status: "in_transit",
    carrier: "UPS",
    trackingNumber: "1ZRL6E501234567890",
    trackingUrl: "https://www.ups.com/track?tracknum=1ZRL6E501234567890",
    events: [
      ...shipment().events,
      { code: "SHIPPED", description: "Handed to UPS", at: "2026-11-26T12:00:00.000Z", location: "Reno, NV" },
      { code: "IN_TRANSIT", description: "On its way", at: "2026-11-26T22:00:00.000Z", location: "Reno, NV" },
    ],
    ...partial,
  });

export function orderDetails(partial: Partial<OrderDetailsAnswer> = {}): OrderDetailsAnswer {
  const items = partial.items ?? [orderItem()];
  const merchandise = items.reduce((sum, item) => sum + item.price.priceAfterOrderDiscount, 0);
  const shipping = 6.95;
  const tax = Math.round((merchandise + shipping) * 8) / 100;
  const total = Math.round((merchandise + shipping + tax) * 100) / 100;
  return {
    orderId: orderNumberOf(1),
    orderNumber: orderNumberOf(1),
    status: "placed",
    fulfilmentStatus: "processing",
    createdAt: "2026-11-26T10:00:00.000Z",
    siteId: "RL-US",
    currency: "USD",
    email: "alex.walker@example.com",
    channel: "ECOMM",
    items,
    totals: { itemSubTotal: merchandise, itemTotal: merchandise, totalDiscount: 0, shipping, netAmount: merchandise + shipping, tax, taxIncluded: false, total, currency: "USD", totalUnits: items.reduce((sum, item) => sum + item.qty, 0) },
    shipments: [shipment()],
    paymentMethod: [{ payment_method_id: "CREDIT_CARD", amount: total, label: "Visa ending 1111" }],
    cancellable: true,
    returnable: false,
    invoiceAvailable: true,
    ...partial,
  };
}

/** The summary the history answers for an order's details. */
export function orderSummary(order: OrderDetailsAnswer): OrderSummaryAnswer {
  return {
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    status: order.status,
    fulfilmentStatus: order.fulfilmentStatus,
    createdAt: order.createdAt,
    siteId: order.siteId,
    currency: order.currency,
    total: order.totals.total,
    totalUnits: order.totals.totalUnits,
    previewItems: order.items.slice(0, 3).map((item) => ({ productId: item.productId, name: item.name, qty: item.qty })),
  };
}

/** `count` orders, newest first: one a day back from 26 November 2026, numbered down from `count`. */
export function orderSeries(count: number): OrderDetailsAnswer[] {
  return Array.from({ length: count }, (_, index) => {
    const n = count - index;
    const createdAt = new Date(Date.UTC(2026, 10, 26 - index, 10)).toISOString();
    return orderDetails({ orderId: orderNumberOf(n), orderNumber: orderNumberOf(n), createdAt, cancellable: false, fulfilmentStatus: "delivered", shipments: [shippedShipment({ status: "delivered" })] });
  });
}

/** One page of the purchase history over `orders` (10 a page, as the API's default). */
export function historyPage(orders: readonly OrderDetailsAnswer[], offset = 0, limit = 10): PurchaseHistoryAnswer {
  return { orders: orders.slice(offset, offset + limit).map(orderSummary), total: orders.length, offset, limit };
}

// ---- named scenarios ---------------------------------------------------------------------------

/** Placed a moment ago, not shipped: it can still be cancelled; the invoice exists. */
export const JUST_PLACED = orderDetails({ orderNumber: orderNumberOf(31), orderId: orderNumberOf(31) });

/** On its way with UPS: a tracking link; too late to cancel; the return label and the invoice exist. */
export const ON_ITS_WAY = orderDetails({
  orderNumber: orderNumberOf(30),
  orderId: orderNumberOf(30),
  createdAt: "2026-11-20T10:00:00.000Z",
  fulfilmentStatus: "in_transit",
  items: [orderItem(), orderItem({ id: "line-2", productId: "RLHT0001KMD", masterId: "RLHT0001", name: "Ridgeline Logo Beanie", price: { original: 25, current: 25, rowTotal: 25, priceAfterItemDiscount: 0, priceAfterOrderDiscount: 0 }, bonus: true })],
  shipments: [shippedShipment()],
  paymentMethod: [
    { payment_method_id: "GIFT_CARD", amount: 50, label: null },
    { payment_method_id: "CREDIT_CARD", amount: 335.51, label: "Visa ending 1111" },
  ],
  cancellable: false,
  returnable: true,
});

/** An e-gift card, delivered by email. */
export const GIFT_CARD_ORDER = orderDetails({
  orderNumber: orderNumberOf(29),
  orderId: orderNumberOf(29),
  createdAt: "2026-11-18T10:00:00.000Z",
  fulfilmentStatus: "delivered",
  items: [orderItem({ id: "gift-1", productId: "RLGC0050XXX", masterId: "RLGC0050", name: "Ridgeline e-gift card", attributes: { color: null, size: null }, price: { original: 50, current: 50, rowTotal: 50, priceAfterItemDiscount: 50, priceAfterOrderDiscount: 50 }, shippingMethod: "digital", isDigitalProduct: true })],
  shipments: [shipment({ shippingId: "digital", method: "digital", status: "delivered", address: null, estimatedDelivery: null })],
  cancellable: false,
});

/** Cancelled by the member. */
export const CANCELLED_ORDER = orderDetails({
  orderNumber: orderNumberOf(28),
  orderId: orderNumberOf(28),
  createdAt: "2026-11-10T10:00:00.000Z",
  status: "cancelled",
  fulfilmentStatus: "cancelled",
  shipments: [shipment({ status: "cancelled", estimatedDelivery: null })],
  cancellable: false,
  invoiceAvailable: false,
});

/** The member's recent orders, newest first. */
export const RECENT_ORDERS = [JUST_PLACED, ON_ITS_WAY, GIFT_CARD_ORDER, CANCELLED_ORDER];
