import { describe, expect, test } from "vitest";
import { documentPageOf, jsonForScript } from "./document-page.tsx";
import type { SiteLayoutData } from "../routes/site-layout.tsx";
import type { ContentPageData } from "../content/load-content-page.server.ts";

const layout = { documentScripts: ["/assets/document-entry-a.js", "/assets/framework-b.js"] } as unknown as SiteLayoutData;
const page = { page: { sections: [] } } as unknown as ContentPageData;
const root = { id: "root", params: {}, data: undefined };
const NO_DATA = Symbol("no data");
/** React Router's match of a route; NO_DATA: its loader failed (undefined data). */
const match = (id: string, params: Record<string, string>, data: unknown) => ({ id, params: { lc: "en-us", ...params }, data: data === NO_DATA ? undefined : data });
const siteLayout = (data: unknown = layout) => match("routes/site-layout", {}, data);
const leaf = (id: string, params: Record<string, string> = {}, data: unknown = page) => match(id, params, data);

describe("documentPageOf: which pages hydrate without React Router", () => {
  test.each([
    ["the home page", [root, siteLayout(), leaf("routes/home")], false, true],
    ["a static content page", [root, siteLayout(), leaf("routes/content-page", { page: "help" })], false, true],
    ["a preview (the workbench's bridge)", [root, siteLayout(), leaf("routes/home")], true, false],
    ["a member's page (account screens navigate in the page)", [root, siteLayout(), leaf("routes/content-page", { page: "account-profile" })], false, false],
    ["the favourites page", [root, siteLayout(), leaf("routes/content-page", { page: "favorites" })], false, false],
    ["a category (its listing changes state in the page: decision 0042)", [root, siteLayout(), leaf("routes/category", { slugId: "jackets-100200" })], false, true],
    ["a product", [root, siteLayout(), leaf("routes/product", { slugId: "summit-parka-NF0A3C8D" })], false, true],
    ["a search", [root, siteLayout(), leaf("routes/search")], false, true],
    ["a category in preview mode", [root, siteLayout(), leaf("routes/category", { slugId: "jackets-100200" })], true, false],
    ["the cart", [root, siteLayout(), leaf("shopping-page-cart")], false, false],
    ["a page whose loader failed (its error boundary)", [root, siteLayout(), leaf("routes/content-page", { page: "nowhere" }, NO_DATA)], false, false],
    ["a page without the site layout's data", [root, siteLayout(NO_DATA), leaf("routes/home")], false, false],
    ["a development server (no document entry built)", [root, siteLayout({ documentScripts: [] }), leaf("routes/home")], false, false],
    ["a content page's data in preview mode", [root, siteLayout(), leaf("routes/home", {}, { ...page, preview: { allowedOrigins: [] } })], false, false],
  ])("%s", (_case, matches, preview, expected) => {
    const documentPage = documentPageOf(matches, preview);
    expect(documentPage !== null).toBe(expected);
    if (documentPage) expect(documentPage.scripts).toEqual(layout.documentScripts);
  });
});

describe("jsonForScript", () => {
  test.each([
    ["a text that would close the script", { text: "</script><script>alert(1)</script>" }],
    ["an HTML comment opening", { text: "<!-- x" }],
    ["line and paragraph separators", { text: "a\u2028b\u2029c" }],
    ["nested values", { list: [1, "two", { three: null }], flag: true }],
  ])("%s: no < or separator in the text, the same value parsed back", (_case, value) => {
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
