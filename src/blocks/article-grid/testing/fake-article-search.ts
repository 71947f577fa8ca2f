import { fixtureDocuments } from "../../../engine/react/story-fixtures.ts";
import { findSite } from "../../../../contracts/sites.ts";
import { normaliseTags, type ArticleResult, type ArticleSearch, type ArticleSearchAnswer, type ArticleSearchParams } from "../article-search.ts";
import { tagIdOf } from "../../../../contracts/content/article-tags.ts";

/**
 * Tests and stories only: article search without the content service, over a given list of
 * articles, with the service's rules (tags: any of them; facets: counts of every tag among the
 * articles matching the words, ignoring the tag selection; exclude; newest first; offset and
 * limit, default 10).
 */

/** An article search result, with defaults for what a test does not care about. */
export function article(partial: Partial<ArticleResult> & { slug: string }): ArticleResult {
  return {
    id: `${partial.slug}-en-us`,
    url: `/en-us/${partial.slug}`,
    title: partial.slug.replace(/-/g, " "),
    hidePageDate: false,
    tags: [],
    ...partial,
  };
}

const matchesWords = (candidate: ArticleResult, q: string | undefined) =>
  (q ?? "")
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => `${candidate.title} ${candidate.subtitle ?? ""}`.toLowerCase().includes(word));

export function searchArticles(articles: readonly ArticleResult[], params: ArticleSearchParams): ArticleSearchAnswer {
  const offset = params.offset ?? 0;
  const limit = params.limit ?? 10;
  const tags = normaliseTags(params.tags ?? []);
  const worded = articles.filter((candidate) => candidate.slug !== params.exclude && matchesWords(candidate, params.q));
  const counts = new Map<string, { id: string; label: string; count: number }>();
  for (const candidate of worded) {
    for (const tag of candidate.tags) {
      const entry = counts.get(tag.id) ?? { id: tag.id, label: tag.label, count: 0 };
      entry.count += 1;
      counts.set(tag.id, entry);
    }
  }
  const matching = worded
    .filter((candidate) => tags.length === 0 || candidate.tags.some((tag) => tags.includes(tag.id)))
    .sort((a, b) => (params.sort === "title" ? a.title.localeCompare(b.title) : (b.date ?? "").localeCompare(a.date ?? "")));
  return {
    result: matching.slice(offset, offset + limit),
    facets: [...counts.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)).map((facet) => ({ ...facet, selected: tags.includes(facet.id) })),
    numFound: matching.length,
    offset,
    limit,
  };
}

/** A search answering from `articles`, recording every call. */
export function fakeArticleSearch(articles: readonly ArticleResult[]): ArticleSearch & { calls: { siteId: string; params: ArticleSearchParams }[] } {
  const calls: { siteId: string; params: ArticleSearchParams }[] = [];
  const search = async (siteId: string, params: ArticleSearchParams) => {
    calls.push({ siteId, params });
    return searchArticles(articles, params);
  };
  return Object.assign(search, { calls });
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

/** The fixture pages of a site that are articles, as the content service lists them. */
export function fixtureArticles(siteId: string): ArticleResult[] {
  const localePath = findSite(siteId)?.localePath ?? "en-us";
  const prefix = `${siteId}/pages/`;
  return fixtureDocuments
    .filter(({ path }) => path.startsWith(prefix) && !path.endsWith(".draft.json"))
    .map(({ document }) => document)
    .filter((document): document is Json & { article: Json; slug: string } => isObject(document) && isObject(document.article) && typeof document.slug === "string")
    .map((document) => {
      const meta = document.article;
      const picture = isObject(meta.picture) ? (meta.picture as ArticleResult["picture"]) : undefined;
      const tags = Array.isArray(meta.tags) ? meta.tags.filter(isObject).map((tag) => ({ id: typeof tag.id === "string" ? tag.id : tagIdOf(String(tag.label)), label: String(tag.label) })) : [];
      return {
        id: String(document.id ?? document.slug),
        slug: document.slug,
        url: `/${localePath}/${document.slug}`,
        title: typeof document.title === "string" ? document.title : document.slug,
        ...(typeof meta.subtitle === "string" ? { subtitle: meta.subtitle } : {}),
        ...(typeof meta.eyebrow === "string" ? { eyebrow: meta.eyebrow } : {}),
        ...(typeof meta.date === "string" ? { date: meta.date } : {}),
        hidePageDate: meta.hidePageDate === true,
        ...(picture ? { picture } : {}),
        tags,
      };
    });
}
