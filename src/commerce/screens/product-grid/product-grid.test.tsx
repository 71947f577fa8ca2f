// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { createRegistry } from "../../../registry/create-registry.ts";
import { EngineProvider } from "../../../engine/react/engine-context.tsx";
import { pageContext } from "../../../engine/react/testing/render-page.tsx";
import { AnalyticsContext } from "../../../analytics/use-analytics.ts";
import { createAnalyticsBus } from "../../../analytics/event-bus.ts";
import { productGridBlock } from "./index.ts";
import ProductGrid from "./product-grid.tsx";
import type { ProductGridProps } from "./schema.ts";
import { emptyAnswer, pageOf, searchAnswer } from "../../listing/testing/listing-fixtures.ts";
import { JACKETS_BLACK_M, JACKETS_PAGE } from "../../listing/testing/listing-answers.ts";
import { axeViolations, renderListingBlock, stubIntersectionObserver } from "../../listing/testing/render-listing.tsx";
import type { ProductSearchAnswer } from "../../catalogue/catalogue-queries.ts";
import type { ProductSearch } from "../../api/client-products.ts";
import type { CommerceClient } from "../../api/client.ts";
import { fakeFavouritesCommerce } from "../favorites/testing/fake-favorites-commerce.ts";
import { favouriteItem } from "../favorites/testing/favorites-factory.ts";
import { setSession } from "../favorites/testing/render-favorites.tsx";
import { reportThumbnailViews } from "../../../personalisation/thumbnail-views.ts";

// Personalisation hears of the tiles seen (ProductThumbnailView): recorded here, never sent.
vi.mock("../../../personalisation/thumbnail-views.ts", () => ({ reportThumbnailViews: vi.fn() }));

// The listing's next pages and the hearts import the commerce client when they first call
// (lazy-commerce.ts): loaded once here, as the other listing tests do.
beforeAll(() => import("../../commerce-access.ts"));

const PATH = "/en-us/c/jackets-100200";
const props = (data: ProductSearchAnswer | undefined): ProductGridProps & { data?: ProductSearchAnswer } => ({ categoryId: "100200", data });

function renderGrid(data: ProductSearchAnswer | undefined, { search = "", router = true, searchProducts }: { search?: string; router?: boolean; searchProducts?: CommerceClient["searchProducts"] } = {}) {
  return renderListingBlock(ProductGrid, props(data), {
    context: { pathname: PATH, search },
    routerUrl: router ? `${PATH}${search ? `?${search}` : ""}` : undefined,
    commerce: searchProducts ? { searchProducts } : {},
  });
}

const location = () => screen.getByTestId("location").textContent;
const tileNames = () => [...document.querySelectorAll("article h2")].map((heading) => heading.textContent);

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.history.replaceState(null, "", PATH);
});
afterEach(() => {
  cleanup();
  setSession("none");
  vi.unstubAllGlobals();
});

