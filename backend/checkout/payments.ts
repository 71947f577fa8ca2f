import { CARD_MAX_YEARS_AHEAD, cardBrand, luhnValid } from "../../contracts/payment-cards.ts";
import type { AddressAnswer, PaymentInstrumentAnswer, PaymentMethodId } from "../../contracts/api/checkout.ts";
import type { paymentInstruments } from "../db/schema.ts";
import { toUnits } from "../money.ts";

/**
 * Payment arithmetic and card rules (commerce spec §3 Payment instrument). Pure.
 *
 * A cart's instruments (`payment_instruments` rows) are of two kinds:
 * - **Fixed** ones cover at most a known amount, stored in the row's `amount` (minor units): a
 *   gift card its balance when applied, loyalty points their value, a reward voucher its amount,
 *   the athletes payment what is left of the annual allowance. They pay in the order they were
 *   applied (`details.appliedAt`), each min(its amount, what is still to pay).
 * - **Open** ones (credit card, PayPal, Klarna) pay whatever the fixed ones leave. A cart has at
 *   most one: adding another replaces it. Their row `amount` is 0.
 * So the allocation follows the cart: remove an item and a gift card simply pays less; the
 * answer's `amount` of each instrument and `totals.remainingToPay` are computed, never stored.
 */

export type InstrumentRow = typeof paymentInstruments.$inferSelect;

export const OPEN_METHODS: readonly PaymentMethodId[] = ["CREDIT_CARD", "PAYPAL", "KLARNA"];
export const isOpenMethod = (methodId: string) => (OPEN_METHODS as readonly string[]).includes(methodId);

/** One loyalty point pays this many minor units (100 points = 1.00), as the loyalty vouchers' base rate. */
export const LOYALTY_POINT_VALUE = 1;

const appliedAt = (row: InstrumentRow) => (typeof row.details.appliedAt === "number" ? row.details.appliedAt : 0);
const byApplication = (a: InstrumentRow, b: InstrumentRow) => appliedAt(a) - appliedAt(b) || a.id.localeCompare(b.id);

export interface Allocation {
  /** Minor units each instrument pays, by instrument id. */
  amounts: Map<string, number>;
  /** Σ of all instruments. */
  paid: number;
  /** Σ of the fixed instruments. */
  paidByFixed: number;
  /** The open instrument (the one that pays the rest), if any. */
  open: InstrumentRow | undefined;
}

export function allocatePayments(instruments: readonly InstrumentRow[], total: number): Allocation {
  const amounts = new Map<string, number>();
  let left = Math.max(0, total);
  for (const row of [...instruments].filter((row) => !isOpenMethod(row.methodId)).sort(byApplication)) {
    const part = Math.min(Math.max(0, row.amount), left);
    amounts.set(row.id, part);
    left -= part;
  }
  const paidByFixed = Math.max(0, total) - left;
  const opens = [...instruments].filter((row) => isOpenMethod(row.methodId)).sort(byApplication);
  const open = opens.at(-1);
  for (const row of opens) amounts.set(row.id, row === open ? left : 0);
  return { amounts, paid: paidByFixed + (open ? left : 0), paidByFixed, open };
}

// ---- cards -----------------------------------------------------------------------------------

export { cardBrand, luhnValid };

/**
 * What the simulated card processor does with a card at order placement. Documented test cards
 * (any expiry in the future, any holder, any 3-digit cvv; 4 digits for American Express):
 *
 * | number | outcome |
 * |---|---|
 * | 4111111111111111, 5555555555554444, 378282246310005, any other valid number | authorised |
 * | 4000000000003220 | 3-D Secure challenge: the order is payment_pending with a PaymentNotAuthorized flash; PATCH Y places it, N fails it |
 * | 4000000000009995 | 3-D Secure challenge that the bank refuses: the PATCH fails the order whatever its result |
 * | 4000000000000002 | declined at placement: 402 PAY400, nothing is ordered or charged |
 * | 4100000000000019 | refused by fraud screening at placement: 400 PYT402 |
 */
