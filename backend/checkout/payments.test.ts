import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { giftCardBalanceAnswer, paymentMethodsAnswer, paymentSessionAnswer } from "../../contracts/api/checkout.ts";
import { carts, consumers, loyaltyVouchers, orders, savedCards } from "../db/schema.ts";
import { VISA, checkoutBackend, type CheckoutKit } from "./checkout-test-kit.ts";
import { allocatePayments, cardBrand, isExpired, luhnValid, parseExpiry, type InstrumentRow } from "./payments.ts";

/** Payment methods and instruments (commerce spec §3 Payment instrument, §7; GFC, REW, PYT, PAY, FE309). */
let kit: CheckoutKit;
beforeAll(async () => {
  kit = await checkoutBackend();
  await kit.db.insert(loyaltyVouchers).values([
    { id: "LV-USD-0500", points: 500, currency: "USD", amount: 500 },
    { id: "LV-USD-1000", points: 1000, currency: "USD", amount: 1000 },
    { id: "LV-USD-2500", points: 2500, currency: "USD", amount: 3000 },
    { id: "LV-GBP-0500", points: 500, currency: "GBP", amount: 500 },
  ]);
});
afterAll(async () => kit?.close());

/** A registered consumer with `fields`, and a token. */
async function member(fields: Partial<typeof consumers.$inferInsert> = {}) {
  const consumerId = randomUUID();
  await kit.db.insert(consumers).values({ id: consumerId, consumerNo: consumerId.slice(0, 12), email: `m-${consumerId.slice(0, 8)}@example.test`, passwordHash: "x", firstName: "Sam", lastName: "Rivera", ...fields });
  return { consumerId, token: kit.token({ kind: "registered", consumerId }) };
}
const loyal = (points: number) => member({ loyaltyMember: true, loyaltyOptInDate: "2023-03-15", loyaltyPoints: points });

const amounts = (instruments: { payment_method_id: string; amount: number }[]) => instruments.map((entry) => [entry.payment_method_id, entry.amount]);
const paymentMethods = (shopper: string, basketId: string) => kit.request(paymentMethodsAnswer, "GET", `/cart/v1/cart/${basketId}/paymentMethods`, { token: shopper });

describe("arithmetic (pure)", () => {
  const row = (id: string, methodId: string, amount: number, appliedAt: number): InstrumentRow => ({ id, cartId: "c", methodId, amount, details: { appliedAt } });

  test("fixed instruments pay in the order applied, the open one the rest", () => {
    const instruments = [row("card", "CREDIT_CARD", 0, 1), row("g2", "GIFT_CARD", 5000, 3), row("g1", "GIFT_CARD", 3000, 2)];
    const allocation = allocatePayments(instruments, 7000);
    expect(Object.fromEntries(allocation.amounts)).toEqual({ g1: 3000, g2: 4000, card: 0 });
    expect([allocation.paid, allocation.paidByFixed]).toEqual([7000, 7000]);
    expect(Object.fromEntries(allocatePayments(instruments, 10000).amounts)).toEqual({ g1: 3000, g2: 5000, card: 2000 });
    expect(allocatePayments([row("g1", "GIFT_CARD", 3000, 1)], 10000)).toMatchObject({ paid: 3000 });
    // Two open instruments: the last applied pays.
    expect(Object.fromEntries(allocatePayments([row("a", "PAYPAL", 0, 1), row("b", "CREDIT_CARD", 0, 2)], 500).amounts)).toEqual({ a: 0, b: 500 });
  });

  test("cards: Luhn, brands, expiry", () => {
    expect(["4111111111111111", "5555555555554444", "378282246310005", "4000000000003220"].every(luhnValid)).toBe(true);
    expect(luhnValid("4111111111111112")).toBe(false);
    expect(luhnValid("41111")).toBe(false);
    expect(["4111111111111111", "5555555555554444", "2221000000000009", "378282246310005", "6011111111111117", "9999"].map(cardBrand)).toEqual(["visa", "mastercard", "mastercard", "amex", "discover", "card"]);
    expect(parseExpiry("09", "30")).toEqual({ month: 9, year: 2030 });
    expect(parseExpiry(13, 2030)).toBeUndefined();
    expect(parseExpiry("1", "203")).toBeUndefined();
    const now = new Date("2026-11-22T00:00:00Z");
    expect(isExpired({ month: 11, year: 2026 }, now)).toBe(false);
    expect(isExpired({ month: 10, year: 2026 }, now)).toBe(true);
  });
});