describe("product grid", () => {
  test("the data provider asks what the category route asks: the URL's page of 24 in the category", () => {
    const context = pageContext({ pathname: PATH, categoryId: "100200", search: "color=Black&page=2&q=ignored" });
    expect(productGridBlock.dataProvider!({ categoryId: "100200" }, context).queryKey).toEqual([
      "commerce",
      "RL-US",
      "search",
      { categoryId: "100200", color: ["Black"], start: 24, count: 24 },
    ]);
  });

  test("shows the server's tiles, the count, the sort and the answer's refinements with counts", async () => {
    const { container } = renderGrid(JACKETS_PAGE);
    expect(tileNames()).toEqual(JACKETS_PAGE.hits.map((hit) => hit.name));
    expect(screen.getByRole("status").textContent).toBe("48 products");
    expect((screen.getByRole("combobox", { name: "Sort by" }) as HTMLSelectElement).value).toBe("relevance");
    const colours = screen.getByRole("group", { name: "Colour" });
    const black = JACKETS_PAGE.facets.find((facet) => facet.id === "color")!.values.find((value) => value.value === "Black")!;
    expect(within(colours).getByRole("checkbox", { name: `Black (${black.count})` })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  test("selecting a colour navigates to its URL (back to page 1, sort kept) and checks it at once", async () => {
    renderGrid(JACKETS_PAGE, { search: "sort=rating&page=2" });
    const black = screen.getByRole("checkbox", { name: /^Black \(/ }) as HTMLInputElement;
    expect(black.checked).toBe(false);
    await act(async () => fireEvent.click(black));
    expect(location()).toBe(`${PATH}?color=Black&sort=rating`);
    expect((screen.getByRole("checkbox", { name: /^Black \(/ }) as HTMLInputElement).checked).toBe(true);
  });

  test("selected refinements are checked and shown as chips that remove them; clear all keeps the sort", async () => {
    renderGrid(JACKETS_BLACK_M, { search: "color=Black&size=M&sort=price-asc" });
    expect((screen.getByRole("checkbox", { name: /^Black \(/ }) as HTMLInputElement).checked).toBe(true);
    const removeBlack = screen.getByRole("link", { name: "Remove filter Black" });
    expect(removeBlack.getAttribute("href")).toBe(`${PATH}?size=M&sort=price-asc`);
    expect(screen.getByRole("link", { name: "Clear all" }).getAttribute("href")).toBe(`${PATH}?sort=price-asc`);
    expect(screen.getByRole("button", { name: "Filter (2)" })).toBeTruthy();
    await act(async () => fireEvent.click(removeBlack));
    expect(location()).toBe(`${PATH}?size=M&sort=price-asc`);
  });

  test("a new sort order navigates, starting again at page 1 with the refinements", async () => {
    renderGrid(JACKETS_BLACK_M, { search: "color=Black&page=2" });
    await act(async () => fireEvent.change(screen.getByRole("combobox", { name: "Sort by" }), { target: { value: "price-desc" } }));
    expect(location()).toBe(`${PATH}?color=Black&sort=price-desc`);
  });

  test("pagination: numbered links, previous and next, the current page marked", () => {
    renderGrid(pageOf(2, 120, 24), { search: "color=Black&page=2" });
    const nav = screen.getByRole("navigation", { name: "Pages" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent!.replace(/[‹›]/g, "").trim(), link.getAttribute("href")])).toEqual([
      ["Previous", `${PATH}?color=Black`],
      ["1", `${PATH}?color=Black`],
      ["2", `${PATH}?color=Black&page=2`],
      ["3", `${PATH}?color=Black&page=3`],
      ["5", `${PATH}?color=Black&page=5`],
      ["Next", `${PATH}?color=Black&page=3`],
    ]);
    expect(within(nav).getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
  });

  test("load more appends the next page, names it in the address and moves focus to the first new tile", async () => {
    const searches: ProductSearch[] = [];
    renderGrid(pageOf(1, 30, 24), {
      searchProducts: async (search = {}) => {
        searches.push(search);
        return pageOf(2, 30, 24);
      },
    });
    expect(tileNames()).toHaveLength(24);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Load more" })));
    await waitFor(() => expect(tileNames()).toHaveLength(30));
    expect(searches).toEqual([{ categoryId: "100200", start: 24, count: 24 }]);
    expect(window.location.search).toBe("?page=2");
    await waitFor(() => expect(document.activeElement?.textContent).toContain("#25"));
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
    expect(within(screen.getByRole("navigation", { name: "Pages" })).getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
  });

  test("no product matches the filters: the message and a link clearing them", () => {
    renderGrid(emptyAnswer(), { search: "color=Black&size=XS&sort=rating" });
    expect(screen.getByText("No products match these filters.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Clear filters" }).getAttribute("href")).toBe(`${PATH}?sort=rating`);
    expect(screen.queryByRole("navigation", { name: "Pages" })).toBeNull();
  });

  test("a failed read (no data) shows the empty state, never throws", () => {
    renderGrid(undefined);
    expect(screen.getByText("No products match these filters.")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("0 products");
  });

  test("the filter dialog on small screens: the refinements, and 'Show N products' closes it", async () => {
    renderGrid(JACKETS_PAGE);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Filter" })));
    const dialog = await screen.findByRole("dialog", { name: "Filters" });
    expect(within(dialog).getByRole("group", { name: "Colour" })).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Show 48 products" })));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  test("impressions once per tile at half in view; a click reports the tile with its position", async () => {
    const observer = stubIntersectionObserver();
    const bus = createAnalyticsBus();
    const events: { name: string; payload: unknown }[] = [];
    bus.subscribe((name, payload) => events.push({ name, payload }));
    renderListingBlock(ProductGrid, props(JACKETS_PAGE), { context: { pathname: PATH }, routerUrl: PATH, wrap: (children) => <AnalyticsContext.Provider value={bus}>{children}</AnalyticsContext.Provider> });
    const tiles = [...document.querySelectorAll("article")];
    act(() => observer.show(tiles.slice(0, 2), 0.6));
    act(() => observer.show(tiles.slice(0, 3), 0.6));
    act(() => observer.show(tiles.slice(3, 4), 0.3));
    const impressions = events.filter((event) => event.name === "product.impression").map((event) => event.payload as { list: unknown; products: { productId: string; position: number }[] });
    expect(impressions.map((event) => event.products.map((product) => product.position))).toEqual([[1, 2], [3]]);
    expect(impressions[0]!.list).toEqual({ kind: "category", categoryId: "100200" });
    // The same tiles, as personalisation's ProductThumbnailView.
    expect(vi.mocked(reportThumbnailViews).mock.calls).toEqual([[JACKETS_PAGE.hits.slice(0, 2).map((hit) => hit.productId)], [[JACKETS_PAGE.hits[2]!.productId]]]);
    fireEvent.click(screen.getByRole("link", { name: JACKETS_PAGE.hits[1]!.name }));
    expect(events.at(-1)).toEqual({ name: "product.click", payload: { list: { kind: "category", categoryId: "100200" }, product: expect.objectContaining({ productId: JACKETS_PAGE.hits[1]!.productId, position: 2 }) } });
  });

  test("once interactive, a heart on every tile, outside its link; the shopper's favourites are pressed; none when favourites are off", async () => {
    setSession("guest");
    const fake = fakeFavouritesCommerce([favouriteItem({ id: "RLSH1001" })]);
    const { container } = renderListingBlock(ProductGrid, props(JACKETS_PAGE), { context: { pathname: PATH }, routerUrl: PATH, commerce: fake.client });
    const hearts = await screen.findAllByRole("button", { name: /^Favourite: / });
    expect(hearts.map((heart) => heart.getAttribute("aria-label"))).toEqual(JACKETS_PAGE.hits.map((hit) => `Favourite: ${hit.name}`));
    expect(hearts.every((heart) => heart.closest("a") === null && heart.closest("article") !== null)).toBe(true);
    await waitFor(() => expect(screen.getByRole("button", { name: "Favourite: Men's Cascade Rain Jacket" }).getAttribute("aria-pressed")).toBe("true"));
    expect(hearts.filter((heart) => heart.getAttribute("aria-pressed") === "true")).toHaveLength(1);
    // One read for the whole grid.
    expect(fake.calls.map((call) => call.name)).toEqual(["favorites"]);
    expect(await axeViolations(container)).toEqual([]);
    cleanup();
    renderListingBlock(ProductGrid, props(JACKETS_PAGE), { context: { pathname: PATH, favourites: false }, routerUrl: PATH, commerce: fake.client });
    await screen.findAllByRole("button", { name: /^Quick shop/ });
    expect(screen.queryAllByRole("button", { name: /Favourite/ })).toEqual([]);
  });

  test("without JavaScript: server HTML with the data, GET forms with Apply buttons, links for pages and chips (and the buttons that need scripts, hidden by CSS)", () => {
    const page = pageContext({ pathname: PATH, categoryId: "100200", search: "color=Black&size=M" });
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <EngineProvider value={{ registry: createRegistry([]), page }}>
          <ProductGrid blockId="grid" categoryId="100200" data={searchAnswer({ ...JACKETS_BLACK_M, total: 60 })} />
        </EngineProvider>
      </QueryClientProvider>,
    );
    expect(html).toContain(`data-product-id="${JACKETS_BLACK_M.hits[0]!.productId}"`);
    expect(html.match(/<form[^>]* action="\/en-us\/c\/jackets-100200" method="get"/g)).toHaveLength(2);
    expect(html.match(/>Apply<\/button>/g)).toHaveLength(2);
    expect(html).toContain(`href="${PATH}?color=Black&amp;size=M&amp;page=2"`);
    // The Filter and quick shop buttons are in the HTML too, so that hydration moves nothing
    // (hidden by CSS where scripts do not run: listing.module.css, product-tile.module.css).
    expect(html).toMatch(/<button type="button" class="[^"]*filterButton[^"]*" aria-haspopup="dialog">Filter \(2\)<\/button>/);
    expect(html.match(/>Quick shop<\/button>/g)).toHaveLength(JACKETS_BLACK_M.hits.length);
    expect(html).not.toContain("Favourite");
    expect(html).not.toContain("Load more");
  });
});
