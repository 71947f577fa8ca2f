import { describe, expect, test } from "vitest";
import { z } from "zod";
import { contractNames, contractRegistry, findContract, type Contract } from "../contracts/api/registry.ts";
import { storesContracts } from "../contracts/api/stores.ts";
import { wishlistsContracts } from "../contracts/api/wishlists.ts";
import { testStorefrontServices } from "../src/app/testing/storefront-services.ts";
import { createFapi, VALIDATE_MAX_BYTES, VALIDATE_MAX_ISSUES } from "./fapi.ts";

const fapi = createFapi({ frontApi: testStorefrontServices().frontApi });
const validate = async (contract: string, body: unknown, headers: Record<string, string> = { "content-type": "application/json" }) => {
  const response = await fapi.request(`/api/validate-response/${contract}`, { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as { valid?: boolean; issues?: { path: string; message: string }[]; errorDetails?: { errorId: string }[] } };
};
const answer = z.union([z.strictObject({ valid: z.literal(true) }), z.strictObject({ valid: z.literal(false), issues: z.array(z.strictObject({ path: z.string(), message: z.string().min(1) })).min(1) })]);

const favorites = { favoriteId: "f1", total: 1, start: 0, count: 24, items: [{ itemId: "i1", id: "NF0A3C8D", itemType: "product", masterId: "NF0A3C8D", qty: 1, name: "Summit Parka", pdpUrl: "/en-us/p/summit-parka-NF0A3C8D", colorName: null, size: null, price: null, available: true, addedAt: "2026-11-22T12:00:00.000Z" }] };

describe("POST /fapi/api/validate-response/{contract}", () => {
  test("a body that meets its contract: {valid: true}", async () => {
    const { status, body } = await validate("wishlists.favorites", favorites);
    expect(status).toBe(200);
    expect(answer.parse(body)).toEqual({ valid: true });
    expect((await validate("auth.signin", { authorizationCode: "abc" })).body).toEqual({ valid: true });
  });

  test("a body that breaks it: {valid: false} with each issue's path and message", async () => {
    const broken = { ...favorites, total: -1, items: [{ ...favorites.items[0], qty: "one", extra: true }] };
    const { status, body } = await validate("wishlists.favorites", broken);
    expect(status).toBe(200);
    const parsed = answer.parse(body);
    expect(parsed.valid).toBe(false);
    expect(body.issues!.map((issue) => issue.path).sort()).toEqual(["items.0", "items.0.qty", "total"]);
  });

  test("zod/mini contracts (the answers the browser checks too) are validated alike", async () => {
    const decide = { monetateId: "v", responses: [{ requestId: "r", actions: [] }] };
    expect((await validate("personalisation.decide", decide)).body).toEqual({ valid: true });
    const broken = await validate("personalisation.decide", { ...decide, responses: [{ requestId: 1, actions: [], extra: true }] });
    expect(broken.body.issues!.map((issue) => issue.path).sort()).toEqual(["responses.0", "responses.0.requestId"]);
    expect(answer.parse(broken.body).valid).toBe(false);
    const search = { result: [], facets: [], numFound: 0, offset: 0, limit: 3 };
    expect((await validate("content.articleSearch", search)).body).toEqual({ valid: true });
    expect((await validate("content.articleSearch", { ...search, limit: 0 })).body.issues).toEqual([{ path: "limit", message: expect.stringMatching(/>0|greater than 0/i) }]);
  });

  test("a body that is not even an object is an issue at the root", async () => {
    const { body } = await validate("stores.storeList", [1, 2]);
    expect(body).toEqual({ valid: false, issues: [{ path: "", message: expect.any(String) }] });
  });

  test("at most VALIDATE_MAX_ISSUES issues are listed", async () => {
    const items = Array.from({ length: 100 }, () => ({ itemId: 1 }));
    const { body } = await validate("wishlists.favorites", { ...favorites, items });
    expect(body.issues).toHaveLength(VALIDATE_MAX_ISSUES);
  });

  test.each([["cart.nothing"], ["nothing.cart"], ["cart"], ["__proto__.constructor"], ["cart.constructor"], ["a.b.c"]])("an unknown contract %s is a 404 API404", async (name) => {
    const { status, body } = await validate(name, {});
    expect([status, body.errorDetails?.[0]?.errorId]).toEqual([404, "API404"]);
  });

  test("malformed JSON 400, another content type 415, a body over the limit 413", async () => {
    const malformed = await validate("cart.cart", "{");
    expect([malformed.status, malformed.body.errorDetails?.[0]?.errorId]).toEqual([400, "ATTR300"]);
    const text = await validate("cart.cart", "{}", { "content-type": "text/plain" });
    expect([text.status, text.body.errorDetails?.[0]?.errorId]).toEqual([415, "API415"]);
    const large = await validate("cart.cart", { padding: "x".repeat(VALIDATE_MAX_BYTES) });
    expect([large.status, large.body.errorDetails?.[0]?.errorId]).toEqual([413, "ATTR300"]);
  });

  test("GET is not an endpoint (404)", async () => {
    expect((await fapi.request("/api/validate-response/cart.cart")).status).toBe(404);
  });
});

describe("the contract registry", () => {
  test("names the answers of the first areas and includes every area's record", () => {
    const names = contractNames();
    for (const name of ["auth.token", "auth.registeredToken", "cart.cart", "checkout.order", "checkout.paymentMethods", "orders.orderDetails", "orders.purchaseHistory", "savedForLater.savedForLater"]) expect(names).toContain(name);
    for (const name of Object.keys(storesContracts)) expect(names).toContain(`stores.${name}`);
    for (const name of Object.keys(wishlistsContracts)) expect(names).toContain(`wishlists.${name}`);
    expect(names.every((name) => /^[a-zA-Z]+\.[a-zA-Z]+$/.test(name))).toBe(true);
  });

  test("every entry is a zod schema (classic or zod/mini)", () => {
    for (const [name, schema] of contractRegistry()) expect(schema, name).toBeInstanceOf(z.core.$ZodType);
  });

  test("an area's record is read when asked: an entry added later is found", () => {
    const areas = { demo: { thing: z.object({ a: z.number() }) } as Record<string, Contract> };
    const registry = () => contractRegistry(areas);
    expect(registry().has("demo.other")).toBe(false);
    areas.demo.other = z.string();
    expect(registry().has("demo.other")).toBe(true);
  });

  test("lookups never reach inherited properties", () => {
    expect(findContract("cart.toString")).toBeUndefined();
    expect(findContract("hasOwnProperty.call")).toBeUndefined();
  });
});
