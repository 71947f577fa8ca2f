import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { readMutationBody } from "./mutation-body.ts";

/**
 * The BFF's body reader on the Node server (Node's request stream) and on a web Request (tests,
 * other runtimes): the same text reaches `c.req.text()` and `c.req.json()`, and a body over the
 * limit is refused with the given answer, declared or streamed.
 */
const LIMIT = 64;

function app() {
  const app = new Hono();
  const reader = () => readMutationBody(LIMIT, (c) => c.json({ refused: true }, 413));
  app.use("/text", reader());
  // A second reader (a route's own, say) finds the body read and waits for nothing.
  app.use("/json", reader(), reader());
  app.post("/text", async (c) => c.json({ text: await c.req.text(), again: await c.req.text() }));
  app.post("/json", async (c) => c.json({ json: await c.req.json() }));
  app.get("/read", reader(), (c) => c.json({ read: true }));
  // A body something read through the web Request first: the reader leaves it to the web Request.
  app.post(
    "/web-first",
    async (c, next) => {
      await c.req.raw.clone().text();
      await next();
    },
    reader(),
    async (c) => c.json({ text: await c.req.text() }),
  );
  return app;
}

let server: Server;
let port: number;
beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app().fetch, port: 0, hostname: "127.0.0.1" }, () => resolve()) as Server;
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A request to the Node server; `chunks` are written one by one (chunked, no declared length). */
function send(path: string, chunks: string[], options: { chunked?: boolean } = {}): Promise<{ status: number; body: unknown; connection?: string }> {
  return new Promise((resolve, reject) => {
    const body = chunks.join("");
    const headers = options.chunked ? { "content-type": "application/json" } : { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) };
    const request = httpRequest({ host: "127.0.0.1", port, path, method: "POST", headers }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, body: JSON.parse(text) as unknown, ...(response.headers.connection === "close" ? { connection: "close" } : {}) }));
    });
    request.on("error", reject);
    for (const chunk of chunks) request.write(chunk);
    request.end();
  });
}

describe("on the Node server", () => {
  test.each([
    { case: "declared length", chunked: false },
    { case: "chunked", chunked: true },
  ])("a body within the limit reaches the route as text and as JSON ($case)", async ({ chunked }) => {
    const body = JSON.stringify({ basketId: "b-1", name: "Åsa ☂" });
    expect(await send("/text", [body.slice(0, 10), body.slice(10)], { chunked })).toEqual({ status: 200, body: { text: body, again: body } });
    expect(await send("/json", [body], { chunked })).toEqual({ status: 200, body: { json: { basketId: "b-1", name: "Åsa ☂" } } });
  });

  test.each([
    { case: "declared length", chunked: false },
    { case: "chunked", chunked: true },
  ])("a body over the limit is refused ($case), its connection closed (its rest unread), and the server goes on answering", async ({ chunked }) => {
    const over = JSON.stringify({ padding: "x".repeat(LIMIT) });
    expect(await send("/text", [over.slice(0, 40), over.slice(40)], { chunked })).toEqual({ status: 413, body: { refused: true }, connection: "close" });
    expect(await send("/text", ["{}"])).toEqual({ status: 200, body: { text: "{}", again: "{}" } });
  });

  test("a body whose stream was read through the web Request first still reaches the route", async () => {
    expect(await send("/web-first", ['{"a":1}'])).toEqual({ status: 200, body: { text: '{"a":1}' } });
  });

  test("a read passes untouched", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/read`);
    expect(await response.json()).toEqual({ read: true });
  });
});

describe("on a web Request", () => {
  test("a body within the limit reaches the route; one over it is refused", async () => {
    const within = await app().request("/json", { method: "POST", body: JSON.stringify({ a: 1 }), headers: { "content-type": "application/json" } });
    expect(await within.json()).toEqual({ json: { a: 1 } });
    const over = await app().request("/text", { method: "POST", body: "x".repeat(LIMIT + 1) });
    expect(over.status).toBe(413);
  });
});
