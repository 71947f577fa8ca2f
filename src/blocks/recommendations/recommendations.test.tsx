// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import type { PageContext } from "../../engine/page-context.ts";
import { pageContext, PageUnderTest } from "../../engine/react/testing/render-page.tsx";
import { asServer } from "../../engine/react/testing/environment-switch.ts";
import { resolvePage } from "../../engine/resolve-page.ts";
import type { PagePersonalisation } from "../../personalisation/page-personalisation.ts";
import { createRegistry } from "../../registry/create-registry.ts";
import { stubMatchMedia } from "../../ui/carousel/fake-embla.testing.ts";
import { recommendationsBlock } from "./index.ts";
import { decidedPersonalisation, recommendationItem } from "./testing/recommendation-items.ts";
import { QueryClient } from "@tanstack/react-query";
import { upsellKeyOf } from "../../commerce/screens/upsell/upsell-queries.ts";
import { upsellIdsIn, withoutUpsellItems } from "./upsell-overlap.ts";

vi.mock("../../engine/react/environment.ts", () => import("../../engine/react/testing/environment-switch.ts"));
vi.mock("embla-carousel-react", async () => (await import("../../ui/carousel/fake-embla.testing.ts")).fakeEmblaModule);
const sent = vi.hoisted(() => ({ impressions: [] as string[][], clicks: [] as string[] }));
vi.mock("../../personalisation/rec-tracking.ts", () => ({
  reportRecImpressions: (tokens: string[]) => sent.impressions.push([...tokens]),
  reportRecClick: (token: string) => sent.clicks.push(token),
}));

const registry = createRegistry([recommendationsBlock]);

const personalisation = (overrides: Partial<PagePersonalisation> = {}): PagePersonalisation =>
  decidedPersonalisation({ "trending-carousel": [recommendationItem(1), recommendationItem(2), recommendationItem(3)] }, overrides);

const document = {
  id: "p",
  slug: "p",
  sections: [
    { id: "recs", name: "Recommendations", items: [{ id: "trending", type: "recommendations", slot: "trending-carousel", title: "Trending now" }] },
    { id: "after", name: "After", items: [] },
  ],
};

let restore: () => void = () => {};
beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await Promise.all([registry.preloadAll(), registry.preloadSchemas()]);
});
afterEach(() => {
  cleanup();
  restore();
  sent.impressions = [];
  sent.clicks = [];
  vi.unstubAllGlobals();
});

function pageWith(overrides: Partial<PageContext>) {
  const context = pageContext(overrides);
  return { context, resolved: resolvePage(document, context, registry).page };
}

async function renderRecommendations(overrides: Partial<PageContext>) {
  restore = stubMatchMedia({ width: 1440 });
  const { context, resolved } = pageWith(overrides);
  await act(async () => {
    render(<PageUnderTest page={resolved} context={context} registry={registry} />);
  });
}

const serverHtml = (overrides: Partial<PageContext>) => {
  const { context, resolved } = pageWith(overrides);
  return asServer(() => renderToString(<PageUnderTest page={resolved} context={context} registry={registry} />));
};

