import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";

import { registry } from "../blocks/index.ts";
import { logServerRenderError } from "../engine/react/server-block-frame.tsx";
import { loadFatalError } from "./lazy-fatal-error.tsx";

export const streamTimeout = 5_000;

// Every block component is loaded before the first request, so server renders never suspend
// on code (see BlockFallback: a fallback on the server means the block threw). Schemas too:
// the loaders validate documents with them (shoppers' browsers never load them, see 0010).
// And the last-resort error page (the browser loads it only when a page fails).
const blocksReady = Promise.all([registry.preloadAll(), registry.preloadSchemas(), loadFatalError()]);

/**
 * Streams the page as soon as its shell is ready (crawlers get the whole page at once). An
 * error inside a block's Suspense boundary does not fail the page: React streams that
 * block's fallback and the browser retries it; only a shell error is a failed response.
 */
export default async function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext, loadContext?: AppLoadContext) {
  // The page's Content-Security-Policy allows inline scripts with this nonce only: React Router's
  // context and bootstrap, and React's streaming scripts, carry it.
  const nonce = loadContext?.scriptNonce;
  await blocksReady;
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  return new Promise<Response>((resolve, reject) => {
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      // Every block sits in its own Suspense boundary. React outlines a boundary that is already
      // complete once the bytes flushed pass this size (12.8 KB by default): the block then
      // travels after the shell in a hidden template, and React 19 reveals such templates in
      // throttled batches after the first paint, which moved the page by most of a screen (CLS
      // 0.86 on a phone). Complete blocks stay in place; only a block still pending streams later.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      [readyOption]() {
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError: reject,
      onError(error: unknown, errorInfo) {
        logServerRenderError(error, errorInfo?.componentStack);
      },
    });
  });
}
