import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { agentLoginAnswer, guestTokenAnswer, registeredTokenAnswer } from "../../contracts/api/auth.ts";
import { authorizationCodes, refreshTokens } from "../db/schema.ts";
import { backendUnderTest } from "../testing/backend-under-test.ts";
import { createConsumer, createStoreEmployee } from "../testing/consumer-factory.ts";
import { authorizationCode, errorIdOf, guestToken, pkcePair, signIn, type Backend } from "./auth-test-kit.ts";
import { registerAuthRoutes } from "./auth-routes.ts";
import { hashToken } from "./tokens.ts";
import { EXPIRED_ROW_GRACE_MS, PRUNE_INTERVAL_MS } from "./sessions.ts";

let clock = Date.parse("2026-03-02T09:00:00Z");
let backend: Backend;
beforeAll(async () => {
  backend = await backendUnderTest({ modules: [registerAuthRoutes], now: () => clock });
});
afterAll(async () => backend?.close());

const TOKEN = "/token/v2/auth/token";
const redeem = (code: string, codeVerifier: string, token?: string) =>
  backend.call("POST", TOKEN, { token, body: { type: "Registered", authorizationCode: code, codeVerifier } });

describe("guest token", () => {
  test("a guest gets a new guest id, an access token for it and a stored, hashed refresh token", async () => {
    const { status, json } = await backend.call("POST", TOKEN, { body: { type: "Guest" } });
    expect(status).toBe(200);
    const answer = guestTokenAnswer.parse(json);
    expect(answer.guestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.expiresIn).toBe(15 * 60);
    expect(backend.deps.tokens.verifyAccessToken(answer.accessToken)).toEqual({ kind: "guest", guestId: answer.guestId });
    const [stored] = await backend.database.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(answer.refreshToken)));
    expect(stored).toMatchObject({ kind: "guest", guestId: answer.guestId, consumerId: null, revokedAt: null });
    expect(stored!.expiresAt.getTime()).toBe(clock + 30 * 24 * 3600 * 1000);
    expect(JSON.stringify(stored)).not.toContain(answer.refreshToken);
  });

  test("old session rows are pruned on the way of a new guest: expired over a day ago gone, live and lately expired kept", async () => {
    const db = backend.database.db;
    const row = (hash: string, expiresAt: number, revokedAt?: number) => ({ tokenHash: hash, kind: "guest", guestId: `g-${hash}`, expiresAt: new Date(expiresAt), revokedAt: revokedAt ? new Date(revokedAt) : null });
    // The clock moves past the prune interval, so that this guest prunes whatever earlier tests did.
    clock += PRUNE_INTERVAL_MS;
    await db.insert(refreshTokens).values([
      row("prune-old", clock - EXPIRED_ROW_GRACE_MS - 1000),
      row("prune-recent", clock - 1000),
      row("prune-revoked-live", clock + 3600_000, clock - 10 * EXPIRED_ROW_GRACE_MS),
      row("prune-live", clock + 3600_000),
    ]);
    await guestToken(backend);
    const left = (await db.select({ hash: refreshTokens.tokenHash }).from(refreshTokens)).map((entry) => entry.hash).filter((hash) => hash.startsWith("prune-"));
    expect(left.sort()).toEqual(["prune-live", "prune-recent", "prune-revoked-live"]);
  });

  test("two guests get different ids", async () => {
    const [a, b] = await Promise.all([guestToken(backend), guestToken(backend)]);
    expect(a.guestId).not.toBe(b.guestId);
  });

  test("an unknown type is 400 ATTR300", async () => {
    const { status, json } = await backend.call("POST", TOKEN, { body: { type: "Admin" } });
    expect(status).toBe(400);
    expect(errorIdOf(json)).toBe("ATTR300");
  });
});

