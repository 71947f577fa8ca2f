import { cartCookieOf, readCookie } from "../cookies.ts";

/**
 * What the header needs to know of the cart before any commerce code loads: whether the shopper
 * has a cart (its cookie) and when something was added (a window event). Kept free of the
 * commerce client, so that a page whose shopper has no cart downloads none of it.
 */

/** The browser event that opens the mini cart (its detail: what was added). */
export const MINI_CART_EVENT = "commerce:mini-cart";
export interface MiniCartEventDetail {
  siteId: string;
  /** The line just added (its variant id) and how many. */
  added?: { productId: string; quantity: number };
}

/** Whether this browser holds a cart (the count is worth reading). */
export const hasCart = (siteId: string) => Boolean(readCookie(document.cookie, cartCookieOf(siteId)));
