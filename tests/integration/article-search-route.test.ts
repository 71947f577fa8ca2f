import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { Hono } from "hono";
import { expectConsole } from "../setup/fail-on-console.ts";
import { ContentUnavailableError } from "../../src/app/content/content-client.server.ts";
import { articleSearchHandler, articleSearchResource, createArticleSearchHandler, type PublishedContentFetch } from "../../server/fapi-articles.ts";
import { article as articleDocument, contentUnderTest, DATABASE_TIMEOUT_MS, type ContentUnderTest } from "../../backend/content/testing/content-test-kit.ts";
import { articleSearchAnswer } from "../../contracts/api/content.ts";
import { searchArticles, article } from "../../src/blocks/article-grid/testing/fake-article-search.ts";

/** The storefront route `GET /fapi/components/articles/{siteId}` (server/fapi-articles.ts), over a fake content service. */
function app(fetchPublished: PublishedContentFetch) {
  const fapi = new Hono();
  fapi.get("/components/articles/:siteId", createArticleSearchHandler(fetchPublished));
  const root = new Hono();
  root.route("/fapi", fapi);
  return root;
}

const ARTICLES = [article({ slug: "layering-guide", tags: [{ id: "hiking", label: "Hiking" }] })];

describe("article search route", () => {
  test("forwards a validated, rebuilt query to the published content service and answers its result", async () => {
    const fetchPublished = vi.fn<PublishedContentFetch>(async () => searchArticles(ARTICLES, {}));
    const response = await app(fetchPublished).request("/fapi/components/articles/RL-US?tags=hiking&tagId=camping&offset=3&limit=3&exclude=journal&q=%20warm%20&sort=date");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    expect(fetchPublished).toHaveBeenCalledWith("search/RL-US/article?q=warm&tags=hiking%2Ccamping&offset=3&limit=3&exclude=journal&sort=date");
    expect(((await response.json()) as { numFound: number }).numFound).toBe(1);
  });

  test("defaults: offset 0, limit 10", () => {
    expect(articleSearchResource("RL-DE", {})).toEqual({ ok: true, resource: "search/RL-DE/article?offset=0&limit=10" });
  });

  test.each([
    ["an unknown site", "/fapi/components/articles/XX-YY", /Unknown site/],
    ["a preview mode asked for", "/fapi/components/articles/RL-US?mode=preview", /Unknown parameter mode/],
    ["a preview date", "/fapi/components/articles/RL-US?previewDateTime=2030-01-01T00:00:00Z", /Unknown parameter previewDateTime/],
    ["a limit above 50", "/fapi/components/articles/RL-US?limit=51", /limit/],
    ["a negative offset", "/fapi/components/articles/RL-US?offset=-3", /offset/],
    ["a tag that is no tag id", "/fapi/components/articles/RL-US?tags=hiking,%3Cscript%3E", /no tag id/],
    ["an exclude that is no slug", "/fapi/components/articles/RL-US?exclude=../admin", /exclude/],
    ["a parameter given twice", "/fapi/components/articles/RL-US?offset=0&offset=3", /once/],
    ["an unknown sort", "/fapi/components/articles/RL-US?sort=random", /sort/],
  ])("400 for %s, and the content service is not asked", async (_name, path, message) => {
    const fetchPublished = vi.fn<PublishedContentFetch>();
    const response = await app(fetchPublished).request(path);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errorDetails: { errorId: string; message: string }[] };
    expect(body.errorDetails[0]!.errorId).toBe("API400");
    expect(body.errorDetails[0]!.message).toMatch(message);
    expect(fetchPublished).not.toHaveBeenCalled();
  });

  test("the content service failing: 503, logged", async () => {
    expectConsole("error", /\[fapi\] article search failed: search\/RL-US\/article/);
    const response = await app(async () => {
      throw new ContentUnavailableError("/publish/caas/v1/canvas/search/RL-US/article", 500);
    }).request("/fapi/components/articles/RL-US");
    expect(response.status).toBe(503);
  });

  test("an answer of another shape: 502, logged, nothing of it passed on", async () => {
    expectConsole("error", /\[fapi\] article search answered an unexpected shape/);
    const response = await app(async () => ({ result: [{ secret: "draft" }] })).request("/fapi/components/articles/RL-US");
    expect(response.status).toBe(502);
    expect(await response.text()).not.toContain("draft");
  });
});

describe("article search route over the content service", () => {
  let content: ContentUnderTest;
  beforeAll(async () => {
    content = await contentUnderTest({
      roots: [
        {
          "RL-US/pages/layering-guide.json": articleDocument("layering-guide", { date: "2026-01-10", tags: ["Hiking", "Gear care"], title: "The layering guide" }),
          "RL-US/pages/winter-camping.json": articleDocument("winter-camping", { date: "2026-02-14", tags: ["Camping", "Hiking"], title: "Winter camping" }),
          "RL-US/pages/repair-your-jacket.json": articleDocument("repair-your-jacket", { date: "2025-11-20", tags: ["Gear care"], title: "Repair your jacket" }),
          // A draft: editors see it in preview, shoppers never.
          "RL-US/pages/packing-list.draft.json": articleDocument("packing-list", { date: "2026-04-01", tags: ["Hiking"], title: "The hiking packing list" }),
        },
      ],
    });
  }, DATABASE_TIMEOUT_MS);
  afterAll(() => content?.close());

  /** The storefront's content client talks to the service under test. */
  function stubContentService() {
    vi.stubGlobal("fetch", async (url: string | URL, init?: RequestInit) => {
      const target = new URL(String(url));
      return content.app.request(`${target.pathname}${target.search}`, { headers: init?.headers });
    });
  }

  const route = () => {
    const root = new Hono();
    root.get("/fapi/components/articles/:siteId", articleSearchHandler);
    return root;
  };

  test("tags, exclusion and paging reach the service; drafts never do", async () => {
    stubContentService();
    try {
      const response = await route().request("/fapi/components/articles/RL-US?tags=hiking&exclude=layering-guide&limit=4");
      expect(response.status).toBe(200);
      const answer = articleSearchAnswer.parse(await response.json());
      expect(answer.result.map((item) => item.slug)).toEqual(["winter-camping"]);
      expect(answer.limit).toBe(4);

      const all = articleSearchAnswer.parse(await (await route().request("/fapi/components/articles/RL-US?offset=0&limit=50")).json());
      expect(all.result.map((item) => item.slug)).not.toContain("packing-list");
      expect(all.numFound).toBe(3);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
