import { describe, expect, it } from "vitest";
import type { DecideEventInput } from "../../contracts/api/decide-event-types.ts";
import { decideEvent, decideRequest } from "../../contracts/api/decide.ts";
import {
  cartEvent,
  coordinatesEvent,
  customVariablesEvent,
  decisionEvents,
  ipAddressEvent,
  isPreProductionHost,
  pageEventsEvent,
  pageViewEvent,
  PRE_PRODUCTION_IP_ADDRESS,
  purchaseEvent,
  recClickEvent,
  recImpressionsEvent,
  screenSizeEvent,
  searchViewEvent,
  serverDecisionEvents,
  type DecideLine,
  type ServerPageFacts,
} from "./decide-events.ts";
import { productThumbnailViewEvent } from "./thumbnail-views.ts";

const types = (events: ReturnType<typeof decisionEvents>) => events.map((event) => event.eventType);

describe("decisionEvents", () => {
  it("a full page: decision request with reporting, page view, and the browser's context", () => {
    const events = decisionEvents({ pageType: "home" }, { url: "https://shop.example/en-us", referrer: "https://search.example/", language: "en-US", userAgent: "Chromium", screen: { width: 1440.4, height: 900 } }, "req-1");
    expect(events).toEqual([
      { eventType: "monetate:decision:DecisionRequest", requestId: "req-1", includeReporting: true },
      { eventType: "monetate:context:PageView", url: "https://shop.example/en-us", pageType: "home", breadcrumbs: [], categories: [] },
      { eventType: "monetate:context:ScreenSize", width: 1440, height: 900 },
      { eventType: "monetate:context:Language", language: "en-US" },
      { eventType: "monetate:context:UserAgent", userAgent: "Chromium" },
      { eventType: "monetate:context:Referrer", referrer: "https://search.example/" },
    ]);
    // What the storefront sends is what the engine accepts.
    expect(decideRequest.safeParse({ monetateId: "v", channel: "web", events }).success).toBe(true);
  });

  it.each([
    { name: "a product page adds the product viewed", url: "https://shop.example/en-us/p/summit-parka-NF0A3C8D", expected: ["NF0A3C8D"] },
    { name: "a variant's product page", url: "/de-de/p/summit-parka-NF0A3C8DBLK", expected: ["NF0A3C8DBLK"] },
    { name: "a category page adds none", url: "/en-us/c/jackets-100200", expected: [] },
    { name: "an unparsable url adds none", url: "http://[::1", expected: [] },
  ])("$name", ({ url, expected }) => {
    const events = decisionEvents({ pageType: "product page" }, { url }, "r");
    const view = events.find((event) => event.eventType === "monetate:context:ProductDetailView") as { products: { productId: string }[] } | undefined;
    expect(view?.products.map((product) => product.productId) ?? []).toEqual(expected);
  });

  it("leaves out what the browser does not know, and a language the engine would refuse", () => {
    expect(types(decisionEvents({ pageType: "cart" }, { url: "/cart", language: "not a language", referrer: "" }, "r"))).toEqual(["monetate:decision:DecisionRequest", "monetate:context:PageView"]);
  });

  it("cuts a url or user agent over the engine's limits instead of being refused", () => {
    const events = decisionEvents({ pageType: "search" }, { url: `/en-us/search?q=${"a".repeat(5000)}`, userAgent: "u".repeat(3000) }, "r");
    expect(decideRequest.safeParse({ monetateId: "v", channel: "web", events }).success).toBe(true);
  });
});

describe("record events", () => {
  const tokens = Array.from({ length: 30 }, (_, index) => `t${index}`);
  it.each([
    { name: "a carousel records its first 24", max: undefined, count: 24 },
    { name: "an upsell its first 3", max: 3, count: 3 },
  ])("$name", ({ max, count }) => {
    const event = recImpressionsEvent(tokens, max);
    expect(event?.recImpressions).toEqual(tokens.slice(0, count));
    expect(decideEvent.safeParse(event).success).toBe(true);
  });

  it("nothing shown, nothing to record", () => expect(recImpressionsEvent([])).toBeUndefined());

  it("a click and page events parse as the engine reads them", () => {
    expect(decideEvent.parse(recClickEvent("t1"))).toEqual({ eventType: "RecClicks", recClicks: ["t1"] });
    expect(decideEvent.parse(pageEventsEvent(["newsletter-signup"]))).toEqual({ eventType: "PageEvents", pageEvents: ["newsletter-signup"] });
  });
});

