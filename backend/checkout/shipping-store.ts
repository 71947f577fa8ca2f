import { and, eq, inArray } from "drizzle-orm";
import { SHIPPING_IDS, type ShippingId, type ShippingMethodCode, type ShippingMethodsAnswer } from "../../contracts/api/checkout.ts";
import type { CartLine, CartRow, CartSnapshot } from "../cart/cart-store.ts";
import { promotionInputOf } from "../cart/promotion-store.ts";
import { chargedRate, evaluatePromotions } from "../cart/promotions.ts";
import { cartItems, inventory, stores } from "../db/schema.ts";
import type { Executor } from "../db/db-executor.ts";
import { ApiError } from "../http/errors.ts";
import { toUnits } from "../money.ts";
import { SHIPPING_METHOD_INFO, STORE_METHODS, defaultMethodOf, methodsFor, rateOf, shipmentsOf, type Shipment } from "./delivery.ts";

/**
 * Shipping methods of a cart (commerce spec §7 POST /cart/v1/shippingMethod, GET
 * …/shippingMethod/{shippingId}): which methods a shipment may use, with prices and, for store
 * methods, the store and its stock; and choosing one, which moves the shipment's lines.
 */

const unavailable = (message: string, details: Record<string, unknown> = {}) => new ApiError(400, "SHP404", message, details);

/** The shipment `shippingId` of the cart; 400 SHP404 (or 404 with `status`) when it has none. */
export function shipmentOf(snapshot: CartSnapshot, shippingId: string, status: 400 | 404 = 400): Shipment<CartLine> {
  const shipment = (SHIPPING_IDS as readonly string[]).includes(shippingId) ? shipmentsOf(snapshot.cart.siteId, snapshot.lines).find((candidate) => candidate.shippingId === (shippingId as ShippingId)) : undefined;
  if (!shipment) throw new ApiError(status, "SHP404", `The cart has no shipment ${shippingId}`, { field: "shippingId" });
  return shipment;
}

/** A store of the cart's site, with its name; undefined for any other id. */
async function siteStore(db: Executor, cart: CartRow, storeId: string | null | undefined): Promise<{ id: string; name: string } | undefined> {
  if (!storeId) return undefined;
  const [store] = await db.select({ id: stores.id, name: stores.name, siteId: stores.siteId }).from(stores).where(eq(stores.id, storeId));
  return store && store.siteId === cart.siteId ? { id: store.id, name: store.name } : undefined;
}

/** Stock of each of the lines' variants at a location. */
async function stockAt(db: Executor, lines: readonly CartLine[], locationId: string): Promise<Map<string, number>> {
  if (!lines.length) return new Map();
  const rows = await db
    .select({ variantId: inventory.variantId, quantity: inventory.quantity })
    .from(inventory)
    .where(and(eq(inventory.locationId, locationId), inArray(inventory.variantId, [...new Set(lines.map((line) => line.variantId))])));
  return new Map(rows.map((row) => [row.variantId, row.quantity]));
}

const shopperLines = (shipment: Shipment<CartLine>) => shipment.lines.filter((line) => !line.bonus);

/** The store a store method of this shipment would use: asked for, else favourite, else its own, else another of the cart's. */
function storeFor(snapshot: CartSnapshot, shipment: Shipment<CartLine>, ...preferred: (string | undefined)[]): string | undefined {
  const inCart = snapshot.lines.find((line) => line.storeId && ["pickup", "sts", "pudo"].includes(line.shippingMethod))?.storeId ?? undefined;
  return [...preferred, shipment.storeId ?? undefined, inCart].find((id) => !!id);
}

/**
 * GET …/shippingMethod/{shippingId}: the methods the shipment may use now. A method's price is
 * its rate; `discounted` is what choosing it would add to the charge after the cart's earned
 * SHIPPING promotions (the other shipments as they are), when that is less.
 */
