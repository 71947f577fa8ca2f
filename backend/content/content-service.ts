import { Hono, type Context } from "hono";
import { errorResponse } from "../http/errors.ts";
import { InvalidSegmentError, type FixtureStore, type VersionQuery } from "./fixture-store.ts";

/**
 * The content service (CaaS) at the spec's paths: `/{mode}/caas/v1/canvas/…`, all GET, in
 * publish and preview modes. Preview mode shows drafts and, with `previewDateTime`, what is
 * published at that moment. Served from fixture files until the database holds content.
 */
export function createContentService(store: FixtureStore) {
  const app = new Hono();
  const canvas = new Hono<{ Variables: { query: VersionQuery } }>();

  canvas.use(async (c, next) => {
    const mode = c.req.param("mode" as never) as string | undefined;
    if (mode !== "publish" && mode !== "preview") return errorResponse(c, 404, "API404", `Unknown content mode "${mode}"`);
    const previewDateTime = c.req.query("previewDateTime");
    let at: Date | undefined;
    if (previewDateTime) {
      at = new Date(previewDateTime);
      if (Number.isNaN(at.getTime())) return errorResponse(c, 400, "API400", "previewDateTime must be an ISO date-time");
    }
    c.set("query", { mode, at: mode === "preview" ? at : undefined });
    await next();
  });

  const found = (c: Context, document: unknown, what: string) =>
    document ? c.json(document as object) : errorResponse(c, 404, "API404", `${what} not found`);

  canvas.get("/page/:siteId/:page", async (c) =>
    found(c, await store.page(c.req.param("siteId"), c.req.param("page"), c.get("query")), "Page"),
  );
  // Augmented pages are the fixed-slug pages (cart, checkout, account…); same documents here.
  canvas.get("/augmentedpage/:siteId/:page", async (c) =>
    found(c, await store.page(c.req.param("siteId"), c.req.param("page"), c.get("query")), "Page"),
  );
  canvas.get("/category/:siteId/:categoryId", async (c) =>
    found(c, await store.withDefault(c.req.param("siteId"), "category", c.req.param("categoryId"), c.get("query")), "Category page"),
  );
  canvas.get("/product/:siteId/:productId", async (c) =>
    found(c, await store.withDefault(c.req.param("siteId"), "product", c.req.param("productId"), c.get("query")), "Product page"),
  );
  canvas.get("/menu/:siteId", async (c) => found(c, await store.document(c.req.param("siteId"), "menu", c.get("query")), "Menu"));
  canvas.get("/footer/:siteId", async (c) => found(c, await store.document(c.req.param("siteId"), "footer", c.get("query")), "Footer"));
  canvas.get("/popups/:siteId", async (c) =>
    c.json((await store.document(c.req.param("siteId"), "popups", c.get("query"))) ?? { items: [] }),
  );
  canvas.get("/fragment/:fragmentId", async (c) =>
    found(c, await store.document("shared", `fragments/${c.req.param("fragmentId")}`, c.get("query")), "Fragment"),
  );
  canvas.get("/children/:siteId/:parentPageSlug", async (c) => {
    const pages = await store.children(c.req.param("siteId"), c.req.param("parentPageSlug"), c.get("query"));
    return c.json({ items: pages.map(({ id, slug, title, description }) => ({ id, slug, title, description })) });
  });

  app.route("/:mode/caas/v1/canvas", canvas);
  app.onError((error, c) => {
    if (error instanceof InvalidSegmentError) return errorResponse(c, 400, "API400", error.message);
    console.error("[content] unexpected error", error);
    return errorResponse(c, 500, "GEN500", "Content service error");
  });
  app.notFound((c) => errorResponse(c, 404, "API404", `No content path ${c.req.method} ${c.req.path}`));
  return app;
}
