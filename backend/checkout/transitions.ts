import { and, eq, inArray } from "drizzle-orm";
import type { CartFlash } from "../../contracts/api/cart.ts";
import type { DeliveryTransitionFlashType, ShippingMethodCode } from "../../contracts/api/checkout.ts";
import type { ErrorId } from "../../contracts/errors/catalogue.ts";
import { ONLINE_LOCATION, type CartLine, type CartSnapshot } from "../cart/cart-store.ts";
import { cartItems, inventory, stores } from "../db/schema.ts";
import type { Executor } from "../db/db-executor.ts";
import { SHIPPING_METHOD_INFO, effectiveMethod, offers } from "./delivery.ts";

/**
 * Delivery transitions flagged by the server (commerce spec §4): when stock or stores no longer
 * allow how a line is delivered but another way works, the line is moved and the cart carries a
 * flash naming the transition (details: itemId, from, to, storeId, errorId, level). Checkout
 * calls run this before the cart core's stock reconciliation, which then cuts or removes what
 * still cannot be delivered.
 *
 * | from → to | when | flash (details.errorId) |
 * |---|---|---|
 * | pickup → ship-to-store | the store lacks the quantity, the web warehouse has it, the site ships to stores | PickupToShipToStore (ORD518) |
 * | pickup → ship-to-home | the same without ship-to-store (Europe), or the store is gone | PickupToShipToHome (ORD517) |
 * | ship-to-store → pickup | the warehouse lacks the quantity, the store has it | ShipToStoreToPickup (ORD516) |
 * | ship-to-store → ship-to-home | the store is gone or not of the site | ShipToStoreToShipToHome |
 * | ship-to-home → pickup | the warehouse lacks the quantity; a store of the cart (a pickup or ship-to-store line's, else the query's favStoreId) has it | ShipToHomeToPickup (ORD516) |
 * | collection point or ship-to-store → standard | the method is not offered on the site (any more), or the collection point is gone | ShippingMethodDowngraded |
 *
 * Gift-with-purchase (bonus) lines are left to the promotion engine.
 */

interface Move {
  line: CartLine;
  to: ShippingMethodCode;
  storeId: string | null;
  type: DeliveryTransitionFlashType;
  errorId?: ErrorId;
  level: "info" | "error";
  message: string;
}

export async function applyDeliveryTransitions(db: Executor, snapshot: CartSnapshot, options: { favStoreId?: string } = {}): Promise<CartFlash[]> {
  const { cart } = snapshot;
  const lines = snapshot.lines.filter((line) => !line.bonus);
  const cartStores = [...new Set(lines.filter((line) => ["pickup", "sts"].includes(effectiveMethod(line)) && line.storeId).map((line) => line.storeId!))];
  const candidateStores = [...new Set([...cartStores, ...(options.favStoreId ? [options.favStoreId] : [])])];
  const storeIds = [...new Set([...candidateStores, ...lines.map((line) => line.storeId).filter((id): id is string => !!id)])];
  if (!lines.length) return [];

  const siteStores = new Map(
    (storeIds.length ? await db.select({ id: stores.id, name: stores.name, siteId: stores.siteId }).from(stores).where(inArray(stores.id, storeIds)) : [])
      .filter((store) => store.siteId === cart.siteId)
      .map((store) => [store.id, store.name]),
  );
  const stockRows = await db
    .select({ variantId: inventory.variantId, locationId: inventory.locationId, quantity: inventory.quantity })
    .from(inventory)
    .where(and(inArray(inventory.variantId, [...new Set(lines.map((line) => line.variantId))]), inArray(inventory.locationId, [ONLINE_LOCATION, ...storeIds])));
  const stock = (variantId: string, locationId: string) => stockRows.find((row) => row.variantId === variantId && row.locationId === locationId)?.quantity ?? 0;
  const storeName = (id: string | null) => (id && siteStores.get(id)) || "the store";

  const moves: Move[] = [];
  for (const line of lines) {
    const method = effectiveMethod(line);
    const online = stock(line.variantId, ONLINE_LOCATION);
    const store = line.storeId && siteStores.has(line.storeId) ? line.storeId : null;
    const atStore = store ? stock(line.variantId, store) : 0;
    const base = { line, level: "info" as const };

    if (method === "pickup" && (!store || atStore < line.quantity) && online >= line.quantity) {
      if (store && offers(cart.siteId, "sts")) {
        moves.push({ ...base, to: "sts", storeId: store, type: "PickupToShipToStore", errorId: "ORD518", message: `${line.name} is not in stock at ${storeName(store)} now; we will ship it there for you to pick up` });
      } else {
        moves.push({ ...base, to: "standard", storeId: null, type: "PickupToShipToHome", errorId: "ORD517", message: `${line.name} can no longer be picked up at ${storeName(line.storeId)}; it will be shipped to your address` });
      }
    } else if (method === "sts" && !offers(cart.siteId, "sts")) {
      moves.push({ ...base, to: "standard", storeId: null, type: "ShippingMethodDowngraded", message: `${SHIPPING_METHOD_INFO.sts.label} is not available for ${line.name}; it will come by ${SHIPPING_METHOD_INFO.standard.label.toLowerCase()}` });
    } else if (method === "sts" && !store) {
      moves.push({ ...base, to: "standard", storeId: null, type: "ShipToStoreToShipToHome", message: `${line.name} can no longer be shipped to the store; it will be shipped to your address` });
    } else if (method === "sts" && online < line.quantity && atStore >= line.quantity) {
      moves.push({ ...base, to: "pickup", storeId: store, type: "ShipToStoreToPickup", errorId: "ORD516", message: `${line.name} is ready for pickup at ${storeName(store)} instead of being shipped there` });
    } else if (method === "pudo" && (!offers(cart.siteId, "pudo") || !store)) {
      moves.push({ ...base, to: "standard", storeId: null, type: "ShippingMethodDowngraded", message: `${SHIPPING_METHOD_INFO.pudo.label} is not available for ${line.name}; it will come by ${SHIPPING_METHOD_INFO.standard.label.toLowerCase()}` });
    } else if (method === "standard" && online < line.quantity && offers(cart.siteId, "pickup")) {
      const pickupStore = candidateStores.find((id) => siteStores.has(id) && stock(line.variantId, id) >= line.quantity);
      if (pickupStore) {
        moves.push({ ...base, to: "pickup", storeId: pickupStore, type: "ShipToHomeToPickup", errorId: "ORD516", message: `${line.name} is out of stock online but waiting for you at ${storeName(pickupStore)}; it is now to be picked up there` });
      }
    }
  }

  for (const move of moves) await db.update(cartItems).set({ shippingMethod: move.to, storeId: move.storeId }).where(eq(cartItems.id, move.line.id));
  return moves.map((move) => ({
    type: move.type,
    message: move.message,
    details: {
      itemId: move.line.id,
      productId: move.line.variantId,
      name: move.line.name,
      from: effectiveMethod(move.line),
      to: move.to,
      storeId: move.storeId,
      level: move.level,
      ...(move.errorId ? { errorId: move.errorId } : {}),
    },
  }));
}
