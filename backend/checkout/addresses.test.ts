import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { carts } from "../db/schema.ts";
import { checkBillingAddress, checkShippingAddress, isMilitaryAddress, isPoBox } from "./addresses.ts";
import { GB_ADDRESS, US_ADDRESS, checkoutBackend, type CheckoutKit } from "./checkout-test-kit.ts";
import { addressInput, addressValidationAnswer } from "../../contracts/api/checkout.ts";

/** Shipping and billing addresses (commerce spec §7; CHK380, CHK320, SHP410, SHP500, PAY401, BIL400, BILL410, PYT406). */
let kit: CheckoutKit;
beforeAll(async () => {
  kit = await checkoutBackend();
});
afterAll(async () => kit?.close());

describe("rules", () => {
  test.each([
    ["P.O. Box 123", true],
    ["PO Box 77", true],
    ["p o box 9", true],
    ["Post Office Box 12", true],
    ["POB 5", true],
    ["Postfach 10 20 30", true],
    ["Case postale 400", true],
    ["C.P. 6079, succ. Centre-ville", true],
    ["12 Beacon Street", false],
    ["Boxwood Lane 4", false],
    ["1 Pobox Road", true],
    ["Apt 4B, Polo Boulevard", false],
  ])("P.O. box in %j: %s", (line, expected) => {
    expect(isPoBox(line)).toBe(expected);
  });

  test("military addresses: APO/FPO/DPO cities, AA/AE/AP states, PSC boxes", () => {
    const base = { addressLine1: "1 Main Street", addressLine2: undefined, city: "Boston", stateCityProvDept: "MA", country: "US" };
    expect(isMilitaryAddress(base)).toBe(false);
    expect(isMilitaryAddress({ ...base, city: "APO" })).toBe(true);
    expect(isMilitaryAddress({ ...base, stateCityProvDept: "AE" })).toBe(true);
    expect(isMilitaryAddress({ ...base, addressLine1: "PSC 802 Box 74" })).toBe(true);
    expect(isMilitaryAddress({ ...base, addressLine1: "Unit 2050 Box 4190" })).toBe(true);
  });

  test("shipping: order of the checks and normalisation", () => {
    const parse = (value: Record<string, unknown>) => addressInput.parse(value);
    expect(checkShippingAddress(parse({ ...GB_ADDRESS }), "GB")).toEqual({
      address: expect.objectContaining({ postalCode: "NW1 6XE", recipientContactPhone: "+447700900123", recipientContactEmail: "emma@example.co.uk", addressLine2: null }),
    });
    expect(checkShippingAddress(parse({ ...US_ADDRESS, postalCode: "2108" }), "US")).toMatchObject({ problem: { errorId: "CHK380", field: "postalCode" } });
    expect(checkShippingAddress(parse({ ...US_ADDRESS, stateCityProvDept: "" }), "US")).toMatchObject({ problem: { errorId: "CHK380", field: "stateCityProvDept" } });
    expect(checkShippingAddress(parse({ ...US_ADDRESS, addressLine2: "PO Box 5", recipientContactPhone: "" }), "US")).toMatchObject({ problem: { errorId: "SHP410" } });
    expect(checkShippingAddress(parse({ ...US_ADDRESS, addressLine2: "PO Box 5" }), "US")).toMatchObject({ problem: { errorId: "SHP500", field: "addressLine2" } });
    expect(checkShippingAddress(parse({ ...US_ADDRESS }), "CA")).toMatchObject({ problem: { errorId: "PAY401", field: "country" } });
    expect(checkShippingAddress(parse({ ...US_ADDRESS, recipientContactPhone: "call me" }), "US")).toMatchObject({ problem: { errorId: "CHK380", field: "recipientContactPhone" } });
    expect(checkShippingAddress(parse({ ...US_ADDRESS, country: "ca", postalCode: "h3a1t5", stateCityProvDept: "QC" }), "CA")).toMatchObject({ address: { country: "CA", postalCode: "H3A 1T5" } });
  });

  test("billing: a P.O. box is fine; the phone may come apart", () => {
    const input = addressInput.parse({ ...US_ADDRESS, addressLine1: "PO Box 12", recipientContactPhone: undefined });
    expect(checkBillingAddress(input, undefined)).toMatchObject({ problem: { errorId: "BILL410", field: "phone" } });
    expect(checkBillingAddress(input, "617 555 0181")).toMatchObject({ address: { addressLine1: "PO Box 12", recipientContactPhone: "+16175550181" } });
  });
});

