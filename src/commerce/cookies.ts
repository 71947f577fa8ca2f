/** The cookie holding the id of the shopper's cart (readable: the cart is bound to the session's httpOnly token). */
export const CART_COOKIE = "rl_basket";

/** A cookie's value from `document.cookie`, or undefined. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return undefined;
}