describe("GET /cart/v1/cart/{basketId}/paymentMethods", () => {
  test("a guest: cards, gift cards, PayPal, Klarna; no loyalty or athlete methods", async () => {
    const shopper = kit.guestToken();
    const { basketId } = await kit.cartWith(shopper, [{}]);
    const { body } = await paymentMethods(shopper, basketId);
    expect(body.applicablePaymentMethods.map((entry) => [entry.id, entry.available, entry.reason])).toEqual([
      ["GIFT_CARD", true, null],
      ["LOYALTY_POINTS", false, "REW401"],
      ["ATHLETES_PAYMENT", false, "PAY400"],
      ["KLARNA", true, null],
      ["REWARD_CODE", false, "REW401"],
      ["REWARD_CARD", false, "REW401"],
      ["CREDIT_CARD", true, null],
      ["PAYPAL", true, null],
    ]);
    expect([body.loyalty, body.athlete]).toEqual([null, null]);
  });

  test("a loyalty member: points and the largest voucher the points afford (spec §9)", async () => {
    const { token } = await loyal(1800);
    const { basketId } = await kit.cartWith(token, [{ price: 9000 }]);
    const { body } = await paymentMethods(token, basketId);
    expect(body.applicablePaymentMethods.filter((entry) => entry.available).map((entry) => entry.id)).toEqual(["GIFT_CARD", "LOYALTY_POINTS", "KLARNA", "REWARD_CODE", "REWARD_CARD", "CREDIT_CARD", "PAYPAL"]);
    expect(body.loyalty).toEqual({
      currentLoyaltyPoints: 1800,
      applicableLoyaltyVouchers: [
        { id: "LV-USD-0500", points: 500, amountInCurrency: 5 },
        { id: "LV-USD-1000", points: 1000, amountInCurrency: 10 },
      ],
      offeredLoyaltyVoucher: { id: "LV-USD-1000", points: 1000, amountInCurrency: 10 },
    });
  });

  test("an athlete: remaining and payable amounts; Klarna not for CAD; not loyalty (REW130), unconfirmed (REW135)", async () => {
    const athlete = await member({ athlete: true, annualCap: 250000, currentSpend: 240000 });
    const { basketId } = await kit.cartWith(athlete.token, [{ price: 15000 }], "RL-CA");
    const { body } = await paymentMethods(athlete.token, basketId);
    expect(body.athlete).toEqual({ annualCap: 2500, currentSpend: 2400, remaining: 100, payable: 100 });
    const byId = Object.fromEntries(body.applicablePaymentMethods.map((entry) => [entry.id, entry.reason]));
    expect(byId).toMatchObject({ ATHLETES_PAYMENT: null, KLARNA: "PAY400", LOYALTY_POINTS: "REW130" });
    const unconfirmed = await member({ loyaltyMember: true, loyaltyPoints: 900 });
    const made = await kit.cartWith(unconfirmed.token, [{}]);
    expect((await paymentMethods(unconfirmed.token, made.basketId)).body.applicablePaymentMethods.find((entry) => entry.id === "LOYALTY_POINTS")?.reason).toBe("REW135");
  });
});

