import { rules, validateForm, type FieldErrors } from "../../../forms/validators.ts";
import { cardDigits } from "../checkout/payment/card-rules.ts";
import { serviceProblem, type ServiceProblem } from "../contact-us-form/service-problem.ts";
import type { ServiceFormValues } from "../contact-us-form/use-service-form.ts";
import type { GiftCardBalanceStrings } from "./gift-card-balance-strings.ts";

/**
 * The gift card's rule, the checkout's (checkout/payment/gift-card-form.tsx, whose rule is written
 * inside its component): the number without its spaces and dashes (`cardDigits`, as the backend
 * reads it) and the PIN trimmed, both required. The backend judges the rest: an unknown card or a
 * wrong PIN (GFC800), an expired card (GFC812), too many wrong PINs (GFC799). Pure.
 */

export const GIFT_CARD_FIELDS = ["number", "pin"] as const;
export type GiftCardField = (typeof GIFT_CARD_FIELDS)[number];
export type GiftCardValues = ServiceFormValues<GiftCardField>;

/** The contract's lengths (`giftCardBalanceRequest`), which cap the inputs as the checkout's. */
export const GIFT_CARD_MAX_LENGTHS: Readonly<Record<GiftCardField, number>> = { number: 32, pin: 16 };

export const EMPTY_GIFT_CARD: GiftCardValues = { number: "", pin: "" };

/** The card as the balance call takes it. */
export const giftCardOf = (values: GiftCardValues) => ({ number: cardDigits(values.number), pin: values.pin.trim() });

export function giftCardErrors(values: GiftCardValues, strings: Pick<GiftCardBalanceStrings, "numberRequired" | "pinRequired">): FieldErrors<GiftCardField> {
  return validateForm(giftCardOf(values), { number: [rules.required(strings.numberRequired)], pin: [rules.required(strings.pinRequired)] });
}

/**
 * Where a failed balance check shows: at the field the answer names (GFC800 names the number);
 * the other gift card ids at the number too (commerce spec §8: gift card errors show at the
 * input), but too many wrong PINs (GFC799), which no retyping fixes, above the form, as any
 * other failure.
 */
export function giftCardProblem(error: unknown, siteId: string): ServiceProblem<GiftCardField> {
  const problem = serviceProblem(error, GIFT_CARD_FIELDS, siteId);
  if (!problem.field && problem.errorId.startsWith("GFC") && problem.errorId !== "GFC799") return { ...problem, field: "number" };
  return problem;
}

/** A masked number in groups of four, as printed on the card ("**** **** **** 0017"). */
export const groupedMaskedNumber = (masked: string) => masked.replace(/(.{4})(?=.)/g, "$1 ");
