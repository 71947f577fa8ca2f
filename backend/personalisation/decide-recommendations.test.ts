import { and, eq, gt, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DecideAnswer, DecideEventInput, RecommendationItem } from "../../contracts/api/decide.ts";
import { categories, inventory } from "../db/schema.ts";
import { createCategory, createProduct, removePrice, setStock, type CreatedProduct } from "../testing/catalogue-factory.ts";
import { createOrder } from "../testing/order-factory.ts";
import { parseRecToken } from "./rec-tokens.ts";
import { decideBody, events, personalisationBackend, type PersonalisationKit } from "./personalisation-test-kit.ts";

/**
 * Recommendations from the catalogue. The strategies are asked through experiences of a brand of
 * this file's own ("recs-test"), one slot per strategy, so that each can be checked alone; the
 * fixture experiences (product page, cart upsell) are checked on the real brand.
 */

let kit: PersonalisationKit;
const BRAND = "recs-test";
beforeAll(async () => {
  kit = await personalisationBackend();
  await kit.addExperiences([
    {
      id: "exp-recs-test",
      name: "Strategies",
      brands: [BRAND],
      variants: [
        {
          name: "All",
          label: "All",
          allocation: 100,
          recommendations: [
            { component: "co", strategies: ["co-purchase"], limit: 10 },
            { component: "cat", strategies: ["same-category"], limit: 10 },
            { component: "trend", strategies: ["trending"], limit: 10 },
          ],
        },
      ],
    },
  ]);
}, 60_000);
afterAll(async () => kit?.close());

const slot = (answer: DecideAnswer | undefined, component: string): RecommendationItem[] =>
  answer!.responses[0]!.actions.find((action) => action.component === component && action.actionType === "recommendations")?.items ?? [];
const ids = (items: RecommendationItem[]) => items.map((item) => item.id);

async function recommend(more: DecideEventInput[], options: { url?: string; brand?: string; pageType?: string } = {}) {
  const body = decideBody("recs-visitor", [events.decisionRequest(), events.pageView(options.pageType ?? "product page", options.url ?? "https://shop.example/en-us/p/thing"), ...more]);
  const response = await kit.decide(body, { brand: options.brand ?? BRAND });
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.answer!;
}

/** Every recommended item is a product with a variant in stock online. */
async function expectAllInStock(answer: DecideAnswer) {
  const items = answer.responses.flatMap((response) => response.actions.flatMap((action) => action.items));
  for (const item of items) {
    const stocked = await kit.db.select().from(inventory).where(and(eq(inventory.variantId, item.sku), eq(inventory.locationId, "online"), gt(inventory.quantity, 0)));
    expect(stocked, `${item.id} (${item.sku}) is in stock`).toHaveLength(1);
  }
}

