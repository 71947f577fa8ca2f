import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { catalogAnswer, productSetAnswer, productSetsAnswer, stockNotificationAnswer, widgetRecommendationsAnswer, type CatalogCategory } from "../../contracts/api/products.ts";
import { stockNotifications } from "../db/schema.ts";
import { SEED_IDS } from "../seed/fixture-ids.ts";
import { readSeed, type Seed } from "../seed/seed-files.ts";
import { readProductFixtures, type ProductSetFixture } from "./product-fixtures.ts";
import { productsBackend, type ProductsKit } from "./products-test-kit.ts";

let kit: ProductsKit;
let seed: Seed;
let sets: ProductSetFixture[];
beforeAll(async () => {
  [kit, seed, { productSets: sets }] = await Promise.all([productsBackend(), readSeed(), readProductFixtures()]);
}, 60_000);
afterAll(async () => kit?.close());

const variantsOf = (productId: string) => seed.variants.filter((variant) => variant.productId === productId);
const lowest = (productId: string, currency: "USD" | "GBP") => Math.min(...variantsOf(productId).map((variant) => variant.sale?.[currency] ?? variant.list[currency]));
const flatten = (nodes: CatalogCategory[]): CatalogCategory[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);

describe("GET /products/v2/catalog", () => {
  test("the category tree in position order, with product counts from the seed", async () => {
    const answer = await kit.ok(catalogAnswer, "GET", "/products/v2/catalog");
    const topLevel = seed.categories.filter((category) => category.parentId === null).sort((a, b) => a.position - b.position);
    expect(answer.categories.map((category) => category.id)).toEqual(topLevel.map((category) => category.id));
    const jackets = answer.categories.find((category) => category.id === SEED_IDS.categories.jackets)!;
    expect(jackets.children.map((child) => child.name)).toEqual(["Shells", "Down jackets", "Insulated jackets"]);
    for (const node of flatten(answer.categories).filter((entry) => !entry.virtual && entry.children.length === 0)) {
      expect(node.productCount, node.name).toBe(seed.products.filter((product) => product.categoryId === node.id).length);
    }
    expect(jackets.productCount).toBe(jackets.children.reduce((sum, child) => sum + child.productCount, 0));
    expect(jackets.url).toBe("/en-us/c/jackets-100200");
    const newArrivals = answer.categories.find((category) => category.id === SEED_IDS.categories.newArrivals)!;
    expect(newArrivals).toMatchObject({ virtual: true, productCount: seed.products.filter((product) => product.badge === "New").length });
  });

  test("per site: URLs in the site's path, Sale counted in its currency", async () => {
    const answer = await kit.ok(catalogAnswer, "GET", "/products/v2/catalog?siteId=RL-GB");
    expect(answer).toMatchObject({ siteId: "RL-GB", currency: "GBP" });
    const sale = answer.categories.find((category) => category.id === SEED_IDS.categories.sale)!;
    expect(sale.productCount).toBe(new Set(seed.variants.filter((variant) => (variant.sale?.GBP ?? Infinity) < variant.list.GBP).map((variant) => variant.productId)).size);
    expect(sale.url).toBe("/en-gb/c/sale-100900");
  });

  test("bad site: 400 ATTR300; another method: 405", async () => {
    expect(await kit.fails(400, "GET", "/products/v2/catalog?siteId=nowhere")).toMatchObject({ errorId: "ATTR300", field: "siteId" });
    expect((await kit.fails(405, "POST", "/products/v2/catalog")).errorId).toBe("API405");
  });
});

