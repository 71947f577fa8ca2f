import type { ShippingId, ShippingMethodCode } from "../../contracts/api/checkout.ts";

/**
 * Delivery methods, their prices per site and how a cart's lines form shipments (commerce spec
 * §3 Shipping method entry). Pure: no database. The spec shows no fees ("Fees, thresholds …: not
 * shown"); these are the reference backend's, in minor units of the site's currency.
 *
 * - North America offers ship-to-store (`sts`, free: the item ships from the web warehouse to a
 *   store); Europe offers collection points (`pudo`). Pickup in store and digital delivery are
 *   free everywhere; made-to-order (`customs`) items have their own, slower delivery.
 * - A shipment is charged once, whatever it holds.
 * - Free shipping over a threshold is not a rate: it is the SHIPPING promotion of the promotion
 *   engine (`shippingDiscount` in backend/cart/promotions.ts, e.g. SHIP-FREE75), applied to
 *   these charges by the cart answer.
 */
export const SHIPPING_RATES: Readonly<Record<string, Readonly<Partial<Record<ShippingMethodCode, number>>>>> = {
  "RL-US": { standard: 695, sts: 0, pickup: 0, customs: 995, digital: 0 },
  "RL-CA": { standard: 995, sts: 0, pickup: 0, customs: 1295, digital: 0 },
  "RL-CAFR": { standard: 995, sts: 0, pickup: 0, customs: 1295, digital: 0 },
  "RL-GB": { standard: 495, pudo: 395, pickup: 0, customs: 795, digital: 0 },
  "RL-DE": { standard: 495, pudo: 395, pickup: 0, customs: 795, digital: 0 },
};

/**
 * Labels and delivery windows. Windows are business days as "from-to" or "Same day" (spec §9:
 * pickup windows sort same day first, else by the first digit of the range).
 */
export const SHIPPING_METHOD_INFO: Readonly<Record<ShippingMethodCode, { label: string; deliveryTime: string }>> = {
  standard: { label: "Standard delivery", deliveryTime: "3-5" },
  sts: { label: "Ship to store", deliveryTime: "5-7" },
  pudo: { label: "Collection point", deliveryTime: "2-4" },
  pickup: { label: "Pick up in store", deliveryTime: "Same day" },
  customs: { label: "Made to order", deliveryTime: "10-15" },
  digital: { label: "Email delivery", deliveryTime: "Same day" },
};

/** Methods that deliver to a store (of the cart's site): they need a store id. */
export const STORE_METHODS: readonly ShippingMethodCode[] = ["pickup", "sts", "pudo"];
/** Methods that deliver to the cart's shipping address. */
export const ADDRESS_METHODS: readonly ShippingMethodCode[] = ["standard", "customs"];
/** Methods a physical, ready-made line may use (customs and digital lines have one method each). */
const MOVABLE_METHODS: readonly ShippingMethodCode[] = ["standard", "sts", "pudo", "pickup"];

export function offers(siteId: string, code: ShippingMethodCode): boolean {
  return SHIPPING_RATES[siteId]?.[code] !== undefined;
}

export function rateOf(siteId: string, code: ShippingMethodCode): number {
  return SHIPPING_RATES[siteId]?.[code] ?? 0;
}

export interface DeliveryLine {
  id: string;
  isDigital: boolean;
  isCustoms: boolean;
  shippingMethod: string;
  storeId: string | null;
  /** A gift-with-purchase line: it travels with the order's other items (see shipmentsOf). */
  bonus?: boolean;
}

/**
 * How a line is delivered: digital products by email; a line the shopper moved to pickup, in
 * store; made-to-order items by their own method; otherwise the stored method when it is one
 * of ship-to-store or collection point, else standard.
 */
export function effectiveMethod(line: DeliveryLine): ShippingMethodCode {
  if (line.isDigital) return "digital";
  if (line.shippingMethod === "pickup") return "pickup";
  if (line.isCustoms) return "customs";
  if (line.shippingMethod === "sts" || line.shippingMethod === "pudo") return line.shippingMethod;
  return "standard";
}

export function shippingIdOf(code: ShippingMethodCode): ShippingId {
  return code === "standard" ? "me" : code;
}

/** The method each shipment starts with. */
export function defaultMethodOf(shippingId: ShippingId): ShippingMethodCode {
  if (shippingId === "customs" || shippingId === "digital") return shippingId;
  return "standard";
}

/** The methods the lines of a shipment may move to on this site. */
export function methodsFor(siteId: string, shippingId: ShippingId): ShippingMethodCode[] {
  if (shippingId === "customs" || shippingId === "digital") return [shippingId];
  return MOVABLE_METHODS.filter((code) => offers(siteId, code));
}

export interface Shipment<L extends DeliveryLine = DeliveryLine> {
  shippingId: ShippingId;
  code: ShippingMethodCode;
  /** The store of store methods when all lines share it, else null. */
  storeId: string | null;
  lines: L[];
  /** Minor units, before SHIPPING promotions. */
  charge: number;
}

const SHIPMENT_ORDER: readonly ShippingId[] = ["me", "sts", "pudo", "pickup", "customs", "digital"];

/**
 * The shipments of a cart's lines, in a stable order. A gift-with-purchase line rides along: in
 * the standard delivery when there is one, else in the first shipment of the other lines (it
 * never makes a shipment, a charge or an address necessary of its own).
 */
export function shipmentsOf<L extends DeliveryLine>(siteId: string, lines: readonly L[]): Shipment<L>[] {
  const groups = new Map<ShippingId, L[]>();
  const add = (id: ShippingId, line: L) => groups.set(id, [...(groups.get(id) ?? []), line]);
  for (const line of lines.filter((candidate) => !candidate.bonus)) add(shippingIdOf(effectiveMethod(line)), line);
  const carrier = groups.has("me") ? "me" : SHIPMENT_ORDER.find((id) => groups.has(id));
  for (const line of lines.filter((candidate) => candidate.bonus)) add(carrier ?? shippingIdOf(effectiveMethod(line)), line);
  return SHIPMENT_ORDER.filter((id) => groups.has(id)).map((shippingId) => {
    const members = groups.get(shippingId)!;
    const code = effectiveMethod(members.find((line) => !line.bonus) ?? members[0]!);
    const stores = new Set(members.filter((line) => !line.bonus).map((line) => line.storeId));
    const storeId = STORE_METHODS.includes(code) && stores.size === 1 ? [...stores][0]! : null;
    return { shippingId, code, storeId, lines: members, charge: rateOf(siteId, code) };
  });
}

/** Σ of the shipments' charges, minor units. */
export function shippingCharge(shipments: readonly Shipment[]): number {
  return shipments.reduce((sum, shipment) => sum + shipment.charge, 0);
}
