import { data } from "react-router";
import { isContentUnavailable } from "./content-client.server.ts";
import { loadContentPage, notFoundResponse, type CriticalQuery } from "./load-content-page.server.ts";
import { isNotFound } from "../../commerce/catalogue/catalogue-queries.ts";
import type { PageRequest } from "./page-request.server.ts";
import type { PageTrail } from "./page-decision.server.ts";
import { InvalidPageDocumentError } from "../../engine/resolve-page.ts";

/**
 * `loadContentPage` with failures mapped to statuses: content service down → 503, a document
 * that is not a page at all → 502 (logged). Critical data fails loudly, as a status: a critical
 * query's "no such thing" (an unknown product or category) → 404 with the site's error page, any
 * other failure of it → 503 (logged).
 */
export async function loadContentOrFail(page: PageRequest, resource: string, critical: readonly CriticalQuery[] = [], trailOf?: (criticalData: unknown[]) => PageTrail | Promise<PageTrail>) {
  try {
    return await loadContentPage(page, resource, critical, trailOf);
  } catch (error) {
    if (isNotFound(error)) throw await notFoundResponse(page);
    if (error instanceof Error && error.name === "CommerceApiError") {
      console.error(`[commerce] critical data of ${resource} failed: ${error.message}`);
      throw data(null, { status: 503 });
    }
    if (isContentUnavailable(error)) {
      console.error(`[content] ${error.message}`);
      throw data(null, { status: 503 });
    }
    if (error instanceof InvalidPageDocumentError) {
      console.error(`[content] ${resource}: ${error.message}`);
      throw data(null, { status: 502 });
    }
    throw error;
  }
}
