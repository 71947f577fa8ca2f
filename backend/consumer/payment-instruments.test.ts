import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { MAX_SAVED_CARDS, savedPaymentInstrumentAnswer, savedPaymentInstrumentsAnswer } from "../../contracts/api/consumer.ts";
import { addresses, savedCards } from "../db/schema.ts";
import { consumerBackend, SETUP_TIMEOUT_MS, type ConsumerKit, type Member } from "./consumer-test-kit.ts";
import type { RecaptchaVerifier } from "../http/recaptcha.ts";
import { RECAPTCHA_TEST_FAIL, RECAPTCHA_TEST_PASS } from "../testing/recaptcha-test-verifier.ts";

const NOW = Date.parse("2026-11-22T12:00:00Z");
const PATH = "/consumers-v3/consumer/payment_instruments";
const VISA = "4111 1111 1111 1111";
const MASTERCARD = "5555555555554444";

let kit: ConsumerKit;
beforeAll(async () => {
  kit = await consumerBackend({ now: () => NOW });
}, SETUP_TIMEOUT_MS);
afterAll(async () => kit?.close());

const card = (fields: Record<string, unknown> = {}) => ({ number: VISA, expiryMonth: 9, expiryYear: 2030, holder: "Robin Fell", ...fields });
const saveBody = (fields: Record<string, unknown> = {}, cardFields: Record<string, unknown> = {}) => ({ payment_method_id: "CREDIT_CARD", recaptcha_response: RECAPTCHA_TEST_PASS, card: card(cardFields), ...fields });
const save = (shopper: Member, body: unknown) => kit.ok(savedPaymentInstrumentAnswer, "POST", PATH, { token: shopper.token, body }, 201);
const list = (shopper: Member, query = "") => kit.ok(savedPaymentInstrumentsAnswer, "GET", `${PATH}${query}`, { token: shopper.token });

async function billingAddressOf(shopper: Member): Promise<string> {
  const id = `A-${randomUUID()}`;
  await kit.db.insert(addresses).values({ id, consumerId: shopper.consumerId, approachType: "B", main: true, addressLine1: "12 Beacon Street", city: "Boston", country: "US", postalCode: "02108", stateCityProvDept: "MA", recipientFirstName: "Robin", recipientLastName: "Fell", recipientContactPhone: "+16175550181" });
  return id;
}