describe("PKCE: sign-in code redeemed at the token call", () => {
  test("the right verifier gives the login session", async () => {
    const consumer = await createConsumer(backend.database.db, { consumerType: "EMPLOYEE", memberId: "M-1001", employeeTermsAccepted: true });
    const { code, verifier } = await authorizationCode(backend, consumer.email, consumer.password);
    const { status, json } = await redeem(code, verifier);
    expect(status).toBe(200);
    const session = registeredTokenAnswer.parse(json);
    expect(session).toMatchObject({
      consumerNo: consumer.consumerNo,
      consumerType: "EMPLOYEE",
      memberId: "M-1001",
      isEmployeeDiscountTCAccepted: true,
      basketId: null,
      mergedCartItemCountIncreased: false,
      favorites: { favoriteId: null, favStoreId: null },
    });
    expect(backend.deps.tokens.verifyAccessToken(session.accessToken)).toEqual({ kind: "registered", consumerId: consumer.id });
  });

  test("the code is stored hashed, never in clear", async () => {
    const consumer = await createConsumer(backend.database.db);
    const { code } = await authorizationCode(backend, consumer.email, consumer.password);
    const rows = await backend.database.db.select().from(authorizationCodes).where(eq(authorizationCodes.consumerId, consumer.id));
    expect(rows.map((row) => row.code)).toEqual([hashToken(code)]);
  });

  test("a wrong verifier is 401 AUT432 and does not use the code up", async () => {
    const consumer = await createConsumer(backend.database.db);
    const { code, verifier } = await authorizationCode(backend, consumer.email, consumer.password);
    const wrong = await redeem(code, pkcePair().verifier);
    expect(wrong.status).toBe(401);
    expect(errorIdOf(wrong.json)).toBe("AUT432");
    expect((await redeem(code, verifier)).status).toBe(200);
  });

  test("a replayed code is 409 AUT409", async () => {
    const consumer = await createConsumer(backend.database.db);
    const { code, verifier } = await authorizationCode(backend, consumer.email, consumer.password);
    expect((await redeem(code, verifier)).status).toBe(200);
    const replay = await redeem(code, verifier);
    expect(replay.status).toBe(409);
    expect(errorIdOf(replay.json)).toBe("AUT409");
  });

  test("two concurrent token calls with one code: exactly one success and one 409", async () => {
    const consumer = await createConsumer(backend.database.db);
    const { code, verifier } = await authorizationCode(backend, consumer.email, consumer.password);
    const answers = await Promise.all([redeem(code, verifier), redeem(code, verifier)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.map((answer) => errorIdOf(answer.json))).toContain("AUT409");
    const sessions = await backend.database.db.select().from(refreshTokens).where(eq(refreshTokens.consumerId, consumer.id));
    expect(sessions).toHaveLength(1);
  });

  test("an unknown code is 401 AUT404", async () => {
    const { status, json } = await redeem("never-issued", pkcePair().verifier);
    expect(status).toBe(401);
    expect(errorIdOf(json)).toBe("AUT404");
  });

  test("a code expires after 5 minutes: 401 AUT404", async () => {
    const consumer = await createConsumer(backend.database.db);
    const fresh = await authorizationCode(backend, consumer.email, consumer.password);
    const stale = await authorizationCode(backend, consumer.email, consumer.password);
    clock += 4 * 60 * 1000 + 59 * 1000;
    expect((await redeem(fresh.code, fresh.verifier)).status).toBe(200);
    clock += 2 * 1000;
    const { status, json } = await redeem(stale.code, stale.verifier);
    expect(status).toBe(401);
    expect(errorIdOf(json)).toBe("AUT404");
  });

  test.each([
    ["42 characters", "a".repeat(42)],
    ["44 characters", "a".repeat(44)],
    ["not base64url", "+".repeat(43)],
  ])("a code verifier of %s is 400 ATTR300", async (_name, codeVerifier) => {
    const { status, json } = await redeem("some-code", codeVerifier);
    expect(status).toBe(400);
    expect(errorIdOf(json)).toBe("ATTR300");
    expect(json.errorDetails?.[0]?.message).toMatch(/^codeVerifier/);
  });

  test("orderNo, st and null guest objects are accepted", async () => {
    const consumer = await createConsumer(backend.database.db);
    const { code, verifier } = await authorizationCode(backend, consumer.email, consumer.password);
    const { status } = await backend.call("POST", TOKEN, {
      body: { type: "Registered", authorizationCode: code, codeVerifier: verifier, guestObjects: { basketId: null, favoriteId: "", saveForLaterId: null }, orderNo: "00012345", st: "abc", action: "postLogin" },
    });
    expect(status).toBe(200);
  });
});

describe("refresh", () => {
  const refresh = (refreshToken: string) => backend.call("POST", TOKEN, { body: { type: "Refresh", refreshToken } });

  test("rotation: a new pair, and the old refresh token is refused afterwards", async () => {
    const consumer = await createConsumer(backend.database.db);
    const session = await signIn(backend, consumer);
    const first = await refresh(session.refreshToken);
    expect(first.status).toBe(200);
    const renewed = registeredTokenAnswer.parse(first.json);
    expect(renewed.refreshToken).not.toBe(session.refreshToken);
    expect(renewed.consumerNo).toBe(consumer.consumerNo);
    expect(backend.deps.tokens.verifyAccessToken(renewed.accessToken)).toEqual({ kind: "registered", consumerId: consumer.id });

    const reused = await refresh(session.refreshToken);
    expect(reused.status).toBe(401);
    expect(errorIdOf(reused.json)).toBe("AUT432");
    expect((await refresh(renewed.refreshToken)).status).toBe(200);
  });

  test("a guest refresh keeps the guest id", async () => {
    const guest = await guestToken(backend);
    const { status, json } = await refresh(guest.refreshToken);
    expect(status).toBe(200);
    expect(guestTokenAnswer.parse(json).guestId).toBe(guest.guestId);
  });

  test("an agent refresh keeps the store session", async () => {
    const { store, employee, password } = await createStoreEmployee(backend.database.db);
    const login = await backend.call("POST", "/consumers-v3/consumer/agent/login", { body: { storeId: store.id, employeeId: employee.id, password } });
    const { status, json } = await refresh(agentLoginAnswer.parse(login.json).refreshToken);
    expect(status).toBe(200);
    expect(agentLoginAnswer.parse(json)).toMatchObject({ storeId: store.id, storeEmployeeId: employee.id });
  });

  test("concurrent refreshes with one token renew the session once", async () => {
    const guest = await guestToken(backend);
    const answers = await Promise.all([refresh(guest.refreshToken), refresh(guest.refreshToken)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });

  test("an unknown refresh token is 401 AUT432", async () => {
    const { status, json } = await refresh("not-a-token");
    expect(status).toBe(401);
    expect(errorIdOf(json)).toBe("AUT432");
  });

  test("an expired refresh token is 401 AUT432", async () => {
    const guest = await guestToken(backend);
    clock += 30 * 24 * 3600 * 1000 + 1000;
    const { status, json } = await refresh(guest.refreshToken);
    expect(status).toBe(401);
    expect(errorIdOf(json)).toBe("AUT432");
  });

  test("a password reset token is no refresh token", async () => {
    const consumer = await createConsumer(backend.database.db);
    const forgot = await backend.call("POST", "/consumers-v3/confirmforgotpassword", { body: { email: consumer.email } });
    const { status } = await refresh(String(forgot.json.resetToken));
    expect(status).toBe(401);
  });
});
