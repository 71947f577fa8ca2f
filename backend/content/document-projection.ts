import { z } from "zod";
import { isSafeMediaUrl } from "../../contracts/safe-url.ts";
import type { DocumentType } from "./content-keys.ts";
import { TAG_ID, tagIdOf } from "../../contracts/content/article-tags.ts";

/**
 * What the database keeps beside a document's body so that lists and search need not open
 * every body: the parent slug, the title, a search text and, for articles, their metadata.
 */

/** Lower case, accents dropped, whitespace collapsed: how search text and queries are compared. */
export function normaliseText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

const picture = z.object({
  url: z.string().trim().min(1).refine(isSafeMediaUrl, "Unsafe media URL"),
  alt: z.string().default(""),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});

/**
 * The `article` field of a page document: the page is then an article (content spec §3
 * Article), found by `search/{siteId}/article`. The title is the page's. Tags without an id
 * take one from their label.
 */
export const articleMetadata = z.looseObject({
  subtitle: z.string().max(500).optional(),
  eyebrow: z.string().max(200).optional(),
  date: z.iso.date().optional(),
  hidePageDate: z.boolean().default(false),
  picture: picture.optional(),
  articleWidth: z.string().max(40).optional(),
  relatedQuery: z.string().max(500).optional(),
  tags: z
    .array(
      z.object({
        id: z.string().regex(TAG_ID, "Tag id: lower-case letters, digits and hyphens").optional(),
        label: z.string().trim().min(1).max(60),
      }),
    )
    .max(20)
    .default([]),
});
export type ArticleMetadata = z.output<typeof articleMetadata>;
export interface ArticleTag {
  id: string;
  label: string;
}

export interface Projection {
  parent: string | null;
  title: string;
  searchText: string;
  /** Article metadata with every tag's id filled in; null when the document is no article. */
  article: (Omit<ArticleMetadata, "tags"> & { tags: ArticleTag[] }) | null;
  articleDate: string | null;
  tagIds: string[];
}

/** Search text is capped: the words that matter come first (title, description, article fields). */
export const MAX_SEARCH_TEXT = 4_000;
const TEXT_FIELDS = new Set(["title", "subtitle", "eyebrow", "overline", "richText", "captionText", "text", "label", "description"]);

const stripTags = (html: string) => html.replace(/<[^>]*>/g, " ").replace(/&[a-z]+;|&#\d+;/gi, " ");

/** Text of the blocks, in document order (titles, rich text, captions, button labels). */
function blockText(value: unknown, into: string[]): void {
  if (Array.isArray(value)) for (const item of value) blockText(item, into);
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (typeof item === "string" && TEXT_FIELDS.has(key)) into.push(stripTags(item));
      else if (typeof item === "object") blockText(item, into);
    }
  }
}

export function projectDocument(type: DocumentType, body: Record<string, unknown>): Projection {
  const title = typeof body.title === "string" ? body.title : "";
  const isPage = type === "page";
  const parsed = isPage && body.article !== undefined ? articleMetadata.safeParse(body.article) : undefined;
  // Invalid metadata (the admin endpoint refuses it; a fixture may still carry it) leaves the page out of article search.
  const article = parsed?.success ? { ...parsed.data, tags: parsed.data.tags.map((tag) => ({ id: tag.id ?? tagIdOf(tag.label), label: tag.label })) } : null;
  const words: string[] = [title, typeof body.description === "string" ? body.description : ""];
  if (article) words.push(article.eyebrow ?? "", article.subtitle ?? "", ...article.tags.map((tag) => tag.label));
  blockText(body.sections, words);
  return {
    parent: isPage && typeof body.parent === "string" ? body.parent : null,
    title,
    searchText: normaliseText(words.join(" ")).slice(0, MAX_SEARCH_TEXT),
    article,
    articleDate: article?.date ?? null,
    tagIds: [...new Set(article?.tags.map((tag) => tag.id) ?? [])],
  };
}
