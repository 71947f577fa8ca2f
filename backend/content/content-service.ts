import { Hono, type Context } from "hono";
import { z } from "zod";
import { CATEGORY_ID, PRODUCT_ID } from "../../contracts/paths.ts";
import type { Database } from "../db/database.ts";
import { handleError, readQuery } from "../http/api.ts";
import { ApiError } from "../http/errors.ts";
import { createContentAdmin } from "./content-admin.ts";
import { AUGMENTED_PAGE_SLUGS, DEFAULT_SLUG, InvalidSegmentError, safeSegment, SHARED_SITE, type ContentKey } from "./content-keys.ts";
import { loadContentFixtures } from "./content-fixtures.ts";
import { childPages, pageDocuments, readDocument, type Json } from "./content-store.ts";
import { previewDateOf, viewOf, type ContentView } from "./content-view.ts";
import { searchContent, searchQuery, SEARCH_TYPES, tagIdsOf, type SearchType } from "./content-search.ts";
import { DEFAULT_SHOWCASE_LIMIT, SHOWCASE_LIMITS, showcaseBlocks } from "./showcase.ts";
import { errorResponse } from "../../contracts/errors/error-body.ts";
import { CONTENT_ADMIN_PREFIX, DOC_TYPE } from "../../contracts/content/content-admin.ts";
import { sameSecret } from "./content-admin.ts";

/**
 * The content service (CaaS) at the spec's paths: `/{mode}/caas/v1/canvas/…`, all GET, in
 * publish and preview modes (commerce spec §7), on the database (content-store.ts). Preview
 * shows drafts and, with `previewDateTime` (or `previewDateRFC1123`), what is published at that
 * moment. The fixture folders are loaded before the first answer (content-fixtures.ts). With an
 * admin token, `/admin/content/v1/…` saves and publishes drafts (content-admin.ts).
 */
export interface ContentServiceOptions {
  db: Database;
  /** Fixture folders, later ones overriding earlier ones file by file. */
  roots: readonly string[];
  /** Milliseconds since the epoch; injectable so that tests can move time. */
  now?: () => number;
  /** Enables the admin endpoint (CONTENT_ADMIN_TOKEN); without it the endpoint does not exist. */
  adminToken?: string;
  /**
   * The bearer token that preview reads (drafts, scheduled content) require: the storefront holds
   * it, nobody else who reaches this port. Without one, preview answers 401 to everyone.
   */
  previewCredential?: string;
}

const showcaseQuery = z.object({
  layoutVariant: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, "layoutVariant: letters, digits, hyphens").optional(),
  limit: z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === "") return DEFAULT_SHOWCASE_LIMIT;
      const limit = Number(value);
      if ((SHOWCASE_LIMITS as readonly number[]).includes(limit)) return limit;
      context.addIssue({ code: "custom", message: `limit must be one of ${SHOWCASE_LIMITS.join(", ")}` });
      return z.NEVER;
    }),
});

