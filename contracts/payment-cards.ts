/**
 * Payment card rules both programs apply (commerce spec §5: card expiry FE309): the number's check
 * digit, the brand by issuer prefix, and how far ahead an expiry may be. The storefront tells the
 * shopper before a request (src/commerce/screens/checkout/payment/card-rules.ts); the commerce
 * API (backend/checkout/payments.ts) stays the judge. Pure, zod-free.
 */

export type CardBrand = "visa" | "mastercard" | "amex" | "discover" | "card";

/** Card numbers are 12 to 19 digits. */
const CARD_DIGITS = /^\d{12,19}$/;

/** Whether `digits` (12–19 of them) pass the Luhn check. */
export function luhnValid(digits: string): boolean {
  if (!CARD_DIGITS.test(digits)) return false;
  const sum = [...digits].reverse().reduce((total, character, position) => {
    const digit = Number(character);
    if (position % 2 === 0) return total + digit;
    const doubled = digit * 2;
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return sum % 10 === 0;
}

/** The issuer-number ranges of the brands named (the number's first digits). */
const BRAND_PREFIXES: readonly (readonly [CardBrand, RegExp])[] = [
  ["amex", /^3[47]/],
  ["visa", /^4/],
  ["mastercard", /^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/],
  ["discover", /^(6011|65|64[4-9])/],
];

/** The brand of a (partial) number: "card" until the first digits tell. */
export function cardBrand(digits: string): CardBrand {
  return BRAND_PREFIXES.find(([, prefix]) => prefix.test(digits))?.[0] ?? "card";
}

/** A card's expiry is refused beyond this many years ahead. */
export const CARD_MAX_YEARS_AHEAD = 20;
