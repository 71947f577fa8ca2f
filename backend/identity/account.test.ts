import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { eq } from "drizzle-orm";
import {
  agentLoginAnswer,
  changePasswordAnswer,
  forgotPasswordAnswer,
  resetPasswordAnswer,
  signoutAnswer,
  signupAnswer,
} from "../../contracts/api/auth.ts";
import { consumers, refreshTokens } from "../db/schema.ts";
import { backendUnderTest } from "../testing/backend-under-test.ts";
import { createConsumer, createStoreEmployee } from "../testing/consumer-factory.ts";
import { errorIdOf, guestToken, signIn, type Backend } from "./auth-test-kit.ts";
import { registerAuthRoutes } from "./auth-routes.ts";
import { verifyPassword } from "./passwords.ts";
import { hashToken } from "./tokens.ts";

let clock = Date.parse("2026-03-02T09:00:00Z");
let backend: Backend;
beforeAll(async () => {
  backend = await backendUnderTest({ modules: [registerAuthRoutes], now: () => clock });
});
afterAll(async () => backend?.close());
afterEach(() => {
  vi.unstubAllEnvs();
});

const post = (path: string, body: unknown, token?: string) => backend.call("POST", path, { body, token });
const outcome = (answer: { status: number; json: { errorDetails?: { errorId: string }[] } }) => `${answer.status} ${errorIdOf(answer.json) ?? "ok"}`;
const refresh = (refreshToken: string) => post("/token/v2/auth/token", { type: "Refresh", refreshToken });
const consumerRow = async (id: string) => (await backend.database.db.select().from(consumers).where(eq(consumers.id, id)))[0]!;

describe("POST /consumers-v3/auth/signup", () => {
  const SIGNUP = "/consumers-v3/auth/signup";
  const profile = (details: Record<string, unknown>) => ({
    consumerProfile: { consumerDetails: { email: "new.member@example.com", firstName: "Robin", lastName: "Hill", password: "Summit-Peak-8", ...details }, preferences: { interests: "hiking|running" } },
    recaptcha_response: "ignored",
  });

  test("creates the consumer and answers its consumerNo; the new account can sign in", async () => {
    const { status, json } = await post(SIGNUP, profile({ email: "  New.Member@Example.com ", phone: "(303) 555-0123", birthDate: "01/02/1990", postalCode: "80202" }));
    expect(status).toBe(200);
    const { consumerNo } = signupAnswer.parse(json);
    const [row] = await backend.database.db.select().from(consumers).where(eq(consumers.consumerNo, consumerNo));
    expect(row).toMatchObject({ email: "new.member@example.com", firstName: "Robin", lastName: "Hill", phone: "+13035550123", birthDate: "01/02/1990", postalCode: "80202", consumerType: "REGULAR" });
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    const session = await signIn(backend, { email: "new.member@example.com", password: "Summit-Peak-8" });
    expect(session.consumerNo).toBe(consumerNo);
  });

  test("names may be left for profile completion", async () => {
    const { status } = await post(SIGNUP, { consumerProfile: { consumerDetails: { email: "quick@example.com", password: "Summit-Peak-8" } } });
    expect(status).toBe(200);
  });

  test("an email in use (any case) is 409 AUT439", async () => {
    await createConsumer(backend.database.db, { email: "taken@example.com" });
    expect(outcome(await post(SIGNUP, profile({ email: "TAKEN@example.com" })))).toBe("409 AUT439");
  });

  test("a phone in use is 409 AUT442", async () => {
    await createConsumer(backend.database.db, { phone: "+447911123456" });
    expect(outcome(await post(SIGNUP, profile({ email: "phone.clash@example.com", phone: "+44 07911 123456" })))).toBe("409 AUT442");
  });

  test("concurrent sign-ups with one email: one account, one 409 AUT439", async () => {
    const answers = await Promise.all([post(SIGNUP, profile({ email: "race@example.com" })), post(SIGNUP, profile({ email: "race@example.com" }))]);
    expect(answers.map(outcome).sort()).toEqual(["200 ok", "409 AUT439"]);
  });

  test.each([
    ["no at sign", { email: "not-an-email" }, "400 AUT453"],
    ["no domain", { email: "a@" }, "400 AUT453"],
    ["a short password", { password: "Ab1" }, "400 FE872"],
    ["no upper-case letter", { password: "lowercase-only-1" }, "400 FE872"],
    ["no lower-case letter", { password: "UPPERCASE-ONLY-1" }, "400 FE872"],
    ["no digit", { password: "No-Digits-Here" }, "400 FE872"],
    ["a password over 128 characters", { password: "Aa1".repeat(50) }, "400 ATTR300"],
    ["a phone that is no phone", { phone: "call me" }, "400 ATTR300"],
    ["a missing email", { email: undefined }, "400 ATTR300"],
    ["a number as the email", { email: 42 }, "400 ATTR300"],
  ])("%s: %s", async (_name, details, expected) => {
    expect(outcome(await post(SIGNUP, profile({ email: `rules-${Math.random()}@example.com`, ...details })))).toBe(expected);
  });

  test("FE872 names the broken rule", async () => {
    const { json } = await post(SIGNUP, profile({ email: "rule@example.com", password: "no-upper-1" }));
    expect(json.errorDetails?.[0]).toMatchObject({ errorId: "FE872", field: "password", rule: "uppercase" });
  });
});

