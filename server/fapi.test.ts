import { afterEach, describe, expect, test, vi } from "vitest";
import { createFapi } from "./fapi.ts";
import { expectConsole } from "../tests/setup/fail-on-console.ts";
import { testStorefrontServices } from "../src/app/testing/storefront-services.ts";

// The content service is the test's stubbed global fetch.
const fapi = createFapi({ frontApi: testStorefrontServices().frontApi });
/** The URL of the `index`th request the stubbed fetch received. */
const requestedUrl = (fetchMock: { mock: { calls: unknown[][] } }, index = 0) => {
  const input = fetchMock.mock.calls[index]?.[0];
  return input instanceof Request ? input.url : String(input);
};
const get = async (url: string) => {
  const response = await fapi.request(url);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

afterEach(() => vi.unstubAllGlobals());

describe("/fapi", () => {
  test("server/time answers the current timestamp", async () => {
    const before = Date.now();
    const { status, body } = await get("/server/time");
    expect(status).toBe(200);
    expect(body.timestamp).toBeGreaterThanOrEqual(before);
    expect(body.timestamp).toBeLessThanOrEqual(Date.now());
  });

  test("session/audience answers the shopper's audience facts on a site, never cached by shared caches", async () => {
    expect((await fapi.request("/session/audience")).status).toBe(400);
    const response = await fapi.request("/session/audience?siteId=RL-DE");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual({ audience: { loggedIn: false, loyaltyMember: false, employee: false, athlete: false, identityTypes: [], cartItemCount: 0 } });
  });

  test("pages/{page}?view=children proxies the content service's children path", async () => {
    const fetchMock = vi.fn(async () => Response.json({ items: [{ slug: "help-returns", title: "Returns" }] }));
    vi.stubGlobal("fetch", fetchMock);
    const { status, body } = await get("/pages/help?siteId=RL-US&view=children");
    expect(status).toBe(200);
    expect(body.items).toEqual([{ slug: "help-returns", title: "Returns" }]);
    expect(requestedUrl(fetchMock)).toMatch(/\/publish\/caas\/v1\/canvas\/children\/RL-US\/help$/);
  });

  test.each([
    ["a page without a title", { items: [{ slug: "help-returns" }] }],
    ["items that are not a list", { items: { slug: "help-returns", title: "Returns" } }],
    ["no items", { pages: [] }],
  ])("pages/{page}?view=children: an answer off the contract (%s) is a 502 GEN500, logged; browsers trust what passes (decision 0013)", async (name, answer) => {
    vi.stubGlobal("fetch", vi.fn(async () => Response.json(answer)));
    expectConsole("error", /\[fapi\] children answered off its contract/);
    // A page of its own per case: published answers are cached for a while.
    const { status, body } = await get(`/pages/off-contract-${name.replace(/\W+/g, "-")}?siteId=RL-US&view=children`);
    expect(status).toBe(502);
    expect((body.errorDetails as { errorId: string }[])[0]!.errorId).toBe("GEN500");
  });

  test("pages/{page}?view=children answers only the fields the block reads", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Response.json({ items: [{ id: "p1", slug: "help-sizing", title: "Sizing", description: "Fit", publishAt: "2024-01-01T00:00:00Z" }], total: 1 })));
    const { status, body } = await get("/pages/help-fields?siteId=RL-US&view=children");
    expect(status).toBe(200);
    expect(body).toEqual({ items: [{ slug: "help-sizing", title: "Sizing", description: "Fit" }] });
  });

  test("popups: every item validated like a block (rich text sanitised, defaults applied, an invalid one left out and logged)", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Response.json({ items: [{ id: "nl", name: "Newsletter", title: "Join", disclaimer: '<p onclick="steal()">Terms<script>alert(1)</script></p>' }, { id: "evil", name: "Account", title: "Go", targets: [{ text: "Go", url: "javascript:alert(1)" }] }] })));
    expectConsole("warn", /\[popups\] RL-GB pop-up evil left out: targets\.0\.url/);
    const { status, body } = await get("/popups?siteId=RL-GB");
    expect(status).toBe(200);
    const items = body.items as Record<string, unknown>[];
    expect(items.map((item) => item.id)).toEqual(["nl"]);
    expect(items[0]).toMatchObject({ disclaimer: "<p>Terms</p>", delay: 2000, logoSize: "small" });
  });

  test("popups: an answer without items is a 502 GEN500, logged", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Response.json({ popups: [] })));
    expectConsole("error", /\[fapi\] popups answered off its contract/);
    const { status, body } = await get("/popups?siteId=RL-DE");
    expect(status).toBe(502);
    expect((body.errorDetails as { errorId: string }[])[0]!.errorId).toBe("GEN500");
  });

  test("pages/{page} without a view answers the page's document from the content service", async () => {
    const fetchMock = vi.fn(async () => Response.json({ slug: "privacy", sections: [] }));
    vi.stubGlobal("fetch", fetchMock);
    const { status, body } = await get("/pages/privacy?siteId=RL-GB");
    expect(status).toBe(200);
    expect(body.slug).toBe("privacy");
    expect(requestedUrl(fetchMock)).toMatch(/\/publish\/caas\/v1\/canvas\/page\/RL-GB\/privacy$/);
  });

  test("an unknown page is a 404 with API404", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("{}", { status: 404 })));
    const { status, body } = await get("/pages/no-such-page?siteId=RL-US");
    expect(status).toBe(404);
    expect((body.errorDetails as { errorId: string }[])[0]!.errorId).toBe("API404");
  });

  test("components/footer is the site's footer document from the content service", async () => {
    const fetchMock = vi.fn(async () => Response.json({ columns: [], legal: "© Ridgeline" }));
    vi.stubGlobal("fetch", fetchMock);
    const { status, body } = await get("/components/footer?siteId=RL-DE");
    expect(status).toBe(200);
    expect(body.legal).toBe("© Ridgeline");
    expect(requestedUrl(fetchMock)).toMatch(/\/publish\/caas\/v1\/canvas\/footer\/RL-DE$/);
    expect((await get("/components/footer")).status).toBe(400);
    expect((await get("/components/footer?siteId=RL-XX")).status).toBe(400);
  });

  test.each([
    ["no site", "/pages/help?view=children"],
    ["a malformed site", "/pages/help?siteId=../x&view=children"],
    ["an unknown view", "/pages/help?siteId=RL-US&view=everything"],
    ["preview mode (never through the public API)", "/pages/help?siteId=RL-US&view=children&mode=preview"],
    ["a malformed slug", "/pages/Help%20Me?siteId=RL-US&view=children"],
  ])("%s is a 400 with API400", async (_name, url) => {
    const { status, body } = await get(url);
    expect(status).toBe(400);
    expect((body.errorDetails as { errorId: string }[])[0]!.errorId).toBe("API400");
  });

  test("content service down: 503, logged, never a 500", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => { throw new TypeError("fetch failed"); }));
    expectConsole("error", /\[fapi\] children failed/);
    // Another page: published answers are cached for a while, failures are not.
    const { status } = await get("/pages/returns?siteId=RL-US&view=children");
    expect(status).toBe(503);
    expect((await get("/pages/returns?siteId=RL-US&view=children")).status).toBe(503);
  });

  test("an unknown front-end API path is a 404 with API404", async () => {
    const { status, body } = await get("/nothing/here");
    expect(status).toBe(404);
    expect((body.errorDetails as { errorId: string }[])[0]!.errorId).toBe("API404");
  });
});
