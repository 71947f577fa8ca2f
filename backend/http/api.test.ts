import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { readBody, readQuery, requireIdentity, type Api, type BackendDeps } from "./api.ts";
import { ApiError } from "./errors.ts";
import { backendUnderTest } from "../testing/backend-under-test.ts";
import { expectConsole } from "../../tests/setup/fail-on-console.ts";

function probeModule(api: Api, deps: BackendDeps) {
  api.on("POST", "/cart/v1/probe", async (c) => c.json(await readBody(c, z.object({ qty: z.number().int().min(1) }))));
  api.on("PUT", "/cart/v1/probe", (c) => c.json({ ok: true }));
  api.on("GET", "/cart/v1/whoami", (c) => c.json(requireIdentity(c, deps)));
  api.on("POST", "/cart/v1/notes/:noteId", async (c) => c.json({ query: readQuery(c, z.object({ tag: z.string().optional() })), body: await readBody(c, z.looseObject({ note: z.string().optional() })) }));
  // A value the database refuses (22P02), as if validation had let a shopper's text through.
  api.on("GET", "/cart/v1/refused-value", async (c) => {
    await deps.db.execute(sql`select ${"private.shopper@example.test"}::uuid`);
    return c.json({});
  });
  api.on("GET", "/cart/v1/conflict", () => {
    throw new ApiError(409, "AUT409", "duplicated");
  });
  // The database ended the session under the request (a restart), as drizzle wraps it.
  api.on("GET", "/cart/v1/connection-lost", () => {
    throw new Error("Failed query: select 1", { cause: Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }) });
  });
  api.on("GET", "/cart/v1/crash", () => {
    throw new Error("database on fire");
  });
  // A failing query with a shopper's data as parameters (a missing table).
  api.on("GET", "/cart/v1/query-crash", async (c) => {
    await deps.db.execute(sql`select * from no_such_table where email = ${"private.shopper@example.test"}`);
    return c.json({});
  });
}

let backend: Awaited<ReturnType<typeof backendUnderTest>>;
beforeAll(async () => {
  backend = await backendUnderTest({ modules: [probeModule] });
});
afterAll(async () => backend?.close());

const errorIdOf = (json: { errorDetails?: { errorId: string }[] }) => json.errorDetails?.[0]?.errorId;

