import { expect, inject, test } from "vitest";
import { fixturePagePaths } from "./support/fixture-pages.ts";

/**
 * Every link of our own on the fixture pages resolves (issue 15: the footer's "Store locator" and
 * the "/en-us/sign-up" links once answered 404): each page's server HTML is read, its same-site
 * `<a href>` targets (header, footer, blocks) collected, and each is asked for, following
 * redirects. No browser: what a crawler or a shopper's click would get.
 */
const baseUrl = inject("baseUrl");

/** The same-site paths the `<a href>`s of an HTML page lead to (no fragments). */
function ownLinks(html: string, pageUrl: string): string[] {
  const links = new Set<string>();
  for (const [, raw] of html.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)) {
    const href = raw!.replace(/&amp;/g, "&");
    if (href.startsWith("#") || /^(mailto|tel):/i.test(href)) continue;
    const url = new URL(href, pageUrl);
    if (url.origin !== new URL(pageUrl).origin) continue;
    links.add(`${url.pathname}${url.search}`);
  }
  return [...links];
}

async function statusOf(path: string): Promise<number> {
  let url = `${baseUrl}${path}`;
  for (let hops = 0; hops < 5; hops++) {
    const response = await fetch(url, { redirect: "manual", headers: { accept: "text/html" } });
    await response.body?.cancel();
    const location = response.headers.get("location");
    if (response.status < 300 || response.status >= 400 || !location) return response.status;
    url = new URL(location, url).toString();
  }
  return 310;
}

test("every link of our own on every fixture page resolves (no 404 from our own links)", { timeout: 240_000 }, async () => {
  const targets = new Map<string, string>();
  const pages = fixturePagePaths();
  for (let index = 0; index < pages.length; index += 6) {
    await Promise.all(
      pages.slice(index, index + 6).map(async (path) => {
        const html = await (await fetch(`${baseUrl}${path}`)).text();
        for (const link of ownLinks(html, `${baseUrl}${path}`)) if (!targets.has(link)) targets.set(link, path);
      }),
    );
  }
  expect(targets.size).toBeGreaterThan(100);
  expect([...targets.keys()]).toEqual(expect.arrayContaining(["/en-us/store-locator", "/en-us/sign-up"]));
  const broken: string[] = [];
  const links = [...targets];
  for (let index = 0; index < links.length; index += 8) {
    await Promise.all(
      links.slice(index, index + 8).map(async ([link, from]) => {
        const status = await statusOf(link);
        if (status >= 400) broken.push(`${link} (${status}, linked from ${from})`);
      }),
    );
  }
  expect(broken).toEqual([]);
});