describe("decideEvent", () => {
  it.each([
    ["PageView", true],
    ["monetate:context:PageView", true],
    ["monetate:record:PageView", false],
    ["context:PageView", false],
    ["pageview", false],
  ])("event type %s accepted: %s", (eventType, accepted) => {
    expect(decideEvent.safeParse({ eventType, url: "/", pageType: "home" }).success).toBe(accepted);
  });

  it("cart amounts in currency units become minor units", () => {
    const parsed = decideEvent.parse({ eventType: "Cart", cartLines: [{ pid: "P", quantity: 2, value: "59.98", currency: "USD" }, { pid: "Q", quantity: 1, value: 10.5, currency: "USD" }] });
    expect(parsed).toMatchObject({ cartLines: [{ value: 5998 }, { value: 1050 }] });
  });
});

// ---- the builders of issue 16 -----------------------------------------------------------------

/** What the engine makes of the events: its own request contract, the one it checks at its edge. */
function engineReads(...events: (DecideEventInput | undefined)[]) {
  const parsed = decideRequest.safeParse({ monetateId: "visitor-1", channel: "web", events: events.filter((event) => event !== undefined) });
  if (!parsed.success) throw new Error(`the engine refuses: ${JSON.stringify(parsed.error.issues)}`);
  return parsed.data.events;
}

/** A cart or order line; each test states only what it is about. */
const aLine = (partial: Partial<DecideLine> = {}): DecideLine => ({ productId: "NF0A3C8D", sku: "NF0A3C8DBLK", quantity: 1, value: 59.98, currency: "USD", ...partial });

describe("pageViewEvent", () => {
  it.each([
    { name: "categories and breadcrumbs as given", facts: { categories: ["100", "100200"], breadcrumbs: ["Men", "Jackets"] }, categories: ["100", "100200"], breadcrumbs: ["Men", "Jackets"] },
    { name: "none given: empty lists", facts: {}, categories: [], breadcrumbs: [] },
    { name: "blank entries left out, the rest trimmed", facts: { categories: [" 100 ", ""], breadcrumbs: ["  ", " Men "] }, categories: ["100"], breadcrumbs: ["Men"] },
    { name: "at most 50 categories and 20 breadcrumbs", facts: { categories: Array.from({ length: 60 }, (_, index) => `c${index}`), breadcrumbs: Array.from({ length: 25 }, (_, index) => `b${index}`) }, categories: Array.from({ length: 50 }, (_, index) => `c${index}`), breadcrumbs: Array.from({ length: 20 }, (_, index) => `b${index}`) },
    { name: "long ones cut to the engine's limits", facts: { categories: ["c".repeat(80)], breadcrumbs: ["b".repeat(300)] }, categories: ["c".repeat(64)], breadcrumbs: ["b".repeat(256)] },
  ])("$name", ({ facts, categories, breadcrumbs }) => {
    const event = pageViewEvent({ url: "https://shop.example/en-us/c/jackets-100200", pageType: "category", ...facts });
    expect(event).toEqual({ eventType: "monetate:context:PageView", url: "https://shop.example/en-us/c/jackets-100200", pageType: "category", categories, breadcrumbs });
    expect(engineReads(event)).toEqual([{ eventType: "PageView", url: "https://shop.example/en-us/c/jackets-100200", pageType: "category", categories, breadcrumbs }]);
  });

  it("a url over 2048 characters is cut, not refused", () => {
    expect(engineReads(pageViewEvent({ url: `https://shop.example/${"a".repeat(3000)}`, pageType: "other" }))[0]).toMatchObject({ url: expect.stringMatching(/^https:\/\/shop\.example\/a+$/) });
  });
});

describe("searchViewEvent", () => {
  it.each([
    { term: "parka", expected: "parka" },
    { term: "  rain jacket ", expected: "rain jacket" },
    { term: "x".repeat(300), expected: "x".repeat(256) },
  ])("$term → $expected, type text, on the site", ({ term, expected }) => {
    const event = searchViewEvent(term);
    expect(event).toEqual({ eventType: "monetate:context:SearchView", searchTerm: expected, searchTermType: "text", searchType: "site" });
    expect(engineReads(event)).toEqual([{ eventType: "SearchView", searchTerm: expected, searchTermType: "text", searchType: "site" }]);
  });
});

