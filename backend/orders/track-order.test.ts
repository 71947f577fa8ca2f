import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { trackOrderAnswer } from "../../contracts/api/orders.ts";
import { DELIVERY_DAYS, IN_TRANSIT_AFTER_MS, OUT_FOR_DELIVERY_LEAD_MS, SHIP_AFTER_MS } from "./fulfilment.ts";
import { TRACK_ORDER_NOT_FOUND_MESSAGE } from "./order-routes.ts";
import { ago, DAY, HOUR, MINUTE, NOW, orderBackend, type OrderKit } from "./order-test-kit.ts";

/** POST TrackOrder: by order number and email, for guests and members alike. */
let kit: OrderKit;
beforeAll(async () => {
  kit = await orderBackend();
});
afterAll(async () => kit?.close());

const track = (body: unknown, token?: string) => kit.call(trackOrderAnswer, "POST", "/consumers-v3/consumer/TrackOrder", { body, token });

describe("finding the order", () => {
  test("a guest order is found with no token at all", async () => {
    const made = await kit.order(null, { email: "Trail.Walker@Example.com" });
    const { status, answer } = await track({ orderNumber: made.orderNumber, email: "Trail.Walker@Example.com" });
    expect(status).toBe(200);
    expect(answer).toMatchObject({ orderNumber: made.orderNumber, status: "placed" });
  });

  test("the email matches whatever its case and surrounding spaces; the number may be lower case", async () => {
    const made = await kit.order(null, { email: "Trail.Walker@Example.com" });
    const { status } = await track({ orderNumber: ` ${made.orderNumber.toLowerCase()} `, email: "  trail.walker@EXAMPLE.COM " });
    expect(status).toBe(200);
  });

  test("works with a guest's or a member's token too, even for someone else's order", async () => {
    const member = await kit.member();
    const made = await kit.order(member);
    expect((await track({ orderNumber: made.orderNumber, email: member.email }, kit.guestToken())).status).toBe(200);
    expect((await track({ orderNumber: made.orderNumber, email: member.email }, member.token)).status).toBe(200);
    expect((await track({ orderNumber: made.orderNumber, email: member.email }, (await kit.member()).token)).status).toBe(200);
  });

  test("an unknown order and a wrong email are one answer, 404 ORD409 with nothing else: order numbers cannot be probed", async () => {
    const made = await kit.order(null, { email: "owner@example.com" });
    const unknown = await track({ orderNumber: "RL00000000", email: "owner@example.com" });
    const wrongEmail = await track({ orderNumber: made.orderNumber, email: "someone@example.com" });
    for (const miss of [unknown, wrongEmail]) {
      expect(miss.status).toBe(404);
      expect(miss.error).toEqual({ errorId: "ORD409", message: TRACK_ORDER_NOT_FOUND_MESSAGE });
    }
  });

  test("the answer carries no address, items, payment or email", async () => {
    const made = await kit.order(null, { email: "private@example.com", createdAt: ago(2 * DAY) });
    const { answer } = await track({ orderNumber: made.orderNumber, email: "private@example.com" });
    const text = JSON.stringify(answer);
    for (const secret of ["private@example.com", "Evergreen", "Springfield", "1111", "Walker"]) expect(text).not.toContain(secret);
  });

  test.each([
    [{ email: "a@example.com" }, "orderNumber"],
    [{ orderNumber: "RL123", email: "a@example.com" }, "orderNumber"],
    [{ orderNumber: 12345678, email: "a@example.com" }, "orderNumber"],
    [{ orderNumber: "RL12345678" }, "email"],
    [{ orderNumber: "RL12345678", email: "" }, "email"],
    [{ orderNumber: "RL12345678", email: `${"a".repeat(250)}@example.com` }, "email"],
  ])("bad input %j: 400 ATTR300 naming %s", async (body, field) => {
    const { status, error } = await track(body);
    expect(status).toBe(400);
    expect(error).toMatchObject({ errorId: "ATTR300", field });
  });

  test("without a client id: 400 API400", async () => {
    const response = await kit.backend.app.request("/consumers-v3/consumer/TrackOrder", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ orderNumber: "RL12345678", email: "a@example.com" }) });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errorDetails: { errorId: string }[] }).errorDetails[0]!.errorId).toBe("API400");
  });
});

