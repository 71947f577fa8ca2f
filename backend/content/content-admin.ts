import { createHash, timingSafeEqual } from "node:crypto";
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { Database } from "../db/database.ts";
import type { Executor } from "../db/db-executor.ts";
import { refuseUnstorableText } from "../http/api.ts";
import { ApiError } from "../http/errors.ts";
import { isDocumentType, isValidKey, keyText, safeSegment, type ContentKey } from "./content-keys.ts";
import { loadContentFixtures } from "./content-fixtures.ts";
import { viewOf } from "./content-view.ts";
import { deleteDraft, ensureDocument, pageDocuments, findDocument, findDraft, publishDraft, publishedVersions, writeDraft, type Json } from "./content-store.ts";
import { documentProblem } from "./document-schemas.ts";
import { errorResponse } from "../../contracts/errors/error-body.ts";
import { MAX_CONTENT_BODY_BYTES } from "../../contracts/content/content-admin.ts";

/**
 * The content admin endpoint: tests and the editors' preview workbench save drafts and publish
 * them. Only on the backend, only with CONTENT_ADMIN_TOKEN configured (without it every path
 * answers 404), and only with that token as a bearer token (none: 401 AUT432; another: 403
 * AUT404). The storefront never forwards these paths (its BFF allowlist has no `/admin/`).
 *
 * - GET    /admin/content/v1/documents/{siteId}                        the site's pages, categories and products as editors see them (drafts included)
 * - GET    /admin/content/v1/documents/{siteId}/{type}/{slug}          draft, live and published versions
 * - PUT    /admin/content/v1/documents/{siteId}/{type}/{slug}/draft    save the draft (the body is the document)
 * - DELETE /admin/content/v1/documents/{siteId}/{type}/{slug}/draft    discard the draft
 * - POST   /admin/content/v1/documents/{siteId}/{type}/{slug}/publish  publish the draft, now or at `publishAt`
 * - POST   /admin/content/v1/fixtures/reload                           load the fixture folders again
 *
 * Types: page, category, product, menu, footer, popups, fragment; menu, footer and pop-ups are
 * saved as slug `default`, fragments under site `shared`.
 */

/** Published versions listed by the document answer, newest publish date first. */
export const LISTED_VERSIONS = 50;

export interface ContentAdminOptions {
  db: Database;
  roots: readonly string[];
  now: () => number;
  adminToken: string;
}

const publishRequest = z.object({
  /** When the version goes live; the draft's `publishAt`, else now, by default. */
  publishAt: z.iso.datetime({ offset: true, message: "publishAt must be an ISO date-time" }).optional(),
});

/** Compares digests so that neither the token's length nor its prefix leaks through timing. */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The JSON body (undefined when empty and `optional`), within the size limit. */
async function readJson(c: Context, options: { optional?: boolean } = {}): Promise<unknown> {
  const declared = Number(c.req.header("content-length") ?? 0);
  if (declared > MAX_CONTENT_BODY_BYTES) throw new ApiError(413, "ATTR300", `The body exceeds ${MAX_CONTENT_BODY_BYTES} bytes`);
  const text = await c.req.text();
  if (Buffer.byteLength(text) > MAX_CONTENT_BODY_BYTES) throw new ApiError(413, "ATTR300", `The body exceeds ${MAX_CONTENT_BODY_BYTES} bytes`);
  if (text.trim() === "" && options.optional) return undefined;
  if (!/^application\/(.+\+)?json\b/i.test(c.req.header("content-type") ?? "")) throw new ApiError(415, "API415", "Send the body as application/json");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiError(400, "ATTR300", "The body is not valid JSON");
  }
  refuseUnstorableText(json);
  return json;
}

