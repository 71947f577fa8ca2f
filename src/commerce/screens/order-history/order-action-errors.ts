import { genericMessage } from "../../errors/messages.ts";
import type { OrderHistoryStrings } from "./order-history-strings.ts";

/** What a shopper can do with an order from its details. */
export type OrderAction = "cancel" | "invoice" | "returnLabel" | "resendGiftCard";

interface CommerceErrorLike extends Error {
  errorId: string;
  status: number;
  response: unknown;
}

/** A `CommerceApiError`, recognised without importing the commerce client (it loads when first needed). */
export const isCommerceError = (error: unknown): error is CommerceErrorLike =>
  error instanceof Error && error.name === "CommerceApiError" && typeof (error as Partial<CommerceErrorLike>).errorId === "string";

const REASONS = ["shipped", "cancelled", "status", "window", "nothing_returnable"] as const;
type Reason = (typeof REASONS)[number];

/** The reason a refusal gives (`errorDetails[0].reason`, backend/orders/README.md). */
function reasonOf(response: unknown): Reason | undefined {
  const details = response && typeof response === "object" && "errorDetails" in response && Array.isArray(response.errorDetails) ? (response.errorDetails[0] as unknown) : undefined;
  const reason = details && typeof details === "object" && "reason" in details ? details.reason : undefined;
  return REASONS.find((known) => known === reason);
}

/**
 * What the shopper reads when an order action fails. A refusal because of the order's state
 * (409: cancel and invoice answer ORD409, the return label RTN500) is told by its reason: the
 * catalogue's ORD409 text, "order not found", would mislead for an order on the screen. The
 * gift card resend's GFC725 is its daily limit (429) or an order not placed (409); GFO405 an
 * order without e-gift cards. Anything else: the catalogue's message for the id (the site's language).
 */
export function orderActionMessage(action: OrderAction, error: unknown, strings: OrderHistoryStrings, siteId: string): string {
  if (!isCommerceError(error)) return genericMessage(siteId);
  if (action === "resendGiftCard") {
    if (error.errorId === "GFC725") return error.status === 429 ? strings.giftCardResendLimit : strings.refusals.status;
    if (error.errorId === "GFO405") return strings.noGiftCard;
  }
  const reason = error.status === 409 ? reasonOf(error.response) : undefined;
  if (reason) return strings.refusals[reason];
  return error.message || genericMessage(siteId);
}

/** The action was refused because the order is not what the screen shows any more: read it again. */
export const orderChangedUnderneath = (error: unknown) => isCommerceError(error) && error.status === 409;