describe("screenSizeEvent", () => {
  it.each([
    { width: 1440, height: 900, expected: { width: 1440, height: 900 } },
    { width: 375.6, height: 812.2, expected: { width: 376, height: 812 } },
    { width: -1, height: 200_000, expected: { width: 0, height: 100_000 } },
    { width: Number.NaN, height: 900, expected: { width: 0, height: 900 } },
  ])("$width × $height", ({ width, height, expected }) => {
    const event = screenSizeEvent(width, height);
    expect(event).toEqual({ eventType: "monetate:context:ScreenSize", ...expected });
    expect(engineReads(event)).toEqual([{ eventType: "ScreenSize", ...expected }]);
  });
});

describe("cartEvent", () => {
  it.each([
    { name: "a line: style as pid, variant as sku, the value with two decimals", lines: [aLine({ value: 59.9 })], expected: [{ pid: "NF0A3C8D", sku: "NF0A3C8DBLK", quantity: 1, value: "59.90", currency: "USD" }] },
    { name: "an empty cart: no lines", lines: [], expected: [] },
    { name: "a line without sku", lines: [aLine({ sku: undefined, quantity: 3, value: 30 })], expected: [{ pid: "NF0A3C8D", quantity: 3, value: "30.00", currency: "USD" }] },
    { name: "a negative value counts as nothing", lines: [aLine({ value: -5 })], expected: [{ pid: "NF0A3C8D", sku: "NF0A3C8DBLK", quantity: 1, value: "0.00", currency: "USD" }] },
    { name: "a blank sku is left out", lines: [aLine({ sku: "  " })], expected: [{ pid: "NF0A3C8D", quantity: 1, value: "59.98", currency: "USD" }] },
    {
      name: "lines the engine would refuse are left out, the rest go",
      lines: [aLine({ quantity: 0 }), aLine({ quantity: 1.5 }), aLine({ productId: " " }), aLine({ productId: "p".repeat(65) }), aLine({ currency: "usd" }), aLine({ value: Number.NaN }), aLine({ value: 2e9 }), aLine({ productId: "KEPT" })],
      expected: [{ pid: "KEPT", sku: "NF0A3C8DBLK", quantity: 1, value: "59.98", currency: "USD" }],
    },
  ])("$name", ({ lines, expected }) => {
    const event = cartEvent(lines);
    expect(event).toEqual({ eventType: "monetate:context:Cart", cartLines: expected });
    // The engine keeps amounts in minor units.
    expect(engineReads(event)).toEqual([{ eventType: "Cart", cartLines: expected.map((line) => ({ ...line, value: Math.round(Number(line.value) * 100) })) }]);
  });

  it("at most 200 lines", () => {
    const event = cartEvent(Array.from({ length: 250 }, (_, index) => aLine({ productId: `P${index}` })));
    expect(engineReads(event)[0]).toMatchObject({ cartLines: expect.any(Array) });
    expect((event.cartLines as unknown[]).length).toBe(200);
  });
});

describe("purchaseEvent", () => {
  it.each([
    { name: "an order with its lines", id: "RL12345678", lines: [aLine(), aLine({ productId: "RLHT0001", sku: "RLHT0001NVY", quantity: 2, value: 50 })], expected: { purchaseId: "RL12345678", purchaseLines: [{ pid: "NF0A3C8D", sku: "NF0A3C8DBLK", quantity: 1, value: "59.98", currency: "USD" }, { pid: "RLHT0001", sku: "RLHT0001NVY", quantity: 2, value: "50.00", currency: "USD" }] } },
    { name: "the number trimmed", id: " RL12345678 ", lines: [aLine()], expected: { purchaseId: "RL12345678", purchaseLines: [{ pid: "NF0A3C8D", sku: "NF0A3C8DBLK", quantity: 1, value: "59.98", currency: "USD" }] } },
    { name: "no lines: none (the engine asks for one at least)", id: "RL12345678", lines: [], expected: undefined },
    { name: "only lines it would refuse: none", id: "RL12345678", lines: [aLine({ quantity: 0 })], expected: undefined },
    { name: "no number: none", id: "  ", lines: [aLine()], expected: undefined },
  ])("$name", ({ id, lines, expected }) => {
    const event = purchaseEvent(id, lines);
    expect(event).toEqual(expected && { eventType: "monetate:context:Purchase", ...expected });
    if (event) expect(engineReads(event)[0]).toMatchObject({ eventType: "Purchase", purchaseId: expected!.purchaseId });
  });
});

