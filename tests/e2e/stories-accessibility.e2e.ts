import { existsSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createRequire } from "node:module";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { launchChromium } from "./support/browser.ts";

/**
 * axe-core over every Storybook story (issue 5): the static Storybook (`storybook-static/`, built
 * by `npm test` before the browser tests) served on a loopback port, each story's iframe loaded
 * in Chromium and checked. Invalid-args stories are checked too: what editors see must be
 * accessible as well.
 */
const STATIC = "storybook-static";
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const TYPES: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".json": "application/json", ".svg": "image/svg+xml", ".woff2": "font/woff2", ".png": "image/png" };

if (!existsSync(`${STATIC}/index.json`)) throw new Error("No static Storybook: run `npm run build-storybook -- -o storybook-static` first (npm test does).");
const index = JSON.parse(readFileSync(`${STATIC}/index.json`, "utf8")) as { entries: Record<string, { id: string; type: string; title: string; name: string }> };
const stories = Object.values(index.entries).filter((entry) => entry.type === "story");

let server: Server;
let baseUrl: string;
let browser: Browser;

beforeAll(async () => {
  const root = path.resolve(STATIC);
  server = createServer((request, response) => {
    const file = path.join(root, decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname));
    if (!file.startsWith(root) || !existsSync(file)) return void response.writeHead(404).end();
    response.writeHead(200, { "content-type": TYPES[path.extname(file)] ?? "application/octet-stream" }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  server?.close();
});

test("Storybook has a story for every block", () => {
  expect(stories.length).toBeGreaterThan(100);
});

// Several stories at a time (pages of one browser): a story is a small page.
test.concurrent.for(stories.map((story) => [`${story.title} / ${story.name}`, story.id] as const))("%s has no axe violations", async ([, id], { expect }) => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" });
  // Third-party hosts (galleries, video) are unreachable here: their requests answer nothing.
  await page.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 204, body: "" }));
  await page.goto(`${baseUrl}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`, { waitUntil: "networkidle" });
  await page.waitForFunction(() => (document.querySelector("#storybook-root")?.childElementCount ?? 0) > 0 || document.body.classList.contains("sb-show-errordisplay"), undefined, { timeout: 15_000 });
  expect(await page.evaluate(() => document.body.classList.contains("sb-show-errordisplay")), `${id} failed to render`).toBe(false);
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    type Axe = { run: (context: Element, options: object) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }> };
    // A story is a fragment of a page: page-level rules (one h1, landmarks around content) do not apply.
    const result = await (window as unknown as { axe: Axe }).axe.run(document.querySelector("#storybook-root")!, {
      rules: { "page-has-heading-one": { enabled: false }, region: { enabled: false }, "landmark-one-main": { enabled: false } },
    });
    return result.violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target.join(" ")) }));
  });
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
  await page.close();
});
