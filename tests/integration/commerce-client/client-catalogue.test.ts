import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { clientBackend, failureOf, type ClientBackend } from "./client-test-kit.ts";
import { productSetItems, productSets, refreshProductSearch, seedStores, createCategory, createProduct, createStore, type CreatedProduct, createStoreEmployee } from "../../../backend/testing/index.ts";

/**
 * The utilities, stores, favourites and product functions of the commerce client against the
 * real reference backend, through the storefront's BFF. The stores area's seed (countries,
 * regional texts, collection points) and a small catalogue of this file's own.
 */
let kit: ClientBackend;
let storeId: string;
let anorak: CreatedProduct;
let beanie: CreatedProduct;
/** Near the factory's stores (New York). */
const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };

beforeAll(async () => {
  kit = await clientBackend();
  await seedStores(kit.db);
  ({ storeId } = await createStore(kit.db, { name: "Client Test Outfitters" }));
  const { categoryId } = await createCategory(kit.db, { name: "Expedition shells" });
  anorak = await createProduct(kit.db, { categoryId, name: "Glacier Traverse Anorak", variants: 2, price: 18000, stock: 5, storeStock: { [storeId]: 3 }, ratingTenths: 45, reviewsCount: 2 });
  beanie = await createProduct(kit.db, { categoryId, name: "Glacier Ridge Beanie", price: 2500, stock: 0 });
  await kit.db.insert(productSets).values({ id: "SETGLAC1", slug: "glacier-set", name: "Glacier set", description: "Anorak and beanie." });
  await kit.db.insert(productSetItems).values([
    { setId: "SETGLAC1", productId: anorak.productId, position: 1 },
    { setId: "SETGLAC1", productId: beanie.productId, position: 2 },
  ]);
  await refreshProductSearch(kit.db);
});
afterAll(async () => kit?.close());

describe("utilities and stores", () => {
  test("countries, a country's regional texts; a malformed country code is ATTR300", async () => {
    const { client } = await kit.shopper();
    expect((await client.countryList()).countries.map((country) => country.code)).toEqual(expect.arrayContaining(["US", "CA", "GB", "DE"]));
    const texts = await client.regionalTexts("CA", "fr-CA");
    expect([texts.countryCode, texts.language, texts.regions.length > 0]).toEqual(["CA", "fr", true]);
    expect(await failureOf(client.regionalTexts("CAN"))).toMatchObject({ errorId: "ATTR300", status: 400 });
  });

  test("stores of a country, and a store's employees for its associates only", async () => {
    const { client } = await kit.shopper();
    expect((await client.stores({ country: "US" })).stores.map((store) => store.id)).toContain(storeId);
    const { store, employee } = await createStoreEmployee(kit.db);
    expect((await kit.associate(store.id, employee.id).storeEmployees(store.id)).employees).toContainEqual({ id: employee.id, name: employee.name });
    // Without a session (a visitor who has only read so far) 401; a shopper's session 403.
    expect(await failureOf(client.storeEmployees(store.id))).toMatchObject({ errorId: "AUT432", status: 401 });
    await client.createCart();
    expect(await failureOf(client.storeEmployees(store.id))).toMatchObject({ errorId: "AUT432", status: 403 });
  });

  test("collection points and stores near a place, with a product's stock", async () => {
    const { client } = await kit.shopper();
    const points = await client.collectionPoints({ ...NEW_YORK, radius: 50, unit: "km" });
    expect([points.unit, points.origin.latitude]).toEqual(["km", NEW_YORK.latitude]);
    const near = await client.searchStores({ ...NEW_YORK, productId: anorak.variantId, inStockOnly: true });
    expect(near.stores.find((store) => store.id === storeId)?.storeInventory).toBe(3);
    expect(await failureOf(client.searchStores({ latitude: NEW_YORK.latitude }))).toMatchObject({ errorId: "ATTR300" });
  });
});

describe("favourites", () => {
  test("add a style and a variant, page, remove; share the list and read it from another browser", async () => {
    const { client } = await kit.shopper();
    // The BFF starts no session on a read: a visitor's first read of their own list is 401.
    expect(await failureOf(client.favorites())).toMatchObject({ errorId: "AUT432", status: 401 });
    await client.createCart();
    expect(await client.favorites()).toMatchObject({ favoriteId: null, total: 0 });
    const { favoriteId } = await client.addFavorite({ id: anorak.productId });
    const both = await client.addFavorite({ id: beanie.variantId, qty: 2 });
    expect([both.favoriteId, both.total]).toEqual([favoriteId, 2]);
    expect((await client.favorites({ start: 0, count: 1 })).items).toHaveLength(1);
    expect((await client.removeFavorite(favoriteId!, anorak.productId)).items.map((item) => item.id)).toEqual([beanie.variantId]);
    expect(await failureOf(client.removeFavorite(favoriteId!, anorak.productId))).toMatchObject({ errorId: "PLP400", status: 404 });

    const shared = await client.shareFavorites(favoriteId!);
    expect(shared.sharePath).toContain(shared.shareToken);
    const { client: friend } = await kit.shopper();
    const seen = await friend.sharedFavorites(favoriteId!, shared.shareToken);
    expect([seen.readOnly, seen.items.map((item) => item.id)]).toEqual([true, [beanie.variantId]]);
    const renewed = await client.shareFavorites(favoriteId!, true);
    expect(await failureOf(friend.sharedFavorites(favoriteId!, shared.shareToken))).toMatchObject({ status: 404 });
    expect((await friend.sharedFavorites(favoriteId!, renewed.shareToken)).total).toBe(1);
  });
});

