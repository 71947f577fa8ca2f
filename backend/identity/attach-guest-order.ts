import { and, eq, isNull } from "drizzle-orm";
import { orders } from "../db/schema.ts";
import type { Executor } from "../db/db-executor.ts";
import { trackingSecretMatches } from "../orders/tracking-secret.ts";

/**
 * Sign-in from the order confirmation (commerce spec §7: the token call's `orderNo` and `st`):
 * a guest order whose tracking secret matches becomes the member's, so it shows in their
 * purchase history. Anything else (unknown order, wrong secret, an order that already has an
 * owner) is ignored silently: sign-in never fails for it and it reveals nothing.
 */
export async function attachGuestOrder(tx: Executor, orderNo: string | null | undefined, st: string | null | undefined, consumerId: string): Promise<boolean> {
  if (!orderNo || !st) return false;
  const [order] = await tx.select().from(orders).where(and(eq(orders.orderNumber, orderNo.toUpperCase()), isNull(orders.consumerId)));
  if (!order || !trackingSecretMatches(order, st)) return false;
  const attached = await tx
    .update(orders)
    .set({ consumerId })
    .where(and(eq(orders.orderNumber, order.orderNumber), isNull(orders.consumerId)))
    .returning({ orderNumber: orders.orderNumber });
  return attached.length === 1;
}
