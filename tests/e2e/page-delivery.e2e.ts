import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import { collectConsoleProblems, launchChromium } from "./support/browser.ts";
import { blockStylesheetFiles } from "./support/manifest.ts";
import { unstyledClasses } from "./support/page-sweep.ts";

/**
 * How pages travel (issue 17): the streamed HTML is compressed, and a page loads at most three
 * render-blocking stylesheets (the header's two, the blocks' bundle), only with the styles of
 * the block types it shows, and no stylesheet more when its blocks' code loads as the shopper
 * scrolls and reaches for it (but a lazy section's, whose blocks the server leaves as skeletons).
 */
const baseUrl = inject("baseUrl");
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 375, height: 800 } });
});
afterAll(async () => browser?.close());

const PAGE_KINDS = ["/en-us", "/de-de", "/en-us/c/jackets-100200", "/en-us/p/mens-cascade-rain-jacket-RLSH1001", "/en-us/search?q=rain%20jacket", "/en-us/cart", "/en-us/checkout", "/en-us/help", "/en-us/blocks-media"];

describe("page delivery", () => {
  test("the streamed HTML is brotli-compressed for a browser that takes it, gzip for one that takes only gzip", async () => {
    const brotli = await fetch(`${baseUrl}/en-us`, { headers: { "accept-encoding": "gzip, br" } });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(await brotli.text()).toContain("</html>");
    const gzip = await fetch(`${baseUrl}/en-us`, { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(await gzip.text()).toContain("</html>");
  });

  test.concurrent.each(PAGE_KINDS)("%s: at most three stylesheet requests, none more once its blocks' code loads, and every block styled", async (path) => {
    const page = await context.newPage();
    const problems = collectConsoleProblems(page);
    const stylesheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") stylesheets.push(new URL(request.url()).pathname);
    });
    const response = await page.goto(`${baseUrl}${path}`, { waitUntil: "load" });
    expect(response!.headers()["content-encoding"]).toBe("br");
    const atLoad = [...stylesheets];
    // A lazy section's blocks are skeletons in the server's HTML: their styles come with their code.
    const lazyTypes = await page.locator("[data-lazy-placeholder]").evaluateAll((skeletons) => skeletons.map((skeleton) => skeleton.getAttribute("data-lazy-placeholder")!));
    const lazyStylesheets = new Set(lazyTypes.flatMap((type) => blockStylesheetFiles(type).map((file) => `/${file}`)));
    expect(atLoad.length, atLoad.join("\n")).toBeLessThanOrEqual(3);
    // The same file twice (the root's link and the header's) is one request.
    expect(new Set(atLoad).size).toBe(atLoad.length);

    await page.waitForLoadState("networkidle");
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(500);
    await page.mouse.wheel(0, 8000);
    await page.keyboard.press("Tab");
    await page.waitForLoadState("networkidle");
    expect(stylesheets.slice(atLoad.length).filter((file) => !lazyStylesheets.has(file))).toEqual([]);

    const unstyled = await unstyledClasses(page);
    expect(unstyled).toEqual([]);
    // The sandbox has no network: third-party media fail to load (warnings), which is not the matter here.
    expect(problems.filter((problem) => !problem.startsWith("warning:") && !/Failed to load resource/.test(problem))).toEqual([]);
    await page.close();
  });
});