function keyOf(c: Context): ContentKey {
  const siteId = safeSegment(c.req.param("siteId") ?? "");
  const type = c.req.param("type") ?? "";
  const slug = safeSegment(c.req.param("slug") ?? "");
  if (!isDocumentType(type)) throw new ApiError(400, "API400", `Unknown document type "${type.slice(0, 40)}"`);
  const key = { siteId, type, slug };
  if (!isValidKey(key)) {
    throw new ApiError(400, "API400", type === "fragment" || siteId === "shared" ? "Fragments, and only fragments, are saved under site shared" : `A ${type} document is saved as slug default`);
  }
  return key;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The answer of every document call: the draft, the version live now, and the published history. */
async function documentAnswer(db: Executor, key: ContentKey, now: Date) {
  const row = await findDocument(db, key);
  if (!row) throw new ApiError(404, "API404", `No content document ${keyText(key)}`);
  const draft = await findDraft(db, row.id);
  const versions = await publishedVersions(db, row.id, LISTED_VERSIONS);
  const live = versions.find((version) => version.publishAt.getTime() <= now.getTime());
  const describe = (version: (typeof versions)[number]) => ({
    version: version.version,
    publishAt: iso(version.publishAt)!,
    source: version.source,
    createdAt: iso(version.createdAt)!,
    unpublished: version.unpublished,
  });
  return {
    ...key,
    draft: draft ? { body: draft.body, publishAt: iso(draft.publishAt), source: draft.source, savedAt: iso(draft.createdAt)! } : null,
    live: live && !live.unpublished ? describe(live) : null,
    versions: versions.map(describe),
  };
}

export function createContentAdmin(options: ContentAdminOptions) {
  const { db } = options;
  const now = () => new Date(options.now());
  const admin = new Hono();

  admin.use(async (c, next) => {
    c.header("cache-control", "no-store");
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
    if (!token) {
      c.header("www-authenticate", 'Bearer realm="content-admin"');
      return errorResponse(c, 401, "AUT432", "The content admin token is required");
    }
    if (!sameSecret(token, options.adminToken)) return errorResponse(c, 403, "AUT404", "This token may not change content");
    // Fixtures first: a draft saved before they load would be a fixture's to overwrite.
    await loadContentFixtures(db, options.roots, { now });
    await next();
  });

  admin.get("/documents/:siteId", async (c) => {
    const siteId = safeSegment(c.req.param("siteId") ?? "");
    const documents = await pageDocuments(db, siteId, viewOf("preview", undefined, now()));
    return c.json({
      siteId,
      items: documents.map((document) => ({
        type: document.type,
        slug: document.slug,
        title: typeof document.body.title === "string" ? document.body.title : document.slug,
      })),
    });
  });

  admin.get("/documents/:siteId/:type/:slug", async (c) => c.json(await documentAnswer(db, keyOf(c), now())));

  admin.put("/documents/:siteId/:type/:slug/draft", async (c) => {
    const key = keyOf(c);
    const body = await readJson(c);
    const problem = documentProblem(key.type, key.slug, body);
    if (problem) throw new ApiError(400, "ATTR300", problem.message, problem.field ? { field: problem.field } : {});
    const answer = await db.transaction(async (tx) => {
      const row = await ensureDocument(tx, key, now());
      await writeDraft(tx, row.id, key.type, body as Json, "editor", now());
      return documentAnswer(tx, key, now());
    });
    return c.json(answer);
  });

  admin.delete("/documents/:siteId/:type/:slug/draft", async (c) => {
    const key = keyOf(c);
    const answer = await db.transaction(async (tx) => {
      const row = await findDocument(tx, key);
      if (!row) throw new ApiError(404, "API404", `No content document ${keyText(key)}`);
      await deleteDraft(tx, row.id);
      return documentAnswer(tx, key, now());
    });
    return c.json(answer);
  });

  admin.post("/documents/:siteId/:type/:slug/publish", async (c) => {
    const key = keyOf(c);
    const parsed = publishRequest.safeParse((await readJson(c, { optional: true })) ?? {});
    if (!parsed.success) throw new ApiError(400, "ATTR300", parsed.error.issues[0]!.message, { field: parsed.error.issues[0]!.path.join(".") || undefined });
    const answer = await db.transaction(async (tx) => {
      const row = await findDocument(tx, key);
      const draft = row && (await findDraft(tx, row.id, { lock: true }));
      if (!row || !draft) throw new ApiError(404, "API404", `No draft of ${keyText(key)} to publish`);
      await publishDraft(tx, row.id, key.type, draft, parsed.data.publishAt ? new Date(parsed.data.publishAt) : undefined, now());
      return documentAnswer(tx, key, now());
    });
    return c.json(answer);
  });

  admin.post("/fixtures/reload", async (c) => c.json(await loadContentFixtures(db, options.roots, { now, reload: true })));

  return admin;
}
