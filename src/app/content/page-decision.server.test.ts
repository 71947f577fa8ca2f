import { afterEach, describe, expect, test, vi } from "vitest";
import { siteForLocalePath } from "../../../contracts/sites.ts";
import { GUEST_AUDIENCE } from "../../../contracts/personalisation/audience.ts";
import type { DecideAnswer } from "../../../contracts/api/decide-answer.ts";
import type { DecideEventInput } from "../../../contracts/api/decide-event-types.ts";
import { decideRequest } from "../../../contracts/api/decide.ts";
import { DEFAULT_MEGA_MENU_FLAGS } from "../../blocks/mega-menu/feature-flags.tsx";
import { DEFAULT_VIDEO_PLAYER_CONFIG } from "../../blocks/video/player-config.tsx";
import { testStorefrontServices } from "../testing/storefront-services.ts";
import type { ShopperCart, ShopperSession } from "../storefront-services.ts";
import { DECIDE_BUDGET_MS, decidePageView } from "./page-decision.server.ts";
import type { PageRequest } from "./page-request.server.ts";

const ANSWER: DecideAnswer = {
  monetateId: "visitor-1",
  responses: [
    {
      requestId: "r",
      actions: [
        { actionId: "a1", actionType: "content", component: "B-bold", items: [], impressionReporting: [{ experience_id: "exp-1001", experience_name: "Home Hero Test", experience_label: "EXP-1001", variant_label: "B-bold" }] },
        {
          actionId: "a2",
          actionType: "recommendations",
          component: "trending-carousel",
          items: [
            {
              id: "NF0A3C8D", itemGroupId: "NF0A3C8D", sku: "NF0A3C8DBLK", name: "Summit Parka", image: "/media/p.svg", url: "/en-us/p/summit-parka-NF0A3C8D", recToken: "d.0",
              review_average: 4.5, reviewsCount: 3, price: { currency: "USD", lowCurrent: 300, highCurrent: 300, lowOriginal: 300, highOriginal: 300 }, recommendationId: "trending",
            },
          ],
          impressionReporting: [],
        },
      ],
    },
  ],
};

const CART: ShopperCart = { currency: "USD", lines: [{ productId: "NF0A3C8D", sku: "NF0A3C8DBLK", quantity: 2, value: 600 }], total: 606.95, subTotal: 600 };

function pageRequest(url: string, session: Partial<ShopperSession> | undefined, headers: Record<string, string> = {}): PageRequest {
  const features = { megaMenu: DEFAULT_MEGA_MENU_FLAGS, videoPlayer: DEFAULT_VIDEO_PLAYER_CONFIG, identity: { simplifiedEnrollment: false, favorites: true } };
  return {
    request: new Request(url, { headers }),
    site: siteForLocalePath("en-us")!,
    services: testStorefrontServices({ settings: { preview: { allowedOrigins: [] }, features } }),
    shopper: async () => ({ audience: GUEST_AUDIENCE, employeeTermsPending: false }),
    session: session && { facts: async () => ({ audience: GUEST_AUDIENCE, employeeTermsPending: false }), visitorId: "visitor-1", ...session },
  };
}

const bare = (events: readonly DecideEventInput[]) => events.map((event) => ({ ...event, eventType: event.eventType.slice(event.eventType.lastIndexOf(":") + 1) }));

afterEach(() => vi.useRealTimers());

