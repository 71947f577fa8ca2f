import type { CheckoutCartAnswer } from "../../../../../../contracts/api/checkout.ts";
import type { CommerceClient } from "../../../../api/client.ts";
import type { PaymentInstrumentBody } from "../../../../api/client-checkout.ts";
import { CommerceApiError } from "../../../../api/client-transport.ts";
import { messageFor } from "../../../../errors/messages.ts";
import type { PaymentMethodsView } from "../payment-view.ts";
import { GIFT_CARD_BALANCE, PAYMENT_METHODS, PAYMENT_SESSION, RECORDED_ERRORS, SAVED_CARD, SAVED_CARDS, recordedCart, type RecordedError } from "./payment-answers.ts";

/** The billing step's journeys in stories: a cart, its payment methods, who the shopper is. */
export const PAYMENT_SCENARIOS = {
  /** A guest's US cart shipped to Boston, nothing paid. */
  guest: { cart: "guestCart", methods: "guestMethods", member: false, siteId: "RL-US" },
  /** The same with a 10.00 gift card applied: 313.19 left. */
  giftCardApplied: { cart: "cartGiftCard", methods: "guestMethods", member: false, siteId: "RL-US" },
  /** Two gift cards and a Visa: fully paid, on to the summary. */
  paidInFull: { cart: "cartGiftAndCard", methods: "methodsTwoGiftCards", member: false, siteId: "RL-US" },
  /** A Canadian cart: no Klarna in CAD. */
  canada: { cart: "caCart", methods: "caMethods", member: false, siteId: "RL-CA" },
  /** A cart picked up in store: a billing address to enter. */
  pickupOnly: { cart: "pickupCart", methods: "guestMethods", member: false, siteId: "RL-US" },
  /** Sam, the loyalty member: saved cards, 3,200 points, the 2,500-point voucher offered. */
  loyaltyMember: { cart: "memberCart", methods: "memberMethods", member: true, siteId: "RL-US" },
  /** Sam with the voucher applied. */
  voucherApplied: { cart: "memberVoucher", methods: "memberMethods", member: true, siteId: "RL-US" },
  /** Riley, the athlete: the allowance's remaining and payable amounts. */
  athlete: { cart: "athleteCart", methods: "athleteMethods", member: true, siteId: "RL-US" },
} as const satisfies Record<string, { cart: Parameters<typeof recordedCart>[0]; methods: keyof typeof PAYMENT_METHODS; member: boolean; siteId: string }>;

export type PaymentScenario = keyof typeof PAYMENT_SCENARIOS;

const fail = (status: number, entry: RecordedError, path: string) =>
  new CommerceApiError(entry.errorId, status, messageFor(entry.errorId, entry.message, entry), { method: "POST", path }, { errorDetails: [entry], correlationId: "story" });

/** The cart without one instrument: what it paid is to pay again. */
function withoutInstrument(cart: CheckoutCartAnswer, instrumentId: string): CheckoutCartAnswer {
  const removed = cart.payment_instruments.find((entry) => entry.payment_instrument_id === instrumentId);
  const remainingToPay = Math.round((cart.totals.remainingToPay + (removed?.amount ?? 0)) * 100) / 100;
  return { ...cart, payment_instruments: cart.payment_instruments.filter((entry) => entry !== removed), totals: { ...cart.totals, remainingToPay } };
}

/**
 * Tests and stories only: a commerce client answering the billing step's calls from the recorded
 * answers (payment-answers.ts). The gift card 6006491000000000041 has no balance (GFC740); any
 * reward code is unknown (REW401); Klarna in CAD is refused (PAY400).
 */
export function fakePaymentCommerce(scenario: PaymentScenario) {
  const { cart: cartName, methods } = PAYMENT_SCENARIOS[scenario];
  const base = recordedCart(cartName);
  const memberCart = recordedCart("memberCart");
  const calls: { name: string; args: unknown[] }[] = [];
  const record = (name: string, ...args: unknown[]) => calls.push({ name, args });

  const added = (body: PaymentInstrumentBody): CheckoutCartAnswer => {
    const member = base.id === memberCart.id;
    switch (body.payment_method_id) {
      case "GIFT_CARD":
        if (body.number.endsWith("0041")) throw fail(400, RECORDED_ERRORS.giftCardZero, "/paymentInstruments");
        return recordedCart("cartGiftCard");
      case "CREDIT_CARD":
        return recordedCart(member ? "memberSavedCardApplied" : "cartGiftAndCard");
      case "KLARNA":
        return recordedCart("cartGiftAndKlarna");
      case "PAYPAL":
        return recordedCart("cartGiftAndPaypal");
      case "LOYALTY_POINTS":
        return recordedCart("memberVoucherAndPoints");
      case "ATHLETES_PAYMENT":
        return recordedCart("athletePaid");
      default:
        throw fail(400, RECORDED_ERRORS.memberRewardUnknown, "/paymentInstruments");
    }
  };

  const client: Partial<CommerceClient> = {
    paymentMethods: async () => (record("paymentMethods"), PAYMENT_METHODS[methods] as PaymentMethodsView as Awaited<ReturnType<CommerceClient["paymentMethods"]>>),
    savedPaymentInstruments: async () => (record("savedPaymentInstruments"), SAVED_CARDS),
    savePaymentInstrument: async (body) => (record("savePaymentInstrument", body), SAVED_CARD),
    setBillingAddress: async (body) => (record("setBillingAddress", body), base),
    addPaymentInstrument: async (body) => (record("addPaymentInstrument", body), added(body)),
    removePaymentInstrument: async (id) => (record("removePaymentInstrument", id), withoutInstrument(base, id)),
    giftCardBalance: async (number, pin) => (record("giftCardBalance", number, pin), GIFT_CARD_BALANCE),
    applyLoyaltyVoucher: async (voucher) => (record("applyLoyaltyVoucher", voucher), recordedCart(voucher === null ? "memberCart" : "memberVoucher")),
    paymentSession: async () => {
      record("paymentSession");
      if (base.currency === "CAD") throw fail(400, RECORDED_ERRORS.klarnaCad, "/cart/v1/paymentSession");
      return PAYMENT_SESSION;
    },
  };
  return { client: client as CommerceClient, calls, cart: base, methods: PAYMENT_METHODS[methods] };
}
