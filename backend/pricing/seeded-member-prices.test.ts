import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { cartAnswer } from "../../contracts/api/cart.ts";
import { consumerProfileAnswer, employeeTermsAnswer } from "../../contracts/api/consumer.ts";
import { productDetailsAnswer } from "../../contracts/api/products.ts";
import { signIn } from "../identity/auth-test-kit.ts";
import { productsBackend, type ProductsKit } from "../products/products-test-kit.ts";
import { SEED_IDS, SEED_PASSWORDS } from "../seed/fixture-ids.ts";

/**
 * The seeded demo accounts with the seeded member prices (fixtures/commerce/README.md): what the
 * storefront's browser tests sign in with. Summit Parka, Black, M is 350.00 at full price; the
 * Cascade Rain Jacket, Black, S is 410.00 marked down to 286.99; gift cards sell at face value.
 */

let kit: ProductsKit;
beforeAll(async () => {
  kit = await productsBackend();
}, 120_000);
afterAll(async () => kit?.close());

const C = SEED_IDS.consumers;
const tokenOf = async (email: string) => (await signIn(kit.backend, { email, password: SEED_PASSWORDS.consumer })).accessToken;

async function variantPrice(token: string, variantId: string) {
  const details = await kit.ok(productDetailsAnswer, "GET", `/products/v2/products/${variantId.slice(0, 8)}/details`, { token });
  return details.variants.find((variant) => variant.productId === variantId)!.price;
}

describe("seeded accounts on seeded products", () => {
  test.each([
    ["regular", C.regular, 350, undefined, 286.99, undefined],
    ["loyalty", C.loyalty, 315, "LOYALTY", 286.99, undefined],
    ["employee before the terms", C.employee, 350, undefined, 286.99, undefined],
    ["employee with the terms (and loyalty)", C.employeeNearCap, 210, "EMPLOYEE", 246, "EMPLOYEE"],
    ["athlete", C.athlete, 245, "ATHLETE", 286.99, undefined],
    ["WRANX", C.wranx, 262.5, "PRO", 286.99, undefined],
    ["IPA", C.ipa, 262.5, "PRO", 286.99, undefined],
  ])("%s (%s)", async (_, email, parka, parkaGroup, rainJacket, rainJacketGroup) => {
    const token = await tokenOf(email);
    const parkaPrice = await variantPrice(token, SEED_IDS.variants.inStock);
    expect([parkaPrice.original, parkaPrice.current, parkaPrice.memberPrice?.group]).toEqual([350, parka, parkaGroup]);
    const rainJacketPrice = await variantPrice(token, "RLSH1001KSM");
    expect([rainJacketPrice.original, rainJacketPrice.current, rainJacketPrice.memberPrice?.group]).toEqual([410, rainJacket, rainJacketGroup]);
    const giftCard = await variantPrice(token, SEED_IDS.variants.eGift50);
    expect([giftCard.current, giftCard.memberPrice]).toEqual([50, undefined]);
  });

  test("the employee without the terms accepts them and pays the employee price from then on", async () => {
    const token = await tokenOf(C.employee);
    const created = await kit.call("POST", "/cart/v1/cart", { token, body: {} });
    const basketId = cartAnswer.parse(created.json).id;
    await kit.call("POST", "/cart/v1/item", { token, body: { basketId, productId: SEED_IDS.variants.inStock } });
    const parkaLine = (answer: unknown) => cartAnswer.parse(answer).items.find((item) => item.productId === SEED_IDS.variants.inStock)!;
    expect(parkaLine((await kit.call("GET", `/cart/v1/cart/${basketId}`, { token })).json).price.current).toBe(350);

    await kit.ok(employeeTermsAnswer, "POST", "/consumers-v3/consumer/employee/terms", { token, body: { accepted: true } });
    expect((await variantPrice(token, SEED_IDS.variants.inStock)).current).toBe(210);
    const cart = cartAnswer.parse((await kit.call("GET", `/cart/v1/cart/${basketId}`, { token })).json);
    expect(parkaLine(cart).price).toMatchObject({ current: 210, memberPrice: { group: "EMPLOYEE", label: "Employee price" } });
    expect(cart.memberDiscounts).toEqual([{ group: "EMPLOYEE", label: "Employee price", amount: 140 }]);
  });

  test("spend banners of the seeded employee, athlete and pro members", async () => {
    const details = async (email: string) => (await kit.ok(consumerProfileAnswer, "GET", "/consumers-v3/consumer", { token: await tokenOf(email) })).consumerDetails;
    expect((await details(C.employeeNearCap)).employeeAllowance).toEqual({ annualCap: 1500, currentSpend: 1480, remaining: 20 });
    expect((await details(C.athlete)).athleteAllowance).toEqual({ annualCredit: 2500, currentSpend: 600, remaining: 1900 });
    expect((await details(C.wranx)).prosumerAllowance).toEqual({ annualCap: 1000, currentSpend: 350, remaining: 650 });
    expect((await details(C.ipa)).prosumerAllowance).toEqual({ annualCap: 1000, currentSpend: 120, remaining: 880 });
  });
});
