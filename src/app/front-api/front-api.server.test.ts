import { QueryClient } from "@tanstack/react-query";
import { describe, expect, test, vi } from "vitest";
import { frontApiOf } from "./front-api.ts";
import { storefrontJson } from "../storefront-fetch.ts";
import { testStorefrontServices } from "../testing/storefront-services.ts";
import { FrontApiError } from "./front-api.server.ts";
import { expectConsole } from "../../../tests/setup/fail-on-console.ts";

/** On the server, data comes from the front-end API's functions: never from a request to the storefront itself. */

test("an unbound query client fails loudly instead of requesting the storefront's own origin", () => {
  expect(() => frontApiOf(new QueryClient())).toThrow(/No front-end API bound/);
  return expect(storefrontJson("/fapi/popups?siteId=RL-US")).rejects.toThrow(/on the server/);
});

describe("the server's functions read the content service once per published document", () => {
  test("pop-ups: validated items, the same document for the next call (one cache)", async () => {
    const contentService = vi.fn(async (_request: Request) => Response.json({ items: [{ id: "nl", name: "Newsletter", title: "Join" }] }));
    const { frontApi } = testStorefrontServices({ fetch: contentService, publishedTtlMs: 60_000 });
    const first = (await frontApi.popUps("RL-US")) as { items: { id: string }[] };
    expect(first.items.map((item) => item.id)).toEqual(["nl"]);
    await frontApi.popUps("RL-US");
    expect(contentService).toHaveBeenCalledTimes(1);
    expect(new URL(contentService.mock.calls[0]![0].url).pathname).toBe("/publish/caas/v1/canvas/popups/RL-US");
  });

  test.each([
    ["an unknown site", () => Response.json({ items: [] }), "popUps", ["XX-YY"], 400, "API400"],
    ["a missing document", () => new Response("{}", { status: 404 }), "page", ["RL-US", "nope"], 404, "API404"],
    ["a failing service", () => new Response("{}", { status: 500 }), "footer", ["RL-US"], 503, "GEN500"],
    ["an answer off its contract", () => Response.json({ items: "nope" }), "childPages", ["RL-US", "help"], 502, "GEN500"],
  ] as const)("%s: a FrontApiError with the status and catalogue id /fapi answers", async (_name, answer, call, args, status, errorId) => {
    if (status === 503) expectConsole("error", /\[fapi\] footer failed/);
    if (status === 502) expectConsole("error", /\[fapi\] children answered off its contract/);
    const { frontApi } = testStorefrontServices({ fetch: async () => answer() });
    const failure = await (frontApi[call] as (...values: string[]) => Promise<unknown>)(...args).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FrontApiError);
    expect(failure).toMatchObject({ status, errorId });
  });
});
