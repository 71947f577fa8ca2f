import { describe, expect, test } from "vitest";
import { checkoutProgress, openableStep, searchWithStep, stepOfSearch, type CheckoutStep, type PickupContact } from "./checkout-steps.ts";
import { addressedCart, cardInstrument, checkoutCart, HOME_ADDRESS, shipment } from "./testing/checkout-cart.ts";

const CONTACT: PickupContact = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" };
const partlyPaid = <T extends ReturnType<typeof checkoutCart>>(cart: T): T => ({ ...cart, payment_instruments: [cardInstrument({ payment_method_id: "GIFT_CARD", amount: 10 })], totals: { ...cart.totals, remainingToPay: cart.totals.total - 10 } });

describe("which step a cart may open", () => {
  const noEmail = { ...HOME_ADDRESS, recipientContactEmail: null };
  const pickupOnly = checkoutCart({ shippingMethods: [shipment({ code: "pickup", storeId: "RL-NYC-01" })] });
  const mixed = checkoutCart({ shippingMethods: [shipment({ address: HOME_ADDRESS }), shipment({ code: "pickup", storeId: "RL-NYC-01", itemIds: ["line-2"] })] });
  const digitalOnly = checkoutCart({ shippingMethods: [shipment({ code: "digital" })] });

  const cases: [string, ReturnType<typeof checkoutCart>, { member?: boolean; contact?: PickupContact }, CheckoutStep | undefined, CheckoutStep][] = [
    ["nothing asked: shipping", addressedCart({ paid: true }), {}, undefined, "shipping"],
    ["no address yet: billing asked, shipping opens", checkoutCart(), {}, "billing", "shipping"],
    ["no address yet: summary asked, shipping opens", checkoutCart(), {}, "summary", "shipping"],
    ["an address: billing opens", addressedCart(), {}, "billing", "billing"],
    ["an address, nothing paid: summary asked, billing opens", addressedCart(), {}, "summary", "billing"],
    ["partly paid: still billing", partlyPaid(addressedCart()), {}, "summary", "billing"],
    ["paid in full: summary opens", addressedCart({ paid: true }), {}, "summary", "summary"],
    ["paid: shipping can be asked again", addressedCart({ paid: true }), {}, "shipping", "shipping"],
    ["a guest's address without an email: shipping", checkoutCart({ shippingMethods: [shipment({ address: noEmail })] }), {}, "billing", "shipping"],
    ["a member's address without an email: billing", checkoutCart({ shippingMethods: [shipment({ address: noEmail })] }), { member: true }, "billing", "billing"],
    ["pickup without a contact: shipping", pickupOnly, {}, "billing", "shipping"],
    ["pickup with a contact: billing (no home address needed)", pickupOnly, { contact: CONTACT }, "billing", "billing"],
    ["pickup with half a contact: shipping", pickupOnly, { contact: { ...CONTACT, email: " " } }, "billing", "shipping"],
    ["a store method without a store: shipping", checkoutCart({ shippingMethods: [shipment({ code: "sts" })] }), { contact: CONTACT }, "billing", "shipping"],
    ["mixed, address and contact: billing", mixed, { contact: CONTACT }, "billing", "billing"],
    ["mixed, no contact: shipping", mixed, {}, "billing", "shipping"],
    ["digital only, member: billing", digitalOnly, { member: true }, "billing", "billing"],
    ["an empty cart: shipping", checkoutCart({ items: [], shippingMethods: [] }), {}, "summary", "shipping"],
  ];
  test.each(cases)("%s", (_name, cart, { member = false, contact }, requested, expected) => {
    expect(openableStep(requested, checkoutProgress({ cart, member, pickupContact: contact }))).toBe(expected);
  });
});

describe("the step in the URL", () => {
  test.each([
    ["?step=billing", "billing"],
    ["?step=summary&x=1", "summary"],
    ["?step=pay", undefined],
    ["", undefined],
  ] as const)("%s", (search, step) => expect(stepOfSearch(search)).toBe(step));

  test("keeps the other parameters", () => expect(searchWithStep("?utm=a&step=shipping", "billing")).toBe("?utm=a&step=billing"));
});
