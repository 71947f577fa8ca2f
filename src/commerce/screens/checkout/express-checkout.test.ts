import { describe, expect, test } from "vitest";
import type { AccountAddressAnswer, SavedPaymentInstrumentAnswer } from "../../../../contracts/api/consumer.ts";
import { expressCheckoutPlan, type ExpressCheckoutInput } from "./express-checkout.ts";
import { addressedCart, cardInstrument, checkoutCart, HOME_ADDRESS, shipment } from "./testing/checkout-cart.ts";

const book = (partial: Partial<AccountAddressAnswer> = {}): AccountAddressAnswer => ({ id: "addr-1", approachType: "S", main: true, ...HOME_ADDRESS, ...partial });
const card = (partial: Partial<SavedPaymentInstrumentAnswer["card"]> = {}): SavedPaymentInstrumentAnswer => ({
  payment_instrument_id: "saved-1",
  payment_method_id: "CREDIT_CARD",
  card: { paymentInstrumentId: "saved-1", main: true, brand: "VISA", last4: "1111", maskedNumber: "************1111", expiryMonth: 12, expiryYear: 2030, holder: "Ada Lovelace", expired: false, ...partial },
  address: null,
});
const profile = (addresses: AccountAddressAnswer[]) =>
  ({ consumerDetails: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", addresses } }) as unknown as ExpressCheckoutInput["profile"];

const base: ExpressCheckoutInput = { member: true, requestedStep: undefined, cart: checkoutCart(), profile: profile([book()]), savedCards: [card()], siteCountry: "US" };

describe("express checkout", () => {
  const cases: [string, Partial<ExpressCheckoutInput>, string | true][] = [
    ["a member with a default address and card", {}, true],
    ["a guest", { member: false }, "guest"],
    ["a step asked for (Edit)", { requestedStep: "shipping" }, "a step was asked for"],
    ["an empty cart", { cart: checkoutCart({ items: [], shippingMethods: [] }) }, "empty cart"],
    ["an address already given", { cart: addressedCart() }, "checkout already started"],
    ["a payment already added", { cart: checkoutCart({ payment_instruments: [cardInstrument()] }) }, "checkout already started"],
    ["no profile read", { profile: undefined }, "no profile"],
    ["only a billing address", { profile: profile([book({ approachType: "B" })]) }, "no default shipping address"],
    ["no default address", { profile: profile([book({ main: false })]) }, "no default shipping address"],
    ["a default address in another country", { profile: profile([book({ country: "CA" })]) }, "no default shipping address"],
    ["no default card", { savedCards: [card({ main: false })] }, "no default card"],
    ["an expired default card", { savedCards: [card({ expired: true })] }, "no default card"],
    ["no cards read", { savedCards: undefined }, "no default card"],
    ["a ship-to-store line without a store", { cart: checkoutCart({ shippingMethods: [shipment({ code: "sts" })] }) }, "a store is still to choose"],
  ];
  test.each(cases)("%s", (_name, change, expected) => {
    const plan = expressCheckoutPlan({ ...base, ...change });
    expect(plan.express ? true : plan.reason).toBe(expected);
  });

  test("the plan: the default address as the call takes it, the default card, the member as pickup contact", () => {
    const cart = checkoutCart({ shippingMethods: [shipment(), shipment({ code: "pickup", storeId: "RL-NYC-01", itemIds: ["line-2"] })] });
    expect(expressCheckoutPlan({ ...base, cart })).toEqual({
      express: true,
      address: (({ addressLine2: _line, ...rest }) => rest)(HOME_ADDRESS),
      paymentInstrumentId: "saved-1",
      pickupContact: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" },
    });
  });
});