describe("POST and DELETE /cart/v2/cart/{basketId}/shippingAddress", () => {
  test("stores the normalised address: the home shipment carries it and is charged", async () => {
    const shopper = kit.guestToken();
    const { basketId } = await kit.cartWith(shopper, [{ price: 2000 }]);
    const before = (await kit.getCart(shopper, basketId)).cart;
    expect(before.totals.shipping).toBe(0);
    const { status, body } = await kit.setShippingAddress(shopper, basketId);
    expect(status).toBe(200);
    expect(body.shippingMethods).toEqual([
      expect.objectContaining({ shippingId: "me", code: "standard", address: expect.objectContaining({ addressLine1: "12 Beacon Street", recipientContactPhone: "+16175550181", recipientContactEmail: "alex.walker@example.com" }) }),
    ]);
    expect(body.totals.shipping).toBe(6.95);
    const [row] = await kit.db.select({ email: carts.email }).from(carts).where(eq(carts.id, basketId));
    expect(row!.email).toBe("alex.walker@example.com");

    const removed = await kit.cartCall("DELETE", `/cart/v2/cart/${basketId}/shippingAddress`, { token: shopper });
    expect(removed.body.shippingMethods[0]!.address).toBeNull();
    expect(removed.body.totals.shipping).toBe(0);
  });

  test.each(["addressLine1", "city", "postalCode", "recipientFirstName", "recipientLastName", "country"])("without %s: 400 CHK380 naming it", async (field) => {
    const shopper = kit.guestToken();
    const { basketId } = await kit.cartWith(shopper, [{}]);
    const { [field]: _dropped, ...address } = US_ADDRESS as Record<string, unknown>;
    const { status, error } = await kit.setShippingAddress(shopper, basketId, address);
    expect([status, error.errorId, error.field]).toEqual([400, "CHK380", `address.${field}`]);
  });

  test("no phone: 400 SHP410; a P.O. box: 400 SHP500; a military address: SHP500; another country: 400 PAY401", async () => {
    const shopper = kit.guestToken();
    const { basketId } = await kit.cartWith(shopper, [{}]);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...US_ADDRESS, recipientContactPhone: undefined }, "SHP410"],
      [{ ...US_ADDRESS, recipientContactPhone: "" }, "SHP410"],
      [{ ...US_ADDRESS, addressLine1: "P.O. Box 4412" }, "SHP500"],
      [{ ...US_ADDRESS, city: "FPO", stateCityProvDept: "AP", postalCode: "96349" }, "SHP500"],
      [GB_ADDRESS, "PAY401"],
    ];
    for (const [address, errorId] of cases) {
      const { status, error } = await kit.setShippingAddress(shopper, basketId, address);
      expect([status, error.errorId], JSON.stringify(address)).toEqual([400, errorId]);
    }
    // Nothing was stored.
    expect((await kit.getCart(shopper, basketId)).cart.shippingMethods).toEqual([expect.objectContaining({ address: null })]);
  });

  test("each site ships to its own country: a GB cart takes a GB address", async () => {
    const shopper = kit.guestToken();
    const { basketId } = await kit.cartWith(shopper, [{ price: 3000 }], "RL-GB");
    const { body } = await kit.setShippingAddress(shopper, basketId, GB_ADDRESS);
    expect(body.shippingMethods[0]).toMatchObject({ code: "standard", price: { amount: 4.95 }, address: { postalCode: "NW1 6XE", recipientContactPhone: "+447700900123" } });
    expect(body.totals).toMatchObject({ shipping: 4.95, total: 34.95, currency: "GBP" });
    expect((await kit.setShippingAddress(shopper, basketId, US_ADDRESS)).error.errorId).toBe("PAY401");
  });
});

