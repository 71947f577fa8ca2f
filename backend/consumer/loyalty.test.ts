import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { LOYALTY_TOKEN_TTL_SECONDS, loyaltyTokenAnswer, loyaltyVouchersAnswer, welcomePromoAnswer } from "../../contracts/api/consumer.ts";
import { couponRedemptions, coupons, loyaltyTokens, loyaltyVouchers, promotions } from "../db/schema.ts";
import { hashToken } from "../identity/tokens.ts";
import { consumerBackend, SETUP_TIMEOUT_MS, type ConsumerKit } from "./consumer-test-kit.ts";

const NOW = Date.parse("2026-11-22T12:00:00Z");
let kit: ConsumerKit;
beforeAll(async () => {
  kit = await consumerBackend({ now: () => NOW });
  await kit.db.insert(loyaltyVouchers).values([
    { id: "LV-USD-0500", points: 500, currency: "USD", amount: 500 },
    { id: "LV-USD-1000", points: 1000, currency: "USD", amount: 1000 },
    { id: "LV-USD-2500", points: 2500, currency: "USD", amount: 3000 },
    { id: "LV-USD-5000", points: 5000, currency: "USD", amount: 6500 },
    { id: "LV-GBP-0500", points: 500, currency: "GBP", amount: 500 },
    { id: "LV-GBP-1000", points: 1000, currency: "GBP", amount: 1000 },
  ]);
  await kit.db.insert(promotions).values({ id: "COUPON-WELCOME10", name: "Welcome 10 %", level: "ORDER", kind: "percent", value: 10, couponRequired: true });
  await kit.db.insert(coupons).values({ code: "WELCOME10", promotionId: "COUPON-WELCOME10", oncePerCustomer: true });
}, SETUP_TIMEOUT_MS);
afterAll(async () => kit?.close());

const member = (fields: Parameters<ConsumerKit["member"]>[0] = {}) => kit.member({ loyaltyMember: true, loyaltyOptInDate: "2026-11-10", loyaltyPoints: 3200, ...fields });

/** The three loyalty calls with what a non-member, an unconfirmed member and others get. */
const CALLS = [
  ["POST", "/consumers-v3/consumer/loyalty/token", { usid: "session-1" }],
  ["GET", "/consumers-v3/consumer/loyalty/promo/welcome", undefined],
  ["GET", "/consumers-v3/consumer/loyalty/vouchers", undefined],
] as const;

describe.each(CALLS)("%s %s: who may call", (method, path, body) => {
  test("not a loyalty member: 403 REW130; membership not confirmed (no opt-in date): 403 REW135", async () => {
    await kit.fails(403, "REW130", method, path, { token: (await kit.member()).token, body });
    await kit.fails(403, "REW135", method, path, { token: (await member({ loyaltyOptInDate: null })).token, body });
  });

  test("a guest: 401 AUT432; an associate: 403 AUT432; an account that is gone: 404 PRO404", async () => {
    await kit.fails(401, "AUT432", method, path, { token: kit.guestToken(), body });
    await kit.fails(403, "AUT432", method, path, { token: kit.agentToken(), body });
    await kit.fails(404, "PRO404", method, path, { token: kit.token({ kind: "registered", consumerId: randomUUID() }), body });
  });
});

describe("POST /consumers-v3/consumer/loyalty/token", () => {
  test("a short-lived token bound to the session, kept hashed", async () => {
    const shopper = await member();
    const answer = await kit.ok(loyaltyTokenAnswer, "POST", "/consumers-v3/consumer/loyalty/token", { token: shopper.token, body: { usid: "usid-42" }, headers: { "x-usid": "usid-42" } });
    expect(answer).toMatchObject({ expiresIn: LOYALTY_TOKEN_TTL_SECONDS, memberId: `RLM${shopper.consumerNo}` });
    const [row] = await kit.db.select().from(loyaltyTokens).where(eq(loyaltyTokens.tokenHash, hashToken(answer.loyaltyToken)));
    expect(row).toMatchObject({ consumerId: shopper.consumerId, usid: "usid-42", expiresAt: new Date(NOW + LOYALTY_TOKEN_TTL_SECONDS * 1000) });
    const again = await kit.ok(loyaltyTokenAnswer, "POST", "/consumers-v3/consumer/loyalty/token", { token: shopper.token, body: { usid: "usid-42" } });
    expect(again.loyaltyToken).not.toBe(answer.loyaltyToken);
  });

  test("a usid other than the session's (x-usid): 400 ATTR300; none: 400 ATTR300; no member number: 404 4044", async () => {
    const shopper = await member();
    await kit.fails(400, "ATTR300", "POST", "/consumers-v3/consumer/loyalty/token", { token: shopper.token, body: { usid: "mine" }, headers: { "x-usid": "theirs" } });
    await kit.fails(400, "ATTR300", "POST", "/consumers-v3/consumer/loyalty/token", { token: shopper.token, body: {} });
    await kit.fails(400, "ATTR300", "POST", "/consumers-v3/consumer/loyalty/token", { token: shopper.token, body: { usid: 42 } });
    await kit.fails(404, "4044", "POST", "/consumers-v3/consumer/loyalty/token", { token: (await member({ memberId: null })).token, body: { usid: "s" } });
  });
});

