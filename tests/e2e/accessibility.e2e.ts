import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { afterAll, beforeAll, inject, test } from "vitest";
import type { Browser } from "playwright-core";
import { launchChromium, VIEWPORTS } from "./support/browser.ts";
import { fixturePagePaths } from "./support/fixture-pages.ts";

const baseUrl = inject("baseUrl");
const previewToken = inject("previewToken");
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * The pages built from blocks (home, campaign, block galleries) of every site at sm and lg; the
 * other fixture pages (help, articles, legal: the same few blocks on every site) at lg for the
 * US site and for a translated one.
 */
const FIXTURE_PAGES = fixturePagePaths();
const isBlockPage = (path: string) => /^\/[a-z]{2}-[a-z]{2}(\/(campaign|blocks-[a-z]+))?$/.test(path);
const BLOCK_PAGES = FIXTURE_PAGES.filter(isBlockPage);
const OTHER_PAGES = FIXTURE_PAGES.filter((path) => !isBlockPage(path) && /^\/(en-us|de-de)\//.test(path));

const PAGES = [
  "/en-us/c/jackets-100200",
  "/en-us/p/summit-parka-NF0A3C8D",
  "/fr-ca/help",
  "/en-gb/our-story",
  "/de-de/gibt-es-nicht",
  "/en-us/qa-broken-blocks",
  `/en-us/qa-broken-blocks?preview=true&previewToken=${previewToken}`,
];

const CHECKS = [
  ...PAGES.flatMap((path) => (["sm", "lg"] as const).map((size) => [path, size] as const)),
  ...BLOCK_PAGES.flatMap((path) => (["sm", "lg"] as const).map((size) => [path, size] as const)),
  ...OTHER_PAGES.map((path) => [path, "lg"] as const),
];

// A few pages at a time: most of a check is waiting (network idle, lazy blocks), not work.
test.concurrent.for(CHECKS)("%s at %s has no axe violations", async ([path, size], { expect }) => {
  const page = await browser.newPage({ viewport: VIEWPORTS[size] });
  // Third-party gallery hosts are unreachable here: their scripts answer nothing.
  await page.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 204, body: "" }));
  await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
  // Bring lazy sections in, so that they are checked too.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  });
  await page.waitForLoadState("networkidle");
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> } }).axe.run(document);
    return result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map((node) => ({ target: node.target })) }));
  });
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
  await page.close();
});
