// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/react";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { expectConsole } from "../../../tests/setup/fail-on-console.ts";
import { pageContext } from "../../engine/react/testing/render-page.tsx";
import { article, searchArticles } from "../article-grid/testing/fake-article-search.ts";
import type { ArticleSearchAnswer } from "../article-grid/article-search.ts";
import { axeViolations, renderArticleBlock, stubArticleRoute } from "../article-grid/testing/render-article-block.tsx";
import ArticlePage from "./article-page.tsx";
import { relatedArticlesQueryOptions } from "./index.ts";
import { articlePageSchema } from "./schema.ts";

const HIKING = { id: "hiking", label: "Hiking" };
const FIELDS = {
  eyebrow: "Know-how",
  title: "The layering guide",
  subtitle: "Three layers keep you dry and warm.",
  date: "2026-02-10",
  media: { type: "image", url: "/media/card-jackets.svg", alt: "Three jackets", width: 800, height: 600 },
  tags: [HIKING],
};
/** Six hiking articles besides the article itself. */
const ARTICLES = [article({ slug: "layering-guide", tags: [HIKING], date: "2026-02-10" }), ...Array.from({ length: 6 }, (_, index) => article({ slug: `hike-${index}`, title: `Hike ${index}`, tags: [HIKING], date: `2026-01-0${index + 1}` }))];

/** `data: null`: the related articles failed (the engine passes no data). */
function renderArticle(fields: Record<string, unknown> = {}, { siteId = "RL-US", data = searchArticles(ARTICLES, { tags: ["hiking"], limit: 10 }) as ArticleSearchAnswer | null } = {}) {
  const localePath = { "RL-US": "en-us", "RL-GB": "en-gb", "RL-DE": "de-de" }[siteId]!;
  return renderArticleBlock(ArticlePage, { ...articlePageSchema.parse({ ...FIELDS, ...fields }), data: data ?? undefined }, { siteId, context: { pathname: `/${localePath}/layering-guide` } });
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("article page", () => {
  test("media, eyebrow, title, subtitle and date; related articles under their heading, 4 at most, never itself", async () => {
    const { container } = renderArticle();
    expect(screen.getByRole("heading", { level: 2, name: "The layering guide" })).toBeTruthy();
    expect(screen.getByText("Know-how")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Three jackets" }).getAttribute("loading")).toBe("eager");
    expect(screen.getByText("Published").querySelector("time")?.getAttribute("dateTime")).toBe("2026-02-10");
    const related = screen.getByRole("region", { name: "Related articles" });
    const titles = Array.from(related.querySelectorAll("h3")).map((heading) => heading.textContent);
    expect(titles).toEqual(["Hike 5", "Hike 4", "Hike 3", "Hike 2"]);
    expect(titles).not.toContain("layering guide");
    expect(await axeViolations(container)).toEqual([]);
  });

  test.each([
    ["RL-US", "02/10/2026"],
    ["RL-GB", "10/02/2026"],
    ["RL-DE", "10/02/2026"],
  ])("the date in the site's format: %s shows %s", (siteId, shown) => {
    renderArticle({}, { siteId });
    expect(screen.getAllByRole("time")[0]!.textContent).toBe(shown);
  });

  test("in German: the related heading and date label of the site language", () => {
    renderArticle({}, { siteId: "RL-DE" });
    expect(screen.getByRole("region", { name: "Ähnliche Artikel" })).toBeTruthy();
    expect(screen.getByText(/Veröffentlicht am/)).toBeTruthy();
  });

  test("hidePageDate keeps the date off the page", () => {
    renderArticle({ hidePageDate: true, showRelated: false }, { data: searchArticles([], {}) });
    expect(screen.queryByRole("time")).toBeNull();
    expect(screen.queryByText("Published")).toBeNull();
  });

  test("an editor's related heading replaces the default", () => {
    renderArticle({ relatedTitle: "Keep reading" });
    expect(screen.getByRole("region", { name: "Keep reading" })).toBeTruthy();
  });

  test("no related data (deferred data failed): the article renders without the section", () => {
    renderArticle({}, { data: null });
    expect(screen.getByRole("heading", { name: "The layering guide" })).toBeTruthy();
    expect(screen.queryByRole("region")).toBeNull();
  });

  test("a failing related search is logged and leaves no data (the engine renders the empty state)", async () => {
    stubArticleRoute(ARTICLES, () => true);
    expectConsole("error", /\[articles\] article search failed for RL-US \(tags=hiking&offset=0&limit=4&exclude=layering-guide\)/);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = relatedArticlesQueryOptions(articlePageSchema.parse(FIELDS), pageContext({ pathname: "/en-us/layering-guide" }));
    // As the server prefetches: the failure is swallowed, the query holds no data.
    await client.prefetchQuery(options);
    await waitFor(() => expect(client.getQueryState(options.queryKey)?.status).toBe("error"));
    expect(client.getQueryData(options.queryKey)).toBeUndefined();
  });

  test("video media plays with controls, no autoplay", () => {
    renderArticle({ media: { type: "video", url: "/media/trail.mp4", poster: "/media/story-trail.svg", alt: "A trail at dawn" } });
    const video = document.querySelector("video")!;
    expect(video.hasAttribute("controls")).toBe(true);
    expect(video.hasAttribute("autoplay")).toBe(false);
  });

  test("the schema needs a title and a calendar date", () => {
    expect(articlePageSchema.safeParse({ ...FIELDS, title: " " }).error?.issues[0]?.message).toBe("An article page needs a title");
    expect(articlePageSchema.safeParse({ ...FIELDS, date: "10/02/2026" }).error?.issues[0]?.message).toBe("The date is a calendar date written YYYY-MM-DD");
  });
});
