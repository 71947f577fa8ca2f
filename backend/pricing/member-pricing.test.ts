import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { CartAnswer } from "../../contracts/api/cart.ts";
import { employeeTermsAnswer } from "../../contracts/api/consumer.ts";
import { productDetailsAnswer, productSearchAnswer, productSetAnswer, widgetRecommendationsAnswer, type ProductDetailsAnswer } from "../../contracts/api/products.ts";
import { favoritesAnswer, shareFavoritesAnswer, sharedFavoritesAnswer } from "../../contracts/api/wishlists.ts";
import { cartBackend, type CartKit } from "../cart/cart-test-kit.ts";
import { categories, consumers, productSetItems, productSets } from "../db/schema.ts";
import { signIn } from "../identity/auth-test-kit.ts";
import { refreshProductSearch } from "../products/search/search-index.ts";
import { MEMBER_DISCOUNT_PERCENT } from "../seed/generator/member-prices.ts";
import { createCategory, createMemberPrices, createProduct, type CreatedProduct } from "../testing/catalogue-factory.ts";
import { createConsumer } from "../testing/consumer-factory.ts";

/**
 * Member prices end to end (decision 0020): each customer group's price on product details,
 * search, sets, recommendations, favourites and in the cart; employees only after accepting the terms;
 * guests and other shoppers exactly as before. Rules and rounding are in member-prices.test.ts.
 */

let kit: CartKit;
let categoryId: string;
/** 120.00, not marked down. */
let jacket: CreatedProduct;
/** 100.00 marked down to 70.00. */
let boots: CreatedProduct;
/** A gift card: 50.00 for everyone. */
let giftCard: CreatedProduct;

beforeAll(async () => {
  kit = await cartBackend();
  await createMemberPrices(kit.db);
  categoryId = (await createCategory(kit.db, { name: "Member price tests" })).categoryId;
  jacket = await createProduct(kit.db, { name: "Ridge Shell", price: 12000, variants: 2, categoryId });
  boots = await createProduct(kit.db, { name: "Scree Boot", price: 7000, listPrice: 10000, categoryId });
  await kit.db.insert(categories).values({ id: "100800", slug: "gift-cards", name: "Gift cards" });
  giftCard = await createProduct(kit.db, { name: "Gift card", price: 5000, categoryId: "100800" });
  await refreshProductSearch(kit.db);
}, 60_000);
afterAll(async () => kit?.close());

type Facts = Partial<Pick<typeof consumers.$inferInsert, "loyaltyMember" | "consumerType" | "employeeTermsAccepted" | "athlete" | "identityTypes">>;

/** A signed-in shopper with these facts, and their token. */
async function shopper(facts: Facts = {}): Promise<{ consumerId: string; token: string }> {
  const consumerId = randomUUID();
  const suffix = consumerId.slice(0, 8);
  await kit.db.insert(consumers).values({ id: consumerId, consumerNo: `C${suffix}`, email: `member-${suffix}@example.test`, passwordHash: "x", firstName: "Robin", lastName: "Fell", ...facts });
  return { consumerId, token: kit.token({ kind: "registered", consumerId }) };
}

const SHOPPERS: [kind: string, facts: Facts][] = [
  ["a loyalty member", { loyaltyMember: true }],
  ["an employee who accepted the terms", { consumerType: "EMPLOYEE", employeeTermsAccepted: true }],
  ["an athlete", { athlete: true }],
  ["a WRANX member", { identityTypes: ["WRANX"] }],
  ["an IPA member", { identityTypes: ["IPA"] }],
];
/** What each of SHOPPERS pays: jacket (120.00 full price) and boots (100.00, marked down to 70.00). */
const EXPECTED = [
  { group: "LOYALTY", label: "Member price", jacket: 108, boots: null },
  { group: "EMPLOYEE", label: "Employee price", jacket: 72, boots: 60 },
  { group: "ATHLETE", label: "Athlete price", jacket: 84, boots: null },
  { group: "PRO", label: "Pro price", jacket: 90, boots: null },
  { group: "PRO", label: "Pro price", jacket: 90, boots: null },
] as const;
const CASES = SHOPPERS.map(([kind, facts], index) => [kind, facts, EXPECTED[index]!] as const);

async function details(productId: string, token?: string): Promise<ProductDetailsAnswer> {
  const response = await kit.backend.call("GET", `/products/v2/products/${productId}/details`, { token });
  expect(response.status, response.text).toBe(200);
  return productDetailsAnswer.parse(response.json);
}

