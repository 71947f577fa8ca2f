// @vitest-environment jsdom
import { describe, expect, test } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { documentDataOf } from "./document-data-of.ts";
import { DocumentScripts, type DocumentPage } from "./document-page.tsx";

const page = {
  layout: { site: { siteId: "RL-US" }, documentScripts: ["/assets/document-entry-a.js"] },
  page: { page: { title: "Help </script><script>alert(1)</script>", sections: [] } },
  scripts: ["/assets/document-entry-a.js"],
} as unknown as DocumentPage;

describe("documentDataOf: a content page's data read back from its HTML (revalidation on a document page)", () => {
  test("the data the server wrote, a closing script tag in a text included", () => {
    const html = `<!DOCTYPE html><html><head></head><body><main>…</main>${renderToStaticMarkup(createElement(DocumentScripts, { page }))}</body></html>`;
    expect(documentDataOf(html)).toEqual({ layout: page.layout, page: page.page });
    // The text stayed inside the JSON: no script element came of it.
    expect(new DOMParser().parseFromString(html, "text/html").querySelectorAll("script")).toHaveLength(2);
  });

  test.each([
    ["an app page (no data element)", "<html><body><script>window.__reactRouterContext = {}</script></body></html>"],
    ["an error page", "<html><body><h1>Something went wrong</h1></body></html>"],
    ["a broken data element", '<html><body><script type="application/json" id="document-page-data">{"layout":</script></body></html>'],
  ])("%s: none, so the page is loaded instead", (_case, html) => {
    expect(documentDataOf(html)).toBeUndefined();
  });
});
