import type { Context } from "hono";
import { z } from "zod";
import { ContentNotFoundError, fetchContent } from "../src/app/content/content-client.server.ts";
import { SITES } from "../contracts/sites.ts";
import { articleSearchAnswer } from "../contracts/api/content.ts";
import { errorResponse } from "../contracts/errors/error-body.ts";

/**
 * `GET /fapi/components/articles/{siteId}`: article search for browser code (the article grid's
 * tag filter and "load more", the server's block data providers), read-only, over the content
 * service's `search/{siteId}/article`. Published content only: there is no mode parameter, no
 * preview date and no cookie is looked at, so drafts can never leak through it. The query is
 * validated here and rebuilt from the validated values: nothing else reaches the content service.
 */

const SITE_IDS = SITES.map((site) => site.siteId) as [string, ...string[]];
/** As the content service: tag ids and page slugs. */
const TAG_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;
const SLUG = /^[a-z0-9][a-z0-9-]{0,127}$/;
export const MAX_ARTICLE_TAGS = 20;

export const articleSearchRequest = z.strictObject({
  q: z.string().max(200, "q: at most 200 characters").optional(),
  /** Comma-separated tag ids; `tagId` may also repeat. */
  tags: z.string().max(1000, "tags: at most 1000 characters").optional(),
  tagId: z.array(z.string().max(40)).max(MAX_ARTICLE_TAGS).optional(),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  exclude: z.string().regex(SLUG, "exclude: a page slug").optional(),
  sort: z.enum(["relevance", "date", "title"]).optional(),
});

/** Fetches a published content resource (`search/{siteId}/article?…`); the content client by default. */
export type PublishedContentFetch = (resource: string) => Promise<unknown>;

const publishedContent: PublishedContentFetch = (resource) => fetchContent(resource, { mode: "publish" });

type Parsed = { ok: true; resource: string } | { ok: false; message: string };

/** The content service resource of a request: site and query validated, the query rebuilt. */
export function articleSearchResource(siteId: string, query: Record<string, string[]>): Parsed {
  if (!(SITE_IDS as string[]).includes(siteId)) return { ok: false, message: `Unknown site ${siteId.slice(0, 20)}` };
  const single: Record<string, unknown> = {};
  for (const [name, values] of Object.entries(query)) {
    if (name === "tagId") single[name] = values;
    else if (values.length > 1) return { ok: false, message: `${name.slice(0, 40)}: give it once` };
    else single[name] = values[0];
  }
  const parsed = articleSearchRequest.safeParse(single);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join(".");
    return { ok: false, message: issue.code === "unrecognized_keys" ? `Unknown parameter ${issue.keys.join(", ").slice(0, 60)}` : `${field ? `${field}: ` : ""}${issue.message}` };
  }
  const request = parsed.data;
  const tags = [...(request.tags ?? "").split(","), ...(request.tagId ?? [])].map((tag) => tag.trim()).filter(Boolean);
  const badTag = tags.find((tag) => !TAG_ID.test(tag));
  if (badTag !== undefined) return { ok: false, message: `tags: "${badTag.slice(0, 40)}" is no tag id` };
  const unique = [...new Set(tags)];
  if (unique.length > MAX_ARTICLE_TAGS) return { ok: false, message: `tags: at most ${MAX_ARTICLE_TAGS}` };

  const forwarded = new URLSearchParams();
  if (request.q?.trim()) forwarded.set("q", request.q.trim());
  if (unique.length > 0) forwarded.set("tags", unique.join(","));
  forwarded.set("offset", String(request.offset));
  forwarded.set("limit", String(request.limit));
  if (request.exclude) forwarded.set("exclude", request.exclude);
  if (request.sort) forwarded.set("sort", request.sort);
  return { ok: true, resource: `search/${encodeURIComponent(siteId)}/article?${forwarded}` };
}

/**
 * The handler; mount it with `fapi.get("/components/articles/:siteId", articleSearchHandler)`.
 * 400 for a bad site or query, 502 when the content service answers something else than an
 * article search answer, 503 when it fails.
 */
export function createArticleSearchHandler(fetchPublished: PublishedContentFetch = publishedContent) {
  return async (c: Context) => {
    const request = articleSearchResource(c.req.param("siteId") ?? "", c.req.queries());
    if (!request.ok) return errorResponse(c, 400, "API400", request.message);
    let answer: unknown;
    try {
      answer = await fetchPublished(request.resource);
    } catch (error) {
      console.error(`[fapi] article search failed: ${request.resource}: ${error instanceof Error ? error.message : String(error)}`);
      const status = error instanceof ContentNotFoundError ? 404 : 503;
      return errorResponse(c, status, status === 404 ? "API404" : "GEN500", "Articles temporarily unavailable");
    }
    const parsed = articleSearchAnswer.safeParse(answer);
    if (!parsed.success) {
      console.error(`[fapi] article search answered an unexpected shape: ${request.resource}: ${parsed.error.issues[0]?.message ?? ""}`);
      return errorResponse(c, 502, "GEN500", "Articles temporarily unavailable");
    }
    c.header("cache-control", "public, max-age=60");
    return c.json(parsed.data);
  };
}

export const articleSearchHandler = createArticleSearchHandler();
