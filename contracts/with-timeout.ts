/** A call of `fetch`'s shape: the storefront's way to the commerce API, the engine and the content service. */
export type FetchCall = (request: Request) => Promise<Response>;

/** The error of a call cut at its bound. */
export class CallTimeoutError extends Error {
  override name = "TimeoutError";
  constructor(url: string, ms: number) {
    super(`${new URL(url).pathname} did not answer within ${ms} ms`);
  }
}

/**
 * `call` with a bound: the request is aborted (a fetch stops) and the call rejects with
 * CallTimeoutError after `ms`, also when the callee ignores the abort (an in-process app).
 */
export function withTimeout(call: FetchCall, ms: number): FetchCall {
  return (request) => {
    const controller = new AbortController();
    const signal = AbortSignal.any([controller.signal, ...(request.signal ? [request.signal] : [])]);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new CallTimeoutError(request.url, ms));
      }, ms);
    });
    return Promise.race([call(new Request(request, { signal })), late]).finally(() => clearTimeout(timer));
  };
}
