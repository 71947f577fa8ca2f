import { segment, type CommerceTransport } from "./client-core.ts";
import type {
  PurchaseHistoryRequest,
  ReturnLabelRequest,
} from "../../../contracts/api/orders.ts";

/**
 * The order calls of commerce spec §7 (Consumer): history, details, tracking, cancellation, and
 * the two documents. The return label and the invoice answer PDF: they resolve to a `File` (a
 * Blob of type application/pdf named as the server names it), for a download link.
 */
export function orderCalls({ call, pdf, answers }: CommerceTransport) {
  const { cancelOrderAnswer, orderDetailsAnswer, purchaseHistoryAnswer, trackOrderAnswer } = answers;
  return {
    /** Newest first, 10 a page unless asked. */
    purchaseHistory: (page: PurchaseHistoryRequest = {}) => call("POST", "/consumers-v3/consumer/purchasehistory", purchaseHistoryAnswer, { body: page }),
    orderDetails: (orderNumber: string) => call("GET", `/consumers-v3/consumer/purchase/${segment(orderNumber)}`, orderDetailsAnswer),
    /** No sign-in needed: the order number and the email it was placed with. */
    trackOrder: (orderNumber: string, email: string) => call("POST", "/consumers-v3/consumer/TrackOrder", trackOrderAnswer, { body: { orderNumber, email } }),
    cancelOrder: (orderNumber: string) => call("POST", "/consumers-v3/consumer/CancelOrder", cancelOrderAnswer, { body: { orderNumber } }),
    /** A return label for every returnable line, or for `items` (line and quantity). */
    returnLabel: (orderNumber: string, request: ReturnLabelRequest = {}) => pdf("POST", `/consumers-v3/consumer/return/${segment(orderNumber)}/returnLabel`, { body: request }),
    downloadInvoice: (orderNumber: string) => pdf("POST", "/consumers-v3/consumer/purchase/invoice/download", { body: { orderNumber } }),
  };
}
