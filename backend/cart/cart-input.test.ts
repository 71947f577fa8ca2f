import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createProduct } from "../testing/catalogue-factory.ts";
import { cartBackend, onlyLine, type CartKit } from "./cart-test-kit.ts";

/**
 * Bad input to every cart endpoint is a 4xx with a catalogue id, never a 5xx (the kit's `call`
 * checks every answer against its contract and fails on 5xx).
 */
let kit: CartKit;
let shopper: string;
let basketId: string;
let itemId: string;
let variantId: string;
beforeAll(async () => {
  kit = await cartBackend();
  shopper = kit.guestToken();
  variantId = (await createProduct(kit.db, { stock: 1000 })).variantId;
  basketId = (await kit.newCart(shopper)).id;
  itemId = onlyLine((await kit.addItem(shopper, basketId, variantId, 1)).cart).id;
});
afterAll(async () => kit?.close());

type Endpoint = { name: string; method: string; path: () => string; valid: () => Record<string, unknown>; bodyRequired: boolean };
const endpoints: Endpoint[] = [
  { name: "create cart", method: "POST", path: () => "/cart/v1/cart", valid: () => ({ siteId: "RL-US" }), bodyRequired: false },
  { name: "cart with item", method: "POST", path: () => "/cart/v1/cartWithItem", valid: () => ({ productId: variantId, qty: 1 }), bodyRequired: true },
  { name: "add item", method: "POST", path: () => "/cart/v1/item", valid: () => ({ basketId, productId: variantId, qty: 1 }), bodyRequired: true },
  { name: "update item", method: "PUT", path: () => `/cart/v1/cart/${basketId}/item`, valid: () => ({ itemId, qty: 1 }), bodyRequired: true },
  { name: "delete item", method: "DELETE", path: () => "/cart/v1/item", valid: () => ({ basketId, itemId }), bodyRequired: true },
];
describe.each(endpoints)("$name ($method)", (endpoint) => {
  const send = (body: unknown, headers: Record<string, string> = {}) => kit.call(endpoint.method, endpoint.path(), { token: shopper, body, headers });

  test("malformed JSON: 400 ATTR300", async () => {
    const { status, error } = await send("{\"basketId\": ");
    expect([status, error.errorId]).toEqual([400, "ATTR300"]);
  });

  test("not JSON: 415 API415", async () => {
    const { status, error } = await send("qty=1", { "content-type": "text/plain" });
    expect([status, error.errorId]).toEqual([415, "API415"]);
  });

  test("a huge body: 413 ATTR300", async () => {
    const { status, error } = await send({ ...endpoint.valid(), padding: "x".repeat(70_000) });
    expect([status, error.errorId]).toEqual([413, "ATTR300"]);
  });

  test("a body that is not an object: 400 ATTR300", async () => {
    for (const body of ["[]", "42", "\"text\"", "null"]) {
      const { status, error } = await send(body);
      expect([status, error.errorId], body).toEqual([400, "ATTR300"]);
    }
  });

  test("each field with a wrong type, or missing: 400 ATTR300 naming it", async () => {
    const valid = endpoint.valid();
    for (const field of Object.keys(valid)) {
      for (const wrong of [true, { nested: 1 }, ["a"], "", -5, 1e308, "x".repeat(500)]) {
        const { status, error } = await send({ ...valid, [field]: wrong });
        expect([status, error.errorId, error.field], `${field} = ${JSON.stringify(wrong).slice(0, 20)}`).toEqual([400, "ATTR300", field]);
      }
      const { [field]: _left, ...missing } = valid;
      const answer = await send(missing);
      const optional = field === "siteId" || (field === "qty" && endpoint.name !== "update item");
      if (!optional) expect([answer.status, answer.error?.errorId, answer.error?.field], `without ${field}`).toEqual([400, "ATTR300", field]);
    }
  });

  test("a JSON body with no content at all", async () => {
    const answer = await kit.call(endpoint.method, endpoint.path(), { token: shopper, headers: { "content-type": "application/json" } });
    if (endpoint.bodyRequired) expect([answer.status, answer.error.errorId]).toEqual([400, "ATTR300"]);
    else expect(answer.status).toBe(201);
  });

  test("random JSON bodies never give a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue(), fc.dictionary(fc.constantFrom("basketId", "productId", "qty", "itemId", "siteId", "bonus"), fc.jsonValue())), async (body) => {
        const answer = await send(JSON.stringify(body));
        expect(answer.status).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });
});

describe("query parameters", () => {
  test("GET: malformed flags are 400 ATTR300; an over-long basket id is just an unknown cart", async () => {
    const bad = await kit.getCart(shopper, basketId, "?isPatchRequired=maybe");
    expect([bad.status, bad.error.errorId, bad.error.field]).toEqual([400, "ATTR300", "isPatchRequired"]);
    const long = await kit.getCart(shopper, "x".repeat(5000));
    expect([long.status, long.error.errorId]).toEqual([404, "BSK404"]);
    const odd = await kit.getCart(shopper, "'; drop table carts; --");
    expect([odd.status, odd.error.errorId]).toEqual([404, "BSK404"]);
  });

  test("create cart: an unknown site in the query is 400 ATTR300", async () => {
    const { status, error } = await kit.call("POST", "/cart/v1/cart?siteId=nowhere", { token: shopper });
    expect([status, error.errorId, error.field]).toEqual([400, "ATTR300", "siteId"]);
  });

  test("create cart: a body without a content type is 415 API415", async () => {
    const response = await kit.backend.app.request("/cart/v1/cart", { method: "POST", headers: { "x-client-id": "t", authorization: `Bearer ${shopper}` }, body: "{}" });
    expect(response.status).toBe(415);
  });

  test("cart with item: a bad quantity in the query is 400 ATTR300", async () => {
    for (const qty of ["abc", "0", "1000000", "1.5"]) {
      const { status, error } = await kit.call("POST", `/cart/v1/cartWithItem?productId=${variantId}&qty=${qty}`, { token: shopper });
      expect([status, error.errorId, error.field], qty).toEqual([400, "ATTR300", "qty"]);
    }
  });

  test("update item: an unknown action is 400 ATTR300", async () => {
    const { status, error } = await kit.updateItem(shopper, basketId, itemId, 1, "?action=teleport");
    expect([status, error.errorId, error.field]).toEqual([400, "ATTR300", "action"]);
  });

  test("a cart path with a method it does not have: 405 API405 with Allow", async () => {
    const response = await kit.backend.call("GET", "/cart/v1/item", { token: shopper });
    expect([response.status, response.json.errorDetails?.[0]?.errorId, response.headers.get("allow")]).toEqual([405, "API405", "POST, DELETE"]);
  });

  test("the valid requests of this file still work", async () => {
    expect((await kit.getCart(shopper, basketId)).status).toBe(200);
  });
});
