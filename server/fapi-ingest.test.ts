import { describe, expect, test } from "vitest";
import { testStorefrontServices } from "../src/app/testing/storefront-services.ts";
import { storefrontConfigFrom } from "./config.ts";
import { createFapi } from "./fapi.ts";
import { BEACON_MAX_BYTES, RingBuffer, type StoredBeacon } from "./fapi-ingest.ts";

const beacon = { page: "/en-us/p/summit-parka-NF0A3C8D", pageType: "product page", siteId: "RL-US", navigationType: "navigate", metrics: [{ name: "LCP", value: 1840.5, rating: "good" }, { name: "CLS", value: 0.02 }] };

const { frontApi } = testStorefrontServices();

/** The front-end API with FEATURE_CLIENT_INGEST set to `flag`, read as the storefront reads it. */
function ingestApi(flag: string | undefined) {
  const beacons = new RingBuffer<StoredBeacon>(3);
  const fapi = createFapi({ frontApi, clientIngest: storefrontConfigFrom({ FEATURE_CLIENT_INGEST: flag }).clientIngest, beacons });
  const post = async (body: unknown, headers: Record<string, string> = { "content-type": "application/json" }) => {
    const response = await fapi.request("/performance/ingest", { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) });
    const text = await response.text();
    return { status: response.status, errorId: text ? (JSON.parse(text) as { errorDetails?: { errorId: string }[] }).errorDetails?.[0]?.errorId : undefined };
  };
  return { beacons, post };
}

describe("POST /fapi/performance/ingest", () => {
  test.each([[undefined], ["false"], ["0"]])("with the flag %s: 404 API404, nothing kept", async (flag) => {
    const { beacons, post } = ingestApi(flag);
    expect(await post(beacon)).toEqual({ status: 404, errorId: "API404" });
    expect(beacons.size).toBe(0);
  });

  test("with the flag on: 204, and the beacon is kept with its arrival time", async () => {
    const { beacons, post } = ingestApi("true");
    const before = Date.now();
    expect(await post(beacon)).toEqual({ status: 204, errorId: undefined });
    const [kept] = beacons.toArray();
    expect(kept).toMatchObject({ page: beacon.page, pageType: "product page", metrics: beacon.metrics });
    expect(kept!.receivedAt).toBeGreaterThanOrEqual(before);
  });

  test("a beacon sent as text/plain (navigator.sendBeacon with a string) is taken", async () => {
    const { beacons, post } = ingestApi("1");
    expect((await post(beacon, { "content-type": "text/plain;charset=UTF-8" })).status).toBe(204);
    expect(beacons.size).toBe(1);
  });

  test("only the newest beacons are kept", async () => {
    const { beacons, post } = ingestApi("true");
    for (const page of ["/a", "/b", "/c", "/d", "/e"]) await post({ ...beacon, page });
    expect(beacons.toArray().map((entry) => entry.page)).toEqual(["/c", "/d", "/e"]);
  });

  test.each([
    ["a page with a query (it may hold what a shopper typed)", { ...beacon, page: "/en-us/search?q=my@email.com" }],
    ["a full URL", { ...beacon, page: "https://elsewhere.example/x" }],
    ["an unknown page type", { ...beacon, pageType: "landing" }],
    ["no metrics", { ...beacon, metrics: [] }],
    ["an unknown metric", { ...beacon, metrics: [{ name: "FPS", value: 60 }] }],
    ["a negative time", { ...beacon, metrics: [{ name: "TTFB", value: -1 }] }],
    ["a time of hours", { ...beacon, metrics: [{ name: "LCP", value: 3_600_000 }] }],
    ["a CLS out of range", { ...beacon, metrics: [{ name: "CLS", value: 1000 }] }],
    ["a value as text", { ...beacon, metrics: [{ name: "LCP", value: "fast" }] }],
    ["too many metrics", { ...beacon, metrics: Array.from({ length: 21 }, () => ({ name: "LCP", value: 1 })) }],
    ["an unknown site", { ...beacon, siteId: "RL-XX" }],
  ])("%s is a 400 ATTR300, not kept", async (_name, body) => {
    const { beacons, post } = ingestApi("true");
    expect(await post(body)).toEqual({ status: 400, errorId: "ATTR300" });
    expect(beacons.size).toBe(0);
  });

  test("malformed JSON 400, another content type 415, a body over the limit 413, another site's page 403", async () => {
    const { beacons, post } = ingestApi("true");
    expect(await post("{")).toEqual({ status: 400, errorId: "ATTR300" });
    expect(await post(beacon, { "content-type": "application/x-www-form-urlencoded" })).toEqual({ status: 415, errorId: "API415" });
    expect(await post({ ...beacon, padding: "x".repeat(BEACON_MAX_BYTES) })).toEqual({ status: 413, errorId: "ATTR300" });
    expect(await post(beacon, { "content-type": "application/json", "sec-fetch-site": "cross-site" })).toEqual({ status: 403, errorId: "AUT432" });
    expect(await post(beacon, { "content-type": "application/json", origin: "https://evil.example" })).toEqual({ status: 403, errorId: "AUT432" });
    expect(beacons.size).toBe(0);
  });

  test("a body over the limit without a length (chunked) is refused too", async () => {
    const beacons = new RingBuffer<StoredBeacon>(3);
    const fapi = createFapi({ frontApi, clientIngest: true, beacons });
    const big = new TextEncoder().encode(JSON.stringify({ ...beacon, padding: "x".repeat(BEACON_MAX_BYTES) }));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < big.length; offset += 1024) controller.enqueue(big.slice(offset, offset + 1024));
        controller.close();
      },
    });
    const response = await fapi.request("/performance/ingest", { method: "POST", headers: { "content-type": "application/json" }, body: stream, duplex: "half" } as RequestInit);
    expect(response.status).toBe(413);
  });

  test("GET on the path is not an endpoint (404)", async () => {
    const fapi = createFapi({ frontApi, clientIngest: true });
    expect((await fapi.request("/performance/ingest")).status).toBe(404);
  });
});

describe("RingBuffer", () => {
  test.each([
    [1, [1, 2, 3], [3]],
    [3, [1, 2], [1, 2]],
    [3, [1, 2, 3], [1, 2, 3]],
    [3, [1, 2, 3, 4, 5, 6, 7], [5, 6, 7]],
  ])("capacity %i after %j holds %j", (capacity, pushed, held) => {
    const buffer = new RingBuffer<number>(capacity);
    for (const value of pushed) buffer.push(value);
    expect(buffer.toArray()).toEqual(held);
    expect(buffer.size).toBe(held.length);
  });

  test("a capacity below 1 is refused", () => {
    expect(() => new RingBuffer(0)).toThrow(RangeError);
  });
});
