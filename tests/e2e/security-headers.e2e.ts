import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import { collectConsoleProblems, launchChromium } from "./support/browser.ts";

/**
 * The header set of every storefront answer and the pages' Content-Security-Policy with script
 * nonces (issue 18): every page kind loads, hydrates and scrolls in Chromium with the policy on
 * and reports no violation.
 */
const baseUrl = inject("baseUrl");
const previewToken = inject("previewToken");
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // Violations are events of the document; collected from the first script on.
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`));
  });
});
afterAll(async () => browser?.close());

const PAGE_KINDS = [
  "/en-us",
  "/en-us/c/jackets-100200",
  "/en-us/p/summit-parka-NF0A3C8D",
  "/en-us/search?q=rain%20jacket",
  "/en-us/cart",
  "/en-us/checkout",
  "/en-us/help",
  "/en-us/campaign",
  "/en-us/blocks-media",
  "/en-us/blocks-overlays",
  "/en-us/favorites",
  "/en-us/store-locator",
  "/fr-ca",
  "/en-us/no-such-page",
];

function expectCommonHeaders(headers: Headers, what: string) {
  expect(headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  expect(headers.get("permissions-policy"), what).toMatch(/camera=\(\).*geolocation=\(self\)/);
}

describe("security headers", () => {
  test("a page's Content-Security-Policy: a new nonce per answer on every inline script, no unsafe-inline or eval, and the fixed directives", async () => {
    const nonces: string[] = [];
    // A document page (its data as JSON, no inline script of React Router: decisions 0041, 0042) and an app page.
    for (const path of ["/en-us", "/en-us/cart"]) {
      const response = await fetch(`${baseUrl}${path}`);
      expectCommonHeaders(response.headers, "page");
      const policy = response.headers.get("content-security-policy") ?? "";
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce).toBeTruthy();
      nonces.push(nonce!);
      expect(policy).toMatch(/(^|; )script-src 'self' 'nonce-/);
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|strict-dynamic/);
      for (const directive of ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'self'"]) expect(policy).toContain(directive);
      // No HSTS over plain HTTP unless told (BEHIND_TLS).
      expect(response.headers.get("strict-transport-security")).toBeNull();
      const html = await response.text();
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]!);
      const executable = inline.filter((attributes) => !/type="application\/(ld\+)?json"/.test(attributes));
      if (path === "/en-us") expect(inline.some((attributes) => attributes.includes('type="application/json"'))).toBe(true);
      else expect(executable.length).toBeGreaterThan(0);
      for (const attributes of executable) expect(attributes).toContain(`nonce="${nonce}"`);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  test("the storefront's other answers carry the common set: the session, a BFF error, the front-end API, an asset", async () => {
    const session = await fetch(`${baseUrl}/api/session`);
    expectCommonHeaders(session.headers, "/api/session");
    const bffError = await fetch(`${baseUrl}/api/commerce/cart/v1/cart/not-a-cart`);
    expect(bffError.status).toBeGreaterThanOrEqual(400);
    expect(bffError.status).toBeLessThan(500);
    expectCommonHeaders(bffError.headers, "BFF error");
    const fapi = await fetch(`${baseUrl}/fapi/server/time`);
    expectCommonHeaders(fapi.headers, "/fapi");
    const html = await (await fetch(`${baseUrl}/en-us`)).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? /href="(\/assets\/[^"]+\.css)"/.exec(html)![1]!;
    expectCommonHeaders((await fetch(`${baseUrl}${asset}`)).headers, asset);
  });

  test.each(PAGE_KINDS)("%s loads, hydrates and scrolls with the policy on, without a violation", async (path) => {
    const page = await context.newPage();
    const problems = collectConsoleProblems(page);
    const response = await page.goto(`${baseUrl}${path}`);
    expect(response!.headers()["content-security-policy"]).toContain("'nonce-");
    await page.waitForLoadState("networkidle");
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(600);
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    // The sandbox has no network: third-party galleries and players fail to load, which is not a policy matter.
    expect(problems.filter((problem) => /Content Security Policy|Refused to/i.test(problem))).toEqual([]);
    await page.close();
  });

  test("a preview, which validates blocks in the browser, runs under the same policy without a violation", async () => {
    const page = await context.newPage();
    const problems = collectConsoleProblems(page);
    await page.goto(`${baseUrl}/en-us?preview=true&previewToken=${previewToken}`);
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    expect(problems.filter((problem) => /Content Security Policy|Refused to|unsafe-eval/i.test(problem))).toEqual([]);
    await page.close();
  });
});
