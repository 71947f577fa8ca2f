import { z } from "zod";
import { articleSearchAnswer } from "../../../contracts/api/content.ts";
import { contentPaths } from "../../../contracts/content/content-paths.ts";
import type { ErrorId } from "../../../contracts/errors/catalogue.ts";
import { GUEST_AUDIENCE } from "../../../contracts/personalisation/audience.ts";
import { findSite } from "../../../contracts/sites.ts";
import { loadPopUps } from "../../blocks/popup-manager/parse-popups.ts";
import type { ChildPageList } from "../../blocks/child-pages/child-page-list.ts";
import { isContentNotFound, type ContentClient } from "../content/content-client.server.ts";
import { articleSearchQuery, queriesOf } from "./article-search-request.server.ts";
import type { FrontApi } from "./front-api.ts";

/**
 * The front-end API's functions, on the server: what `/fapi` answers (server/fapi.ts is its
 * HTTP face) and what pages call directly while rendering. Answers are validated here
 * (decision 0013). A failure is a FrontApiError carrying the status and catalogue id that
 * `/fapi` answers with; block data providers treat any failure as "no data" (deferred data).
 */
export class FrontApiError extends Error {
  constructor(
    readonly status: 400 | 404 | 502 | 503,
    readonly errorId: ErrorId,
    message: string,
  ) {
    super(message);
    this.name = "FrontApiError";
  }
}

export interface ServerFrontApi extends FrontApi {
  /** A published content page's document (`/fapi/pages/{page}`). */
  page(siteId: string, slug: string): Promise<unknown>;
  /** The site's footer document (`/fapi/components/footer`). */
  footer(siteId: string): Promise<unknown>;
  /** An article search from `/fapi`'s query parameters (`tagId` may repeat). */
  articlesFromQuery(siteId: string, query: Record<string, string[]>): Promise<unknown>;
}

/**
 * The content service's children answer as the child pages block reads it (unknown fields
 * dropped): browsers trust the front-end API's answers, so it is checked here.
 */
const childPagesAnswer = z.object({
  items: z.array(z.object({ slug: z.string(), title: z.string(), description: z.string().optional() })),
}) satisfies z.ZodType<ChildPageList>;

/**
 * The size chart of a product type for a site, as `/fapi/components/size-chart/{productType}`
 * answers it (server/fapi-components.ts builds it from the validated fixtures); undefined when
 * the type has none.
 */
export type SizeChartSource = (siteId: string, productType: string) => unknown;

/** A product type as the size charts name it: lower-case letters and hyphens. */
const PRODUCT_TYPE = /^[a-z][a-z-]{0,39}$/;

/** `sizeCharts`: where size charts come from (the host's fixtures); without one, every type has none. */
export function createServerFrontApi(content: ContentClient, sizeCharts?: SizeChartSource): ServerFrontApi {
  /**
   * A published document: FrontApiError 404 when there is none, 503 when the service fails. With
   * `check`, what it makes of the document is answered; a document it refuses (throws for) is a
   * 502: the service answered off its contract.
   */
  async function published(resource: string, what: string, check: (answer: unknown) => unknown = (answer) => answer): Promise<unknown> {
    let answer: unknown;
    try {
      answer = await content.published(resource);
    } catch (error) {
      if (isContentNotFound(error)) throw new FrontApiError(404, "API404", "Page not found");
      console.error(`[fapi] ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
      throw new FrontApiError(503, "GEN500", "Content temporarily unavailable");
    }
    try {
      return await check(answer);
    } catch (error) {
      console.error(`[fapi] ${what} answered off its contract: ${resource}: ${error instanceof Error ? error.message.slice(0, 300) : String(error)}`);
      throw new FrontApiError(502, "GEN500", "Content temporarily unavailable");
    }
  }

  const knownSite = (siteId: string) => {
    if (!findSite(siteId)) throw new FrontApiError(400, "API400", "Expected ?siteId= one of the sites");
    return siteId;
  };

  const articlesFromQuery = async (siteId: string, query: Record<string, string[]>) => {
    const request = articleSearchQuery(siteId, query);
    if (!request.ok) throw new FrontApiError(400, "API400", request.message);
    return published(contentPaths.articleSearch(siteId, request.query), "article search", (answer) => articleSearchAnswer.parse(answer));
  };

  return {
    // Every item validated like a block (rich text sanitised, unsafe URLs refused; an invalid
    // one left out and logged): the browser renders what it is answered.
    popUps: async (siteId) => published(contentPaths.popups(knownSite(siteId)), "popups", (answer) => loadPopUps(answer, siteId)),
    childPages: (siteId, parentSlug) => published(contentPaths.children(siteId, parentSlug), "children", (answer) => childPagesAnswer.parse(answer)),
    articles: (siteId, query) => articlesFromQuery(siteId, queriesOf(query)),
    articlesFromQuery,
    // Without a request there is no session: the host answers `/fapi/session/audience` from the
    // shopper's session itself (server/fapi.ts); this is what a host without sessions answers.
    audience: async () => ({ audience: GUEST_AUDIENCE }),
    page: (siteId, slug) => published(contentPaths.page(siteId, slug), "page"),
    footer: async (siteId) => published(contentPaths.footer(knownSite(siteId)), "footer"),
    sizeChart: async (siteId, productType) => {
      knownSite(siteId);
      if (!PRODUCT_TYPE.test(productType)) throw new FrontApiError(400, "API400", "Expected a product type (lower-case)");
      const chart = sizeCharts?.(siteId, productType);
      if (chart === undefined) throw new FrontApiError(404, "API404", `No size chart for ${productType}`);
      return chart;
    },
  };
}
