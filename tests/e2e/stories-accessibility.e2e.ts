import { existsSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createRequire } from "node:module";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
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
// One context for every story, so the browser's HTTP cache serves Storybook's shared chunks once
// rather than to each of the 200-odd pages (a fresh context per page made each story cost seconds).
let context: BrowserContext;

beforeAll(async () => {
  const root = path.resolve(STATIC);
  server = createServer((request, response) => {
    const file = path.join(root, decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname));
    if (!file.startsWith(root) || !existsSync(file)) return void response.writeHead(404).end();
    // Hashed assets never change within a run: let the browser cache keep them.
    const cacheable = file.includes(`${path.sep}assets${path.sep}`);
    response
      .writeHead(200, { "content-type": TYPES[path.extname(file)] ?? "application/octet-stream", ...(cacheable ? { "cache-control": "public, max-age=31536000, immutable" } : {}) })
      .end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" });
  // Third-party hosts (galleries, video) are unreachable here: their requests answer nothing.
  await context.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 204, body: "" }));
  await openPool();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  server?.close();
});

test("Storybook has a story for every block", () => {
  expect(stories.length).toBeGreaterThan(100);
});

/**
 * A few Storybook iframes, each loaded once: loading the preview bundle for each of the 200-odd
 * stories cost seconds apiece and timed out on a busy two-core machine. A story is switched in
 * place over Storybook's channel (what the manager UI does); the previous story is unmounted, so
 * a story that leaks into the next one fails here too.
 */
const POOL_SIZE = 3;
const idlePages: Page[] = [];
/**
 * The story each pooled iframe shows. Asked for the story it already shows, Storybook may not
 * render it again (no `storyRendered` event): such a request is answered without a switch.
 */
const shownStory = new WeakMap<Page, string>();
const waiting: ((page: Page) => void)[] = [];

/** Opens the pool's iframes (in `beforeAll`: loading them is the slow part, and has the hook's longer timeout). */
async function openPool() {
  for (let index = 0; index < POOL_SIZE; index += 1) {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/iframe.html?viewMode=story&id=${encodeURIComponent(stories[0]!.id)}`, { waitUntil: "networkidle" });
    await page.waitForFunction(() => "__STORYBOOK_ADDONS_CHANNEL__" in window, undefined, { timeout: 20_000 });
    await page.evaluate(axeSource); // through DevTools: a page script tag would be refused by the page's CSP
    shownStory.set(page, stories[0]!.id);
    idlePages.push(page);
  }
}

async function acquirePage(): Promise<Page> {
  return idlePages.pop() ?? new Promise((resolve) => waiting.push(resolve));
}

function releasePage(page: Page) {
  const next = waiting.shift();
  if (next) next(page);
  else idlePages.push(page);
}

/** Shows a story in the iframe and says how it went: "rendered" or the failure event's name. */
async function showStory(page: Page, storyId: string): Promise<string> {
  if (shownStory.get(page) === storyId) return "rendered";
  shownStory.set(page, storyId);
  return page.evaluate(
    (id) =>
      new Promise<string>((resolve) => {
        type Channel = { on: (event: string, listener: (...args: unknown[]) => void) => void; off: (event: string, listener: (...args: unknown[]) => void) => void; emit: (event: string, payload: object) => void };
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
        const outcomes = ["storyRendered", "storyErrored", "storyThrewException", "storyMissing", "playFunctionThrewException"];
        const listeners = outcomes.map((event) => {
          const listener = (...args: unknown[]) => {
            // storyRendered names the story it rendered; a late event of the previous story is not ours.
            if (event === "storyRendered" && args[0] !== id) return;
            outcomes.forEach((name, index) => channel.off(name, listeners[index]!));
            resolve(event === "storyRendered" ? "rendered" : event);
          };
          channel.on(event, listener);
          return listener;
        });
        channel.emit("setCurrentStory", { storyId: id, viewMode: "story" });
      }),
    storyId,
  );
}

/** Waits until the page has had no request in flight for a moment (lazy chunks, mocked fetches). */
async function settle(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => ((inFlight += 1), (lastChange = Date.now()));
  const ended = () => ((inFlight -= 1), (lastChange = Date.now()));
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  try {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < 300)) await page.waitForTimeout(50);
  } finally {
    page.off("request", started);
    page.off("requestfinished", ended);
    page.off("requestfailed", ended);
  }
}

test.concurrent.for(stories.map((story) => [`${story.title} / ${story.name}`, story.id] as const))("%s has no axe violations", async ([, id], { expect }) => {
  const page = await acquirePage();
  try {
    expect(await showStory(page, id), `${id} failed to render`).toBe("rendered");
    await settle(page);
    // A story whose part loads lazily (a Suspense fallback of null) may still be empty when the
    // network settles on a loaded machine: give it a moment, then fail if it stays empty.
    await page.waitForFunction(() => (document.querySelector("#storybook-root")?.childElementCount ?? 0) > 0, undefined, { timeout: 5_000 }).catch(() => undefined);
    expect(await page.evaluate(() => document.querySelector("#storybook-root")?.childElementCount ?? 0), `${id} rendered nothing`).toBeGreaterThan(0);
    const violations = await page.evaluate(async () => {
      type Axe = { run: (context: Element, options: object) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }> };
      // A story is a fragment of a page: page-level rules (one h1, landmarks around content) do not apply.
      const result = await (window as unknown as { axe: Axe }).axe.run(document.querySelector("#storybook-root")!, {
        rules: { "page-has-heading-one": { enabled: false }, region: { enabled: false }, "landmark-one-main": { enabled: false } },
      });
      return result.violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target.join(" ")) }));
    });
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
  } finally {
    releasePage(page);
  }
});
