import { expect, test } from "vitest";
import { afterSignOutPath } from "./after-sign-out.ts";

test.each([
  ["/en-us/cart", false, "/en-us"],
  ["/en-us/checkout", false, "/en-us"],
  ["/checkout", false, "/en-us"],
  ["/en-us/account/orders", false, "/en-us"],
  ["/en-us/favorites", false, "/en-us"],
  ["/en-us/p/summit-parka-NF0A3C8D", false, "/en-us/p/summit-parka-NF0A3C8D"],
  // "cart" inside another word is not the cart page.
  ["/en-us/c/cartography-100100", false, "/en-us/c/cartography-100100"],
  ["/en-us/cart", true, "/associate-login"],
  ["/en-us/p/x", true, "/associate-login"],
])("signing out at %s (associate %s) lands on %s", (pathname, associate, expected) => {
  expect(afterSignOutPath(pathname, { localePath: "en-us", associate })).toBe(expected);
});