describe("gift cards", () => {
  test("pays min(balance, what is left); a second card the rest; the card pays nothing then", async () => {
    const shopper = kit.guestToken();
    const { basketId } = await kit.readyCart(shopper, [{ price: 5000 }]); // 50.00 + 6.95 shipping + 8 % = 61.51
    const first = await kit.addGiftCard(shopper, basketId, await kit.createGiftCard({ balance: 2000 }));
    expect(amounts(first.body.payment_instruments)).toEqual(expect.arrayContaining([["GIFT_CARD", 20], ["CREDIT_CARD", 41.51]]));
    expect(first.body.payment_instruments.find((entry) => entry.payment_method_id === "GIFT_CARD")?.giftCard).toMatchObject({ availableBalance: 20, maskedNumber: expect.stringMatching(/^\*+\d{4}$/) });
    const second = await kit.addGiftCard(shopper, basketId, await kit.createGiftCard({ balance: 10000 }));
    expect(amounts(second.body.payment_instruments).sort()).toEqual([["CREDIT_CARD", 0], ["GIFT_CARD", 20], ["GIFT_CARD", 41.51]]);
    expect(second.body.totals.remainingToPay).toBe(0);
    // Without the card, the gift cards still pay everything.
    const card = second.body.payment_instruments.find((entry) => entry.payment_method_id === "CREDIT_CARD")!;
    const removed = await kit.removeInstrument(shopper, basketId, card.payment_instrument_id);
    expect(removed.body.totals.remainingToPay).toBe(0);
    // An order paid by gift cards only.
    const placed = await kit.place(shopper, basketId, { paymentMethod: "GIFT_CARD" });
    expect(placed.body.paymentMethod.instruments.map((entry) => entry.amount).sort()).toEqual([20, 41.51]);
  });

  test("without a card the rest is still to pay: remainingToPay, and prepare is 400 PYT400", async () => {
    const shopper = kit.guestToken();
    const { basketId } = await kit.cartWith(shopper, [{ price: 5000 }]);
    await kit.setShippingAddress(shopper, basketId);
    const { body } = await kit.addGiftCard(shopper, basketId, await kit.createGiftCard({ balance: 1000 }));
    expect(body.totals).toMatchObject({ total: 61.51, remainingToPay: 51.51 });
    const prepared = await kit.prepare(shopper, basketId);
    expect([prepared.status, prepared.error.errorId]).toEqual([400, "PYT400"]);
  });

  test("refusals: GFC400, GFC800 (unknown card or wrong PIN alike), GFC812, GFC740, GFO405, GFC755, GFC410, GFC725", async () => {
    const shopper = kit.guestToken();
    const { basketId } = await kit.cartWith(shopper, [{ price: 5000 }]);
    const good = await kit.createGiftCard({ balance: 500 });
    const cases: [Record<string, unknown>, string][] = [
      [{ pin: "1234" }, "GFC400"],
      [{ number: "", pin: "1234" }, "GFC400"],
      [{ number: good.number }, "GFC400"],
      [{ number: "6006499999999999999", pin: "1234" }, "GFC800"],
      // A wrong PIN answers as an unknown card: no enumeration.
      [{ number: good.number, pin: "9999" }, "GFC800"],
      [{ ...(await kit.createGiftCard({ expiresAt: new Date("2024-12-31T23:59:59Z") })) }, "GFC812"],
      [{ ...(await kit.createGiftCard({ balance: 0 })) }, "GFC740"],
      [{ ...(await kit.createGiftCard({ currency: "GBP" })) }, "GFO405"],
    ];
    for (const [card, errorId] of cases) {
      const { status, error } = await kit.addInstrument(shopper, basketId, { payment_method_id: "GIFT_CARD", ...card });
      expect([status, error.errorId], JSON.stringify(card)).toEqual([400, errorId]);
    }
    expect((await kit.addGiftCard(shopper, basketId, good)).status).toBe(200);
    expect((await kit.addGiftCard(shopper, basketId, good)).error.errorId).toBe("GFC755");
    expect((await kit.addGiftCard(shopper, basketId, await kit.createGiftCard({ balance: 500 }))).status).toBe(200);
    expect((await kit.addGiftCard(shopper, basketId, await kit.createGiftCard({ balance: 500 }))).error.errorId).toBe("GFC410");

    const covered = kit.guestToken();
    const small = await kit.cartWith(covered, [{ price: 1000 }]);
    await kit.addGiftCard(covered, small.basketId, await kit.createGiftCard({ balance: 5000 }));
    expect((await kit.addGiftCard(covered, small.basketId, await kit.createGiftCard())).error.errorId).toBe("GFC725");
  });

  test("POST /cart/v1/giftcard/balance: the balance, or GFC400/GFC800/GFC812", async () => {
    const shopper = kit.guestToken();
    const card = await kit.createGiftCard({ balance: 4250, currency: "CAD" });
    const balance = (body: unknown) => kit.request(giftCardBalanceAnswer, "POST", "/cart/v1/giftcard/balance", { token: shopper, body });
    expect((await balance(card)).body).toEqual({ maskedNumber: `************${card.number.slice(-4)}`, balance: 42.5, currency: "CAD", expiresAt: expect.any(String) });
    expect((await balance({ ...card, number: ` ${card.number} ` })).body.balance).toBe(42.5);
    for (const [body, errorId] of [
      [{ pin: "1234" }, "GFC400"],
      [{ number: "123", pin: "1234" }, "GFC800"],
      // The same answer as an unknown card.
      [{ number: card.number, pin: "0000" }, "GFC800"],
      [await kit.createGiftCard({ expiresAt: new Date(Date.now() - 1000) }), "GFC812"],
    ] as const) {
      const { status, error } = await balance(body);
      expect([status, error.errorId]).toEqual([400, errorId]);
    }
    expect((await kit.request(giftCardBalanceAnswer, "POST", "/cart/v1/giftcard/balance", { body: card })).status).toBe(401);
  });
});

