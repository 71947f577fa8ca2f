import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { isErrorId } from "../../contracts/errors/catalogue.ts";
import { backendUnderTest } from "../testing/backend-under-test.ts";
import { createConsumer } from "../testing/consumer-factory.ts";
import { errorIdOf, signIn, type Backend } from "./auth-test-kit.ts";
import { registerAuthRoutes } from "./auth-routes.ts";

/**
 * Whatever arrives, every Authentication call answers a 4xx with a catalogue id: never a 5xx
 * (which would also log, and fail the test through the console guard).
 */
let backend: Backend;
/** A signed-in shopper's token, so that calls needing one get as far as reading the body. */
let memberAccess: string;
beforeAll(async () => {
  backend = await backendUnderTest({ modules: [registerAuthRoutes] });
  memberAccess = (await signIn(backend, await createConsumer(backend.database.db))).accessToken;
});
afterAll(async () => backend?.close());

const ENDPOINTS = [
  "/token/v2/auth/token",
  "/consumers-v3/auth/signin",
  "/consumers-v3/auth/signup",
  "/consumers-v3/confirmforgotpassword",
  "/consumers-v3/consumer/resetpassword",
  "/consumers-v3/consumer/changepassword",
  "/consumers-v3/consumer/auth/signout",
  "/consumers-v3/consumer/agent/login",
];

const BAD_BODIES: [string, { body?: unknown; headers?: Record<string, string> }][] = [
  ["malformed JSON", { body: "{\"type\":" }],
  ["no body", { headers: { "content-type": "application/json" } }],
  ["JSON null", { body: "null" }],
  ["an array", { body: [1, 2, 3] }],
  ["a string", { body: "\"Guest\"" }],
  ["an empty object", { body: {} }],
  ["wrong types", { body: { type: 7, username: ["a"], password: {}, refreshToken: 1, email: true, storeId: null, consumerProfile: "x", resetToken: 5 } }],
  ["a form body", { body: "type=Guest", headers: { "content-type": "application/x-www-form-urlencoded" } }],
  ["a huge body", { body: { type: "Guest", padding: "x".repeat(70_000) } }],
  ["a huge field", { body: { type: "Refresh", refreshToken: "x".repeat(10_000), email: "a".repeat(10_000), username: "u".repeat(10_000) } }],
  ["a prototype trap", { body: "{\"__proto__\":{\"type\":\"Guest\"},\"constructor\":{\"prototype\":{}}}" }],
];

describe.each(ENDPOINTS)("POST %s with bad input", (path) => {
  test.each(BAD_BODIES)("%s: a 4xx with a catalogue id", async (_name, init) => {
    const { status, json } = await backend.call("POST", path, { ...init, token: memberAccess });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    const errorId = errorIdOf(json);
    expect(errorId && isErrorId(errorId)).toBe(true);
  });

  test("another method: 405 API405", async () => {
    const { status, json } = await backend.call("GET", path);
    expect(status).toBe(405);
    expect(errorIdOf(json)).toBe("API405");
  });
});

describe("specific answers to bad input", () => {
  test.each([
    ["malformed JSON", { body: "{" }, 400, "ATTR300"],
    ["not JSON", { body: "x", headers: { "content-type": "text/plain" } }, 415, "API415"],
    ["too large", { body: { type: "Guest", padding: "x".repeat(70_000) } }, 413, "ATTR300"],
  ])("the token call, %s: %i %s", async (_name, init, status, errorId) => {
    const answer = await backend.call("POST", "/token/v2/auth/token", init);
    expect(answer.status).toBe(status);
    expect(errorIdOf(answer.json)).toBe(errorId);
  });

  test("a Registered token call without a code names the field", async () => {
    const { status, json } = await backend.call("POST", "/token/v2/auth/token", { body: { type: "Registered", codeVerifier: "a".repeat(43) } });
    expect(status).toBe(400);
    expect(json.errorDetails?.[0]).toMatchObject({ errorId: "ATTR300", field: "authorizationCode" });
  });

  test("a forged or garbage bearer token on the token call is ignored, not an error", async () => {
    const { status } = await backend.call("POST", "/token/v2/auth/token", { body: { type: "Guest" }, headers: { authorization: "Bearer not.a.token" } });
    expect(status).toBe(200);
  });

  test("sign-in with a wrong type literal is 400 ATTR300", async () => {
    const { status, json } = await backend.call("POST", "/consumers-v3/auth/signin", { body: { type: "Guest", username: "a@example.com", password: "x", codeChallenge: "a".repeat(43) } });
    expect(status).toBe(400);
    expect(errorIdOf(json)).toBe("ATTR300");
  });
});
