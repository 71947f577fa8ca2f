import { eq, inArray, sql } from "drizzle-orm";
import { ONLINE_LOCATION } from "../cart/cart-store.ts";
import { releaseCouponRedemptions } from "../cart/promotion-store.ts";
import { consumers, coupons, giftCards, inventory } from "../db/schema.ts";
import type { Executor } from "../db/db-executor.ts";
import type { OrderRow } from "../orders/order-record.ts";
import type { CheckoutOrderItem, CheckoutOrderPayment } from "./order-row.ts";

/**
 * Gives back what an order held: its items to their locations' stock, gift card balances,
 * loyalty points, the athletes allowance and coupon redemptions. Answers the payment record
 * marked released (the caller saves it with the new status). Does nothing twice. For a failed
 * 3-D Secure payment (three-d-secure.ts) and a cancelled order (backend/orders/order-routes.ts).
 */
export async function releaseOrderHolds(tx: Executor, order: OrderRow): Promise<CheckoutOrderPayment> {
  const payment = order.payment as CheckoutOrderPayment;
  if (payment.released) return payment;
  for (const item of order.items as CheckoutOrderItem[]) {
    const location = item.location ?? (item.shippingMethod === "pickup" && item.storeId ? item.storeId : ONLINE_LOCATION);
    await tx
      .insert(inventory)
      .values({ variantId: item.productId, locationId: location, quantity: item.qty })
      .onConflictDoUpdate({ target: [inventory.variantId, inventory.locationId], set: { quantity: sql`${inventory.quantity} + ${item.qty}` } });
  }
  let points = 0;
  let athlete = 0;
  for (const entry of payment.instruments) {
    if (entry.payment_method_id === "GIFT_CARD" && entry.giftCardNumber && entry.amount > 0) {
      await tx
        .update(giftCards)
        .set({ balance: sql`${giftCards.balance} + ${entry.amount}` })
        .where(eq(giftCards.number, entry.giftCardNumber));
    }
    points += entry.points ?? 0;
    if (entry.payment_method_id === "ATHLETES_PAYMENT") athlete += entry.amount;
  }
  if (order.consumerId && (points > 0 || athlete > 0)) {
    await tx
      .update(consumers)
      .set({ loyaltyPoints: sql`${consumers.loyaltyPoints} + ${points}`, currentSpend: sql`greatest(${consumers.currentSpend} - ${athlete}, 0)` })
      .where(eq(consumers.id, order.consumerId));
  }
  if (payment.coupons?.length) {
    await tx
      .update(coupons)
      .set({ redemptions: sql`greatest(${coupons.redemptions} - 1, 0)` })
      .where(inArray(coupons.code, payment.coupons));
    await releaseCouponRedemptions(tx, order.orderNumber);
  }
  return { ...payment, released: true };
}
