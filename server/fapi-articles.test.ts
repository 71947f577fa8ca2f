import { describe, expect, test, vi } from "vitest";
import { Hono } from "hono";
import { expectConsole } from "../tests/setup/fail-on-console.ts";
import { articleSearchQuery } from "../src/app/front-api/article-search-request.server.ts";
import { testStorefrontServices } from "../src/app/testing/storefront-services.ts";
import { searchArticles, article } from "../src/blocks/article-grid/testing/fake-article-search.ts";
import { createFapi } from "./fapi.ts";

type ContentService = (request: Request) => Promise<Response>;

/**
 * The storefront route `GET /fapi/components/articles/{siteId}` (its function in
 * src/app/front-api/front-api.server.ts), over a fake content service. Over the real content
 * service: tests/integration/article-search-route.test.ts.
 */
function app(contentService: ContentService) {
  const root = new Hono();
  root.route("/fapi", createFapi({ frontApi: testStorefrontServices({ fetch: contentService }).frontApi }));
  return root;
}

/** The resource path asked of the content service. */
const askedFor = (contentService: ReturnType<typeof vi.fn<ContentService>>) => {
  const url = new URL(contentService.mock.calls[0]![0].url);
  return `${url.pathname}${url.search}`;
};

const ARTICLES = [article({ slug: "layering-guide", tags: [{ id: "hiking", label: "Hiking" }] })];

describe("article search route", () => {
  test("forwards a validated, rebuilt query to the published content service and answers its result", async () => {
    const contentService = vi.fn<ContentService>(async () => Response.json(searchArticles(ARTICLES, {})));
    const response = await app(contentService).request("/fapi/components/articles/RL-US?tags=hiking&tagId=camping&offset=3&limit=3&exclude=journal&q=%20warm%20&sort=date");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    expect(askedFor(contentService)).toBe("/publish/caas/v1/canvas/search/RL-US/article?q=warm&tags=hiking%2Ccamping&offset=3&limit=3&exclude=journal&sort=date");
    expect(((await response.json()) as { numFound: number }).numFound).toBe(1);
  });

  test("defaults: offset 0, limit 10", () => {
    const request = articleSearchQuery("RL-DE", {});
    expect(request.ok && request.query.toString()).toBe("offset=0&limit=10");
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
    const contentService = vi.fn<ContentService>();
    const response = await app(contentService).request(path);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errorDetails: { errorId: string; message: string }[] };
    expect(body.errorDetails[0]!.errorId).toBe("API400");
    expect(body.errorDetails[0]!.message).toMatch(message);
    expect(contentService).not.toHaveBeenCalled();
  });

  test("the content service failing: 503, logged", async () => {
    expectConsole("error", /\[fapi\] article search failed: .*search\/RL-US\/article/);
    const response = await app(async () => new Response("{}", { status: 500 })).request("/fapi/components/articles/RL-US");
    expect(response.status).toBe(503);
  });

  test("an answer of another shape: 502, logged, nothing of it passed on", async () => {
    expectConsole("error", /\[fapi\] article search answered off its contract/);
    const response = await app(async () => Response.json({ result: [{ secret: "draft" }] })).request("/fapi/components/articles/RL-US");
    expect(response.status).toBe(502);
    expect(await response.text()).not.toContain("draft");
  });
});
