import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { autoSuggestAnswer, productSearchAnswer, type ProductSearchAnswer } from "../../../contracts/api/products.ts";
import { SEED_IDS } from "../../seed/fixture-ids.ts";
import { readSeed, type Seed } from "../../seed/seed-files.ts";
import { createProduct, setStock } from "../../testing/catalogue-factory.ts";
import { productsBackend, type ProductsKit } from "../products-test-kit.ts";
import { refreshProductSearch } from "./search-index.ts";

let kit: ProductsKit;
let seed: Seed;
beforeAll(async () => {
  [kit, seed] = await Promise.all([productsBackend(), readSeed()]);
}, 60_000);
afterAll(async () => kit?.close());

const search = (query: string) => kit.ok(productSearchAnswer, "GET", `/products/v2/search/productSearch${query}`);
const facet = (answer: ProductSearchAnswer, id: string) => answer.facets.find((entry) => entry.id === id)!.values;
const variantsOf = (productId: string) => seed.variants.filter((variant) => variant.productId === productId);
const seedProduct = (id: string) => seed.products.find((product) => product.id === id)!;
/** Seed products (not the ones tests add) among some hits. */
const seeded = (answer: ProductSearchAnswer) => answer.hits.filter((hit) => seed.products.some((product) => product.id === hit.productId));

/** The category and every category below it. */
function subtree(categoryId: string): Set<string> {
  const ids = new Set([categoryId]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const category of seed.categories) {
      if (category.parentId && ids.has(category.parentId) && !ids.has(category.id)) {
        ids.add(category.id);
        grew = true;
      }
    }
  }
  return ids;
}