describe("POST /consumers-v3/consumer/payment_instruments", () => {
  test("saves a card: brand, last four and expiry only, never the number; the first card is the main one", async () => {
    const shopper = await kit.member();
    const saved = await save(shopper, saveBody());
    expect(saved).toMatchObject({
      payment_method_id: "CREDIT_CARD",
      card: { main: true, brand: "visa", last4: "1111", maskedNumber: "************1111", expiryMonth: 9, expiryYear: 2030, holder: "Robin Fell", expired: false },
      address: null,
    });
    expect(saved.card.paymentInstrumentId).toBe(saved.payment_instrument_id);
    const [row] = await kit.db.select().from(savedCards).where(eq(savedCards.id, saved.payment_instrument_id));
    expect(JSON.stringify(row)).not.toContain("4111111111111111");
    expect(row).toMatchObject({ consumerId: shopper.consumerId, brand: "VISA", last4: "1111" });
  });

  test("a second card saved as main takes over; one without main is not main", async () => {
    const shopper = await kit.member();
    const first = await save(shopper, saveBody());
    const second = await save(shopper, saveBody({}, { number: MASTERCARD, main: true }));
    const third = await save(shopper, saveBody({}, { number: "378282246310005", expiryYear: "31", expiryMonth: "02" }));
    expect(third.card).toMatchObject({ brand: "amex", main: false, expiryYear: 2031, expiryMonth: 2 });
    const cards = (await list(shopper)).payment_instruments;
    expect(cards.map((entry) => [entry.payment_instrument_id, entry.card.main])).toEqual(
      expect.arrayContaining([
        [first.payment_instrument_id, false],
        [second.payment_instrument_id, true],
        [third.payment_instrument_id, false],
      ]),
    );
    expect(cards[0]!.payment_instrument_id).toBe(second.payment_instrument_id);
  });

  test("with one of the shopper's addresses as billing address", async () => {
    const shopper = await kit.member();
    const addressId = await billingAddressOf(shopper);
    const saved = await save(shopper, saveBody({ billingAddressId: addressId }));
    expect(saved.address).toMatchObject({ id: addressId, approachType: "B", addressLine1: "12 Beacon Street" });
  });

  test("the same card again (same brand, last four and expiry): 409 PYT300; another expiry is another card", async () => {
    const shopper = await kit.member();
    await save(shopper, saveBody());
    const error = await kit.fails(409, "PYT300", "POST", PATH, { token: shopper.token, body: saveBody({}, { number: "4111-1111-1111-1111", holder: "Someone Else" }) });
    expect(error.message).toMatch(/already saved/);
    await save(shopper, saveBody({}, { expiryYear: 2031 }));
    // Another shopper may save the same card.
    await save(await kit.member(), saveBody());
  });

  test("the same card saved twice at once: one is saved, the other 409 PYT300", async () => {
    const shopper = await kit.member();
    const answers = await Promise.all([0, 1].map(() => kit.call("POST", PATH, { token: shopper.token, body: saveBody() })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.error.errorId).toBe("PYT300");
    expect((await list(shopper)).payment_instruments).toHaveLength(1);
  });

  test.each([
    // [card fields, error id, field]
    [{ expiryMonth: 10, expiryYear: 2026 }, "FE309", "card.expiryYear"],
    [{ expiryMonth: 13, expiryYear: 2030 }, "FE309", "card.expiryMonth"],
    [{ expiryMonth: 0, expiryYear: 2030 }, "FE309", "card.expiryMonth"],
    [{ expiryMonth: 1, expiryYear: 2099 }, "FE309", "card.expiryMonth"],
    [{ expiryMonth: "ab", expiryYear: 2030 }, "FE309", "card.expiryMonth"],
    [{ number: "4111111111111112" }, "PAY400", "card.number"],
    [{ number: "1234" }, "PAY400", "card.number"],
  ])("%j: 400 %s", async (fields, errorId, field) => {
    expect(await kit.fails(400, errorId, "POST", PATH, { token: (await kit.member()).token, body: saveBody({}, fields) })).toMatchObject({ field });
  });

  test("a card that expires this month can still be saved", async () => {
    expect((await save(await kit.member(), saveBody({}, { expiryMonth: 11, expiryYear: 2026 }))).card.expired).toBe(false);
  });

  test("the recaptcha: missing or failing 403 AUT403, and nothing saved", async () => {
    const shopper = await kit.member();
    await kit.fails(403, "AUT403", "POST", PATH, { token: shopper.token, body: saveBody({ recaptcha_response: RECAPTCHA_TEST_FAIL }) });
    await kit.fails(403, "AUT403", "POST", PATH, { token: shopper.token, body: saveBody({ recaptcha_response: undefined }) });
    expect((await list(shopper)).payment_instruments).toEqual([]);
  });

  test("a billing address that is not the shopper's: 404 PYT405", async () => {
    const other = await kit.member();
    await kit.fails(404, "PYT405", "POST", PATH, { token: (await kit.member()).token, body: saveBody({ billingAddressId: await billingAddressOf(other) }) });
    await kit.fails(404, "PYT405", "POST", PATH, { token: (await kit.member()).token, body: saveBody({ billingAddressId: "nope" }) });
  });

  test("only cards are kept: another method 400 ATTR300", async () => {
    await kit.fails(400, "ATTR300", "POST", PATH, { token: (await kit.member()).token, body: saveBody({ payment_method_id: "GIFT_CARD" }) });
  });

  test(`at most ${MAX_SAVED_CARDS} cards: 409 PRO412`, async () => {
    const shopper = await kit.member();
    await kit.db.insert(savedCards).values(Array.from({ length: MAX_SAVED_CARDS }, (_, index) => ({ id: randomUUID(), consumerId: shopper.consumerId, brand: "VISA", last4: String(1000 + index), expiryMonth: 1, expiryYear: 2030, holder: "Robin Fell" })));
    await kit.fails(409, "PRO412", "POST", PATH, { token: shopper.token, body: saveBody() });
  });

  test.each([
    ["no card", { payment_method_id: "CREDIT_CARD", recaptcha_response: RECAPTCHA_TEST_PASS }],
    ["an unknown method", saveBody({ payment_method_id: "BITCOIN" })],
    ["a numeric holder", saveBody({}, { holder: 7 })],
    ["an empty number", saveBody({}, { number: "" })],
    ["malformed JSON", "{\"card\":"],
  ])("%s: 400 ATTR300", async (_name, body) => {
    await kit.fails(400, "ATTR300", "POST", PATH, { token: (await kit.member()).token, body });
  });

  test("a pluggable verifier decides (here: one that refuses everything)", async () => {
    const refuseAll: RecaptchaVerifier = async () => false;
    const strict = await consumerBackend({ now: () => NOW, recaptcha: refuseAll });
    try {
      await strict.fails(403, "AUT403", "POST", PATH, { token: (await strict.member()).token, body: saveBody() });
    } finally {
      await strict.close();
    }
  }, SETUP_TIMEOUT_MS);
});

describe("GET /consumers-v3/consumer/payment_instruments", () => {
  test("lists the cards, expired ones marked; payment_method_id=CREDIT_CARD the same; another method none", async () => {
    const shopper = await kit.member();
    await kit.db.insert(savedCards).values({ id: `PI-${randomUUID()}`, consumerId: shopper.consumerId, brand: "MASTERCARD", last4: "4444", expiryMonth: 3, expiryYear: 2024, holder: "Robin Fell" });
    await save(shopper, saveBody());
    const all = await list(shopper);
    expect(all.payment_instruments.map((entry) => [entry.card.last4, entry.card.expired, entry.card.main])).toEqual([
      ["1111", false, true],
      ["4444", true, false],
    ]);
    expect(await list(shopper, "?payment_method_id=CREDIT_CARD")).toEqual(all);
    expect(await list(shopper, "?payment_method_id=GIFT_CARD")).toEqual({ payment_instruments: [] });
  });

  test("an unknown method: 400 ATTR300; a guest: 401 AUT432", async () => {
    await kit.fails(400, "ATTR300", "GET", `${PATH}?payment_method_id=CASH`, { token: (await kit.member()).token });
    await kit.fails(401, "AUT432", "GET", PATH, { token: kit.guestToken() });
  });
});

describe("PATCH /consumers-v3/consumer/payment_instruments/{paymentInstrumentId}", () => {
  test("makes a card the main one, renews its expiry, changes the holder and the billing address", async () => {
    const shopper = await kit.member();
    const first = await save(shopper, saveBody());
    const second = await save(shopper, saveBody({}, { number: MASTERCARD }));
    const addressId = await billingAddressOf(shopper);
    const patched = await kit.ok(savedPaymentInstrumentAnswer, "PATCH", `${PATH}/${second.payment_instrument_id}`, {
      token: shopper.token,
      body: { main: true, expiryMonth: "12", expiryYear: "2032", holder: "R. Fell", billingAddressId: addressId },
    });
    expect(patched).toMatchObject({ card: { main: true, expiryMonth: 12, expiryYear: 2032, holder: "R. Fell" }, address: { id: addressId } });
    const cards = (await list(shopper)).payment_instruments;
    expect(cards.find((entry) => entry.payment_instrument_id === first.payment_instrument_id)!.card.main).toBe(false);
    const unlinked = await kit.ok(savedPaymentInstrumentAnswer, "PATCH", `${PATH}/${second.payment_instrument_id}`, { token: shopper.token, body: { billingAddressId: null } });
    expect(unlinked.address).toBeNull();
  });

  test("an expired saved card can be renewed", async () => {
    const shopper = await kit.member();
    const id = `PI-${randomUUID()}`;
    await kit.db.insert(savedCards).values({ id, consumerId: shopper.consumerId, brand: "VISA", last4: "1111", expiryMonth: 3, expiryYear: 2024, holder: "Robin Fell" });
    const renewed = await kit.ok(savedPaymentInstrumentAnswer, "PATCH", `${PATH}/${id}`, { token: shopper.token, body: { expiryMonth: 3, expiryYear: 2029 } });
    expect(renewed.card).toMatchObject({ expired: false, expiryYear: 2029 });
  });

  test("an expiry in the past: 400 FE309; making it the twin of another saved card: 409 PYT300", async () => {
    const shopper = await kit.member();
    const first = await save(shopper, saveBody());
    const second = await save(shopper, saveBody({}, { expiryYear: 2031 }));
    await kit.fails(400, "FE309", "PATCH", `${PATH}/${first.payment_instrument_id}`, { token: shopper.token, body: { expiryMonth: 1, expiryYear: 2020 } });
    await kit.fails(409, "PYT300", "PATCH", `${PATH}/${second.payment_instrument_id}`, { token: shopper.token, body: { expiryMonth: 9, expiryYear: 2030 } });
  });

  test.each([
    ["nothing to change", {}],
    ["main: false (pick another card instead)", { main: false }],
    ["a month without a year", { expiryMonth: 5 }],
  ])("%s: 400 ATTR300", async (_name, body) => {
    const shopper = await kit.member();
    const saved = await save(shopper, saveBody());
    await kit.fails(400, "ATTR300", "PATCH", `${PATH}/${saved.payment_instrument_id}`, { token: shopper.token, body });
  });

  test("an unknown card: 404 PYT404; an address not the shopper's: 404 PYT405", async () => {
    const shopper = await kit.member();
    await kit.fails(404, "PYT404", "PATCH", `${PATH}/${randomUUID()}`, { token: shopper.token, body: { main: true } });
    await kit.fails(404, "PYT404", "PATCH", `${PATH}/${"x".repeat(200)}`, { token: shopper.token, body: { main: true } });
    const saved = await save(shopper, saveBody());
    await kit.fails(404, "PYT405", "PATCH", `${PATH}/${saved.payment_instrument_id}`, { token: shopper.token, body: { billingAddressId: randomUUID() } });
  });
});

describe("DELETE /consumers-v3/consumer/payment_instruments/{paymentInstrumentId}", () => {
  test("removes the card and answers the cards left", async () => {
    const shopper = await kit.member();
    const first = await save(shopper, saveBody());
    const second = await save(shopper, saveBody({}, { number: MASTERCARD }));
    const left = await kit.ok(savedPaymentInstrumentsAnswer, "DELETE", `${PATH}/${first.payment_instrument_id}`, { token: shopper.token });
    expect(left.payment_instruments.map((entry) => entry.payment_instrument_id)).toEqual([second.payment_instrument_id]);
    await kit.fails(404, "PYT404", "DELETE", `${PATH}/${first.payment_instrument_id}`, { token: shopper.token });
  });
});
