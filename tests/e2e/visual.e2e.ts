import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, inject, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "./support/browser.ts";
import { fixturePagePaths } from "./support/fixture-pages.ts";

/**
 * Every fixture page of every site (home, campaign, block galleries, static pages) at the three
 * widths of the issue (375, 768, 1440): a full-page screenshot to look at
 * (test-results/screenshots/pages/), and the layout faults a screenshot would show: nothing wider
 * than the viewport (no sideways scrolling), no block answering with an error card, no image
 * that failed to load.
 */
const baseUrl = inject("baseUrl");
const SCREENSHOTS = "test-results/screenshots/pages";
const WIDTHS = [375, 768, 1440] as const;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

/** Third-party gallery hosts are unreachable here: answer their scripts with nothing. */
async function offlineThirdParties(page: Page) {
  await page.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 204, body: "" }));
}

async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 700) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle");
  // Lazy blocks replace their skeletons once their code and data are in.
  await page.waitForFunction(() => document.querySelectorAll(".block-skeleton").length === 0, undefined, { timeout: 10_000 });
}

// A few pages at a time: most of a check is waiting (network idle, lazy blocks), not work.
test.concurrent.for(fixturePagePaths())("%s at 375, 768 and 1440px: fits the screen, every image loads", async (path, { expect }) => {
  const page = await browser.newPage({ viewport: { width: WIDTHS[0], height: 900 }, reducedMotion: "reduce" });
  await offlineThirdParties(page);
  const response = await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
  expect(response?.status(), path).toBeLessThan(400);
  // One load, three widths: the page re-lays itself out as a resized window would.
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await scrollThrough(page);
    const layout = await page.evaluate(() => {
      const overflowing = [...document.querySelectorAll("body *")]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          // Carousels scroll sideways on purpose; their tracks are clipped by an overflow-hidden parent.
          const clipped = element.closest("[aria-roledescription='carousel'], [data-overflow='scroll']");
          return !clipped && getComputedStyle(element).position !== "fixed" && box.width > 0 && box.right > window.innerWidth + 1;
        })
        .slice(0, 3)
        .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`);
      const brokenImages = [...document.images].filter((image) => image.complete && image.naturalWidth === 0 && image.src.startsWith(location.origin)).map((image) => image.src);
      return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, overflowing, brokenImages };
    });
    // Full-page pictures of the pages built from blocks (to look at); the layout checks run on all.
    if (/^\/[a-z]{2}-[a-z]{2}(\/(campaign|blocks-[a-z]+))?$/.test(path)) await page.screenshot({ path: `${SCREENSHOTS}/${path.slice(1).replace(/[/?=&]/g, "_")}-${width}.png`, fullPage: true });
    expect(layout.scrollWidth, `${path} at ${width}px scrolls sideways: ${layout.overflowing.join(", ")}`).toBeLessThanOrEqual(layout.innerWidth);
    expect(layout.brokenImages, `${path} at ${width}px: images that did not load`).toEqual([]);
  }
  expect(await page.locator(".diagnostic-card").count(), `${path} shows diagnostics to shoppers`).toBe(0);
  await page.close();
});
