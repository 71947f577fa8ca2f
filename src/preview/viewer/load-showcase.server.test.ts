import { afterEach, describe, expect, test, vi } from "vitest";
import { expectConsole } from "../../../tests/setup/fail-on-console.ts";
import { siteForLocalePath } from "../../../contracts/sites.ts";
import { GUEST_AUDIENCE } from "../../../contracts/personalisation/audience.ts";
import type { ContentRequest } from "../../app/content/content-client.server.ts";
import { testStorefrontServices } from "../../app/testing/storefront-services.ts";
import { fetchShowcase, loadShowcase } from "./load-showcase.server.ts";

afterEach(() => vi.unstubAllGlobals());

const site = siteForLocalePath("en-us")!;
const preview: ContentRequest = { mode: "preview" };
const request = new Request("http://storefront.test/en-us/preview/showcase?preview=true&docType=rich-text");
const page = () => ({ request, site, services: testStorefrontServices(), shopper: async () => ({ audience: GUEST_AUDIENCE, employeeTermsPending: false }) });

/** A showcase answer of the content service (backend/content/showcase.ts) for these blocks. */
function answer(blocks: { id: string; type: string; [field: string]: unknown }[], numFound = blocks.length) {
  return {
    docType: blocks[0]?.type ?? "rich-text",
    layoutVariant: null,
    limit: 20,
    numFound,
    result: blocks.map((block) => ({ id: block.id, name: `Name of ${block.id}`, type: block.type, source: { type: "page", slug: "home" }, block })),
  };
}

function stubContentService(respond: () => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (_url: string | URL | Request) => respond());
  vi.stubGlobal("fetch", fetchMock);
  return () => {
    const input = fetchMock.mock.calls[0]?.[0];
    return input instanceof Request ? input.url : String(input);
  };
}

describe("fetchShowcase", () => {
  test("asks the content service in the request's mode, with layout variant, limit and preview date", async () => {
    const calledUrl = stubContentService(() => Response.json(answer([])));
    await fetchShowcase(page(), { docType: "hero", layoutVariant: "overlay", limit: 10 }, { mode: "preview", previewDateTime: "2027-01-01T00:00:00.000Z" });
    expect(calledUrl()).toMatch(/\/preview\/caas\/v1\/canvas\/showcase\/RL-US\/hero\?limit=10&layoutVariant=overlay&previewDateTime=2027-01-01T00%3A00%3A00.000Z$/);
  });

  test.each([
    ["the service is down", () => Promise.reject(new TypeError("fetch failed")), /unavailable/],
    ["a server error", () => new Response("{}", { status: 503 }), /unavailable/],
    ["a refused doc type (400)", () => Response.json({ errorDetails: [] }, { status: 400 }), /unavailable/],
    ["an answer that breaks the contract", () => Response.json({ result: "nope" }), /breaks the showcase contract/],
  ])("%s: logged, no results", async (_name, respond, logged) => {
    stubContentService(respond);
    expectConsole("warn", logged);
    expect(await fetchShowcase(page(), { docType: "hero", limit: 20 }, preview)).toEqual({ items: [], numFound: 0 });
  });
});

describe("loadShowcase", () => {
  test("one section per result, its id the block's id, resolved by the engine (invalid blocks kept as diagnostics in preview)", async () => {
    stubContentService(() =>
      Response.json(
        answer(
          [
            { id: "text-1", type: "rich-text", richText: "<p>First</p>" },
            { id: "text-2", type: "rich-text", richText: 42 },
          ],
          7,
        ),
      ),
    );
    // The engine logs the invalid block once, with its type and id.
    expectConsole("warn", /text-2/);
    const showcase = await loadShowcase(page(), { docType: "rich-text", limit: 20 }, preview);
    expect(showcase.entries).toEqual([
      { id: "text-1", name: "Name of text-1" },
      { id: "text-2", name: "Name of text-2" },
    ]);
    expect(showcase.numFound).toBe(7);
    const sections = showcase.page.page.sections;
    expect(sections.map((section) => section.id)).toEqual(["text-1", "text-2"]);
    expect(sections.map((section) => section.items.map((node) => [node.kind, node.id]))).toEqual([[["block", "text-1"]], [["invalid", "text-2"]]]);
    expect(showcase.page.eagerTypes).toEqual(["rich-text"]);
    expect(showcase.page.diagnostics?.map((diagnostic) => diagnostic.blockId)).toEqual(["text-2"]);
  });

  test("no results: an empty page", async () => {
    stubContentService(() => Response.json(answer([])));
    const showcase = await loadShowcase(page(), { docType: "nope", limit: 20 }, preview);
    expect(showcase.entries).toEqual([]);
    expect(showcase.page.page.sections).toEqual([]);
  });
});
