import { z } from "zod";
import { findSite } from "../../../contracts/sites.ts";
import { MAX_SEARCH_TAGS, TAG_ID } from "../../../contracts/content/article-tags.ts";

/**
 * An article search as the front-end API takes it (`/fapi/components/articles/{siteId}?…`, and
 * the same search made directly while rendering): site and parameters validated, and the query
 * for the content service rebuilt from the validated values, so that nothing else reaches it.
 * Published content only: there is no mode parameter and no preview date.
 */

const SLUG = /^[a-z0-9][a-z0-9-]{0,127}$/;

export const articleSearchRequest = z.strictObject({
  q: z.string().max(200, "q: at most 200 characters").optional(),
  /** Comma-separated tag ids; `tagId` may also repeat. */
  tags: z.string().max(1000, "tags: at most 1000 characters").optional(),
  tagId: z.array(z.string().max(40)).max(MAX_SEARCH_TAGS).optional(),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  exclude: z.string().regex(SLUG, "exclude: a page slug").optional(),
  sort: z.enum(["relevance", "date", "title"]).optional(),
});

export type ArticleSearchRequest = { ok: true; query: URLSearchParams } | { ok: false; message: string };

/** Each parameter's values, as `URLSearchParams` or Hono's `c.req.queries()` give them. */
export function queriesOf(params: URLSearchParams): Record<string, string[]> {
  const queries: Record<string, string[]> = {};
  for (const [name, value] of params) (queries[name] ??= []).push(value);
  return queries;
}

/** The content service query of a search, or what is wrong with it. */
export function articleSearchQuery(siteId: string, query: Record<string, string[]>): ArticleSearchRequest {
  if (!findSite(siteId)) return { ok: false, message: `Unknown site ${siteId.slice(0, 20)}` };
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
  if (unique.length > MAX_SEARCH_TAGS) return { ok: false, message: `tags: at most ${MAX_SEARCH_TAGS}` };

  const forwarded = new URLSearchParams();
  if (request.q?.trim()) forwarded.set("q", request.q.trim());
  if (unique.length > 0) forwarded.set("tags", unique.join(","));
  forwarded.set("offset", String(request.offset));
  forwarded.set("limit", String(request.limit));
  if (request.exclude) forwarded.set("exclude", request.exclude);
  if (request.sort) forwarded.set("sort", request.sort);
  return { ok: true, query: forwarded };
}
