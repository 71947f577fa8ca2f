import { randomBytes } from "node:crypto";
import { and, asc, eq, lte, lt } from "drizzle-orm";
import { LOYALTY_TOKEN_TTL_SECONDS, loyaltyTokenRequest, loyaltyVouchersQuery, welcomePromoQuery } from "../../contracts/api/consumer.ts";
import { siteById, findSite } from "../../contracts/sites.ts";
import { couponRedemptions, coupons, loyaltyTokens, loyaltyVouchers } from "../db/schema.ts";
import { readBody, readQuery, type Api, type BackendDeps } from "../http/api.ts";
import { ApiError } from "../http/errors.ts";
import { toUnits } from "../money.ts";
import { hashToken } from "../identity/tokens.ts";
import { languageOf, welcomePromo } from "./consumer-fixtures.ts";
import { calendarDayOf, loadConsumer, requireConsumerId, type ConsumerRow } from "./consumer-store.ts";

/**
 * Loyalty calls of the account (commerce spec §7 Consumer; §3 Loyalty vouchers; §9): the
 * loyalty token, the welcome offer and the vouchers the points reach. Loyalty members only:
 * others 403 REW130; a member whose opt-in is not recorded 403 REW135.
 */
export function registerLoyaltyRoutes(api: Api, deps: BackendDeps) {
  const { db } = deps;

  /**
   * A short-lived token for the embedded loyalty dashboard, bound to the storefront session
   * (`usid`, which must match the x-usid header when one is sent). Kept hashed.
   */
  api.on("POST", "/consumers-v3/consumer/loyalty/token", async (c) => {
    const consumerId = requireConsumerId(c, deps);
    const { usid } = await readBody(c, loyaltyTokenRequest);
    const header = c.req.header("x-usid");
    if (header !== undefined && header !== usid) throw new ApiError(400, "ATTR300", "usid: does not match the session (x-usid)", { field: "usid" });
    const consumer = requireMember(await loadConsumer(db, consumerId));
    if (!consumer.memberId) throw new ApiError(404, "4044", "No loyalty member number is recorded for this account");
    const now = deps.now();
    const loyaltyToken = randomBytes(32).toString("base64url");
    await db.transaction(async (tx) => {
      await tx.delete(loyaltyTokens).where(and(eq(loyaltyTokens.consumerId, consumerId), lt(loyaltyTokens.expiresAt, new Date(now))));
      await tx.insert(loyaltyTokens).values({ tokenHash: hashToken(loyaltyToken), consumerId, usid, expiresAt: new Date(now + LOYALTY_TOKEN_TTL_SECONDS * 1000), createdAt: new Date(now) });
    });
    return c.json({ loyaltyToken, expiresIn: LOYALTY_TOKEN_TTL_SECONDS, memberId: consumer.memberId });
  });

  /**
   * The welcome offer (fixtures/commerce/consumer/welcome-promo.json): its coupon, valid for
   * `validDays` from the day the member joined. REDEEMED once the member used the coupon.
   */
  api.on("GET", "/consumers-v3/consumer/loyalty/promo/welcome", async (c) => {
    const consumerId = requireConsumerId(c, deps);
    const { siteId } = readQuery(c, welcomePromoQuery);
    const consumer = requireMember(await loadConsumer(db, consumerId));
    const offer = await welcomePromo();
    const [coupon] = await db.select({ code: coupons.code }).from(coupons).where(eq(coupons.code, offer.couponCode));
    if (!coupon) throw new ApiError(404, "PRM130", "There is no welcome offer at the moment");
    const [redeemed] = await db
      .select({ id: couponRedemptions.id })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.code, offer.couponCode), eq(couponRedemptions.consumerId, consumerId)))
      .limit(1);
    const validFrom = new Date(`${calendarDayOf(consumer.loyaltyOptInDate)}T00:00:00Z`);
    const validUntil = new Date(validFrom.getTime() + offer.validDays * 24 * 60 * 60 * 1000);
    const language = languageOf(findSite(siteId)?.language);
    return c.json({
      promotionId: offer.promotionId,
      couponCode: offer.couponCode,
      title: offer.title[language],
      description: offer.description[language],
      validFrom: validFrom.toISOString(),
      validUntil: validUntil.toISOString(),
      status: redeemed ? "REDEEMED" : deps.now() >= validUntil.getTime() ? "EXPIRED" : "AVAILABLE",
    });
  });

  /** The vouchers the member's points reach in the site's currency, smallest first; the largest is the one shown (§9). */
  api.on("GET", "/consumers-v3/consumer/loyalty/vouchers", async (c) => {
    const consumerId = requireConsumerId(c, deps);
    const { siteId } = readQuery(c, loyaltyVouchersQuery);
    const consumer = requireMember(await loadConsumer(db, consumerId));
    const currency = siteById(siteId).currency;
    const points = Math.max(0, consumer.loyaltyPoints);
    const rows = await db
      .select()
      .from(loyaltyVouchers)
      .where(and(eq(loyaltyVouchers.currency, currency), lte(loyaltyVouchers.points, points)))
      .orderBy(asc(loyaltyVouchers.points), asc(loyaltyVouchers.id));
    const vouchers = rows.map((row) => ({ id: row.id, points: row.points, amountInCurrency: toUnits(row.amount) }));
    return c.json({ currentLoyaltyPoints: points, currency, applicableLoyaltyVouchers: vouchers, bestVoucher: vouchers.at(-1) ?? null });
  });
}

/** The consumer when a confirmed loyalty member; 403 REW130 or REW135 otherwise. */
function requireMember(consumer: ConsumerRow): ConsumerRow & { loyaltyOptInDate: string } {
  if (!consumer.loyaltyMember) throw new ApiError(403, "REW130", "This is for loyalty members; join the programme first");
  if (!calendarDayOf(consumer.loyaltyOptInDate)) throw new ApiError(403, "REW135", "Your loyalty membership is not confirmed yet");
  return consumer as ConsumerRow & { loyaltyOptInDate: string };
}
