import { SEED_IDS } from "../fixture-ids.ts";
import { CURRENCIES, type SeedInput } from "../seed-files.ts";

/**
 * Promotions, coupons, gift cards and loyalty vouchers, written out by hand: each is a state the
 * cart and checkout tests need (expired, not yet active, limit reached, zero balance…).
 */

type PromotionInput = SeedInput["promotions"][number];
const promotion = (fields: Pick<PromotionInput, "id" | "name" | "level" | "kind" | "value" | "calloutMessage"> & Partial<PromotionInput>): PromotionInput => ({
  threshold: 0,
  currency: null,
  customerGroup: "ALL",
  categoryId: null,
  giftVariantId: null,
  couponRequired: false,
  startsAt: null,
  endsAt: null,
  ...fields,
});

const P = SEED_IDS.promotions;
export const PROMOTIONS: PromotionInput[] = [
  promotion({ id: P.orderPercent, name: "10% off orders over 100", level: "ORDER", kind: "percent", value: 10, threshold: 10000, calloutMessage: "Spend {distance} more for 10% off your order|You're close: {distance} more for 10% off|You've earned 10% off your order" }),
  promotion({ id: P.productCategory, name: "20% off fleece", level: "PRODUCT", kind: "percent", value: 20, categoryId: SEED_IDS.categories.fleece, calloutMessage: "Add any fleece for 20% off|20% off fleece is in your bag|You've earned 20% off fleece" }),
  promotion({ id: P.freeShipping, name: "Free shipping over 75", level: "SHIPPING", kind: "free-shipping", value: 0, threshold: 7500, calloutMessage: "Spend {distance} more for free shipping|Only {distance} to go for free shipping|You've earned free shipping" }),
  promotion({ id: P.giftWithPurchase, name: "Free logo beanie with orders over 150", level: "ORDER", kind: "gift", value: 0, threshold: 15000, giftVariantId: SEED_IDS.variants.gwpGift, calloutMessage: "Spend {distance} more for a free Ridgeline Logo Beanie|Almost there: {distance} more for your free beanie|Your free Ridgeline Logo Beanie is in your bag" }),
  promotion({ id: P.guest, name: "Guests: 5% off orders over 50", level: "ORDER", kind: "percent", value: 5, threshold: 5000, customerGroup: "GUEST", calloutMessage: "Spend {distance} more for 5% off|{distance} more and 5% off is yours|You've earned 5% off; sign in for member offers" }),
  promotion({ id: P.registered, name: "Members: 15% off orders over 200", level: "ORDER", kind: "percent", value: 15, threshold: 20000, customerGroup: "REGISTERED", calloutMessage: "Members: spend {distance} more for 15% off|{distance} to go for your member 15% off|You've earned your member 15% off" }),
  promotion({ id: P.malformedCallout, name: "5% off socks (callout has two parts)", level: "PRODUCT", kind: "percent", value: 5, categoryId: SEED_IDS.categories.socks, calloutMessage: "Add socks for 5% off|You've earned 5% off socks" }),
  promotion({ id: P.expired, name: "Spring 2025: 30% off everything", level: "ORDER", kind: "percent", value: 30, startsAt: "2025-03-01T00:00:00Z", endsAt: "2025-05-31T23:59:59Z", calloutMessage: "Spring sale: 30% off|Spring sale: 30% off|Spring sale: 30% off applied" }),
  promotion({ id: P.scheduled, name: "New Year 2030: 20% off", level: "ORDER", kind: "percent", value: 20, startsAt: "2030-01-01T00:00:00Z", endsAt: "2030-01-15T23:59:59Z", calloutMessage: "New Year: 20% off|New Year: 20% off|New Year: 20% off applied" }),
  promotion({ id: "COUPON-WELCOME10", name: "Welcome: 10% off", level: "ORDER", kind: "percent", value: 10, couponRequired: true, calloutMessage: "Use WELCOME10 for 10% off|WELCOME10 is ready to apply|WELCOME10: 10% off applied" }),
  promotion({ id: "COUPON-SUMMER2025", name: "Summer 2025: 15% off", level: "ORDER", kind: "percent", value: 15, couponRequired: true, calloutMessage: "Use SUMMER2025 for 15% off|SUMMER2025 is ready to apply|SUMMER2025: 15% off applied" }),
  promotion({ id: "COUPON-FIRST100", name: "First 100 shoppers: 20.00 off orders over 100", level: "ORDER", kind: "amount", value: 2000, currency: "USD", threshold: 10000, couponRequired: true, calloutMessage: "Spend {distance} more to use FIRST100|{distance} to go for 20.00 off|FIRST100: 20.00 off applied" }),
  promotion({ id: "COUPON-WINTER2027", name: "Winter 2027: 25% off jackets", level: "PRODUCT", kind: "percent", value: 25, categoryId: SEED_IDS.categories.jackets, couponRequired: true, calloutMessage: "Add a jacket for 25% off|25% off jackets is ready|WINTER2027: 25% off jackets applied" }),
  promotion({ id: "COUPON-TRAIL15", name: "15.00 off orders over 75 (USD)", level: "ORDER", kind: "amount", value: 1500, currency: "USD", threshold: 7500, couponRequired: true, calloutMessage: "Spend {distance} more to use TRAIL15|{distance} to go for 15.00 off|TRAIL15: 15.00 off applied" }),
  promotion({ id: "COUPON-FOOTWEAR15", name: "15% off footwear", level: "PRODUCT", kind: "percent", value: 15, categoryId: SEED_IDS.categories.footwear, couponRequired: true, calloutMessage: "Add footwear for 15% off|15% off footwear is ready|FOOTWEAR15: 15% off footwear applied" }),
];