describe("forgot and reset password", () => {
  const FORGOT = "/consumers-v3/confirmforgotpassword";
  const RESET = "/consumers-v3/consumer/resetpassword";

  test("the reset token sets a new password, unlocks the account and ends every session", async () => {
    const consumer = await createConsumer(backend.database.db);
    const session = await signIn(backend, consumer);
    await backend.database.db.update(consumers).set({ failedLogins: 3 }).where(eq(consumers.id, consumer.id));

    const forgot = await post(FORGOT, { email: consumer.email.toUpperCase() });
    expect(forgot.status).toBe(200);
    const { resetToken } = forgotPasswordAnswer.parse(forgot.json);
    expect(resetToken).toEqual(expect.any(String));

    const reset = await post(RESET, { resetToken, password: "Brand-New-Pass-1", confirmPassword: "Brand-New-Pass-1" });
    expect(reset.status).toBe(200);
    resetPasswordAnswer.parse(reset.json);

    const row = await consumerRow(consumer.id);
    expect(await verifyPassword("Brand-New-Pass-1", row.passwordHash)).toBe(true);
    expect(row.failedLogins).toBe(0);
    expect(outcome(await refresh(session.refreshToken))).toBe("401 AUT432");
    expect(outcome(await post(RESET, { resetToken, password: "Another-Pass-2", confirmPassword: "Another-Pass-2" }))).toBe("400 AUT402");
    await signIn(backend, { email: consumer.email, password: "Brand-New-Pass-1" });
  });

  test("an unknown email gets the same 200 answer, without a token", async () => {
    const { status, json } = await post(FORGOT, { email: "nobody-here@example.com" });
    expect(status).toBe(200);
    expect(forgotPasswordAnswer.parse(json)).toEqual({ message: expect.any(String) });
  });

  test("without the explicit test setting the token is never in the answer", async () => {
    const quiet = await backendUnderTest({ modules: [registerAuthRoutes], exposeResetToken: false });
    try {
      const consumer = await createConsumer(quiet.database.db);
      const { status, json } = await quiet.call("POST", FORGOT, { body: { email: consumer.email } });
      expect(status).toBe(200);
      expect(json).not.toHaveProperty("resetToken");
      const stored = await quiet.database.db.select().from(refreshTokens).where(eq(refreshTokens.consumerId, consumer.id));
      expect(stored.map((row) => row.kind)).toEqual(["reset"]);
    } finally {
      await quiet.close();
    }
  });

  test("a malformed email is 400 AUT453", async () => {
    expect(outcome(await post(FORGOT, { email: "nope" }))).toBe("400 AUT453");
  });

  test("a newer request makes the older token stop working", async () => {
    const consumer = await createConsumer(backend.database.db);
    const first = forgotPasswordAnswer.parse((await post(FORGOT, { email: consumer.email })).json).resetToken;
    const second = forgotPasswordAnswer.parse((await post(FORGOT, { email: consumer.email })).json).resetToken;
    expect(outcome(await post(RESET, { resetToken: first, password: "Brand-New-Pass-1", confirmPassword: "Brand-New-Pass-1" }))).toBe("400 AUT402");
    expect(outcome(await post(RESET, { resetToken: second, password: "Brand-New-Pass-1", confirmPassword: "Brand-New-Pass-1" }))).toBe("200 ok");
  });

  test("mismatch FE340, too short FE872, expired or unknown AUT402", async () => {
    const consumer = await createConsumer(backend.database.db);
    const { resetToken } = forgotPasswordAnswer.parse((await post(FORGOT, { email: consumer.email })).json);
    expect(outcome(await post(RESET, { resetToken, password: "Brand-New-Pass-1", confirmPassword: "Brand-New-Pass-2" }))).toBe("400 FE340");
    expect(outcome(await post(RESET, { resetToken, password: "Ab1", confirmPassword: "Ab1" }))).toBe("400 FE872");
    expect(outcome(await post(RESET, { resetToken: "made-up", password: "Brand-New-Pass-1", confirmPassword: "Brand-New-Pass-1" }))).toBe("400 AUT402");
    clock += 60 * 60 * 1000 + 1;
    expect(outcome(await post(RESET, { resetToken, password: "Brand-New-Pass-1", confirmPassword: "Brand-New-Pass-1" }))).toBe("400 AUT402");
  });

  test("a session refresh token is no reset token", async () => {
    const guest = await guestToken(backend);
    expect(outcome(await post(RESET, { resetToken: guest.refreshToken, password: "Brand-New-Pass-1", confirmPassword: "Brand-New-Pass-1" }))).toBe("400 AUT402");
  });
});

