import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { browserOn, storefrontFor } from "./testing/browser.ts";
import { COOKIE } from "./cookies.ts";
import { backendUnderTest } from "../../backend/testing/backend-under-test.ts";
import { createConsumer } from "../../backend/testing/consumer-factory.ts";
import { createProduct } from "../../backend/testing/catalogue-factory.ts";
import { cartAnswer } from "../../src/commerce/api/contracts/cart.ts";

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
});