describe("products", () => {
  test("details of a style and of a variant; an unknown product is PLP400", async () => {
    const { client } = await kit.shopper();
    const details = await client.productDetails(anorak.productId);
    expect([details.id, details.name, details.variants.length, details.currency]).toEqual([anorak.productId, "Glacier Traverse Anorak", 2, "USD"]);
    expect((await client.productDetails(anorak.variantId, { currency: "EUR" })).selectedVariantId).toBe(anorak.variantId);
    expect(await failureOf(client.productDetails("ZZZZZZZZ"))).toMatchObject({ errorId: "PLP400", status: 404 });
  });

  test("stock in stores and online", async () => {
    const { client } = await kit.shopper();
    const availability = await client.productAvailability(anorak.variantId, [storeId]);
    expect(availability.storeInventory.map((store) => [store.storeId, store.quantity])).toEqual([[storeId, 3]]);
    const inventory = await client.productInventory(anorak.productId);
    expect(inventory.variants[anorak.variantId]?.quantity).toBe(5);
  });

  test("the catalogue tree, product sets, recommendations", async () => {
    const { client } = await kit.shopper();
    expect((await client.catalog()).categories.map((category) => category.id)).toContain(anorak.categoryId);
    expect((await client.productSets(anorak.productId)).productSets.map((set) => set.id)).toEqual(["SETGLAC1"]);
    expect((await client.productSet("SETGLAC1")).products.map((product) => product.productId)).toEqual([anorak.productId, beanie.productId]);
    const recommended = await client.widgetRecommendations({ productId: beanie.productId, count: 4 });
    expect(recommended.items.map((item) => item.productId)).not.toContain(beanie.productId);
  });

  test("search with filters and autosuggest", async () => {
    const { client } = await kit.shopper();
    const found = await client.searchProducts({ q: "glacier", color: ["Black"], inStock: true, count: 10 });
    expect(found.hits.map((hit) => hit.productId)).toEqual([anorak.productId]);
    expect(found.selectedFilters).toMatchObject({ color: ["Black"], inStock: true });
    expect((await client.autoSuggest("glaci")).products.map((product) => product.productId)).toContain(anorak.productId);
    expect(await failureOf(client.searchProducts({ price: ["not-a-bucket"] }))).toMatchObject({ errorId: "ATTR300", status: 400 });
  });

  test("back in stock: the same answer every time; a malformed address is AUT453", async () => {
    const { client } = await kit.shopper();
    const first = await client.notifyWhenInStock("hiker@example.com", beanie.variantId);
    expect(first).toMatchObject({ status: "SUBSCRIBED", productId: beanie.variantId, inStock: false });
    expect(await client.notifyWhenInStock("HIKER@example.com", beanie.variantId)).toEqual(first);
    expect(await failureOf(client.notifyWhenInStock("not-an-address", beanie.variantId))).toMatchObject({ errorId: "AUT453" });
  });

  test("reviews: write, read, vote, flag, translate", async () => {
    const { client: author } = await kit.shopper();
    const written = await author.writeReview(anorak.productId, { rating: 5, title: "Warm and dry", text: "Kept me dry on a long wet ridge walk.", nickname: "Hiker" });
    const reviewId = written.review.id;
    const listed = await author.reviews(anorak.productId, { sort: "mostRecent", count: 5 });
    expect(listed.reviews.find((review) => review.id === reviewId)?.isYours).toBe(true);

    const { client: reader } = await kit.shopper();
    expect(await reader.voteOnReview(anorak.productId, reviewId, true)).toMatchObject({ reviewId, helpfulCount: 1, yourVote: "helpful" });
    expect(await reader.flagReview(anorak.productId, reviewId, { reason: "offTopic" })).toEqual({ reviewId, flaggedByYou: true });
    expect(await reader.translateReview(reviewId, "fr")).toMatchObject({ reviewId, targetLanguage: "fr", provider: "reference-phrasebook" });
    expect(await failureOf(reader.voteOnReview(anorak.productId, "no-such-review", true))).toMatchObject({ status: 404 });
  });

  test("questions: ask, answer, vote on the answer, list", async () => {
    const { client: asker } = await kit.shopper();
    const { question } = await asker.askQuestion(anorak.productId, { text: "Does the hood fit over a helmet?", nickname: "Climber" });
    const { client: owner } = await kit.shopper();
    const answered = await owner.askQuestion(anorak.productId, { questionId: question.id, text: "Yes, over a climbing helmet.", nickname: "Owner" });
    const answerId = answered.question.answers[0]!.id;
    expect(await asker.voteOnAnswer(anorak.productId, answerId, true)).toMatchObject({ answerId, helpfulCount: 1 });
    const listed = await asker.questions(anorak.productId, { sort: "mostAnswered" });
    expect(listed.questions.find((entry) => entry.id === question.id)?.answers).toHaveLength(1);
  });
});
