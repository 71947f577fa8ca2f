import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { availabilityAnswer, inventoryAnswer, productDetailsAnswer } from "../../contracts/api/products.ts";
import { SEED_IDS } from "../seed/fixture-ids.ts";
import { readSeed, type Seed } from "../seed/seed-files.ts";
import { createProduct, setStock } from "../testing/catalogue-factory.ts";
import { productsBackend, type ProductsKit } from "./products-test-kit.ts";
import { productCallouts } from "./product-details.ts";

let kit: ProductsKit;
let seed: Seed;
beforeAll(async () => {
  [kit, seed] = await Promise.all([productsBackend(), readSeed()]);
}, 60_000);
afterAll(async () => kit?.close());

const { summitParka, cascadeRainJacket, discontinued, eGiftCard } = SEED_IDS.products;
const { inStock, lowStock, onlineOutInStore, outEverywhere } = SEED_IDS.variants;
const details = (productId: string, query = "") => kit.ok(productDetailsAnswer, "GET", `/products/v2/products/${productId}/details${query}`);
const variantsOf = (productId: string) => seed.variants.filter((variant) => variant.productId === productId);

describe("GET /products/v2/products/{productId}/details", () => {
  test("product promotions called out: the fleece's 20 % (three-part callout); not the coupon-only jackets' nor the socks' two-part callout", async () => {
    expect((await details("RL6NUDBP")).promotions).toEqual([{ promotionId: "PRODUCT20-FLEECE", name: "20% off fleece", callout: "Add any fleece for 20% off" }]);
    expect((await details(summitParka)).promotions).toEqual([]);
    expect((await details("RLK7MTFG")).promotions).toEqual([]);
  });

  test("the Summit Parka: name, category path, attributes, badge, rating, colours and sizes from the catalogue", async () => {
    const product = seed.products.find((entry) => entry.id === summitParka)!;
    const answer = await details(summitParka);
    expect(answer).toMatchObject({ id: summitParka, masterId: summitParka, name: product.name, siteId: "RL-US", currency: "USD", badge: "Best seller", gender: "unisex" });
    expect(answer.pdpUrl).toBe(`/en-us/p/${product.slug}-${summitParka}`);
    expect(answer.category.path.map((category) => category.name)).toEqual(["Jackets", "Down jackets"]);
    expect(answer.category.url).toBe("/en-us/c/down-jackets-100220");
    expect(answer.attributes.map((attribute) => attribute.id).sort()).toEqual(Object.keys(product.attributes).sort());
    expect(answer.attributes[0]).toEqual({ id: "material", label: "Material", value: product.attributes.material });
    expect(answer.rating).toEqual({ score: product.ratingScore / 10, reviewsCount: product.reviewsCount });
    expect(answer.colors.map((color) => color.name)).toEqual(["Black", "Summit Navy", "Fiery Red"]);
    expect(answer.sizes.map((size) => size.value)).toEqual(["XS", "S", "M", "L", "XL", "XXL"]);
    expect(answer.variants).toHaveLength(variantsOf(summitParka).length);
  });

  test("every variant carries its UPC, colour, size and USD price (XXL costs 5.00 more)", async () => {
    const answer = await details(summitParka);
    for (const variant of variantsOf(summitParka)) {
      const answered = answer.variants.find((entry) => entry.productId === variant.id)!;
      expect(answered).toMatchObject({ upc: variant.upc, color: { code: variant.colorCode, name: variant.colorName }, size: variant.size });
      expect(answered.price).toEqual({ currency: "USD", original: variant.list.USD / 100, current: variant.list.USD / 100, onSale: false, percentageDiscount: 0 });
    }
    expect(answer.price).toMatchObject({ lowCurrent: 350, highCurrent: 355, onSale: false });
  });

  test("availability flags per variant: in stock, low stock, in store only (US stores), out everywhere", async () => {
    const byId = new Map((await details(summitParka)).variants.map((variant) => [variant.productId, variant.availability]));
    expect(byId.get(inStock)).toEqual({ status: "IN_STOCK", orderable: true, inStock: true, lowStock: false, availableInStores: true });
    expect(byId.get(lowStock)).toEqual({ status: "LOW_STOCK", orderable: true, inStock: true, lowStock: true, availableInStores: true });
    expect(byId.get(onlineOutInStore)).toEqual({ status: "IN_STORE_ONLY", orderable: false, inStock: false, lowStock: false, availableInStores: true });
    expect(byId.get(outEverywhere)).toEqual({ status: "OUT_OF_STOCK", orderable: false, inStock: false, lowStock: false, availableInStores: false });
  });

  test("stores count per site: the Fiery Red XL is in a Boston store, not in any German one", async () => {
    const german = await details(summitParka, "?siteId=RL-DE");
    expect(german.variants.find((variant) => variant.productId === onlineOutInStore)!.availability.status).toBe("OUT_OF_STOCK");
  });

  test("prices per region: currency from siteId, locale or currency; sale price and 30.0 % off for the Cascade Rain Jacket", async () => {
    const variant = variantsOf(cascadeRainJacket)[0]!;
    for (const [query, currency] of [["?siteId=RL-GB", "GBP"], ["?locale=de-DE", "EUR"], ["?locale=fr_CA", "CAD"], ["?currency=CAD&siteId=RL-US", "CAD"], ["", "USD"]] as const) {
      const answer = await details(cascadeRainJacket, query);
      expect(answer.currency, query).toBe(currency);
      const answered = answer.variants.find((entry) => entry.productId === variant.id)!;
      expect(answered.price, query).toEqual({ currency, original: variant.list[currency] / 100, current: variant.sale![currency]! / 100, onSale: true, percentageDiscount: 30 });
      expect(answer.badges, query).toContain("Sale");
    }
    expect((await details(cascadeRainJacket, "?siteId=RL-GB")).pdpUrl).toMatch(/^\/en-gb\/p\//);
  });

  test("a variant id answers its style with that variant selected", async () => {
    const answer = await details(inStock);
    expect(answer.id).toBe(summitParka);
    expect(answer.selectedVariantId).toBe(inStock);
  });

  test("a product out of stock everywhere is not orderable; a digital one has its denominations as sizes", async () => {
    const gone = await details(discontinued);
    expect(gone.availability).toEqual({ status: "OUT_OF_STOCK", orderable: false, availableInStores: false });
    expect(gone.colors.every((color) => !color.orderable)).toBe(true);
    const card = await details(eGiftCard);
    expect(card.isDigital).toBe(true);
    expect(card.sizes.map((size) => size.value)).toEqual(["25", "50", "100", "250"]);
  });

  test("unknown product: 404 PLP400 (style and variant ids); malformed id or query: 400 ATTR300", async () => {
    expect((await kit.fails(404, "GET", "/products/v2/products/ZZZZ9999/details")).errorId).toBe("PLP400");
    expect((await kit.fails(404, "GET", "/products/v2/products/ZZZZ9999ZZZ/details")).errorId).toBe("PLP400");
    expect(await kit.fails(400, "GET", "/products/v2/products/nf0a3c8d/details")).toMatchObject({ errorId: "ATTR300", field: "productId" });
    expect(await kit.fails(400, "GET", "/products/v2/products/NF0A3C8DKMDX/details")).toMatchObject({ errorId: "ATTR300", field: "productId" });
    expect(await kit.fails(400, "GET", `/products/v2/products/${summitParka}/details?siteId=RL-XX`)).toMatchObject({ errorId: "ATTR300", field: "siteId" });
    expect(await kit.fails(400, "GET", `/products/v2/products/${summitParka}/details?currency=JPY`)).toMatchObject({ errorId: "ATTR300", field: "currency" });
  });

  test("a product without a price in the currency is not sold there: 404 PLP400", async () => {
    const product = await createProduct(kit.db, { currencies: ["USD"] });
    await details(product.productId);
    expect((await kit.fails(404, "GET", `/products/v2/products/${product.productId}/details?currency=EUR`)).errorId).toBe("PLP400");
  });

  test("a wrong method on the path: 405 API405", async () => {
    expect((await kit.fails(405, "DELETE", `/products/v2/products/${summitParka}/details`)).errorId).toBe("API405");
  });
});

describe("POST /products/v1/products/{productId}/availability", () => {
  const availability = (productId: string, storeIds: unknown) => kit.ok(availabilityAnswer, "POST", `/products/v1/products/${productId}/availability`, { body: { storeIds } });

  test("a variant in each asked store, in the order asked", async () => {
    const variant = seed.variants.find((entry) => entry.id === inStock)!;
    const answer = await availability(inStock, ["S1301", "S1001", "S1004"]);
    expect(answer).toMatchObject({ productId: inStock, masterId: summitParka });
    expect(answer.storeInventory.map((store) => [store.storeId, store.quantity, store.inStock])).toEqual([
      ["S1301", variant.stock.S1301 ?? 0, true],
      ["S1001", variant.stock.S1001 ?? 0, true],
      ["S1004", 0, false],
    ]);
    expect(answer.storeInventory[1]).toMatchObject({ storeName: "Ridgeline Boston", variants: [{ productId: inStock, quantity: variant.stock.S1001 }] });
  });

  test("a style: units of all its variants per store, with the split; a store named twice answers once", async () => {
    const expected = variantsOf(summitParka).reduce((sum, variant) => sum + (variant.stock.S1001 ?? 0), 0);
    const answer = await availability(summitParka, ["S1001", "S1001"]);
    expect(answer.storeInventory).toHaveLength(1);
    expect(answer.storeInventory[0]!.quantity).toBe(expected);
    expect(answer.storeInventory[0]!.variants).toHaveLength(variantsOf(summitParka).length);
  });

  test("reads live stock: a sale in the store shows at once", async () => {
    const product = await createProduct(kit.db, { storeStock: { S1002: 3 } });
    expect((await availability(product.variantId, ["S1002"])).storeInventory[0]!.quantity).toBe(3);
    await setStock(kit.db, product.variantId, 1, "S1002");
    expect((await availability(product.variantId, ["S1002"])).storeInventory[0]!.quantity).toBe(1);
  });

  test("unknown store: 404 STR404 naming it; unknown product: 404 PLP400; bad body: 400 ATTR300 or 415", async () => {
    expect(await kit.fails(404, "POST", `/products/v1/products/${inStock}/availability`, { body: { storeIds: ["S1001", "S9999"] } })).toMatchObject({ errorId: "STR404", storeId: "S9999" });
    expect((await kit.fails(404, "POST", "/products/v1/products/ZZZZ9999/availability", { body: { storeIds: ["S1001"] } })).errorId).toBe("PLP400");
    expect(await kit.fails(400, "POST", `/products/v1/products/${inStock}/availability`, { body: { storeIds: [] } })).toMatchObject({ errorId: "ATTR300", field: "storeIds" });
    expect(await kit.fails(400, "POST", `/products/v1/products/${inStock}/availability`, { body: { storeIds: "S1001" } })).toMatchObject({ errorId: "ATTR300", field: "storeIds" });
    expect(await kit.fails(400, "POST", `/products/v1/products/${inStock}/availability`, { body: { storeIds: Array.from({ length: 51 }, (_, i) => `S${i}`) } })).toMatchObject({ errorId: "ATTR300" });
    expect((await kit.fails(400, "POST", `/products/v1/products/${inStock}/availability`, { body: "{not json" })).errorId).toBe("ATTR300");
    expect((await kit.fails(415, "POST", `/products/v1/products/${inStock}/availability`, { body: "storeIds=S1001", headers: { "content-type": "text/plain" } })).errorId).toBe("API415");
  });
});

describe("GET /products/v2/products/{productId}/inventory", () => {
  test("online units per variant keyed by its product id, with the units in the country's stores", async () => {
    const answer = await kit.ok(inventoryAnswer, "GET", `/products/v2/products/${summitParka}/inventory`);
    expect(Object.keys(answer.variants).sort()).toEqual(variantsOf(summitParka).map((variant) => variant.id).sort());
    const variant = seed.variants.find((entry) => entry.id === inStock)!;
    const usStores = seed.stores.filter((store) => store.country === "US").map((store) => store.id);
    expect(answer.variants[inStock]).toEqual({
      quantity: variant.stock.online,
      inStock: true,
      lowStock: false,
      status: "IN_STOCK",
      storeQuantity: usStores.reduce((sum, id) => sum + (variant.stock[id] ?? 0), 0),
    });
    expect(answer.variants[lowStock]).toMatchObject({ quantity: 2, lowStock: true, status: "LOW_STOCK" });
    expect(answer.totalQuantity).toBe(variantsOf(summitParka).reduce((sum, entry) => sum + entry.stock.online!, 0));
  });

  test("a variant id answers that variant only", async () => {
    const answer = await kit.ok(inventoryAnswer, "GET", `/products/v2/products/${outEverywhere}/inventory`);
    expect(answer).toEqual({ productId: outEverywhere, masterId: summitParka, variants: { [outEverywhere]: { quantity: 0, inStock: false, lowStock: false, status: "OUT_OF_STOCK", storeQuantity: 0 } }, totalQuantity: 0 });
  });

  test("unknown product: 404 PLP400; malformed: 400 ATTR300", async () => {
    expect((await kit.fails(404, "GET", "/products/v2/products/ZZZZ9999/inventory")).errorId).toBe("PLP400");
    expect((await kit.fails(400, "GET", "/products/v2/products/NF0A-3C8D/inventory")).errorId).toBe("ATTR300");
  });
});

describe("productCallouts", () => {
  const row = (changes: Partial<Parameters<typeof productCallouts>[0][number]> = {}) => ({
    id: "P1", name: "10% off", level: "PRODUCT", kind: "percent", value: 10, threshold: 0, currency: null, customerGroup: "ALL", categoryId: "100520",
    giftVariantId: null, couponRequired: false, calloutMessage: "Add one for 10% off|In your bag|Earned", startsAt: null, endsAt: null, ...changes,
  });
  const now = new Date("2026-11-22T12:00:00Z");
  test.each([
    ["a running three-part callout", row(), ["Add one for 10% off"]],
    ["another category", row({ categoryId: "100200" }), []],
    ["an order promotion", row({ level: "ORDER" }), []],
    ["a coupon", row({ couponRequired: true }), []],
    ["members only", row({ customerGroup: "REGISTERED" }), []],
    ["another currency", row({ currency: "EUR" }), []],
    ["its currency", row({ currency: "USD" }), ["Add one for 10% off"]],
    ["not started", row({ startsAt: new Date("2026-12-01T00:00:00Z") }), []],
    ["ended", row({ endsAt: new Date("2026-11-01T00:00:00Z") }), []],
    ["a two-part callout", row({ calloutMessage: "Add one|Earned" }), []],
  ])("%s", (_, promotion, callouts) => {
    expect(productCallouts([promotion], new Set(["100500", "100520"]), "USD", now).map((entry) => entry.callout)).toEqual(callouts);
  });
});
