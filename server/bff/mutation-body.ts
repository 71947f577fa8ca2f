import type { IncomingMessage } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { errorResponse } from "../../contracts/errors/error-body.ts";
import { MAX_BODY_BYTES } from "../../contracts/limits.ts";

/**
 * A mutation's body, read once before any route and refused beyond `maxBytes` (`tooLarge`
 * answers). What was read is kept as the request's text in Hono's body cache, which
 * `c.req.text()` and `c.req.json()` then read.
 *
 * On the Node server the body is read from Node's own request stream. Hono's `bodyLimit` reads
 * it through the web Request, which @hono/node-server makes only when asked for its body: a
 * Request with a web stream over the socket and an abort signal tied to it. That cost every POST
 * through the BFF about a quarter of a millisecond of CPU, as much as the call's contract check
 * (decision 0043). Elsewhere (a web Request given to `fetch`, as in tests) Hono's `bodyLimit`
 * reads it. Reads (GET, HEAD) pass untouched: nothing reads their bodies.
 */
export function readMutationBody(maxBytes: number, tooLarge: (c: Context) => Response): MiddlewareHandler {
  const webLimit = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    // Hono keeps the promise of each body read in its cache (its type says the value).
    const cache = c.req.bodyCache as { text?: Promise<string> };
    if (cache.text) return next(); // read already (a reader before this one)
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    // A stream something has started reading (the web Request's) is left to the web Request.
    if (!incoming || incoming.readableDidRead) return webLimit(c, next);
    const text = await nodeBodyText(incoming, maxBytes);
    if (text === undefined) {
      // The rest of the body is left unread on the connection: it is closed after the answer.
      c.header("connection", "close");
      return tooLarge(c);
    }
    cache.text = Promise.resolve(text);
    return next();
  };
}

/** The BFF's routes' reader: the commerce API's limit (64 KiB; nothing bigger is read into memory here either), refused as the API refuses it (413 ATTR300). */
export const readBffMutationBody = () => readMutationBody(MAX_BODY_BYTES, (c) => errorResponse(c, 413, "ATTR300", `The body exceeds ${MAX_BODY_BYTES} bytes`));

/**
 * The request's body as UTF-8 text, or undefined as soon as it is known to exceed `maxBytes`
 * (its declared length, or what has come so far); the rest of a refused body is not read.
 */
function nodeBodyText(incoming: IncomingMessage, maxBytes: number): Promise<string | undefined> {
  if (Number(incoming.headers["content-length"]) > maxBytes) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      incoming.off("data", onData);
      incoming.off("end", onEnd);
      incoming.off("error", onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) return void chunks.push(chunk);
      stop();
      incoming.pause();
      resolve(undefined);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, size).toString("utf8"));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    incoming.on("data", onData);
    incoming.on("end", onEnd);
    incoming.on("error", onError);
  });
}
