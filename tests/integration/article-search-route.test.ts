import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Hono } from "hono";
import { article as articleDocument, contentUnderTest, DATABASE_TIMEOUT_MS, type ContentUnderTest } from "../../backend/testing/index.ts";
import { articleSearchAnswer } from "../../contracts/api/content.ts";
import { testStorefrontServices } from "../../src/app/testing/storefront-services.ts";
import { createFapi } from "../../server/fapi.ts";

/** The storefront's article search (`/fapi/components/articles/{siteId}`) over the real content service. */
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

  /** The storefront's front-end API, its content client talking to the service under test. */
  const route = () => {
    const services = testStorefrontServices({
      fetch: async (request) => {
        const target = new URL(request.url);
        return content.app.request(`${target.pathname}${target.search}`, { headers: request.headers });
      },
    });
    const root = new Hono();
    root.route("/fapi", createFapi({ frontApi: services.frontApi }));
    return root;
  };

  test("tags, exclusion and paging reach the service; drafts never do", async () => {
    {
      const response = await route().request("/fapi/components/articles/RL-US?tags=hiking&exclude=layering-guide&limit=4");
      expect(response.status).toBe(200);
      const answer = articleSearchAnswer.parse(await response.json());
      expect(answer.result.map((item) => item.slug)).toEqual(["winter-camping"]);
      expect(answer.limit).toBe(4);

      const all = articleSearchAnswer.parse(await (await route().request("/fapi/components/articles/RL-US?offset=0&limit=50")).json());
      expect(all.result.map((item) => item.slug)).not.toContain("packing-list");
      expect(all.numFound).toBe(3);
    }
  });
});
