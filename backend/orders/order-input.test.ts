import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { isErrorId } from "../../contracts/errors/catalogue.ts";
import { ago, DAY, orderBackend, type OrderKit } from "./order-test-kit.ts";
import { MAX_BODY_BYTES } from "../../contracts/limits.ts";

/** Bad input to every order call is a 4xx with a catalogue id, never a 5xx. */
let kit: OrderKit;
let token: string;
let orderNumber: string;

beforeAll(async () => {
  kit = await orderBackend();
  const shopper = await kit.member();
  token = shopper.token;
  orderNumber = (await kit.order(shopper, { createdAt: ago(DAY) })).orderNumber;
});
afterAll(async () => kit?.close());

const ENDPOINTS = [
  { name: "purchasehistory", path: () => "/consumers-v3/consumer/purchasehistory" },
  { name: "TrackOrder", path: () => "/consumers-v3/consumer/TrackOrder" },
  { name: "CancelOrder", path: () => "/consumers-v3/consumer/CancelOrder" },
  { name: "returnLabel", path: () => `/consumers-v3/consumer/return/${orderNumber}/returnLabel` },
  { name: "invoice download", path: () => "/consumers-v3/consumer/purchase/invoice/download" },
];

async function expectCatalogueError(response: Awaited<ReturnType<OrderKit["backend"]["call"]>>, status?: number) {
  expect(response.status, response.text).toBeGreaterThanOrEqual(400);
  expect(response.status, response.text).toBeLessThan(500);
  if (status) expect(response.status, response.text).toBe(status);
  const errorId = response.json?.errorDetails?.[0]?.errorId ?? "";
  expect(isErrorId(errorId), `${errorId} is a catalogue id`).toBe(true);
  return errorId;
}

describe.each(ENDPOINTS)("POST $name", ({ path }) => {
  test("not JSON: 415 API415", async () => {
    const response = await kit.backend.call("POST", path(), { token, body: "orderNumber=RL12345678", headers: { "content-type": "text/plain" } });
    expect(await expectCatalogueError(response, 415)).toBe("API415");
  });

  test("malformed JSON: 400 ATTR300", async () => {
    expect(await expectCatalogueError(await kit.backend.call("POST", path(), { token, body: '{"orderNumber": "RL1' }), 400)).toBe("ATTR300");
  });

  test("over 64 KiB: 413 ATTR300", async () => {
    const body = JSON.stringify({ orderNumber, email: "a@example.com", padding: "x".repeat(MAX_BODY_BYTES) });
    expect(await expectCatalogueError(await kit.backend.call("POST", path(), { token, body }), 413)).toBe("ATTR300");
  });

  test.each([["null"], ["[]"], ['"RL12345678"'], ["42"], ["true"]])("a JSON %s instead of an object: 400 ATTR300", async (body) => {
    expect(await expectCatalogueError(await kit.backend.call("POST", path(), { token, body }), 400)).toBe("ATTR300");
  });

  test("another method: 405 API405", async () => {
    expect(await expectCatalogueError(await kit.backend.call("PUT", path(), { token, body: {} }), 405)).toBe("API405");
  });

  test("any JSON at all: never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          fc.record({ orderNumber: fc.oneof(fc.string(), fc.constant(orderNumber), fc.jsonValue()), email: fc.oneof(fc.string(), fc.emailAddress()), offset: fc.jsonValue(), limit: fc.jsonValue(), status: fc.string(), items: fc.jsonValue(), reason: fc.jsonValue() }, { requiredKeys: [] }),
        ),
        async (body) => {
          const response = await kit.backend.call("POST", path(), { token, body: JSON.stringify(body) });
          expect(response.status, response.text).toBeLessThan(500);
          if (response.status >= 400) await expectCatalogueError(response);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe("order ids in paths", () => {
  test.each([["%00"], ["RL%2012345678"], ["R".repeat(300)], ["RL12345678%0A"], ["..%2F..%2Fetc"]])("%s: a 4xx with a catalogue id", async (orderId) => {
    await expectCatalogueError(await kit.backend.call("GET", `/consumers-v3/consumer/purchase/${orderId}`, { token }));
    await expectCatalogueError(await kit.backend.call("POST", `/consumers-v3/consumer/return/${orderId}/returnLabel`, { token }));
  });

  test("a query that is not the order number is ignored, a bad one refused", async () => {
    expect((await kit.backend.call("POST", `/consumers-v3/consumer/purchase/invoice/download?foo=bar`, { token, body: { orderNumber } })).status).toBe(200);
    expect(await expectCatalogueError(await kit.backend.call("POST", `/consumers-v3/consumer/purchase/invoice/download?orderNumber=${"9".repeat(100)}`, { token, body: { orderNumber } }), 400)).toBe("ATTR300");
  });

  test("asking for HTML: 406 API406; for a PDF or anything: served", async () => {
    expect(await expectCatalogueError(await kit.backend.call("POST", "/consumers-v3/consumer/purchase/invoice/download", { token, body: { orderNumber }, headers: { accept: "text/html" } }), 406)).toBe("API406");
    for (const accept of ["application/pdf", "*/*", "application/json"]) {
      expect((await kit.backend.call("POST", "/consumers-v3/consumer/purchase/invoice/download", { token, body: { orderNumber }, headers: { accept } })).status).toBe(200);
    }
  });
});