describe("product sets", () => {
  test("GET …/{productId}/productSets: the sets a product is in, priced at each product's lowest price", async () => {
    const answer = await kit.ok(productSetsAnswer, "GET", `/products/v2/products/${SEED_IDS.products.summitParka}/productSets`);
    const expected = sets.filter((set) => set.productIds.includes(SEED_IDS.products.summitParka));
    expect(answer.productSets.map((set) => set.id)).toEqual(expected.map((set) => set.id));
    const [set] = answer.productSets;
    expect(set!.productIds).toEqual(expected[0]!.productIds);
    expect(set!.price).toMatchObject({ currency: "USD", total: expected[0]!.productIds.reduce((sum, id) => sum + lowest(id, "USD"), 0) / 100 });
    // A variant id names its style; a product in no set has none.
    expect((await kit.ok(productSetsAnswer, "GET", `/products/v2/products/${SEED_IDS.variants.inStock}/productSets`)).productSets).toHaveLength(expected.length);
    expect((await kit.ok(productSetsAnswer, "GET", `/products/v2/products/${SEED_IDS.products.eGiftCard}/productSets`)).productSets).toEqual([]);
  });

  test("GET …/{productSetId}/productSet: the products in order, in the site's currency", async () => {
    const fixture = sets.find((set) => set.id === "RLSET002")!;
    const answer = await kit.ok(productSetAnswer, "GET", "/products/v2/products/RLSET002/productSet?siteId=RL-GB");
    expect(answer).toMatchObject({ id: fixture.id, name: fixture.name, siteId: "RL-GB" });
    expect(answer.products.map((product) => product.productId)).toEqual(fixture.productIds);
    expect(answer.price).toEqual({
      currency: "GBP",
      total: fixture.productIds.reduce((sum, id) => sum + lowest(id, "GBP"), 0) / 100,
      totalOriginal: fixture.productIds.reduce((sum, id) => sum + Math.min(...variantsOf(id).map((variant) => variant.list.GBP)), 0) / 100,
    });
  });

  test("a set with a product out of stock everywhere is not all in stock", async () => {
    const withDiscontinued = sets.find((set) => set.productIds.includes(SEED_IDS.products.discontinued))!;
    const answer = await kit.ok(productSetAnswer, "GET", `/products/v2/products/${withDiscontinued.id}/productSet`);
    expect(answer.allInStock).toBe(false);
    expect(answer.products.find((product) => product.productId === SEED_IDS.products.discontinued)!.inStock).toBe(false);
  });

  test("unknown set or product: 404 PLP400; malformed id: 400 ATTR300", async () => {
    expect((await kit.fails(404, "GET", "/products/v2/products/ZZZZ9999/productSet")).errorId).toBe("PLP400");
    expect((await kit.fails(404, "GET", "/products/v2/products/ZZZZ9999/productSets")).errorId).toBe("PLP400");
    expect(await kit.fails(400, "GET", "/products/v2/products/rlset001/productSet")).toMatchObject({ errorId: "ATTR300", field: "productSetId" });
    expect(await kit.fails(400, "GET", `/products/v2/products/${SEED_IDS.variants.inStock}/productSet`)).toMatchObject({ errorId: "ATTR300", field: "productSetId" });
  });
});

