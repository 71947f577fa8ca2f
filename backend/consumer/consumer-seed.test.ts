import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { consumerProfileAnswer, loyaltyVouchersAnswer, savedPaymentInstrumentsAnswer, smsSubscriptionAnswer, userDataAnswer, welcomePromoAnswer } from "../../contracts/api/consumer.ts";
import { contactUsCases, smsSubscriptions, warrantyCases } from "../db/schema.ts";
import { SEED_REFERENCE_TIME } from "../seed/fixture-ids.ts";
import { loadSeed } from "../seed/load-seed.ts";
import { freshDatabase } from "../testing/backend-under-test.ts";
import { accountSeed } from "./consumer-fixtures.ts";
import { consumerBackend, SETUP_TIMEOUT_MS, type ConsumerKit } from "./consumer-test-kit.ts";
import { seedConsumer } from "./seed.ts";

/** The account area's seed on top of the commerce seed: the demo accounts as the README describes them. */

let kit: ConsumerKit;
beforeAll(async () => {
  kit = await consumerBackend({ now: () => SEED_REFERENCE_TIME });
  // Fast fake hashes: these tests mint tokens rather than sign in.
  await loadSeed(kit.db, undefined, { hashPassword: async (plain) => `plain:${plain}` });
}, SETUP_TIMEOUT_MS * 2);
afterAll(async () => kit?.close());

const tokenOf = (consumerId: string) => kit.token({ kind: "registered", consumerId });

describe("the seeded accounts", () => {
  test("every row of account-seed.json is loaded", async () => {
    const seed = await accountSeed();
    expect(await kit.db.$count(smsSubscriptions)).toBe(seed.smsSubscriptions.length);
    expect(await kit.db.$count(contactUsCases)).toBe(seed.contactUsCases.length);
    expect(await kit.db.$count(warrantyCases)).toBe(seed.warrantyCases.length);
  });

  test("sam.loyalty (C1002): shoe size, a confirmed SMS subscription, 3,200 points reaching the 2,500 voucher", async () => {
    const token = tokenOf("C1002");
    const profile = await kit.ok(consumerProfileAnswer, "GET", "/consumers-v3/consumer?includeLoyaltySummary=true", { token });
    expect(profile).toMatchObject({ isLoyaltyMember: true, loyaltyOptInDate: "2023-03-15", loyaltySummary: { points: { balance: 3200 } }, preferences: { interests: "running|climbing|hiking", preferredShoeSize: "10" }, enrolment: { partial: false } });
    expect(await kit.ok(smsSubscriptionAnswer, "GET", "/consumers-v3/consumer/subscription", { token })).toMatchObject({ status: "SUBSCRIBED", optin: true, doubleOptin: true });
    expect((await kit.ok(loyaltyVouchersAnswer, "GET", "/consumers-v3/consumer/loyalty/vouchers", { token })).bestVoucher).toMatchObject({ points: 2500, amountInCurrency: 30 });
    // The welcome coupon is the seed's WELCOME10; Sam joined long ago.
    expect(await kit.ok(welcomePromoAnswer, "GET", "/consumers-v3/consumer/loyalty/promo/welcome", { token })).toMatchObject({ couponCode: "WELCOME10", status: "EXPIRED" });
  });

  test("alex.regular (C1001): the main card first, the expired Mastercard marked; a contact-us case in the data export", async () => {
    const token = tokenOf("C1001");
    const cards = (await kit.ok(savedPaymentInstrumentsAnswer, "GET", "/consumers-v3/consumer/payment_instruments?payment_method_id=CREDIT_CARD", { token })).payment_instruments;
    expect(cards.map((card) => [card.card.brand, card.card.last4, card.card.main, card.card.expired])).toEqual([
      ["visa", "1111", true, false],
      ["mastercard", "4444", false, true],
    ]);
    const data = await kit.ok(userDataAnswer, "POST", "/consumers-v3/consumer/retrieveUserData", { token, body: { requestType: "ACCESS", organization: "RIDGELINE" } });
    expect(data.data!.contactUsCases).toEqual([expect.objectContaining({ caseNumber: "CS10000001", subjectId: "sizing" })]);
    expect(data.data!.profile.consumerDetails.addresses).toHaveLength(3);
  });

  test("nina.partial (C1013): partially enrolled, completion starts at the mobile step", async () => {
    const profile = await kit.ok(consumerProfileAnswer, "GET", "/consumers-v3/consumer", { token: tokenOf("C1013") });
    expect(profile.enrolment).toEqual({ partial: true, missingFields: ["phone", "postalCode", "birthDate"], nextStep: "mobile" });
  });

  test("emma.london (C1011) opted out of texts", async () => {
    expect(await kit.ok(smsSubscriptionAnswer, "GET", "/consumers-v3/consumer/subscription", { token: tokenOf("C1011") })).toMatchObject({ status: "UNSUBSCRIBED", optin: false, optoutDate: "2025-02-11T20:15:00.000Z" });
  });
});

test("a database without the seeded consumers and products still takes the area seed (nothing to add)", async () => {
  const database = await freshDatabase();
  try {
    await seedConsumer(database.db);
    expect(await database.db.$count(smsSubscriptions)).toBe(0);
  } finally {
    await database.close();
  }
}, SETUP_TIMEOUT_MS);
