import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
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

/**
 * Document pages hydrate without React Router (decisions 0041, 0042): the home, static, category,
 * product and search pages load the document entry, never the app chunk (React Router); their
 * header works (search: the results page, in the page where it is already shown; links by document
 * load), React's ids in the browser are the server's, and a listing's other states are shown in
 * the page (back and forward included). The app's pages keep the router.
 */
describe("document pages without React Router", () => {
  /** React's own id (useId) for each element the server gave an id or a reference to one: read from the hydrated fibers. */
  const idsOfHydratedElements = (page: Page) =>
    page.evaluate(() => {
      const found: { server: string; browser: string[] }[] = [];
      for (const element of document.querySelectorAll("[aria-controls], [aria-labelledby], [id^='_R_']")) {
        const fiberKey = Object.keys(element).find((key) => key.startsWith("__reactFiber$"));
        if (!fiberKey) continue; // server HTML an island keeps: React never saw it
        const server = [element.getAttribute("aria-controls"), element.getAttribute("aria-labelledby"), element.id].find((value) => value?.startsWith("_R_"));
        if (!server) continue;
        const browser: string[] = [];
        type Hook = { memoizedState: unknown; next: Hook | null } | null;
        type Fiber = { memoizedState: unknown; return: Fiber | null } | null;
        for (let fiber: Fiber = (element as unknown as Record<string, Fiber>)[fiberKey] ?? null; fiber && browser.length === 0; fiber = fiber.return) {
          for (let hook = fiber.memoizedState as Hook; hook && typeof hook === "object" && "next" in hook; hook = hook.next) {
            if (typeof hook.memoizedState === "string" && hook.memoizedState.startsWith("_R_")) browser.push(hook.memoizedState);
          }
        }
        found.push({ server, browser });
      }
      return found;
    });

  test.concurrent.each([
    "/en-us",
    "/de-de",
    "/en-us/help",
    "/fr-ca/campaign",
    "/en-us/c/jackets-100200",
    "/de-de/p/mens-cascade-rain-jacket-RLSH1001",
    "/en-us/search?q=parka",
  ])("%s: no React Router, React's ids are the server's, the header's search shows the results", async (path) => {
    const page = await context.newPage();
    const problems = collectConsoleProblems(page);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
    expect(scripts.some((script) => script.startsWith("/assets/document-entry-"))).toBe(true);
    expect(scripts.filter((script) => /^\/assets\/(app|entry\.client|root)-/.test(script))).toEqual([]);

    const ids = await idsOfHydratedElements(page);
    expect(ids.length).toBeGreaterThan(0);
    for (const { server, browser } of ids) expect(browser.some((id) => server.startsWith(id)), `${server} in the server's HTML, ${browser.join(", ")} in the browser`).toBe(true);

    await page.evaluate(() => Object.assign(window, { samePage: true }));
    // A campaign's timed popup (4 s after load) is modal: closed whenever it is in the way.
    await page.addLocatorHandler(page.getByRole("dialog"), () => page.keyboard.press("Escape"));
    await page.locator("header").getByRole("button", { name: /^(Search|Suche|Rechercher)$/ }).click();
    // The header's search field (a listing's sort is a combobox too).
    const field = page.locator("header").getByRole("combobox");
    await field.fill("rain jacket");
    await field.press("Enter");
    await page.waitForURL(/\/search\?q=rain(\+|%20)jacket/);
    await page.locator('[data-screen="search-results"]').getByRole("heading", { name: /rain jacket\s*[”»“"]/i }).waitFor();
    // Another page loads; the results page shows another search in the page.
    expect(await page.evaluate(() => "samePage" in window)).toBe(path.includes("/search?"));
    expect(await page.title()).toMatch(/rain jacket/i);
    expect(problems.filter((problem) => !problem.startsWith("warning:") && !/Failed to load resource/.test(problem))).toEqual([]);
    await page.close();
  });

  test("a category's refinements, sort and pages are shown in the page; back and forward show the states seen at once; links to other pages load them", async () => {
    // Wide: the refinements are a sidebar (a dialog on a phone).
    const wide = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await wide.newPage();
    const problems = collectConsoleProblems(page);
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
    });
    await page.goto(`${baseUrl}/en-us/c/jackets-100200`, { waitUntil: "networkidle" });
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const grid = page.locator('[data-screen="product-grid"]');
    const count = () => grid.getByText(/\d+ products/).first().textContent();
    const allCount = await count();
    const tiles = () => grid.locator('a[href*="/p/"]').evaluateAll((links) => links.map((link) => link.getAttribute("href")).join(" "));
    const allTiles = await tiles();

    // A refinement: its URL, its answer, the scroll position kept; no document load.
    await page.evaluate(() => window.scrollTo(0, 200));
    await grid.getByRole("checkbox", { name: /^Black\b/ }).first().check();
    await page.waitForURL(/color=Black/);
    await expect.poll(count).not.toBe(allCount);
    const blackCount = await count();
    expect(await page.evaluate(() => window.scrollY)).toBe(200);

    // Back: the state before, at once (no request needed), the box unchecked; forward: the refinement again.
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes("color="));
    await expect.poll(count).toBe(allCount);
    expect(await grid.getByRole("checkbox", { name: /^Black\b/ }).first().isChecked()).toBe(false);
    expect(await tiles()).toBe(allTiles);
    await page.goForward();
    await page.waitForURL(/color=Black/);
    await expect.poll(count).toBe(blackCount);
    expect(await grid.getByRole("checkbox", { name: /^Black\b/ }).first().isChecked()).toBe(true);

    // A sort: its URL and its order.
    await grid.getByLabel("Sort by").selectOption("price-asc");
    await page.waitForURL(/color=Black.*sort=price-asc|sort=price-asc.*color=Black/);
    const prices = () => grid.locator("[data-price-current]").evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute("data-price-current"))));
    await expect.poll(async () => (await prices()).every((price, index, all) => index === 0 || all[index - 1]! <= price)).toBe(true);

    // Back twice to all jackets; their second page starts at the top of the page.
    await page.goBack();
    await page.goBack();
    await page.waitForURL(`${baseUrl}/en-us/c/jackets-100200`);
    await expect.poll(count).toBe(allCount);
    await grid.getByRole("link", { name: "Page 2" }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(tiles).not.toBe(allTiles);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.title()).toMatch(/Jackets/);
    expect(await page.evaluate(() => "samePage" in window)).toBe(true);
    expect(documents).toEqual(["/en-us/c/jackets-100200"]);

    // A product: another page, loaded as a document.
    await grid.locator('a[href*="/p/"]').first().click();
    await page.waitForURL(/\/en-us\/p\//, { waitUntil: "commit" });
    await page.locator('[data-screen="product-details"] h1').waitFor();
    expect(await page.evaluate(() => "samePage" in window)).toBe(false);
    expect(documents).toHaveLength(2);
    expect(problems).toEqual([]);
    await wide.close();
  });

  test("an app page keeps React Router: the header's brand link goes home in the page", async () => {
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${baseUrl}/en-us/cart`, { waitUntil: "networkidle" });
    expect(scripts.some((script) => script.startsWith("/assets/app-"))).toBe(true);
    expect(scripts.some((script) => script.startsWith("/assets/document-entry-"))).toBe(false);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole("link", { name: "Ridgeline home" }).click();
    await page.waitForURL(`${baseUrl}/en-us`);
    await page.locator(".cms-page").first().waitFor();
    expect(await page.evaluate(() => "samePage" in window)).toBe(true);
    await page.close();
  });

  test("scripts and stylesheets are sent as the build compressed them: brotli, else gzip, else as they are", async () => {
    const html = await (await fetch(`${baseUrl}/en-us`)).text();
    const entry = /\/assets\/document-entry-[\w-]+\.js/.exec(html)?.[0];
    const framework = /\/assets\/framework-[\w-]+\.js/.exec(html)?.[0];
    expect(entry && framework).toBeTruthy();
    const sizes: Record<string, number> = {};
    for (const encoding of ["br", "gzip", "identity"]) {
      const answer = await fetch(`${baseUrl}${framework}`, { headers: { "accept-encoding": encoding } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-encoding") ?? "identity").toBe(encoding);
      expect(answer.headers.get("content-type")).toMatch(/javascript/);
      sizes[encoding] = Number(answer.headers.get("content-length"));
    }
    expect(sizes.br).toBeLessThan(sizes.gzip!);
    expect(sizes.gzip).toBeLessThan(sizes.identity! / 2);
  });
});
