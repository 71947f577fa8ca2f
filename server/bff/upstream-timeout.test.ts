import { Hono } from "hono";
import { describe, expect, test } from "vitest";
import { createBff } from "./bff-app.ts";
import { isUpstreamTimeout, withTimeout, type Upstream } from "./upstream.ts";
import { expectConsole } from "../../tests/setup/fail-on-console.ts";

/** The commerce API down or stuck (issue 18, faults): the BFF answers in bounded time with an error id. */
function storefrontOver(upstream: Upstream) {
  const app = new Hono();
  app.route("/api", createBff({ upstream, baseUrl: "http://commerce.internal", clientId: "storefront-test" }));
  return app;
}

/** Never answers, and never notices an abort (an in-process app stuck on a lock). */
const stuck: Upstream = () => new Promise<Response>(() => undefined);
const refused: Upstream = () => Promise.reject(new TypeError("fetch failed: ECONNREFUSED"));

describe("a commerce API that does not answer", () => {
  test.each([
    { name: "stuck past the bound: 504 GEN500", upstream: withTimeout(stuck, 50), status: 504 },
    { name: "refusing connections: 502 GEN500", upstream: withTimeout(refused, 50), status: 502 },
  ])("$name, quickly", async ({ upstream, status }) => {
    expectConsole("error", /commerce API unreachable/);
    const started = Date.now();
    const answer = await storefrontOver(upstream).request("/api/commerce/products/v2/search/productSearch?siteId=RL-US&q=jacket");
    expect(answer.status).toBe(status);
    expect(((await answer.json()) as { errorDetails: { errorId: string }[] }).errorDetails[0]!.errorId).toBe("GEN500");
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  test("the bound aborts the call's signal (a fetch stops) and rejects with a timeout error", async () => {
    let aborted = false;
    const watching: Upstream = (_request, init) =>
      new Promise<Response>(() => {
        init?.signal?.addEventListener("abort", () => (aborted = true));
      });
    const error = await withTimeout(watching, 20)(new Request("http://commerce.internal/cart/v1/cart/B1")).catch((caught: unknown) => caught);
    expect(isUpstreamTimeout(error)).toBe(true);
    expect(aborted).toBe(true);
  });

  test("an answer within the bound passes as it is", async () => {
    const answer = await withTimeout(async () => new Response("ok", { status: 201 }), 1_000)(new Request("http://commerce.internal/x"));
    expect(answer.status).toBe(201);
  });
});
