import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import type { Browser } from "playwright-core";
import { testStorefrontServices } from "../../src/app/testing/storefront-services.ts";
import { createStorefrontApp } from "../../server/storefront-app.ts";
import { STALE_CONTENT_HEADER } from "../../server/stale-content.ts";
import { VISITOR_COOKIE } from "../../src/personalisation/visitor.ts";
import { collectConsoleProblems, launchChromium } from "./support/browser.ts";
import { freePort, startStorefront } from "./support/storefront-server.ts";
import { cartCookieOf } from "../../src/commerce/cookies.ts";

/**
 * A storefront keeps selling when a neighbour fails (issue 18, faults). The content service and
 * the decide engine fail under the production build in the storefront host (the test decides
 * what the neighbours answer, everything else is the reference backend of the e2e run); the
 * commerce API and the engine refuse connections under a storefront started apart, in Chromium.
 */

const backendUrl = inject("backendUrl");
const BASELINE = "New season, same mountains";
const VARIANTS = ["Layer up for winter", "Go further this winter"];
const ERROR_TEXT = /something went wrong|temporarily unavailable|could not be loaded|error/i;

/** The server-rendered markup of the page's main element (the HTML also carries loader data). */
const renderedMain = (html: string) => /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? "";
/** The request sent to the e2e run's reference backend instead. */
const toBackend = (request: Request) => {
  const url = new URL(request.url);
  return fetch(new Request(`${backendUrl}${url.pathname}${url.search}`, request));
};
const refused = () => Promise.reject(new TypeError("fetch failed", { cause: new Error("connect ECONNREFUSED") }));

let build: ServerBuild;
beforeAll(async () => {
  build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild;
});

/** The storefront host over the production build, its neighbours answered by `content` and `commerce`. */
function storefrontWith(neighbours: { content: (request: Request) => Promise<Response>; commerce: (request: Request) => Promise<Response>; publishedTtlMs?: number }) {
  const services = testStorefrontServices({ publishedTtlMs: neighbours.publishedTtlMs ?? 60_000, fetch: neighbours.content, commerceFetch: neighbours.commerce });
  return createStorefrontApp({ mode: "production", build, commerce: { upstream: neighbours.commerce, baseUrl: backendUrl, clientId: "e2e-faults" }, services, secureCookies: false });
}

