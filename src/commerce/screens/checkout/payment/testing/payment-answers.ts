import type { CheckoutCartAnswer, GiftCardBalanceAnswer, PaymentSessionAnswer } from "../../../../../../contracts/api/checkout.ts";
import type { SavedPaymentInstrumentAnswer } from "../../../../../../contracts/api/consumer.ts";
import type { PaymentMethodsView } from "../payment-view.ts";
import recorded from "./recorded-answers.json";

/**
 * Tests and stories only: answers the reference backend gave (recorded from its seed data, on a
 * fresh database: backend/seed, fixtures/commerce/README.md), one journey each:
 *
 * - a guest's US cart (Summit Parka and the free beanie, 323.19, shipped to Boston): gift card
 *   6006491000000000033 (10.00), then 6006491000000000025 (25.00), then a Visa, Klarna, PayPal;
 * - a guest's Canadian cart (Klarna not offered in CAD) and a US cart picked up in store;
 * - Sam, the loyalty member (3,200 points): the 2,500-point voucher, 700 points, a saved card;
 * - Riley, the athlete: the athletes payment pays the whole order.
 *
 * A cart after a change is stored as the change (totals and instruments) on the cart before it.
 * `payment-answers.test.ts` checks every one against its contract.
 */

type CartName = keyof typeof recorded.carts;
type ChangeName = keyof typeof recorded.cartChanges;

const carts = recorded.carts as unknown as Record<CartName, CheckoutCartAnswer>;
const changes = recorded.cartChanges as unknown as Record<ChangeName, { base: CartName } & Partial<CheckoutCartAnswer>>;

/** A recorded cart: one as made, or one after a payment change. */
export function recordedCart(name: CartName | ChangeName): CheckoutCartAnswer {
  if (name in carts) return structuredClone(carts[name as CartName]);
  const { base, ...change } = changes[name as ChangeName];
  return structuredClone({ ...carts[base], ...change });
}

export const RECORDED_CARTS = [...Object.keys(carts), ...Object.keys(changes)] as (CartName | ChangeName)[];

export const PAYMENT_METHODS = recorded.methods as unknown as Record<keyof typeof recorded.methods, PaymentMethodsView>;
export const GIFT_CARD_BALANCE = recorded.answers.giftCardBalance as GiftCardBalanceAnswer;
export const PAYMENT_SESSION = recorded.answers.paymentSession as PaymentSessionAnswer;
export const SAVED_CARDS = recorded.answers.memberSavedCards as { payment_instruments: SavedPaymentInstrumentAnswer[] };
export const SAVED_CARD = recorded.answers.memberCardSaved as SavedPaymentInstrumentAnswer;

/** Error entries (`errorDetails[0]`) as the backend answered them. */
export type RecordedError = { errorId: string; message: string; field?: string; [detail: string]: unknown };
export const RECORDED_ERRORS = recorded.errors as Record<keyof typeof recorded.errors, RecordedError>;

/** The wallet's approval page in the recorded answers (the test backend's origin). */
export const WALLET_APPROVAL_URL = PAYMENT_METHODS.guestMethods.wallet!.approvalUrl;
