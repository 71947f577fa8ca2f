import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { browserOn, storefrontFor } from "./support/storefront-browser.ts";
import { addresses, backendUnderTest, createConsumer, createOrder, createProduct, savedCards } from "../../backend/testing/index.ts";

/**
 * Issue 15's security rule, through the storefront's BFF in front of the real reference backend:
 * another member's addresses, saved cards, orders and favourites are never reachable, whatever id
 * a signed-in member sends. Each attempt must fail without revealing or changing anything.
 */
let backend: Awaited<ReturnType<typeof backendUnderTest>>;
let storefront: ReturnType<typeof storefrontFor>;
beforeAll(async () => {
  backend = await backendUnderTest();
  storefront = storefrontFor(backend);
});
afterAll(async () => backend?.close());

async function signedIn(consumer: { email: string; password: string }) {
  const browser = browserOn(storefront);
  await browser.request("GET", "/api/session");
  const answer = await browser.request("POST", "/api/session/signin", { body: { username: consumer.email, password: consumer.password } });
  expect(answer.status).toBe(200);
  return browser;
}

const refused = (status: number) => status === 401 || status === 403 || status === 404;

describe("one member never reaches another's account through the BFF", () => {
  test("addresses, saved cards, orders and favourites of A are out of B's reach", async () => {
    const db = backend.database.db;
    const alice = await createConsumer(db);
    const bob = await createConsumer(db);
    const product = await createProduct(db, { stock: 5, price: 4200 });
    const { variantId } = product;
    await db.insert(addresses).values({ id: "ADDR-ALICE", consumerId: alice.id, approachType: "S", main: true, addressLine1: "1 Private Lane", city: "Boulder", country: "US", postalCode: "80302", stateCityProvDept: "CO", recipientFirstName: "Alice", recipientLastName: "A" });
    await db.insert(savedCards).values({ id: "CARD-ALICE", consumerId: alice.id, brand: "visa", last4: "1111", expiryMonth: 12, expiryYear: 2030, holder: "Alice A", main: true });
    const order = await createOrder(db, { consumerId: alice.id, email: alice.email, status: "placed", lines: [{ product, qty: 1 }] });

    const a = await signedIn(alice);
    const favourites = await a.request("POST", "/api/commerce/wishlists/v2/favorites", { body: { id: variantId, siteId: "RL-US" } });
    expect(favourites.status).toBe(200);
    const favoriteId = favourites.json.favoriteId as string;
    const itemId = (favourites.json.items as { itemId: string }[])[0]!.itemId;

    const b = await signedIn(bob);
    const attempts: [string, string, unknown?][] = [
      ["PUT", "/api/commerce/consumers-v3/consumer/address/ADDR-ALICE", { address: { addressLine1: "Stolen", city: "X", country: "US", postalCode: "80302", stateCityProvDept: "CO", recipientFirstName: "B", recipientLastName: "B", approachType: "S" } }],
      ["DELETE", "/api/commerce/consumers-v3/consumer/address/ADDR-ALICE"],
      ["PATCH", "/api/commerce/consumers-v3/consumer/payment_instruments/CARD-ALICE", { holder: "Bob B" }],
      ["DELETE", "/api/commerce/consumers-v3/consumer/payment_instruments/CARD-ALICE"],
      ["GET", `/api/commerce/consumers-v3/consumer/purchase/${order.orderNumber}`],
      ["POST", "/api/commerce/consumers-v3/consumer/purchase/invoice/download", { orderNumber: order.orderNumber }],
      ["POST", "/api/commerce/consumers-v3/consumer/CancelOrder", { orderNumber: order.orderNumber }],
      ["POST", `/api/commerce/consumers-v3/consumer/return/${order.orderNumber}/returnLabel`, {}],
      ["DELETE", `/api/commerce/wishlists/v2/favorites/${favoriteId}/items/${itemId}?siteId=RL-US`],
      ["POST", `/api/commerce/wishlists/v2/favorites/${favoriteId}/share`, { siteId: "RL-US" }],
    ];
    for (const [method, path, body] of attempts) {
      const answer = await b.request(method, path, body === undefined ? {} : { body });
      expect(refused(answer.status), `${method} ${path} answered ${answer.status}`).toBe(true);
      expect(answer.text, `${method} ${path}`).not.toMatch(/Private Lane|1111|Alice/);
    }
    // Bob's own lists hold nothing of Alice's.
    const bobsOrders = await b.request("POST", "/api/commerce/consumers-v3/consumer/purchasehistory", { body: {} });
    expect(bobsOrders.status).toBe(200);
    expect(bobsOrders.text).not.toContain(order.orderNumber);
    const bobsProfile = await b.request("GET", "/api/commerce/consumers-v3/consumer");
    expect(bobsProfile.text).not.toMatch(/Private Lane|ADDR-ALICE/);
    const bobsCards = await b.request("GET", "/api/commerce/consumers-v3/consumer/payment_instruments");
    expect(bobsCards.text).not.toContain("CARD-ALICE");

    // Nothing of Alice's changed.
    const mine = await a.request("GET", "/api/commerce/consumers-v3/consumer");
    expect(mine.text).toContain("1 Private Lane");
    expect((await a.request("GET", "/api/commerce/consumers-v3/consumer/payment_instruments")).text).toContain("CARD-ALICE");
    expect((await a.request("GET", `/api/commerce/consumers-v3/consumer/purchase/${order.orderNumber}`)).status).toBe(200);
    const aliceFavourites = await a.request("GET", "/api/commerce/wishlists/v2/favorites?siteId=RL-US");
    expect((aliceFavourites.json.items as unknown[]).length).toBe(1);
  });
});
