import { idsFromPath } from "../../contracts/paths.ts";
import type { DecideEventInput } from "../../contracts/api/decide-event-types.ts";
import type { DecisionRequest } from "./decision-provider.ts";
import { cut, decideEventOf as event, decisionRequestEvent, pageViewEvent, screenSizeEvent, type PageViewFacts } from "./page-events.ts";

export { decisionRequestEvent, pageViewEvent, screenSizeEvent, type PageViewFacts };
export { recClickEvent, recImpressionsEvent } from "./rec-tracking.ts";

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
  if (page.screen) list.push(screenSizeEvent(page.screen.width, page.screen.height));
  if (page.language && /^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/.test(page.language)) list.push(event("Language", { language: page.language }));
  if (page.userAgent) list.push(event("UserAgent", { userAgent: cut(page.userAgent, 1024) }));
  if (page.referrer) list.push(event("Referrer", { referrer: cut(page.referrer, 2048) }));
  return list;
}

/** A site search (content spec §7): the term as typed, type text, on the site. */
export const searchViewEvent = (searchTerm: string): DecideEventInput => event("SearchView", { searchTerm: cut(searchTerm.trim(), 256), searchTermType: "text", searchType: "site" });

/** A product or sku id the engine takes (1 to 64 characters, not only spaces). */
const isId = (id: string | undefined): id is string => id !== undefined && id.trim() !== "" && id.length <= 64;

/** A cart or order line: the style (pid), the variant (sku), how many, and the line's value in currency units. */
export interface DecideLine {
  productId: string;
  sku?: string;
  quantity: number;
  /** The line's total, in currency units (59.98). */
  value: number;
  currency: string;
}

const line = (entry: DecideLine) => ({
  pid: entry.productId,
  ...(isId(entry.sku) ? { sku: entry.sku } : {}),
  quantity: entry.quantity,
  value: (Math.round(Math.max(0, entry.value) * 100) / 100).toFixed(2),
  currency: entry.currency,
});
/** A line the engine would refuse is left out: one bad line would cost the whole call. */
const validLine = (entry: DecideLine) =>
  isId(entry.productId) &&
  Number.isInteger(entry.quantity) &&
  entry.quantity > 0 &&
  entry.quantity <= 999_999 &&
  Number.isFinite(entry.value) &&
  entry.value < 1_000_000_000 &&
  /^[A-Z]{3}$/.test(entry.currency);

/** The cart as it is now (an empty cart sends no lines: the engine then knows it is empty). */
export const cartEvent = (lines: readonly DecideLine[]): DecideEventInput => event("Cart", { cartLines: lines.filter(validLine).slice(0, 200).map(line) });

/** An order placed: its number and lines (none without lines: the engine asks for one at least). */
export function purchaseEvent(purchaseId: string, lines: readonly DecideLine[]): DecideEventInput | undefined {
  const kept = lines.filter(validLine).slice(0, 200);
  return purchaseId.trim() && kept.length ? event("Purchase", { purchaseId: cut(purchaseId.trim(), 64), purchaseLines: kept.map(line) }) : undefined;
}

/** The storefront's custom variables (content spec §7): userInterest, total-cart, sub-total. */
export interface CustomVariableFacts {
  userInterest?: readonly string[];
  /** The cart's total and subtotal, in currency units. */
  totalCart?: number;
  subTotal?: number;
}

export function customVariablesEvent(facts: CustomVariableFacts): DecideEventInput | undefined {
  const variables: { variable: string; value: string }[] = [];
  for (const interest of facts.userInterest ?? []) if (interest.trim()) variables.push({ variable: "userInterest", value: cut(interest.trim(), 256) });
  if (facts.totalCart !== undefined && Number.isFinite(facts.totalCart)) variables.push({ variable: "total-cart", value: facts.totalCart.toFixed(2) });
  if (facts.subTotal !== undefined && Number.isFinite(facts.subTotal)) variables.push({ variable: "sub-total", value: facts.subTotal.toFixed(2) });
  return variables.length ? event("CustomVariables", { customVariables: variables.slice(0, 50) }) : undefined;
}

/** Where the shopper said they are (the store locator's "use my location"). */
export function coordinatesEvent(latitude: number, longitude: number): DecideEventInput | undefined {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  return event("Coordinates", { latitude, longitude });
}

/**
 * The fixed address pre-production hosts send (content spec §7): real engines geolocate by IP,
 * and a test host's own address would place every tester in the data centre. TEST-NET-1, never routed.
 */
export const PRE_PRODUCTION_IP_ADDRESS = "192.0.2.1";

/** Hosts that are not the shop: local machines, and names that say staging, development, QA, test or sandbox. */
export function isPreProductionHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  if (host === "localhost" || host.endsWith(".localhost") || host.endsWith(".local") || host === "::1" || /^127\./.test(host) || /^0\.0\.0\.0$/.test(host)) return true;
  return /(^|[.-])(staging|stage|stg|preprod|pre-prod|dev|development|qa|test|sandbox|uat)([.-]|\d|$)/.test(host);
}

/** IpAddress, on pre-production hosts only, always the dummy. */
export const ipAddressEvent = (hostname: string): DecideEventInput | undefined =>
  isPreProductionHost(hostname) ? event("IpAddress", { ipAddress: PRE_PRODUCTION_IP_ADDRESS }) : undefined;

/** What the server knows of a page view (its request and its data), for the page's decide call. */
export interface ServerPageFacts extends PageViewFacts {
  productId?: string;
  searchTerm?: string;
  cart?: { lines: readonly DecideLine[]; total?: number; subTotal?: number };
  userAgent?: string;
  acceptLanguage?: string;
  referrer?: string;
  hostname: string;
}

/**
 * The events of a page view's decide call made by the server (issue 16): DecisionRequest with
 * reporting, PageView with the page's categories and breadcrumbs, the product viewed, the search
 * made, the cart, custom variables, the browser's user agent, language and referrer as its
 * request said them, and the dummy IpAddress on pre-production hosts. The browser adds what only
 * it knows (screen size, tiles seen, coordinates) in its own batched call.
 */
export function serverDecisionEvents(page: ServerPageFacts, requestId: string): DecideEventInput[] {
  const language = page.acceptLanguage?.split(",")[0]?.split(";")[0]?.trim();
  const list: (DecideEventInput | undefined)[] = [
    decisionRequestEvent(requestId),
    pageViewEvent(page),
    page.productId ? event("ProductDetailView", { products: [{ productId: page.productId }] }) : undefined,
    page.searchTerm !== undefined && page.searchTerm.trim() ? searchViewEvent(page.searchTerm) : undefined,
    page.cart ? cartEvent(page.cart.lines) : undefined,
    page.cart ? customVariablesEvent({ totalCart: page.cart.total, subTotal: page.cart.subTotal }) : undefined,
    language && /^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/.test(language) ? event("Language", { language }) : undefined,
    page.userAgent?.trim() ? event("UserAgent", { userAgent: cut(page.userAgent, 1024) }) : undefined,
    page.referrer ? event("Referrer", { referrer: cut(page.referrer, 2048) }) : undefined,
    ipAddressEvent(page.hostname),
  ];
  return list.filter((entry): entry is DecideEventInput => entry !== undefined);
}

/** Named page events (a newsletter signup, a size guide opened …). */
export const pageEventsEvent = (names: readonly string[]): DecideEventInput => event("PageEvents", { pageEvents: [...names] });