async function search(query: string, token?: string) {
  const response = await kit.backend.call("GET", `/products/v2/search/productSearch?categoryId=${categoryId}${query}`, { token });
  expect(response.status, response.text).toBe(200);
  return productSearchAnswer.parse(response.json);
}

/** A cart of the shopper holding one jacket and one pair of boots. */
async function cartWithJacketAndBoots(token: string): Promise<CartAnswer> {
  const { id } = await kit.newCart(token);
  expect((await kit.addItem(token, id, jacket.variantId)).status).toBe(200);
  const added = await kit.addItem(token, id, boots.variantId);
  expect(added.status).toBe(200);
  return added.cart;
}

const lineOf = (cart: CartAnswer, product: CreatedProduct) => cart.items.find((item) => item.productId === product.variantId)!;

test("the seeded figures are those these tests expect", () => {
  expect(MEMBER_DISCOUNT_PERCENT).toEqual({ EMPLOYEE: 40, ATHLETE: 30, PRO: 25, LOYALTY: 10 });
});

describe("product details", () => {
  test("a guest, a guest token, an associate and a regular member get the same answer, without member fields", async () => {
    const anonymous = await details(jacket.productId);
    expect(anonymous.price).toEqual({ currency: "USD", lowCurrent: 120, highCurrent: 120, lowOriginal: 120, highOriginal: 120, onSale: false, percentageDiscount: 0 });
    expect(JSON.stringify(anonymous)).not.toContain("memberPrice");
    for (const token of [kit.guestToken(), kit.token({ kind: "agent", employeeId: "E1", storeId: "S1" }), (await shopper()).token]) {
      expect(await details(jacket.productId, token)).toEqual(anonymous);
    }
  });

  test.each(CASES)("%s sees their price, the original kept", async (_, facts, expected) => {
    const { token } = await shopper(facts);
    const answer = await details(jacket.productId, token);
    const memberPrice = { group: expected.group, label: expected.label };
    expect(answer.price).toMatchObject({ lowCurrent: expected.jacket, highCurrent: expected.jacket, lowOriginal: 120, onSale: true, memberPrice });
    for (const variant of answer.variants) expect(variant.price).toEqual({ currency: "USD", original: 120, current: expected.jacket, onSale: true, percentageDiscount: Math.round((1 - expected.jacket / 120) * 1000) / 10, memberPrice });
    // A member price is not a markdown: no "Sale" badge.
    expect(answer.badges).not.toContain("Sale");
  });

  test.each(CASES)("%s on a marked-down product: only a lower price replaces the sale price", async (_, facts, expected) => {
    const { token } = await shopper(facts);
    const variant = (await details(boots.productId, token)).variants[0]!;
    if (expected.boots === null) expect(variant.price).toEqual({ currency: "USD", original: 100, current: 70, onSale: true, percentageDiscount: 30 });
    else expect(variant.price).toEqual({ currency: "USD", original: 100, current: expected.boots, onSale: true, percentageDiscount: 40, memberPrice: { group: expected.group, label: expected.label } });
  });

  test("gift cards sell at face value to members too", async () => {
    const { token } = await shopper({ consumerType: "EMPLOYEE", employeeTermsAccepted: true, loyaltyMember: true });
    expect((await details(giftCard.productId, token)).price).toMatchObject({ lowCurrent: 50, onSale: false });
    expect(JSON.stringify(await details(giftCard.productId, token))).not.toContain("memberPrice");
  });

  test("an employee who is also a loyalty member pays the lower, employee, price", async () => {
    const { token } = await shopper({ consumerType: "EMPLOYEE", employeeTermsAccepted: true, loyaltyMember: true });
    expect((await details(jacket.productId, token)).price).toMatchObject({ lowCurrent: 72, memberPrice: { group: "EMPLOYEE" } });
  });

  test("an invalid token is refused (401 AUT432) rather than priced as a guest", async () => {
    const response = await kit.backend.call("GET", `/products/v2/products/${jacket.productId}/details`, { token: "not-a-token" });
    expect([response.status, response.json.errorDetails?.[0]?.errorId]).toEqual([401, "AUT432"]);
  });
});

