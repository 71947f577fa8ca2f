import { randomUUID } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { cartItems, carts, consumers } from "../db/schema.ts";

/** Add-to-cart's maximum quantity (commerce spec §5, §9): merged lines are capped to it. */
export const MAX_LINE_QUANTITY = 999999;

export interface GuestCartMerge {
  /** The guest of the request's bearer token: only a cart of this guest is merged. */
  guestId: string;
  /** guestObjects.basketId of the token call. */
  guestCartId: string;
  consumerId: string;
  now: Date;
}

export interface MergeOutcome {
  /** The member cart the items went to; undefined when nothing was merged. */
  basketId: string | undefined;
  /** The member cart's unit count grew (the merged notice of spec §4). */
  mergedCartItemCountIncreased: boolean;
}

const NOTHING_MERGED: MergeOutcome = { basketId: undefined, mergedCartItemCountIncreased: false };

async function unitsIn(db: Database, cartId: string): Promise<number> {
  const [row] = await db
    .select({ units: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
  return Number(row?.units ?? 0);
}

/**
 * At sign-in, moves a guest's cart into the member's: the guest cart must be active, belong to
 * this guest and to no member (anything else is ignored: never another shopper's cart). The
 * member's active cart of the same site and currency receives the lines (one is created when
 * there is none); a variant already in it gets the quantities added, capped at
 * MAX_LINE_QUANTITY. Bonus (gift) lines are not moved: promotions add them again. Then the guest
 * cart is deleted with its coupons and payment instruments. Runs in a transaction of its own,
 * or in a savepoint when `db` already is a transaction.
 */
export async function mergeGuestCart(db: Database, merge: GuestCartMerge): Promise<MergeOutcome> {
  return db.transaction(async (tx) => {
    const [guestCart] = await tx
      .select()
      .from(carts)
      .where(and(eq(carts.id, merge.guestCartId), eq(carts.guestId, merge.guestId), isNull(carts.consumerId), eq(carts.status, "active")))
      .for("update");
    if (!guestCart) return NOTHING_MERGED;

    // One merge at a time per member: two sign-ins at once must not create two member carts.
    const [member] = await tx.select({ id: consumers.id }).from(consumers).where(eq(consumers.id, merge.consumerId)).for("update");
    if (!member) return NOTHING_MERGED;

    let [memberCart] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.consumerId, merge.consumerId), eq(carts.status, "active"), eq(carts.siteId, guestCart.siteId), eq(carts.currency, guestCart.currency)))
      .orderBy(desc(carts.updatedAt))
      .limit(1);
    memberCart ??= (
      await tx
        .insert(carts)
        .values({ id: randomUUID(), siteId: guestCart.siteId, currency: guestCart.currency, consumerId: merge.consumerId, createdAt: merge.now, updatedAt: merge.now })
        .returning({ id: carts.id })
    )[0]!;

    const before = await unitsIn(tx, memberCart.id);
    const lines = await tx
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.cartId, guestCart.id), eq(cartItems.bonus, false)))
      .orderBy(cartItems.createdAt);
    for (const line of lines) {
      await tx
        .insert(cartItems)
        .values({
          id: randomUUID(),
          cartId: memberCart.id,
          variantId: line.variantId,
          quantity: Math.min(line.quantity, MAX_LINE_QUANTITY),
          shippingMethod: line.shippingMethod,
          storeId: line.storeId,
          bonus: false,
          createdAt: merge.now,
        })
        .onConflictDoUpdate({
          target: [cartItems.cartId, cartItems.variantId, cartItems.bonus],
          set: { quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${sql.raw(String(MAX_LINE_QUANTITY))})` },
        });
    }
    await tx.delete(carts).where(eq(carts.id, guestCart.id));
    await tx.update(carts).set({ updatedAt: merge.now }).where(eq(carts.id, memberCart.id));
    const after = await unitsIn(tx, memberCart.id);
    return { basketId: memberCart.id, mergedCartItemCountIncreased: after > before };
  });
}
