import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { beforeAll, describe, expect, inject, test } from "vitest";
import { testStorefrontServices } from "../../src/app/testing/storefront-services.ts";
import { createStorefrontApp } from "../../server/storefront-app.ts";
import { STALE_CONTENT_HEADER } from "../../server/stale-content.ts";

/**
 * A storefront keeps selling when a neighbour fails (issue 18, faults). The content service and
 * the decide engine fail under the production build in the storefront host (the test decides
 * what the neighbours answer, everything else is the reference backend of the e2e run); the
 * commerce API and the engine refuse connections under a storefront started apart, in Chromium.
 */

const backendUrl = inject("backendUrl");

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
