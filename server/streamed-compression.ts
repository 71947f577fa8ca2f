import zlib from "node:zlib";
import type { MiddlewareHandler } from "hono";

export type StreamEncoding = "br" | "gzip";

/**
 * The encoding a streamed page is sent in: brotli when the browser takes it (every current one
 * does over HTTP and HTTPS), else gzip, else none. A `q=0` refuses an encoding.
 */
export function streamEncodingFor(acceptEncoding: string | null | undefined): StreamEncoding | undefined {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...parameters] = part.trim().toLowerCase().split(";");
    const refused = parameters.some((parameter) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(parameter));
    if (name && !refused) accepted.add(name);
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return undefined;
}

// Brotli's default quality (11) costs ten times the CPU of gzip for a page rendered per request;
// quality 4 compresses HTML better than gzip -6 at about its cost.
const BROTLI_QUALITY = 4;

function compressorFor(encoding: StreamEncoding): zlib.BrotliCompress | zlib.Gzip {
  return encoding === "br" ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }) : zlib.createGzip({ level: 6 });
}

/**
 * Compresses a streamed body without holding it back: whatever the renderer has handed over is
 * flushed (a sync flush: every byte so far decodes) once the renderer pauses, so the shell still
 * reaches the browser before the slow boundaries are done. Chunks the renderer writes in one go
 * (React hands over several at once) are flushed together: a flush per chunk would cost ratio.
 */
export function compressStream(body: ReadableStream<Uint8Array>, encoding: StreamEncoding): ReadableStream<Uint8Array> {
  const compressor = compressorFor(encoding);
  const reader = body.getReader();
  let flushScheduled = false;
  const flushSoon = () => {
    if (flushScheduled) return;
    flushScheduled = true;
    // After the reads already resolved in this turn (microtasks), before the next I/O.
    setImmediate(() => {
      flushScheduled = false;
      if (!compressor.destroyed && !compressor.writableEnded) compressor.flush();
    });
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      compressor.on("data", (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength)));
      compressor.on("end", () => controller.close());
      compressor.on("error", (error) => controller.error(error));
      void (async () => {
        try {
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            compressor.write(value);
            flushSoon();
          }
          compressor.end();
        } catch (error) {
          compressor.destroy(error as Error);
        }
      })();
    },
    cancel(reason) {
      compressor.destroy();
      return reader.cancel(reason);
    },
  });
}

/**
 * Compresses HTML answers (server-rendered pages stream; `hono/compress` would buffer them or
 * flush nothing until its window fills). Other answers are left to `hono/compress` per route.
 */
export function compressStreamedHtml(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    const type = response.headers.get("content-type") ?? "";
    // The type first: reading `body` of any other answer would cost it the Node server's fast
    // path (@hono/node-server's Response keeps a string or bytes body as it is until `body` is
    // read, then makes a web stream of it that the server must pipe), which every BFF and API
    // answer paid (decision 0038).
    if (!type.startsWith("text/html") || response.headers.has("content-encoding") || c.req.method === "HEAD" || !response.body) return;
    response.headers.append("vary", "Accept-Encoding");
    const encoding = streamEncodingFor(c.req.header("accept-encoding"));
    if (!encoding) return;
    const headers = new Headers(response.headers);
    headers.set("content-encoding", encoding);
    headers.delete("content-length");
    // Unset first: Hono's setter would copy the old answer's headers (its length) over the new.
    c.res = undefined;
    c.res = new Response(compressStream(response.body, encoding), { status: response.status, statusText: response.statusText, headers });
  };
}
