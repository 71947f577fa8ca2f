import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isErrorId } from "../../contracts/errors/catalogue.ts";
import { DECIDE, decideBody, events, personalisationBackend, type PersonalisationKit } from "./personalisation-test-kit.ts";

let kit: PersonalisationKit;
beforeAll(async () => {
  kit = await personalisationBackend();
}, 60_000);
afterAll(async () => kit?.close());

const ok = () => decideBody("bad-input-visitor", [events.decisionRequest(), events.pageView("home")]);
const withEvent = (event: unknown) => ({ ...ok(), events: [event] });
const line = { pid: "RLSH1001", quantity: 1, value: "10.00", currency: "USD" };

describe("bad input: 400 ATTR300 naming the field, never a 500", () => {
  it.each([
    { name: "an empty body", body: "", field: undefined },
    { name: "a JSON array", body: [], field: undefined },
    { name: "no monetateId", body: { channel: "web", events: ok().events }, field: "monetateId" },
    { name: "an empty monetateId", body: { ...ok(), monetateId: "" }, field: "monetateId" },
    { name: "a monetateId with spaces", body: { ...ok(), monetateId: "a b" }, field: "monetateId" },
    { name: "a monetateId too long", body: { ...ok(), monetateId: "x".repeat(129) }, field: "monetateId" },
    { name: "a numeric monetateId", body: { ...ok(), monetateId: 42 }, field: "monetateId" },
    { name: "no channel", body: { monetateId: "v", events: ok().events }, field: "channel" },
    { name: "a customerId that is not text", body: { ...ok(), customerId: 7 }, field: "customerId" },
    { name: "no events", body: { monetateId: "v", channel: "web" }, field: "events" },
    { name: "an empty event list", body: { ...ok(), events: [] }, field: "events" },
    { name: "events not a list", body: { ...ok(), events: { eventType: "PageView" } }, field: "events" },
    { name: "more than 100 events", body: { ...ok(), events: Array.from({ length: 101 }, () => events.pageView("home")) }, field: "events" },
    { name: "an event that is not an object", body: withEvent("PageView"), field: "events.0" },
    { name: "an event without a type", body: withEvent({ url: "/", pageType: "home" }), field: "events.0.eventType" },
    { name: "an unknown event type", body: withEvent({ eventType: "Teleport" }), field: "events.0.eventType" },
    { name: "a wrong prefix", body: withEvent({ eventType: "monetate:record:PageView", url: "/", pageType: "home" }), field: "events.0.eventType" },
    { name: "a page view without url", body: withEvent({ eventType: "PageView", pageType: "home" }), field: "events.0.url" },
    { name: "a page view with a numeric page type", body: withEvent({ eventType: "PageView", url: "/", pageType: 3 }), field: "events.0.pageType" },
    { name: "breadcrumbs not a list", body: withEvent({ eventType: "PageView", url: "/", pageType: "home", breadcrumbs: "a > b" }), field: "events.0.breadcrumbs" },
    { name: "a decision request without id", body: withEvent({ eventType: "DecisionRequest", includeReporting: true }), field: "events.0.requestId" },
    { name: "includeReporting as text", body: withEvent({ eventType: "DecisionRequest", requestId: "r", includeReporting: "yes" }), field: "events.0.includeReporting" },
    { name: "a negative screen size", body: withEvent({ eventType: "ScreenSize", height: -1, width: 100 }), field: "events.0.height" },
    { name: "a made-up language", body: withEvent({ eventType: "Language", language: "english please" }), field: "events.0.language" },
    { name: "an IP address that is not one", body: withEvent({ eventType: "IpAddress", ipAddress: "<script>" }), field: "events.0.ipAddress" },
    { name: "a product view without products", body: withEvent({ eventType: "ProductDetailView", products: [] }), field: "events.0.products" },
    { name: "a latitude off the globe", body: withEvent({ eventType: "Coordinates", latitude: 91, longitude: 0 }), field: "events.0.latitude" },
    { name: "a search type the spec does not know", body: withEvent({ eventType: "SearchView", searchTerm: "boots", searchType: "web" }), field: "events.0.searchType" },
    { name: "a cart line with a negative value", body: withEvent({ eventType: "Cart", cartLines: [{ ...line, value: "-1" }] }), field: "events.0.cartLines.0.value" },
    { name: "a cart line with three decimals", body: withEvent({ eventType: "Cart", cartLines: [{ ...line, value: "1.005" }] }), field: "events.0.cartLines.0.value" },
    { name: "a cart line with quantity 0", body: withEvent({ eventType: "Cart", cartLines: [{ ...line, quantity: 0 }] }), field: "events.0.cartLines.0.quantity" },
    { name: "a cart line with a fractional quantity", body: withEvent({ eventType: "Cart", cartLines: [{ ...line, quantity: 1.5 }] }), field: "events.0.cartLines.0.quantity" },
    { name: "a cart line in a made-up currency", body: withEvent({ eventType: "Cart", cartLines: [{ ...line, currency: "usd" }] }), field: "events.0.cartLines.0.currency" },
    { name: "a purchase without lines", body: withEvent({ eventType: "Purchase", purchaseId: "p", purchaseLines: [] }), field: "events.0.purchaseLines" },
    { name: "custom variables not a list", body: withEvent({ eventType: "CustomVariables", customVariables: { userInterest: "hiking" } }), field: "events.0.customVariables" },
    { name: "a custom variable without name", body: withEvent({ eventType: "CustomVariables", customVariables: [{ value: "x" }] }), field: "events.0.customVariables.0.variable" },
    { name: "impressions without tokens", body: withEvent({ eventType: "RecImpressions", recImpressions: [] }), field: "events.0.recImpressions" },
    { name: "a click token that is a number", body: withEvent({ eventType: "RecClicks", recClicks: 5 }), field: "events.0.recClicks" },
    { name: "a page event with markup", body: withEvent({ eventType: "PageEvents", pageEvents: ["<b>x</b>"] }), field: "events.0.pageEvents.0" },
  ])("$name", async ({ body, field }) => {
    const response = await kit.decide(body);
    expect(response.status, JSON.stringify(response.json)).toBe(400);
    expect(response.error?.errorId).toBe("ATTR300");
    if (field) expect((response.error as { field?: string }).field).toBe(field);
  });

  it("malformed JSON: 400 ATTR300", async () => {
    const response = await kit.call("POST", DECIDE(), { body: '{"monetateId": "v", ', headers: { "content-type": "application/json" } });
    expect([response.status, response.json.errorDetails?.[0]?.errorId]).toEqual([400, "ATTR300"]);
  });

  it("a body that is not JSON: 415 API415", async () => {
    const response = await kit.call("POST", DECIDE(), { body: "monetateId=v", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect([response.status, response.json.errorDetails?.[0]?.errorId]).toEqual([415, "API415"]);
  });

  it("a body over 64 KiB: 413 ATTR300", async () => {
    const response = await kit.decide({ ...ok(), channel: "x".repeat(70_000) });
    expect([response.status, response.error?.errorId]).toEqual([413, "ATTR300"]);
  });

  it.each(["Ridgeline", "ridge line", "-ridgeline", "r".repeat(41)])("a brand that cannot be one (%j): 400 ATTR300 naming brand", async (brand) => {
    const response = await kit.decide(ok(), { brand: encodeURIComponent(brand) });
    expect([response.status, response.error?.errorId, (response.error as { field?: string })?.field]).toEqual([400, "ATTR300", "brand"]);
  });

  it.each(["GET", "PUT", "PATCH", "DELETE"])("%s: 405 API405 allowing POST", async (method) => {
    const response = await kit.call(method, DECIDE(), method === "GET" ? {} : { body: ok() });
    expect([response.status, response.json.errorDetails?.[0]?.errorId, response.headers.get("allow")]).toEqual([405, "API405", "POST"]);
  });

  it("no path without a brand: 404 API404", async () => {
    const response = await kit.call("POST", "/api/engine/v1/decide/", { body: ok() });
    expect([response.status, response.json.errorDetails?.[0]?.errorId]).toEqual([404, "API404"]);
  });

  it("no client id is needed (browsers and the storefront call the engine alike)", async () => {
    const response = await kit.app.request(DECIDE(), { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ok()) });
    expect(response.status).toBe(200);
  });

  it("300 junk bodies: every answer a 2xx or a 4xx with a catalogue id", async () => {
    // A fixed-seed generator: the same junk on every run.
    let state = 7;
    const random = () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
    const scalars = [null, true, 0, -1, 1e308, "", "x", "€", "9".repeat(300), [], {}, [1, "a"], { eventType: "PageView" }];
    const typeNames = ["PageView", "DecisionRequest", "Cart", "RecClicks", "RecImpressions", "PageEvents", "CustomVariables", "Purchase", "monetate:context:Cart", "Nope"];
    const fields = ["url", "pageType", "requestId", "includeReporting", "cartLines", "recClicks", "recImpressions", "pageEvents", "customVariables", "purchaseLines", "products"];
    const junkEvent = () => Object.fromEntries([["eventType", pick(typeNames)], ...Array.from({ length: Math.floor(random() * 4) }, () => [pick(fields), pick(scalars)])]);
    for (let index = 0; index < 300; index++) {
      const body = { monetateId: pick(["v", "", 1, null, "ok-visitor"]), channel: pick(["web", 3, undefined]), customerId: pick([undefined, "c", 5]), events: Array.from({ length: Math.floor(random() * 4) }, junkEvent) };
      const response = await kit.decide(body);
      expect(response.status, JSON.stringify(body)).toBeLessThan(500);
      if (response.status >= 400) expect(isErrorId(response.error?.errorId ?? ""), JSON.stringify(response.json)).toBe(true);
    }
  }, 60_000);
});