describe("tracking derived from the status and the order's age", () => {
  const trackAt = async (spec: Parameters<OrderKit["order"]>[1]) => {
    const made = await kit.order(null, { email: "t@example.com", ...spec });
    const { answer } = await track({ orderNumber: made.orderNumber, email: "t@example.com" });
    return answer;
  };
  const codes = (answer: Awaited<ReturnType<typeof trackAt>>) => answer.shipments[0]!.events.map((event) => event.code);

  test("created and payment pending: received, processing, no carrier", async () => {
    for (const status of ["created", "payment_pending"] as const) {
      const answer = await trackAt({ status, createdAt: ago(3 * DAY) });
      expect(answer.fulfilmentStatus).toBe("processing");
      expect(codes(answer)).toEqual(["ORDER_RECEIVED"]);
      expect(answer.shipments[0]).toMatchObject({ carrier: null, trackingNumber: null, estimatedDelivery: null });
    }
  });

  test("placed under 2 hours ago: confirmed, not handed over yet, delivery expected in 4 days", async () => {
    const createdAt = ago(SHIP_AFTER_MS - MINUTE);
    const answer = await trackAt({ createdAt });
    expect(answer.fulfilmentStatus).toBe("processing");
    expect(codes(answer)).toEqual(["ORDER_RECEIVED", "ORDER_CONFIRMED"]);
    expect(answer.shipments[0]).toMatchObject({ carrier: null, trackingNumber: null, estimatedDelivery: new Date(createdAt.getTime() + DELIVERY_DAYS.standard! * DAY).toISOString() });
  });

  test("2 hours after placing: shipped with a carrier and tracking number", async () => {
    const createdAt = ago(SHIP_AFTER_MS);
    const answer = await trackAt({ createdAt });
    expect(answer.fulfilmentStatus).toBe("shipped");
    const shipment = answer.shipments[0]!;
    expect(shipment).toMatchObject({ carrier: "UPS", trackingNumber: expect.stringMatching(/^1Z[A-Z0-9]{16}$/), trackingUrl: expect.stringContaining("ups.com") });
    expect(shipment.events.at(-1)).toEqual({ code: "SHIPPED", description: "Handed to UPS", at: new Date(createdAt.getTime() + SHIP_AFTER_MS).toISOString(), location: "Reno, NV" });
  });

  test("the tracking number is stable between calls", async () => {
    const made = await kit.order(null, { email: "t@example.com", createdAt: ago(DAY) });
    const first = await track({ orderNumber: made.orderNumber, email: "t@example.com" });
    const second = await track({ orderNumber: made.orderNumber, email: "t@example.com" });
    expect(first.answer.shipments[0]!.trackingNumber).toBe(second.answer.shipments[0]!.trackingNumber);
  });

  test("in transit, out for delivery, delivered", async () => {
    expect((await trackAt({ createdAt: ago(IN_TRANSIT_AFTER_MS) })).fulfilmentStatus).toBe("in_transit");
    expect((await trackAt({ createdAt: ago(4 * DAY - OUT_FOR_DELIVERY_LEAD_MS) })).fulfilmentStatus).toBe("out_for_delivery");
    const delivered = await trackAt({ createdAt: ago(4 * DAY) });
    expect(delivered.fulfilmentStatus).toBe("delivered");
    expect(codes(delivered)).toEqual(["ORDER_RECEIVED", "ORDER_CONFIRMED", "SHIPPED", "IN_TRANSIT", "OUT_FOR_DELIVERY", "DELIVERED"]);
    expect(delivered.shipments[0]).toMatchObject({ estimatedDelivery: null });
    expect(delivered.shipments[0]!.events.at(-1)!.location).toBe("Springfield");
    for (const event of delivered.shipments[0]!.events) expect(Date.parse(event.at)).toBeLessThanOrEqual(NOW);
  });

  test("the carrier follows the site: Canada Post, Royal Mail, DHL", async () => {
    expect((await trackAt({ siteId: "RL-CA", createdAt: ago(DAY) })).shipments[0]!.carrier).toBe("Canada Post");
    expect((await trackAt({ siteId: "RL-GB", createdAt: ago(DAY) })).shipments[0]!.trackingNumber).toMatch(/^RL\d{9}GB$/);
    expect((await trackAt({ siteId: "RL-DE", createdAt: ago(DAY) })).shipments[0]!.carrier).toBe("DHL");
  });

  test("a carrier and number recorded on the shipment win", async () => {
    const answer = await trackAt({ createdAt: ago(DAY), shipments: [{ shippingId: "me", method: "standard", carrier: "FedEx", trackingNumber: "999999999999" }] });
    expect(answer.shipments[0]).toMatchObject({ carrier: "FedEx", trackingNumber: "999999999999", trackingUrl: null });
  });

  test("pickup in store: ready after 2 hours, no carrier", async () => {
    const waiting = await trackAt({ lines: [{ shippingMethod: "pickup", storeId: "S123456" }], createdAt: ago(HOUR) });
    expect(waiting.fulfilmentStatus).toBe("processing");
    const ready = await trackAt({ lines: [{ shippingMethod: "pickup", storeId: "S123456" }], createdAt: ago(3 * HOUR) });
    expect(ready.fulfilmentStatus).toBe("ready_for_pickup");
    expect(ready.shipments[0]).toMatchObject({ method: "pickup", carrier: null, storeId: "S123456" });
    expect(ready.shipments[0]!.events.at(-1)).toMatchObject({ code: "READY_FOR_PICKUP", location: "Store S123456" });
  });

  test("digital: delivered by email at once", async () => {
    const answer = await trackAt({ lines: [{ isDigital: true }], address: null, createdAt: ago(MINUTE) });
    expect(answer.fulfilmentStatus).toBe("delivered");
    expect(answer.shipments[0]).toMatchObject({ method: "digital", carrier: null });
  });

  test("cancelled and payment failed", async () => {
    const cancelled = await trackAt({ status: "cancelled", createdAt: ago(DAY) });
    expect(cancelled.fulfilmentStatus).toBe("cancelled");
    expect(codes(cancelled)).toEqual(["ORDER_RECEIVED", "CANCELLED"]);
    const failed = await trackAt({ status: "payment_failed", createdAt: ago(DAY) });
    expect(failed.fulfilmentStatus).toBe("not_shipped");
    expect(codes(failed)).toEqual(["ORDER_RECEIVED", "PAYMENT_FAILED"]);
  });

  test("two shipments: the order is as far as its least advanced one", async () => {
    const answer = await trackAt({
      createdAt: ago(DAY),
      lines: [{ shippingMethod: "standard" }, { shippingMethod: "customs" }],
      shipments: [
        { shippingId: "me", method: "standard" },
        { shippingId: "customs", method: "customs" },
      ],
    });
    expect(answer.shipments.map((shipment) => shipment.status)).toEqual(["in_transit", "in_transit"]);
    const later = await trackAt({
      createdAt: ago(5 * DAY),
      lines: [{ shippingMethod: "standard" }, { shippingMethod: "customs" }],
      shipments: [
        { shippingId: "me", method: "standard" },
        { shippingId: "customs", method: "customs" },
      ],
    });
    expect(later.shipments.map((shipment) => shipment.status)).toEqual(["delivered", "in_transit"]);
    expect(later.fulfilmentStatus).toBe("in_transit");
  });
});
