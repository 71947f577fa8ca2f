import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { employeeTermsAnswer } from "../../contracts/api/consumer.ts";
import { consumers } from "../db/schema.ts";
import { signIn } from "../identity/auth-test-kit.ts";
import { hashPassword } from "../identity/passwords.ts";
import { consumerBackend, MEMBER_PASSWORD, SETUP_TIMEOUT_MS, type ConsumerKit } from "./consumer-test-kit.ts";

const NOW = Date.parse("2026-11-22T12:00:00Z");
const TERMS = "/consumers-v3/consumer/employee/terms";
const ACCEPT = { accepted: true };

let clock = NOW;
let kit: ConsumerKit;
beforeAll(async () => {
  kit = await consumerBackend({ now: () => clock });
}, SETUP_TIMEOUT_MS);
afterAll(async () => kit?.close());

const termsOf = async (consumerId: string) => {
  const [row] = await kit.db.select({ accepted: consumers.employeeTermsAccepted, at: consumers.employeeTermsAcceptedAt }).from(consumers).where(eq(consumers.id, consumerId));
  return row!;
};

describe("POST /consumers-v3/consumer/employee/terms", () => {
  test("an employee accepts: the answer, and the acceptance recorded with its time", async () => {
    const employee = await kit.member({ consumerType: "EMPLOYEE", annualCap: 150000 });
    expect(await termsOf(employee.consumerId)).toEqual({ accepted: false, at: null });
    expect(await kit.ok(employeeTermsAnswer, "POST", TERMS, { token: employee.token, body: ACCEPT })).toEqual({ isEmployeeDiscountTCAccepted: true });
    expect(await termsOf(employee.consumerId)).toEqual({ accepted: true, at: new Date(NOW) });
  });

  test("accepting again answers the same and keeps the first acceptance's time", async () => {
    const employee = await kit.member({ consumerType: "EMPLOYEE", annualCap: 150000 });
    await kit.ok(employeeTermsAnswer, "POST", TERMS, { token: employee.token, body: ACCEPT });
    clock = NOW + 60_000;
    try {
      expect(await kit.ok(employeeTermsAnswer, "POST", TERMS, { token: employee.token, body: ACCEPT })).toEqual({ isEmployeeDiscountTCAccepted: true });
    } finally {
      clock = NOW;
    }
    expect(await termsOf(employee.consumerId)).toEqual({ accepted: true, at: new Date(NOW) });
  });

  test("the next sign-in's session says the terms are accepted", async () => {
    const password = MEMBER_PASSWORD;
    const employee = await kit.member({ consumerType: "EMPLOYEE", annualCap: 150000, passwordHash: await hashPassword(password) });
    expect((await signIn(kit.backend, { email: employee.email, password })).isEmployeeDiscountTCAccepted).toBe(false);
    await kit.ok(employeeTermsAnswer, "POST", TERMS, { token: employee.token, body: ACCEPT });
    expect((await signIn(kit.backend, { email: employee.email, password })).isEmployeeDiscountTCAccepted).toBe(true);
  });

  test.each([
    ["a regular member", {}],
    ["a loyalty member", { loyaltyMember: true, loyaltyOptInDate: "2023-03-15" }],
    ["an athlete", { athlete: true, annualCap: 250000 }],
    ["a pro member", { identityTypes: ["WRANX"] }],
  ])("%s is not permitted: 403 AUT432, nothing recorded", async (_, fields) => {
    const shopper = await kit.member(fields);
    await kit.fails(403, "AUT432", "POST", TERMS, { token: shopper.token, body: ACCEPT });
    expect(await termsOf(shopper.consumerId)).toEqual({ accepted: false, at: null });
  });

  test("no token or a guest's: 401 AUT432; an associate's: 403 AUT432; an account that is gone: 404 PRO404", async () => {
    await kit.fails(401, "AUT432", "POST", TERMS, { body: ACCEPT });
    await kit.fails(401, "AUT432", "POST", TERMS, { token: kit.guestToken(), body: ACCEPT });
    await kit.fails(403, "AUT432", "POST", TERMS, { token: kit.agentToken(), body: ACCEPT });
    await kit.fails(404, "PRO404", "POST", TERMS, { token: kit.token({ kind: "registered", consumerId: randomUUID() }), body: ACCEPT });
  });

  test.each([
    ["no body", undefined],
    ["an empty object", {}],
    ["accepted false (withdrawing is not a storefront action)", { accepted: false }],
    ["accepted as a string", { accepted: "true" }],
  ])("%s: 400 ATTR300, nothing recorded", async (_, body) => {
    const employee = await kit.member({ consumerType: "EMPLOYEE", annualCap: 150000 });
    await kit.fails(400, "ATTR300", "POST", TERMS, { token: employee.token, body: body ?? "", headers: { "content-type": "application/json" } });
    expect(await termsOf(employee.consumerId)).toEqual({ accepted: false, at: null });
  });

  test("a body that is not JSON: 415 API415; another method: 405 API405", async () => {
    const employee = await kit.member({ consumerType: "EMPLOYEE", annualCap: 150000 });
    await kit.fails(415, "API415", "POST", TERMS, { token: employee.token, body: "accepted=true", headers: { "content-type": "application/x-www-form-urlencoded" } });
    await kit.fails(405, "API405", "GET", TERMS, { token: employee.token });
  });
});
