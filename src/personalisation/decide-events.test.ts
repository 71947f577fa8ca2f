import { describe, expect, it } from "vitest";
import { decideEvent, decideRequest } from "../../contracts/api/decide.ts";
import { decisionEvents, pageEventsEvent, recClickEvent, recImpressionsEvent } from "./decide-events.ts";

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
