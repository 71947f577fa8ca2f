import type { AccountAddressAnswer, ConsumerProfileAnswer, SavedPaymentInstrumentAnswer } from "../../../../contracts/api/consumer.ts";
import type { CheckoutCartAnswer } from "../../../../contracts/api/checkout.ts";
import type { AddressBody } from "../../api/client-checkout.ts";
import { addressBodyOfAnswer } from "./address-rules.ts";
import { needsStore, type CheckoutStep, type PickupContact } from "./checkout-steps.ts";

/**
 * Express checkout (commerce spec §4: "saved default card and address jumps straight to summary
 * with status EXPRESS"). Pure: whether a shopper arriving at the checkout goes straight to the
 * summary, and with what. The page then sets the address and the card and opens the summary.
 */

export interface ExpressCheckoutInput {
  member: boolean;
  /** The step the URL asked for: express only on arrival (none asked), never after "Edit". */
  requestedStep: CheckoutStep | undefined;
  cart: CheckoutCartAnswer;
  /** The member's profile (its address book), when read. */
  profile: Pick<ConsumerProfileAnswer, "consumerDetails"> | undefined;
  /** The member's saved cards, when read. */
  savedCards: readonly SavedPaymentInstrumentAnswer[] | undefined;
  siteCountry: string;
}

export type ExpressCheckoutPlan =
  | { express: false; reason: string }
  | { express: true; address: AddressBody; paymentInstrumentId: string; pickupContact?: PickupContact };

const no = (reason: string): ExpressCheckoutPlan => ({ express: false, reason });

/** The member's default shipping address of the site's country. */
export function mainShippingAddress(addresses: readonly AccountAddressAnswer[], country: string): AccountAddressAnswer | undefined {
  return addresses.find((address) => address.approachType === "S" && address.main && address.country === country);
}

export function expressCheckoutPlan(input: ExpressCheckoutInput): ExpressCheckoutPlan {
  const { cart, profile, savedCards } = input;
  if (!input.member) return no("guest");
  if (input.requestedStep !== undefined) return no("a step was asked for");
  if (cart.items.length === 0) return no("empty cart");
  if (cart.shippingMethods.some((entry) => entry.address !== null) || cart.payment_instruments.length > 0) return no("checkout already started");
  if (cart.shippingMethods.some((entry) => needsStore(entry) && !entry.storeId)) return no("a store is still to choose");
  if (!profile) return no("no profile");
  const address = mainShippingAddress(profile.consumerDetails.addresses, input.siteCountry);
  if (!address) return no("no default shipping address");
  const card = savedCards?.find((candidate) => candidate.card.main && !candidate.card.expired);
  if (!card) return no("no default card");
  const details = profile.consumerDetails;
  const pickupContact = cart.shippingMethods.some(needsStore) ? { firstName: details.firstName, lastName: details.lastName, email: details.email } : undefined;
  return { express: true, address: addressBodyOfAnswer(address), paymentInstrumentId: card.card.paymentInstrumentId, pickupContact };
}
