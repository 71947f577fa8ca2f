import { describe, expect, test } from "vitest";
import { linkUrl, richText } from "../../engine/content/fields.ts";
import { safeHref } from "../../../contracts/safe-url.ts";
import { isModalHash, mergeQuery, modalHash, modalLinkUrl } from "./modal-url.ts";

describe("mergeQuery: the current query with the link's parameters", () => {
  test.each([
    ["both empty", "", "", ""],
    ["nothing added: the current query", "?color=red", "", "?color=red"],
    ["nothing current: the added query", "", "size=m", "?size=m"],
    ["new names are appended", "?color=red", "size=m", "?color=red&size=m"],
    ["a name in both takes the link's value, in place", "?color=red&size=s", "color=blue", "?color=blue&size=s"],
    ["override and append together", "?a=1&b=2", "b=3&c=4", "?a=1&b=3&c=4"],
    ["a repeated current name is replaced once", "?tag=a&x=1&tag=b", "tag=c", "?tag=c&x=1"],
    ["a repeated link name keeps all its values", "?tag=a", "tag=b&tag=c", "?tag=b&tag=c"],
    ["untouched parameters are kept as written", "?component12%5BtagId%5D=hiking&q=rain+jacket", "size=m", "?component12%5BtagId%5D=hiking&q=rain+jacket&size=m"],
    ["names are compared decoded", "?component12%5BtagId%5D=hiking", "component12[tagId]=camping", "?component12[tagId]=camping"],
    ["a name without value", "?preview", "preview=1", "?preview=1"],
    ["empty pairs are dropped", "?a=1&&b=2&", "", "?a=1&b=2"],
    ["a leading ? on the addition is tolerated", "?a=1", "?b=2", "?a=1&b=2"],
    ["a malformed escape is compared as written", "?%E0%A4%A=1", "%E0%A4%A=2", "?%E0%A4%A=2"],
  ])("%s", (_case, current, addition, merged) => {
    expect(mergeQuery(current, addition)).toBe(merged);
  });
});

describe("modalLinkUrl (content spec §2)", () => {
  const here = { pathname: "/en-us/c/jackets-100200", search: "?color=red" };
  test.each([
    ["#modal is appended to the current path and query", "#modal-size-guide", here, "/en-us/c/jackets-100200?color=red#modal-size-guide"],
    ["#modal on a page without query", "#modal-size-guide", { pathname: "/en-us", search: "" }, "/en-us#modal-size-guide"],
    ["surrounding spaces are ignored", "  #modal-returns ", { pathname: "/en-us", search: "" }, "/en-us#modal-returns"],
    ["?…#modal merges the query and keeps the path", "?size=m#modal-size-guide", here, "/en-us/c/jackets-100200?color=red&size=m#modal-size-guide"],
    ["?…#modal overrides a parameter of the same name", "?color=blue#modal-size-guide", here, "/en-us/c/jackets-100200?color=blue#modal-size-guide"],
    ["?#modal with an empty query keeps the current one", "?#modal-size-guide", here, "/en-us/c/jackets-100200?color=red#modal-size-guide"],
    ["the current fragment is replaced", "#modal-b", { pathname: "/en-us", search: "" }, "/en-us#modal-b"],
  ])("%s", (_case, href, current, url) => {
    expect(modalLinkUrl(href, current)).toBe(url);
  });

  test.each([
    ["a page link", "/en-us/help"],
    ["an absolute link", "https://example.com/#modal-x"],
    ["another fragment", "#reviews"],
    ["a query without fragment", "?size=m"],
    ["a query with another fragment", "?size=m#reviews"],
    ["#modal only later in the fragment", "?size=m#top#modal-x"],
    ["a path with a #modal fragment (another page)", "/en-us/help#modal-x"],
    ["empty", ""],
  ])("%s is not a dialog URL", (_case, href) => {
    expect(modalLinkUrl(href, here)).toBeUndefined();
  });
});

test("a dialog's fragment", () => {
  expect(modalHash("size-guide")).toBe("#modal-size-guide");
  expect(isModalHash("#modal-size-guide")).toBe(true);
  expect(isModalHash("#reviews")).toBe(false);
  expect(isModalHash("")).toBe(false);
});

describe("dialog URLs pass the link-safety checks", () => {
  test.each(["#modal-size-guide", "?size=m#modal-size-guide", "?#modal-returns"])("%s", (href) => {
    expect(linkUrl.safeParse(href).success).toBe(true);
    expect(safeHref(href)).toBe(href);
    expect(richText.parse(`<p><a href="${href}">Open</a></p>`)).toContain(`href="${href}"`);
  });
});
