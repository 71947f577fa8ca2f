import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { signinAnswer } from "../../contracts/api/auth.ts";
import { consumers } from "../db/schema.ts";
import { backendUnderTest } from "../testing/backend-under-test.ts";
import { createConsumer } from "../testing/consumer-factory.ts";
import { errorIdOf, pkcePair, type Backend } from "./auth-test-kit.ts";
import { registerAuthRoutes } from "./auth-routes.ts";
import { LOCKOUT_MINUTES, MAX_LOGIN_ATTEMPTS } from "./lockout.ts";

let clock = Date.parse("2026-03-02T09:00:00Z");
let backend: Backend;
beforeAll(async () => {
  backend = await backendUnderTest({ modules: [registerAuthRoutes], now: () => clock });
});
afterAll(async () => backend?.close());

const signin = (username: string, password: string) =>
  backend.call("POST", "/consumers-v3/auth/signin", { body: { type: "Registered", username, password, codeChallenge: pkcePair().challenge, recaptcha_response: "token" } });
const attempt = async (username: string, password: string) => {
  const { status, json } = await signin(username, password);
  return `${status} ${errorIdOf(json) ?? "ok"}`;
};

describe("sign-in", () => {
  test("the right password answers an authorization code; the email is case-insensitive", async () => {
    const consumer = await createConsumer(backend.database.db, { email: "Mixed.Case@Example.com" });
    const { status, json } = await signin("  mixed.case@example.COM ", consumer.password);
    expect(status).toBe(200);
    expect(signinAnswer.parse(json).authorizationCode).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test("an unknown user and a wrong password get the same answer: 401 AUT401", async () => {
    const consumer = await createConsumer(backend.database.db);
    const unknown = await signin("nobody@example.com", consumer.password);
    const wrong = await signin(consumer.email, "Wrong-Password-1");
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.json.errorDetails).toEqual(wrong.json.errorDetails);
    expect(errorIdOf(unknown.json)).toBe("AUT401");
  });

  test("a malformed code challenge is 400 ATTR300", async () => {
    const { status, json } = await backend.call("POST", "/consumers-v3/auth/signin", { body: { type: "Registered", username: "a@example.com", password: "x", codeChallenge: "short" } });
    expect(status).toBe(400);
    expect(errorIdOf(json)).toBe("ATTR300");
  });
});

describe("lockout", () => {
  test("constants", () => {
    expect(MAX_LOGIN_ATTEMPTS).toBe(5);
    expect(LOCKOUT_MINUTES).toBe(15);
  });

  test("AUT401 ×3, AUT426 on the 4th, AUT423 on the 5th, AUT441 while locked, success after the lock", async () => {
    const { email, password } = await createConsumer(backend.database.db);
    const wrong = "Not-The-Password-9";
    expect([await attempt(email, wrong), await attempt(email, wrong), await attempt(email, wrong)]).toEqual(["401 AUT401", "401 AUT401", "401 AUT401"]);
    expect(await attempt(email, wrong)).toBe("401 AUT426");
    expect(await attempt(email, wrong)).toBe("423 AUT423");
    expect(await attempt(email, password)).toBe("423 AUT441");
    expect(await attempt(email, wrong)).toBe("423 AUT441");

    clock += LOCKOUT_MINUTES * 60_000 - 1000;
    expect(await attempt(email, password)).toBe("423 AUT441");
    clock += 1000;
    expect(await attempt(email, password)).toBe("200 ok");
  });

  test("after a lock expires, the shopper has the full number of attempts again", async () => {
    const { email } = await createConsumer(backend.database.db);
    for (let i = 0; i < MAX_LOGIN_ATTEMPTS; i++) await attempt(email, "Wrong-1-wrong");
    clock += LOCKOUT_MINUTES * 60_000;
    expect(await attempt(email, "Wrong-1-wrong")).toBe("401 AUT401");
  });

  test("a success resets the counter", async () => {
    const { id, email, password } = await createConsumer(backend.database.db);
    const wrong = "Not-The-Password-9";
    for (let i = 0; i < 3; i++) await attempt(email, wrong);
    expect(await attempt(email, password)).toBe("200 ok");
    const [row] = await backend.database.db.select().from(consumers).where(eq(consumers.id, id));
    expect(row).toMatchObject({ failedLogins: 0, lockedUntil: null });
    expect([await attempt(email, wrong), await attempt(email, wrong), await attempt(email, wrong)]).toEqual(["401 AUT401", "401 AUT401", "401 AUT401"]);
    expect(await attempt(email, wrong)).toBe("401 AUT426");
  });

  test("concurrent failures are all counted: the account locks exactly at the limit", async () => {
    const { email, password } = await createConsumer(backend.database.db);
    const answers = await Promise.all(Array.from({ length: MAX_LOGIN_ATTEMPTS }, () => attempt(email, "Wrong-1-wrong")));
    expect(answers.filter((answer) => answer === "423 AUT423")).toHaveLength(1);
    expect(await attempt(email, password)).toBe("423 AUT441");
  });

  test("failures on one account do not touch another", async () => {
    const victim = await createConsumer(backend.database.db);
    const other = await createConsumer(backend.database.db);
    for (let i = 0; i < MAX_LOGIN_ATTEMPTS; i++) await attempt(victim.email, "Wrong-1-wrong");
    expect(await attempt(other.email, other.password)).toBe("200 ok");
  });
});
