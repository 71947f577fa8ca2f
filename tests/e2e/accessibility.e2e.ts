import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { afterAll, beforeAll, expect, inject, test } from "vitest";
import type { Browser } from "playwright-core";
import { launchChromium, VIEWPORTS } from "./support/browser.ts";
import { SITES } from "../../src/app/sites.ts";

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

const PAGES = [
  ...SITES.map((site) => `/${site.localePath}`),
  "/en-us/c/jackets-100200",
  "/en-us/p/summit-parka-NF0A3C8D",
  "/fr-ca/help",
  "/en-gb/our-story",
  "/de-de/gibt-es-nicht",
  "/en-us/qa-broken-blocks",
  `/en-us/qa-broken-blocks?preview=true&previewToken=${previewToken}`,
];

test.each(PAGES.flatMap((path) => (["sm", "lg"] as const).map((size) => [path, size] as const)))("%s at %s has no axe violations", async (path, size) => {
  const page = await browser.newPage({ viewport: VIEWPORTS[size] });
  await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
  // Bring lazy sections in, so that they are checked too.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(300);
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> } }).axe.run(document);
    return result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map((node) => ({ target: node.target })) }));
  });
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
  await page.close();
});
