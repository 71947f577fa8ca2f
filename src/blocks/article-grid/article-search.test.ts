import { describe, expect, test, vi } from "vitest";
import { InfiniteQueryObserver, QueryClient } from "@tanstack/react-query";
import { expectConsole } from "../../../tests/setup/fail-on-console.ts";
import { pageContext } from "../../engine/react/testing/render-page.tsx";
import { articleSearchQueryString, firstPageParams, nextPageOffset, pageAt, articleGridPagesQueryOptions } from "./article-search.ts";
import { fetchArticleSearch, isArticleSearchAnswer } from "./fetch-article-search.ts";
import { gridSearch } from "./grid-search.ts";
import { articleGridQueryOptions } from "./index.ts";
import { articleGridSchema, DEFAULT_INITIAL_LOAD } from "./schema.ts";
import { article, fakeArticleSearch } from "./testing/fake-article-search.ts";
import { tagIdOf } from "../../../contracts/content/article-tags.ts";
import { bindFrontApi, type FrontApi } from "../../app/front-api/front-api.ts";

const answer = (offset: number, limit: number, numFound: number, returned = Math.max(0, Math.min(limit, numFound - offset))) => ({
  offset,
  limit,
  numFound,
  result: Array.from({ length: returned }, (_, index) => article({ slug: `a-${offset + index}` })),
  facets: [],
});

describe("article grid paging", () => {
  test("the initial load is 3 when the editor set none (spec §9), and load more adds as many", () => {
    const props = articleGridSchema.parse({});
    expect(DEFAULT_INITIAL_LOAD).toBe(3);
    expect(props.initialLoad).toBe(3);
    expect(gridSearch(props)).toMatchObject({ initialLoad: 3, pageSize: 3, tags: [] });
    expect(firstPageParams(gridSearch(props))).toMatchObject({ offset: 0, limit: 3 });
  });

  test.each([
    // initialLoad, pageSize, offset → limit
    [3, 3, 0, 3],
    [3, 3, 3, 3],
    [6, 3, 0, 6],
    [6, 3, 6, 3],
    [6, 3, 9, 3],
  ])("initial load %i, page size %i: the page at offset %i holds %i", (initialLoad, pageSize, offset, limit) => {
    expect(pageAt(offset, { initialLoad, pageSize })).toEqual({ offset, limit });
  });

  test.each([
    ["first page of 3, 10 found: next at 3", answer(0, 3, 10), 3],
    ["second page, 10 found: next at 6", answer(3, 3, 10), 6],
    ["last full page: none", answer(6, 4, 10), undefined],
    ["a short page: none", answer(6, 3, 8), undefined],
    ["nothing found: none", answer(0, 3, 0), undefined],
    ["exactly one page: none", answer(0, 3, 3), undefined],
    ["a short page though numFound says more (articles unpublished meanwhile): none", answer(3, 3, 20, 1), undefined],
  ])("%s", (_name, last, expected) => {
    expect(nextPageOffset(last)).toBe(expected);
  });

  test("read more raises the offset by the page size and appends; the offsets asked are 0, 3, 6, 9", async () => {
    const search = fakeArticleSearch(Array.from({ length: 10 }, (_, index) => article({ slug: `a-${index}`, date: `2026-01-${String(20 - index).padStart(2, "0")}` })));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const observer = new InfiniteQueryObserver(client, articleGridPagesQueryOptions("RL-US", gridSearch(articleGridSchema.parse({})), search));
    await observer.refetch();
    let result = observer.getCurrentResult();
    while (result.hasNextPage) result = await observer.fetchNextPage();
    expect(search.calls.map((call) => [call.params.offset, call.params.limit])).toEqual([[0, 3], [3, 3], [6, 3], [9, 3]]);
    expect(result.data!.pages.flatMap((page) => page.result).map((result) => result.slug)).toEqual(
      Array.from({ length: 10 }, (_, index) => `a-${index}`),
    );
  });

  test("the data provider asks for the first page of the initial search (offset 0, initial load)", () => {
    const options = articleGridQueryOptions(articleGridSchema.parse({ initialLoad: 6, initialTags: ["hiking"], sort: "date" }), pageContext());
    expect(options.queryKey).toEqual(["content", "articles", "RL-US", "tags=hiking&offset=0&limit=6&sort=date"]);
  });
});