const C = SEED_IDS.coupons;
export const COUPONS: SeedInput["coupons"] = [
  { code: C.valid, promotionId: "COUPON-WELCOME10", startsAt: "2024-01-01T00:00:00Z", endsAt: null, maxRedemptions: null, redemptions: 412, oncePerCustomer: true },
  { code: C.expired, promotionId: "COUPON-SUMMER2025", startsAt: "2025-06-01T00:00:00Z", endsAt: "2025-08-31T23:59:59Z", maxRedemptions: null, redemptions: 2380 },
  { code: C.limitReached, promotionId: "COUPON-FIRST100", startsAt: "2025-01-01T00:00:00Z", endsAt: null, maxRedemptions: 100, redemptions: 100 },
  { code: C.notYetActive, promotionId: "COUPON-WINTER2027", startsAt: "2027-12-01T00:00:00Z", endsAt: "2028-02-29T23:59:59Z", maxRedemptions: null, redemptions: 0 },
  { code: C.amountUsd, promotionId: "COUPON-TRAIL15", startsAt: "2026-01-01T00:00:00Z", endsAt: null, maxRedemptions: 1000, redemptions: 87 },
  { code: C.footwear, promotionId: "COUPON-FOOTWEAR15", startsAt: null, endsAt: null, maxRedemptions: null, redemptions: 19 },
];

export const GIFT_CARDS: (SeedInput["giftCards"][number] & { note: string })[] = [
  { number: "6006491000000000017", pin: "1234", currency: "USD", balance: 10000, expiresAt: "2031-12-31T23:59:59Z", note: "USD 100.00" },
  { number: "6006491000000000025", pin: "56781234", currency: "USD", balance: 2500, expiresAt: null, note: "USD 25.00, no expiry, 8-digit PIN" },
  { number: "6006491000000000033", pin: "3333", currency: "USD", balance: 1000, expiresAt: "2030-06-30T23:59:59Z", note: "USD 10.00 (partial payment)" },
  { number: "6006492000000000016", pin: "2468", currency: "CAD", balance: 7500, expiresAt: "2031-12-31T23:59:59Z", note: "CAD 75.00" },
  { number: "6006493000000000015", pin: "987654", currency: "GBP", balance: 5000, expiresAt: "2031-12-31T23:59:59Z", note: "GBP 50.00" },
  { number: "6006494000000000014", pin: "1357", currency: "EUR", balance: 5000, expiresAt: "2031-12-31T23:59:59Z", note: "EUR 50.00" },
  { number: "6006491000000000041", pin: "1111", currency: "USD", balance: 0, expiresAt: "2031-12-31T23:59:59Z", note: "zero balance (GFC740)" },
  { number: "6006491000000000058", pin: "2222", currency: "USD", balance: 5000, expiresAt: "2024-12-31T23:59:59Z", note: "expired (GFC812), balance 50.00" },
  { number: "6006491234567890", pin: "4321", currency: "USD", balance: 20000, expiresAt: "2031-12-31T23:59:59Z", note: "16 digits, USD 200.00" },
];

/** Points → amount in each currency: 500 → 5.00, 1000 → 10.00, 2500 → 30.00, 5000 → 65.00. */
export const VOUCHER_TIERS: [points: number, amount: number][] = [
  [500, 500],
  [1000, 1000],
  [2500, 3000],
  [5000, 6500],
];
export function buildVouchers(): SeedInput["loyaltyVouchers"] {
  return CURRENCIES.flatMap((code) => VOUCHER_TIERS.map(([points, amount]) => ({ id: `LV-${code}-${String(points).padStart(4, "0")}`, points, currency: code, amount })));
}
