import { DOCUMENT_DATA_ID, type DocumentPageData } from "./document-data.ts";

/**
 * A document page's other states (decision 0042): the same path with another query (a listing's
 * refinements, sort and page; another search) is the same page with other data, shown without
 * leaving the document. Anything else is another page, loaded as a document.
 */

/** The URL `href` leads to when it is another state of the page at `current`, else null (another page, another origin). */
export function inPageUrl(href: string, current: { href: string }): URL | null {
  const here = new URL(current.href);
  const url = new URL(href, here);
  return url.origin === here.origin && url.pathname === here.pathname ? url : null;
}

/** What a history entry of a document page shows: its address (path and query) and its data. */
export const entryKeyOf = (location: { pathname: string; search: string }) => `${location.pathname}${location.search}`;

/** A state of the page read from its HTML: its data and its title. */
export interface DocumentState {
  data: DocumentPageData;
  title: string;
}

/**
 * A document page's data and title from its HTML; undefined when the HTML holds no data (another
 * kind of page, an error page, a broken element).
 */
export function documentStateOf(html: string): DocumentState | undefined {
  const parsed = new DOMParser().parseFromString(html, "text/html");
  const text = parsed.getElementById(DOCUMENT_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return { data: JSON.parse(text) as DocumentPageData, title: parsed.title };
  } catch {
    return undefined;
  }
}

/**
 * Keeps a state of this page seen in this document by its address, the most recent last: back and
 * forward show them at once (the browser restores the scroll position against the same content),
 * as React Router's kept loader data did. Bounded: the oldest go first.
 */
export function rememberState(seen: Map<string, DocumentState>, address: string, state: DocumentState, limit = 20): void {
  seen.delete(address);
  seen.set(address, state);
  if (seen.size > limit) seen.delete(seen.keys().next().value!);
}
