import type { NoticeMessage } from "../../ui/notice.tsx";
import { addressFieldOf, type AddressField } from "./address-rules.ts";
import { paymentProblem, type PaymentProblem } from "./payment/payment-errors.ts";

/**
 * A failed checkout call as the page shows it (commerce spec §8 "Behaviour on errors"): the
 * client's `CommerceApiError` read as the billing step reads it (`paymentProblem`: the catalogue's
 * message, id, details and `errorBehaviour`); an address error at its field when the answer names
 * one.
 */
export interface CheckoutError extends PaymentProblem {
  /** No answer at all (the network): safe to send the same request again. */
  network: boolean;
}

export function checkoutErrorOf(error: unknown, siteId: string): CheckoutError {
  const problem = paymentProblem(error, siteId);
  return { ...problem, network: problem.errorId === "HTTP0" };
}

/**
 * The notice of an error, at the top of the step (the checkout has no toasts: a "toast" error
 * stays on the page, where the shopper acted).
 */
export function noticeOf(error: Pick<CheckoutError, "errorId" | "message">): NoticeMessage {
  return { type: "error", level: "top", message: error.message, code: error.errorId };
}

/** The address field an error belongs at (SHP410 at the phone, PAY401 at the country, CHK380/CHK320/SHP500 at `details.field`). */
export function addressFieldOfError(error: Pick<CheckoutError, "errorId" | "field">): AddressField | undefined {
  if (error.errorId === "SHP410") return "recipientContactPhone";
  if (error.errorId === "PAY401") return "country";
  return addressFieldOf(error.field);
}
