import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { createCommerceClient, CommerceApiError } from "./client.ts";
import { browserOn, storefrontFor } from "../../../server/bff/testing/browser.ts";
import { COOKIE } from "../../../server/bff/cookies.ts";
import { backendUnderTest } from "../../../backend/testing/backend-under-test.ts";
import { createProduct } from "../../../backend/testing/catalogue-factory.ts";
import { carts } from "../../../backend/db/schema.ts";
import { eq } from "drizzle-orm";

let backend: Awaited<ReturnType<typeof backendUnderTest>>;
let storefront: ReturnType<typeof storefrontFor>;
beforeAll(async () => {
  backend = await backendUnderTest();
  storefront = storefrontFor(backend);
});
afterAll(async () => backend?.close());

async function shopper() {
  const browser = browserOn(storefront);
  await browser.fetch("/api/session");
  let stored: string | undefined;
  const onInvalidCustomer = vi.fn();
  const client = createCommerceClient({
    fetch: browser.fetch,
    csrfToken: () => browser.jar.get(COOKIE.csrf),
    siteId: "RL-US",
    cartStore: { get: () => stored, set: (id) => void (stored = id) },
    onInvalidCustomer,
  });
  return { client, onInvalidCustomer, storedCart: () => stored };
}

describe("the commerce client", () => {
  test("adds items to a cart it creates on first use, with default quantity 1", async () => {
    const { variantId } = await createProduct(backend.database.db, { stock: 10 });
    const { client, storedCart } = await shopper();
    const cart = await client.addItem(variantId);
    expect(cart.id).toBe(storedCart());
    expect(cart.items.map((item) => item.qty)).toEqual([1]);
    expect((await client.addItem(variantId, 3)).items[0]!.qty).toBe(4);
  });

  test("BSK404: a new cart is made and the action retried", async () => {
    const { variantId } = await createProduct(backend.database.db, { stock: 10 });
    const { client, storedCart } = await shopper();
    const first = await client.createCart();
    await backend.database.db.delete(carts).where(eq(carts.id, first.id));
    const cart = await client.addItem(variantId, 2);
    expect(cart.id).not.toBe(first.id);
    expect(storedCart()).toBe(cart.id);
    expect(cart.items[0]!.qty).toBe(2);
  });

  test("errors carry the catalogue id, the request and a shopper's message with the server's maximum", async () => {
    const { variantId } = await createProduct(backend.database.db, { stock: 3 });
    const { client } = await shopper();
    const failure = await client.addItem(variantId, 5).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CommerceApiError);
    const error = failure as CommerceApiError;
    expect([error.errorId, error.status]).toEqual(["INV408", 400]);
    expect(error.message).toBe("You can add at most 3 of this item.");
    expect(error.request).toMatchObject({ method: "POST", path: "/cart/v1/item" });
    expect(error.correlationId).toEqual(expect.any(String));
  });
});

describe("AUT498 (invalid customer)", () => {
  test("clears the stored cart, asks for a new one, tells the page, and still fails the action", async () => {
    const calls: string[] = [];
    const fetchLike = (async (input: string | URL | Request, init?: RequestInit) => {
      calls.push(`${init?.method} ${String(input)}`);
      return Response.json({ errorDetails: [{ errorId: "AUT498", message: "invalid customer" }], correlationId: "c-1" }, { status: 401 });
    }) as typeof fetch;
    let stored: string | undefined = "old-cart";
    const onInvalidCustomer = vi.fn();
    const client = createCommerceClient({ fetch: fetchLike, csrfToken: () => "t", siteId: "RL-US", cartStore: { get: () => stored, set: (id) => void (stored = id) }, onInvalidCustomer });
    await expect(client.getCart()).rejects.toMatchObject({ errorId: "AUT498" });
    expect(stored).toBeUndefined();
    expect(calls).toEqual(["GET /api/commerce/cart/v1/cart/old-cart", "POST /api/commerce/cart/v1/cart"]);
    expect(onInvalidCustomer).toHaveBeenCalledOnce();
  });
});

describe("checkout through the client", () => {
  test("address, shipping, card, prepare and place; the stored cart is forgotten after the order", async () => {
    const { variantId } = await createProduct(backend.database.db, { stock: 10, price: 4000 });
    const { client, storedCart } = await shopper();
    await client.addItem(variantId, 2);
    const address = { recipientFirstName: "Alex", recipientLastName: "Walker", addressLine1: "12 Beacon Street", city: "Boston", stateCityProvDept: "MA", postalCode: "02108", country: "US", recipientContactPhone: "(617) 555-0181", recipientContactEmail: "alex@example.com" };
    expect((await client.setShippingAddress(address)).shippingMethods.length).toBeGreaterThan(0);
    const options = await client.shippingMethods("me");
    expect(options.applicableShippingMethods.map((method) => method.code)).toContain("standard");
    await client.chooseShippingMethod("me", "standard");
    const methods = await client.paymentMethods();
    expect(methods.applicablePaymentMethods.find((method) => method.id === "CREDIT_CARD")?.available).toBe(true);
    const paid = await client.addPaymentInstrument({ payment_method_id: "CREDIT_CARD", number: "4111 1111 1111 1111", expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 1, holder: "Alex Walker", cvv: "123" });
    expect(paid.totals.remainingToPay).toBe(0);
    await client.prepareOrder();
    const order = await client.placeOrder({ paymentMethod: { code: "CREDIT_CARD" } });
    expect(order.status).toBe("placed");
    expect(storedCart()).toBeUndefined();
    // The order can be tracked with its email.
    expect((await client.trackOrder(order.orderNumber, "alex@example.com")).orderNumber).toBe(order.orderNumber);
  });
});
