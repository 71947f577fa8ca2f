// @vitest-environment jsdom
import { afterEach, expect, test } from "vitest";
import { browserCartStoreFor } from "./browser-session.ts";
import { hasCart } from "./cart/cart-events.ts";

afterEach(() => {
  for (const siteId of ["RL-US", "RL-DE"]) browserCartStoreFor(siteId).set(undefined);
});

test("each site remembers a cart of its own: a US cart is not the German site's", () => {
  browserCartStoreFor("RL-US").set("cart-us");
  expect(browserCartStoreFor("RL-US").get()).toBe("cart-us");
  expect(browserCartStoreFor("RL-DE").get()).toBeUndefined();
  expect([hasCart("RL-US"), hasCart("RL-DE")]).toEqual([true, false]);
  browserCartStoreFor("RL-DE").set("cart-de");
  browserCartStoreFor("RL-US").set(undefined);
  expect([browserCartStoreFor("RL-US").get(), browserCartStoreFor("RL-DE").get()]).toEqual([undefined, "cart-de"]);
});
