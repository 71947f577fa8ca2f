import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterEach, beforeAll, expect, test, vi } from "vitest";
import { testStorefrontServices } from "../../src/app/testing/storefront-services.ts";
import { createStorefrontApp } from "../../server/storefront-app.ts";

/**
 * The production server build rendering a page in the storefront host, as `npm start` runs it:
 * the build's loaders use the host's services (one content client, one cache, for the host's
 * `/fapi` and for every page), and block data is read through the front-end API's functions,
 * never by a request from the server to itself. Here the build is a separate module copy of
 * src/ from the host's (this test's), as in production.
 */

const HELP = JSON.parse(readFileSync("fixtures/content/RL-US/pages/help.json", "utf8")) as unknown;
const CHILDREN = { items: [{ id: "help-returns-en-us", slug: "help-returns", title: "Returns, the fixture way", description: "Free returns within 60 days" }] };

/** The content service: the help page and its children; menu and footer empty. */
const contentAnswers: Record<string, unknown> = {
  "/publish/caas/v1/canvas/page/RL-US/help": HELP,
  "/publish/caas/v1/canvas/children/RL-US/help": CHILDREN,
  "/publish/caas/v1/canvas/menu/RL-US": { items: [] },
  "/publish/caas/v1/canvas/footer/RL-US": { columns: [], legal: "" },
};

let build: ServerBuild;
beforeAll(async () => {
  build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild;
});
afterEach(() => vi.unstubAllGlobals());

function storefront() {
  const asked: string[] = [];
  const services = testStorefrontServices({
    publishedTtlMs: 60_000,
    fetch: async (request) => {
      const { pathname } = new URL(request.url);
      asked.push(pathname);
      return pathname in contentAnswers ? Response.json(contentAnswers[pathname]) : Response.json({ errorDetails: [] }, { status: 404 });
    },
  });
  const app = createStorefrontApp({
    mode: "production",
    build,
    commerce: { upstream: () => Promise.resolve(new Response(null, { status: 503 })), baseUrl: "http://commerce.invalid", clientId: "test" },
    services,
    secureCookies: false,
  });
  return { app, asked };
}

test("a page's block data comes from the front-end API's functions: no request leaves the process", async () => {
  const network = vi.fn(() => Promise.reject(new Error("no network in this test")));
  vi.stubGlobal("fetch", network);
  const { app, asked } = storefront();
  const response = await app.request("http://shop.test/en-us/help");
  expect(response.status).toBe(200);
  const html = await response.text();
  // The child pages block's data was prefetched into the first response, not loaded later.
  expect(html).toContain("Returns, the fixture way");
  expect(asked).toContain("/publish/caas/v1/canvas/children/RL-US/help");
  expect(network).not.toHaveBeenCalled();
});

test("the host's /fapi and the rendered pages share one content cache", async () => {
  vi.stubGlobal("fetch", () => Promise.reject(new Error("no network in this test")));
  const { app, asked } = storefront();
  expect((await app.request("http://shop.test/en-us/help")).status).toBe(200);
  const fapi = await app.request("http://shop.test/fapi/pages/help?siteId=RL-US&view=children");
  expect(await fapi.json()).toEqual({ items: [{ slug: "help-returns", title: "Returns, the fixture way", description: "Free returns within 60 days" }] });
  expect((await app.request("http://shop.test/en-us/help")).status).toBe(200);
  // Each published document was asked for once, whichever side asked first.
  expect(asked.filter((pathname) => pathname.endsWith("/children/RL-US/help"))).toHaveLength(1);
  expect(asked.filter((pathname) => pathname.endsWith("/page/RL-US/help"))).toHaveLength(1);
});
