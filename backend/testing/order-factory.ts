import { randomBytes, randomInt, randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { OrderStatus } from "../../contracts/api/orders.ts";
import { computeTotals } from "../cart/totals.ts";
import { taxRuleFor } from "../cart/tax.ts";
import type { Database } from "../db/database.ts";
import { inventory, orders } from "../db/schema.ts";
import { type StoredAddress, type StoredOrderItem, type StoredPayment, type StoredShipment, type StoredTotals } from "../orders/order-record.ts";
import type { CreatedProduct } from "./catalogue-factory.ts";
import { siteById } from "../../contracts/sites.ts";

/**
 * Test orders, inserted straight into the `orders` table in the shape the checkout writes
 * (backend/orders/order-record.ts, backend/checkout/order-row.ts): lines priced, totals computed by
 * the cart's arithmetic with the site's tax, one shipment to a home address, paid by card. A test states only what it is
 * about: `await createOrder(db, { consumerId, status: "placed", lines: [{ product, qty: 2 }] })`.
 */

export interface OrderLineSpec {
  /** A catalogue product (its first variant), or a bare variant id; else a made-up one. */
  product?: CreatedProduct;
  variantId?: string;
  qty?: number;
  /** Unit sale price, minor units (default 4999). */
  price?: number;
  listPrice?: number;
  name?: string;
  shippingMethod?: string;
  storeId?: string;
  isDigital?: boolean;
  bonus?: boolean;
  color?: string;
  size?: string;
}

export interface OrderSpec {
  orderNumber?: string;
  /** The owner; null (the default) for a guest order. */
  consumerId?: string | null;
  email?: string;
  siteId?: string;
  status?: OrderStatus;
  createdAt?: Date;
  channel?: string;
  lines?: OrderLineSpec[];
  /** Shipping charge, minor units (default 0). */
  shipping?: number;
  /** The home address of the (single) shipment; null for none. */
  address?: Partial<StoredAddress> | null;
  shipments?: StoredShipment[];
  payment?: StoredPayment;
  /** Take the lines' units off online stock, as placing the order does (default false). */
  takeStock?: boolean;
}

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const randomCode = (length: number) => Array.from(randomBytes(length), (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join("");

/** `RL` and 8 random digits. */
export function newOrderNumber(): string {
  return `RL${String(randomInt(0, 100_000_000)).padStart(8, "0")}`;
}

export const DEFAULT_ADDRESSES: Readonly<Record<string, StoredAddress>> = {
  US: { recipientFirstName: "Alex", recipientLastName: "Walker", addressLine1: "742 Evergreen Terrace", addressLine2: null, city: "Springfield", stateCityProvDept: "OR", postalCode: "97403", country: "US", recipientContactEmail: null, recipientContactPhone: "+15415550100" },
  CA: { recipientFirstName: "Alex", recipientLastName: "Walker", addressLine1: "24 Sussex Drive", addressLine2: null, city: "Ottawa", stateCityProvDept: "ON", postalCode: "K1M 1M4", country: "CA", recipientContactEmail: null, recipientContactPhone: "+16135550100" },
  GB: { recipientFirstName: "Alex", recipientLastName: "Walker", addressLine1: "221B Baker Street", addressLine2: null, city: "London", stateCityProvDept: null, postalCode: "NW1 6XE", country: "GB", recipientContactEmail: null, recipientContactPhone: "+442075550100" },
  DE: { recipientFirstName: "Alex", recipientLastName: "Walker", addressLine1: "Unter den Linden 5", addressLine2: null, city: "Berlin", stateCityProvDept: null, postalCode: "10117", country: "DE", recipientContactEmail: null, recipientContactPhone: "+49305550100" },
};

export async function createOrder(db: Database, spec: OrderSpec = {}) {
  const siteId = spec.siteId ?? "RL-US";
  const site = siteById(siteId);
  const orderNumber = spec.orderNumber ?? newOrderNumber();
  const lineSpecs = spec.lines ?? [{}];

  const items: StoredOrderItem[] = lineSpecs.map((line, index) => {
    const productId = line.product?.variantId ?? line.variantId ?? `${randomCode(8)}${randomCode(3)}`;
    const unitCurrent = line.price ?? 4999;
    return {
      id: randomUUID(),
      productId,
      masterId: productId.slice(0, 8),
      name: line.name ?? line.product?.name ?? `Summit Trail Jacket ${index + 1}`,
      qty: line.qty ?? 1,
      upc: line.product?.upc ?? null,
      color: line.color ?? "Black",
      size: line.size ?? "M",
      unitOriginal: line.listPrice ?? unitCurrent,
      unitCurrent,
      shippingMethod: line.isDigital ? "digital" : (line.shippingMethod ?? "standard"),
      storeId: line.storeId ?? null,
      // Where placing the order took the units from, as the checkout records it.
      location: line.shippingMethod === "pickup" && line.storeId ? line.storeId : "online",
      bonus: line.bonus ?? false,
      isDigital: line.isDigital ?? false,
    };
  });
  const computed = computeTotals(
    { lines: items.map((item) => ({ id: item.id, quantity: item.qty, unitOriginal: item.unitOriginal!, unitCurrent: item.unitCurrent, bonus: item.bonus })) },
    { tax: taxRuleFor(siteId), shipping: spec.shipping ?? 0 },
  );
  const { lines: lineTotals, ...rest } = computed;
  items.forEach((item, index) => {
    const totals = lineTotals[index]!;
    Object.assign(item, { rowTotal: totals.rowTotal, priceAfterItemDiscount: totals.priceAfterItemDiscount, priceAfterOrderDiscount: totals.priceAfterOrderDiscount });
  });
  const rule = taxRuleFor(siteId);
  const totals: StoredTotals = { ...rest, taxIncluded: rule.included, taxName: rule.name };

  const address = spec.address === null ? null : { ...DEFAULT_ADDRESSES[site.country]!, ...spec.address };
  const shipments: StoredShipment[] = spec.shipments ?? [{ shippingId: "me", method: items.every((item) => item.isDigital) ? "digital" : (items[0]?.shippingMethod ?? "standard"), address, storeId: items[0]?.storeId ?? null }];
  const payment: StoredPayment = spec.payment ?? { code: "CREDIT_CARD", instruments: [{ payment_method_id: "CREDIT_CARD", amount: computed.total, brand: "visa", last4: "1111" }], billingAddress: address, released: false };

  const [row] = await db
    .insert(orders)
    .values({
      orderNumber,
      cartId: randomUUID(),
      idempotencyKey: randomUUID(),
      consumerId: spec.consumerId ?? null,
      email: spec.email ?? `buyer-${orderNumber.toLowerCase()}@example.com`,
      siteId,
      currency: site.currency,
      status: spec.status ?? "placed",
      items,
      totals,
      shipments,
      payment,
      channel: spec.channel ?? "ECOMM",
      createdAt: spec.createdAt ?? new Date(),
    })
    .returning();

  if (spec.takeStock) {
    for (const item of items) {
      await db
        .update(inventory)
        .set({ quantity: sql`${inventory.quantity} - ${item.qty}` })
        .where(and(eq(inventory.variantId, item.productId), eq(inventory.locationId, String(item.location))));
    }
  }
  return { orderNumber, row: row!, items, totals };
}

/** Online stock of a variant (undefined without an inventory row). */
export async function onlineStock(db: Database, variantId: string, locationId = "online"): Promise<number | undefined> {
  const [row] = await db.select({ quantity: inventory.quantity }).from(inventory).where(and(eq(inventory.variantId, variantId), eq(inventory.locationId, locationId)));
  return row?.quantity;
}
