import { describe, expect, test } from "vitest";
import { withTimeout, type FetchCall } from "./with-timeout.ts";

/** A callee that keeps what it was given and answers when told (or never). */
function recordingCall() {
  const seen: { request: Request; signal?: AbortSignal }[] = [];
  let answer: (response: Response) => void = () => undefined;
  const call: FetchCall = (request, init) => {
    seen.push({ request, signal: init?.signal });
    return new Promise<Response>((resolve) => (answer = resolve));
  };
  return { call, seen, answer: (response: Response) => answer(response) };
}

describe("withTimeout", () => {
  test("passes the request itself, not a copy, with an abort signal beside it", async () => {
    const callee = recordingCall();
    const request = new Request("http://commerce.internal/products/v2/catalog");
    const answered = withTimeout(callee.call, 1_000)(request);
    callee.answer(new Response("ok"));
    expect((await answered).status).toBe(200);
    expect(callee.seen[0]!.request).toBe(request);
    expect(callee.seen[0]!.signal?.aborted).toBe(false);
  });

  test("an abort of the request's own signal aborts the call, with its reason", async () => {
    const callee = recordingCall();
    const caller = new AbortController();
    void withTimeout(callee.call, 1_000)(new Request("http://commerce.internal/x", { signal: caller.signal })).catch(() => undefined);
    caller.abort(new Error("the shopper left"));
    expect(callee.seen[0]!.signal?.aborted).toBe(true);
    expect((callee.seen[0]!.signal?.reason as Error).message).toBe("the shopper left");
  });

  test("a request already aborted reaches the callee aborted", async () => {
    const callee = recordingCall();
    void withTimeout(callee.call, 1_000)(new Request("http://commerce.internal/x", { signal: AbortSignal.abort() })).catch(() => undefined);
    expect(callee.seen[0]!.signal?.aborted).toBe(true);
  });

  test("once answered, a later abort of the request leaves the call's signal alone", async () => {
    const callee = recordingCall();
    const caller = new AbortController();
    const answered = withTimeout(callee.call, 1_000)(new Request("http://commerce.internal/x", { signal: caller.signal }));
    callee.answer(new Response("ok"));
    await answered;
    caller.abort();
    expect(callee.seen[0]!.signal?.aborted).toBe(false);
  });

  test("past the bound: the call's signal is aborted and the call rejects with a TimeoutError", async () => {
    const callee = recordingCall();
    const error = await withTimeout(callee.call, 10)(new Request("http://commerce.internal/cart/v1/cart/B1")).catch((caught: unknown) => caught);
    expect((error as Error).name).toBe("TimeoutError");
    expect((error as Error).message).toBe("/cart/v1/cart/B1 did not answer within 10 ms");
    expect(callee.seen[0]!.signal?.aborted).toBe(true);
  });
});

describe("withTimeout's signal, made when the callee reads it", () => {
  test("read after the bound passed: already aborted", async () => {
    let init: { signal?: AbortSignal } | undefined;
    const late = withTimeout((_request, given) => ((init = given), new Promise<Response>(() => undefined)), 10);
    await late(new Request("http://commerce.internal/x")).catch(() => undefined);
    expect(init?.signal?.aborted).toBe(true);
  });

  test("read after the request's own signal aborted: already aborted", async () => {
    let init: { signal?: AbortSignal } | undefined;
    const caller = new AbortController();
    void withTimeout((_request, given) => ((init = given), new Promise<Response>(() => undefined)), 1_000)(new Request("http://commerce.internal/x", { signal: caller.signal })).catch(() => undefined);
    caller.abort();
    expect(init?.signal?.aborted).toBe(true);
  });

  test("read twice: the same signal", async () => {
    let init: { signal?: AbortSignal } | undefined;
    const answered = withTimeout((_request, given) => ((init = given), Promise.resolve(new Response("ok"))), 1_000)(new Request("http://commerce.internal/x"));
    await answered;
    expect(init?.signal).toBe(init?.signal);
  });
});
