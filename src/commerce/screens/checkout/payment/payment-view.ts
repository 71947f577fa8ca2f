import type { CheckoutCartAnswer, PaymentInstrumentAnswer, PaymentMethodId, PaymentMethodsAnswer } from "../../../../../contracts/api/checkout.ts";
import type { PaymentStrings } from "./payment-strings.ts";

/**
 * What the billing step shows of the payment methods answer and the cart's instruments (commerce
 * spec §3 Payment instrument, §6 roles; issue 14 brief "Payment wallet"). Pure.
 */

/** The payment methods answer with the wallet stand-in's approval page (null: PAYPAL not offered). */
export type PaymentMethodsView = PaymentMethodsAnswer & { wallet?: { approvalUrl: string } | null };

/** Card, PayPal and Klarna pay whatever the other instruments leave; a cart has one at a time. */
export const OPEN_METHODS: readonly PaymentMethodId[] = ["CREDIT_CARD", "PAYPAL", "KLARNA"];
export const isOpenMethod = (method: PaymentMethodId) => OPEN_METHODS.includes(method);

const LOYALTY_METHODS: readonly PaymentMethodId[] = ["LOYALTY_POINTS", "REWARD_CODE", "REWARD_CARD"];
/** Loyalty reasons a member can act on (confirm the membership, collect points); the others hide the methods. */
const EXPLAINED_LOYALTY_REASONS = new Set(["REW135", "REW140"]);

export interface MethodChoices {
  /** The methods the shopper can use now. */
  usable: ReadonlySet<PaymentMethodId>;
  /** Methods shown as not available, with the answer's reason id. */
  explained: readonly { id: PaymentMethodId; reason: string | null }[];
}

/**
 * Which methods to offer and which to explain. A method the answer marks unavailable is explained
 * when the shopper could expect it (Klarna in CAD, a third gift card, an athlete's spent allowance,
 * a member's unconfirmed or too small loyalty balance, once for the loyalty methods) and hidden
 * otherwise (loyalty for guests and non-members, the athletes payment for anyone not an athlete).
 * PayPal needs the wallet's approval page.
 */
export function methodChoices(methods: PaymentMethodsView, member: boolean): MethodChoices {
  const usable = new Set<PaymentMethodId>();
  const explained: { id: PaymentMethodId; reason: string | null }[] = [];
  let loyaltyExplained = false;
  for (const method of methods.applicablePaymentMethods) {
    const loyalty = LOYALTY_METHODS.includes(method.id);
    const walletMissing = method.id === "PAYPAL" && !methods.wallet?.approvalUrl;
    if (method.available && !walletMissing && (!loyalty || methods.loyalty) && (method.id !== "ATHLETES_PAYMENT" || methods.athlete)) {
      usable.add(method.id);
      continue;
    }
    if (loyalty) {
      if (member && !loyaltyExplained && EXPLAINED_LOYALTY_REASONS.has(method.reason ?? "")) {
        loyaltyExplained = true;
        explained.push({ id: method.id, reason: method.reason });
      }
      continue;
    }
    if (method.id === "ATHLETES_PAYMENT" && !methods.athlete) continue;
    explained.push({ id: method.id, reason: walletMissing ? null : method.reason });
  }
  return { usable, explained };
}

/** The cart's instruments as listed: those of a fixed amount first, the one paying the rest last. */
export function listedInstruments(cart: CheckoutCartAnswer): PaymentInstrumentAnswer[] {
  return [...cart.payment_instruments].sort((a, b) => Number(isOpenMethod(a.payment_method_id)) - Number(isOpenMethod(b.payment_method_id)));
}

/** What a card, PayPal or Klarna pays (or would pay): the total less the fixed instruments. */
export function openAmount(cart: CheckoutCartAnswer): number {
  const paidByOpen = cart.payment_instruments.filter((entry) => isOpenMethod(entry.payment_method_id)).reduce((sum, entry) => sum + entry.amount, 0);
  return Math.round((cart.totals.remainingToPay + paidByOpen) * 100) / 100;
}

/** How many gift cards the cart holds. */
export const giftCardCount = (cart: CheckoutCartAnswer) => cart.payment_instruments.filter((entry) => entry.payment_method_id === "GIFT_CARD").length;

/** The cart's reward voucher instrument (one at most). */
export const appliedReward = (cart: CheckoutCartAnswer) => cart.payment_instruments.find((entry) => entry.payment_method_id === "REWARD_CODE" || entry.payment_method_id === "REWARD_CARD");

/** An instrument's name for the shopper: "Credit card Visa ending 1111", "Gift card ending 0033". */
export function instrumentLabel(instrument: PaymentInstrumentAnswer, strings: PaymentStrings, formatNumber: (value: number) => string): string {
  return strings.instrumentLabel(instrument.payment_method_id, instrumentDetail(instrument, strings, formatNumber));
}

function instrumentDetail(instrument: PaymentInstrumentAnswer, strings: PaymentStrings, formatNumber: (value: number) => string): string {
  if (instrument.card) return `${strings.brandName(instrument.card.brand)} ${strings.endingIn(instrument.card.last4)}`;
  if (instrument.giftCard) return strings.endingIn(instrument.giftCard.last4);
  if (instrument.loyalty) return strings.pointsCount(formatNumber(instrument.loyalty.points));
  if (instrument.reward) return instrument.reward.code;
  if (instrument.wallet?.payerEmail) return instrument.wallet.payerEmail;
  return "";
}

/** The card's expiry as the shopper reads it: MM/YYYY. */
export const expiryText = (month: number, year: number) => `${String(month).padStart(2, "0")}/${year}`;