describe("credit cards", () => {
  test("keeps the brand and the last four digits, never the number or the cvv", async () => {
    const shopper = kit.guestToken();
    const { basketId } = await kit.cartWith(shopper, [{}]);
    const { body } = await kit.addCard(shopper, basketId, { ...VISA, number: "5555 5555 5555 4444", expiryMonth: "07", expiryYear: String(VISA.expiryYear).slice(2) });
    expect(body.payment_instruments[0]).toMatchObject({
      payment_method_id: "CREDIT_CARD",
      card: { brand: "mastercard", last4: "4444", maskedNumber: "************4444", expiryMonth: 7, expiryYear: VISA.expiryYear, holder: "Alex Walker", paymentInstrumentId: null },
    });
    const stored = JSON.stringify(await kit.db.query.paymentInstruments.findMany());
    expect(stored).not.toContain("5555555555554444");
    expect(stored).not.toContain('"123"');
  });

  test("a second open method replaces the first (one card, wallet or buy-now-pay-later)", async () => {
    const shopper = kit.guestToken();
    const { basketId } = await kit.cartWith(shopper, [{}]);
    await kit.addCard(shopper, basketId);
    const { body } = await kit.addInstrument(shopper, basketId, { payment_method_id: "PAYPAL", payerEmail: "Payer@Example.com" });
    expect(body.payment_instruments.map((entry) => [entry.payment_method_id, entry.wallet ?? null])).toEqual([["PAYPAL", { provider: "PAYPAL", payerEmail: "payer@example.com" }]]);
  });

  test("refusals: not a card number PAY400, expired or impossible expiry FE309, a bad cvv PAY400", async () => {
    const shopper = kit.guestToken();
    const { basketId } = await kit.cartWith(shopper, [{}]);
    const year = new Date().getUTCFullYear();
    for (const [card, errorId, field] of [
      [{ number: "4111111111111112" }, "PAY400", "number"],
      [{ number: "1234" }, "PAY400", "number"],
      [{ expiryMonth: 13 }, "FE309", "expiryMonth"],
      [{ expiryYear: year - 1 }, "FE309", "expiryYear"],
      [{ expiryYear: year + 40 }, "FE309", "expiryMonth"],
      [{ expiryMonth: "ab" }, "FE309", "expiryMonth"],
      [{ cvv: "12" }, "PAY400", "cvv"],
      [{ number: "378282246310005", cvv: "123" }, "PAY400", "cvv"],
    ] as const) {
      const { status, error } = await kit.addCard(shopper, basketId, { ...VISA, ...card });
      expect([status, error.errorId, error.field], JSON.stringify(card)).toEqual([400, errorId, field]);
    }
    const missing = await kit.addInstrument(shopper, basketId, { payment_method_id: "CREDIT_CARD", number: VISA.number });
    expect([missing.status, missing.error.errorId]).toEqual([400, "ATTR300"]);
  });

  test("a member's saved card (not another's; not expired)", async () => {
    const { consumerId, token } = await member();
    const other = await member();
    await kit.db.insert(savedCards).values([
      { id: `PI-${consumerId}`, consumerId, brand: "VISA", last4: "1111", expiryMonth: 9, expiryYear: 2099, holder: "Sam Rivera", main: true },
      { id: `PX-${consumerId}`, consumerId, brand: "MASTERCARD", last4: "4444", expiryMonth: 3, expiryYear: 2024, holder: "Sam Rivera", main: false },
      { id: `PI-${other.consumerId}`, consumerId: other.consumerId, brand: "VISA", last4: "0002", expiryMonth: 9, expiryYear: 2099, holder: "Other", main: true },
    ]);
    const { basketId } = await kit.cartWith(token, [{}]);
    const saved = await kit.addInstrument(token, basketId, { payment_method_id: "CREDIT_CARD", card: { paymentInstrumentId: `PI-${consumerId}` }, cvv: "123" });
    expect(saved.body.payment_instruments[0]!.card).toMatchObject({ brand: "visa", last4: "1111", main: true, paymentInstrumentId: `PI-${consumerId}` });
    const expired = await kit.addInstrument(token, basketId, { payment_method_id: "CREDIT_CARD", card: { paymentInstrumentId: `PX-${consumerId}` } });
    expect(expired.error.errorId).toBe("FE309");
    const theirs = await kit.addInstrument(token, basketId, { payment_method_id: "CREDIT_CARD", card: { paymentInstrumentId: `PI-${other.consumerId}` } });
    expect([theirs.status, theirs.error.errorId]).toEqual([404, "PYT404"]);
  });
});

