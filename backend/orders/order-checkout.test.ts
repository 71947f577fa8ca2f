import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { cancelOrderAnswer, orderDetailsAnswer, purchaseHistoryAnswer, trackOrderAnswer } from "../../contracts/api/orders.ts";
import { checkoutBackend, type CheckoutKit } from "../checkout/checkout-test-kit.ts";
import { giftCards, orders } from "../db/schema.ts";
import { onlineStock } from "../testing/order-factory.ts";
import { pdfText } from "./order-test-kit.ts";

/**
 * Orders as the checkout writes them (PUT /cart/v2/checkout/order), read, tracked, invoiced and
 * cancelled by the order calls: the two modules agree on the order row.
 */
let kit: CheckoutKit;
beforeAll(async () => {
  kit = await checkoutBackend();
});
afterAll(async () => kit?.close());

async function placedOrder(specs = [{ price: 5000, stock: 10, qty: 2 }]) {
  const member = await kit.memberToken();
  const ready = await kit.readyCart(member.token, specs);
  const placed = await kit.place(member.token, ready.basketId);
  expect(placed.status, JSON.stringify(placed.error)).toBeLessThan(300);
  const [row] = await kit.db.select().from(orders).where(eq(orders.cartId, ready.basketId));
  return { member, ready, row: row! };
}

test("a placed order: in the history, its details, tracking and invoice", async () => {
  const { member, ready, row } = await placedOrder();
  const history = await kit.request(purchaseHistoryAnswer, "POST", "/consumers-v3/consumer/purchasehistory", { token: member.token, body: {} });
  expect(history.body.orders.map((order) => order.orderNumber)).toEqual([row.orderNumber]);

  const details = await kit.request(orderDetailsAnswer, "GET", `/consumers-v3/consumer/purchase/${row.orderNumber}`, { token: member.token });
  expect(details.body).toMatchObject({ status: "placed", cancellable: true, invoiceAvailable: true });
  expect(details.body.items).toEqual([expect.objectContaining({ productId: ready.products[0]!.variantId, qty: 2, price: expect.objectContaining({ current: 50, rowTotal: 100 }) })]);
  expect(details.body.shipments[0]!.address).toMatchObject({ country: "US" });
  expect(details.body.paymentMethod[0]).toMatchObject({ payment_method_id: "CREDIT_CARD", label: "Visa ending 1111" });

  const tracked = await kit.request(trackOrderAnswer, "POST", "/consumers-v3/consumer/TrackOrder", { body: { orderNumber: row.orderNumber, email: row.email.toUpperCase() } });
  expect(tracked.body).toMatchObject({ orderNumber: row.orderNumber, fulfilmentStatus: "processing" });

  const invoice = await kit.backend.app.request("/consumers-v3/consumer/purchase/invoice/download", {
    method: "POST",
    headers: { "x-client-id": "test", authorization: `Bearer ${member.token}`, "content-type": "application/json" },
    body: JSON.stringify({ orderNumber: row.orderNumber }),
  });
  expect(invoice.status).toBe(200);
  const text = pdfText(new Uint8Array(await invoice.arrayBuffer()));
  expect(text).toContain(row.orderNumber);
  expect(text).toContain(`$${(details.body.totals.total).toFixed(2)}`);
});

test("cancelling gives back the stock and the gift card balance, once", async () => {
  const member = await kit.memberToken();
  const ready = await kit.readyCart(member.token, [{ price: 5000, stock: 10, qty: 3 }]);
  const card = await kit.createGiftCard({ balance: 2000 });
  expect((await kit.addGiftCard(member.token, ready.basketId, card)).status).toBe(200);
  expect((await kit.place(member.token, ready.basketId)).status).toBeLessThan(300);
  const [row] = await kit.db.select().from(orders).where(eq(orders.cartId, ready.basketId));
  const variantId = ready.products[0]!.variantId;
  const balance = async () => (await kit.db.select({ balance: giftCards.balance }).from(giftCards).where(eq(giftCards.number, card.number)))[0]!.balance;
  expect(await onlineStock(kit.db, variantId)).toBe(7);
  expect(await balance()).toBe(0);

  const cancels = await Promise.all([1, 2].map(() => kit.backend.call("POST", "/consumers-v3/consumer/CancelOrder", { token: member.token, body: { orderNumber: row!.orderNumber } })));
  expect(cancels.map((answer) => answer.status).sort()).toEqual([200, 409]);
  expect(cancelOrderAnswer.parse(cancels.find((answer) => answer.status === 200)!.json).status).toBe("cancelled");
  expect(await onlineStock(kit.db, variantId)).toBe(10);
  expect(await balance()).toBe(2000);
  const [after] = await kit.db.select({ payment: orders.payment }).from(orders).where(eq(orders.orderNumber, row!.orderNumber));
  expect(after!.payment).toMatchObject({ released: true, code: "CREDIT_CARD" });
});