describe("decidePageView", () => {
  test("an answer within the budget: the variants, labels and recommendation items of the page", async () => {
    const decided = await decidePageView(pageRequest("http://shop.test/en-us", { decide: async () => ANSWER }), "", Promise.resolve(undefined));
    expect(decided).toMatchObject({ decided: true, variants: { "Home Hero Test": "B-bold" }, labels: { "Home Hero Test": "B" }, pageView: { url: "http://shop.test/en-us", pageType: "home" } });
    expect(decided?.recommendations["trending-carousel"]?.map((item) => item.recToken)).toEqual(["d.0"]);
  });

  test("what a product page reports: PageView with its trail, the product, the cart, the request's language, agent and referrer; the engine accepts it", async () => {
    let sent: readonly DecideEventInput[] = [];
    const page = pageRequest(
      "http://localhost:3000/en-us/p/summit-parka-NF0A3C8D?color=BLK&previewToken=secret",
      { decide: async (events) => ((sent = events), ANSWER), cart: async () => CART },
      { "user-agent": "Chromium", "accept-language": "en-US,en;q=0.9", referer: "https://search.example/" },
    );
    await decidePageView(page, "color=BLK", Promise.resolve({ categories: ["100000", "100200"], breadcrumbs: ["Men", "Jackets"] }));
    expect(decideRequest.safeParse({ monetateId: "visitor-1", channel: "web", events: sent }).success).toBe(true);
    const byType = Object.fromEntries(bare(sent).map((event) => [event.eventType, event]));
    expect(Object.keys(byType)).toEqual(["DecisionRequest", "PageView", "ProductDetailView", "Cart", "CustomVariables", "Language", "UserAgent", "Referrer", "IpAddress"]);
    // The url the engine is told never carries the preview's parameters.
    expect(byType.PageView).toEqual({ eventType: "PageView", url: "http://localhost:3000/en-us/p/summit-parka-NF0A3C8D?color=BLK", pageType: "product page", categories: ["100000", "100200"], breadcrumbs: ["Men", "Jackets"] });
    expect(byType.Cart).toEqual({ eventType: "Cart", cartLines: [{ pid: "NF0A3C8D", sku: "NF0A3C8DBLK", quantity: 2, value: "600.00", currency: "USD" }] });
    expect(byType.Language).toEqual({ eventType: "Language", language: "en-US" });
  });

  test("a search page reports its term; a production host sends no IpAddress", async () => {
    let sent: readonly DecideEventInput[] = [];
    await decidePageView(pageRequest("https://www.ridgeline.example/en-us/search?q=rain+jacket", { decide: async (events) => ((sent = events), ANSWER) }), "q=rain+jacket", Promise.resolve(undefined));
    const types = bare(sent).map((event) => event.eventType);
    expect(types).toContain("SearchView");
    expect(types).not.toContain("IpAddress");
    expect(bare(sent).find((event) => event.eventType === "SearchView")).toMatchObject({ searchTerm: "rain jacket", searchTermType: "text", searchType: "site" });
  });

  test.each([
    { name: "the engine fails", decide: async () => Promise.reject(new Error("connection refused")) },
    { name: "the engine answers past the budget", decide: () => new Promise<DecideAnswer>((resolve) => setTimeout(() => resolve(ANSWER), DECIDE_BUDGET_MS * 4)) },
  ])("$name: baselines, no recommendations, and the page view kept for the browser", async ({ decide }) => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const decided = await decidePageView(pageRequest("http://shop.test/en-us/c/jackets-100200", { decide }), "", Promise.resolve({ categories: ["100200"], breadcrumbs: ["Jackets"] }));
    expect(decided).toEqual({ decided: false, variants: {}, recommendations: {}, pageView: { url: "http://shop.test/en-us/c/jackets-100200", pageType: "category page", categories: ["100200"], breadcrumbs: ["Jackets"] } });
  });

  test("a failed trail or cart read still decides, without them", async () => {
    let sent: readonly DecideEventInput[] = [];
    const page = pageRequest("https://www.ridgeline.example/en-us/c/jackets-100200", { decide: async (events) => ((sent = events), ANSWER), cart: () => Promise.reject(new Error("cart down")) });
    const decided = await decidePageView(page, "", Promise.reject(new Error("catalogue down")));
    expect(decided?.decided).toBe(true);
    expect(bare(sent).map((event) => event.eventType)).toEqual(["DecisionRequest", "PageView"]);
  });

  test("no host session (no engine): no decision at all", async () => {
    expect(await decidePageView(pageRequest("http://shop.test/en-us", undefined), "", Promise.resolve(undefined))).toBeUndefined();
  });
});
