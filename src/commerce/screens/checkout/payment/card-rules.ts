/**
 * The credit card form's client rules (commerce spec §5 "Card expiry check uses error FE309"):
 * the number's check digit, its brand, the expiry and the security code. The reference backend
 * applies the same rules (backend/checkout/payments.ts) and stays the judge; these tell the
 * shopper before a request is made. Pure.
 */

import { CARD_MAX_YEARS_AHEAD, cardBrand, luhnValid, type CardBrand } from "../../../../../contracts/payment-cards.ts";

export { CARD_MAX_YEARS_AHEAD, cardBrand, luhnValid, type CardBrand };

/** The digits of a number as typed: spaces and dashes dropped. */
export const cardDigits = (typed: string) => typed.replace(/[\s-]/g, "");

/** Digits of the security code: 4 for American Express, else 3. */
export const cvcLength = (brand: CardBrand) => (brand === "amex" ? 4 : 3);
export const cvcValid = (cvc: string, brand: CardBrand) => new RegExp(`^\\d{${cvcLength(brand)}}$`).test(cvc);

/**
 * What is wrong with an expiry (month 1–12; year of 2 or 4 digits): "invalid" (not a date, or
 * too far ahead), "expired" (a card is valid to the end of its month, UTC), or undefined.
 */
export function expiryProblem(month: string, year: string, now: Date): "invalid" | "expired" | undefined {
  const monthText = month.trim();
  const yearText = year.trim();
  if (!/^\d{1,2}$/.test(monthText) || !/^(\d{2}|\d{4})$/.test(yearText)) return "invalid";
  const monthNumber = Number(monthText);
  const fullYear = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (monthNumber < 1 || monthNumber > 12 || fullYear < 2000) return "invalid";
  if (fullYear > now.getUTCFullYear() + CARD_MAX_YEARS_AHEAD) return "invalid";
  const firstDayAfter = Date.UTC(fullYear, monthNumber, 1);
  return firstDayAfter <= now.getTime() ? "expired" : undefined;
}

/** A number as shown while typed: groups of four (American Express 4-6-5). */
export function groupedCardNumber(digits: string): string {
  const groups = cardBrand(digits) === "amex" ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(" ");
}

/** The new card form's fields, in their order (the names the commerce API's errors use). */
export const CARD_FIELDS = ["number", "expiryMonth", "expiryYear", "cvv", "holder"] as const;
export type CardField = (typeof CARD_FIELDS)[number];

export interface CardValues {
  /** As typed (spaces allowed). */
  number: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
  holder: string;
}

export type CardProblem = "invalid" | "expired" | "required";

/** What is wrong with a new card, field by field (the expiry's problem on the month; FE309). */
export function cardProblems(values: CardValues, now: Date): Partial<Record<CardField, CardProblem>> {
  const problems: Partial<Record<CardField, CardProblem>> = {};
  const digits = cardDigits(values.number);
  if (!digits) problems.number = "required";
  else if (!luhnValid(digits)) problems.number = "invalid";
  const expiry = expiryProblem(values.expiryMonth, values.expiryYear, now);
  if (expiry) problems.expiryMonth = expiry;
  if (!cvcValid(values.cvv.trim(), cardBrand(digits))) problems.cvv = values.cvv.trim() ? "invalid" : "required";
  if (!values.holder.trim()) problems.holder = "required";
  return problems;
}
