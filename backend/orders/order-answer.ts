import type { OrderDetailsAnswer, OrderSummaryAnswer, TrackOrderAnswer } from "../../contracts/api/orders.ts";
import { cancelRefusal, invoiceRefusal, orderFulfilmentStatus, returnRefusal, trackShipment, type ShipmentTracking } from "./fulfilment.ts";
import type { OrderRecord, StoredAddress, StoredOrderItem } from "./order-record.ts";
import { toUnits } from "../money.ts";

/** Lines shown in a purchase-history row. */
export const PREVIEW_ITEMS = 3;

const CARD_BRANDS: Record<string, string> = { visa: "Visa", mastercard: "Mastercard", amex: "American Express", discover: "Discover" };

export function addressAnswer(address: StoredAddress | null | undefined): OrderDetailsAnswer["shipments"][number]["address"] {
  if (!address) return null;
  return {
    recipientFirstName: address.recipientFirstName,
    recipientLastName: address.recipientLastName,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2 ?? null,
    city: address.city,
    stateCityProvDept: address.stateCityProvDept ?? null,
    postalCode: address.postalCode,
    country: address.country,
    recipientContactEmail: address.recipientContactEmail ?? null,
    recipientContactPhone: address.recipientContactPhone ?? null,
  };
}

/** A line's amounts with the defaults of a line recorded without promotions. */
export function lineAmounts(item: StoredOrderItem) {
  const rowTotal = item.rowTotal ?? item.unitCurrent * item.qty;
  const afterItem = item.priceAfterItemDiscount ?? (item.bonus ? 0 : rowTotal);
  return { unitOriginal: item.unitOriginal ?? item.unitCurrent, unitCurrent: item.unitCurrent, rowTotal, priceAfterItemDiscount: afterItem, priceAfterOrderDiscount: item.priceAfterOrderDiscount ?? afterItem };
}

function itemAnswer(item: StoredOrderItem): OrderDetailsAnswer["items"][number] {
  const amounts = lineAmounts(item);
  return {
    id: item.id,
    productId: item.productId,
    masterId: item.masterId ?? item.productId.slice(0, 8),
    name: item.name,
    qty: item.qty,
    upc: item.upc ?? null,
    attributes: { color: item.color ?? null, size: item.size ?? null },
    price: {
      original: toUnits(amounts.unitOriginal),
      current: toUnits(amounts.unitCurrent),
      rowTotal: toUnits(amounts.rowTotal),
      priceAfterItemDiscount: toUnits(amounts.priceAfterItemDiscount),
      priceAfterOrderDiscount: toUnits(amounts.priceAfterOrderDiscount),
    },
    shippingMethod: item.isDigital ? "digital" : item.shippingMethod,
    storeId: item.storeId ?? null,
    bonus: item.bonus,
    isDigitalProduct: item.isDigital,
  };
}

export function paymentLabel(instrument: OrderRecord["payment"]["instruments"][number]): string | null {
  if (instrument.last4) {
    const brand = instrument.brand ? (CARD_BRANDS[instrument.brand.toLowerCase()] ?? instrument.brand) : "Card";
    return `${brand} ending ${instrument.last4}`;
  }
  return instrument.brand ?? null;
}

export function trackingOf(record: OrderRecord, now: number): ShipmentTracking[] {
  return record.shipments.map((shipment) => trackShipment(record, shipment, now));
}

export function toOrderDetails(record: OrderRecord, now: number): OrderDetailsAnswer {
  const tracking = trackingOf(record, now);
  const { totals } = record;
  return {
    orderId: record.orderNumber,
    orderNumber: record.orderNumber,
    status: record.status,
    fulfilmentStatus: orderFulfilmentStatus(record, tracking),
    createdAt: record.createdAt.toISOString(),
    siteId: record.siteId,
    currency: record.currency,
    email: record.email,
    channel: record.channel,
    items: record.items.map(itemAnswer),
    totals: {
      itemSubTotal: toUnits(totals.itemSubTotal),
      itemTotal: toUnits(totals.itemTotal),
      totalDiscount: toUnits(totals.totalDiscount),
      shipping: toUnits(totals.shipping),
      netAmount: toUnits(totals.netAmount),
      tax: toUnits(totals.taxAmount),
      taxIncluded: totals.taxIncluded,
      total: toUnits(totals.total),
      currency: record.currency,
      totalUnits: totals.totalUnits,
    },
    shipments: tracking.map((shipment, index) => ({ ...shipment, address: addressAnswer(record.shipments[index]!.address) })),
    paymentMethod: record.payment.instruments.map((instrument) => ({ payment_method_id: instrument.payment_method_id, amount: toUnits(instrument.amount), label: paymentLabel(instrument) })),
    cancellable: cancelRefusal(record, now) === undefined,
    returnable: returnRefusal(record, now) === undefined,
    invoiceAvailable: invoiceRefusal(record) === undefined,
  };
}

export function toOrderSummary(record: OrderRecord, now: number): OrderSummaryAnswer {
  return {
    orderId: record.orderNumber,
    orderNumber: record.orderNumber,
    status: record.status,
    fulfilmentStatus: orderFulfilmentStatus(record, trackingOf(record, now)),
    createdAt: record.createdAt.toISOString(),
    siteId: record.siteId,
    currency: record.currency,
    total: toUnits(record.totals.total),
    totalUnits: record.totals.totalUnits,
    previewItems: record.items.slice(0, PREVIEW_ITEMS).map((item) => ({ productId: item.productId, name: item.name, qty: item.qty })),
  };
}

export function toTrackOrder(record: OrderRecord, now: number): TrackOrderAnswer {
  const tracking = trackingOf(record, now);
  return {
    orderNumber: record.orderNumber,
    status: record.status,
    fulfilmentStatus: orderFulfilmentStatus(record, tracking),
    createdAt: record.createdAt.toISOString(),
    shipments: tracking,
  };
}