describe("the content service stopped mid-run", () => {
  test("a page served before is served from its last good copy, marked stale; a page never seen is the site's error page with 503", async () => {
    const content = { up: true };
    // A 1 ms cache: every read after the outage begins asks the service again, and fails.
    const app = storefrontWith({ content: (request) => (content.up ? toBackend(request) : refused()), commerce: toBackend, publishedTtlMs: 1 });
    const before = await app.request("http://shop.test/en-us/help");
    expect(before.status).toBe(200);
    expect(before.headers.get(STALE_CONTENT_HEADER)).toBeNull();
    const served = renderedMain(await before.text());

    content.up = false;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const stale = await app.request("http://shop.test/en-us/help");
    expect(stale.status).toBe(200);
    expect(stale.headers.get(STALE_CONTENT_HEADER)).toMatch(/^age=\d+$/);
    expect(stale.headers.get("cache-control")).toBe("no-store");
    const html = await stale.text();
    expect(renderedMain(html)).toBe(served);
    // The site's menu and footer came from their copies too.
    expect(html).toContain('href="/en-us/help"');

    const unseen = await app.request("http://shop.test/en-us/our-story");
    expect(unseen.status).toBe(503);
    expect(unseen.headers.get("content-type")).toMatch(/^text\/html/);
    const apology = await unseen.text();
    expect(apology).toContain("This page is temporarily unavailable");
    // In the site's layout (its header from the menu's copy), and never a stack.
    expect(apology).toContain('href="/en-us/help"');
    expect(apology).not.toMatch(/ContentUnavailableError|at \w+ \(|\.ts:\d+/);
  });
});

describe("the decide engine failing", () => {
  test.each([
    { name: "answering 500", engine: async () => Response.json({ errorDetails: [{ errorId: "GEN500" }] }, { status: 500 }) },
    { name: "refusing connections", engine: refused },
  ])("$name: the home page renders its baselines, no error shown", async ({ engine }) => {
    const engineCalls: string[] = [];
    const app = storefrontWith({
      content: toBackend,
      commerce: (request) => (new URL(request.url).pathname.startsWith("/api/engine/") ? (engineCalls.push(request.url), engine()) : toBackend(request)),
    });
    const answer = await app.request("http://shop.test/en-us", { headers: { cookie: `${VISITOR_COOKIE}=visitor-faults-1` } });
    expect(answer.status).toBe(200);
    const main = renderedMain(await answer.text());
    expect(engineCalls.length).toBeGreaterThan(0);
    expect(main).toContain(BASELINE);
    for (const variant of VARIANTS) expect(main).not.toContain(variant);
    expect(main).not.toMatch(ERROR_TEXT);
  });
});

describe("the commerce API and the decide engine refusing connections, in the browser", () => {
  let storefront: Awaited<ReturnType<typeof startStorefront>>;
  let browser: Browser;
  beforeAll(async () => {
    // Nothing listens on that port: every commerce and engine call is refused. Content is the e2e run's.
    const nobody = `http://127.0.0.1:${await freePort()}`;
    [storefront, browser] = await Promise.all([startStorefront({ COMMERCE_API_URL: nobody, CONTENT_API_URL: backendUrl, WORKBENCH_PORT: "off" }), launchChromium()]);
    // A second server starting beside the run's: up to startStorefront's own 90 s on a loaded machine.
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    storefront?.stop();
  });

  test("the home page renders fully and fast with its baselines, no error shown", async () => {
    const page = await browser.newPage();
    const problems = collectConsoleProblems(page);
    const started = Date.now();
    const answer = await page.goto(`${storefront.baseUrl}/en-us`);
    expect(answer?.status()).toBe(200);
    // Under the commerce bound (8 s): nothing waited for a neighbour that is down.
    expect(Date.now() - started).toBeLessThan(8_000);
    await page.waitForLoadState("networkidle");
    const main = page.locator("main");
    await expect.poll(() => main.getByText(BASELINE).count()).toBe(1);
    for (const variant of VARIANTS) expect(await main.getByText(variant).count()).toBe(0);
    expect(await main.innerText()).not.toMatch(ERROR_TEXT);
    // The browser says nothing but that some calls failed (502 from the BFF); no script error.
    expect(problems.filter((problem) => !/Failed to load resource/.test(problem))).toEqual([]);
    await page.close();
  });

  test("the cart page renders; the cart block shows its error state, and its retry asks again", async () => {
    const context = await browser.newContext();
    // A shopper with a cart: the block reads it (a new visitor's cart is empty without a read).
    await context.addCookies([{ name: cartCookieOf("RL-US"), value: "faults-basket-1", url: storefront.baseUrl }]);
    const page = await context.newPage();
    const loaded = await page.goto(`${storefront.baseUrl}/en-us/cart`);
    expect(loaded?.status()).toBe(200);
    const alert = page.locator('[data-screen="cart"] [role="alert"]');
    await expect.poll(() => alert.textContent()).toContain("Your cart could not be loaded.");
    // The retry reads the cart again; the BFF answers at once that the commerce API is unreachable.
    const read = page.waitForResponse((response) => response.url().endsWith("/api/commerce/cart/v1/cart/faults-basket-1") && response.request().method() === "GET");
    await alert.getByRole("button", { name: "Try again" }).click();
    const answer = await read;
    expect(answer.status()).toBe(502);
    expect(((await answer.json()) as { errorDetails: { errorId: string }[] }).errorDetails[0]?.errorId).toBe("GEN500");
    await expect.poll(() => alert.textContent()).toContain("Your cart could not be loaded.");
    await context.close();
  });
});