describe("search, sets and recommendations", () => {
  test("a guest's grid is unchanged", async () => {
    const answer = await search("&sort=price-asc");
    expect(answer.hits.map((hit) => [hit.productId, hit.price.lowCurrent])).toEqual([
      [boots.productId, 70],
      [jacket.productId, 120],
    ]);
    expect(JSON.stringify(answer)).not.toContain("memberPrice");
  });

  test.each(CASES)("%s sees their prices on the grid", async (_, facts, expected) => {
    const { token } = await shopper(facts);
    const hits = new Map((await search("", token)).hits.map((hit) => [hit.productId, hit.price]));
    expect(hits.get(jacket.productId)).toMatchObject({ lowCurrent: expected.jacket, lowOriginal: 120, memberPrice: { group: expected.group } });
    expect(hits.get(boots.productId)!.lowCurrent).toBe(expected.boots ?? 70);
  });

  test("price filters and sorting use the member's prices", async () => {
    const employee = await shopper({ consumerType: "EMPLOYEE", employeeTermsAccepted: true });
    expect((await search("&price=50-100")).hits.map((hit) => hit.productId)).toEqual([boots.productId]);
    expect((await search("&price=50-100&sort=price-asc", employee.token)).hits.map((hit) => hit.productId)).toEqual([boots.productId, jacket.productId]);
    const pro = await shopper({ identityTypes: ["IPA"] });
    expect((await search("&sort=price-desc", pro.token)).hits.map((hit) => [hit.productId, hit.price.lowCurrent])).toEqual([
      [jacket.productId, 90],
      [boots.productId, 70],
    ]);
  });

  test("product sets and recommendations are priced for the member", async () => {
    const setId = `ST${randomUUID().slice(0, 6).toUpperCase()}`;
    await kit.db.insert(productSets).values({ id: setId, name: "Storm kit", slug: "storm-kit", description: "" });
    await kit.db.insert(productSetItems).values([
      { setId, productId: jacket.productId, position: 0 },
      { setId, productId: boots.productId, position: 1 },
    ]);
    const { token } = await shopper({ athlete: true });
    const set = productSetAnswer.parse((await kit.backend.call("GET", `/products/v2/products/${setId}/productSet`, { token })).json);
    expect(set.price).toEqual({ currency: "USD", total: 84 + 70, totalOriginal: 220 });
    const guestSet = productSetAnswer.parse((await kit.backend.call("GET", `/products/v2/products/${setId}/productSet`)).json);
    expect(guestSet.price.total).toBe(190);

    const recommended = widgetRecommendationsAnswer.parse((await kit.backend.call("GET", `/products/v1/widgetRecommendations?categoryId=${categoryId}`, { token })).json);
    expect(recommended.items.find((item) => item.productId === jacket.productId)!.price).toMatchObject({ lowCurrent: 84, memberPrice: { group: "ATHLETE" } });
  });
});

describe("favourites", () => {
  test("a member's own list is priced for them; the list shared by link shows the prices everyone pays", async () => {
    const { token } = await shopper({ consumerType: "EMPLOYEE", employeeTermsAccepted: true });
    const added = await kit.backend.call("POST", "/wishlists/v2/favorites", { token, body: { id: jacket.productId } });
    expect(added.status, added.text).toBe(200);
    const own = favoritesAnswer.parse(added.json);
    expect(own.items[0]!.price).toEqual({ currency: "USD", current: 72, original: 120, highCurrent: 72, highOriginal: 120, memberPrice: { group: "EMPLOYEE", label: "Employee price" } });
    expect(favoritesAnswer.parse((await kit.backend.call("GET", "/wishlists/v2/favorites", { token })).json).items[0]!.price?.current).toBe(72);

    const share = shareFavoritesAnswer.parse((await kit.backend.call("POST", `/wishlists/v2/favorites/${own.favoriteId}/share`, { token, body: {} })).json);
    const shared = sharedFavoritesAnswer.parse((await kit.backend.call("GET", `/wishlists/v2/favorites/${own.favoriteId}/share?shareToken=${share.shareToken}`, { token })).json);
    expect(shared.items[0]!.price).toEqual({ currency: "USD", current: 120, original: 120, highCurrent: 120, highOriginal: 120 });
  });
});

