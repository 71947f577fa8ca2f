import { showcaseAnswer } from "../../../contracts/api/content.ts";
import type { ContentRequest } from "../../app/content/content-client.server.ts";
import type { PageRequest } from "../../app/content/page-request.server.ts";
import { contentPaths } from "../../../contracts/content/content-paths.ts";
import { buildPage, type ContentPageData } from "../../app/content/load-content-page.server.ts";
import type { PageDocument } from "../../../contracts/content/page-document.ts";
import type { ShowcaseEntry, ShowcaseQuery } from "./showcase-query.ts";

export interface ShowcaseData {
  entries: ShowcaseEntry[];
  /** Matching blocks in all; `entries` holds the first `limit`. */
  numFound: number;
  /** One section per entry, its id the block's id, resolved like a content page. */
  page: ContentPageData;
}

type ShowcaseItem = { id: string; name: string; block: Record<string, unknown> };

/**
 * The content service's examples of a block type. A failure (service down, a 4xx for a doc type
 * it refuses, an answer that breaks the contract) is logged and is no results (spec §8).
 */
export async function fetchShowcase(page: Pick<PageRequest, "site" | "services">, query: ShowcaseQuery, content: ContentRequest): Promise<{ items: ShowcaseItem[]; numFound: number }> {
  const resource = contentPaths.showcase(page.site.siteId, query.docType, query);
  try {
    const answer = showcaseAnswer.safeParse(await page.services.content.get(resource, content));
    if (answer.success) return { items: answer.data.result, numFound: answer.data.numFound };
    console.warn(`[preview] ${resource}: the answer breaks the showcase contract; showing no results`);
  } catch (error) {
    console.warn(`[preview] ${resource} unavailable; showing no results: ${(error as Error).message}`);
  }
  return { items: [], numFound: 0 };
}

/**
 * The page the viewer renders: each example block in a section of its own, full width (the
 * viewer's column gives the margins), so that the engine validates, prefetches and preloads
 * them exactly as on a content page.
 */
export function showcaseDocument(items: readonly ShowcaseItem[]): PageDocument {
  return {
    id: "preview-showcase",
    slug: "preview/showcase",
    sections: items.map((item) => ({ id: item.id, isFullWidth: true, items: [item.block] })),
  };
}

export async function loadShowcase(page: PageRequest, query: ShowcaseQuery, content: ContentRequest): Promise<ShowcaseData> {
  const { items, numFound } = await fetchShowcase(page, query, content);
  return {
    entries: items.map(({ id, name }) => ({ id, name })),
    numFound,
    page: await buildPage(showcaseDocument(items), page, content),
  };
}
