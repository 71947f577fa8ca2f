import type { CartAnswer } from "../../../../contracts/api/cart.ts";
import type { CheckoutCartAnswer, ShipmentEntryAnswer, ShippingMethodCode } from "../../../../contracts/api/checkout.ts";

/**
 * The checkout's steps (commerce spec §4 Checkout: shipping, billing, summary) and which of them
 * a cart may open. Pure: the URL asks for a step (`?step=`), the cart decides how far the shopper
 * may go; a step asked for too early opens the first one still to do.
 */

export const CHECKOUT_STEPS = ["shipping", "billing", "summary"] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/**
 * The cart as the checkout reads it. Every cart answer of the commerce API carries its shipments
 * and payment instruments (the cart contract only leaves their shape to the checkout contract).
 */
export const asCheckoutCart = (cart: CartAnswer): CheckoutCartAnswer => cart as CheckoutCartAnswer;

/** Methods that deliver to the shipping address, and those that deliver to a store. */
export const ADDRESS_METHODS: readonly ShippingMethodCode[] = ["standard", "customs"];
export const STORE_METHODS: readonly ShippingMethodCode[] = ["pickup", "sts", "pudo"];

export const needsAddress = (shipment: Pick<ShipmentEntryAnswer, "code">) => ADDRESS_METHODS.includes(shipment.code);
export const needsStore = (shipment: Pick<ShipmentEntryAnswer, "code">) => STORE_METHODS.includes(shipment.code);

/** Who collects store shipments (spec §5: a collection contact needs first name, last name and email). */
export interface PickupContact {
  firstName: string;
  lastName: string;
  email: string;
}

export interface CheckoutProgressInput {
  cart: CheckoutCartAnswer;
  /** A signed-in member: the order's email is the account's. */
  member: boolean;
  /** The collection contact the shopper gave (kept by the browser: the commerce API has no field for it). */
  pickupContact?: PickupContact;
}

export interface CheckoutProgress {
  /** Every shipment knows where it goes, and the order has an email. */
  shippingDone: boolean;
  /** …and the payment instruments cover the total. */
  paymentDone: boolean;
}

const filled = (value: string | null | undefined) => !!value && value.trim() !== "";
export const isPickupContactComplete = (contact: PickupContact | undefined): contact is PickupContact =>
  !!contact && filled(contact.firstName) && filled(contact.lastName) && filled(contact.email);

/** How far a cart has come through the checkout. */
export function checkoutProgress({ cart, member, pickupContact }: CheckoutProgressInput): CheckoutProgress {
  const shipments = cart.shippingMethods;
  const homeShipments = shipments.filter(needsAddress);
  const storeShipments = shipments.filter(needsStore);
  const addressed = homeShipments.every((shipment) => shipment.address !== null);
  const stored = storeShipments.every((shipment) => filled(shipment.storeId));
  const contactDone = storeShipments.length === 0 || isPickupContactComplete(pickupContact);
  const homeEmail = homeShipments.some((shipment) => filled(shipment.address?.recipientContactEmail));
  const emailKnown = member || homeEmail || (homeShipments.length === 0 && isPickupContactComplete(pickupContact)) || (homeShipments.length === 0 && storeShipments.length === 0);
  const shippingDone = cart.items.length > 0 && shipments.length > 0 && addressed && stored && contactDone && emailKnown;
  const paymentDone = shippingDone && cart.totals.remainingToPay === 0 && (cart.payment_instruments.length > 0 || cart.totals.total === 0);
  return { shippingDone, paymentDone };
}

/** The step a URL's search asks for (`?step=billing`), if it names one. */
export function stepOfSearch(search: string): CheckoutStep | undefined {
  const value = new URLSearchParams(search).get("step");
  return (CHECKOUT_STEPS as readonly string[]).includes(value ?? "") ? (value as CheckoutStep) : undefined;
}

/** The furthest step the cart may open. */
export function furthestStep(progress: CheckoutProgress): CheckoutStep {
  return progress.paymentDone ? "summary" : progress.shippingDone ? "billing" : "shipping";
}

/** The step to show: the one asked for (shipping when none), unless the cart has not reached it. */
export function openableStep(requested: CheckoutStep | undefined, progress: CheckoutProgress): CheckoutStep {
  const asked = requested ?? "shipping";
  const furthest = furthestStep(progress);
  return CHECKOUT_STEPS.indexOf(asked) <= CHECKOUT_STEPS.indexOf(furthest) ? asked : furthest;
}

export function nextStep(step: CheckoutStep): CheckoutStep {
  return CHECKOUT_STEPS[Math.min(CHECKOUT_STEPS.indexOf(step) + 1, CHECKOUT_STEPS.length - 1)]!;
}

/** The search of a step's URL, keeping the other parameters. */
export function searchWithStep(search: string, step: CheckoutStep): string {
  const params = new URLSearchParams(search);
  params.set("step", step);
  return `?${params.toString()}`;
}
