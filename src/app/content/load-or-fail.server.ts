import { data } from "react-router";
import type { SiteConfig } from "../../../contracts/sites.ts";
import { ContentUnavailableError } from "./content-client.server.ts";
import { loadContentPage } from "./load-content-page.server.ts";
import { InvalidPageDocumentError } from "../../engine/resolve-page.ts";

/**
 * `loadContentPage` with failures mapped to statuses: content service down → 503, a document
 * that is not a page at all → 502 (logged). Critical data fails loudly, as a status.
 */
export async function loadContentOrFail(request: Request, site: SiteConfig, resource: string) {
  try {
    return await loadContentPage(request, site, resource);
  } catch (error) {
    if (error instanceof ContentUnavailableError) {
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