describe("recommendations block", () => {
  test("the server renders the decided items: a carousel of tiles with picture, name, rating and price", async () => {
    const html = serverHtml({ personalisation: personalisation() });
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain("Trail product 3");
    expect(html).toContain('href="/en-us/p/trail-product-1-STYLE1"');
    await renderRecommendations({ personalisation: personalisation() });
    const carousel = screen.getByRole("region", { name: "Trending now" });
    const tiles = within(carousel).getAllByRole("article");
    expect(tiles).toHaveLength(3);
    expect(within(tiles[0]!).getByRole("link", { name: "Trail product 1" }).getAttribute("href")).toBe("/en-us/p/trail-product-1-STYLE1");
    expect(tiles[0]!.textContent).toContain("Sale price $80.00, was $100.00");
    expect(tiles[0]!.textContent).toContain("20% off");
    expect(tiles[0]!.textContent).toContain("Rated 4.4 out of 5 (12 reviews)");
  });

  test("an empty slot hides the block and its section (no empty landmark, no margin)", async () => {
    const html = serverHtml({ personalisation: personalisation({ recommendations: {} }) });
    expect(html).not.toContain('aria-label="Trending now"');
    expect(html).not.toContain("block-skeleton");
    expect(serverHtml({})).not.toContain("Trending now");
  });

  test("a page the server could not decide holds a skeleton of the carousel's size until the browser has asked", () => {
    const pending = personalisation({ decided: false, recommendations: {} });
    const html = serverHtml({ personalisation: pending });
    expect(html).toContain("data-recommendations-pending");
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain("Trending now");
    expect(serverHtml({ personalisation: { ...pending, recommendationsSettled: true } })).not.toContain("Trending now");
    expect(serverHtml({ personalisation: { ...pending, recommendationsSettled: true, recommendations: personalisation().recommendations } })).toContain("Trail product 1");
  });

  test("unsafe URLs from the engine never reach an href or a src", () => {
    const hostile = personalisation({ recommendations: { "trending-carousel": [recommendationItem(1, { url: "javascript:alert(1)", image: "javascript:alert(2)" })] } });
    const html = serverHtml({ personalisation: hostile });
    expect(html).toContain("Trail product 1");
    expect(html).not.toContain("javascript:");
  });

  test("editors see where the carousel goes, with the slot named", () => {
    const html = serverHtml({ mode: "preview" });
    expect(html).toContain("trending-carousel");
    expect(html).toContain("fills this carousel on the live site");
  });

  test("each tile is reported once when half of it is in view; a click reports its token", async () => {
    const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; watched: Set<Element> }[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        watched = new Set<Element>();
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, options, watched: this.watched });
        }
        observe(element: Element) {
          this.watched.add(element);
        }
        unobserve(element: Element) {
          this.watched.delete(element);
        }
        disconnect() {
          this.watched.clear();
        }
      },
    );
    await renderRecommendations({ personalisation: personalisation() });
    const tracker = observers.find((observer) => observer.options?.threshold === 0.5)!;
    const tiles = screen.getAllByRole("article");
    const show = (elements: Element[], ratio: number) =>
      act(() => tracker.callback(elements.map((target) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }) as unknown as IntersectionObserverEntry), {} as IntersectionObserver));
    show([tiles[0]!, tiles[1]!], 0.3);
    expect(sent.impressions).toEqual([]);
    show([tiles[0]!, tiles[1]!], 0.6);
    show([tiles[0]!, tiles[2]!], 1);
    expect(sent.impressions).toEqual([["token-1", "token-2"], ["token-3"]]);
    fireEvent.click(within(tiles[1]!).getByRole("link"));
    expect(sent.clicks).toEqual(["token-2"]);
  });

  test("only the first 24 items are ever reported", async () => {
    const many = Array.from({ length: 26 }, (_, index) => recommendationItem(index + 1));
    const watched: Element[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        observe(element: Element) {
          watched.push(element);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    await renderRecommendations({ personalisation: personalisation({ recommendations: { "trending-carousel": many } }) });
    expect(screen.getAllByRole("article")).toHaveLength(26);
    expect(watched.map((element) => element.getAttribute("data-rec-token"))).toEqual(many.slice(0, 24).map((item) => item.recToken));
  });
});

describe("on a product page with \"Complete the look\"", () => {
  const PRODUCT = "NF0A3C8D";
  // The upsell block's answer as its data provider leaves it in the page's cache (its in-stock items).
  const upsellKey = [...upsellKeyOf("RL-US", PRODUCT), "pdp-upsell", "decided"];
  const withUpsell = (...indexes: number[]) => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(upsellKey, indexes.map((index) => recommendationItem(index)));
    return queryClient;
  };
  const titles = () => within(screen.getByRole("region", { name: "Trending now" })).getAllByRole("article").map((tile) => tile.querySelector("a")?.textContent);

  test("the carousel leaves out what the upsell offers, on the server and in the browser", async () => {
    const { context, resolved } = pageWith({ personalisation: personalisation(), productId: PRODUCT });
    const html = asServer(() => renderToString(<PageUnderTest page={resolved} context={context} registry={registry} queryClient={withUpsell(2)} />));
    expect(html).toContain("Trail product 1");
    expect(html).not.toContain("Trail product 2");
    restore = stubMatchMedia({ width: 1440 });
    await act(async () => {
      render(<PageUnderTest page={resolved} context={context} registry={registry} queryClient={withUpsell(2)} />);
    });
    expect(titles()).toEqual(["Trail product 1", "Trail product 3"]);
  });

  test("an upsell that answers after the first paint takes its items out then; another product's upsell changes nothing", async () => {
    const queryClient = withUpsell();
    queryClient.setQueryData([...upsellKeyOf("RL-US", "RLOTHER1"), "pdp-upsell", "decided"], [recommendationItem(1)]);
    const { context, resolved } = pageWith({ personalisation: personalisation(), productId: PRODUCT });
    restore = stubMatchMedia({ width: 1440 });
    await act(async () => {
      render(<PageUnderTest page={resolved} context={context} registry={registry} queryClient={queryClient} />);
    });
    expect(titles()).toEqual(["Trail product 1", "Trail product 2", "Trail product 3"]);
    await act(async () => {
      queryClient.setQueryData(upsellKey, [recommendationItem(3)]);
    });
    expect(titles()).toEqual(["Trail product 1", "Trail product 2"]);
  });

  test.for([
    ["no product page", undefined, ["STYLE001", "STYLE002"]],
    ["the product's upsell", PRODUCT, ["STYLE002"]],
  ] as const)("upsellIdsIn / withoutUpsellItems: %s", ([, productId, expected]) => {
    const ids = upsellIdsIn(withUpsell(1), "RL-US", productId);
    expect(withoutUpsellItems([recommendationItem(1), recommendationItem(2)], ids).map((item) => item.id)).toEqual(expected);
  });
});
