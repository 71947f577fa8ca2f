import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { collectionPointsAnswer, SEARCH_MAX_LIMIT, storeSearchAnswer } from "../../contracts/api/stores.ts";
import { SEED_IDS } from "../seed/fixture-ids.ts";
import { createProduct } from "../testing/catalogue-factory.ts";
import { storesBackend, type StoresKit } from "./stores-test-kit.ts";

let kit: StoresKit;
beforeAll(async () => {
  kit = await storesBackend();
});
afterAll(async () => kit?.close());

const isSortedAscending = (values: number[]) => values.every((value, index) => index === 0 || values[index - 1]! <= value);

describe("POST /stores/v1/collectionPoints", () => {
  const search = (body: unknown) => kit.call("POST", "/stores/v1/collectionPoints", { body, contract: collectionPointsAnswer });

  test("near a US postal code: nearest first, in miles, with the area it was placed in", async () => {
    const { status, data } = await search({ postalCode: "02115", country: "US" });
    expect(status).toBe(200);
    expect(data.unit).toBe("mi");
    expect(data.origin).toMatchObject({ postalCode: "02115", country: "US", place: "Boston (Back Bay)" });
    expect(data.collectionPoints.map((point) => point.id).slice(0, 3)).toEqual(["CP-US-0002", "CP-US-0001", "CP-US-0003"]);
    expect(isSortedAscending(data.collectionPoints.map((point) => point.distance))).toBe(true);
    expect(data.collectionPoints.every((point) => point.address.country === "US" && point.distance <= data.radius)).toBe(true);
    expect(data.total).toBe(data.collectionPoints.length);
  });

  test("near coordinates, in kilometres; radius and limit narrow the answer", async () => {
    const near = await search({ latitude: 52.5, longitude: 13.34, radius: 5, unit: "km" });
    expect(near.data.collectionPoints.map((point) => point.id)).toEqual(["CP-DE-0001", "CP-DE-0002"]);
    expect(near.data.origin).toEqual({ latitude: 52.5, longitude: 13.34, postalCode: null, country: null, place: null });
    expect(near.data.collectionPoints[0]!.distance).toBeLessThan(1);

    const limited = await search({ latitude: 52.5, longitude: 13.34, radius: 20, limit: 1 });
    expect(limited.data.collectionPoints).toHaveLength(1);
    expect(limited.data.total).toBe(3);
  });

  test("a Canadian postal code (forward sortation area), a British postcode", async () => {
    const montreal = await search({ postalCode: "H3A 1T5", country: "CA", radius: 5 });
    expect(montreal.data.unit).toBe("km");
    expect(montreal.data.collectionPoints.map((point) => point.id).sort()).toEqual(["CP-CA-0005", "CP-CA-0006"]);
    const edinburgh = await search({ postalCode: "eh2 3es", country: "gb", radius: 10 });
    expect(edinburgh.data.origin.place).toBe("Edinburgh (New Town)");
    expect(edinburgh.data.collectionPoints.map((point) => point.id)).toEqual(["CP-GB-0005"]);
  });

  test("nowhere near a point: an empty list, not an error", async () => {
    const { status, data } = await search({ latitude: -45, longitude: 170 });
    expect(status).toBe(200);
    expect(data).toMatchObject({ collectionPoints: [], total: 0 });
  });

  test.each([
    ["no location", {}, "postalCode"],
    ["latitude without longitude", { latitude: 42 }, "longitude"],
    ["coordinates and a postal code", { latitude: 42, longitude: -71, postalCode: "02115", country: "US" }, "postalCode"],
    ["a postal code without country", { postalCode: "02115" }, "country"],
    ["a latitude out of range", { latitude: 91, longitude: 0 }, "latitude"],
    ["a latitude as text", { latitude: "42", longitude: -71 }, "latitude"],
    ["a radius too large", { latitude: 42, longitude: -71, radius: 10_000 }, "radius"],
    ["a limit too large", { latitude: 42, longitude: -71, limit: SEARCH_MAX_LIMIT + 1 }, "limit"],
    ["an unknown unit", { latitude: 42, longitude: -71, unit: "furlong" }, "unit"],
    ["a malformed postal code", { postalCode: "ABCDE", country: "US" }, "postalCode"],
    ["a postal code in no known area", { postalCode: "99501", country: "US" }, "postalCode"],
    ["an unknown country", { postalCode: "12345", country: "ZZ" }, "country"],
  ])("%s is a 400 ATTR300 naming the field", async (_name, body, field) => {
    const answer = await kit.call("POST", "/stores/v1/collectionPoints", { body });
    expect([answer.status, answer.errorId]).toEqual([400, "ATTR300"]);
    expect((answer.json.errorDetails![0] as { field?: string }).field).toBe(field);
  });

  test("malformed JSON is a 400, another content type a 415", async () => {
    const malformed = await kit.call("POST", "/stores/v1/collectionPoints", { body: "{not json" });
    expect([malformed.status, malformed.errorId]).toEqual([400, "ATTR300"]);
    const text = await kit.call("POST", "/stores/v1/collectionPoints", { body: "postalCode=02115", headers: { "content-type": "text/plain" } });
    expect([text.status, text.errorId]).toEqual([415, "API415"]);
  });
});

