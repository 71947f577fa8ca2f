import { createHash } from "node:crypto";
import type { FulfilmentStatus, OrderStatus } from "../../contracts/api/orders.ts";
import { itemsOfShipment, type OrderRecord, type StoredShipment } from "./order-record.ts";

/**
 * What happens to an order after it is placed. The reference backend has no warehouse or
 * carrier, so fulfilment is a fixed, documented timeline from the order's creation time; a
 * carrier and tracking number recorded on a shipment win over the derived ones. The spec shows
 * none of these values ("not shown"): these are our choices (backend/orders/README.md).
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * A placed order is handed to the carrier (pickup orders: put on the store's shelf) this long
 * after it was placed. Before that it can be cancelled; from then on it counts as shipped.
 */
export const SHIP_AFTER_MS = 2 * HOUR;
/** The first carrier scan after the hand-over. */
export const IN_TRANSIT_AFTER_MS = 12 * HOUR;
/** Out for delivery this long before the delivery time. */
export const OUT_FOR_DELIVERY_LEAD_MS = 8 * HOUR;
/** Days from placement to delivery per delivery method (ship-to-store: ready for pickup then). */
export const DELIVERY_DAYS: Readonly<Record<string, number>> = { standard: 4, pudo: 4, sts: 5, customs: 7 };
const DEFAULT_DELIVERY_DAYS = 4;
/** A return label is issued for this many days after the order was placed. */
export const RETURN_WINDOW_DAYS = 30;

/** Order states a shopper may cancel from (before the order ships). */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ["created", "placed"];

export interface Carrier {
  name: string;
  trackingUrl: (trackingNumber: string) => string;
  trackingNumber: (seed: Buffer) => string;
  /** The dispatching warehouse's town, shown on the first scans. */
  warehouse: string;
}

const digits = (seed: Buffer, count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => String(seed[(from + index) % seed.length]! % 10)).join("");

/** Carrier of each site country (a plausible national choice). */
export const CARRIERS: Readonly<Record<string, Carrier>> = {
  US: { name: "UPS", warehouse: "Reno, NV", trackingUrl: (n) => `https://www.ups.com/track?tracknum=${n}`, trackingNumber: (seed) => `1ZRL6E50${digits(seed, 10)}` },
  CA: { name: "Canada Post", warehouse: "Mississauga, ON", trackingUrl: (n) => `https://www.canadapost-postescanada.ca/track-reperage/en#/details/${n}`, trackingNumber: (seed) => digits(seed, 16) },
  GB: { name: "Royal Mail", warehouse: "Daventry", trackingUrl: (n) => `https://www.royalmail.com/track-your-item#/tracking-results/${n}`, trackingNumber: (seed) => `RL${digits(seed, 9)}GB` },
  DE: { name: "DHL", warehouse: "Erfurt", trackingUrl: (n) => `https://www.dhl.com/de-en/home/tracking.html?tracking-id=${n}`, trackingNumber: (seed) => `00${digits(seed, 18)}` },
};

export function carrierFor(country: string): Carrier {
  return CARRIERS[country.toUpperCase()] ?? CARRIERS.US!;
}

/** Has the order left (or been put on a store shelf)? Only placed orders ship. */
export function isShipped(record: OrderRecord, now: number): boolean {
  return record.status === "placed" && now - record.createdAt.getTime() >= SHIP_AFTER_MS;
}

export type Refusal = "cancelled" | "shipped" | "status" | "window" | "nothing_returnable";

export function cancelRefusal(record: OrderRecord, now: number): Refusal | undefined {
  if (record.status === "cancelled") return "cancelled";
  if (!CANCELLABLE_STATUSES.includes(record.status)) return "status";
  if (isShipped(record, now)) return "shipped";
  return undefined;
}

/** A return needs a shipped, placed order within the return window with a physical line. */
export function returnRefusal(record: OrderRecord, now: number): Refusal | undefined {
  if (record.status === "cancelled") return "cancelled";
  if (record.status !== "placed") return "status";
  if (!isShipped(record, now)) return "status";
  if (now - record.createdAt.getTime() > RETURN_WINDOW_DAYS * DAY) return "window";
  if (!record.items.some((item) => !item.isDigital && !item.bonus)) return "nothing_returnable";
  return undefined;
}

/** Invoices are issued for placed orders (nothing is charged for the others). */
export function invoiceRefusal(record: OrderRecord): Refusal | undefined {
  if (record.status === "cancelled") return "cancelled";
  if (record.status !== "placed") return "status";
  return undefined;
}

export interface TrackingEvent {
  code: "ORDER_RECEIVED" | "ORDER_CONFIRMED" | "PAYMENT_FAILED" | "SHIPPED" | "IN_TRANSIT" | "OUT_FOR_DELIVERY" | "DELIVERED" | "READY_FOR_PICKUP" | "CANCELLED";
  description: string;
  at: string;
  location: string | null;
}

export interface ShipmentTracking {
  shippingId: string;
  method: string;
  status: FulfilmentStatus;
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  estimatedDelivery: string | null;
  storeId: string | null;
  events: TrackingEvent[];
}

const RANK: Record<FulfilmentStatus, number> = { not_shipped: -2, cancelled: -1, processing: 0, shipped: 1, in_transit: 2, out_for_delivery: 3, ready_for_pickup: 4, delivered: 5 };

