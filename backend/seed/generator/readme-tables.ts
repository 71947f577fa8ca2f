import { SEED_IDS, SEED_REFERENCE_TIME } from "../fixture-ids.ts";
import { CURRENCIES, type Seed, type SeedInput } from "../seed-files.ts";
import { toUnits } from "../../money.ts";
import { CONSUMER_PASSWORD, PEOPLE } from "./consumers.ts";
import { GIFT_CARDS, VOUCHER_TIERS } from "./promotions.ts";
import { EMPLOYEE_PASSWORD } from "./stores.ts";

/** The README's tables: test accounts, stores, well-known variants, promotions, coupons, gift cards and vouchers. */
export function referenceTables(seed: Seed, input: SeedInput): string {
  const storeName = new Map(seed.stores.map((store) => [store.id, store.name]));
  const describeVariant = (id: string) => {
    const variant = seed.variants.find((candidate) => candidate.id === id)!;
    const product = seed.products.find((candidate) => candidate.id === variant.productId)!;
    return `${product.name}, ${variant.colorName}, ${variant.size}`;
  };
  const stockText = (id: string) =>
    Object.entries(seed.variants.find((candidate) => candidate.id === id)!.stock)
      .map(([location, quantity]) => `${location} ${quantity}`)
      .join(", ");

  return `## Test accounts

Every consumer's password is \`${CONSUMER_PASSWORD}\`. Each one with an address has a main shipping address, a
second shipping address, a main billing address, a main card (valid to 09/2030) and an expired card
(Mastercard 4444, 03/2024).

${table(
  ["email", "id", "kind", "notes"],
  PEOPLE.map((person) => [person.email, person.id, person.kind, person.note]),
)}

Store associates (agent login) all use the password \`${EMPLOYEE_PASSWORD}\`:

${table(
  ["employee id", "name", "email", "store"],
  seed.employees.map((employee) => [employee.id, employee.name, employee.email, `${employee.storeId} ${storeName.get(employee.storeId)}`]),
)}

## Stores

${table(
  ["id", "name", "site", "address", "phone"],
  seed.stores.map((store) => [store.id, store.name, store.siteId, `${store.addressLine1}, ${store.postalCode} ${store.city}, ${store.country}`, store.phone]),
)}

## Well-known variants

${table(
  ["variant", "what", "stock"],
  Object.entries(SEED_IDS.variants).map(([key, id]) => [`${id} (\`${key}\`)`, describeVariant(id), stockText(id)]),
)}

## Promotions

${table(
  ["id", "level", "kind", "value", "threshold", "group", "coupon", "notes"],
  seed.promotions.map((promotion) => [
    promotion.id,
    promotion.level,
    promotion.kind,
    promotion.kind === "amount" ? money(promotion.value, promotion.currency ?? "") : promotion.kind === "percent" ? `${promotion.value}%` : "",
    promotion.threshold ? (promotion.currency ? money(promotion.threshold, promotion.currency) : amount(promotion.threshold)) : "",
    promotion.customerGroup,
    promotion.couponRequired ? (seed.coupons.find((coupon) => coupon.promotionId === promotion.id)?.code ?? "yes") : "",
    [
      promotion.categoryId ? `category ${promotion.categoryId}` : "",
      promotion.giftVariantId ? `gift ${promotion.giftVariantId}` : "",
      promotion.calloutMessage.split("|").length !== 3 ? "callout has 2 parts (must be ignored)" : "",
      promotion.startsAt || promotion.endsAt ? `${promotion.startsAt?.slice(0, 10) ?? "…"} to ${promotion.endsAt?.slice(0, 10) ?? "…"}` : "",
    ]
      .filter(Boolean)
      .join("; "),
  ]),
)}

## Member prices

A signed-in shopper in one of these customer groups pays the group's price (percent off the list
price, every currency) wherever it is below the sale price: on product reads, search and in the
cart (decision 0020). Several groups: the lowest price. Employees only once they accepted the
employee discount terms.

${table(
  ["id", "group", "label", "off list", "applies to", "excluded categories"],
  seed.memberPrices.map((rule) => [rule.id, rule.customerGroup, rule.label, `${rule.percentOff}%`, rule.fullPriceOnly ? "full-price items only" : "every item", rule.excludedCategoryIds.join(", ")]),
)}

## Coupons

${table(
  ["code", "promotion", "state", "window", "redemptions"],
  seed.coupons.map((coupon) => {
    const now = SEED_REFERENCE_TIME;
    const state =
      coupon.endsAt && Date.parse(coupon.endsAt) < now ? "expired (PRM155)"
      : coupon.startsAt && Date.parse(coupon.startsAt) > now ? "not yet active (PRM135)"
      : coupon.maxRedemptions !== null && coupon.redemptions >= coupon.maxRedemptions ? "limit reached (PRM140)"
      : "valid";
    return [coupon.code, coupon.promotionId, state, `${coupon.startsAt?.slice(0, 10) ?? "…"} to ${coupon.endsAt?.slice(0, 10) ?? "…"}`, `${coupon.redemptions}${coupon.maxRedemptions !== null ? ` of ${coupon.maxRedemptions}` : ""}`];
  }),
)}

## Gift cards

${table(
  ["number", "PIN", "currency", "balance", "expires", "notes"],
  GIFT_CARDS.map((card) => [card.number, card.pin, card.currency, amount(card.balance), card.expiresAt?.slice(0, 10) ?? "never", card.note]),
)}

## Loyalty vouchers

${table(
  ["points", ...CURRENCIES],
  VOUCHER_TIERS.map(([points]) => [String(points), ...CURRENCIES.map((code) => amount(input.loyaltyVouchers.find((voucher) => voucher.points === points && voucher.currency === code)!.amount))]),
)}
`;
}

/** A Markdown table. */
function table(head: string[], rows: string[][]): string {
  return [`| ${head.join(" | ")} |`, `|${head.map(() => "---").join("|")}|`, ...rows.map((row) => `| ${row.join(" | ")} |`)].join("\n");
}

/** An amount in minor units as the README prints it: 2000 → "20.00". */
const amount = (minor: number) => toUnits(minor).toFixed(2);

/** With its currency: "USD 20.00". */
const money = (minor: number, code: string) => `${code} ${amount(minor)}`;