describe("customVariablesEvent", () => {
  it.each([
    { name: "the cart's total and subtotal", facts: { totalCart: 129.5, subTotal: 119 }, expected: [{ variable: "total-cart", value: "129.50" }, { variable: "sub-total", value: "119.00" }] },
    { name: "interests, trimmed, blank ones left out", facts: { userInterest: [" hiking ", "", "climbing"] }, expected: [{ variable: "userInterest", value: "hiking" }, { variable: "userInterest", value: "climbing" }] },
    { name: "an empty cart's zero totals", facts: { totalCart: 0, subTotal: 0 }, expected: [{ variable: "total-cart", value: "0.00" }, { variable: "sub-total", value: "0.00" }] },
    { name: "amounts that are not numbers left out", facts: { totalCart: Number.NaN, subTotal: Number.POSITIVE_INFINITY }, expected: undefined },
    { name: "nothing: none", facts: {}, expected: undefined },
  ])("$name", ({ facts, expected }) => {
    const event = customVariablesEvent(facts);
    expect(event).toEqual(expected && { eventType: "monetate:context:CustomVariables", customVariables: expected });
    if (event) expect(engineReads(event)).toEqual([{ eventType: "CustomVariables", customVariables: expected }]);
  });
});

describe("productThumbnailViewEvent", () => {
  it.each([
    { name: "each product once, in order", ids: ["A", "B", "A", "C"], expected: ["A", "B", "C"] },
    { name: "blank and over-long ids left out", ids: ["", " ", "x".repeat(65), "A"], expected: ["A"] },
    { name: "at most 200", ids: Array.from({ length: 210 }, (_, index) => `P${index}`), expected: Array.from({ length: 200 }, (_, index) => `P${index}`) },
    { name: "no tiles: none", ids: [], expected: undefined },
  ])("$name", ({ ids, expected }) => {
    const event = productThumbnailViewEvent(ids);
    expect(event).toEqual(expected && { eventType: "monetate:context:ProductThumbnailView", products: expected.map((productId) => ({ productId })) });
    if (event) expect(engineReads(event)).toEqual([{ eventType: "ProductThumbnailView", products: expected!.map((productId) => ({ productId })) }]);
  });
});

describe("coordinatesEvent", () => {
  it.each([
    { latitude: 40.015, longitude: -105.27, accepted: true },
    { latitude: -90, longitude: 180, accepted: true },
    { latitude: 90.5, longitude: 0, accepted: false },
    { latitude: 0, longitude: -181, accepted: false },
    { latitude: Number.NaN, longitude: 0, accepted: false },
  ])("$latitude, $longitude: sent $accepted", ({ latitude, longitude, accepted }) => {
    const event = coordinatesEvent(latitude, longitude);
    expect(event).toEqual(accepted ? { eventType: "monetate:context:Coordinates", latitude, longitude } : undefined);
    if (event) expect(engineReads(event)).toEqual([{ eventType: "Coordinates", latitude, longitude }]);
  });
});

describe("isPreProductionHost and ipAddressEvent", () => {
  it.each([
    ["localhost", true],
    ["shop.localhost", true],
    ["127.0.0.1", true],
    ["[::1]", true],
    ["0.0.0.0", true],
    ["printer.local", true],
    ["staging.ridgeline.example", true],
    ["ridgeline-dev.example", true],
    ["qa2.ridgeline.example", true],
    ["uat.ridgeline.example", true],
    ["sandbox.ridgeline.example", true],
    ["www.ridgeline.example", false],
    ["ridgeline.example", false],
    ["devices.ridgeline.example", false],
    ["latest.ridgeline.example", false],
    ["10.0.0.5", false],
  ])("%s: pre-production %s", (host, expected) => {
    expect(isPreProductionHost(host)).toBe(expected);
    const event = ipAddressEvent(host);
    expect(event).toEqual(expected ? { eventType: "monetate:context:IpAddress", ipAddress: PRE_PRODUCTION_IP_ADDRESS } : undefined);
    if (event) expect(engineReads(event)).toEqual([{ eventType: "IpAddress", ipAddress: PRE_PRODUCTION_IP_ADDRESS }]);
  });
});

