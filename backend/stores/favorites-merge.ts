import { and, eq, isNull, notInArray, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { consumers, favoriteItems, favorites } from "../db/schema.ts";
import { ensureList } from "./favorites-store.ts";

export interface GuestFavoritesMerge {
  /** The guest of the token call's bearer token: only this guest's list is merged. */
  guestId: string;
  /** guestObjects.favoriteId of the token call; when sent, it must be that guest's list. */
  guestFavoriteId?: string | null;
  consumerId: string;
  now: Date;
}

/**
 * At sign-in, a guest's favourites join the member's list, as the cart does: what a shopper
 * hearted before signing in is still there after. Items the member already has keep the
 * larger quantity; the guest list (and its share link) is then deleted. Never another
 * shopper's list: the guest list must belong to the signing-in guest (and be the one named,
 * when one is named). Answers the member's favoriteId (null when the member has no list).
 * Runs in a transaction of its own, or a savepoint inside the token call's.
 */
export async function mergeGuestFavorites(db: Database, merge: GuestFavoritesMerge): Promise<{ favoriteId: string | null }> {
  return db.transaction(async (tx) => {
    const member = { kind: "registered" as const, consumerId: merge.consumerId };
    const [guestList] = await tx
      .select()
      .from(favorites)
      .where(and(eq(favorites.guestId, merge.guestId), isNull(favorites.consumerId)))
      .for("update");
    const named = merge.guestFavoriteId ?? undefined;
    if (!guestList || (named !== undefined && named !== guestList.id)) {
      const [memberList] = await tx.select({ id: favorites.id }).from(favorites).where(eq(favorites.consumerId, merge.consumerId));
      return { favoriteId: memberList?.id ?? null };
    }
    const [known] = await tx.select({ id: consumers.id }).from(consumers).where(eq(consumers.id, merge.consumerId));
    if (!known) return { favoriteId: null };

    const memberList = await ensureList(tx, member, merge.now);
    // Items both lists hold keep the larger quantity; the others move over with their ids.
    await tx.execute(sql`
      update ${favoriteItems} as mine set quantity = greatest(mine.quantity, theirs.quantity)
      from ${favoriteItems} as theirs
      where mine.list_id = ${memberList.id} and theirs.list_id = ${guestList.id} and theirs.ref = mine.ref`);
    await tx
      .update(favoriteItems)
      .set({ listId: memberList.id })
      .where(and(eq(favoriteItems.listId, guestList.id), notInArray(favoriteItems.ref, tx.select({ ref: favoriteItems.ref }).from(favoriteItems).where(eq(favoriteItems.listId, memberList.id)))));
    // What is left of the guest list goes with it (and its share link stops working).
    await tx.delete(favorites).where(eq(favorites.id, guestList.id));
    await tx.update(favorites).set({ updatedAt: merge.now }).where(eq(favorites.id, memberList.id));
    return { favoriteId: memberList.id };
  });
}

/** The member's favoriteId for the login session's `favorites.favoriteId` (null before a first favourite). */
export async function memberFavoriteId(db: Pick<Database, "select">, consumerId: string): Promise<string | null> {
  const [list] = await db.select({ id: favorites.id }).from(favorites).where(eq(favorites.consumerId, consumerId));
  return list?.id ?? null;
}
