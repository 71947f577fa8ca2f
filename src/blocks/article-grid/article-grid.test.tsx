// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { expectConsole } from "../../../tests/setup/fail-on-console.ts";
import ArticleGrid from "./article-grid.tsx";
import { articleGridSchema } from "./schema.ts";
import { firstPageParams } from "./article-search.ts";
import { gridSearch } from "./grid-search.ts";
import { tagParamName } from "./tag-filter-param.ts";
import { article, searchArticles } from "./testing/fake-article-search.ts";
import { axeViolations, renderArticleBlock, stubArticleRoute } from "./testing/render-article-block.tsx";

const BLOCK_ID = "journal-grid";
const PARAM = tagParamName(BLOCK_ID);

const TAGS = {
  hiking: { id: "hiking", label: "Hiking" },
  camping: { id: "camping", label: "Camping" },
  running: { id: "running", label: "Running" },
  care: { id: "gear-care", label: "Gear care" },
  climbing: { id: "climbing", label: "Climbing" },
  skiing: { id: "skiing", label: "Skiing" },
};

/** Ten articles, newest first a-0 … a-9; camping on a-1, a-4, a-7. */
const ARTICLES = Array.from({ length: 10 }, (_, index) =>
  article({
    slug: `a-${index}`,
    title: `Article ${index}`,
    date: `2026-01-${String(20 - index).padStart(2, "0")}`,
    tags: [TAGS.hiking, ...(index % 3 === 1 ? [TAGS.camping] : []), ...(index === 2 ? [TAGS.running, TAGS.care, TAGS.climbing, TAGS.skiing] : [])],
  }),
);

function renderGrid(fields: Record<string, unknown> = {}, { serverData = true } = {}) {
  const props = articleGridSchema.parse({ title: "From the journal", ...fields });
  // What the server's data provider answered for the initial search.
  const data = serverData ? searchArticles(ARTICLES, firstPageParams(gridSearch(props))) : undefined;
  return renderArticleBlock(ArticleGrid, { ...props, data }, { blockId: BLOCK_ID, context: { pathname: "/en-us/journal" } });
}