/** The order's state: its least advanced shipment (or what its status says). */
export function orderFulfilmentStatus(record: OrderRecord, shipments: readonly ShipmentTracking[]): FulfilmentStatus {
  if (record.status === "cancelled") return "cancelled";
  if (record.status === "payment_failed") return "not_shipped";
  if (record.status !== "placed" || !shipments.length) return "processing";
  return shipments.reduce<FulfilmentStatus>((least, shipment) => (RANK[shipment.status] < RANK[least] ? shipment.status : least), "delivered");
}

/**
 * The tracking of one shipment at `now`: the events that have happened (oldest first), the
 * carrier and number once handed over, and the expected delivery while on the way.
 */
export function trackShipment(record: OrderRecord, shipment: StoredShipment, now: number): ShipmentTracking {
  const created = record.createdAt.getTime();
  const at = (offset: number) => new Date(created + offset).toISOString();
  const received: TrackingEvent = { code: "ORDER_RECEIVED", description: "We have received your order", at: at(0), location: null };
  const base = { shippingId: shipment.shippingId, method: shipment.method, storeId: shipment.storeId ?? null, carrier: null, trackingNumber: null, trackingUrl: null, estimatedDelivery: null };

  if (record.status === "cancelled") {
    const cancelledAt = shipment.cancelledAt && !Number.isNaN(Date.parse(shipment.cancelledAt)) ? new Date(shipment.cancelledAt).toISOString() : at(0);
    return { ...base, status: "cancelled", events: [received, { code: "CANCELLED", description: "Your order was cancelled", at: cancelledAt, location: null }] };
  }
  if (record.status === "payment_failed") {
    return { ...base, status: "not_shipped", events: [received, { code: "PAYMENT_FAILED", description: "The payment was not authorised; the order will not ship", at: at(0), location: null }] };
  }
  if (record.status !== "placed") return { ...base, status: "processing", events: [received] };

  const confirmed: TrackingEvent = { code: "ORDER_CONFIRMED", description: "Your order is confirmed and being prepared", at: at(0), location: null };
  const timeline: { offset: number; event: Omit<TrackingEvent, "at">; status: FulfilmentStatus }[] = [];

  const country = shipment.address?.country || record.site.country;
  const carried = itemsOfShipment(record, shipment);
  const isDigital = shipment.method === "digital" || (carried.length > 0 && carried.every((item) => item.isDigital));
  if (isDigital) {
    timeline.push({ offset: 0, status: "delivered", event: { code: "DELIVERED", description: "Sent by email", location: null } });
    return finish({ ...base, method: "digital" }, [received, confirmed], timeline, now, created, null);
  }

  if (shipment.method === "pickup") {
    const location = shipment.storeId ? `Store ${shipment.storeId}` : null;
    timeline.push({ offset: SHIP_AFTER_MS, status: "ready_for_pickup", event: { code: "READY_FOR_PICKUP", description: "Ready for pickup in store", location } });
    return finish(base, [received, confirmed], timeline, now, created, new Date(created + SHIP_AFTER_MS).toISOString());
  }

  const carrier = carrierFor(country);
  const deliveryMs = (DELIVERY_DAYS[shipment.method] ?? DEFAULT_DELIVERY_DAYS) * DAY;
  const destination = shipment.method === "sts" && shipment.storeId ? `Store ${shipment.storeId}` : shipment.address?.city || null;
  timeline.push(
    { offset: SHIP_AFTER_MS, status: "shipped", event: { code: "SHIPPED", description: `Handed to ${carrier.name}`, location: carrier.warehouse } },
    { offset: IN_TRANSIT_AFTER_MS, status: "in_transit", event: { code: "IN_TRANSIT", description: "On its way", location: carrier.warehouse } },
  );
  if (shipment.method === "sts") {
    timeline.push({ offset: deliveryMs, status: "ready_for_pickup", event: { code: "READY_FOR_PICKUP", description: "Arrived at the store, ready for pickup", location: destination } });
  } else {
    timeline.push(
      { offset: deliveryMs - OUT_FOR_DELIVERY_LEAD_MS, status: "out_for_delivery", event: { code: "OUT_FOR_DELIVERY", description: "Out for delivery", location: destination } },
      { offset: deliveryMs, status: "delivered", event: { code: "DELIVERED", description: "Delivered", location: destination } },
    );
  }
  const tracked = finish(base, [received, confirmed], timeline, now, created, new Date(created + deliveryMs).toISOString());
  if (tracked.status === "processing") return tracked;
  const seed = createHash("sha256").update(`${record.orderNumber}:${shipment.shippingId}`).digest();
  const trackingNumber = shipment.trackingNumber || carrier.trackingNumber(seed);
  const carrierName = shipment.carrier || carrier.name;
  return { ...tracked, carrier: carrierName, trackingNumber, trackingUrl: carrierName === carrier.name ? carrier.trackingUrl(trackingNumber) : null };
}

function finish(
  base: Omit<ShipmentTracking, "status" | "events">,
  events: TrackingEvent[],
  timeline: { offset: number; event: Omit<TrackingEvent, "at">; status: FulfilmentStatus }[],
  now: number,
  created: number,
  estimatedDelivery: string | null,
): ShipmentTracking {
  let status: FulfilmentStatus = "processing";
  for (const step of timeline) {
    if (created + step.offset > now) break;
    events.push({ ...step.event, at: new Date(created + step.offset).toISOString() });
    status = step.status;
  }
  const done = status === "delivered" || status === "ready_for_pickup";
  return { ...base, status, events, estimatedDelivery: done ? null : estimatedDelivery };
}
