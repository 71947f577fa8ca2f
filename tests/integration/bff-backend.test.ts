import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { browserOn, storefrontFor } from "./support/storefront-browser.ts";
import { COOKIE } from "../../server/bff/cookies.ts";
import { backendUnderTest, createConsumer, createProduct, createStore, storeEmployees, hashPassword, US_ADDRESS } from "../../backend/testing/index.ts";
import { cartAnswer } from "../../contracts/api/cart.ts";

/** The storefront's BFF in front of the real reference backend: a guest shops, signs in, signs out. */
let backend: Awaited<ReturnType<typeof backendUnderTest>>;
let storefront: ReturnType<typeof storefrontFor>;
beforeAll(async () => {
  backend = await backendUnderTest();
  storefront = storefrontFor(backend);
});
afterAll(async () => backend?.close());

describe("BFF and reference backend together", () => {
  test("a guest fills a cart, signs in (PKCE on the server), the cart is merged, then signs out", async () => {
    const { variantId } = await createProduct(backend.database.db, { stock: 20, price: 2500 });
    const consumer = await createConsumer(backend.database.db);
    const shopper = browserOn(storefront);
    await shopper.request("GET", "/api/session");

    const created = await shopper.request("POST", "/api/commerce/cart/v1/cart", { body: { siteId: "RL-US" } });
    expect(created.status).toBe(201);
    const basketId = cartAnswer.parse(created.json).id;
    const added = await shopper.request("POST", "/api/commerce/cart/v1/item", { body: { basketId, productId: variantId, qty: 2 } });
    expect(added.status).toBe(200);
    expect(cartAnswer.parse(added.json).totalItems).toBe(2);
    // No token ever reaches page scripts' view of an answer.
    expect(added.text).not.toMatch(/accessToken|refreshToken/);

    const wrong = await shopper.request("POST", "/api/session/signin", { body: { username: consumer.email, password: "not-it", basketId } });
    expect(wrong.status).toBe(401);
    expect((wrong.json.errorDetails as { errorId: string }[])[0]!.errorId).toBe("AUT401");

    const signedIn = await shopper.request("POST", "/api/session/signin", { body: { username: consumer.email, password: consumer.password, basketId } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json).toMatchObject({ loggedIn: true, consumerNo: consumer.consumerNo, mergedCartItemCountIncreased: true });
    expect(signedIn.text).not.toMatch(/accessToken|refreshToken|codeVerifier/);
    expect(shopper.jar.get(COOKIE.markerLogin)).toBe("1");

    const memberCart = await shopper.request("GET", `/api/commerce/cart/v1/cart/${signedIn.json.basketId as string}`);
    expect(memberCart.status).toBe(200);
    expect(cartAnswer.parse(memberCart.json).items.map((item) => [item.productId, item.qty])).toEqual([[variantId, 2]]);

    const signedOut = await shopper.request("POST", "/api/session/signout", { body: {} });
    expect(signedOut.json).toEqual({ loggedIn: false, message: "Success" });
    expect(shopper.jar.has(COOKIE.markerLogin)).toBe(false);
    // The member's cart is not readable by the new guest session.
    const afterSignOut = await shopper.request("GET", `/api/commerce/cart/v1/cart/${signedIn.json.basketId as string}`);
    expect(afterSignOut.status).toBe(404);
    expect((afterSignOut.json.errorDetails as { errorId: string }[])[0]!.errorId).toBe("BSK404");
  });

  test("one shopper's session never reads another's cart", async () => {
    const first = browserOn(storefront);
    const second = browserOn(storefront);
    await first.request("GET", "/api/session");
    await second.request("GET", "/api/session");
    const basketId = cartAnswer.parse((await first.request("POST", "/api/commerce/cart/v1/cart", { body: { siteId: "RL-GB" } })).json).id;
    await second.request("POST", "/api/commerce/cart/v1/cart", { body: { siteId: "RL-GB" } });
    const stolen = await second.request("GET", `/api/commerce/cart/v1/cart/${basketId}`);
    expect(stolen.status).toBe(404);
    expect((stolen.json.errorDetails as { errorId: string }[])[0]!.errorId).toBe("BSK404");
  });

  test("an associate signs in (buy-in-store), builds a cart for a customer with a price adjustment, and signs out", async () => {
    const { db } = backend.database;
    const { storeId } = await createStore(db, { name: "Boulder Flagship" });
    await db.insert(storeEmployees).values({ id: "E-BFF-1", storeId, name: "Sam Associate", email: "sam.bff@example.test", passwordHash: await hashPassword("Associate-2026") });
    const { variantId } = await createProduct(db, { stock: 20, price: 4000 });
    const associate = browserOn(storefront);
    await associate.request("GET", "/api/session");
    const refused = await associate.request("POST", "/api/session/associate", { body: { storeId, employeeId: "E-BFF-1", password: "wrong" } });
    expect(refused.status).toBe(401);
    const signedIn = await associate.request("POST", "/api/session/associate", { body: { storeId, employeeId: "E-BFF-1", password: "Associate-2026" } });
    expect(signedIn.json).toEqual({ loggedIn: true, associate: { storeId, storeName: "Boulder Flagship", storeEmployeeId: "E-BFF-1", storeEmployeeName: "Sam Associate" } });
    expect(signedIn.text).not.toMatch(/accessToken|refreshToken/);
    expect((await associate.request("GET", "/api/session")).json).toMatchObject({ loggedIn: true, associate: { storeId } });

    const basketId = cartAnswer.parse((await associate.request("POST", "/api/commerce/cart/v1/cart", { body: { siteId: "RL-US" } })).json).id;
    const itemId = cartAnswer.parse((await associate.request("POST", "/api/commerce/cart/v1/item", { body: { basketId, productId: variantId } })).json).items[0]!.id;
    const adjusted = await associate.request("POST", `/api/commerce/cart/v1/cart/${basketId}/price_adjustments`, { body: { itemId, type: "AMOUNT", value: 5, reasonCode: "PRICE_MATCH" } });
    expect(adjusted.status).toBe(201);
    expect(cartAnswer.parse(adjusted.json).priceAdjustments?.[0]).toMatchObject({ storeId, storeEmployeeId: "E-BFF-1", amount: 5 });

    const out = await associate.request("POST", "/api/session/signout");
    expect(out.json).toMatchObject({ loggedIn: false });
    expect((await associate.request("GET", "/api/session")).json).toMatchObject({ loggedIn: false, associate: null });
  });

  test("text the database cannot store (NUL, a lone surrogate) is 400 ATTR300 naming the field, through the BFF too, never a 500", async () => {
    const shopper = browserOn(storefront);
    await shopper.request("GET", "/api/session");
    const basketId = cartAnswer.parse((await shopper.request("POST", "/api/commerce/cart/v1/cart", { body: { siteId: "RL-US" } })).json).id;
    const shareToken = "A".repeat(32);
    const calls: [method: string, path: string, body: unknown, field: string][] = [
      ["GET", "/api/commerce/cart/v1/cart/a%00b", undefined, "basketId"],
      ["GET", `/api/commerce/wishlists/v2/favorites/%00/share?shareToken=${shareToken}`, undefined, "favoriteId"],
      ["GET", "/api/commerce/products/v2/search/productSearch?q=boot%00s", undefined, "q"],
      ["POST", `/api/commerce/cart/v2/cart/${basketId}/shippingAddress`, { address: { ...US_ADDRESS, addressLine1: "12 Beacon Street\ud800" } }, "address.addressLine1"],
      ["POST", "/api/session/signin", { username: "a\u0000b@example.com", password: "not-it" }, "username"],
    ];
    for (const [method, path, body, field] of calls) {
      const answer = await shopper.request(method, path, { body });
      const error = (answer.json.errorDetails as { errorId: string; field?: string }[])[0]!;
      expect([answer.status, error.errorId, error.field], `${method} ${path}`).toEqual([400, "ATTR300", field]);
    }
  });
});
