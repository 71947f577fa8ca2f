/** The cookie holding the id of the shopper's cart (readable: the cart is bound to the session's httpOnly token). */
export const CART_COOKIE = "rl_basket";

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
