import { idsFromPath } from "../../contracts/paths.ts";
import { CAROUSEL_IMPRESSIONS, prefixedEventType, type DecideEventInput, type EventTypeName } from "../../contracts/api/decide-event-types.ts";
import type { DecisionRequest } from "./decision-provider.ts";

/**
 * The events the storefront sends to the decide call (content spec §7), built from what the
 * browser knows of the page. Pure: the browser wiring reads `window` and passes it in.
 */

/** What the browser knows of the page it shows. */
export interface BrowserPage {
  url: string;
  referrer?: string;
  language?: string;
  userAgent?: string;
  screen?: { width: number; height: number };
}

const event = (name: EventTypeName, fields: Record<string, unknown>): DecideEventInput => ({ eventType: prefixedEventType(name), ...fields });
/** The engine refuses texts over its limits; a very long url or user agent is cut, not refused. */
const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

function pathOf(url: string): string {
  try {
    return new URL(url, "http://storefront.invalid").pathname;
  } catch {
    return "/";
  }
}

/**
 * A decision request for the page: DecisionRequest (with reporting, which the experience blocks
 * read), PageView, the product viewed on a product page, and the browser's context events.
 */
export function decisionEvents(request: Pick<DecisionRequest, "pageType">, page: BrowserPage, requestId: string): DecideEventInput[] {
  const list: DecideEventInput[] = [
    event("DecisionRequest", { requestId, includeReporting: true }),
    event("PageView", { url: cut(page.url, 2048), pageType: request.pageType, breadcrumbs: [], categories: [] }),
  ];
  const { productId } = idsFromPath(pathOf(page.url));
  if (productId) list.push(event("ProductDetailView", { products: [{ productId }] }));
  if (page.screen) list.push(event("ScreenSize", { width: Math.max(0, Math.round(page.screen.width)), height: Math.max(0, Math.round(page.screen.height)) }));
  if (page.language && /^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/.test(page.language)) list.push(event("Language", { language: page.language }));
  if (page.userAgent) list.push(event("UserAgent", { userAgent: cut(page.userAgent, 1024) }));
  if (page.referrer) list.push(event("Referrer", { referrer: cut(page.referrer, 2048) }));
  return list;
}

/** RecImpressions of a carousel: the first 24 items only (content spec §9; 3 for an upsell). */
export function recImpressionsEvent(recTokens: readonly string[], max: number = CAROUSEL_IMPRESSIONS): DecideEventInput | undefined {
  const shown = recTokens.slice(0, max);
  return shown.length ? event("RecImpressions", { recImpressions: shown }) : undefined;
}

export const recClickEvent = (recToken: string): DecideEventInput => event("RecClicks", { recClicks: [recToken] });

/** Named page events (a newsletter signup, a size guide opened …). */
export const pageEventsEvent = (names: readonly string[]): DecideEventInput => event("PageEvents", { pageEvents: [...names] });
