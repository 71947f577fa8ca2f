/**
 * The cookie holding the id of the shopper's cart on a site (readable: the cart is bound to the
 * session's httpOnly token). One per site: a cart is in one site's currency and ships to its
 * country, so a shopper who moves between sites has a cart on each.
 */
export const CART_COOKIE_PREFIX = "rl_basket_";
export const cartCookieOf = (siteId: string) => `${CART_COOKIE_PREFIX}${siteId}`;

/** A cookie's value from `document.cookie`, or undefined. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key !== name) continue;
    const raw = value.join("=");
    try {
      return decodeURIComponent(raw);
    } catch {
      // A value another script wrote with a stray `%`: taken as it is rather than throwing.
      return raw;
    }
  }
  return undefined;
}