describe("article search request", () => {
  test.each([
    [{}, ""],
    [{ q: "  down jacket ", offset: 0, limit: 4 }, "q=down+jacket&offset=0&limit=4"],
    [{ tags: ["hiking", "camping", "hiking", "Not A Tag"] }, "tags=camping%2Chiking"],
    [{ exclude: "layering-guide", sort: "date" as const }, "exclude=layering-guide&sort=date"],
  ])("%j → %s", (params, expected) => {
    expect(articleSearchQueryString(params)).toBe(expected);
  });

  test.each([
    ["Hiking", "hiking"],
    ["Gear care", "gear-care"],
    ["Entretien du matériel", "entretien-du-materiel"],
    ["Wandern & Klettern", "wandern-klettern"],
  ])("tag id of %s is %s", (label, id) => {
    expect(tagIdOf(label)).toBe(id);
  });
});

describe("fetchArticleSearch", () => {
  /** A front-end API whose article search answers as told (its other calls are not expected). */
  const frontApi = (articles: FrontApi["articles"]): FrontApi => {
    const unexpected = () => Promise.reject(new Error("not expected"));
    return { articles: vi.fn(articles), popUps: unexpected, childPages: unexpected, audience: unexpected, sizeChart: unexpected };
  };
  const clientOf = (api: FrontApi) => bindFrontApi(new QueryClient(), api);

  test("asks the front-end API's article search with the search's query, and checks the answer", async () => {
    const api = frontApi(async () => answer(0, 3, 1));
    const result = await fetchArticleSearch("RL-US", { tags: ["hiking"], offset: 0, limit: 3 }, clientOf(api));
    expect(result.numFound).toBe(1);
    const [siteId, query] = vi.mocked(api.articles).mock.calls[0]!;
    expect([siteId, String(query)]).toEqual(["RL-US", "tags=hiking&offset=0&limit=3"]);
  });

  test("a failure is logged with the site and the search, and thrown", async () => {
    expectConsole("error", /\[articles\] article search failed for RL-US \(tags=hiking&offset=3&limit=3\): GET .* answered 503/);
    const api = frontApi(() => Promise.reject(new Error("GET /fapi/components/articles/RL-US answered 503")));
    await expect(fetchArticleSearch("RL-US", { tags: ["hiking"], offset: 3, limit: 3 }, clientOf(api))).rejects.toThrow(/503/);
  });

  test("an answer of another shape is a failure too", async () => {
    expectConsole("error", /\[articles\] article search failed for RL-GB/);
    await expect(fetchArticleSearch("RL-GB", {}, clientOf(frontApi(async () => ({ items: [] }))))).rejects.toThrow();
  });
});

describe("isArticleSearchAnswer (the outline the browser checks; the server validated the rest)", () => {
  const valid = answer(0, 3, 1);
  const without = (field: keyof typeof valid) => Object.fromEntries(Object.entries(valid).filter(([name]) => name !== field));
  test.each([
    ["a search answer", valid, true],
    ["no results", answer(3, 3, 3), true],
    ["extra fields", { ...valid, took: 12 }, true],
    ["null", null, false],
    ["a list", [valid], false],
    ["no result list", without("result"), false],
    ["no facets", without("facets"), false],
    ["no numFound", without("numFound"), false],
    ["results not a list", { ...valid, result: valid.result[0] }, false],
    ["a null result", { ...valid, result: [null] }, false],
    ["a facet that is text", { ...valid, facets: ["hiking"] }, false],
    ["a count as text", { ...valid, numFound: "1" }, false],
    ["a negative offset", { ...valid, offset: -3 }, false],
    ["a fractional offset", { ...valid, offset: 1.5 }, false],
    ["a limit of 0 (paging would never move)", { ...valid, limit: 0 }, false],
  ])("%s: %s", (_name, value, expected) => {
    expect(isArticleSearchAnswer(value)).toBe(expected);
  });
});