describe("co-purchase", () => {
  let seed: CreatedProduct, often: CreatedProduct, once: CreatedProduct, soldOut: CreatedProduct, cancelledOnly: CreatedProduct, notWithSeed: CreatedProduct;
  beforeAll(async () => {
    [seed, often, once, soldOut, cancelledOnly, notWithSeed] = await Promise.all([
      createProduct(kit.db),
      createProduct(kit.db),
      createProduct(kit.db),
      createProduct(kit.db, { stock: 0 }),
      createProduct(kit.db),
      createProduct(kit.db),
    ]);
    await createOrder(kit.db, { lines: [{ product: seed }, { product: often }] });
    await createOrder(kit.db, { lines: [{ product: seed, qty: 2 }, { product: often }, { product: soldOut }] });
    await createOrder(kit.db, { lines: [{ product: once }, { product: seed }] });
    await createOrder(kit.db, { status: "cancelled", lines: [{ product: seed }, { product: cancelledOnly }] });
    await createOrder(kit.db, { status: "payment_failed", lines: [{ product: seed }, { product: cancelledOnly }] });
    await createOrder(kit.db, { lines: [{ product: often }, { product: notWithSeed }] });
  }, 30_000);

  it("recommends what placed orders bought with the viewed product, most shared orders first; never out of stock, never the product itself", async () => {
    const answer = await recommend([events.productDetailView(seed.productId)]);
    expect(ids(slot(answer, "co"))).toEqual([often.productId, once.productId]);
    await expectAllInStock(answer);
  });

  it("the product in the path, a variant id or a cart line are seeds too", async () => {
    expect(ids(slot(await recommend([], { url: `/en-us/p/thing-${seed.productId}` }), "co"))).toEqual([often.productId, once.productId]);
    expect(ids(slot(await recommend([events.productDetailView(seed.variantId)]), "co"))).toEqual([often.productId, once.productId]);
    expect(ids(slot(await recommend([events.cart([{ pid: seed.variantId, value: "49.99" }])], { pageType: "cart" }), "co"))).toEqual([often.productId, once.productId]);
  });

  it("follows stock: a product that sells out leaves at once, and comes back with the next snapshot once restocked", async () => {
    const recommended = async () => ids(slot(await recommend([events.productDetailView(seed.productId)]), "co"));
    await setStock(kit.db, often.variantId, 0);
    expect(await recommended()).toEqual([once.productId]);
    kit.later();
    expect(await recommended()).toEqual([once.productId]);
    await setStock(kit.db, often.variantId, 3);
    // The catalogue snapshot read while it was sold out is at most 5 s old.
    expect(await recommended()).toEqual([once.productId]);
    kit.later();
    expect(await recommended()).toEqual([often.productId, once.productId]);
  });

  it("follows the site's currency: a product without a price in it is left out, prices are in it", async () => {
    await removePrice(kit.db, once.variantId, "GBP");
    const british = slot(await recommend([events.productDetailView(seed.productId)], { url: "https://shop.example/en-gb/p/thing" }), "co");
    expect(ids(british)).toEqual([often.productId]);
    expect(british[0]).toMatchObject({ price: { currency: "GBP", lowCurrent: 49.99, highCurrent: 49.99, lowOriginal: 49.99, highOriginal: 49.99 }, url: `/en-gb/p/${often.slug}-${often.productId}` });
  });

  it("with nothing viewed, co-purchase has nothing to say", async () => {
    expect(slot(await recommend([]), "co")).toEqual([]);
  });
});

describe("same category", () => {
  it("recommends the best rated of the viewed product's category; a parent category page includes its children", async () => {
    const { categoryId } = await createCategory(kit.db);
    const viewed = await createProduct(kit.db, { categoryId, ratingTenths: 45, reviewsCount: 100 });
    const fair = await createProduct(kit.db, { categoryId, ratingTenths: 40, reviewsCount: 10 });
    const best = await createProduct(kit.db, { categoryId, ratingTenths: 48, reviewsCount: 500 });
    await createProduct(kit.db, { categoryId, ratingTenths: 50, reviewsCount: 900, stock: 0 });
    const elsewhere = await createProduct(kit.db, { ratingTenths: 50, reviewsCount: 1000 });
    kit.later();

    const answer = await recommend([events.productDetailView(viewed.productId)]);
    expect(ids(slot(answer, "cat"))).toEqual([best.productId, fair.productId]);
    expect(ids(slot(answer, "cat"))).not.toContain(elsewhere.productId);

    const parent = await createCategory(kit.db);
    await kit.db.update(categories).set({ parentId: parent.categoryId }).where(eq(categories.id, categoryId));
    kit.later();
    const onParentPage = await recommend([], { pageType: "category page", url: `/en-us/c/parent-${parent.categoryId}` });
    expect(ids(slot(onParentPage, "cat"))).toEqual([best.productId, viewed.productId, fair.productId]);
    await expectAllInStock(onParentPage);
  });

  it("picks an in-stock variant as the sku and prices over the in-stock variants", async () => {
    const { categoryId } = await createCategory(kit.db);
    const viewed = await createProduct(kit.db, { categoryId });
    const sizes = await createProduct(kit.db, { categoryId, variants: 3, price: 3000, listPrice: 4000 });
    await setStock(kit.db, sizes.variantIds[0]!, 0);
    kit.later();
    const [item] = slot(await recommend([events.productDetailView(viewed.productId)]), "cat");
    expect(item!.id).toBe(sizes.productId);
    expect(sizes.variantIds.slice(1)).toContain(item!.sku);
    expect(item).toMatchObject({ price: { currency: "USD", lowCurrent: 30, lowOriginal: 40 }, percentagePriceDiscount: 25, recommendationId: "same-category" });
  });
});

