import { addressAnswer, type AddressAnswer, type PaymentInstrumentAnswer, type ShipmentEntryAnswer } from "../../contracts/api/checkout.ts";
import type { CartLine, CartSnapshot } from "../cart/cart-store.ts";
import type { CartTotals } from "../cart/totals.ts";
import { ADDRESS_METHODS, SHIPPING_METHOD_INFO, defaultMethodOf, methodsFor, shipmentsOf, shippingCharge, type Shipment } from "./delivery.ts";
import { allocatePayments, instrumentAnswer, type Allocation } from "./payments.ts";
import { toUnits } from "../money.ts";

/**
 * The checkout part of the Cart answer (used by backend/cart/cart-answer.ts): the shipments and
 * their charge, then what the payment instruments pay of the total. Pure. `price` is the cart's
 * arithmetic (computeTotals with the cart's tax and discounts) given a shipping charge and the
 * amount paid; it runs before and after the payments are allocated.
 */
export interface CheckoutPricing {
  totals: CartTotals;
  shipments: Shipment<CartLine>[];
  allocation: Allocation;
  shippingMethods: ShipmentEntryAnswer[];
  paymentInstruments: PaymentInstrumentAnswer[];
  /** Loyalty reward vouchers paying part of the cart (totals.appliedRewards). */
  appliedRewards: { code: string; points: number; amountInCurrency: number }[];
}

/** An address stored on the cart (shipping or billing jsonb), as answered; null when none. */
export function storedAddress(value: unknown): AddressAnswer | null {
  if (!value || typeof value !== "object") return null;
  const fields = Object.fromEntries(Object.keys(addressAnswer.shape).map((key) => [key, (value as Record<string, unknown>)[key] ?? null]));
  const parsed = addressAnswer.safeParse(fields);
  return parsed.success ? parsed.data : null;
}

/**
 * The shipping charge of a cart, minor units, before SHIPPING promotions: each shipment's rate,
 * home delivery (standard, made-to-order) once there is an address to deliver to — until then
 * the cart shows no shipping ("calculated at checkout"); store methods and digital as chosen.
 * Promotions apply `shippingDiscount` (backend/cart/promotions.ts) to this amount.
 */
export function checkoutShippingCharge(snapshot: CartSnapshot): number {
  return shippingCharge(chargedShipments(snapshot, shipmentsOf(snapshot.cart.siteId, snapshot.lines)));
}

function chargedShipments<S extends Shipment>(snapshot: CartSnapshot, shipments: readonly S[]): S[] {
  const hasAddress = storedAddress(snapshot.cart.shippingAddress) !== null;
  return shipments.filter((shipment) => hasAddress || !ADDRESS_METHODS.includes(shipment.code));
}

export function priceCheckout(
  snapshot: CartSnapshot,
  price: (charges: { shipping: number; paid?: number }) => CartTotals,
  override: { shipping?: number; paid?: number } = {},
): CheckoutPricing {
  const { cart } = snapshot;
  const shipments = shipmentsOf(cart.siteId, snapshot.lines);
  const shipping = override.shipping ?? shippingCharge(chargedShipments(snapshot, shipments));
  const instruments = snapshot.instruments ?? [];
  const allocation = allocatePayments(instruments, price({ shipping }).total);
  const totals = price({ shipping, paid: override.paid ?? allocation.paid });

  const shippingAddress = storedAddress(cart.shippingAddress);
  // Without a billing address of its own, the cart's billing address is its shipping address.
  const billingAddress = storedAddress(cart.billingAddress) ?? shippingAddress;
  return {
    totals,
    shipments,
    allocation,
    shippingMethods: shipments.map((shipment) => ({
      shippingId: shipment.shippingId,
      code: shipment.code,
      ...SHIPPING_METHOD_INFO[shipment.code],
      price: { amount: toUnits(shipment.charge) },
      applicableShippingMethods: methodsFor(cart.siteId, shipment.shippingId),
      defaultShippingMethodId: defaultMethodOf(shipment.shippingId),
      address: ADDRESS_METHODS.includes(shipment.code) ? shippingAddress : null,
      storeId: shipment.storeId,
      itemIds: shipment.lines.map((line) => line.id),
    })),
    paymentInstruments: instruments.map((row) => instrumentAnswer(row, allocation.amounts.get(row.id) ?? 0, billingAddress)),
    appliedRewards: instruments
      .filter((row) => row.methodId === "REWARD_CODE" || row.methodId === "REWARD_CARD")
      .map((row) => ({ code: String(row.details.voucherId ?? ""), points: Number(row.details.points ?? 0), amountInCurrency: toUnits(allocation.amounts.get(row.id) ?? 0) })),
  };
}
