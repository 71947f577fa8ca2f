import { ORDER_NUMBER_PATTERN } from "../../../../contracts/api/commerce-constants.ts";
import { genericMessage } from "../../errors/messages.ts";
import { rulesFor, type FormValidators, type Validator } from "../../../forms/validators.ts";
import { isCommerceError } from "../order-history/order-action-errors.ts";
import type { TrackOrderStrings } from "./track-order-strings.ts";

export type TrackOrderField = "orderNumber" | "email";
/** The form's fields in their order (the first invalid one takes the focus). */
export const TRACK_ORDER_FIELDS: readonly TrackOrderField[] = ["orderNumber", "email"];

/** An order number as typed, as the API writes them: spaces around dropped, upper case (`rl12345678` is RL12345678). */
export const normaliseOrderNumber = (typed: string) => typed.trim().toUpperCase();

/**
 * The form's rules (content spec §5 validators): both fields required; the order number `RL`
 * and 8 digits (ORDER_NUMBER_PATTERN, after normalising); the email an email address.
 */
export function trackOrderValidators(language: string, strings: TrackOrderStrings): FormValidators<TrackOrderField> {
  const rules = rulesFor(language);
  const orderNumberFormat: Validator = (value) => (ORDER_NUMBER_PATTERN.test(normaliseOrderNumber(String(value ?? ""))) ? undefined : strings.orderNumberFormat);
  return {
    orderNumber: [rules.required(), orderNumberFormat],
    email: [rules.required(), rules.email()],
  };
}

/** Where a failed look-up is told: beside a field, or above the form. */
export interface TrackOrderFailure {
  field?: TrackOrderField;
  message: string;
  code?: string;
}

/**
 * What a failed TrackOrder tells (commerce spec §8; backend/orders/order-routes.ts): too many
 * misses (429, whatever the id) above the form; no order with this number and email (404 ORD409,
 * or OHS4004: the reference backend's one answer for an unknown number and a wrong email) above
 * the form; a wrong email (400 ORD400, from a commerce API that tells it) at the email; anything
 * else, the catalogue's message above the form.
 */
export function trackOrderFailure(error: unknown, strings: TrackOrderStrings, siteId: string): TrackOrderFailure {
  if (!isCommerceError(error)) return { message: genericMessage(siteId) };
  const code = error.errorId;
  if (error.status === 429) return { message: strings.tooMany, code };
  if (code === "ORD400") return { field: "email", message: strings.wrongEmail, code };
  if (code === "ORD409" || code === "OHS4004") return { message: strings.notFound, code };
  return { message: error.message || genericMessage(siteId), code };
}