const cards = () => screen.queryAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
const tagButton = (name: RegExp) => screen.getByRole("button", { name });

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.history.replaceState(null, "", "/en-us/journal");
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("article grid", () => {
  test("shows the server's first page (initial load 3) without asking again, with a load more button counting the rest", async () => {
    const route = stubArticleRoute(ARTICLES);
    const { container } = renderGrid();
    expect(cards()).toEqual(["Article 0", "Article 1", "Article 2"]);
    expect(screen.getByRole("button", { name: /Load more \(7 more\)/ })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Showing 3 of 10 articles");
    expect(route.searches).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
  });

  test("load more raises the offset by the page size, appends, and moves focus to the first new card", async () => {
    const route = stubArticleRoute(ARTICLES);
    renderGrid();
    const more = screen.getByRole("button", { name: /Load more/ });
    more.focus();
    await act(async () => fireEvent.click(more));
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(route.searches).toEqual([{ offset: 3, limit: 3 }]);
    expect(cards()).toEqual(["Article 0", "Article 1", "Article 2", "Article 3", "Article 4", "Article 5"]);
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Article 3"));
    expect(screen.getByRole("button", { name: /Load more \(4 more\)/ })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Showing 6 of 10 articles");
  });

  test("a configured page size: first the initial load, then pages of that size until none remain", async () => {
    const route = stubArticleRoute(ARTICLES);
    renderGrid({ initialLoad: 4, pageSize: 5 });
    expect(cards()).toHaveLength(4);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: /Load more \(6 more\)/ })));
    await waitFor(() => expect(cards()).toHaveLength(9));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: /Load more \(1 more\)/ })));
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(route.searches.map(({ offset, limit }) => [offset, limit])).toEqual([[4, 5], [9, 5]]);
    expect(screen.queryByRole("button", { name: /Load more/ })).toBeNull();
  });

  test("a failed load more is logged and shows nothing new; focus stays on the button", async () => {
    stubArticleRoute(ARTICLES, (params) => (params.offset ?? 0) > 0);
    expectConsole("error", /\[articles\] article search failed for RL-US \(offset=3&limit=3\): .*503/);
    renderGrid();
    const more = screen.getByRole("button", { name: /Load more/ });
    more.focus();
    await act(async () => fireEvent.click(more));
    await waitFor(() => expect(screen.getByRole("button", { name: /Load more/ }).getAttribute("aria-busy")).toBeNull());
    expect(cards()).toEqual(["Article 0", "Article 1", "Article 2"]);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: /Load more/ }));
  });

  test("toggling a tag pushes it into the URL without a reload and searches again from offset 0", async () => {
    const route = stubArticleRoute(ARTICLES);
    const push = vi.spyOn(window.history, "pushState");
    renderGrid();
    await act(async () => fireEvent.click(tagButton(/^Camping/)));
    await waitFor(() => expect(cards()).toEqual(["Article 1", "Article 4", "Article 7"]));
    expect(push).toHaveBeenCalledTimes(1);
    expect(new URL(window.location.href).searchParams.getAll(PARAM)).toEqual(["camping"]);
    expect(route.searches).toEqual([{ tags: ["camping"], offset: 0, limit: 3 }]);
    expect(tagButton(/^Camping/).getAttribute("aria-pressed")).toBe("true");
    expect(screen.queryByRole("button", { name: /Load more/ })).toBeNull();

    // A second tag: both in the URL, the count on "clear all".
    await act(async () => fireEvent.click(tagButton(/^Running/)));
    await waitFor(() => expect(cards()).toEqual(["Article 1", "Article 2", "Article 4"]));
    expect(new URL(window.location.href).searchParams.getAll(PARAM)).toEqual(["camping", "running"]);
    expect(screen.getByRole("button", { name: "Clear all (2)" })).toBeTruthy();
  });

  test("clear all goes back to the initial tags and takes the parameter out of the URL", async () => {
    stubArticleRoute(ARTICLES);
    window.history.replaceState(null, "", `/en-us/journal?x=1&${new URLSearchParams([[PARAM, "camping"]])}`);
    renderGrid();
    await waitFor(() => expect(cards()).toEqual(["Article 1", "Article 4", "Article 7"]));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Clear all (1)" })));
    await waitFor(() => expect(cards()).toEqual(["Article 0", "Article 1", "Article 2"]));
    expect(window.location.search).toBe("?x=1");
    expect(screen.queryByRole("button", { name: /Clear all/ })).toBeNull();
  });

  test("the selection survives a reload: tags are read from the URL after hydration", async () => {
    const route = stubArticleRoute(ARTICLES);
    window.history.replaceState(null, "", `/en-us/journal?${new URLSearchParams([[PARAM, "camping"], [PARAM, "Not valid!"]])}`);
    renderGrid();
    await waitFor(() => expect(cards()).toEqual(["Article 1", "Article 4", "Article 7"]));
    expect(route.searches).toEqual([{ tags: ["camping"], offset: 0, limit: 3 }]);
    // The invalid id is dropped from the address too, without a new history entry.
    expect(new URL(window.location.href).searchParams.getAll(PARAM)).toEqual(["camping"]);
  });

  test("a selected tag the site does not have shows without a count, and can be deselected", async () => {
    stubArticleRoute(ARTICLES);
    window.history.replaceState(null, "", `/en-us/journal?${new URLSearchParams([[PARAM, "snowshoeing"]])}`);
    renderGrid();
    await waitFor(() => expect(screen.getByText("No articles match the selected tags.")).toBeTruthy());
    const chip = screen.getByRole("button", { name: "snowshoeing" });
    expect(chip.getAttribute("aria-pressed")).toBe("true");
    await act(async () => fireEvent.click(chip));
    await waitFor(() => expect(cards()).toEqual(["Article 0", "Article 1", "Article 2"]));
    expect(window.location.search).toBe("");
  });

  test("back and forward restore the selection", async () => {
    stubArticleRoute(ARTICLES);
    renderGrid();
    await act(async () => fireEvent.click(tagButton(/^Camping/)));
    await waitFor(() => expect(cards()).toEqual(["Article 1", "Article 4", "Article 7"]));
    // Back: the URL has no selection any more.
    await act(async () => {
      window.history.replaceState(null, "", "/en-us/journal");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await waitFor(() => expect(cards()).toEqual(["Article 0", "Article 1", "Article 2"]));
    expect(tagButton(/^Camping/).getAttribute("aria-pressed")).toBe("false");
    // Forward again.
    await act(async () => {
      window.history.replaceState(null, "", `/en-us/journal?${new URLSearchParams([[PARAM, "camping"]])}`);
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await waitFor(() => expect(cards()).toEqual(["Article 1", "Article 4", "Article 7"]));
  });

  test("see more / see less: facets beyond the per-breakpoint count are hidden by CSS until expanded", async () => {
    stubArticleRoute(ARTICLES);
    renderGrid();
    const group = screen.getByRole("group", { name: "Filter by tag" });
    const items = within(group).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["Hiking (10)", "Camping (3)", "Climbing (1)", "Gear care (1)", "Running (1)", "Skiing (1)"]);
    // sm shows 4: the 5th and 6th are hidden on small screens only.
    expect(items.map((item) => item.className)).toEqual(["", "", "", "", "hide-sm", "hide-sm"]);
    const toggle = screen.getByRole("button", { name: "See more" });
    expect(toggle.className).toContain("hide-md");
    expect(toggle.className).toContain("hide-lg");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await act(async () => fireEvent.click(toggle));
    expect(within(group).getAllByRole("listitem").every((item) => item.className === "")).toBe(true);
    expect(screen.getByRole("button", { name: "See less" }).getAttribute("aria-expanded")).toBe("true");
  });

  test("without server data and with a failing search, the grid renders nothing and the failure is logged", async () => {
    stubArticleRoute(ARTICLES, () => true);
    expectConsole("error", /\[articles\] article search failed for RL-US/);
    const { container } = renderGrid({}, { serverData: false });
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await act(async () => undefined);
    expect(container.innerHTML).toBe("");
  });

  test("no articles at all: a short note", () => {
    stubArticleRoute([]);
    renderArticleBlock(ArticleGrid, { ...articleGridSchema.parse({}), data: searchArticles([], { offset: 0, limit: 3 }) }, { blockId: BLOCK_ID });
    expect(screen.getByText("No articles yet.")).toBeTruthy();
  });

  test("in French on the Canadian French site", () => {
    stubArticleRoute(ARTICLES);
    const props = articleGridSchema.parse({});
    renderArticleBlock(ArticleGrid, { ...props, data: searchArticles(ARTICLES, firstPageParams(gridSearch(props))) }, { blockId: BLOCK_ID, siteId: "RL-CAFR" });
    expect(screen.getByRole("group", { name: "Filtrer par thème" })).toBeTruthy();
    expect(screen.getByRole("button", { name: /Charger plus \(7 de plus\)/ })).toBeTruthy();
    // Day first in Canada.
    expect(screen.getAllByRole("time")[0]!.textContent).toBe("20/01/2026");
  });
});
