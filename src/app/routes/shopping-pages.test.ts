import { expect, test } from "vitest";
import { shoppingPageOf } from "./shopping-pages.ts";
import { loader as siteRedirect } from "./site-redirect.tsx";

test.each([
  ["/en-us/cart", "cart"],
  ["/fr-ca/checkout", "checkout"],
  ["/de-de/order-confirmation", "order-confirmation"],
  ["/en-us/cart/", "cart"],
])("%s is the %s page", (pathname, slug) => {
  expect(shoppingPageOf(pathname)).toBe(slug);
});

test.each([
  ["/cart", "", "/en-us/cart"],
  ["/checkout", "fr-CA,fr;q=0.9", "/fr-ca/checkout"],
  ["/order-confirmation?orderNo=RL12345678", "de-DE", "/de-de/order-confirmation?orderNo=RL12345678"],
  ["/cart", "xx-YY", "/en-us/cart"],
])("the bare %s (Accept-Language %s) goes to %s", (path, language, target) => {
  const response = siteRedirect({ request: new Request(`http://shop.test${path}`, { headers: { "accept-language": language } }) });
  expect(response.status).toBe(302);
  expect(response.headers.get("location")).toBe(target);
});
