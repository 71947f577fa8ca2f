import { expect, test } from "vitest";
import { pageTypeFromPath } from "./page-type.ts";

test.each([
  ["/", "home"],
  ["/en-us", "home"],
  ["/de-de/", "home"],
  ["/en-us/p/summit-parka-NF0A3C8D", "product page"],
  ["/en-us/c/jackets-100200", "category page"],
  ["/cart", "cart"],
  ["/checkout", "checkout"],
  ["/account", "account"],
  ["/order-confirmation", "order confirmation"],
  ["/en-us/search", "search"],
  ["/en-us/search-hub", "search hub"],
  ["/en-us/help", "other"],
  ["/favorites", "other"],
] as const)("%s is a %s", (path, type) => {
  expect(pageTypeFromPath(path)).toBe(type);
});

test("an error page is an error whatever its path", () => {
  expect(pageTypeFromPath("/en-us/p/summit-parka-NF0A3C8D", true)).toBe("error");
});
