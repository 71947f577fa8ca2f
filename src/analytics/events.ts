/**
 * The analytics events of the storefront, by name, with their payloads (content spec §7: the
 * topNav and popUp events; promotion tracking of CMS blocks, §3 `promotionTracking`). A name
 * that is not here cannot be published: the bus is typed by this map.
 */

/** A CMS block's promotion tracking fields (content spec §3), plus where it was seen. */
export interface PromotionTracking {
  promotionId?: string;
  promotionName?: string;
  creativeName?: string;
  /** The block type and position on the page, e.g. `hero:1`. */
  creativeSlot?: string;
}

/** The tracking category of a pop-up's events (content spec §4). */
export type PopUpEventCategory = "Newsletter" | "Account";

export interface PopUpEventPayload {
  popUpId: string;
  name: string;
  /** "Newsletter" when the pop-up's name contains "newsletter" (any case), else "Account" (content spec §4). */
  category: PopUpEventCategory;
  /** A newsletter pop-up's minimized title (its title when it has none); "Registration" for an account pop-up. */
  action: string;
}

/** Where product tiles were shown: a category's grid, search results, suggestions, a product's set. */
export type ProductList = { kind: "category"; categoryId: string } | { kind: "search"; term: string } | { kind: "suggestions"; term: string } | { kind: "set"; productId: string };

/** A product as analytics reports it. */
export interface ProductAnalytics {
  productId: string;
  /** The colour-and-size id, once chosen. */
  variantId?: string;
  name: string;
  /** Current price in the site's currency (lowest of a range). */
  price: number;
  currency: string;
  /** 1-based position in its list. */
  position?: number;
}

export interface AnalyticsEvents {
  /** A link of the top navigation was clicked (any level; `path` is the labels from L1). */
  "topNav.onClickTopNavLink": { label: string; url: string; level: 1 | 2 | 3; path: string[] };
  /** A section of the mobile menu was expanded. */
  "topNav.onClickMobileMenuSection": { label: string; level: 1 | 2 };
  /** A content result was clicked inside the open search view. */
  "topNav.onClickSearchContent": { title: string; url: string };
  "popUp.onImpression": PopUpEventPayload;
  "popUp.onExpand": PopUpEventPayload;
  /** A button of the pop-up was clicked: `label` is the button's text, `url` where it leads. */
  "popUp.onClick": PopUpEventPayload & { label: string; url: string };
  /** A block with promotion tracking came into view (once per page view). */
  "promotion.view": PromotionTracking;
  /** A link of a block with promotion tracking was followed. */
  "promotion.click": PromotionTracking & { url: string };
  /** Product tiles came into view (a grid, search results, suggestions), once per tile and page view. */
  "product.impression": { list: ProductList; products: ProductAnalytics[] };
  /** A product tile was followed (before the navigation). */
  "product.click": { list: ProductList; product: ProductAnalytics };
  /** A product page was shown (its style, and the chosen variant when there is one). */
  "product.detailView": { product: ProductAnalytics };
  /** A product was added to the cart (from its page or a quickshop). */
  "product.addToCart": { product: ProductAnalytics; quantity: number; fulfilment: "delivery" | "pickup" };
  /** A search was submitted from the header (`term` as typed; `suggestion` when a suggestion was chosen). */
  "search.submit": { term: string; suggestion?: string };
  /** A commerce call failed (commerce spec §7: every error is reported with its message, id and correlation id). */
  "commerce.apiError": { warning: string; errorId: string; correlationId?: string; status: number; method: string; path: string };
}

export type AnalyticsEventName = keyof AnalyticsEvents;