describe("GET /consumers-v3/consumer/loyalty/promo/welcome", () => {
  const WELCOME = "/consumers-v3/consumer/loyalty/promo/welcome";

  test("a new member: the welcome coupon, valid 30 days from joining, in the site's language", async () => {
    const shopper = await member({ loyaltyOptInDate: "2026-11-10" });
    expect(await kit.ok(welcomePromoAnswer, "GET", WELCOME, { token: shopper.token })).toEqual({
      promotionId: "COUPON-WELCOME10",
      couponCode: "WELCOME10",
      title: "Welcome to Ridgeline Rewards",
      description: expect.stringContaining("WELCOME10"),
      validFrom: "2026-11-10T00:00:00.000Z",
      validUntil: "2026-12-10T00:00:00.000Z",
      status: "AVAILABLE",
    });
    expect((await kit.ok(welcomePromoAnswer, "GET", `${WELCOME}?siteId=RL-CAFR`, { token: shopper.token })).title).toBe("Bienvenue chez Ridgeline Récompenses");
    expect((await kit.ok(welcomePromoAnswer, "GET", `${WELCOME}?siteId=RL-DE`, { token: shopper.token })).title).toBe("Willkommen bei Ridgeline Rewards");
  });

  test("a member who joined on enrolment (POST /consumer) gets it at once", async () => {
    const shopper = await kit.member();
    await kit.call("POST", "/consumers-v3/consumer", { token: shopper.token, body: { consumerProfile: {} } });
    expect(await kit.ok(welcomePromoAnswer, "GET", WELCOME, { token: shopper.token })).toMatchObject({ validFrom: "2026-11-22T00:00:00.000Z", status: "AVAILABLE" });
  });

  test("EXPIRED after 30 days; REDEEMED once the coupon was used", async () => {
    expect((await kit.ok(welcomePromoAnswer, "GET", WELCOME, { token: (await member({ loyaltyOptInDate: "2023-03-15" })).token })).status).toBe("EXPIRED");
    expect((await kit.ok(welcomePromoAnswer, "GET", WELCOME, { token: (await member({ loyaltyOptInDate: "2026-10-23" })).token })).status).toBe("EXPIRED");
    const redeemer = await member();
    await kit.db.insert(couponRedemptions).values({ id: randomUUID(), code: "WELCOME10", consumerId: redeemer.consumerId, orderNumber: "RL00000001" });
    expect((await kit.ok(welcomePromoAnswer, "GET", WELCOME, { token: redeemer.token })).status).toBe("REDEEMED");
  });

  test("an unknown site: 400 ATTR300", async () => {
    await kit.fails(400, "ATTR300", "GET", `${WELCOME}?siteId=RL-XX`, { token: (await member()).token });
  });
});

describe("GET /consumers-v3/consumer/loyalty/vouchers", () => {
  const VOUCHERS = "/consumers-v3/consumer/loyalty/vouchers";

  test.each([
    // [points, site, applicable voucher ids, best]
    [3200, "", ["LV-USD-0500", "LV-USD-1000", "LV-USD-2500"], "LV-USD-2500"],
    [2500, "?siteId=RL-US", ["LV-USD-0500", "LV-USD-1000", "LV-USD-2500"], "LV-USD-2500"],
    [2499, "", ["LV-USD-0500", "LV-USD-1000"], "LV-USD-1000"],
    [499, "", [], null],
    [0, "", [], null],
    [9000, "?siteId=RL-GB", ["LV-GBP-0500", "LV-GBP-1000"], "LV-GBP-1000"],
    [9000, "?siteId=RL-DE", [], null],
  ])("%i points%s: %j, the largest shown", async (points, query, ids, best) => {
    const answer = await kit.ok(loyaltyVouchersAnswer, "GET", `${VOUCHERS}${query}`, { token: (await member({ loyaltyPoints: points })).token });
    expect(answer.currentLoyaltyPoints).toBe(points);
    expect(answer.applicableLoyaltyVouchers.map((voucher) => voucher.id)).toEqual(ids);
    expect(answer.bestVoucher?.id ?? null).toBe(best);
  });

  test("amounts in currency units", async () => {
    const answer = await kit.ok(loyaltyVouchersAnswer, "GET", VOUCHERS, { token: (await member({ loyaltyPoints: 5000 })).token });
    expect(answer).toMatchObject({ currency: "USD", bestVoucher: { id: "LV-USD-5000", points: 5000, amountInCurrency: 65 } });
  });

  test("an unknown site: 400 ATTR300", async () => {
    await kit.fails(400, "ATTR300", "GET", `${VOUCHERS}?siteId=mars`, { token: (await member()).token });
  });
});
