import zlib from "node:zlib";
import { Hono } from "hono";
import { describe, expect, test } from "vitest";
import { compressStream, compressStreamedHtml, streamEncodingFor, type StreamEncoding } from "./streamed-compression.ts";

describe("streamEncodingFor", () => {
  test.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["BR", "br"],
    ["*", "gzip"],
    ["gzip;q=0.0, br;q=0", undefined],
    ["identity", undefined],
    ["", undefined],
    [undefined, undefined],
  ] as const)("%j → %s", (header, expected) => {
    expect(streamEncodingFor(header)).toBe(expected);
  });
});

const decoderFor = (encoding: StreamEncoding) => (encoding === "br" ? zlib.createBrotliDecompress() : zlib.createGunzip());

/** Feeds compressed chunks to a decoder as they come, and says what has decoded so far. */
function incrementalDecoder(encoding: StreamEncoding) {
  const decoder = decoderFor(encoding);
  let text = "";
  decoder.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
  return {
    push: (chunk: Uint8Array) => new Promise<void>((resolve) => decoder.write(chunk, () => setImmediate(resolve))),
    get text() {
      return text;
    },
  };
}

describe("compressStream", () => {
  test.each(["br", "gzip"] as const)("%s: what the renderer handed over decodes before the renderer goes on (the shell is not held back)", async (encoding) => {
    let release!: () => void;
    const later = new Promise<void>((resolve) => (release = resolve));
    const encoder = new TextEncoder();
    const source = new ReadableStream<Uint8Array>({
      async start(controller) {
        // React hands over several chunks at once, then pauses for a slow boundary.
        controller.enqueue(encoder.encode("<!DOCTYPE html><html><body>"));
        controller.enqueue(encoder.encode("<main>shell</main>"));
        await later;
        controller.enqueue(encoder.encode("<div>late boundary</div></body></html>"));
        controller.close();
      },
    });
    const reader = compressStream(source, encoding).getReader();
    const decoded = incrementalDecoder(encoding);
    while (!decoded.text.includes("shell")) {
      const { value, done } = await reader.read();
      expect(done).toBe(false);
      await decoded.push(value!);
    }
    expect(decoded.text).toBe("<!DOCTYPE html><html><body><main>shell</main>");

    release();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      await decoded.push(value);
    }
    expect(decoded.text).toBe("<!DOCTYPE html><html><body><main>shell</main><div>late boundary</div></body></html>");
  });

  test("a page's worth of HTML is several times smaller", async () => {
    const html = `<ul>${Array.from({ length: 300 }, (_, index) => `<li class="tile"><a href="/en-us/p/item-${index}">Item ${index}</a></li>`).join("")}</ul>`;
    const compressed = Buffer.from(await new Response(compressStream(new Response(html).body!, "br")).arrayBuffer());
    expect(zlib.brotliDecompressSync(compressed).toString()).toBe(html);
    expect(compressed.byteLength).toBeLessThan(html.length / 5);
  });
});

describe("compressStreamedHtml", () => {
  const app = new Hono();
  app.use("*", compressStreamedHtml());
  app.get("/page", (c) => {
    c.header("set-cookie", "a=1; Path=/");
    return c.html("<!DOCTYPE html><p>page</p>");
  });
  app.get("/data", (c) => c.json({ ok: true }));

  test("an HTML answer is compressed in the encoding the browser takes, keeps its headers and loses its length", async () => {
    const response = await app.request("/page", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(response.headers.get("content-length")).toBeNull();
    expect(response.headers.getSetCookie()).toEqual(["a=1; Path=/"]);
    expect(zlib.brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe("<!DOCTYPE html><p>page</p>");
  });

  test("without an encoding the browser takes, and for other types, the answer is left as it is", async () => {
    const plain = await app.request("/page");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe("<!DOCTYPE html><p>page</p>");
    const data = await app.request("/data", { headers: { "accept-encoding": "br" } });
    expect(data.headers.get("content-encoding")).toBeNull();
  });

  test("another type's body is never read: the answer stays as the handler made it", async () => {
    let bodyRead = false;
    class WatchedResponse extends Response {
      override get body() {
        bodyRead = true;
        return super.body;
      }
    }
    const answer = new WatchedResponse(JSON.stringify({ ok: true }), { headers: { "content-type": "application/json" } });
    const watched = new Hono();
    watched.use("*", compressStreamedHtml());
    watched.get("/data", () => answer);
    expect(await watched.request("/data", { headers: { "accept-encoding": "br" } })).toBe(answer);
    expect(bodyRead).toBe(false);
  });
});
