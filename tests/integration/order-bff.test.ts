import { afterAll, beforeAll, expect, test } from "vitest";
import { purchaseHistoryAnswer, trackOrderAnswer } from "../../contracts/api/orders.ts";
import { browserOn, storefrontFor } from "./support/storefront-browser.ts";
import { backendUnderTest, createConsumer, createOrder, pdfText } from "../../backend/testing/index.ts";

/** The order calls as the storefront's pages make them: through the BFF, with cookies and CSRF. */
let backend: Awaited<ReturnType<typeof backendUnderTest>>;
let storefront: ReturnType<typeof storefrontFor>;
beforeAll(async () => {
  backend = await backendUnderTest();
  storefront = storefrontFor(backend);
});
afterAll(async () => backend?.close());

const DAY = 24 * 60 * 60 * 1000;

test("a signed-in shopper lists orders and downloads an invoice and a return label as PDF files", async () => {
  const consumer = await createConsumer(backend.database.db);
  const order = await createOrder(backend.database.db, { consumerId: consumer.id, email: consumer.email, createdAt: new Date(Date.now() - DAY) });
  const shopper = browserOn(storefront);
  await shopper.request("GET", "/api/session");
  expect((await shopper.request("POST", "/api/session/signin", { body: { username: consumer.email, password: consumer.password } })).status).toBe(200);

  const history = await shopper.request("POST", "/api/commerce/consumers-v3/consumer/purchasehistory", { body: {} });
  expect(history.status).toBe(200);
  expect(purchaseHistoryAnswer.parse(history.json).orders.map((entry) => entry.orderNumber)).toEqual([order.orderNumber]);

  const csrf = { "x-csrf-token": shopper.jar.get("rl_csrf")!, "content-type": "application/json" };
  for (const [path, body, filename] of [
    ["/api/commerce/consumers-v3/consumer/purchase/invoice/download", { orderNumber: order.orderNumber }, `invoice-INV-${order.orderNumber}.pdf`],
    [`/api/commerce/consumers-v3/consumer/return/${order.orderNumber}/returnLabel`, {}, `return-label-${order.orderNumber}.pdf`],
  ] as const) {
    const response = await shopper.fetch(path, { method: "POST", headers: csrf, body: JSON.stringify(body) });
    expect(response.status, path).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${filename}"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    expect(pdfText(bytes)).toContain(order.orderNumber);
  }

  // Without the CSRF header the BFF refuses the download.
  const forged = await shopper.fetch("/api/commerce/consumers-v3/consumer/purchase/invoice/download", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ orderNumber: order.orderNumber }) });
  expect(forged.status).toBe(403);
});

test("a guest browser tracks an order by number and email", async () => {
  const order = await createOrder(backend.database.db, { email: "guest.buyer@example.com", createdAt: new Date(Date.now() - DAY) });
  const guest = browserOn(storefront);
  await guest.request("GET", "/api/session");
  const tracked = await guest.request("POST", "/api/commerce/consumers-v3/consumer/TrackOrder", { body: { orderNumber: order.orderNumber, email: "Guest.Buyer@example.com" } });
  expect(tracked.status).toBe(200);
  expect(trackOrderAnswer.parse(tracked.json)).toMatchObject({ orderNumber: order.orderNumber, fulfilmentStatus: "in_transit" });
  const wrong = await guest.request("POST", "/api/commerce/consumers-v3/consumer/TrackOrder", { body: { orderNumber: order.orderNumber, email: "someone@example.com" } });
  expect(wrong.status).toBe(404);
  expect((wrong.json.errorDetails as { errorId: string }[])[0]!.errorId).toBe("ORD409");
});