export async function applicableMethods(db: Executor, snapshot: CartSnapshot, shippingId: string, favStoreId: string | undefined, now: Date): Promise<ShippingMethodsAnswer> {
  const { cart } = snapshot;
  const shipment = shipmentOf(snapshot, shippingId, 404);
  const outcome = evaluatePromotions(promotionInputOf(snapshot, now));
  const others = shipmentsOf(cart.siteId, snapshot.lines).reduce((sum, other) => (other.shippingId === shipment.shippingId ? sum : sum + other.charge), 0);
  const priceOf = (rate: number) => {
    const discounted = chargedRate(outcome, rate, others);
    return discounted < rate ? { amount: toUnits(rate), discounted: toUnits(discounted) } : { amount: toUnits(rate) };
  };
  const store = await siteStore(db, cart, storeFor(snapshot, shipment, favStoreId));
  const lines = shopperLines(shipment);
  const storeStock = store ? await stockAt(db, lines, store.id) : new Map<string, number>();
  const leastAtStore = lines.length ? Math.min(...lines.map((line) => storeStock.get(line.variantId) ?? 0)) : 0;

  const methods: ShippingMethodsAnswer["applicableShippingMethods"] = [];
  for (const code of methodsFor(cart.siteId, shipment.shippingId)) {
    const entry = { code, ...SHIPPING_METHOD_INFO[code], price: priceOf(rateOf(cart.siteId, code)) };
    if (code === "pickup") {
      // Pickup only where the store has every item in the quantity wanted.
      if (store && lines.every((line) => (storeStock.get(line.variantId) ?? 0) >= line.quantity)) methods.push({ ...entry, storeInfo: { id: store.id, name: store.name, storeInventory: leastAtStore } });
    } else if (STORE_METHODS.includes(code)) {
      methods.push({ ...entry, storeInfo: store ? { id: store.id, name: store.name, storeInventory: leastAtStore } : null });
    } else {
      methods.push({ ...entry, storeInfo: null });
    }
  }
  return { shippingId: shipment.shippingId, selected: shipment.code, defaultShippingMethodId: defaultMethodOf(shipment.shippingId), applicableShippingMethods: methods };
}

/**
 * POST /cart/v1/shippingMethod: moves the shipment's lines (gift lines stay as they are) to
 * `code`. A method the shipment cannot use on this site: 400 SHP404. Store methods need a store
 * of the site (the request's, the favourite, the shipment's; none: 400 ATTR300 storeId; another
 * site's or unknown: SHP404); pickup needs the store to have every item (SHP404).
 */
export async function chooseShippingMethod(db: Executor, snapshot: CartSnapshot, request: { shippingId: string; code: ShippingMethodCode; storeId?: string }, favStoreId: string | undefined): Promise<void> {
  const { cart } = snapshot;
  const shipment = shipmentOf(snapshot, request.shippingId);
  if (!methodsFor(cart.siteId, shipment.shippingId).includes(request.code)) {
    throw unavailable(`${SHIPPING_METHOD_INFO[request.code].label} is not available for this shipment`, { field: "code", shippingId: shipment.shippingId });
  }
  const lines = shopperLines(shipment);
  let storeId: string | null = null;
  if (STORE_METHODS.includes(request.code)) {
    const wanted = storeFor(snapshot, shipment, request.storeId, favStoreId);
    if (!wanted) throw new ApiError(400, "ATTR300", "storeId: a store is needed for this method", { field: "storeId" });
    const store = await siteStore(db, cart, wanted);
    if (!store) throw unavailable("This store is not available for this site", { field: "storeId" });
    if (request.code === "pickup") {
      const stock = await stockAt(db, lines, store.id);
      const missing = lines.filter((line) => (stock.get(line.variantId) ?? 0) < line.quantity);
      if (missing.length) throw unavailable(`Not every item can be picked up at ${store.name}`, { storeId: store.id, itemIds: missing.map((line) => line.id) });
    }
    storeId = store.id;
  }
  if (request.code === "customs" || request.code === "digital") return;
  if (!lines.length) return;
  await db
    .update(cartItems)
    .set({ shippingMethod: request.code, storeId })
    .where(inArray(cartItems.id, lines.map((line) => line.id)));
}
