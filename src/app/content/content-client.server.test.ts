import { describe, expect, test } from "vitest";
import { collectStaleReads, createContentClient, isContentNotFound, isContentUnavailable, STALE_RETRY_MS, type ContentClientOptions } from "./content-client.server.ts";
import { expectConsole } from "../../../tests/setup/fail-on-console.ts";

test.each([
  { name: "a published read carries no credential", mode: "publish" as const, expected: null },
  { name: "a preview read carries the storefront's preview credential", mode: "preview" as const, expected: "Bearer preview-credential" },
])("$name", async ({ mode, expected }) => {
  const seen: (string | null)[] = [];
  const client = createContentClient({
    baseUrl: "http://content.test",
    publishedTtlMs: 0,
    previewCredential: "preview-credential",
    fetch: async (request) => {
      seen.push(request.headers.get("authorization"));
      return Response.json({ id: "home", slug: "home", sections: [] });
    },
  });
  await client.get("page/RL-US/home", { mode });
  await client.send(`/${mode}/caas/v1/canvas/page/RL-US/home`);
  expect(seen).toEqual([expected, expected]);
});

/**
 * Stale-if-error (decision 0029): a published document served before stands in from its last
 * good copy while the content service fails, within the bound; the read is reported.
 */
describe("the content service failing", () => {
  const HOME = "page/RL-US/home";
  const document = (revision: number) => ({ id: "home", slug: "home", revision, sections: [] });

  type Answer = () => Promise<Response>;
  const ok = (revision: number): Answer => async () => Response.json(document(revision));
  const failures: { name: string; answer: Answer }[] = [
    { name: "refusing connections", answer: () => Promise.reject(new TypeError("fetch failed", { cause: { code: "ECONNREFUSED" } })) },
    { name: "answering 503", answer: async () => new Response("down", { status: 503 }) },
    { name: "answering 500", answer: async () => Response.json({ errorDetails: [] }, { status: 500 }) },
    { name: "answering no JSON", answer: async () => new Response("<html>gateway</html>", { status: 200 }) },
    // Never answers, and ignores the abort (an in-process backend stuck on a lock).
    { name: "not answering", answer: () => new Promise<Response>(() => undefined) },
  ];

  /** A client over a content service whose next answer the test sets, on a clock the test moves. */
  function scenario(options: Partial<ContentClientOptions> = {}) {
    const clock = { now: 1_000_000 };
    const service = { answer: ok(1), asked: 0 };
    const client = createContentClient({
      baseUrl: "http://content.test",
      publishedTtlMs: 30_000,
      timeoutMs: 20,
      now: () => clock.now,
      fetch: () => {
        service.asked += 1;
        return service.answer();
      },
      ...options,
    });
    const read = (resource = HOME) => collectStaleReads(() => client.published(resource));
    return { clock, service, client, read };
  }

  test.each(failures)("$name, after the fresh copy expired: the last good copy, reported stale with its age", async ({ answer }) => {
    expectConsole("warn", /serving the last good copy of page\/RL-US\/home/);
    const { clock, service, read } = scenario();
    expect(await read()).toEqual({ result: document(1), staleReads: [] });
    clock.now += 60_000;
    service.answer = answer;
    expect(await read()).toEqual({ result: document(1), staleReads: [{ resource: HOME, ageMs: 60_000 }] });
  });

  test.each(failures)("$name, for a document never served: ContentUnavailableError", async ({ answer }) => {
    const { service, read } = scenario();
    service.answer = answer;
    const error = await read().catch((caught: unknown) => caught);
    expect(isContentUnavailable(error)).toBe(true);
  });

  test.each([
    { name: "a copy just within the bound stands in", ageMs: 60_000, stale: true },
    { name: "a copy older than the bound does not", ageMs: 60_001, stale: false },
  ])("$name", async ({ ageMs, stale }) => {
    if (stale) expectConsole("warn", /serving the last good copy/);
    const { clock, service, read } = scenario({ staleIfErrorMs: 60_000 });
    await read();
    clock.now += ageMs;
    service.answer = failures[1]!.answer;
    const outcome = await read().catch((caught: unknown) => caught);
    expect(isContentUnavailable(outcome)).toBe(!stale);
  });

  test("while it fails, the stale copy is answered at once and the service asked again every few seconds only", async () => {
    expectConsole("warn", /serving the last good copy/);
    const { clock, service, read } = scenario();
    await read();
    clock.now += 60_000;
    service.answer = failures[0]!.answer;
    await read();
    expect(service.asked).toBe(2);
    clock.now += STALE_RETRY_MS - 1;
    expect((await read()).staleReads).toHaveLength(1);
    expect(service.asked).toBe(2);
    clock.now += 1;
    service.answer = ok(2);
    expect(await read()).toEqual({ result: document(2), staleReads: [] });
    expect(service.asked).toBe(3);
  });

  test("a document the service says is gone (404) is not served from its copy", async () => {
    const { clock, service, read } = scenario({ publishedTtlMs: 0 });
    await read();
    service.answer = async () => Response.json({ errorDetails: [] }, { status: 404 });
    expect(isContentNotFound(await read().catch((caught: unknown) => caught))).toBe(true);
    clock.now += 1;
    service.answer = failures[1]!.answer;
    expect(isContentUnavailable(await read().catch((caught: unknown) => caught))).toBe(true);
  });

  test("the copies are bounded in number: the least recently fetched goes first", async () => {
    expectConsole("warn", /serving the last good copy of page\/RL-US\/c/);
    const { service, read } = scenario({ publishedTtlMs: 0, maxCachedDocuments: 2 });
    for (const slug of ["a", "b", "c"]) await read(`page/RL-US/${slug}`);
    service.answer = failures[1]!.answer;
    expect(isContentUnavailable(await read("page/RL-US/a").catch((caught: unknown) => caught))).toBe(true);
    expect((await read("page/RL-US/c")).staleReads).toHaveLength(1);
  });

  test.each([
    { name: "previews never fall back to a copy", options: {}, request: { mode: "preview" as const } },
    { name: "nor anything with stale-if-error off", options: { staleIfErrorMs: 0 }, request: { mode: "publish" as const } },
  ])("$name", async ({ options, request }) => {
    const { clock, service, client } = scenario({ publishedTtlMs: 0, ...options });
    await client.get(HOME, request);
    clock.now += 1;
    service.answer = failures[1]!.answer;
    expect(isContentUnavailable(await client.get(HOME, request).catch((caught: unknown) => caught))).toBe(true);
  });
});
