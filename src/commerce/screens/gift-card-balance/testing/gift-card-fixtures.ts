import type { GiftCardBalanceAnswer } from "../../../../../contracts/api/checkout.ts";

/** Tests and stories: balances as `POST /cart/v1/giftcard/balance` answers them for cards of fixtures/commerce/gift-cards.json. */
export const balanceAnswer = (overrides: Partial<GiftCardBalanceAnswer> = {}): GiftCardBalanceAnswer => ({
  maskedNumber: "************0017",
  balance: 100,
  currency: "USD",
  expiresAt: "2031-12-31T23:59:59.000Z",
  ...overrides,
});

/** Card 6006491000000000017, PIN 1234: $100, valid to the end of 2031. */
export const US_CARD = { number: "6006 4910 0000 0000 017", pin: "1234", answer: balanceAnswer() };
/** Card 6006491000000000025: $25 that never expire. */
export const NO_EXPIRY_CARD = { number: "6006491000000000025", pin: "56781234", answer: balanceAnswer({ maskedNumber: "************0025", balance: 25, expiresAt: null }) };
/** Card 6006494000000000014: €50. */
export const EURO_CARD = { number: "6006494000000000014", pin: "1357", answer: balanceAnswer({ maskedNumber: "************0014", balance: 50, currency: "EUR" }) };