describe("the commerce API's request handling", () => {
  test("a valid request goes through", async () => {
    const { status, json } = await backend.call("POST", "/cart/v1/probe", { body: { qty: 2 } });
    expect(status).toBe(200);
    expect(json).toEqual({ qty: 2 });
  });

  test.each([
    ["no client id", { headers: { "x-client-id": "" } }, 400, "API400"],
    ["not JSON", { body: "qty=2", headers: { "content-type": "application/x-www-form-urlencoded" } }, 415, "API415"],
    ["malformed JSON", { body: "{qty:", headers: {} }, 400, "ATTR300"],
    ["no body", { headers: { "content-type": "application/json" } }, 400, "ATTR300"],
    ["a wrong type", { body: { qty: "two" } }, 400, "ATTR300"],
    ["a huge body", { body: { qty: 1, padding: "x".repeat(70_000) } }, 413, "ATTR300"],
    ["an Accept it cannot answer", { body: { qty: 1 }, headers: { accept: "text/html" } }, 406, "API406"],
  ])("%s: %i %s", async (_name, init, status, errorId) => {
    const response = await backend.call("POST", "/cart/v1/probe", init as never);
    expect(response.status).toBe(status);
    expect(errorIdOf(response.json)).toBe(errorId);
    expect(response.json.correlationId).toEqual(expect.any(String));
  });

  test("a schema failure names the field", async () => {
    const { json } = await backend.call("POST", "/cart/v1/probe", { body: { qty: 0 } });
    expect(json.errorDetails?.[0]?.message).toMatch(/^qty: /);
  });

  test("a known path with another method is 405 API405 with Allow", async () => {
    const { status, json, headers } = await backend.call("DELETE", "/cart/v1/probe");
    expect(status).toBe(405);
    expect(errorIdOf(json)).toBe("API405");
    expect(headers.get("allow")).toBe("POST, PUT");
  });

  test("an unknown path is 404 API404", async () => {
    const { status, json } = await backend.call("GET", "/cart/v1/nothing");
    expect(status).toBe(404);
    expect(errorIdOf(json)).toBe("API404");
  });

  test("a catalogue error keeps its status and id; the correlation id is echoed", async () => {
    const { status, json, headers } = await backend.call("GET", "/cart/v1/conflict", { headers: { "x-correlation-id": "corr-1" } });
    expect(status).toBe(409);
    expect(json).toEqual({ errorDetails: [{ errorId: "AUT409", message: "duplicated" }], correlationId: "corr-1" });
    expect(headers.get("x-correlation-id")).toBe("corr-1");
  });

  test("an unexpected failure is a logged 500 GEN500 that says nothing of the cause", async () => {
    expectConsole("error", /\[backend\] unexpected error/);
    const { status, json } = await backend.call("GET", "/cart/v1/crash");
    expect(status).toBe(500);
    expect(errorIdOf(json)).toBe("GEN500");
    expect(JSON.stringify(json)).not.toContain("fire");
  });

  test("a failed query is logged with its SQL and the database's code, never its parameters", async () => {
    const logged: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args.map(String).join(" "));
    try {
      expect((await backend.call("GET", "/cart/v1/query-crash", { headers: { "x-correlation-id": "corr-sql" } })).status).toBe(500);
    } finally {
      console.error = original;
    }
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/GET \/cart\/v1\/query-crash \(correlation corr-sql\)/);
    expect(logged[0]).toMatch(/no_such_table/);
    expect(logged[0]).toMatch(/42P01/);
    expect(logged[0]).not.toContain("private.shopper");
  });

  test.each([
    ["a body field", "/cart/v1/notes/n1", { note: "a\u0000b" }, "note"],
    ["a nested body field", "/cart/v1/notes/n1", { note: "ok", address: { line1: "12 Beacon Street\ud800" } }, "address.line1"],
    ["a body key", "/cart/v1/notes/n1", { ["k\udc00"]: 1 }, "k\\udc00"],
    ["a query parameter", "/cart/v1/notes/n1?tag=ok&tag=a%00", { note: "ok" }, "tag"],
    ["a query parameter the schema does not name", "/cart/v1/notes/n1?other=%00", { note: "ok" }, "other"],
    ["a path id", "/cart/v1/notes/n%00", { note: "ok" }, "noteId"],
  ])("text the database cannot store in %s: 400 ATTR300 naming it", async (_name, path, body, field) => {
    const { status, json } = await backend.call("POST", path, { body });
    expect([status, errorIdOf(json), (json.errorDetails?.[0] as { field?: string } | undefined)?.field]).toEqual([400, "ATTR300", field]);
  });

  test("storable text, emoji included, goes through", async () => {
    const { status, json } = await backend.call("POST", "/cart/v1/notes/n1?tag=%F0%9F%A5%BE", { body: { note: "Zoë 🥾" } });
    expect([status, json]).toEqual([200, { query: { tag: "🥾" }, body: { note: "Zoë 🥾" } }]);
  });

  test("a value the database refuses is 400 ATTR300, logged as a warning without the value", async () => {
    const logged: string[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => void logged.push(args.map(String).join(" "));
    try {
      const { status, json } = await backend.call("GET", "/cart/v1/refused-value");
      expect([status, errorIdOf(json)]).toEqual([400, "ATTR300"]);
    } finally {
      console.warn = original;
    }
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/22P02/);
    expect(logged[0]).not.toContain("private.shopper");
  });

  test("a request whose database connection was lost (a restart) is 503 GEN500 with Retry-After, a warning", async () => {
    expectConsole("warn", /database connection lost on GET \/cart\/v1\/connection-lost/);
    const { status, json, headers } = await backend.call("GET", "/cart/v1/connection-lost");
    expect([status, errorIdOf(json), headers.get("retry-after")]).toEqual([503, "GEN500", "1"]);
  });

  test("tokens: none, forged or expired is 401 AUT432; a valid one names the identity", async () => {
    expect((await backend.call("GET", "/cart/v1/whoami")).status).toBe(401);
    const { accessToken } = backend.deps.tokens.issueAccessToken({ kind: "guest", guestId: "g-1" });
    const forged = accessToken.slice(0, -2) + (accessToken.endsWith("AA") ? "BB" : "AA");
    expect(errorIdOf((await backend.call("GET", "/cart/v1/whoami", { token: forged })).json)).toBe("AUT432");
    const { json, status } = await backend.call("GET", "/cart/v1/whoami", { token: accessToken });
    expect(status).toBe(200);
    expect(json).toEqual({ kind: "guest", guestId: "g-1" });
  });

  test("the content service needs no client id", async () => {
    const response = await backend.app.request("/publish/caas/v1/canvas/page/RL-US/home");
    expect(response.status).toBe(200);
  });
});