describe("GET /products/v2/search/productSearch: listing and facets", () => {
  test("without q it lists the catalogue (24 a page) with facet counts from the seed", async () => {
    const answer = await search("?count=96");
    expect(answer.total).toBe(seed.products.length);
    expect(answer).toMatchObject({ searchTerm: "", correctedTerm: null, sort: "relevance", start: 0, count: 96, currency: "USD" });
    expect((await search("")).hits).toHaveLength(24);

    const categories = new Map(facet(answer, "category").map((value) => [value.value, value.count]));
    const jackets = subtree(SEED_IDS.categories.jackets);
    expect(categories.get(SEED_IDS.categories.jackets)).toBe(seed.products.filter((product) => jackets.has(product.categoryId)).length);
    expect(categories.get(SEED_IDS.categories.newArrivals)).toBe(seed.products.filter((product) => product.badge === "New").length);
    const onSaleUsd = new Set(seed.variants.filter((variant) => (variant.sale?.USD ?? Infinity) < variant.list.USD).map((variant) => variant.productId));
    expect(categories.get(SEED_IDS.categories.sale)).toBe(onSaleUsd.size);
    const genders = new Map(facet(answer, "gender").map((value) => [value.value, value.count]));
    expect(genders.get("women")).toBe(seed.products.filter((product) => product.gender === "women").length);
    expect(facet(answer, "size").slice(0, 6).map((value) => value.value)).toEqual(["XS", "S", "M", "L", "XL", "XXL"]);
    expect(facet(answer, "price").map((value) => value.value)).toEqual(["0-50", "50-100", "100-200", "200-500", "500-"].filter((bucket) => facet(answer, "price").some((value) => value.value === bucket)));
  });

  test("a category page: the category and its subcategories", async () => {
    const answer = await search(`?categoryId=${SEED_IDS.categories.jackets}&count=96`);
    const jackets = subtree(SEED_IDS.categories.jackets);
    expect(answer.total).toBe(seed.products.filter((product) => jackets.has(product.categoryId)).length);
    expect(answer.hits.every((hit) => jackets.has(hit.categoryId))).toBe(true);
    expect(facet(answer, "category").find((value) => value.value === SEED_IDS.categories.jackets)).toMatchObject({ selected: true, label: "Jackets" });
  });

  test("New arrivals and Sale are curated: badged New, on sale in the currency", async () => {
    const fresh = await search(`?categoryId=${SEED_IDS.categories.newArrivals}&count=96`);
    expect(fresh.hits.length).toBeGreaterThan(0);
    expect(fresh.hits.every((hit) => seedProduct(hit.productId).badge === "New")).toBe(true);
    const sale = await search(`?categoryId=${SEED_IDS.categories.sale}&count=96&siteId=RL-GB`);
    expect(sale.hits.length).toBeGreaterThan(0);
    expect(sale.hits.every((hit) => hit.price.onSale && hit.price.currency === "GBP")).toBe(true);
  });

  test("colour filter: OR within the facet; the colour facet keeps counting the other colours", async () => {
    const all = await search("?count=96");
    const one = await search("?color=Ochre&count=96");
    const two = await search(`?color=${encodeURIComponent("Ochre|Dusk Plum")}&count=96`);
    const withColour = (colors: string[]) => seed.products.filter((product) => variantsOf(product.id).some((variant) => colors.includes(variant.colorName))).length;
    expect(one.total).toBe(withColour(["Ochre"]));
    expect(two.total).toBe(withColour(["Ochre", "Dusk Plum"]));
    expect(one.hits.every((hit) => hit.colors.includes("Ochre"))).toBe(true);
    expect(facet(one, "color")).toEqual(facet(all, "color").map((value) => ({ ...value, selected: value.value === "Ochre" })));
    expect(one.selectedFilters.color).toEqual(["Ochre"]);
  });

  test("size, gender and price filters combine (AND between facets)", async () => {
    const answer = await search("?size=XS&gender=women&price=100-200&count=96");
    const expected = seed.products.filter(
      (product) =>
        product.gender === "women" &&
        variantsOf(product.id).some((variant) => variant.size === "XS") &&
        Math.min(...variantsOf(product.id).map((variant) => variant.sale?.USD ?? variant.list.USD)) >= 10000 &&
        Math.min(...variantsOf(product.id).map((variant) => variant.sale?.USD ?? variant.list.USD)) < 20000,
    );
    expect(answer.total).toBe(expected.length);
    expect(answer.hits.map((hit) => hit.productId).sort()).toEqual(expected.map((product) => product.id).sort());
    expect(answer.selectedFilters).toEqual({ categoryId: null, color: [], size: ["XS"], gender: ["women"], price: ["100-200"], inStock: false });
  });

  test("in stock only: some variant with online stock, read live", async () => {
    const answer = await search("?inStock=true&count=96");
    const inStock = seed.products.filter((product) => variantsOf(product.id).some((variant) => (variant.stock.online ?? 0) > 0));
    expect(answer.total).toBe(inStock.length);
    expect(answer.hits.some((hit) => hit.productId === SEED_IDS.products.discontinued)).toBe(false);

    const product = await createProduct(kit.db, { name: "Quokka Stock Test Poncho", stock: 5 });
    await refreshProductSearch(kit.db);
    expect((await search("?q=quokka&inStock=true")).total).toBe(1);
    await setStock(kit.db, product.variantId, 0);
    expect((await search("?q=quokka&inStock=true")).total).toBe(0);
    expect((await search("?q=quokka")).total).toBe(1);
  });

  test("sorting: price up and down, rating, newest (New badges first)", async () => {
    const lows = (answer: ProductSearchAnswer) => answer.hits.map((hit) => hit.price.lowCurrent);
    const up = lows(await search("?sort=price-asc&count=96&categoryId=100300"));
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = lows(await search("?sort=price-desc&count=96&categoryId=100300"));
    expect(down).toEqual([...down].sort((a, b) => b - a));
    const rated = seeded(await search("?sort=rating&count=96")).map((hit) => hit.rating.score);
    expect(rated).toEqual([...rated].sort((a, b) => b - a));
    const newest = seeded(await search("?sort=newest&count=96"));
    const newCount = seed.products.filter((product) => product.badge === "New").length;
    expect(newest.slice(0, newCount).every((hit) => hit.badges.includes("New"))).toBe(true);
  });

  test("paging with start and count: pages follow each other without overlap", async () => {
    const first = await search("?q=jacket&count=10");
    const second = await search("?q=jacket&count=10&start=10");
    const both = await search("?q=jacket&count=20");
    expect(first.total).toBe(both.total);
    expect([...first.hits, ...second.hits].map((hit) => hit.productId)).toEqual(both.hits.map((hit) => hit.productId));
    expect((await search(`?q=jacket&start=${both.total}`)).hits).toEqual([]);
  });

  test("prices in the site's currency", async () => {
    const answer = await search(`?q=summit%20parka&siteId=RL-GB`);
    const parka = answer.hits.find((hit) => hit.productId === SEED_IDS.products.summitParka)!;
    expect(parka.price).toMatchObject({ currency: "GBP", lowCurrent: Math.min(...variantsOf(SEED_IDS.products.summitParka).map((variant) => variant.list.GBP)) / 100 });
    expect(parka.pdpUrl).toMatch(/^\/en-gb\/p\//);
  });

  test("words that match nothing find nothing (never the whole catalogue); stop words alone too", async () => {
    expect(await search("?q=zzzqqq%20parka")).toMatchObject({ total: 0, unmatchedTerms: ["zzzqqq"], hits: [] });
    expect((await search("?q=the")).total).toBe(0);
    expect((await search("?q=%21%21%21")).total).toBe(0);
  });

  test("a product added to the catalogue is found once the index is refreshed", async () => {
    await createProduct(kit.db, { name: "Wombat Expedition Poncho" });
    expect((await search("?q=wombat")).hits.map((hit) => hit.name)).not.toContain("Wombat Expedition Poncho");
    await refreshProductSearch(kit.db);
    expect((await search("?q=wombat%20ponco")).hits.map((hit) => hit.name)).toEqual(["Wombat Expedition Poncho"]);
  });

  test.each([
    ["?count=0", "count"],
    ["?count=97", "count"],
    ["?start=-1", "start"],
    ["?start=abc", "start"],
    ["?sort=cheapest", "sort"],
    ["?price=1-2", "price"],
    ["?gender=aliens", "gender"],
    ["?categoryId=jackets", "categoryId"],
    ["?inStock=yes", "inStock"],
    [`?q=${"a".repeat(101)}`, "q"],
    ["?siteId=XX", "siteId"],
  ])("bad query %s: 400 ATTR300 naming %s", async (query, field) => {
    const error = await kit.fails(400, "GET", `/products/v2/search/productSearch${query}`);
    expect(error.errorId).toBe("ATTR300");
    // A bad value in a pipe list is named with its position (price.0).
    expect(String(error.field).split(".")[0]).toBe(field);
  });

  test("an unknown category: 404 PLP400", async () => {
    expect((await kit.fails(404, "GET", "/products/v2/search/productSearch?categoryId=999999")).errorId).toBe("PLP400");
  });
});

describe("GET /products/v2/search/autoSuggest", () => {
  const suggest = (query: string) => kit.ok(autoSuggestAnswer, "GET", `/products/v2/search/autoSuggest${query}`);

  test("completes the word being typed, with categories and products", async () => {
    const answer = await suggest("?q=insul");
    expect(answer.suggestedTerms[0]).toMatchObject({ term: "insulated" });
    expect(answer.suggestedTerms[0]!.productCount).toBeGreaterThan(0);
    expect(answer.categories[0]).toMatchObject({ id: "100230", name: "Insulated jackets", url: "/en-us/c/insulated-jackets-100230" });
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products.length).toBeLessThanOrEqual(5);
  });

  test("a prefix of a product word: parc → parka (as many products as parka finds)", async () => {
    const answer = await suggest("?q=parc&count=3");
    const parkas = seed.products.filter((product) => /parka/i.test(`${product.name} ${product.description}`)).length;
    expect(answer.suggestedTerms).toContainEqual({ term: "parka", productCount: parkas });
    expect(answer.products.length).toBeLessThanOrEqual(3);
    expect(answer.products.every((product) => /parka/i.test(product.name) || /parka/i.test(seedProduct(product.productId).description))).toBe(true);
  });

  test("typo tolerant: flece → fleece", async () => {
    const answer = await suggest("?q=flece");
    expect(answer.correctedTerm).toBe("fleece");
    expect(answer.suggestedTerms[0]!.term).toBe("fleece");
    expect(answer.categories[0]).toMatchObject({ id: SEED_IDS.categories.fleece });
  });

  test("two words: the first kept, the last completed", async () => {
    const answer = await suggest("?q=summit%20pa");
    expect(answer.suggestedTerms.map((term) => term.term)).toContain("summit parka");
    expect(answer.products[0]!.productId).toBe(SEED_IDS.products.summitParka);
  });

  test("nothing similar: empty suggestions", async () => {
    expect(await suggest("?q=zzzqqq")).toEqual({ searchTerm: "zzzqqq", correctedTerm: null, suggestedTerms: [], categories: [], products: [] });
  });

  test("q is required; count at most 10: 400 ATTR300", async () => {
    expect(await kit.fails(400, "GET", "/products/v2/search/autoSuggest")).toMatchObject({ errorId: "ATTR300", field: "q" });
    expect(await kit.fails(400, "GET", "/products/v2/search/autoSuggest?q=%20%20")).toMatchObject({ errorId: "ATTR300", field: "q" });
    expect(await kit.fails(400, "GET", "/products/v2/search/autoSuggest?q=tent&count=11")).toMatchObject({ errorId: "ATTR300", field: "count" });
  });
});
