import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { collectConsoleProblems, launchChromium } from "./support/browser.ts";
import { recTokensReceived } from "./support/personalisation.ts";
import { watchLayoutShifts } from "./support/layout-shifts.ts";
import { VISITOR_COOKIE } from "../../src/personalisation/visitor.ts";

/**
 * Recommendation carousels (issue 16) in Chromium: the server renders the engine's items; the
 * tiles a shopper scrolls into view are reported once each (RecImpressions), a click reports its
 * item (RecClicks) and still navigates; nothing moves when the carousel's code takes over. What
 * the engine received is read back from the reference backend (`/mock/personalisation/events`).
 */
const baseUrl = inject("baseUrl");
const backendUrl = inject("backendUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

const impressionTokens = (visitor: string) => recTokensReceived(backendUrl, visitor, "RecImpressions");
const clickTokens = (visitor: string) => recTokensReceived(backendUrl, visitor, "RecClicks");

async function visitorPage(viewport = { width: 1280, height: 900 }) {
  const id = `e2e-recs-${randomUUID()}`;
  const context = await browser.newContext({ viewport });
  await context.addCookies([{ name: VISITOR_COOKIE, value: id, url: baseUrl }]);
  const page = await context.newPage();
  const shifted = await watchLayoutShifts(page);
  return { id, page, shifted };
}

async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
}

/** The carousel named by its heading (its role description is in the site's language). */
const carouselNamed = (page: Page, name: string) => page.getByRole("region", { name, exact: true }).and(page.locator("[aria-roledescription]"));
const tokensIn = (page: Page, name: string) => carouselNamed(page, name).locator("article[data-rec-token]").evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute("data-rec-token")!));

describe("recommendation carousels (issue 16)", () => {
  test("the home page's carousel is in the server HTML; tiles scrolled into view are reported once each, without a layout shift", async () => {
    const { id, page, shifted } = await visitorPage();
    const problems = collectConsoleProblems(page);
    const scripts: string[] = [];
    page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
    const response = await page.goto(`${baseUrl}/en-us`);
    const html = await response!.text();
    const serverTokens = [...html.matchAll(/data-rec-token="([^"]+)"/g)].map((match) => match[1]);
    expect(serverTokens.length).toBeGreaterThanOrEqual(6);
    await settled(page);
    // Not yet in view: nothing reported.
    expect(await impressionTokens(id)).toEqual([]);

    const carousel = carouselNamed(page, "Trending now");
    await carousel.scrollIntoViewIfNeeded();
    await settled(page);
    const tokens = await tokensIn(page, "Trending now");
    expect(tokens).toEqual(serverTokens.slice(0, tokens.length));
    // At 1280 px five tiles show (20% each): those, and only those, are reported.
    await expect.poll(() => impressionTokens(id), { timeout: 10_000 }).toEqual(tokens.slice(0, 5));

    // The tiles were reported by the server HTML's small tracker: the carousel's code (embla) is
    // not loaded until the shopper reaches for it.
    expect(scripts.filter((url) => url.includes("embla"))).toEqual([]);

    // Away and back: nothing again. The next arrow brings new tiles: those only.
    await page.evaluate(() => window.scrollTo(0, 0));
    await settled(page);
    await carousel.scrollIntoViewIfNeeded();
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await settled(page);
    expect(scripts.filter((url) => url.includes("embla"))).not.toEqual([]);
    await expect.poll(async () => (await impressionTokens(id)).length, { timeout: 10_000 }).toBeGreaterThan(5);
    await page.waitForTimeout(1_500);
    const reported = await impressionTokens(id);
    expect(new Set(reported).size).toBe(reported.length);
    expect(reported.every((token) => tokens.slice(0, 24).includes(token))).toBe(true);

    expect(await shifted()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  test("a click on a tile reports its token and opens the product", async () => {
    const { id, page } = await visitorPage({ width: 375, height: 800 });
    await page.goto(`${baseUrl}/en-us`);
    await settled(page);
    const carousel = carouselNamed(page, "Trending now");
    await carousel.scrollIntoViewIfNeeded();
    await settled(page);
    const tile = carousel.locator("article[data-rec-token]").nth(1);
    const token = (await tile.getAttribute("data-rec-token"))!;
    const href = (await tile.getByRole("link").getAttribute("href"))!;
    expect(href).toMatch(/^\/en-us\/p\//);
    await tile.getByRole("link").click();
    await page.waitForURL((url) => url.pathname === href.split("?")[0]);
    await expect.poll(() => clickTokens(id), { timeout: 10_000 }).toEqual([token]);
    await page.context().close();
  });

  test.each([
    ["a product page", "/en-us/p/summit-parka-NF0A3C8D?color=BLK", "Recommended for you"],
    ["the cart", "/en-us/cart", "You might also like"],
    ["the German home page", "/de-de", "Gerade gefragt"],
  ])("%s shows its carousel from the server's decision", async (_, path, title) => {
    const { page } = await visitorPage();
    const problems = collectConsoleProblems(page);
    const html = await (await page.goto(`${baseUrl}${path}`))!.text();
    expect(html).toContain(title);
    expect(html).toContain("data-rec-token=");
    await settled(page);
    await carouselNamed(page, title).scrollIntoViewIfNeeded();
    await settled(page);
    expect(await tokensIn(page, title)).not.toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