describe("trending", () => {
  it("ranks by units ordered in the last 30 days; older orders and sold-out products do not count", async () => {
    const [hot, warm, old, soldOut] = await Promise.all([createProduct(kit.db), createProduct(kit.db), createProduct(kit.db), createProduct(kit.db, { stock: 0 })]);
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await createOrder(kit.db, { lines: [{ product: hot, qty: 60 }], createdAt: daysAgo(1) });
    await createOrder(kit.db, { lines: [{ product: warm, qty: 50 }], createdAt: daysAgo(29) });
    await createOrder(kit.db, { lines: [{ product: old, qty: 99 }], createdAt: daysAgo(31) });
    await createOrder(kit.db, { lines: [{ product: soldOut, qty: 99 }] });
    await createOrder(kit.db, { status: "cancelled", lines: [{ product: old, qty: 99 }] });
    kit.later();

    const answer = await recommend([], { pageType: "home", url: "/en-us" });
    const trend = slot(answer, "trend");
    expect(ids(trend).slice(0, 2)).toEqual([hot.productId, warm.productId]);
    expect(ids(trend)).not.toContain(soldOut.productId);
    expect(trend.length).toBe(10);
    expect(new Set(ids(trend)).size).toBe(10);
    for (const item of trend) expect(item.recommendationId).toBe("trending");
    await expectAllInStock(answer);
  });
});

describe("recTokens and fixture slots", () => {
  it("every item has its own recToken naming this decision", async () => {
    const answer = await recommend([], { pageType: "home", url: "/en-us" });
    const tokens = answer.responses[0]!.actions.flatMap((action) => action.items.map((item) => item.recToken));
    expect(tokens.length).toBeGreaterThan(0);
    expect(new Set(tokens).size).toBe(tokens.length);
    const decisions = new Set(tokens.map((token) => parseRecToken(token)?.decisionId));
    expect(decisions.size).toBe(1);
    expect(tokens.map((token) => parseRecToken(token)!.index)).toEqual(tokens.map((_, index) => index));
  });

  it("the fixture cart upsell shows at most 3, co-purchased first, never what is in the cart", async () => {
    const [jacket, hat, gloves] = await Promise.all([createProduct(kit.db), createProduct(kit.db), createProduct(kit.db)]);
    await createOrder(kit.db, { lines: [{ product: jacket }, { product: hat }] });
    await createOrder(kit.db, { lines: [{ product: jacket }, { product: hat }, { product: gloves }] });
    kit.later();
    const answer = await recommend([events.cart([{ pid: jacket.variantId, value: "49.99" }])], { brand: "ridgeline", pageType: "cart", url: "/en-us/cart" });
    const upsell = slot(answer, "cart-upsell");
    expect(upsell).toHaveLength(3);
    expect(ids(upsell).slice(0, 2)).toEqual([hat.productId, gloves.productId]);
    expect(ids(upsell)).not.toContain(jacket.productId);
  });

  it("the fixture product page upsell (complete the look): at most 6, bought with the product first, never the product, all in stock", async () => {
    const { categoryId } = await createCategory(kit.db);
    const [parka, beanie, soldOut, sameShelf] = await Promise.all([
      createProduct(kit.db, { categoryId }),
      createProduct(kit.db),
      createProduct(kit.db, { stock: 0 }),
      createProduct(kit.db, { categoryId }),
    ]);
    await createOrder(kit.db, { lines: [{ product: parka }, { product: beanie }, { product: soldOut }] });
    kit.later();
    const answer = await recommend([], { brand: "ridgeline", url: `/en-us/p/${parka.slug}-${parka.productId}` });
    const upsell = slot(answer, "pdp-upsell");
    expect(upsell.length).toBeGreaterThan(1);
    expect(upsell.length).toBeLessThanOrEqual(6);
    expect(ids(upsell)[0]).toBe(beanie.productId);
    expect(ids(upsell)).toContain(sameShelf.productId);
    expect(ids(upsell)).not.toContain(parka.productId);
    expect(ids(upsell)).not.toContain(soldOut.productId);
    await expectAllInStock(answer);
  });

  it("the fixture product page slot holds 12 items, all in stock", async () => {
    const answer = await recommend([], { brand: "ridgeline", url: "/en-us/p/thing" });
    const items = slot(answer, "pdp-recommendations");
    expect(items).toHaveLength(12);
    const stocked = await kit.db.select({ variantId: inventory.variantId }).from(inventory).where(and(inArray(inventory.variantId, items.map((item) => item.sku)), gt(inventory.quantity, 0)));
    expect(new Set(stocked.map((row) => row.variantId)).size).toBe(12);
  });
});
