import { and, eq } from "drizzle-orm";
import { cartOwnedBy } from "../cart/cart-store.ts";
import { carts, orders } from "../db/schema.ts";
import type { Executor } from "../db/db-executor.ts";
import { ApiError } from "../http/errors.ts";
import type { Identity } from "../identity/tokens.ts";
import type { OrderRow } from "../orders/order-record.ts";

/**
 * The order `orderNumber` of the caller: one placed from a cart the token's owner has
 * (`cartOwnedBy`). Someone else's order and an unknown number are the same 404 ORD409, so that
 * the answer never tells that another shopper's order exists. `lock` holds the row for a change.
 */
export async function ownOrder(db: Executor, identity: Identity, orderNumber: string, options: { lock?: boolean } = {}): Promise<OrderRow> {
  const query = db
    .select({ order: orders })
    .from(orders)
    .innerJoin(carts, eq(carts.id, orders.cartId))
    .where(and(eq(orders.orderNumber, orderNumber), cartOwnedBy(identity)));
  const [found] = options.lock ? await query.for("update", { of: orders }) : await query;
  if (!found) throw new ApiError(404, "ORD409", "Order not found");
  return found.order;
}
