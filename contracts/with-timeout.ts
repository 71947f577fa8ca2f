/**
 * A call of `fetch`'s shape: the storefront's way to the commerce API, the engine and the content
 * service. `init.signal`, when given, aborts the call (as `fetch(request, { signal })` does); a
 * callee that cannot stop (an in-process app) may ignore it.
 */
export type FetchCall = (request: Request, init?: { signal?: AbortSignal }) => Promise<Response>;

/** The error of a call cut at its bound. */
export class CallTimeoutError extends Error {
  override name = "TimeoutError";
  constructor(url: string, ms: number) {
    super(`${new URL(url).pathname} did not answer within ${ms} ms`);
  }
}

/**
 * `call` with a bound: the call's signal is aborted (a fetch stops) and the call rejects with
 * CallTimeoutError after `ms`, also when the callee ignores the abort (an in-process app). An
 * abort of the request's own signal aborts the call's signal too.
 */
export function withTimeout(call: FetchCall, ms: number): FetchCall {
  return (request) => {
    // The signal goes beside the request, as fetch takes it, not into a copy of the request
    // (`new Request(request, { signal })`), and the request's own signal is followed by a
    // listener, not `AbortSignal.any`: on Node 20 each of those links costs 30–40 µs (weak
    // references and a finalisation registry). And it is made only when the callee reads it:
    // the launcher's in-process backend never does, and the BFF paid all of it on every shopper
    // call (decision 0038).
    const outer = request.signal;
    let controller: AbortController | undefined;
    let timedOut = false;
    const follow = () => controller!.abort(outer.reason);
    const signalOfCall = () => {
      if (controller) return controller.signal;
      controller = new AbortController();
      if (timedOut) controller.abort();
      else if (outer.aborted) follow();
      else outer.addEventListener("abort", follow, { once: true });
      return controller.signal;
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        timedOut = true;
        controller?.abort();
        reject(new CallTimeoutError(request.url, ms));
      }, ms);
    });
    return Promise.race([
      call(request, {
        get signal() {
          return signalOfCall();
        },
      }),
      late,
    ]).finally(() => {
      clearTimeout(timer);
      if (controller) outer.removeEventListener("abort", follow);
    });
  };
}