export type CardOutcome = "authorised" | "challenge" | "challenge-refused" | "declined" | "fraud";
export const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  "4000000000003220": "challenge",
  "4000000000009995": "challenge-refused",
  "4000000000000002": "declined",
  "4100000000000019": "fraud",
};

export function cardOutcome(digits: string): CardOutcome {
  return TEST_CARDS[digits] ?? "authorised";
}

/** A card expiry as month and four-digit year, or undefined when it is not one. */
export function parseExpiry(month: number | string, year: number | string): { month: number; year: number } | undefined {
  const m = typeof month === "number" ? month : /^\d{1,2}$/.test(month) ? Number(month) : NaN;
  let y = typeof year === "number" ? year : /^\d{2}$|^\d{4}$/.test(year) ? Number(year) : NaN;
  if (!Number.isInteger(m) || m < 1 || m > 12 || !Number.isInteger(y)) return undefined;
  if (y >= 0 && y < 100) y += 2000;
  if (y < 2000 || y > 2199) return undefined;
  return { month: m, year: y };
}

/** Cards are valid to the end of their expiry month (UTC); at most CARD_MAX_YEARS_AHEAD ahead. */
export { CARD_MAX_YEARS_AHEAD };
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const endOfMonth = Date.UTC(expiry.year, expiry.month, 1);
  return endOfMonth <= now.getTime();
}
export function isTooFarAhead(expiry: { year: number }, now: Date): boolean {
  return expiry.year > now.getUTCFullYear() + CARD_MAX_YEARS_AHEAD;
}

export const maskNumber = (last4: string) => `************${last4}`;

// ---- answers ---------------------------------------------------------------------------------

const text = (value: unknown) => (typeof value === "string" ? value : "");
const integer = (value: unknown) => (typeof value === "number" && Number.isInteger(value) ? value : 0);

/** An instrument as answered: what it pays now (`amount`), and what it is, without secrets. */
export function instrumentAnswer(row: InstrumentRow, paid: number, billing: AddressAnswer | null): PaymentInstrumentAnswer {
  const details = row.details;
  const base = { payment_instrument_id: row.id, payment_method_id: row.methodId as PaymentMethodId, amount: toUnits(paid) };
  switch (row.methodId) {
    case "GIFT_CARD":
      return { ...base, giftCard: { maskedNumber: maskNumber(text(details.last4)), last4: text(details.last4), availableBalance: toUnits(row.amount) }, address: null };
    case "LOYALTY_POINTS":
      return { ...base, loyalty: { points: Math.ceil(paid / LOYALTY_POINT_VALUE) }, address: null };
    case "REWARD_CODE":
    case "REWARD_CARD":
      return { ...base, reward: { code: text(details.voucherId), points: integer(details.points), amountInCurrency: toUnits(row.amount) }, address: null };
    case "ATHLETES_PAYMENT":
      return { ...base, athlete: { remaining: toUnits(row.amount), payable: toUnits(paid) }, address: null };
    case "CREDIT_CARD":
      return {
        ...base,
        card: {
          brand: text(details.brand),
          last4: text(details.last4),
          maskedNumber: maskNumber(text(details.last4)),
          expiryMonth: integer(details.expiryMonth),
          expiryYear: integer(details.expiryYear),
          holder: text(details.holder),
          main: details.main === true,
          paymentInstrumentId: typeof details.savedCardId === "string" ? details.savedCardId : null,
        },
        address: billing,
      };
    case "PAYPAL":
      return { ...base, wallet: { provider: "PAYPAL", payerEmail: typeof details.payerEmail === "string" ? details.payerEmail : null }, address: billing };
    default:
      return { ...base, wallet: { provider: "KLARNA", payerEmail: null }, address: billing };
  }
}
