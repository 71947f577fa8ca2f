// @vitest-environment jsdom
import type { ComponentType } from "react";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { createAnalyticsBus } from "../../../analytics/event-bus.ts";
import { AnalyticsContext } from "../../../analytics/use-analytics.ts";
import { pageContext } from "../../../engine/react/testing/render-page.tsx";
import type { ProductSearchAnswer } from "../../catalogue/catalogue-queries.ts";
import { RAIN_JACKET_CORRECTED } from "../../listing/testing/listing-answers.ts";
import { emptyAnswer } from "../../listing/testing/listing-fixtures.ts";
import { axeViolations, renderListingBlock, stubIntersectionObserver } from "../../listing/testing/render-listing.tsx";
import { searchResultsBlock } from "./index.ts";
import SearchResults from "./search-results.tsx";

const PATH = "/en-us/search";

function renderSearch(data: ProductSearchAnswer | undefined, search: string, options: { siteId?: string } = {}) {
  const bus = createAnalyticsBus();
  const events: { name: string; payload: unknown }[] = [];
  bus.subscribe((name, payload) => events.push({ name, payload }));
  const localePath = options.siteId === "RL-DE" ? "de-de" : "en-us";
  const pathname = `/${localePath}/search`;
  const result = renderListingBlock(SearchResults as ComponentType<{ data: ProductSearchAnswer | undefined; blockId: string }>, { data }, {
    siteId: options.siteId,
    context: { pathname, search, categoryId: undefined },
    routerUrl: `${pathname}?${search}`,
    wrap: (children) => <AnalyticsContext.Provider value={bus}>{children}</AnalyticsContext.Provider>,
  });
  return { ...result, events };
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("search results", () => {
  test("the data provider searches the URL's words and refinements, any category", () => {
    const context = pageContext({ pathname: PATH, search: "q=rain+jacket&color=Black&sort=rating" });
    expect(searchResultsBlock.dataProvider!({}, context).queryKey).toEqual(["commerce", "RL-US", "search", { q: "rain jacket", color: ["Black"], sort: "rating", count: 24 }]);
  });

  test("a corrected search: the heading names the correction, the original words link to their own search", async () => {
    const { container } = renderSearch(RAIN_JACKET_CORRECTED, "q=rain+jackt");
    expect(screen.getByRole("heading", { level: 2, name: /^Results for/ }).textContent).toBe("Results for “rain jacket”");
    expect(screen.getByText(/Showing results for/).textContent).toBe("Showing results for rain jacket. Search instead for rain jackt");
    expect(screen.getByRole("link", { name: "rain jackt" }).getAttribute("href")).toBe(`${PATH}?q=rain+jackt`);
    expect(screen.getByRole("status").textContent).toBe(`${RAIN_JACKET_CORRECTED.total} products`);
    expect(await axeViolations(container)).toEqual([]);
  });

  test("refinement links keep the words searched", async () => {
    renderSearch(RAIN_JACKET_CORRECTED, "q=rain+jackt");
    await act(async () => fireEvent.click(screen.getByRole("checkbox", { name: /^Black \(/ })));
    expect(screen.getByTestId("location").textContent).toBe(`${PATH}?q=rain+jackt&color=Black`);
  });

  test("nothing found: the words, suggestions, and the page's content stays (the block renders no error)", () => {
    renderSearch(emptyAnswer({ searchTerm: "zzzqqq", unmatchedTerms: ["zzzqqq"] }), "q=zzzqqq");
    expect(screen.getByText("We found nothing for “zzzqqq”")).toBeTruthy();
    expect(screen.getByText("Check the spelling")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Clear filters" })).toBeNull();
  });

  test("nothing found with filters: a link clearing them keeps the words", () => {
    renderSearch(emptyAnswer({ searchTerm: "parka" }), "q=parka&size=XS");
    expect(screen.getByRole("link", { name: "Clear filters" }).getAttribute("href")).toBe(`${PATH}?q=parka`);
  });

  test("a failed search shows the 'found nothing' state", () => {
    renderSearch(undefined, "q=parka");
    expect(screen.getByText("We found nothing for “parka”")).toBeTruthy();
  });

  test("impressions are reported with the search list", () => {
    const observer = stubIntersectionObserver();
    const { events } = renderSearch(RAIN_JACKET_CORRECTED, "q=rain+jackt");
    act(() => observer.show([document.querySelector("article")!], 1));
    expect(events.find((event) => event.name === "product.impression")?.payload).toMatchObject({ list: { kind: "search", term: "rain jackt" }, products: [{ position: 1 }] });
  });

  test("each result has its heart, named with the product", async () => {
    renderSearch(RAIN_JACKET_CORRECTED, "q=rain+jackt");
    const hearts = await screen.findAllByRole("button", { name: /^Favourite: / });
    expect(hearts.map((heart) => heart.getAttribute("aria-label"))).toEqual(RAIN_JACKET_CORRECTED.hits.map((hit) => `Favourite: ${hit.name}`));
    expect(hearts.every((heart) => heart.getAttribute("aria-pressed") === "false")).toBe(true);
  });

  test("in German", () => {
    renderSearch(emptyAnswer({ searchTerm: "jacke" }), "q=jacke", { siteId: "RL-DE" });
    expect(screen.getByText("Wir haben nichts zu „jacke“ gefunden")).toBeTruthy();
  });
});
