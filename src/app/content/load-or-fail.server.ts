import { data } from "react-router";
import { isContentUnavailable } from "./content-client.server.ts";
import { loadContentPage } from "./load-content-page.server.ts";
import type { PageRequest } from "./page-request.server.ts";
import { InvalidPageDocumentError } from "../../engine/resolve-page.ts";

/**
 * `loadContentPage` with failures mapped to statuses: content service down → 503, a document
 * that is not a page at all → 502 (logged). Critical data fails loudly, as a status.
 */
export async function loadContentOrFail(page: PageRequest, resource: string) {
  try {
    return await loadContentPage(page, resource);
  } catch (error) {
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
