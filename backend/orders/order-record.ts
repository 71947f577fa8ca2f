import { z } from "zod";
import { ORDER_STATUSES, type OrderStatus } from "../../contracts/api/orders.ts";
import { DEFAULT_SITE, type SiteConfig, siteById } from "../../contracts/sites.ts";
import type { orders } from "../db/schema.ts";
import { taxRuleFor } from "../cart/tax.ts";

/**
 * What an order row's jsonb columns hold (`items`, `totals`, `shipments`, `payment`): the shape
 * the checkout writes and the order calls read. Money in minor units, as everywhere in the
 * database (decision 0006). Field names follow the cart's arithmetic (backend/cart/totals.ts):
 * a line is its LineTotals plus catalogue fields, the totals are CartTotals without `lines`.
 *
 * Reading is lenient: unknown fields are kept and ignored, optional ones get defaults. Lines and
 * totals are required (an order without them is corrupt: a logged 500); shipments and payment
 * fall back to "derived from the lines" and "unknown".
 */

const minor = z.number().int();

export const storedAddress = z.looseObject({
  recipientFirstName: z.string().default(""),
  recipientLastName: z.string().default(""),
  addressLine1: z.string().default(""),
  addressLine2: z.string().nullish(),
  city: z.string().default(""),
  stateCityProvDept: z.string().nullish(),
  postalCode: z.string().default(""),
  country: z.string().default(""),
  recipientContactEmail: z.string().nullish(),
  recipientContactPhone: z.string().nullish(),
});
export type StoredAddress = z.output<typeof storedAddress>;

export const storedOrderItem = z.looseObject({
  /** The cart line id. */
  id: z.string().min(1),
  /** Variant product id (11 characters): what goes back into inventory on cancel. */
  productId: z.string().min(1),
  masterId: z.string().optional(),
  name: z.string(),
  qty: z.number().int().positive(),
  upc: z.string().nullish(),
  color: z.string().nullish(),
  size: z.string().nullish(),
  /** Unit list price and unit current (sale) price. */
  unitOriginal: minor.optional(),
  unitCurrent: minor,
  /** unitCurrent × qty. */
  rowTotal: minor.optional(),
  priceAfterItemDiscount: minor.optional(),
  priceAfterOrderDiscount: minor.optional(),
  /** Tax of this line, when the checkout recorded it (else it is prorated from the order's tax). */
  tax: minor.optional(),
  /** standard, digital, pickup, pudo, sts, customs. */
  shippingMethod: z.string().default("standard"),
  shippingId: z.string().optional(),
  /** Pickup and ship-to-store lines: the store. */
  storeId: z.string().nullish(),
  bonus: z.boolean().default(false),
  isDigital: z.boolean().default(false),
});
export type StoredOrderItem = z.output<typeof storedOrderItem>;

export const storedTotals = z.looseObject({
  itemSubTotal: minor,
  itemTotal: minor,
  totalDiscount: minor.default(0),
  shipping: minor.default(0),
  netAmount: minor,
  taxAmount: minor,
  total: minor,
  totalUnits: z.number().int().min(0).optional(),
  /** From the site's tax rule when not recorded. */
  taxIncluded: z.boolean().optional(),
  taxName: z.string().optional(),
});
export type StoredTotals = z.output<typeof storedTotals>;

export const storedShipment = z.looseObject({
  shippingId: z.string().min(1),
  method: z.string().default("standard"),
  address: storedAddress.nullish(),
  storeId: z.string().nullish(),
  /** A real carrier's data when the warehouse recorded it; derived otherwise (fulfilment.ts). */
  carrier: z.string().nullish(),
  trackingNumber: z.string().nullish(),
  /** Set by CancelOrder (the orders table has no updated-at column). */
  cancelledAt: z.string().nullish(),
});
export type StoredShipment = z.output<typeof storedShipment>;

export const storedPaymentInstrument = z.looseObject({
  payment_method_id: z.string(),
  amount: minor,
  brand: z.string().nullish(),
  last4: z.string().nullish(),
});

export const storedPayment = z.looseObject({
  instruments: z.array(storedPaymentInstrument).default([]),
  billingAddress: storedAddress.nullish(),
});
export type StoredPayment = z.output<typeof storedPayment>;

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;

/** An order row with its jsonb columns read. */
export interface OrderRecord {
  orderNumber: string;
  consumerId: string | null;
  email: string;
  site: SiteConfig;
  siteId: string;
  currency: string;
  status: OrderStatus;
  channel: string;
  createdAt: Date;
  items: StoredOrderItem[];
  totals: StoredTotals & { taxIncluded: boolean; taxName: string; totalUnits: number };
  /** Never empty: when the row has none, one per delivery method of the lines. */
  shipments: StoredShipment[];
  payment: StoredPayment;
}

function required<T extends z.ZodType>(schema: T, value: unknown, what: string, orderNumber: string): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`Order ${orderNumber}: the stored ${what} are not readable: ${parsed.error.issues[0]?.message ?? "invalid"}`);
  return parsed.data;
}

export function readOrder(row: OrderRow): OrderRecord {
  const items = required(z.array(storedOrderItem), row.items, "items", row.orderNumber);
  const totals = required(storedTotals, row.totals, "totals", row.orderNumber);
  const shipments = z.array(storedShipment).catch([]).parse(row.shipments);
  const payment = storedPayment.catch({ instruments: [] }).parse(row.payment);
  const site = siteById(row.siteId);
  const rule = taxRuleOfSite(site.siteId);
  return {
    orderNumber: row.orderNumber,
    consumerId: row.consumerId,
    email: row.email,
    site,
    siteId: row.siteId,
    currency: row.currency,
    status: (ORDER_STATUSES as readonly string[]).includes(row.status) ? (row.status as OrderStatus) : "created",
    channel: row.channel,
    createdAt: row.createdAt,
    items,
    totals: {
      ...totals,
      taxIncluded: totals.taxIncluded ?? rule.included,
      taxName: totals.taxName ?? rule.name,
      totalUnits: totals.totalUnits ?? items.reduce((sum, item) => sum + item.qty, 0),
    },
    shipments: shipments.length ? shipments : derivedShipments(items),
    payment,
  };
}

function taxRuleOfSite(siteId: string) {
  try {
    return taxRuleFor(siteId);
  } catch {
    return taxRuleFor(DEFAULT_SITE.siteId);
  }
}

/** One shipment per delivery method (and store) of the lines, for rows that record none. */
export function derivedShipments(items: readonly StoredOrderItem[]): StoredShipment[] {
  const groups = new Map<string, StoredShipment>();
  for (const item of items) {
    const method = item.isDigital ? "digital" : item.shippingMethod;
    const key = item.shippingId ?? `${method}:${item.storeId ?? ""}`;
    if (!groups.has(key)) groups.set(key, { shippingId: item.shippingId ?? (groups.size === 0 ? "me" : `me-${groups.size + 1}`), method, storeId: item.storeId ?? null });
  }
  return [...groups.values()];
}

/** The lines a shipment carries: by shippingId, else by delivery method and store. */
export function itemsOfShipment(record: OrderRecord, shipment: StoredShipment): StoredOrderItem[] {
  const byId = record.items.filter((item) => item.shippingId === shipment.shippingId);
  if (byId.length) return byId;
  if (record.shipments.length === 1) return record.items;
  return record.items.filter((item) => (item.isDigital ? "digital" : item.shippingMethod) === shipment.method && (item.storeId ?? null) === (shipment.storeId ?? null));
}
