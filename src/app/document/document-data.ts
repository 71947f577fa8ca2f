import type { SiteLayoutData } from "../routes/site-layout.tsx";
import type { ContentPageData } from "../content/load-content-page.server.ts";

/** The element that carries a document page's data to its entry (JSON, never run; decision 0041). */
export const DOCUMENT_DATA_ID = "document-page-data";

/** What a document page's entry hydrates: the site layout's data and the content page's. */
export interface DocumentPageData {
  layout: SiteLayoutData;
  page: ContentPageData;
}
