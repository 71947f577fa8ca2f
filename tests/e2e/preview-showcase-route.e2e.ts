import { beforeAll, describe, expect, inject, test } from "vitest";

/**
 * The preview viewer's route over HTTP, on the production server of the e2e run: access,
 * caching, the query and the content service's answers. The browser test is
 * preview-showcase.e2e.ts; a content service that is down: src/app/routes/preview-showcase.test.tsx.
 */

const baseUrl = inject("baseUrl");
const previewToken = inject("previewToken");
const VIEWER = "/en-us/preview/showcase";
const granted = (query = "") => `${VIEWER}?preview=true&previewToken=${previewToken}${query ? `&${query}` : ""}`;

async function get(path: string, base = baseUrl) {
  const response = await fetch(`${base}${path}`);
  const html = (await response.text()).replace(/<script[\s\S]*?<\/script>/g, "");
  // The "id | name" line of each result, in order.
  const labels = [...html.matchAll(/data-showcase-id="([^"]+)"[^>]*><p[^>]*>([^<]*)<\/p>/g)].map((match) => ({ id: match[1], label: match[2]!.replace(/&#x27;/g, "'").replace(/&amp;/g, "&") }));
  return { status: response.status, headers: response.headers, html, labels };
}

describe("access", () => {
  test.each([
    ["without preview mode", VIEWER],
    ["with preview asked for but no token", `${VIEWER}?preview=true&docType=hero`],
    ["with a wrong token", `${VIEWER}?preview=true&previewToken=guess&docType=hero`],
  ])("%s it is the site's 404 page, never cached", async (_name, path) => {
    const { status, headers, html } = await get(path);
    expect(status).toBe(404);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(html).not.toContain("Preview viewer");
    // The site's error content page, as for any unknown path.
    expect(html).toContain("cms-section");
  });

  test("with the grant it answers 200, never cached, and keeps the grant in an httpOnly cookie", async () => {
    const { status, headers, html } = await get(granted("docType=hero"));
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(headers.getSetCookie().find((cookie) => cookie.startsWith("preview_token="))).toMatch(/HttpOnly/);
    expect(html).toContain("<h1");
    expect(html).toContain("Preview viewer");
  });

  /** The grant cookie as the first answer with the secret sets it (a signed grant, not the secret). */
  async function grantCookie(): Promise<string> {
    const { headers } = await get(granted("docType=hero"));
    const cookie = headers.getSetCookie().find((entry) => entry.startsWith("preview_token="))!.split(";")[0]!;
    expect(cookie).not.toContain(previewToken);
    return cookie;
  }

  test("the data requests of client navigations are never cached either, and 404 without the grant", async () => {
    const withGrant = await fetch(`${baseUrl}${VIEWER}.data?preview=true&docType=hero`, { headers: { cookie: await grantCookie() } });
    expect(withGrant.status).toBe(200);
    expect(withGrant.headers.get("cache-control")).toBe("no-store");
    const without = await fetch(`${baseUrl}${VIEWER}.data?docType=hero`);
    expect(without.status).toBe(404);
    expect(without.headers.get("cache-control")).toBe("no-store");
  });

  test("the grant cookie is enough once given; the secret itself as a cookie is not", async () => {
    const response = await fetch(`${baseUrl}${VIEWER}?preview=true&docType=hero`, { headers: { cookie: await grantCookie() } });
    expect(response.status).toBe(200);
    const secretAsCookie = await fetch(`${baseUrl}${VIEWER}?preview=true&docType=hero`, { headers: { cookie: `preview_token=${previewToken}` } });
    expect(secretAsCookie.status).toBe(404);
  });
});

describe("results", () => {
  test('docType=hero lists the site\'s heroes (preview: the home page\'s draft has none) as "id | name" above each block', async () => {
    const { status, html, labels } = await get(granted("docType=hero"));
    expect(status).toBe(200);
    expect(labels).toEqual([
      { id: "bm-hero-standard", label: "bm-hero-standard | Spring launch hero" },
      { id: "bm-hero-logo", label: "bm-hero-logo | Summit Series hero" },
      { id: "bm-hero-below", label: "bm-hero-below | Trail season hero" },
      { id: "bm-hero-product", label: "bm-hero-product | Summit down jacket hero" },
      { id: "bm-hero-video", label: "bm-hero-video | Film hero" },
      { id: "camp-hero", label: "camp-hero | Winter Edit campaign hero" },
    ]);
    // Each rendered by the engine as on a page: a section per block, with editor metadata.
    for (const { id } of labels) expect(html).toContain(`data-block-id="${id}"`);
    expect(html).toContain("Showing 6 of 6");
    expect(html).not.toContain("No results.");
  });

  describe("limit", () => {
    let found = 0;
    beforeAll(async () => {
      const { html } = await get(granted("docType=linked-card&limit=50"));
      found = Number(/Showing \d+ of (\d+)/.exec(html)?.[1]);
    });

    test("the fixtures have more linked cards than the default limit", () => {
      expect(found).toBeGreaterThan(20);
    });

    test.each([
      ["", 20],
      ["&limit=10", 10],
      ["&limit=20", 20],
      ["&limit=50", 50],
      ["&limit=15", 20],
      ["&limit=abc", 20],
    ])("docType=linked-card%s shows at most %i", async (limit, max) => {
      const { labels, html } = await get(granted(`docType=linked-card${limit}`));
      const count = Math.min(max, found);
      expect(labels).toHaveLength(count);
      expect(html).toContain(`Showing ${count} of ${found}`);
    });
  });

  test("a block the engine refuses shows its diagnostic card (qa-broken-blocks has an unknown type)", async () => {
    const { labels, html } = await get(granted("docType=carousel-3000"));
    expect(labels.map((entry) => entry.id)).toEqual(["mystery"]);
    expect(html).toContain("diagnostic-card");
    expect(html).toContain("Unknown block type &quot;carousel-3000&quot;");
  });

  test("layoutVariant narrows the results", async () => {
    const { labels } = await get(granted("docType=hero&layoutVariant=blockBelowHero"));
    expect(labels.map((entry) => entry.id)).toEqual(["bm-hero-below"]);
  });

  test.each([
    ["an unknown doc type", "docType=no-such-block"],
    ["a doc type the content service refuses (400)", "docType=Not%20a%20type!"],
    ["a layout variant it refuses (400)", "docType=hero&layoutVariant=%3Cb%3E"],
  ])('%s: "No results." with status 200', async (_name, query) => {
    const { status, html, labels } = await get(granted(query));
    expect(status).toBe(200);
    expect(labels).toEqual([]);
    expect(html).toContain("No results.");
  });

  test("without docType: the form, no results section", async () => {
    const { status, html } = await get(granted());
    expect(status).toBe(200);
    expect(html).toMatch(/<form[^>]*method="get"/);
    expect(html).toContain(">Go</button>");
    expect(html).not.toContain("Results");
    expect(html).not.toContain("No results.");
    expect(html).not.toContain("Doc type is required");
  });

  test("a blank docType (a form sent without scripts): the form with its message, no results", async () => {
    const { status, html } = await get(granted("docType=%20%20"));
    expect(status).toBe(200);
    expect(html).toContain("Doc type is required");
    expect(html).toContain('aria-invalid="true"');
    expect(html).not.toContain("No results.");
  });
});
