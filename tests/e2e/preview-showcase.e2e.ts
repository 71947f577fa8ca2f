import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import type { Browser } from "playwright-core";
import { collectConsoleProblems, launchChromium, VIEWPORTS } from "./support/browser.ts";
import { axeViolations, bringLazyBlocksIn } from "./support/page-sweep.ts";

/** The preview viewer in Chromium: the form, a query, the results, and axe (route checks: preview-showcase-route.e2e.ts). */

const baseUrl = inject("baseUrl");
const previewToken = inject("previewToken");
const SCREENSHOTS = "test-results/screenshots";
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

describe("preview viewer", () => {
  test("Go with an empty doc type shows the message; with a doc type the results load into the page and the query", async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.lg });
    const problems = collectConsoleProblems(page);
    // Third-party hosts (video player) are unreachable here: they answer nothing.
    await page.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 204, body: "" }));
    const response = await page.goto(`${baseUrl}/en-us/preview/showcase?preview=true&previewToken=${previewToken}`, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Preview viewer");
    expect(await page.getByRole("region", { name: "Results" }).count()).toBe(0);

    // A blank doc type: the message next to the field, no navigation.
    const docType = page.getByLabel("Doc type");
    await docType.fill("   ");
    await page.getByRole("button", { name: "Go" }).click();
    await page.getByText("Doc type is required").waitFor();
    expect(await docType.getAttribute("aria-invalid")).toBe("true");
    expect(new URL(page.url()).searchParams.has("docType")).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("docType");

    // A slow answer shows the busy skeleton first.
    let releaseAnswer = () => {};
    const answerHeld = new Promise<void>((resolve) => (releaseAnswer = resolve));
    await page.route(/\/preview\/showcase\.data/, async (route) => {
      await answerHeld;
      await route.continue();
    });
    await docType.fill("hero");
    await page.getByLabel("Limit").selectOption("10");
    await page.getByRole("button", { name: "Go" }).click();
    await page.locator('section[aria-busy="true"] .block-skeleton').first().waitFor();
    releaseAnswer();

    await page.locator("[data-showcase-id]").first().waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe("/en-us/preview/showcase");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ preview: "true", docType: "hero", limit: "10" });
    expect(await page.locator('section[aria-busy="true"]').count()).toBe(0);
    expect(await page.getByText("Doc type is required").count()).toBe(0);
    const firstLabel = page.locator("[data-showcase-id]").first().locator("p").first();
    expect(await firstLabel.innerText()).toBe("bm-hero-standard | Spring launch hero");
    expect(await page.locator("[data-showcase-id]").count()).toBe(6);
    // The block itself, rendered by the engine under its label.
    expect(await page.locator('[data-showcase-id="bm-hero-standard"] [data-block-id="bm-hero-standard"]').count()).toBe(1);

    await bringLazyBlocksIn(page);
    const violations = await axeViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/preview-showcase-lg.png`, fullPage: true });
    // The video hero's stream is on a third-party host, unreachable here: its player says so.
    expect(problems.filter((problem) => !/\[video\] autoplay was rejected \(block bm-hero-video\)/.test(problem))).toEqual([]);
    await page.close();
  });

  test.each([["sm"], ["md"]] as const)("results at %s: no axe violations", async (size) => {
    const page = await browser.newPage({ viewport: VIEWPORTS[size] });
    await page.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 204, body: "" }));
    await page.goto(`${baseUrl}/en-us/preview/showcase?preview=true&previewToken=${previewToken}&docType=linked-card&limit=10`, { waitUntil: "networkidle" });
    await bringLazyBlocksIn(page);
    const violations = await axeViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/preview-showcase-${size}.png`, fullPage: true });
    await page.close();
  });
});
