// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, test, vi } from "vitest";
import { bindFrontApi, frontApiOf, type FrontApi } from "./front-api.ts";

/** The front-end API a query runs against: its client's own (the server's functions), else requests to /fapi in a browser. */

afterEach(() => vi.unstubAllGlobals());

const requested = (fetchMock: ReturnType<typeof vi.fn>) => String(fetchMock.mock.calls[0]?.[0]);

describe("in a browser, an unbound client requests the storefront's own /fapi", () => {
  test.each<[string, (api: FrontApi) => Promise<unknown>, string]>([
    ["pop-ups", (api) => api.popUps("RL-GB"), "/fapi/popups?siteId=RL-GB"],
    ["child pages", (api) => api.childPages("RL-US", "help"), "/fapi/pages/help?siteId=RL-US&view=children&mode=publish"],
    ["articles", (api) => api.articles("RL-DE", new URLSearchParams("tags=hiking&offset=0&limit=3")), "/fapi/components/articles/RL-DE?tags=hiking&offset=0&limit=3"],
    ["the audience", (api) => api.audience("RL-CA"), "/fapi/session/audience?siteId=RL-CA"],
    ["a size chart", (api) => api.sizeChart("RL-GB", "tops"), "/fapi/components/size-chart/tops?siteId=RL-GB"],
  ])("%s", async (_name, call, path) => {
    const fetchMock = vi.fn(async () => Response.json({ ok: true }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(call(frontApiOf(new QueryClient()))).resolves.toEqual({ ok: true });
    expect(requested(fetchMock)).toBe(path);
  });

  test("a failed answer is an error naming the call and status", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("{}", { status: 503 })));
    await expect(frontApiOf(new QueryClient()).popUps("RL-US")).rejects.toThrow("GET /fapi/popups?siteId=RL-US answered 503");
  });
});

test("a bound client's queries call its API, never fetch", async () => {
  const fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
  const api: FrontApi = { popUps: async (siteId) => ({ items: [], siteId }), childPages: vi.fn(), articles: vi.fn(), audience: vi.fn(), sizeChart: vi.fn() };
  const client = bindFrontApi(new QueryClient(), api);
  expect(frontApiOf(client)).toBe(api);
  await expect(frontApiOf(client).popUps("RL-CA")).resolves.toEqual({ items: [], siteId: "RL-CA" });
  expect(fetchMock).not.toHaveBeenCalled();
});
