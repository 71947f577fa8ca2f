import { describe, expect, test } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { pageContext } from "../../engine/react/testing/render-page.tsx";
import { article } from "../article-grid/testing/fake-article-search.ts";
import { relatedArticlesQueryOptions } from "./index.ts";
import { articlePageSchema } from "./schema.ts";
import { parseRelatedQuery, RELATED_ARTICLES_LIMIT, relatedSearch, relatedToShow, slugOfPath } from "./related-articles.ts";

describe("related query", () => {
  test.each([
    ["tags=hiking,gear-care", { tags: ["hiking", "gear-care"] }],
    ["?tags=hiking", { tags: ["hiking"] }],
    ["tagId=hiking&tagId=camping", { tags: ["hiking", "camping"] }],
    ["q=down%20jacket&sort=date", { q: "down jacket", sort: "date" }],
  ])("%s is read as %j", (query, expected) => {
    expect(parseRelatedQuery(query)).toEqual(expected);
  });

  test.each([
    ["limit=100", /unknown parameter "limit"/],
    ["exclude=home", /unknown parameter "exclude"/],
    ["tags=Hiking Boots", /no tag id/],
    ["sort=random", /sort is one of relevance, date, title/],
    ["", /give words \(q=\) or tags \(tags=\)/],
  ])("%s is refused: %s", (query, message) => {
    expect(parseRelatedQuery(query)).toMatch(message);
  });

  test("the schema names the field", () => {
    const result = articlePageSchema.safeParse({ title: "Layering", relatedQuery: "limit=20" });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(["relatedQuery"]);
  });
});

describe("related articles", () => {
  test.each([
    ["/en-us/layering-guide", "en-us", "layering-guide"],
    ["/de-de/pflege-von-daune", "de-de", "pflege-von-daune"],
    ["/en-us", "en-us", undefined],
    ["/en-us/p/summit-parka-NF0A3C8D", "en-us", undefined],
    ["/fr-ca/layering-guide", "en-us", undefined],
  ])("the article's own slug in %s (%s) is %s", (pathname, localePath, slug) => {
    expect(slugOfPath(pathname, localePath)).toBe(slug);
  });

  test.each([
    ["its related query first", { relatedQuery: "tags=camping", tags: [{ id: "hiking", label: "Hiking" }] }, { tags: ["camping"], offset: 0, limit: 4, exclude: "layering-guide" }],
    ["else its tags (ids derived from labels)", { tags: [{ id: "hiking", label: "Hiking" }, { label: "Gear care" }] }, { tags: ["hiking", "gear-care"], offset: 0, limit: 4, exclude: "layering-guide" }],
    ["nothing to search by: no search", { tags: [] }, undefined],
  ])("searches by %s, 4 at most, itself excluded", (_name, source, expected) => {
    expect(relatedSearch(source, "layering-guide")).toEqual(expected);
  });

  test("on a page without a slug nothing is excluded", () => {
    expect(relatedSearch({ tags: [{ id: "hiking", label: "Hiking" }] }, undefined)).toEqual({ tags: ["hiking"], offset: 0, limit: RELATED_ARTICLES_LIMIT });
  });

  test("shows at most 4, never the article itself, whatever the answer holds", () => {
    const results = ["a", "layering-guide", "b", "c", "d", "e"].map((slug) => article({ slug }));
    expect(RELATED_ARTICLES_LIMIT).toBe(4);
    expect(relatedToShow(results, "layering-guide").map((result) => result.slug)).toEqual(["a", "b", "c", "d"]);
    expect(relatedToShow(results.slice(0, 3), "layering-guide").map((result) => result.slug)).toEqual(["a", "b"]);
  });

  test("the data provider's query: limit 4, the page's slug excluded", () => {
    const props = articlePageSchema.parse({ title: "The layering guide", relatedQuery: "tags=hiking,gear-care" });
    const options = relatedArticlesQueryOptions(props, pageContext({ pathname: "/en-us/layering-guide" }));
    expect(options.queryKey).toEqual(["content", "articles", "RL-US", "tags=gear-care%2Chiking&offset=0&limit=4&exclude=layering-guide"]);
  });

  test("related articles switched off, or nothing to search by: an empty answer without a call", async () => {
    for (const fields of [{ title: "A", relatedQuery: "tags=hiking", showRelated: false }, { title: "A" }]) {
      const options = relatedArticlesQueryOptions(articlePageSchema.parse(fields), pageContext({ pathname: "/en-us/a" }));
      expect(options.queryKey.at(-1)).toBe("none");
      const answer = await new QueryClient().fetchQuery(options);
      expect(answer.result).toEqual([]);
    }
  });
});
