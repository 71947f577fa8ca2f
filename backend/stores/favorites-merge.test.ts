import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { favoritesAnswer, sharedFavoritesAnswer, shareFavoritesAnswer } from "../../contracts/api/wishlists.ts";
import { createProduct } from "../testing/catalogue-factory.ts";
import { memberFavoriteId, mergeGuestFavorites } from "./favorites-merge.ts";
import { storesBackend, type StoresKit } from "./stores-test-kit.ts";

let kit: StoresKit;
beforeAll(async () => {
  kit = await storesBackend();
});
afterAll(async () => kit?.close());

const FAVORITES = "/wishlists/v2/favorites";
const now = new Date("2026-11-22T12:00:00Z");

async function guestWith(items: { id: string; qty?: number }[]) {
  const guestId = randomUUID();
  const token = kit.guestToken(guestId);
  let favoriteId = "";
  for (const item of items) favoriteId = (await kit.call("POST", FAVORITES, { token, body: item, contract: favoritesAnswer })).data.favoriteId!;
  return { guestId, token, favoriteId };
}
const listOf = async (token: string) => (await kit.call("GET", FAVORITES, { token, contract: favoritesAnswer })).data;

describe("mergeGuestFavorites (at sign-in)", () => {
  test("a member without a list gets the guest's items; the guest list is gone", async () => {
    const [a, b] = [await createProduct(kit.db), await createProduct(kit.db)];
    const guest = await guestWith([{ id: a!.productId }, { id: b!.variantId, qty: 2 }]);
    const member = await kit.member();
    const merged = await mergeGuestFavorites(kit.db, { guestId: guest.guestId, guestFavoriteId: guest.favoriteId, consumerId: member.consumerId, now });
    const memberList = await listOf(member.token);
    expect(merged.favoriteId).toBe(memberList.favoriteId);
    expect(memberList.items.map((item) => [item.id, item.qty])).toEqual([
      [b!.variantId, 2],
      [a!.productId, 1],
    ]);
    expect((await listOf(guest.token)).favoriteId).toBeNull();
    expect(await memberFavoriteId(kit.db, member.consumerId)).toBe(merged.favoriteId);
  });

  test("into an existing member list: shared items keep the larger quantity", async () => {
    const [both, guestOnly, memberOnly] = [await createProduct(kit.db), await createProduct(kit.db), await createProduct(kit.db)];
    const member = await kit.member();
    await kit.call("POST", FAVORITES, { token: member.token, body: { id: both!.productId, qty: 1 } });
    await kit.call("POST", FAVORITES, { token: member.token, body: { id: memberOnly!.productId, qty: 5 } });
    const before = await listOf(member.token);
    const guest = await guestWith([{ id: both!.productId, qty: 4 }, { id: guestOnly!.productId }]);
    const merged = await mergeGuestFavorites(kit.db, { guestId: guest.guestId, guestFavoriteId: guest.favoriteId, consumerId: member.consumerId, now });
    expect(merged.favoriteId).toBe(before.favoriteId);
    const after = await listOf(member.token);
    expect(Object.fromEntries(after.items.map((item) => [item.id, item.qty]))).toEqual({ [both!.productId]: 4, [guestOnly!.productId]: 1, [memberOnly!.productId]: 5 });
  });

  test("the guest's share link stops working", async () => {
    const product = await createProduct(kit.db);
    const guest = await guestWith([{ id: product.productId }]);
    const link = (await kit.call("POST", `${FAVORITES}/${guest.favoriteId}/share`, { token: guest.token, contract: shareFavoritesAnswer })).data;
    expect((await kit.call("GET", `${FAVORITES}/${guest.favoriteId}/share?shareToken=${link.shareToken}`, { contract: sharedFavoritesAnswer })).status).toBe(200);
    await mergeGuestFavorites(kit.db, { guestId: guest.guestId, consumerId: (await kit.member()).consumerId, now });
    expect((await kit.call("GET", `${FAVORITES}/${guest.favoriteId}/share?shareToken=${link.shareToken}`)).errorId).toBe("PLP400");
  });

  test("never another shopper's list: a favoriteId not the signing-in guest's merges nothing", async () => {
    const product = await createProduct(kit.db);
    const victim = await guestWith([{ id: product.productId }]);
    const attacker = await guestWith([]);
    const member = await kit.member();
    // The attacker names the victim's list in guestObjects.favoriteId.
    const merged = await mergeGuestFavorites(kit.db, { guestId: attacker.guestId, guestFavoriteId: victim.favoriteId, consumerId: member.consumerId, now });
    expect(merged.favoriteId).toBeNull();
    expect((await listOf(victim.token)).items).toHaveLength(1);
    // A stale favoriteId of the signing-in guest's own session does not merge the current list either.
    const guest = await guestWith([{ id: product.productId }]);
    expect((await mergeGuestFavorites(kit.db, { guestId: guest.guestId, guestFavoriteId: randomUUID(), consumerId: member.consumerId, now })).favoriteId).toBeNull();
    expect((await listOf(guest.token)).items).toHaveLength(1);
  });

  test("a guest without favourites changes nothing; an unknown member merges nothing", async () => {
    const member = await kit.member();
    expect(await mergeGuestFavorites(kit.db, { guestId: randomUUID(), consumerId: member.consumerId, now })).toEqual({ favoriteId: null });
    const product = await createProduct(kit.db);
    const guest = await guestWith([{ id: product.productId }]);
    expect(await mergeGuestFavorites(kit.db, { guestId: guest.guestId, consumerId: randomUUID(), now })).toEqual({ favoriteId: null });
    expect((await listOf(guest.token)).items).toHaveLength(1);
  });
});