describe("cart", () => {
  test("a guest's and a regular member's lines keep the price everyone pays, without member fields", async () => {
    for (const token of [kit.guestToken(), (await shopper()).token]) {
      const cart = await cartWithJacketAndBoots(token);
      expect(lineOf(cart, jacket).price).toEqual({ original: 120, current: 120, rowTotal: 120, priceAfterItemDiscount: 120, priceAfterOrderDiscount: 120 });
      expect(cart.totals).toMatchObject({ itemSubTotal: 220, itemTotal: 190, totalDiscount: 30 });
      expect(JSON.stringify(cart)).not.toContain("member");
    }
  });

  test.each(CASES)("%s: lines at their price, the member discount named and in the totals", async (_, facts, expected) => {
    const { token } = await shopper(facts);
    const cart = await cartWithJacketAndBoots(token);
    const memberPrice = { group: expected.group, label: expected.label };
    expect(lineOf(cart, jacket).price).toEqual({ original: 120, current: expected.jacket, rowTotal: expected.jacket, priceAfterItemDiscount: expected.jacket, priceAfterOrderDiscount: expected.jacket, memberPrice });
    const bootsPrice = expected.boots ?? 70;
    expect(lineOf(cart, boots).price.current).toBe(bootsPrice);
    expect(lineOf(cart, boots).price.memberPrice).toEqual(expected.boots === null ? undefined : memberPrice);
    const saved = 120 - expected.jacket + 70 - bootsPrice;
    expect(cart.memberDiscounts).toEqual([{ ...memberPrice, amount: saved }]);
    expect(cart.totals).toMatchObject({ itemSubTotal: 220, itemTotal: expected.jacket + bootsPrice, totalDiscount: 220 - expected.jacket - bootsPrice });
  });

  test("quantities count: two jackets for a pro member save twice", async () => {
    const { token } = await shopper({ identityTypes: ["WRANX"] });
    const { id } = await kit.newCart(token);
    const { cart } = await kit.addItem(token, id, jacket.variantId, 2);
    expect(lineOf(cart, jacket).price).toMatchObject({ current: 90, rowTotal: 180 });
    expect(cart.memberDiscounts).toEqual([{ group: "PRO", label: "Pro price", amount: 60 }]);
  });

  test("gift cards in a member's cart stay at face value", async () => {
    const { token } = await shopper({ athlete: true });
    const { id } = await kit.newCart(token);
    const { cart } = await kit.addItem(token, id, giftCard.variantId);
    expect(lineOf(cart, giftCard).price).toEqual({ original: 50, current: 50, rowTotal: 50, priceAfterItemDiscount: 50, priceAfterOrderDiscount: 50 });
    expect(cart.memberDiscounts).toBeUndefined();
  });
});

describe("employees: only after accepting the terms", () => {
  test("full price before; after POST …/employee/terms the employee price, in product reads and the same cart", async () => {
    const { token } = await shopper({ consumerType: "EMPLOYEE" });
    expect((await details(jacket.productId, token)).price).toMatchObject({ lowCurrent: 120, onSale: false });
    expect((await search("", token)).hits.find((hit) => hit.productId === jacket.productId)!.price.lowCurrent).toBe(120);
    const before = await cartWithJacketAndBoots(token);
    expect([lineOf(before, jacket).price.current, lineOf(before, boots).price.current, before.memberDiscounts]).toEqual([120, 70, undefined]);

    const accepted = await kit.backend.call("POST", "/consumers-v3/consumer/employee/terms", { token, body: { accepted: true } });
    expect(accepted.status).toBe(200);
    expect(employeeTermsAnswer.parse(accepted.json)).toEqual({ isEmployeeDiscountTCAccepted: true });

    expect((await details(jacket.productId, token)).price).toMatchObject({ lowCurrent: 72, memberPrice: { group: "EMPLOYEE" } });
    expect((await search("", token)).hits.find((hit) => hit.productId === jacket.productId)!.price.lowCurrent).toBe(72);
    const after = await kit.getCart(token, before.id);
    expect([lineOf(after.cart, jacket).price.current, lineOf(after.cart, boots).price.current]).toEqual([72, 60]);
    expect(after.cart.memberDiscounts).toEqual([{ group: "EMPLOYEE", label: "Employee price", amount: 58 }]);
    expect(after.cart.totals.itemTotal).toBe(132);
  });
});

describe("signing in", () => {
  test("the guest's cart, taken over at sign-in, is priced for the member", async () => {
    const guest = kit.guestToken();
    const guestCart = await cartWithJacketAndBoots(guest);
    expect(guestCart.totals.itemTotal).toBe(190);

    const member = await createConsumer(kit.db, { loyaltyMember: true, loyaltyOptInDate: "2024-01-01" });
    const session = await signIn(kit.backend, member, { token: guest, basketId: guestCart.id });
    const { cart } = await kit.getCart(session.accessToken, session.basketId!);
    expect(lineOf(cart, jacket).price).toMatchObject({ current: 108, memberPrice: { group: "LOYALTY" } });
    expect(lineOf(cart, boots).price.current).toBe(70);
    expect(cart.totals.itemTotal).toBe(178);
    expect(cart.memberDiscounts).toEqual([{ group: "LOYALTY", label: "Member price", amount: 12 }]);
  });
});
