import { ORDER_NUMBER_PATTERN } from "./commerce-constants.ts";
import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "./auth.ts";

/**
 * Contracts of the order calls (commerce spec §3 Order, §7 Consumer: purchasehistory, purchase,
 * TrackOrder, CancelOrder, returnLabel, invoice download). Requests are lenient about extra
 * fields (dropped); JSON answers are strict, so a field the backend adds without adding it here
 * fails the contract tests. Amounts are decimal currency units (19.99), as in the cart. The
 * return label and the invoice are PDF documents, not JSON: they have no answer contract here.
 */

/** Order numbers: `RL` and 8 digits. Lower case and surrounding spaces are accepted and normalised (`orderNumberSchema`). */
export { ORDER_NUMBER_PATTERN };
export const orderNumberSchema = z.string().trim().toUpperCase().regex(ORDER_NUMBER_PATTERN, "must be RL followed by 8 digits");

/** Order states (backend/db/schema.ts): payment_pending is a 3-D Secure challenge in progress. */
export const ORDER_STATUSES = ["created", "payment_pending", "placed", "payment_failed", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Purchase history paging: 10 orders a page unless asked, at most 50. */
export const PURCHASE_HISTORY_DEFAULT_LIMIT = 10;
export const PURCHASE_HISTORY_MAX_LIMIT = 50;
/** Deeper pages than this are refused: nobody has that many orders, and offsets cost. */
export const PURCHASE_HISTORY_MAX_OFFSET = 10_000;

// ---- requests --------------------------------------------------------------------------------

/** POST /consumers-v3/consumer/purchasehistory (the body may be left out: first page, all states). */
export const purchaseHistoryRequest = z.object({
  offset: z.number().int().min(0).max(PURCHASE_HISTORY_MAX_OFFSET).default(0),
  limit: z.number().int().min(1).max(PURCHASE_HISTORY_MAX_LIMIT).default(PURCHASE_HISTORY_DEFAULT_LIMIT),
  status: z.enum(ORDER_STATUSES).optional(),
});
export type PurchaseHistoryRequest = z.input<typeof purchaseHistoryRequest>;

/** GET /consumers-v3/consumer/purchase/{orderId}: the order id is the order number. */
export const orderIdParam = orderNumberSchema;

/** POST /consumers-v3/consumer/TrackOrder: the order number and the email the order was placed with. */
export const trackOrderRequest = z.object({
  orderNumber: orderNumberSchema,
  email: z.string().trim().min(1).max(EMAIL_MAX_LENGTH),
});
export type TrackOrderRequest = z.input<typeof trackOrderRequest>;

/** POST /consumers-v3/consumer/CancelOrder: orderNumber in the query, the body, or both (the body wins). */
export const cancelOrderRequest = z.object({ orderNumber: orderNumberSchema });
export const cancelOrderQuery = z.object({ orderNumber: z.string().max(64).optional() });
export type CancelOrderRequest = z.input<typeof cancelOrderRequest>;

/** Most lines one return label may list. */
export const RETURN_MAX_LINES = 100;

/**
 * POST /consumers-v3/consumer/return/{orderId}/returnLabel. Without `items`, every returnable
 * line of the order in full; with them, those lines and quantities.
 */
export const returnLabelRequest = z.object({
  items: z
    .array(z.object({ itemId: z.string().min(1).max(64), qty: z.number().int().min(1).max(999_999) }))
    .min(1)
    .max(RETURN_MAX_LINES)
    .optional(),
  reason: z.string().trim().max(200).optional(),
});
export type ReturnLabelRequest = z.input<typeof returnLabelRequest>;

/** POST /consumers-v3/consumer/purchase/invoice/download: orderNumber in the query, the body, or both. */
export const invoiceDownloadRequest = z.object({ orderNumber: orderNumberSchema });
export const invoiceDownloadQuery = z.object({ orderNumber: z.string().max(64).optional() });
export type InvoiceDownloadRequest = z.input<typeof invoiceDownloadRequest>;

// ---- answers ---------------------------------------------------------------------------------

const amount = z.number().finite();
const isoDateTime = z.iso.datetime({ offset: true });

/**
 * Where a shipment (and, for the order, its least advanced shipment) stands. `not_shipped`: the
 * order will not ship (payment failed). `processing`: not handed to the carrier yet.
 */
export const FULFILMENT_STATUSES = ["processing", "shipped", "in_transit", "out_for_delivery", "delivered", "ready_for_pickup", "cancelled", "not_shipped"] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

export const TRACKING_EVENT_CODES = ["ORDER_RECEIVED", "ORDER_CONFIRMED", "PAYMENT_FAILED", "SHIPPED", "IN_TRANSIT", "OUT_FOR_DELIVERY", "DELIVERED", "READY_FOR_PICKUP", "CANCELLED"] as const;

export const trackingEvent = z.strictObject({
  code: z.enum(TRACKING_EVENT_CODES),
  description: z.string(),
  at: isoDateTime,
  location: z.string().nullable(),
});

/** Commerce spec §3 Address (approachType, id and main are address-book fields, not order fields). */
export const orderAddress = z.strictObject({
  recipientFirstName: z.string(),
  recipientLastName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  stateCityProvDept: z.string().nullable(),
  postalCode: z.string(),
  country: z.string(),
  recipientContactEmail: z.string().nullable(),
  recipientContactPhone: z.string().nullable(),
});

export const orderItemAnswer = z.strictObject({
  id: z.string(),
  productId: z.string(),
  masterId: z.string(),
  name: z.string(),
  qty: z.number().int().positive(),
  upc: z.string().nullable(),
  attributes: z.strictObject({ color: z.string().nullable(), size: z.string().nullable() }),
  price: z.strictObject({
    /** Unit prices. */
    original: amount,
    current: amount,
    /** current × qty, then after item and order promotions. */
    rowTotal: amount,
    priceAfterItemDiscount: amount,
    priceAfterOrderDiscount: amount,
  }),
  shippingMethod: z.string(),
  storeId: z.string().nullable(),
  bonus: z.boolean(),
  isDigitalProduct: z.boolean(),
});

export const orderTotalsAnswer = z.strictObject({
  itemSubTotal: amount,
  itemTotal: amount,
  totalDiscount: amount,
  shipping: amount,
  netAmount: amount,
  tax: amount,
  /** Prices include the tax (VAT) rather than having it added. */
  taxIncluded: z.boolean(),
  total: amount,
  currency: z.string(),
  totalUnits: z.number().int().min(0),
});

export const shipmentAnswer = z.strictObject({
  shippingId: z.string(),
  /** standard, digital, pickup, pudo, sts or customs. */
  method: z.string(),
  status: z.enum(FULFILMENT_STATUSES),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  estimatedDelivery: isoDateTime.nullable(),
  storeId: z.string().nullable(),
  address: orderAddress.nullable(),
  events: z.array(trackingEvent),
});

export const paymentMethodAnswer = z.strictObject({
  /** GIFT_CARD, LOYALTY_POINTS, CREDIT_CARD, PAYPAL… (commerce spec §3 Payment instrument). */
  payment_method_id: z.string(),
  amount,
  /** e.g. "Visa ending 1111"; null when nothing more is known. */
  label: z.string().nullable(),
});

/** What every answer about an order starts with: which order, its state, where and when. */
const orderIdentity = {
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  fulfilmentStatus: z.enum(FULFILMENT_STATUSES),
  createdAt: isoDateTime,
  siteId: z.string(),
  currency: z.string(),
};

/** GET purchase/{orderId} and CancelOrder: one order of the caller. `orderId` is the order number. */
export const orderDetailsAnswer = z.strictObject({
  ...orderIdentity,
  email: z.string(),
  channel: z.string(),
  items: z.array(orderItemAnswer),
  totals: orderTotalsAnswer,
  shipments: z.array(shipmentAnswer),
  paymentMethod: z.array(paymentMethodAnswer),
  /** What the shopper may do now (the calls refuse otherwise). */
  cancellable: z.boolean(),
  returnable: z.boolean(),
  invoiceAvailable: z.boolean(),
});
export type OrderDetailsAnswer = z.output<typeof orderDetailsAnswer>;

export const orderSummaryAnswer = z.strictObject({
  ...orderIdentity,
  total: amount,
  totalUnits: z.number().int().min(0),
  /** The first few lines, for a thumbnail row. */
  previewItems: z.array(z.strictObject({ productId: z.string(), name: z.string(), qty: z.number().int().positive() })),
});
export type OrderSummaryAnswer = z.output<typeof orderSummaryAnswer>;

/** POST purchasehistory: newest first. `total` counts every matching order, not just this page. */
export const purchaseHistoryAnswer = z.strictObject({
  orders: z.array(orderSummaryAnswer),
  total: z.number().int().min(0),
  offset: z.number().int().min(0),
  limit: z.number().int().min(1),
});
export type PurchaseHistoryAnswer = z.output<typeof purchaseHistoryAnswer>;

/** POST TrackOrder: status and tracking only; no address, items or payment (the caller may be anyone with the number and email). */
export const trackOrderAnswer = z.strictObject({
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  fulfilmentStatus: z.enum(FULFILMENT_STATUSES),
  createdAt: isoDateTime,
  shipments: z.array(shipmentAnswer.omit({ address: true })),
});
export type TrackOrderAnswer = z.output<typeof trackOrderAnswer>;

export const cancelOrderAnswer = orderDetailsAnswer;
export type CancelOrderAnswer = OrderDetailsAnswer;