describe("serverDecisionEvents", () => {
  /** A page view as the server knows it; each test states only what it is about. */
  const aPage = (partial: Partial<ServerPageFacts> = {}): ServerPageFacts => ({ url: "https://www.ridgeline.example/en-us", pageType: "home", hostname: "www.ridgeline.example", ...partial });
  const typesOf = (events: DecideEventInput[]) => events.map((event) => event.eventType.slice(event.eventType.lastIndexOf(":") + 1));

  it.each([
    { name: "a bare page: decision request and page view", page: aPage(), types: ["DecisionRequest", "PageView"] },
    {
      name: "a product page: the product viewed",
      page: aPage({ url: "https://www.ridgeline.example/en-us/p/summit-parka-NF0A3C8D", pageType: "product", productId: "NF0A3C8D" }),
      types: ["DecisionRequest", "PageView", "ProductDetailView"],
    },
    { name: "a search: the term", page: aPage({ pageType: "search", searchTerm: "parka" }), types: ["DecisionRequest", "PageView", "SearchView"] },
    { name: "an empty search term: no SearchView", page: aPage({ pageType: "search", searchTerm: "  " }), types: ["DecisionRequest", "PageView"] },
    { name: "a cart: its lines and totals", page: aPage({ cart: { lines: [aLine()], total: 64.98, subTotal: 59.98 } }), types: ["DecisionRequest", "PageView", "Cart", "CustomVariables"] },
    { name: "an empty cart without totals: an empty Cart", page: aPage({ cart: { lines: [] } }), types: ["DecisionRequest", "PageView", "Cart"] },
    {
      name: "the request's user agent, first language and referrer",
      page: aPage({ userAgent: "Chromium", acceptLanguage: "de-DE,de;q=0.9,en;q=0.8", referrer: "https://search.example/" }),
      types: ["DecisionRequest", "PageView", "Language", "UserAgent", "Referrer"],
    },
    { name: "a language the engine would refuse: none", page: aPage({ acceptLanguage: "*" }), types: ["DecisionRequest", "PageView"] },
    { name: "a pre-production host: the dummy IpAddress", page: aPage({ hostname: "localhost" }), types: ["DecisionRequest", "PageView", "IpAddress"] },
  ])("$name", ({ page, types }) => {
    const events = serverDecisionEvents(page, "page-1");
    expect(typesOf(events)).toEqual(types);
    expect(typesOf(engineReads(...events) as DecideEventInput[])).toEqual(types);
  });

  it("the decision request asks for reporting; the page view carries the page's categories and breadcrumbs", () => {
    const events = engineReads(...serverDecisionEvents(aPage({ pageType: "category", categories: ["100200"], breadcrumbs: ["Men", "Jackets"], acceptLanguage: "en-US" }), "page-7"));
    expect(events.slice(0, 3)).toEqual([
      { eventType: "DecisionRequest", requestId: "page-7", includeReporting: true },
      { eventType: "PageView", url: "https://www.ridgeline.example/en-us", pageType: "category", categories: ["100200"], breadcrumbs: ["Men", "Jackets"] },
      { eventType: "Language", language: "en-US" },
    ]);
  });

  it("the cart's values in minor units at the engine, its totals as custom variables", () => {
    const events = engineReads(...serverDecisionEvents(aPage({ cart: { lines: [aLine({ quantity: 2, value: 119.96 })], total: 129.95, subTotal: 119.96 } }), "r"));
    expect(events[2]).toEqual({ eventType: "Cart", cartLines: [{ pid: "NF0A3C8D", sku: "NF0A3C8DBLK", quantity: 2, value: 11996, currency: "USD" }] });
    expect(events[3]).toEqual({ eventType: "CustomVariables", customVariables: [{ variable: "total-cart", value: "129.95" }, { variable: "sub-total", value: "119.96" }] });
  });
});
