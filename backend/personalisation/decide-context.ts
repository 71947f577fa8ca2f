import { DEFAULT_SITE, siteForLocalePath } from "../../contracts/sites.ts";
import { idsFromPath } from "../../contracts/paths.ts";
import type { DecideEvent } from "../../contracts/api/decide.ts";
import { toMinor } from "../money.ts";

/**
 * What a decide call's events say about the visit (content spec §7), folded into one value:
 * the page, the products looked at, the cart, the custom variables and what is to be recorded.
 * Pure: the engine's targeting and recommendations read this, never the raw events.
 */

export interface CartFacts {
  /** Style ids of the lines. */
  productIds: string[];
  itemCount: number;
  /** Minor units. */
  value: number;
}

/** A record event's token with where it was in the request (for error messages). */
export interface TokenReference {
  token: string;
  field: string;
}

export interface DecideContext {
  pageType?: string;
  url?: string;
  /** The site's language-country path segment of the page (`en-us`), when the url has one. */
  localePath: string;
  currency: string;
  /** Categories of the page: the PageView's and the one in a category page's path. */
  pageCategoryIds: string[];
  /** Style ids of the products looked at: ProductDetailView and a product page's path. */
  viewedProductIds: string[];
  purchasedProductIds: string[];
  cart: CartFacts;
  /** Custom variables by name (the later value of a repeated name wins). */
  customVariables: Record<string, string>;
  searchTerm?: string;
  decisionRequests: { requestId: string; includeReporting: boolean }[];
  recImpressions: TokenReference[];
  recClicks: TokenReference[];
  pageEvents: string[];
}

/** An 11-character variant product id stands for its 8-character style (commerce spec §2). */
export function styleIdOf(productId: string): string {
  return /^[A-Z0-9]{11}$/.test(productId) ? productId.slice(0, 8) : productId;
}

/** Amounts in custom variables ("total-cart", "sub-total") are decimals in currency units. */
export function minorFromDecimal(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,9}(\.\d{1,2})?$/.test(value.trim())) return undefined;
  return toMinor(Number(value.trim()));
}

function pathOf(url: string): string {
  try {
    return new URL(url, "http://storefront.invalid").pathname;
  } catch {
    return "";
  }
}

const unique = (values: string[]) => [...new Set(values)];

export function contextFromEvents(events: readonly DecideEvent[]): DecideContext {
  let pageView: Extract<DecideEvent, { eventType: "PageView" }> | undefined;
  let cartLines: Extract<DecideEvent, { eventType: "Cart" }>["cartLines"] | undefined;
  const viewed: string[] = [];
  const purchased: string[] = [];
  const customVariables: Record<string, string> = {};
  const context: Omit<DecideContext, "localePath" | "currency" | "pageCategoryIds" | "viewedProductIds" | "purchasedProductIds" | "cart" | "customVariables"> = {
    decisionRequests: [],
    recImpressions: [],
    recClicks: [],
    pageEvents: [],
  };

  events.forEach((event, index) => {
    switch (event.eventType) {
      case "PageView":
        pageView = event;
        break;
      case "DecisionRequest":
        context.decisionRequests.push({ requestId: event.requestId, includeReporting: event.includeReporting });
        break;
      case "ProductDetailView":
        viewed.push(...event.products.map((product) => styleIdOf(product.sku ?? product.productId)));
        break;
      case "Cart":
        cartLines = event.cartLines;
        break;
      case "Purchase":
        purchased.push(...event.purchaseLines.map((line) => styleIdOf(line.sku ?? line.pid)));
        break;
      case "CustomVariables":
        for (const { variable, value } of event.customVariables) customVariables[variable] = value;
        break;
      case "SearchView":
        context.searchTerm = event.searchTerm;
        break;
      case "RecImpressions":
        context.recImpressions.push(...event.recImpressions.map((token, position) => ({ token, field: `events.${index}.recImpressions.${position}` })));
        break;
      case "RecClicks":
        context.recClicks.push(...event.recClicks.map((token, position) => ({ token, field: `events.${index}.recClicks.${position}` })));
        break;
      case "PageEvents":
        context.pageEvents.push(...event.pageEvents);
        break;
      default:
        // Screen size, language, user agent, IP address, referrer, coordinates and thumbnail
        // views are accepted; no rule of this engine reads them yet.
        break;
    }
  });

  const path = pageView ? pathOf(pageView.url) : "";
  const localeSegment = path.split("/")[1];
  const site = siteForLocalePath(localeSegment);
  const fromPath = idsFromPath(path);
  const cartFromLines: CartFacts | undefined = cartLines && {
    productIds: unique(cartLines.map((line) => styleIdOf(line.sku ?? line.pid))),
    itemCount: cartLines.reduce((sum, line) => sum + line.quantity, 0),
    value: cartLines.reduce((sum, line) => sum + line.value, 0),
  };
  // Without a Cart event, the cart custom variables still tell its value.
  const variableValue = minorFromDecimal(customVariables["sub-total"]) ?? minorFromDecimal(customVariables["total-cart"]) ?? 0;

  return {
    ...context,
    pageType: pageView?.pageType,
    url: pageView?.url,
    localePath: site?.localePath ?? DEFAULT_SITE.localePath,
    currency: cartLines?.[0]?.currency ?? site?.currency ?? DEFAULT_SITE.currency,
    pageCategoryIds: unique([...(pageView?.categories ?? []), ...(fromPath.categoryId ? [fromPath.categoryId] : [])]),
    viewedProductIds: unique([...viewed, ...(fromPath.productId ? [styleIdOf(fromPath.productId)] : [])]),
    purchasedProductIds: unique(purchased),
    cart: cartFromLines ?? { productIds: [], itemCount: 0, value: variableValue },
    customVariables,
  };
}
