import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import { checkoutBackend } from "../checkout/checkout-test-kit.ts";
import { GIFT_CARD_PIN_ATTEMPTS } from "../checkout/payment-store.ts";
import { TRACK_ORDER_ATTEMPTS } from "../orders/order-routes.ts";

/** Failed secrets are limited: gift card PINs and order look-ups (commerce spec §8 ids, 429). */
describe("attempt limits", () => {
  let kit: Awaited<ReturnType<typeof checkoutBackend>>;
  let clock = Date.now();
  beforeAll(async () => {
    kit = await checkoutBackend({ now: () => clock });
  });
  afterAll(() => kit.close());

  const balance = (token: string, number: string, pin: string, caller = "1.2.3.4") =>
    kit.request(z.unknown(), "POST", "/cart/v1/giftcard/balance", { token, body: { number, pin }, headers: { "x-forwarded-for": caller } });

  test("a card takes 5 wrong PINs in 15 minutes; then even the right PIN is 429 GFC799 with Retry-After, until the window ends", async () => {
    const card = await kit.createGiftCard({ pin: "4455" });
    const shopper = kit.guestToken();
    for (let i = 0; i < GIFT_CARD_PIN_ATTEMPTS.perCard.failures; i++) {
      const wrong = await balance(shopper, card.number, String(1000 + i), `10.0.0.${i}`);
      expect([wrong.status, wrong.error?.errorId]).toEqual([400, "GFC800"]);
    }
    const locked = await balance(kit.guestToken(), card.number, card.pin, "10.0.1.1");
    expect([locked.status, locked.error?.errorId]).toEqual([429, "GFC799"]);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    clock += GIFT_CARD_PIN_ATTEMPTS.perCard.windowMs + 1000;
    const open = await balance(kit.guestToken(), card.number, card.pin, "10.0.1.2");
    expect(open.status).toBe(200);
  });

  test("one caller guessing across many cards is stopped after 10 wrong PINs; other callers are not", async () => {
    const shopper = kit.guestToken();
    const cards = await Promise.all(Array.from({ length: GIFT_CARD_PIN_ATTEMPTS.perCaller.failures + 1 }, () => kit.createGiftCard()));
    for (const card of cards.slice(0, -1)) expect((await balance(shopper, card.number, "0000", "192.0.2.7")).status).toBe(400);
    const last = cards.at(-1)!;
    expect((await balance(shopper, last.number, last.pin, "192.0.2.7")).status).toBe(429);
    expect((await balance(kit.guestToken(), last.number, last.pin, "192.0.2.8")).status).toBe(200);
  });

  test("applying a gift card as payment counts its wrong PINs too, and the cart keeps its state", async () => {
    const shopper = kit.guestToken();
    const { basketId } = await kit.cartWith(shopper, [{ price: 5000, stock: 10 }]);
    const card = await kit.createGiftCard({ pin: "8080" });
    for (let i = 0; i < GIFT_CARD_PIN_ATTEMPTS.perCard.failures; i++) {
      const wrong = await kit.addGiftCard(shopper, basketId, { number: card.number, pin: `9${i}9${i}` });
      expect(wrong.error?.errorId).toBe("GFC800");
    }
    const locked = await kit.addGiftCard(shopper, basketId, card);
    expect([locked.status, locked.error?.errorId]).toEqual([429, "GFC799"]);
    expect((await kit.getCart(shopper, basketId)).cart.payment_instruments).toEqual([]);
  });

  test("the per-caller count is the caller's whatever it sends: a new client id or guest token does not reset it", async () => {
    const cards = await Promise.all(Array.from({ length: GIFT_CARD_PIN_ATTEMPTS.perCaller.failures + 1 }, () => kit.createGiftCard()));
    const guess = (number: string, pin: string, attempt: number) =>
      kit.request(z.unknown(), "POST", "/cart/v1/giftcard/balance", { token: kit.guestToken(), body: { number, pin }, headers: { "x-forwarded-for": "192.0.2.44", "x-client-id": `client-${attempt}` } });
    for (const [attempt, card] of cards.slice(0, -1).entries()) expect((await guess(card.number, "0000", attempt)).status).toBe(400);
    const last = cards.at(-1)!;
    expect((await guess(last.number, last.pin, 99)).status).toBe(429);
  });

  test("a signed-in member is counted as the member: a new address does not reset the count", async () => {
    const { token } = await kit.memberToken();
    const probe = (n: number) =>
      kit.request(z.unknown(), "POST", "/consumers-v3/consumer/TrackOrder", { token, body: { orderNumber: `RL${String(70000000 + n)}`, email: "someone@example.test" }, headers: { "x-forwarded-for": `198.18.0.${n}` } });
    for (let i = 0; i < TRACK_ORDER_ATTEMPTS.perCaller.failures; i++) expect((await probe(i)).status).toBe(404);
    expect((await probe(99)).status).toBe(429);
  });

  test("x-forwarded-for counts only from a trusted proxy: a direct caller cannot pick a new address per guess", async () => {
    // A connection from an address that is not in TRUSTED_PROXIES (the Node server's socket).
    const direct = { incoming: { socket: { remoteAddress: "::ffff:203.0.113.77" } } };
    const probe = async (n: number) => {
      const response = await kit.backend.app.request(
        "/consumers-v3/consumer/TrackOrder",
        { method: "POST", headers: { "content-type": "application/json", "x-client-id": `client-${n}`, "x-forwarded-for": `198.19.0.${n}` }, body: JSON.stringify({ orderNumber: `RL${String(60000000 + n)}`, email: "someone@example.test" }) },
        direct,
      );
      return response.status;
    };
    for (let i = 0; i < TRACK_ORDER_ATTEMPTS.perCaller.failures; i++) expect(await probe(i)).toBe(404);
    expect(await probe(99)).toBe(429);
  });

  test("TrackOrder: 5 wrong emails for one order number, then 429 ORD400 even with the right email", async () => {
    const shopper = kit.guestToken();
    const ready = await kit.readyCart(shopper);
    const placed = await kit.place(shopper, ready.basketId);
    expect(placed.status).toBe(201);
    const { orderNumber } = placed.body;
    const track = (email: string, caller: string) =>
      kit.request(z.unknown(), "POST", "/consumers-v3/consumer/TrackOrder", { body: { orderNumber, email }, headers: { "x-forwarded-for": caller } });
    expect((await track(placed.body.email, "198.51.100.98")).status).toBe(200);
    for (let i = 0; i < TRACK_ORDER_ATTEMPTS.perOrder.failures; i++) expect((await track(`guess${i}@example.test`, `198.51.100.${i}`)).error?.errorId).toBe("ORD409");
    const locked = await track(placed.body.email, "198.51.100.99");
    expect([locked.status, locked.error?.errorId]).toEqual([429, "ORD400"]);
  });

  test("TrackOrder: an order number that does not exist is locked after 5 misses too, so the limit tells nothing", async () => {
    const track = (caller: string) =>
      kit.request(z.unknown(), "POST", "/consumers-v3/consumer/TrackOrder", { body: { orderNumber: "RL55555555", email: "someone@example.test" }, headers: { "x-forwarded-for": caller } });
    for (let i = 0; i < TRACK_ORDER_ATTEMPTS.perOrder.failures; i++) expect((await track(`198.51.101.${i}`)).status).toBe(404);
    expect((await track("198.51.101.99")).status).toBe(429);
  });

  test("TrackOrder: one caller probing order numbers is stopped after 20 misses", async () => {
    const probe = (n: number) =>
      kit.request(z.unknown(), "POST", "/consumers-v3/consumer/TrackOrder", { body: { orderNumber: `RL${String(90000000 + n)}`, email: "someone@example.test" }, headers: { "x-forwarded-for": "203.0.113.5" } });
    for (let i = 0; i < TRACK_ORDER_ATTEMPTS.perCaller.failures; i++) expect((await probe(i)).status).toBe(404);
    const locked = await probe(99);
    expect([locked.status, locked.error?.errorId]).toEqual([429, "ORD400"]);
  });
});
