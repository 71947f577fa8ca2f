import { z } from "zod";
import { ARTICLE_SORTS } from "./article-search.ts";
import { MAX_SEARCH_TAGS, TAG_ID } from "../../../contracts/content/article-tags.ts";

/** Articles of the first page when the editor set none (content spec §9). */
export const DEFAULT_INITIAL_LOAD = 3;
/** The content service answers at most 50 articles per page. */
const MAX_PAGE = 50;

export const articleGridSchema = z.object({
  title: z.string().optional(),
  subtitle: z.string().optional(),
  /** Words every article must match; none: every article of the site. */
  query: z.string().trim().max(200, "The search words are at most 200 characters").optional(),
  /** Tags selected when the page opens; "clear all" comes back to them. Defaults to none. */
  initialTags: z.array(z.string().regex(TAG_ID, "A tag id is lower-case letters, digits and hyphens")).max(MAX_SEARCH_TAGS, `At most ${MAX_SEARCH_TAGS} initial tags`).default([]),
  /** Articles shown first. Defaults to 3. */
  initialLoad: z.number().int().min(1, "Show at least 1 article").max(MAX_PAGE, `Show at most ${MAX_PAGE} articles at first`).default(DEFAULT_INITIAL_LOAD),
  /** Articles each "load more" adds. Defaults to the initial load. */
  pageSize: z.number().int().min(1, "Load at least 1 more article").max(MAX_PAGE, `Load at most ${MAX_PAGE} more articles at a time`).optional(),
  /** relevance (with words), date (newest first, the default without words) or title. */
  sort: z.enum(ARTICLE_SORTS).optional(),
  /** The tag filter bar above the articles. */
  showTagFilter: z.boolean().default(true),
});
export type ArticleGridProps = z.output<typeof articleGridSchema>;
