import type { FulfilmentStatus, OrderDetailsAnswer, OrderStatus } from "../../../../contracts/api/orders.ts";
import { siteById } from "../../../../contracts/sites.ts";

/**
 * Words about an order's progress, per site language, shared by the order history and the
 * order tracking screens: where an order and each shipment stand, how a shipment travels, the
 * carrier's events. The commerce API answers codes (contracts/api/orders.ts); the words are ours.
 */

/** What a shopper is told about an order as a whole: a fulfilment state, or a state that stops fulfilment. */
export type OrderProgress = FulfilmentStatus | "payment_failed";

/** Colours a status badge: under way, arrived, or stopped. */
export type ProgressTone = "active" | "done" | "stopped";

export type TrackingEventCode = OrderDetailsAnswer["shipments"][number]["events"][number]["code"];

export interface OrderWords {
  progress: Record<OrderProgress, string>;
  /** How a shipment travels, by its method code (standard, pickup, sts, pudo, digital, customs). */
  methods: Record<string, string>;
  events: Record<TrackingEventCode, string>;
  carrier: string;
  trackingNumber: string;
  /** The carrier's page for a tracking number (opens in a new tab). */
  trackOnCarrier: (carrier: string) => string;
  estimatedDelivery: string;
  storeId: (id: string) => string;
  history: string;
  newTab: string;
}

const en: OrderWords = {
  progress: {
    processing: "Processing",
    shipped: "Shipped",
    in_transit: "In transit",
    out_for_delivery: "Out for delivery",
    delivered: "Delivered",
    ready_for_pickup: "Ready for pickup",
    cancelled: "Cancelled",
    not_shipped: "Not shipped",
    payment_failed: "Payment failed",
  },
  methods: { standard: "Delivery to your address", pickup: "Pick up in store", sts: "Ship to store", pudo: "Collection point", digital: "By email", customs: "Made to order" },
  events: {
    ORDER_RECEIVED: "Order received",
    ORDER_CONFIRMED: "Order confirmed",
    PAYMENT_FAILED: "Payment failed",
    SHIPPED: "Handed to the carrier",
    IN_TRANSIT: "In transit",
    OUT_FOR_DELIVERY: "Out for delivery",
    DELIVERED: "Delivered",
    READY_FOR_PICKUP: "Ready for pickup",
    CANCELLED: "Cancelled",
  },
  carrier: "Carrier",
  trackingNumber: "Tracking number",
  trackOnCarrier: (carrier) => `Track with ${carrier}`,
  estimatedDelivery: "Estimated delivery",
  storeId: (id) => `Store ${id}`,
  history: "Tracking history",
  newTab: "(opens in a new tab)",
};

const fr: OrderWords = {
  progress: {
    processing: "En préparation",
    shipped: "Expédiée",
    in_transit: "En transit",
    out_for_delivery: "En cours de livraison",
    delivered: "Livrée",
    ready_for_pickup: "Prête à retirer",
    cancelled: "Annulée",
    not_shipped: "Non expédiée",
    payment_failed: "Paiement refusé",
  },
  methods: { standard: "Livraison à votre adresse", pickup: "Retrait en magasin", sts: "Livraison en magasin", pudo: "Point relais", digital: "Par courriel", customs: "Sur mesure" },
  events: {
    ORDER_RECEIVED: "Commande reçue",
    ORDER_CONFIRMED: "Commande confirmée",
    PAYMENT_FAILED: "Paiement refusé",
    SHIPPED: "Remise au transporteur",
    IN_TRANSIT: "En transit",
    OUT_FOR_DELIVERY: "En cours de livraison",
    DELIVERED: "Livrée",
    READY_FOR_PICKUP: "Prête à retirer",
    CANCELLED: "Annulée",
  },
  carrier: "Transporteur",
  trackingNumber: "Numéro de suivi",
  trackOnCarrier: (carrier) => `Suivre avec ${carrier}`,
  estimatedDelivery: "Livraison prévue",
  storeId: (id) => `Magasin ${id}`,
  history: "Historique du suivi",
  newTab: "(s’ouvre dans un nouvel onglet)",
};

const de: OrderWords = {
  progress: {
    processing: "In Bearbeitung",
    shipped: "Versandt",
    in_transit: "Unterwegs",
    out_for_delivery: "In Zustellung",
    delivered: "Zugestellt",
    ready_for_pickup: "Abholbereit",
    cancelled: "Storniert",
    not_shipped: "Nicht versandt",
    payment_failed: "Zahlung fehlgeschlagen",
  },
  methods: { standard: "Lieferung an Ihre Adresse", pickup: "Abholung im Geschäft", sts: "Lieferung ins Geschäft", pudo: "Abholstation", digital: "Per E-Mail", customs: "Maßanfertigung" },
  events: {
    ORDER_RECEIVED: "Bestellung eingegangen",
    ORDER_CONFIRMED: "Bestellung bestätigt",
    PAYMENT_FAILED: "Zahlung fehlgeschlagen",
    SHIPPED: "An den Versanddienst übergeben",
    IN_TRANSIT: "Unterwegs",
    OUT_FOR_DELIVERY: "In Zustellung",
    DELIVERED: "Zugestellt",
    READY_FOR_PICKUP: "Abholbereit",
    CANCELLED: "Storniert",
  },
  carrier: "Versanddienst",
  trackingNumber: "Sendungsnummer",
  trackOnCarrier: (carrier) => `Bei ${carrier} verfolgen`,
  estimatedDelivery: "Voraussichtliche Zustellung",
  storeId: (id) => `Geschäft ${id}`,
  history: "Sendungsverlauf",
  newTab: "(öffnet in einem neuen Tab)",
};

const BY_LANGUAGE: Record<string, OrderWords> = { en, fr, de };

export const orderWords = (siteId: string): OrderWords => BY_LANGUAGE[siteById(siteId).language] ?? en;

/**
 * Where an order stands for the shopper: a cancelled or failed order says so whatever its
 * shipments say; an order not yet placed (a payment being checked) is still processing; a placed
 * one is as far as its least advanced shipment (the API's `fulfilmentStatus`).
 */
export function orderProgress(order: { status: OrderStatus; fulfilmentStatus: FulfilmentStatus }): OrderProgress {
  if (order.status === "cancelled") return "cancelled";
  if (order.status === "payment_failed") return "payment_failed";
  if (order.status !== "placed") return "processing";
  return order.fulfilmentStatus;
}

export function progressTone(progress: OrderProgress): ProgressTone {
  if (progress === "delivered" || progress === "ready_for_pickup") return "done";
  if (progress === "cancelled" || progress === "not_shipped" || progress === "payment_failed") return "stopped";
  return "active";
}

/** A carrier's tracking page: only an absolute https address is linked (it comes from a third party through the API). */
export function carrierLink(url: string | null): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An amount in the order's own currency (an order placed on another site keeps its currency),
 * written the page's way; commerce spec §9: CAD as a code, other currencies as a symbol.
 */
export function orderMoney(amount: number, currency: string, siteId: string): string {
  const site = siteById(siteId);
  return new Intl.NumberFormat(site.locale, { style: "currency", currency, currencyDisplay: currency === "CAD" ? "code" : "symbol" }).format(amount);
}