describe("loyalty points and rewards", () => {
  test("points pay 1 cent each; more than the member has: REW140; not a member: REW130; a guest: REW401", async () => {
    const { consumerId, token } = await loyal(1200);
    const { basketId } = await kit.readyCart(token, [{ price: 5000 }]);
    const tooMany = await kit.addInstrument(token, basketId, { payment_method_id: "LOYALTY_POINTS", points: 1201 });
    expect([tooMany.status, tooMany.error.errorId]).toEqual([400, "REW140"]);
    const { body } = await kit.addInstrument(token, basketId, { payment_method_id: "LOYALTY_POINTS", points: 800 });
    expect(body.payment_instruments.find((entry) => entry.payment_method_id === "LOYALTY_POINTS")).toMatchObject({ amount: 8, loyalty: { points: 800 } });
    const placed = await kit.place(token, basketId);
    expect(placed.status).toBe(201);
    expect((await kit.db.select({ points: consumers.loyaltyPoints }).from(consumers).where(eq(consumers.id, consumerId)))[0]!.points).toBe(400);

    const regular = await member();
    const made = await kit.cartWith(regular.token, [{}]);
    expect((await kit.addInstrument(regular.token, made.basketId, { payment_method_id: "LOYALTY_POINTS" })).error.errorId).toBe("REW130");
    const guest = kit.guestToken();
    const guestCart = await kit.cartWith(guest, [{}]);
    expect((await kit.addInstrument(guest, guestCart.basketId, { payment_method_id: "LOYALTY_POINTS" })).error.errorId).toBe("REW401");
  });

  test("REWARD_CODE / REWARD_CARD: a voucher of the cart's currency; unknown REW401; too few points REW140", async () => {
    const { token } = await loyal(1200);
    const { basketId } = await kit.cartWith(token, [{ price: 5000 }]);
    for (const [body, errorId] of [
      [{ payment_method_id: "REWARD_CODE", code: "NOPE" }, "REW401"],
      [{ payment_method_id: "REWARD_CODE", code: "LV-GBP-0500" }, "REW401"],
      [{ payment_method_id: "REWARD_CODE", code: "LV-USD-2500" }, "REW140"],
    ] as const) {
      expect((await kit.addInstrument(token, basketId, body)).error.errorId).toBe(errorId);
    }
    const code = await kit.addInstrument(token, basketId, { payment_method_id: "REWARD_CODE", code: "lv-usd-1000" });
    expect(code.body.payment_instruments).toEqual([expect.objectContaining({ payment_method_id: "REWARD_CODE", amount: 10, reward: { code: "LV-USD-1000", points: 1000, amountInCurrency: 10 } })]);
    expect(code.body.totals.appliedRewards).toEqual([{ code: "LV-USD-1000", points: 1000, amountInCurrency: 10 }]);
    // The card form replaces it; points left for LOYALTY_POINTS: 1200 − 500.
    const card = await kit.addInstrument(token, basketId, { payment_method_id: "REWARD_CARD", number: "LV-USD-0500" });
    expect(card.body.payment_instruments.map((entry) => entry.payment_method_id)).toEqual(["REWARD_CARD"]);
    expect((await kit.addInstrument(token, basketId, { payment_method_id: "LOYALTY_POINTS", points: 701 })).error.errorId).toBe("REW140");
    expect((await kit.addInstrument(token, basketId, { payment_method_id: "LOYALTY_POINTS", points: 700 })).status).toBe(200);
  });

  test("PUT /cart/v1/cart/{basketId}/reward: applies a voucher by id or points, null removes it", async () => {
    const { consumerId, token } = await loyal(2000);
    const { basketId } = await kit.readyCart(token, [{ price: 5000 }]);
    const reward = (appliedLoyaltyVoucher: unknown) => kit.cartCall("PUT", `/cart/v1/cart/${basketId}/reward`, { token, body: { appliedLoyaltyVoucher } });
    const byPoints = await reward(1000);
    expect(byPoints.body.payment_instruments.find((entry) => entry.payment_method_id === "REWARD_CODE")?.reward).toEqual({ code: "LV-USD-1000", points: 1000, amountInCurrency: 10 });
    const [row] = await kit.db.select({ voucher: carts.appliedLoyaltyVoucher }).from(carts).where(eq(carts.id, basketId));
    expect(row!.voucher).toBe("LV-USD-1000");
    expect((await reward("LV-USD-2500")).error.errorId).toBe("REW140");
    expect((await reward(700)).error.errorId).toBe("REW401");
    const removed = await reward(null);
    expect(removed.body.payment_instruments.map((entry) => entry.payment_method_id)).toEqual(["CREDIT_CARD"]);
    await reward("LV-USD-0500");
    const placed = await kit.place(token, basketId);
    expect(placed.body.paymentMethod.instruments.map((entry) => entry.payment_method_id).sort()).toEqual(["CREDIT_CARD", "REWARD_CODE"]);
    expect((await kit.db.select({ points: consumers.loyaltyPoints }).from(consumers).where(eq(consumers.id, consumerId)))[0]!.points).toBe(1500);
    const guest = kit.guestToken();
    const guestCart = await kit.cartWith(guest, [{}]);
    expect((await kit.cartCall("PUT", `/cart/v1/cart/${guestCart.basketId}/reward`, { token: guest, body: { appliedLoyaltyVoucher: 500 } })).error.errorId).toBe("REW401");
  });
});

