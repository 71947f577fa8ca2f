import { eq } from "drizzle-orm";
import type { PaymentMethodId } from "../../contracts/api/checkout.ts";
import { orders } from "../db/schema.ts";
import type { Database } from "../db/database.ts";
import { ApiError } from "../http/errors.ts";
import type { Identity } from "../identity/tokens.ts";
import type { OrderRow } from "../orders/order-record.ts";
import { ownOrder } from "./order-lookup.ts";
import type { CheckoutOrderPayment } from "./order-row.ts";
import { releaseOrderHolds } from "./release-order-holds.ts";

/**
 * **3-D Secure**: a card that needs a challenge (payments.ts TEST_CARDS) places the order as
 * payment_pending, holding its stock and balances, and the answer carries a PaymentNotAuthorized
 * flash. PATCH with transStatus Y places it; N (or a card whose bank refuses) fails it
 * (payment_failed) and gives everything back; the cart stays ordered (the client makes a new one).
 */

/**
 * PATCH: the 3-D Secure result of an order of the caller (404 ORD409 otherwise). A pending
 * order: Y places it (unless the card's bank refuses: payments.ts), N fails it and gives its
 * holds back. A repeated result answers the order as it is; a contrary one is 409 PAY400.
 */
export async function completeChallenge(db: Database, identity: Identity, orderNumber: string, input: { code: PaymentMethodId; transStatus: "Y" | "N" }): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const order = await ownOrder(tx, identity, orderNumber, { lock: true });
    const payment = order.payment as CheckoutOrderPayment;
    if (input.code !== payment.code) throw new ApiError(400, "PAY400", `This order is paid by ${payment.code}`, { field: "paymentMethod.code" });

    if (order.status !== "payment_pending") {
      if ((order.status === "placed" && input.transStatus === "Y") || order.status === "payment_failed") return order;
      throw new ApiError(409, "PAY400", `The payment of this order is already settled (${order.status})`);
    }
    const authorised = input.transStatus === "Y" && payment.threeDS.outcome !== "challenge-refused";
    const threeDS = { ...payment.threeDS, result: input.transStatus };
    const [updated] = authorised
      ? await tx
          .update(orders)
          .set({ status: "placed", payment: { ...payment, threeDS } })
          .where(eq(orders.orderNumber, order.orderNumber))
          .returning()
      : await tx
          .update(orders)
          .set({ status: "payment_failed", payment: { ...(await releaseOrderHolds(tx, order)), threeDS } })
          .where(eq(orders.orderNumber, order.orderNumber))
          .returning();
    return updated!;
  });
}