describe("POST /cart/v1/cart/{basketId}/shippingAddress/validation", () => {
  test("answers valid with the normalised address, or 400 CHK320 naming the field (and why)", async () => {
    const shopper = kit.guestToken();
    const { basketId } = await kit.cartWith(shopper, [{}]);
    const valid = await kit.request(addressValidationAnswer, "POST", `/cart/v1/cart/${basketId}/shippingAddress/validation`, { token: shopper, body: { address: US_ADDRESS } });
    expect(valid.body).toEqual({ valid: true, address: expect.objectContaining({ recipientContactPhone: "+16175550181" }) });
    const invalid = [
      [{ ...US_ADDRESS, city: "" }, "address.city", undefined],
      [{ ...US_ADDRESS, addressLine1: "PO Box 1" }, "addressLine1", "SHP500"],
      [{ ...US_ADDRESS, recipientContactPhone: undefined }, "recipientContactPhone", "SHP410"],
      [GB_ADDRESS, "country", "PAY401"],
    ] as const;
    for (const [address, field, reason] of invalid) {
      const { status, error } = await kit.request(addressValidationAnswer, "POST", `/cart/v1/cart/${basketId}/shippingAddress/validation`, { token: shopper, body: { address } });
      expect([status, error.errorId, error.field, error.reason]).toEqual([400, "CHK320", field, reason]);
    }
    // Validation stores nothing.
    expect((await kit.getCart(shopper, basketId)).cart.shippingMethods).toEqual([expect.objectContaining({ address: null })]);
  });
});

describe("POST and DELETE /cart/v1/cart/{basketId}/billingAddress", () => {
  test("stores the address with the phone and the newsletter consent; card instruments show it", async () => {
    const shopper = kit.guestToken();
    const { basketId } = await kit.readyCart(shopper);
    const billing = { ...US_ADDRESS, addressLine1: "PO Box 99", recipientContactPhone: undefined };
    const { status, body } = await kit.setBillingAddress(shopper, basketId, { address: billing, phone: "617-555-0199", subscriptions: { newsletterConsent: true } });
    expect(status).toBe(200);
    expect(body.payment_instruments.find((entry) => entry.payment_method_id === "CREDIT_CARD")?.address).toMatchObject({ addressLine1: "PO Box 99", recipientContactPhone: "+16175550199" });
    const [row] = await kit.db.select({ billing: carts.billingAddress }).from(carts).where(eq(carts.id, basketId));
    expect(row!.billing).toMatchObject({ newsletterConsent: true });

    const removed = await kit.cartCall("DELETE", `/cart/v1/cart/${basketId}/billingAddress`, { token: shopper });
    // Without one of its own, the billing address is the shipping address.
    expect(removed.body.payment_instruments.find((entry) => entry.payment_method_id === "CREDIT_CARD")?.address).toMatchObject({ addressLine1: "12 Beacon Street" });
  });

  test("no address: 400 BIL400; a field missing: 400 PYT406 naming it; no phone: 400 BILL410", async () => {
    const shopper = kit.guestToken();
    const { basketId } = await kit.cartWith(shopper, [{}]);
    const noAddress = await kit.setBillingAddress(shopper, basketId, { phone: "6175550181" });
    expect([noAddress.status, noAddress.error.errorId]).toEqual([400, "BIL400"]);
    const nullAddress = await kit.setBillingAddress(shopper, basketId, { address: null });
    expect(nullAddress.error.errorId).toBe("BIL400");
    const { city: _city, ...noCity } = US_ADDRESS;
    const missing = await kit.setBillingAddress(shopper, basketId, { address: noCity });
    expect([missing.status, missing.error.errorId, missing.error.field]).toEqual([400, "PYT406", "address.city"]);
    const noPhone = await kit.setBillingAddress(shopper, basketId, { address: { ...US_ADDRESS, recipientContactPhone: undefined } });
    expect([noPhone.status, noPhone.error.errorId]).toEqual([400, "BILL410"]);
    const badPhone = await kit.setBillingAddress(shopper, basketId, { address: US_ADDRESS, phone: "call me" });
    expect([badPhone.status, badPhone.error.errorId, badPhone.error.field]).toEqual([400, "ATTR300", "phone"]);
  });

  test("a billing address may be in another country", async () => {
    const shopper = kit.guestToken();
    const { basketId } = await kit.cartWith(shopper, [{}]);
    expect((await kit.setBillingAddress(shopper, basketId, { address: GB_ADDRESS })).status).toBe(200);
  });
});