export function createContentService(options: ContentServiceOptions) {
  const { db } = options;
  const now = options.now ?? Date.now;
  const app = new Hono();
  const canvas = new Hono<{ Variables: { view: ContentView } }>();

  canvas.use(async (c, next) => {
    const mode = c.req.param("mode" as never) as string | undefined;
    if (mode !== "publish" && mode !== "preview") return errorResponse(c, 404, "API404", `Unknown content mode "${mode}"`);
    if (mode === "preview") {
      // Drafts are for editors, through the storefront that checked their preview grant.
      c.header("cache-control", "private, no-store");
      const token = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
      if (!token || !options.previewCredential || !sameSecret(token, options.previewCredential)) {
        c.header("www-authenticate", 'Bearer realm="content-preview"');
        return errorResponse(c, 401, "AUT432", "Preview content needs the storefront's preview credential");
      }
    }
    const previewDate = previewDateOf({ previewDateTime: c.req.query("previewDateTime"), previewDateRFC1123: c.req.query("previewDateRFC1123") });
    if (previewDate === null) return errorResponse(c, 400, "API400", "previewDateTime must be an ISO date-time (previewDateRFC1123 an RFC 1123 date)");
    c.set("view", viewOf(mode, previewDate, new Date(now())));
    await loadContentFixtures(db, options.roots, { now: () => new Date(now()) });
    await next();
    // Drafts are for editors: no shared cache may keep a preview answer.
    if (mode === "preview") c.header("cache-control", "private, no-store");
  });

  const read = (c: Context<{ Variables: { view: ContentView } }>, key: ContentKey) => readDocument(db, key, c.get("view"));
  const found = (c: Context, document: Json | undefined, what: string) => (document ? c.json(document) : errorResponse(c, 404, "API404", `${what} not found`));
  const site = (c: Context) => safeSegment(c.req.param("siteId") ?? "");
  const idParam = (c: Context, name: string, pattern: RegExp, what: string) => {
    const id = c.req.param(name) ?? "";
    if (!pattern.test(id)) throw new ApiError(400, "API400", `Invalid ${what} "${id.slice(0, 40)}"`);
    return id;
  };

  canvas.get("/page/:siteId/:page", async (c) => found(c, await read(c, { siteId: site(c), type: "page", slug: safeSegment(c.req.param("page")) }), "Page"));

  // Augmented pages: the fixed slugs are commerce screens (cart, checkout, account…) that content
  // only augments; without a document they answer an empty page, not 404. Other slugs are pages.
  canvas.get("/augmentedpage/:siteId/:page", async (c) => {
    const slug = safeSegment(c.req.param("page"));
    const document = await read(c, { siteId: site(c), type: "page", slug });
    if (!document && AUGMENTED_PAGE_SLUGS.has(slug)) return c.json({ id: `${slug}-${site(c)}`, slug, title: "", sections: [] });
    return found(c, document, "Page");
  });

  for (const [type, param, pattern, what] of [
    ["category", "categoryId", CATEGORY_ID, "category id"],
    ["product", "productId", PRODUCT_ID, "product id"],
  ] as const) {
    // A category's or product's own document, else the template of every category or product.
    canvas.get(`/${type}/:siteId/:${param}`, async (c) => {
      const siteId = site(c);
      const id = idParam(c, param, pattern, what);
      const document = (await read(c, { siteId, type, slug: id })) ?? (await read(c, { siteId, type, slug: DEFAULT_SLUG }));
      return found(c, document, type === "category" ? "Category page" : "Product page");
    });
  }

  canvas.get("/menu/:siteId", async (c) => found(c, await read(c, { siteId: site(c), type: "menu", slug: DEFAULT_SLUG }), "Menu"));
  canvas.get("/footer/:siteId", async (c) => found(c, await read(c, { siteId: site(c), type: "footer", slug: DEFAULT_SLUG }), "Footer"));
  // No pop-ups is a normal state: an empty list.
  canvas.get("/popups/:siteId", async (c) => c.json((await read(c, { siteId: site(c), type: "popups", slug: DEFAULT_SLUG })) ?? { items: [] }));
  canvas.get("/fragment/:fragmentId", async (c) =>
    found(c, await read(c, { siteId: SHARED_SITE, type: "fragment", slug: safeSegment(c.req.param("fragmentId")) }), "Fragment"),
  );

  canvas.get("/children/:siteId/:parentPageSlug", async (c) =>
    c.json({ items: await childPages(db, site(c), safeSegment(c.req.param("parentPageSlug")), c.get("view")) }),
  );

  canvas.get("/search/:siteId/:searchType", async (c) => {
    const siteId = site(c);
    const searchType = c.req.param("searchType");
    if (!(SEARCH_TYPES as readonly string[]).includes(searchType)) return errorResponse(c, 404, "API404", `Unknown search type "${searchType.slice(0, 40)}"; use ${SEARCH_TYPES.join(" or ")}`);
    const query = readQuery(c, searchQuery.loose(), "API400");
    const tagIds = tagIdsOf(query.tags, c.req.queries("tagId") ?? []);
    if ("invalid" in tagIds) throw new ApiError(400, "API400", `Invalid tag id "${tagIds.invalid.slice(0, 40)}"`);
    return c.json(await searchContent(db, siteId, searchType as SearchType, { ...query, tagIds }, c.get("view")));
  });

  canvas.get("/showcase/:siteId/:docType", async (c) => {
    const siteId = site(c);
    const docType = c.req.param("docType");
    if (!DOC_TYPE.test(docType)) throw new ApiError(400, "API400", `Invalid doc type "${docType.slice(0, 40)}": a block type such as linked-card`);
    const query = readQuery(c, showcaseQuery.loose(), "API400");
    const blocks = showcaseBlocks(await pageDocuments(db, siteId, c.get("view")), docType, query.layoutVariant);
    return c.json({ docType, layoutVariant: query.layoutVariant ?? null, limit: query.limit, numFound: blocks.length, result: blocks.slice(0, query.limit) });
  });

  app.route("/:mode/caas/v1/canvas", canvas);
  if (options.adminToken) app.route(CONTENT_ADMIN_PREFIX, createContentAdmin({ db, roots: options.roots, now, adminToken: options.adminToken }));

  app.onError((error, c) => {
    if (error instanceof InvalidSegmentError) return errorResponse(c, 400, "API400", error.message);
    return handleError(error, c);
  });
  app.notFound((c) => errorResponse(c, 404, "API404", `No content path ${c.req.method} ${c.req.path}`));
  return app;
}
