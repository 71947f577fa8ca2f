import { afterAll, beforeAll, expect, test } from "vitest";
import { favoritesAnswer } from "../../contracts/api/wishlists.ts";
import { backendUnderTest } from "../testing/backend-under-test.ts";
import { createProduct } from "../testing/catalogue-factory.ts";
import { createConsumer } from "../testing/consumer-factory.ts";
import { guestToken, signIn, type Backend } from "./auth-test-kit.ts";

/** Sign-in through the token call: what the guest hearted is in the member's favourites after. */
let backend: Backend;
beforeAll(async () => {
  backend = await backendUnderTest();
});
afterAll(async () => backend?.close());

test("the guest's favourites join the member's list; the token answer names it", async () => {
  const { db } = backend.database;
  const [boots, tent] = [await createProduct(db), await createProduct(db)];
  const member = await createConsumer(db);
  const memberToken = (await signIn(backend, member)).accessToken;
  expect((await backend.call("POST", "/wishlists/v2/favorites", { token: memberToken, body: { id: boots.variantId } })).status).toBeLessThan(300);

  const guest = await guestToken(backend);
  expect((await backend.call("POST", "/wishlists/v2/favorites", { token: guest.accessToken, body: { id: tent.variantId } })).status).toBeLessThan(300);

  const session = await signIn(backend, member, { token: guest.accessToken });
  expect(session.favorites.favoriteId).toEqual(expect.any(String));
  const list = favoritesAnswer.parse((await backend.call("GET", "/wishlists/v2/favorites", { token: session.accessToken })).json);
  expect(list.favoriteId).toBe(session.favorites.favoriteId);
  expect(new Set(list.items.map((item) => item.id))).toEqual(new Set([boots.variantId, tent.variantId]));
  // The guest's own list is gone.
  const guestList = favoritesAnswer.parse((await backend.call("GET", "/wishlists/v2/favorites", { token: guest.accessToken })).json);
  expect(guestList.items).toEqual([]);
});