describe("POST /stores/v1/search", () => {
  const search = (body: unknown) => kit.call("POST", "/stores/v1/search", { body, contract: storeSearchAnswer });

  test("by postal code: stores nearest first with their distance", async () => {
    const { status, data } = await search({ postalCode: "10012", country: "US", radius: 300 });
    expect(status).toBe(200);
    expect(data.stores.map((store) => store.id)).toEqual(["S1005", SEED_IDS.stores.boston]);
    expect(data.stores[0]!.distance).toBeLessThan(5);
    expect(data.stores[1]!.distance).toBeGreaterThan(150);
    expect(data.stores[0]!.storeInventory).toBeUndefined();
  });

  test("by coordinates across sites, or kept to one site", async () => {
    const all = await search({ latitude: 45.5, longitude: -73.57, radius: 400, unit: "mi" });
    // Montréal's store, then Boston (about 250 mi) before Toronto (about 315 mi), then New York.
    expect(all.data.stores.map((store) => store.id)).toEqual(["S1103", "S1001", "S1101", "S1005"]);
    expect(isSortedAscending(all.data.stores.map((store) => store.distance))).toBe(true);
    const english = await search({ latitude: 45.5, longitude: -73.57, radius: 400, unit: "mi", siteId: "RL-CA" });
    expect(english.data.stores.map((store) => store.id)).toEqual(["S1101"]);
  });

  test("with a product: each store's stock of it, and only stores that have some", async () => {
    const product = await createProduct(kit.db, { storeStock: { S1001: 3, S1005: 0 } });
    const withStock = await search({ postalCode: "10012", country: "US", radius: 300, productId: product.variantId });
    expect(withStock.data.stores.map((store) => [store.id, store.storeInventory])).toEqual([
      ["S1005", 0],
      ["S1001", 3],
    ]);
    const inStock = await search({ postalCode: "10012", country: "US", radius: 300, productId: product.variantId, inStockOnly: true });
    expect(inStock.data.stores.map((store) => store.id)).toEqual(["S1001"]);
    expect(inStock.data.total).toBe(1);
  });

  test("an unknown product is a 404 ORD404; inStockOnly needs a product (400)", async () => {
    const unknown = await kit.call("POST", "/stores/v1/search", { body: { latitude: 42, longitude: -71, productId: "ZZZZZZZZZZZ" } });
    expect([unknown.status, unknown.errorId]).toEqual([404, "ORD404"]);
    const noProduct = await kit.call("POST", "/stores/v1/search", { body: { latitude: 42, longitude: -71, inStockOnly: true } });
    expect([noProduct.status, noProduct.errorId]).toEqual([400, "ATTR300"]);
  });

  test.each([
    ["no location", {}],
    ["an unknown site", { latitude: 42, longitude: -71, siteId: "RL-XX" }],
    ["a malformed product id", { latitude: 42, longitude: -71, productId: "nf0a" }],
    ["a longitude out of range", { latitude: 42, longitude: -181 }],
    ["a body that is not an object", [1, 2]],
  ])("%s is a 400 ATTR300", async (_name, body) => {
    const answer = await kit.call("POST", "/stores/v1/search", { body });
    expect([answer.status, answer.errorId]).toEqual([400, "ATTR300"]);
  });

  test("GET on the search path is a 405 API405", async () => {
    const answer = await kit.call("GET", "/stores/v1/search");
    expect([answer.status, answer.errorId]).toEqual([405, "API405"]);
  });
});