describe("Klarna, PayPal, athletes payment", () => {
  test("Klarna needs a session of this cart (GET /cart/v1/paymentSession); not for CAD", async () => {
    const shopper = kit.guestToken();
    const { basketId } = await kit.readyCart(shopper, [{ price: 5000 }]);
    const session = await kit.request(paymentSessionAnswer, "GET", `/cart/v1/paymentSession?basketId=${basketId}`, { token: shopper });
    expect(session.body).toMatchObject({ provider: "KLARNA", amount: 61.51, currency: "USD", paymentMethodCategories: ["pay_later", "pay_over_time"] });
    const other = await kit.cartWith(shopper, [{}]);
    const otherSession = await kit.request(paymentSessionAnswer, "GET", `/cart/v1/paymentSession?basketId=${other.basketId}`, { token: shopper });
    for (const sessionId of [otherSession.body.sessionId, "forged.session", `${session.body.sessionId}x`]) {
      const refused = await kit.addInstrument(shopper, basketId, { payment_method_id: "KLARNA", sessionId });
      expect([refused.status, refused.error.errorId, refused.error.field]).toEqual([400, "PAY400", "sessionId"]);
    }
    const { body } = await kit.addInstrument(shopper, basketId, { payment_method_id: "KLARNA", sessionId: session.body.sessionId });
    expect(amounts(body.payment_instruments)).toEqual([["KLARNA", 61.51]]);
    expect((await kit.place(shopper, basketId, { paymentMethod: "KLARNA" })).body.status).toBe("placed");

    const canadian = kit.guestToken();
    const cad = await kit.cartWith(canadian, [{}], "RL-CA");
    expect((await kit.request(paymentSessionAnswer, "GET", `/cart/v1/paymentSession?basketId=${cad.basketId}`, { token: canadian })).error.errorId).toBe("PAY400");
    expect((await kit.request(paymentSessionAnswer, "GET", "/cart/v1/paymentSession", { token: canadian })).error.errorId).toBe("ATTR300");
  });

  test("PayPal pays the rest", async () => {
    const shopper = kit.guestToken();
    const { basketId } = await kit.cartWith(shopper, [{ price: 5000 }]);
    await kit.setShippingAddress(shopper, basketId);
    await kit.addInstrument(shopper, basketId, { payment_method_id: "PAYPAL" });
    const placed = await kit.place(shopper, basketId, { paymentMethod: "PAYPAL" });
    expect(placed.body.paymentMethod).toMatchObject({ code: "PAYPAL", instruments: [expect.objectContaining({ amount: 61.51, wallet: { provider: "PAYPAL", payerEmail: null } })] });
  });

  test("athletes payment: pays up to what is left of the allowance; the spend is recorded", async () => {
    const athlete = await member({ athlete: true, annualCap: 250000, currentSpend: 248000 });
    const { basketId } = await kit.readyCart(athlete.token, [{ price: 5000 }]);
    const { body } = await kit.addInstrument(athlete.token, basketId, { payment_method_id: "ATHLETES_PAYMENT" });
    expect(body.payment_instruments.find((entry) => entry.payment_method_id === "ATHLETES_PAYMENT")).toMatchObject({ amount: 20, athlete: { remaining: 20, payable: 20 } });
    await kit.place(athlete.token, basketId);
    expect((await kit.db.select({ spend: consumers.currentSpend }).from(consumers).where(eq(consumers.id, athlete.consumerId)))[0]!.spend).toBe(250000);

    const spent = await kit.cartWith(athlete.token, [{}]);
    expect((await kit.addInstrument(athlete.token, spent.basketId, { payment_method_id: "ATHLETES_PAYMENT" })).error.errorId).toBe("PYT400");
    const regular = await member();
    const made = await kit.cartWith(regular.token, [{}]);
    const refused = await kit.addInstrument(regular.token, made.basketId, { payment_method_id: "ATHLETES_PAYMENT" });
    expect([refused.status, refused.error.errorId]).toEqual([403, "PAY400"]);
  });

  test("a failed 3-D Secure order gives points, the athlete allowance and vouchers back", async () => {
    const shopper = await member({ loyaltyMember: true, loyaltyOptInDate: "2020-01-01", loyaltyPoints: 1500, athlete: true, annualCap: 100000, currentSpend: 99000 });
    const { basketId } = await kit.readyCart(shopper.token, [{ price: 5000 }], { ...VISA, number: "4000000000003220" });
    await kit.addInstrument(shopper.token, basketId, { payment_method_id: "REWARD_CODE", code: "LV-USD-0500" });
    await kit.addInstrument(shopper.token, basketId, { payment_method_id: "LOYALTY_POINTS", points: 300 });
    await kit.addInstrument(shopper.token, basketId, { payment_method_id: "ATHLETES_PAYMENT" });
    const placed = await kit.place(shopper.token, basketId);
    expect(placed.body.status).toBe("payment_pending");
    const read = async () => (await kit.db.select({ points: consumers.loyaltyPoints, spend: consumers.currentSpend }).from(consumers).where(eq(consumers.id, shopper.consumerId)))[0];
    expect(await read()).toEqual({ points: 1500 - 500 - 300, spend: 100000 });
    await kit.patch(shopper.token, placed.body.orderNumber, "N");
    expect(await read()).toEqual({ points: 1500, spend: 99000 });
    const [order] = await kit.db.select({ payment: orders.payment }).from(orders).where(eq(orders.orderNumber, placed.body.orderNumber));
    expect(order!.payment).toMatchObject({ released: true, threeDS: { required: true, result: "N" } });
  });
});

describe("DELETE /cart/v1/cart/{basketId}/paymentInstruments", () => {
  test("removes an instrument of the cart; another id is 404 PYT404", async () => {
    const shopper = kit.guestToken();
    const { basketId, cart } = await kit.readyCart(shopper);
    const id = cart.payment_instruments[0]!.payment_instrument_id;
    const missing = await kit.removeInstrument(shopper, basketId, randomUUID());
    expect([missing.status, missing.error.errorId]).toEqual([404, "PYT404"]);
    const other = kit.guestToken();
    const theirs = await kit.readyCart(other);
    expect((await kit.removeInstrument(shopper, basketId, theirs.cart.payment_instruments[0]!.payment_instrument_id)).error.errorId).toBe("PYT404");
    expect((await kit.removeInstrument(shopper, basketId, id)).body.payment_instruments).toEqual([]);
  });
});
