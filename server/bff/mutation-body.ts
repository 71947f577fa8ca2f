import type { IncomingMessage } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

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
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (!incoming) return webLimit(c, next);
    const text = await nodeBodyText(incoming, maxBytes);
    if (text === undefined) {
      // The rest of the body is left unread on the connection: it is closed after the answer.
      c.header("connection", "close");
      return tooLarge(c);
    }
    // Hono keeps the promise of each body read there (its type says the value).
    (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(text);
    return next();
  };
}

/**
 * The request's body as UTF-8 text, or undefined as soon as it is known to exceed `maxBytes`
 * (its declared length, or what has come so far); the rest of a refused body is not read.
 */
export function nodeBodyText(incoming: IncomingMessage, maxBytes: number): Promise<string | undefined> {
  if (Number(incoming.headers["content-length"]) > maxBytes) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      incoming.off("data", onData);
      incoming.off("end", onEnd);
      incoming.off("error", reject);
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
    incoming.on("data", onData);
    incoming.on("end", onEnd);
    incoming.on("error", reject);
  });
}