describe("PUT /products/v1/notifications", () => {
  const subscribe = (token: string, body: Record<string, unknown>) => kit.ok(stockNotificationAnswer, "PUT", "/products/v1/notifications", { token, body });
  const rows = (email: string, variantId: string) => kit.db.select().from(stockNotifications).where(and(eq(stockNotifications.email, email), eq(stockNotifications.variantId, variantId)));

  test("subscribes an address to a variant's return; asking again (any case, any shopper) answers the same, once stored", async () => {
    const { outEverywhere } = SEED_IDS.variants;
    const first = await subscribe(kit.guestToken(), { email: "Hiker@Example.com", productId: outEverywhere, siteId: "RL-GB" });
    expect(first).toEqual({ status: "SUBSCRIBED", email: "hiker@example.com", productId: outEverywhere, masterId: SEED_IDS.products.summitParka, siteId: "RL-GB", inStock: false });
    expect(await subscribe(kit.guestToken(), { email: "hiker@example.com ", productId: outEverywhere, siteId: "RL-GB" })).toEqual(first);
    const member = await kit.memberToken();
    expect(await subscribe(member.token, { email: "HIKER@example.com", productId: outEverywhere, siteId: "RL-GB" })).toEqual(first);
    expect(await rows("hiker@example.com", outEverywhere)).toHaveLength(1);
  });

  test("a variant in stock can be subscribed too; the answer says it is in stock", async () => {
    expect(await subscribe(kit.guestToken(), { email: "now@example.com", productId: SEED_IDS.variants.inStock })).toMatchObject({ inStock: true, siteId: "RL-US" });
  });

  test("bad address 400 AUT453; missing or malformed fields 400 ATTR300; unknown variant 404 PLP400", async () => {
    const guest = kit.guestToken();
    expect(await kit.fails(400, "PUT", "/products/v1/notifications", { token: guest, body: { email: "not-an-address", productId: SEED_IDS.variants.outEverywhere } })).toMatchObject({ errorId: "AUT453", field: "email" });
    expect(await kit.fails(400, "PUT", "/products/v1/notifications", { token: guest, body: { productId: SEED_IDS.variants.outEverywhere } })).toMatchObject({ errorId: "ATTR300", field: "email" });
    expect(await kit.fails(400, "PUT", "/products/v1/notifications", { token: guest, body: { email: "a@example.com", productId: SEED_IDS.products.summitParka } })).toMatchObject({ errorId: "ATTR300", field: "productId" });
    expect(await kit.fails(400, "PUT", "/products/v1/notifications", { token: guest, body: { email: "a@example.com", productId: SEED_IDS.variants.inStock, siteId: "XX" } })).toMatchObject({ errorId: "ATTR300", field: "siteId" });
    expect(await kit.fails(404, "PUT", "/products/v1/notifications", { token: guest, body: { email: "a@example.com", productId: "ZZZZ9999ZZZ" } })).toMatchObject({ errorId: "PLP400", field: "productId" });
  });

  test("needs a shopper's token: none 401 AUT432, an associate 403 AUT432", async () => {
    const body = { email: "a@example.com", productId: SEED_IDS.variants.outEverywhere };
    expect((await kit.fails(401, "PUT", "/products/v1/notifications", { body })).errorId).toBe("AUT432");
    expect((await kit.fails(403, "PUT", "/products/v1/notifications", { token: kit.agentToken(), body })).errorId).toBe("AUT432");
  });
});

describe("GET /products/v1/widgetRecommendations", () => {
  const recommend = (query: string) => kit.ok(widgetRecommendationsAnswer, "GET", `/products/v1/widgetRecommendations${query}`);
  const inStockOnline = (productId: string) => variantsOf(productId).some((variant) => (variant.stock.online ?? 0) > 0);

  test("like a product: in-stock products of its category first, best rated first, never itself", async () => {
    const { summitParka } = SEED_IDS.products;
    const answer = await recommend(`?productId=${summitParka}&count=24`);
    expect(answer).toMatchObject({ strategy: "same-category", productId: summitParka });
    expect(answer.items.map((item) => item.productId)).not.toContain(summitParka);
    expect(answer.items.every((item) => item.inStock && inStockOnline(item.productId))).toBe(true);
    const ownCategory = seed.products.filter((product) => product.categoryId === "100220" && product.id !== summitParka && inStockOnline(product.id));
    expect(answer.items.slice(0, ownCategory.length).every((item) => item.categoryId === "100220")).toBe(true);
    // Then the rest of Jackets fills the widget.
    expect(answer.items.slice(ownCategory.length).every((item) => ["100210", "100230"].includes(item.categoryId))).toBe(true);
    const scores = answer.items.slice(0, ownCategory.length).map((item) => item.rating.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  test("in a category, or the best rated overall; 12 by default", async () => {
    const boots = await recommend("?categoryId=100310&count=5");
    expect(boots.strategy).toBe("category");
    expect(boots.items).toHaveLength(5);
    expect(boots.items.every((item) => item.categoryId === "100310")).toBe(true);
    const top = await recommend("");
    expect(top).toMatchObject({ strategy: "top-rated", productId: null });
    expect(top.items).toHaveLength(12);
  });

  test("unknown product or category 404 PLP400; bad count 400 ATTR300", async () => {
    expect((await kit.fails(404, "GET", "/products/v1/widgetRecommendations?productId=ZZZZ9999")).errorId).toBe("PLP400");
    expect((await kit.fails(404, "GET", "/products/v1/widgetRecommendations?categoryId=999999")).errorId).toBe("PLP400");
    expect(await kit.fails(400, "GET", "/products/v1/widgetRecommendations?count=25")).toMatchObject({ errorId: "ATTR300", field: "count" });
    expect(await kit.fails(400, "GET", "/products/v1/widgetRecommendations?productId=abc")).toMatchObject({ errorId: "ATTR300", field: "productId" });
  });
});