describe("POST /consumers-v3/consumer/changepassword", () => {
  const CHANGE = "/consumers-v3/consumer/changepassword";

  test("changes the password; the caller's session stays, the others end", async () => {
    const consumer = await createConsumer(backend.database.db);
    const here = await signIn(backend, consumer);
    const elsewhere = await signIn(backend, consumer);
    const { status, json } = await post(
      CHANGE,
      { currentPassword: consumer.password, newPassword: "Changed-Pass-7", confirmPassword: "Changed-Pass-7", refreshToken: here.refreshToken },
      here.accessToken,
    );
    expect(status).toBe(200);
    changePasswordAnswer.parse(json);
    expect(await verifyPassword("Changed-Pass-7", (await consumerRow(consumer.id)).passwordHash)).toBe(true);
    expect(outcome(await refresh(elsewhere.refreshToken))).toBe("401 AUT432");
    expect(outcome(await refresh(here.refreshToken))).toBe("200 ok");
  });

  test("wrong current AUT450, same as previous AUT452, mismatch FE340, short FE872", async () => {
    const consumer = await createConsumer(backend.database.db);
    const { accessToken } = await signIn(backend, consumer);
    const change = (currentPassword: string, newPassword: string, confirmPassword = newPassword) => post(CHANGE, { currentPassword, newPassword, confirmPassword }, accessToken).then(outcome);
    expect(await change("Wrong-Current-1", "Changed-Pass-7")).toBe("400 AUT450");
    expect(await change(consumer.password, consumer.password)).toBe("400 AUT452");
    expect(await change(consumer.password, "Changed-Pass-7", "Changed-Pass-8")).toBe("400 FE340");
    expect(await change(consumer.password, "Sh0rt")).toBe("400 FE872");
    expect(await verifyPassword(consumer.password, (await consumerRow(consumer.id)).passwordHash)).toBe(true);
  });

  test("without a token, or as a guest: 401 AUT432", async () => {
    const body = { currentPassword: "a", newPassword: "Changed-Pass-7", confirmPassword: "Changed-Pass-7" };
    expect(outcome(await post(CHANGE, body))).toBe("401 AUT432");
    expect(outcome(await post(CHANGE, body, (await guestToken(backend)).accessToken))).toBe("401 AUT432");
  });
});

