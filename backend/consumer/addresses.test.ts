import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { accountAddressAnswer, accountAddressesAnswer, consumerProfileAnswer, MAX_ADDRESSES, savedPaymentInstrumentAnswer } from "../../contracts/api/consumer.ts";
import { addresses } from "../db/schema.ts";
import { consumerBackend, SETUP_TIMEOUT_MS, usAddress, type ConsumerKit, type Member } from "./consumer-test-kit.ts";
import { RECAPTCHA_TEST_PASS } from "../testing/recaptcha-test-verifier.ts";

const PATH = "/consumers-v3/consumer/address";
let kit: ConsumerKit;
beforeAll(async () => {
  kit = await consumerBackend({ now: () => Date.parse("2026-11-22T12:00:00Z") });
}, SETUP_TIMEOUT_MS);
afterAll(async () => kit?.close());

const add = (shopper: Member, address: Record<string, unknown>) => kit.ok(accountAddressAnswer, "POST", PATH, { token: shopper.token, body: { address } }, 201);
const book = async (shopper: Member) => (await kit.ok(consumerProfileAnswer, "GET", "/consumers-v3/consumer", { token: shopper.token })).consumerDetails.addresses;

describe("POST /consumers-v3/consumer/address", () => {
  test("adds a shipping address, normalised as checkout does (phone in E.164, postal code); the first of its kind is main", async () => {
    const shopper = await kit.member();
    const address = await add(shopper, usAddress({ recipientContactEmail: "Robin@Example.TEST" }));
    expect(address).toMatchObject({ approachType: "S", main: true, recipientContactPhone: "+16175550181", postalCode: "02108", country: "US", recipientContactEmail: "robin@example.test", addressLine2: null });
    expect(await book(shopper)).toEqual([address]);
  });

  test("kinds are apart: the first billing address is main too; a later one saved as main takes over", async () => {
    const shopper = await kit.member();
    const shipping = await add(shopper, usAddress());
    const billing = await add(shopper, usAddress({ approachType: "B", addressLine1: "1 Billing Way" }));
    expect(billing).toMatchObject({ approachType: "B", main: true });
    const second = await add(shopper, usAddress({ addressLine1: "100 Summer Street", main: true }));
    expect(second.main).toBe(true);
    const all = await book(shopper);
    expect(all.find((entry) => entry.id === shipping.id)!.main).toBe(false);
    expect(all.find((entry) => entry.id === billing.id)!.main).toBe(true);
    expect(all.map((entry) => entry.approachType)).toEqual(["S", "S", "B"]);
  });

  test("GB, CA and DE addresses; postal codes normalised", async () => {
    const shopper = await kit.member();
    expect((await add(shopper, usAddress({ country: "gb", city: "London", stateCityProvDept: null, postalCode: "nw19dp", recipientContactPhone: "07700 900191" }))).postalCode).toBe("NW1 9DP");
    expect((await add(shopper, usAddress({ country: "CA", city: "Toronto", stateCityProvDept: "ON", postalCode: "m5j0b6", recipientContactPhone: "416 555 0190" }))).postalCode).toBe("M5J 0B6");
    expect((await add(shopper, usAddress({ country: "DE", city: "Berlin", stateCityProvDept: null, postalCode: "10435", recipientContactPhone: "030 5550100" }))).recipientContactPhone).toBe("+49305550100");
  });

  test("the same address of the same kind again (other case and spacing): 409 CCA400; as billing it is another entry", async () => {
    const shopper = await kit.member();
    await add(shopper, usAddress());
    await kit.fails(409, "CCA400", "POST", PATH, { token: shopper.token, body: { address: usAddress({ addressLine1: "12  BEACON street ", city: "boston" }) } });
    await add(shopper, usAddress({ approachType: "B" }));
  });

  test("the same address added twice at once: one is added, the other 409 CCA400; one main", async () => {
    const shopper = await kit.member();
    const answers = await Promise.all([0, 1].map(() => kit.call("POST", PATH, { token: shopper.token, body: { address: usAddress() } })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect((await book(shopper)).filter((entry) => entry.main)).toHaveLength(1);
  });

  test.each([
    // [change, error id, field]
    [{ country: "FR", postalCode: "75001", stateCityProvDept: null }, "PAY401", "address.country"],
    [{ stateCityProvDept: null }, "CHK380", "address.stateCityProvDept"],
    [{ postalCode: "ABCDE" }, "CHK380", "address.postalCode"],
    [{ recipientContactPhone: null }, "SHP410", "address.recipientContactPhone"],
    [{ recipientContactPhone: "12" }, "CHK380", "address.recipientContactPhone"],
    [{ addressLine1: "P.O. Box 123" }, "SHP500", "address.addressLine1"],
    [{ city: "APO", stateCityProvDept: "AE", postalCode: "09001" }, "SHP500", "address.city"],
    [{ approachType: "B", recipientContactPhone: null }, "BILL410", "address.recipientContactPhone"],
    [{ approachType: "B", postalCode: "nope" }, "PYT406", "address.postalCode"],
    [{ addressLine1: "" }, "CHK320", "address.addressLine1"],
    [{ country: "USA" }, "CHK320", "address.country"],
    [{ approachType: "X" }, "CHK320", "address.approachType"],
    [{ recipientFirstName: 42 }, "CHK320", "address.recipientFirstName"],
    [{ recipientContactEmail: "not-an-email" }, "CHK320", "address.recipientContactEmail"],
  ])("%j: 400 %s", async (change, errorId, field) => {
    expect(await kit.fails(400, errorId, "POST", PATH, { token: (await kit.member()).token, body: { address: usAddress(change) } })).toMatchObject({ field });
  });

  test("a billing address may be a P.O. box", async () => {
    expect((await add(await kit.member(), usAddress({ approachType: "B", addressLine1: "P.O. Box 123" }))).approachType).toBe("B");
  });

  test("no address: 400 CHK320; malformed JSON: 400 ATTR300; a guest 401 AUT432", async () => {
    const shopper = await kit.member();
    await kit.fails(400, "CHK320", "POST", PATH, { token: shopper.token, body: {} });
    await kit.fails(400, "ATTR300", "POST", PATH, { token: shopper.token, body: "{]" });
    await kit.fails(401, "AUT432", "POST", PATH, { token: kit.guestToken(), body: { address: usAddress() } });
  });

  test(`at most ${MAX_ADDRESSES} addresses: 409 PRO412`, async () => {
    const shopper = await kit.member();
    await kit.db.insert(addresses).values(Array.from({ length: MAX_ADDRESSES }, (_, index) => ({ id: randomUUID(), consumerId: shopper.consumerId, approachType: "S", addressLine1: `${index + 1} Main Street`, city: "Boston", country: "US", postalCode: "02108", recipientFirstName: "Robin", recipientLastName: "Fell" })));
    await kit.fails(409, "PRO412", "POST", PATH, { token: shopper.token, body: { address: usAddress() } });
  });
});

describe("PUT /consumers-v3/consumer/address/{addressId}", () => {
  test("replaces the address; it stays main unless told otherwise", async () => {
    const shopper = await kit.member();
    const address = await add(shopper, usAddress());
    const changed = await kit.ok(accountAddressAnswer, "PUT", `${PATH}/${address.id}`, { token: shopper.token, body: { address: usAddress({ addressLine1: "1 New Street", addressLine2: "Apt 4" }) } });
    expect(changed).toMatchObject({ id: address.id, main: true, approachType: "S", addressLine1: "1 New Street", addressLine2: "Apt 4" });
    const notMain = await kit.ok(accountAddressAnswer, "PUT", `${PATH}/${address.id}`, { token: shopper.token, body: { address: usAddress({ main: false }) } });
    expect(notMain.main).toBe(false);
  });

  test("moved to billing, it is the billing main only when there is none", async () => {
    const shopper = await kit.member();
    const address = await add(shopper, usAddress());
    expect((await kit.ok(accountAddressAnswer, "PUT", `${PATH}/${address.id}`, { token: shopper.token, body: { address: usAddress({ approachType: "B" }) } })).main).toBe(true);
  });

  test("made the twin of another address: 409 CCA400; unknown id: 404 CCA401; invalid: 400 with checkout's id", async () => {
    const shopper = await kit.member();
    await add(shopper, usAddress());
    const second = await add(shopper, usAddress({ addressLine1: "2 Other Street" }));
    await kit.fails(409, "CCA400", "PUT", `${PATH}/${second.id}`, { token: shopper.token, body: { address: usAddress() } });
    await kit.fails(404, "CCA401", "PUT", `${PATH}/${randomUUID()}`, { token: shopper.token, body: { address: usAddress({ addressLine1: "3 Street" }) } });
    await kit.fails(404, "CCA401", "PUT", `${PATH}/${"z".repeat(300)}`, { token: shopper.token, body: { address: usAddress({ addressLine1: "3 Street" }) } });
    await kit.fails(400, "SHP500", "PUT", `${PATH}/${second.id}`, { token: shopper.token, body: { address: usAddress({ addressLine1: "PO Box 9" }) } });
  });
});

describe("DELETE /consumers-v3/consumer/address/{addressId}", () => {
  test("removes it and answers the book; the second time 404 CCA401", async () => {
    const shopper = await kit.member();
    const first = await add(shopper, usAddress());
    const second = await add(shopper, usAddress({ addressLine1: "2 Other Street" }));
    const left = await kit.ok(accountAddressesAnswer, "DELETE", `${PATH}/${first.id}`, { token: shopper.token });
    expect(left.addresses.map((entry) => entry.id)).toEqual([second.id]);
    await kit.fails(404, "CCA401", "DELETE", `${PATH}/${first.id}`, { token: shopper.token });
  });

  test("a billing address a saved card uses: 409 PRO414 until the card lets go of it", async () => {
    const shopper = await kit.member();
    const billing = await add(shopper, usAddress({ approachType: "B" }));
    const card = await kit.ok(
      savedPaymentInstrumentAnswer,
      "POST",
      "/consumers-v3/consumer/payment_instruments",
      { token: shopper.token, body: { payment_method_id: "CREDIT_CARD", recaptcha_response: RECAPTCHA_TEST_PASS, card: { number: "4111111111111111", expiryMonth: 1, expiryYear: 2030, holder: "Robin Fell" }, billingAddressId: billing.id } },
      201,
    );
    expect(await kit.fails(409, "PRO414", "DELETE", `${PATH}/${billing.id}`, { token: shopper.token })).toMatchObject({ paymentInstrumentId: card.payment_instrument_id });
    await kit.ok(savedPaymentInstrumentAnswer, "PATCH", `/consumers-v3/consumer/payment_instruments/${card.payment_instrument_id}`, { token: shopper.token, body: { billingAddressId: null } });
    await kit.ok(accountAddressesAnswer, "DELETE", `${PATH}/${billing.id}`, { token: shopper.token });
  });
});
