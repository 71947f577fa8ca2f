import { afterAll, beforeAll, expect, inject, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchChromium, VIEWPORTS } from "./support/browser.ts";
import { axeViolations, bringLazyBlocksIn, openSweepTab, visit } from "./support/page-sweep.ts";

/**
 * axe over the pages that are not fixture content pages (those are swept by
 * fixture-pages-*.e2e.ts): category, product and search pages (the commerce screens), the not-found page, and a page of
 * broken blocks as shoppers and as editors (diagnostic cards) see it, at sm and lg.
 */
const baseUrl = inject("baseUrl");
const previewToken = inject("previewToken");
let browser: Browser;
let tab: Page;

beforeAll(async () => {
  browser = await launchChromium();
  tab = await openSweepTab(browser);
});
afterAll(async () => browser?.close());

const PAGES = [
  "/en-us/c/jackets-100200",
  "/en-us/p/summit-parka-NF0A3C8D",
  // The commerce screens (issue 13): a product on the default template, a refined and sorted
  // grid, search results with a corrected term, and a product out of stock everywhere.
  "/en-us/p/mens-cascade-rain-jacket-RLSH1001",
  "/en-us/c/jackets-100200?color=Black&sort=price-asc",
  "/en-us/search?q=jaket",
  "/en-us/p/alpine-bivy-shelter-RLTN0008",
  "/de-de/gibt-es-nicht",
  "/en-us/qa-broken-blocks",
  `/en-us/qa-broken-blocks?preview=true&previewToken=${previewToken}`,
];

// One load per page: the window is resized between sizes, as a shopper's would be.
test.for(PAGES)("%s has no axe violations at sm and lg", async (path) => {
  await tab.setViewportSize(VIEWPORTS.sm);
  await visit(tab, `${baseUrl}${path}`);
  for (const size of ["sm", "lg"] as const) {
    await tab.setViewportSize(VIEWPORTS[size]);
    await bringLazyBlocksIn(tab);
    const violations = await axeViolations(tab);
    expect(violations, `${path} at ${size}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
  }
});
