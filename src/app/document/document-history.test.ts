// @vitest-environment jsdom
import { describe, expect, test } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { documentStateOf, entryKeyOf, inPageUrl, rememberState, type DocumentState } from "./document-history.ts";
import { DocumentScripts, type DocumentPage } from "./document-page.tsx";

const page = {
  layout: { site: { siteId: "RL-US" }, documentScripts: ["/assets/document-entry-a.js"] },
  page: { page: { title: "Help </script><script>alert(1)</script>", sections: [] } },
  scripts: ["/assets/document-entry-a.js"],
} as unknown as DocumentPage;

describe("documentStateOf: a document page's data and title read back from its HTML (another state, revalidation)", () => {
  test("the data the server wrote, a closing script tag in a text included, and the page's title", () => {
    const html = `<!DOCTYPE html><html><head><title>Jackets | Ridgeline</title></head><body><main>…</main>${renderToStaticMarkup(createElement(DocumentScripts, { page }))}</body></html>`;
    expect(documentStateOf(html)).toEqual({ data: { layout: page.layout, page: page.page }, title: "Jackets | Ridgeline" });
    // The text stayed inside the JSON: no script element came of it.
    expect(new DOMParser().parseFromString(html, "text/html").querySelectorAll("script")).toHaveLength(2);
  });

  test.each([
    ["an app page (no data element)", "<html><body><script>window.__reactRouterContext = {}</script></body></html>"],
    ["an error page", "<html><body><h1>Something went wrong</h1></body></html>"],
    ["a broken data element", '<html><body><script type="application/json" id="document-page-data">{"layout":</script></body></html>'],
  ])("%s: none, so the page is loaded instead", (_case, html) => {
    expect(documentStateOf(html)).toBeUndefined();
  });
});

describe("inPageUrl: another state of the same page stays in it, another page loads", () => {
  const here = { href: "https://shop.example/en-us/c/jackets-100200?color=Black" };
  test.each([
    ["a refinement (a query of its own)", "/en-us/c/jackets-100200?color=Black&size=M", "https://shop.example/en-us/c/jackets-100200?color=Black&size=M"],
    ["the listing without its query", "/en-us/c/jackets-100200", "https://shop.example/en-us/c/jackets-100200"],
    ["a query alone, relative", "?sort=price-asc", "https://shop.example/en-us/c/jackets-100200?sort=price-asc"],
    ["the same address absolute, with a fragment", "https://shop.example/en-us/c/jackets-100200?color=Black#grid", "https://shop.example/en-us/c/jackets-100200?color=Black#grid"],
    ["another category", "/en-us/c/fleece-100300", null],
    ["a product", "/en-us/p/summit-parka-NF0A3C8D", null],
    ["another site's same category", "/de-de/c/jackets-100200", null],
    ["another origin, same path", "https://elsewhere.example/en-us/c/jackets-100200?color=Black", null],
  ])("%s", (_case, href, expected) => {
    expect(inPageUrl(href, here)?.href ?? null).toBe(expected);
  });

  test("the history entry's key: path and query, never the fragment", () => {
    expect(entryKeyOf(new URL("https://shop.example/en-us/search?q=parka#results"))).toBe("/en-us/search?q=parka");
  });
});

describe("rememberState: the states back and forward show at once", () => {
  const state = (title: string) => ({ title, data: {} }) as DocumentState;

  test("a state seen is kept by its address; seen again, it is the newest; the oldest go first", () => {
    const seen = new Map<string, DocumentState>();
    rememberState(seen, "/a", state("a"), 2);
    rememberState(seen, "/b", state("b"), 2);
    rememberState(seen, "/a", state("a again"), 2);
    rememberState(seen, "/c", state("c"), 2);
    // Bounded at two: the oldest (b, since a was seen again) went first.
    expect([...seen.keys()]).toEqual(["/a", "/c"]);
    expect(seen.get("/a")?.title).toBe("a again");
  });
});