describe("POST /consumers-v3/consumer/auth/signout", () => {
  const SIGNOUT = "/consumers-v3/consumer/auth/signout";

  test("revokes the caller's refresh token and answers Success", async () => {
    const consumer = await createConsumer(backend.database.db);
    const session = await signIn(backend, consumer);
    const { status, json } = await post(SIGNOUT, { refreshToken: session.refreshToken }, session.accessToken);
    expect(status).toBe(200);
    expect(signoutAnswer.parse(json)).toEqual({ message: "Success" });
    expect(outcome(await refresh(session.refreshToken))).toBe("401 AUT432");
  });

  test("another shopper's refresh token is left alone", async () => {
    const victim = await signIn(backend, await createConsumer(backend.database.db));
    const caller = await signIn(backend, await createConsumer(backend.database.db));
    const guest = await guestToken(backend);
    expect((await post(SIGNOUT, { refreshToken: victim.refreshToken }, caller.accessToken)).status).toBe(200);
    expect((await post(SIGNOUT, { refreshToken: victim.refreshToken }, guest.accessToken)).status).toBe(200);
    const [row] = await backend.database.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(victim.refreshToken)));
    expect(row!.revokedAt).toBeNull();
  });

  test("a guest signs out its own token", async () => {
    const guest = await guestToken(backend);
    expect((await post(SIGNOUT, { refreshToken: guest.refreshToken }, guest.accessToken)).status).toBe(200);
    expect(outcome(await refresh(guest.refreshToken))).toBe("401 AUT432");
  });

  test("without a bearer token: 401 AUT432", async () => {
    expect(outcome(await post(SIGNOUT, { refreshToken: "x" }))).toBe("401 AUT432");
  });
});

describe("POST /consumers-v3/consumer/agent/login", () => {
  const AGENT = "/consumers-v3/consumer/agent/login";

  test("answers an agent token and the buy-in-store session", async () => {
    const { store, employee, password } = await createStoreEmployee(backend.database.db, { storeId: "S100200", storeName: "Boulder Flagship", employeeId: "E7001", name: "Jo Rivers" });
    const { status, json } = await post(AGENT, { storeId: store.id, employeeId: employee.id, password });
    expect(status).toBe(200);
    const answer = agentLoginAnswer.parse(json);
    expect(answer).toMatchObject({ storeId: "S100200", storeName: "Boulder Flagship", storeEmployeeId: "E7001", storeEmployeeName: "Jo Rivers" });
    expect(backend.deps.tokens.verifyAccessToken(answer.accessToken)).toEqual({ kind: "agent", employeeId: "E7001", storeId: "S100200" });
  });

  test("an unknown store is 404 STR404", async () => {
    expect(outcome(await post(AGENT, { storeId: "S-NOPE", employeeId: "E1", password: "x" }))).toBe("404 STR404");
  });

  test("a wrong password, an unknown employee or one of another store: 401 AUT401", async () => {
    const home = await createStoreEmployee(backend.database.db);
    const other = await createStoreEmployee(backend.database.db);
    expect(outcome(await post(AGENT, { storeId: home.store.id, employeeId: home.employee.id, password: "Wrong-Pass-1" }))).toBe("401 AUT401");
    expect(outcome(await post(AGENT, { storeId: home.store.id, employeeId: "E-UNKNOWN", password: home.password }))).toBe("401 AUT401");
    expect(outcome(await post(AGENT, { storeId: home.store.id, employeeId: other.employee.id, password: other.password }))).toBe("401 AUT401");
  });
});
