import { DOCUMENT_DATA_ID, type DocumentPageData } from "./document-data.ts";

/** A document page's data from its HTML (decision 0041); undefined when the HTML holds none (not a content page). */
export function documentDataOf(html: string): DocumentPageData | undefined {
  const text = new DOMParser().parseFromString(html, "text/html").getElementById(DOCUMENT_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as DocumentPageData;
  } catch {
    return undefined;
  }
}
