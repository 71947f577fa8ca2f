import { Hono } from "hono";
import { z } from "zod";
import { contentPaths, fetchContent, ContentNotFoundError } from "../src/app/content/content-client.server.ts";
import { errorResponse } from "../backend/http/errors.ts";
import { GUEST_AUDIENCE } from "../src/personalisation/audience.ts";

/**
 * The storefront's internal front-end API (commerce spec §7): what browser code calls on its
 * own origin. More endpoints arrive with the features that need them.
 */
export function createFapi() {
  const fapi = new Hono();

  fapi.get("/server/time", (c) => c.json({ timestamp: Date.now() }));

  // The shopper's audience facts, for sites that resolve segmentation in the browser (their
  // HTML carries no shopper state). Every shopper is a guest until the session BFF exists.
  fapi.get("/session/audience", (c) => {
    c.header("cache-control", "private, no-store");
    return c.json({ audience: GUEST_AUDIENCE });
  });

  const pageQuery = z.object({
    siteId: z.string().regex(/^[A-Z0-9-]{2,20}$/),
    view: z.enum(["children"]),
    mode: z.enum(["publish"]).default("publish"),
  });

  // `/fapi/pages/{page}?view=children`: the child pages of a content page, for link lists.
  fapi.get("/pages/:page", async (c) => {
    const query = pageQuery.safeParse(c.req.query());
    const page = c.req.param("page");
    if (!query.success || !/^[a-z0-9-]{1,80}$/.test(page)) return errorResponse(c, 400, "API400", "Expected ?siteId=…&view=children and a page slug");
    try {
      const answer = await fetchContent(contentPaths.children(query.data.siteId, page), { mode: query.data.mode });
      c.header("cache-control", "public, max-age=60");
      return c.json(answer as object);
    } catch (error) {
      if (error instanceof ContentNotFoundError) return errorResponse(c, 404, "API404", "Page not found");
      console.error("[fapi] children failed", error);
      return errorResponse(c, 503, "GEN500", "Content temporarily unavailable");
    }
  });

  fapi.notFound((c) => errorResponse(c, 404, "API404", `No front-end API ${c.req.method} ${c.req.path}`));
  return fapi;
}
