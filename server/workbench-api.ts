import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ContentClient } from "../src/app/content/content-client.server.ts";
import type { PreviewSettings } from "../src/app/storefront-services.ts";
import { previewGrant } from "../src/preview/preview-mode.server.ts";
import { ensureCsrfToken, requireCsrf } from "./bff/csrf.ts";
import { errorResponse } from "../contracts/errors/error-body.ts";
import { CONTENT_ADMIN_PREFIX, MAX_CONTENT_BODY_BYTES, DOC_TYPE } from "../contracts/content/content-admin.ts";
import { canvasPath, contentPaths } from "../contracts/content/content-paths.ts";

/**
 * The workbench's own API (editors only: the preview secret, as cookie or query): the site's
 * documents, one document's editable body (the draft, else what is live), and saving a draft.
 * It talks to the content service's admin endpoint with the admin token (CONTENT_ADMIN_TOKEN),
 * which never leaves the server. Mutations are CSRF-checked like every storefront mutation.
 *
 * - GET /workbench/api/session                               { csrfToken } (sets the CSRF cookie)
 * - GET /workbench/api/documents/{siteId}                    { items: [{ type, slug, title }] }
 * - GET /workbench/api/documents/{siteId}/{type}/{slug}      { body, hasDraft }
 * - PUT /workbench/api/documents/{siteId}/{type}/{slug}/draft  body: the document → the admin answer
 * - GET /workbench/api/showcase/{siteId}/{docType}           the preview viewer's examples, as written
 */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
const EDITABLE_TYPES = new Set(["page", "category", "product"]);
const UPSTREAM_TIMEOUT_MS = 5_000;

function keyOf(c: Context): { siteId: string; type: string; slug: string } | undefined {
  const [siteId, type, slug] = [c.req.param("siteId"), c.req.param("type"), c.req.param("slug")];
  if (!siteId || !SEGMENT.test(siteId)) return undefined;
  if (type === undefined && slug === undefined) return { siteId, type: "", slug: "" };
  if (!type || !EDITABLE_TYPES.has(type) || !slug || !SEGMENT.test(slug)) return undefined;
  return { siteId, type, slug };
}

export interface WorkbenchApiOptions {
  /** The content service (the process's one client). */
  content: ContentClient;
  preview: PreviewSettings;
  /** The content admin endpoint's bearer token (CONTENT_ADMIN_TOKEN); without one the workbench API is off. */
  adminToken?: string;
}

/** The upstream answer as ours (status and JSON body); an unreachable service is a 502. */
async function relay(c: Context, answer: () => Promise<Response>) {
  let response: Response;
  try {
    response = await answer();
  } catch (error) {
    console.error(`[workbench] content service unavailable: ${(error as Error).message}`);
    return errorResponse(c, 502, "GEN500", "The content service is unavailable");
  }
  return new Response(await response.text(), { status: response.status, headers: { "content-type": "application/json", "cache-control": "no-store" } });
}

export function createWorkbenchApi({ content, preview, adminToken }: WorkbenchApiOptions) {
  const api = new Hono();
  const upstream = (path: string, init: RequestInit = {}) => content.send(path, { ...init, signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) });
  const admin = (method: string, path: string, body?: string) =>
    upstream(`${CONTENT_ADMIN_PREFIX}${path}`, {
      method,
      headers: { authorization: `Bearer ${adminToken}`, accept: "application/json", ...(body ? { "content-type": "application/json" } : {}) },
      body,
    });

  api.use(async (c, next) => {
    c.header("cache-control", "no-store");
    // Without the secret the workbench does not exist, as for an unknown path.
    if (!previewGrant(c.req.raw, preview).granted) return errorResponse(c, 404, "API404", `No path ${c.req.method} ${c.req.path}`);
    if (!adminToken) return errorResponse(c, 404, "API404", "The workbench needs CONTENT_ADMIN_TOKEN to read and save drafts");
    await next();
  });
  api.use(requireCsrf);
  api.use(bodyLimit({ maxSize: MAX_CONTENT_BODY_BYTES, onError: (c) => errorResponse(c, 413, "ATTR300", `A document is at most ${MAX_CONTENT_BODY_BYTES} bytes`) }));

  api.get("/session", (c) => c.json({ csrfToken: ensureCsrfToken(c) }));

  api.get("/documents/:siteId", async (c) => {
    const key = keyOf(c);
    if (!key) return errorResponse(c, 400, "API400", "Invalid site id");
    return relay(c, () => admin("GET", `/documents/${key.siteId}`));
  });

  api.get("/documents/:siteId/:type/:slug", async (c) => {
    const key = keyOf(c);
    if (!key) return errorResponse(c, 400, "API400", "Invalid document key: site id, type page/category/product and slug");
    // The draft when there is one (the admin answer), else what preview shows (the live version).
    let draft: Response;
    try {
      draft = await admin("GET", `/documents/${key.siteId}/${key.type}/${key.slug}`);
    } catch (error) {
      console.error(`[workbench] content service unavailable: ${(error as Error).message}`);
      return errorResponse(c, 502, "GEN500", "The content service is unavailable");
    }
    if (draft.status === 404) return errorResponse(c, 404, "API404", `No document ${key.type} ${key.slug} on ${key.siteId}`);
    if (!draft.ok) return relay(c, () => Promise.resolve(draft));
    const answer = (await draft.json()) as { draft: { body: unknown } | null };
    if (answer.draft) return c.json({ body: answer.draft.body, hasDraft: true });
    return relay(c, async () => {
      const live = await upstream(canvasPath("preview", `${key.type}/${key.siteId}/${key.slug}`));
      if (!live.ok) return live;
      return Response.json({ body: await live.json(), hasDraft: false });
    });
  });

  api.get("/showcase/:siteId/:docType", async (c) => {
    const key = keyOf(c);
    const docType = c.req.param("docType");
    if (!key || !DOC_TYPE.test(docType)) return errorResponse(c, 400, "API400", "Invalid site id or block type");
    const limit = /^(10|20|50)$/.test(c.req.query("limit") ?? "") ? c.req.query("limit")! : "20";
    return relay(c, () => upstream(canvasPath("preview", contentPaths.showcase(key.siteId, docType, { limit: Number(limit) }))));
  });

  api.put("/documents/:siteId/:type/:slug/draft", async (c) => {
    const key = keyOf(c);
    if (!key) return errorResponse(c, 400, "API400", "Invalid document key: site id, type page/category/product and slug");
    const text = await c.req.text();
    try {
      JSON.parse(text);
    } catch {
      return errorResponse(c, 400, "ATTR300", "The draft is not JSON");
    }
    return relay(c, () => admin("PUT", `/documents/${key.siteId}/${key.type}/${key.slug}/draft`, text));
  });

  return api;
}
