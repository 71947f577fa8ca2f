// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";
import { expectConsole } from "../../../tests/setup/fail-on-console.ts";
import type { Route } from "./+types/preview-showcase";
import PreviewShowcase, { headers, loader } from "./preview-showcase.tsx";
import { testStorefrontServices } from "../testing/storefront-services.ts";

/**
 * The viewer's route in-process: its loader against a stubbed content service, rendered with
 * a route stub. Over HTTP on the production server: tests/e2e/preview-showcase-route.e2e.ts.
 */

const TOKEN = "test-preview-token";
const GRANT = `preview=true&previewToken=${TOKEN}`;
const VIEWER = "https://shop.example/en-us/preview/showcase";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The host's services with the preview secret; the content service is the test's stubbed fetch. */
const context = { storefront: testStorefrontServices({ preview: { token: TOKEN } }) };
const load = (url: string) => loader({ params: { lc: "en-us" }, request: new Request(url), context } as unknown as Route.LoaderArgs);

/** The content service: the site's error page, and `showcase` answering as told. */
function stubContentService(showcase: () => Response | Promise<Response>) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string | URL | Request) => {
      const url = input instanceof Request ? input.url : String(input);
      calls.push(url);
      if (url.includes("/canvas/page/RL-US/error-4xx")) return Response.json({ id: "error-4xx", slug: "error-4xx", sections: [] });
      if (url.includes("/canvas/showcase/")) return showcase();
      return new Response("{}", { status: 404 });
    }),
  );
  return calls;
}

function showcaseAnswer(blocks: { id: string; type: string; [field: string]: unknown }[]) {
  return Response.json({
    docType: "rich-text",
    layoutVariant: null,
    limit: 20,
    numFound: blocks.length,
    result: blocks.map((block) => ({ id: block.id, name: `Name of ${block.id}`, type: block.type, source: { type: "page", slug: "home" }, block })),
  });
}

async function thrownBy(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as { init?: { status?: number } };
  }
  throw new Error("nothing was thrown");
}

function renderRoute(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: "/:lc/preview/showcase",
      Component: PreviewShowcase as never,
      loader: ({ params, request }) => loader({ params, request, context } as unknown as Route.LoaderArgs),
      HydrateFallback: () => null,
    },
  ]);
  render(
    <QueryClientProvider client={queryClient}>
      <Stub initialEntries={[url.replace("https://shop.example", "")]} />
    </QueryClientProvider>,
  );
}

describe("loader of /{lc}/preview/showcase", () => {
  test.each([
    ["without preview mode", `${VIEWER}?docType=hero`],
    ["with a wrong token", `${VIEWER}?preview=true&previewToken=guess&docType=hero`],
  ])("%s: the site's 404, and the content service is not asked for examples", async (_name, url) => {
    const calls = stubContentService(() => showcaseAnswer([]));
    expect((await thrownBy(load(url))).init?.status).toBe(404);
    expect(calls.some((call) => call.includes("/showcase/"))).toBe(false);
  });

  test("never cached", () => {
    expect(headers({} as Route.HeadersArgs)).toEqual({ "Cache-Control": "no-store" });
  });

  test("asks for the examples in preview mode and keeps the grant in a cookie", async () => {
    const calls = stubContentService(() => showcaseAnswer([]));
    const answer = (await load(`${VIEWER}?${GRANT}&docType=hero&layoutVariant=overlay&limit=50`)) as unknown as { init: { headers: Record<string, string> } };
    expect(calls.find((call) => call.includes("/showcase/"))).toMatch(/\/preview\/caas\/v1\/canvas\/showcase\/RL-US\/hero\?limit=50&layoutVariant=overlay$/);
    // The cookie holds a signed grant, never the secret itself.
    expect(answer.init.headers["set-cookie"]).toMatch(/^preview_token=\d+\.[\w-]{43};.*HttpOnly/);
  });
});

describe("the route", () => {
  test('each example as "id | name" above its block, rendered by the engine', async () => {
    stubContentService(() => showcaseAnswer([{ id: "text-1", type: "rich-text", richText: "<p>The first example</p>" }]));
    renderRoute(`${VIEWER}?${GRANT}&docType=rich-text`);
    expect(await screen.findByText("text-1 | Name of text-1")).toBeTruthy();
    expect(await screen.findByText("The first example", undefined, { timeout: 15_000 })).toBeTruthy();
    expect(document.querySelector('[data-showcase-id="text-1"] [data-block-id="text-1"]')).not.toBeNull();
  });

  test.each([
    ["the content service is down", () => Promise.reject(new TypeError("fetch failed"))],
    ["it refuses the doc type (400)", () => Response.json({ errorDetails: [] }, { status: 400 })],
  ])('%s: "No results."', async (_name, showcase) => {
    stubContentService(showcase);
    expectConsole("warn", /\[preview\] showcase\/RL-US\/hero\?limit=20 unavailable; showing no results/);
    renderRoute(`${VIEWER}?${GRANT}&docType=hero`);
    expect(await screen.findByText("No results.")).toBeTruthy();
  });

  test("without docType: the form and no results section", async () => {
    const calls = stubContentService(() => showcaseAnswer([]));
    renderRoute(`${VIEWER}?${GRANT}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Preview viewer" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Go" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Results" })).toBeNull();
    expect(calls.some((call) => call.includes("/showcase/"))).toBe(false);
  });
});
