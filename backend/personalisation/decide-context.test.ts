import { describe, expect, it } from "vitest";
import { decideEvent, type DecideEventInput } from "../../contracts/api/decide.ts";
import { contextFromEvents, minorFromDecimal, styleIdOf } from "./decide-context.ts";

const parse = (list: DecideEventInput[]) => contextFromEvents(list.map((event) => decideEvent.parse(event)));
const pageView = (url: string, pageType = "other", categories: string[] = []) => ({ eventType: "PageView", url, pageType, categories });
const line = (pid: string, value: string, quantity = 1, currency = "USD") => ({ pid, value, quantity, currency });

describe("styleIdOf", () => {
  it.each([
    ["RLSH1001KSM", "RLSH1001"],
    ["RLSH1001", "RLSH1001"],
    ["something-else", "something-else"],
    ["rlsh1001ksm", "rlsh1001ksm"],
  ])("%s → %s", (productId, style) => expect(styleIdOf(productId)).toBe(style));
});

describe("minorFromDecimal", () => {
  it.each([
    ["59.98", 5998],
    ["59.9", 5990],
    ["60", 6000],
    [" 12.50 ", 1250],
    ["0", 0],
    ["-1", undefined],
    ["12.345", undefined],
    ["abc", undefined],
    [undefined, undefined],
  ])("%j → %j", (value, minor) => expect(minorFromDecimal(value)).toBe(minor));
});

describe("contextFromEvents", () => {
  it("an empty visit: default site, empty cart, nothing to record", () => {
    expect(parse([{ eventType: "ScreenSize", height: 800, width: 375 }])).toEqual({
      pageType: undefined,
      url: undefined,
      localePath: "en-us",
      currency: "USD",
      pageCategoryIds: [],
      viewedProductIds: [],
      purchasedProductIds: [],
      cart: { productIds: [], itemCount: 0, value: 0 },
      customVariables: {},
      decisionRequests: [],
      recImpressions: [],
      recClicks: [],
      pageEvents: [],
    });
  });

  it.each([
    { name: "a US product page", url: "https://shop.example/en-us/p/mens-cascade-rain-jacket-RLSH1001", localePath: "en-us", currency: "USD", viewed: ["RLSH1001"], categories: [] },
    { name: "a variant's product page (style id kept)", url: "/en-gb/p/mens-cascade-rain-jacket-RLSH1001KSM", localePath: "en-gb", currency: "GBP", viewed: ["RLSH1001"], categories: [] },
    { name: "a German category page", url: "https://shop.example/de-de/c/jackets-100200?sort=new", localePath: "de-de", currency: "EUR", viewed: [], categories: ["100200"] },
    { name: "a Canadian French home page", url: "/fr-ca", localePath: "fr-ca", currency: "CAD", viewed: [], categories: [] },
    { name: "a path without a site", url: "/cart", localePath: "en-us", currency: "USD", viewed: [], categories: [] },
    { name: "an unknown site: the default one, the product still seen", url: "/xx-yy/p/thing-RLSH1001", localePath: "en-us", currency: "USD", viewed: ["RLSH1001"], categories: [] },
  ])("the page's url gives site, currency, product and category: $name", ({ url, localePath, currency, viewed, categories }) => {
    const context = parse([pageView(url)]);
    expect({ localePath: context.localePath, currency: context.currency, viewed: context.viewedProductIds, categories: context.pageCategoryIds }).toEqual({ localePath, currency, viewed, categories });
  });

  it("the last page view counts; its categories join the path's", () => {
    const context = parse([pageView("/en-us", "home"), pageView("/en-us/c/shells-100210", "category page", ["100200"])]);
    expect(context).toMatchObject({ pageType: "category page", url: "/en-us/c/shells-100210", pageCategoryIds: ["100200", "100210"] });
  });

  it("product views add style ids, once each", () => {
    const context = parse([
      { eventType: "ProductDetailView", products: [{ productId: "RLSH1001" }, { productId: "RLSH1001", sku: "RLSH1001KSM" }] },
      { eventType: "monetate:context:ProductDetailView", products: [{ productId: "RLH1VVZH" }] },
    ]);
    expect(context.viewedProductIds).toEqual(["RLSH1001", "RLH1VVZH"]);
  });

  it("the cart: style ids, units and value in minor units, in the lines' currency", () => {
    const context = parse([pageView("/en-us/cart", "cart"), { eventType: "Cart", cartLines: [line("RLSH1001KSM", "59.98", 2, "GBP"), line("RLH1VVZH", "10", 1, "GBP"), line("RLSH1001", "30.00", 1, "GBP")] }]);
    expect(context.cart).toEqual({ productIds: ["RLSH1001", "RLH1VVZH"], itemCount: 4, value: 9998 });
    expect(context.currency).toBe("GBP");
  });

  it("a later Cart event replaces an earlier one (an emptied cart is empty)", () => {
    const context = parse([{ eventType: "Cart", cartLines: [line("RLSH1001", "59.98")] }, { eventType: "Cart", cartLines: [] }]);
    expect(context.cart).toEqual({ productIds: [], itemCount: 0, value: 0 });
  });

  it.each([
    { name: "sub-total", variables: { "sub-total": "45.50" }, value: 4550 },
    { name: "total-cart when no sub-total", variables: { "total-cart": "52.00" }, value: 5200 },
    { name: "sub-total before total-cart", variables: { "total-cart": "52.00", "sub-total": "45.50" }, value: 4550 },
    { name: "not an amount", variables: { "sub-total": "lots" }, value: 0 },
  ])("without a Cart event, the custom variables give the cart's value ($name)", ({ variables, value }) => {
    const context = parse([{ eventType: "CustomVariables", customVariables: Object.entries(variables).map(([variable, v]) => ({ variable, value: v })) }]);
    expect(context.cart.value).toBe(value);
  });

  it("custom variables: a repeated name keeps its later value", () => {
    const context = parse([
      { eventType: "CustomVariables", customVariables: [{ variable: "userInterest", value: "hiking" }] },
      { eventType: "CustomVariables", customVariables: [{ variable: "userInterest", value: "climbing" }, { variable: "tier", value: "gold" }] },
    ]);
    expect(context.customVariables).toEqual({ userInterest: "climbing", tier: "gold" });
  });

  it("record events keep each token's field for error messages; decision requests keep their order", () => {
    const context = parse([
      { eventType: "DecisionRequest", requestId: "r1", includeReporting: true },
      { eventType: "RecImpressions", recImpressions: ["a", "b"] },
      { eventType: "RecClicks", recClicks: "c" },
      { eventType: "PageEvents", pageEvents: ["newsletter-signup"] },
      { eventType: "DecisionRequest", requestId: "r2" },
    ]);
    expect(context.decisionRequests).toEqual([{ requestId: "r1", includeReporting: true }, { requestId: "r2", includeReporting: false }]);
    expect(context.recImpressions).toEqual([{ token: "a", field: "events.1.recImpressions.0" }, { token: "b", field: "events.1.recImpressions.1" }]);
    expect(context.recClicks).toEqual([{ token: "c", field: "events.2.recClicks.0" }]);
    expect(context.pageEvents).toEqual(["newsletter-signup"]);
  });

  it("purchases: style ids of the lines", () => {
    const context = parse([{ eventType: "Purchase", purchaseId: "RL00000001", purchaseLines: [line("RLSH1001KSM", "10"), line("RLH1VVZH", "10")] }]);
    expect(context.purchasedProductIds).toEqual(["RLSH1001", "RLH1VVZH"]);
  });
});
