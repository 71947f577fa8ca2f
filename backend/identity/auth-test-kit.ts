import { RECAPTCHA_TEST_PASS } from "../testing/recaptcha-test-verifier.ts";
import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import { guestTokenAnswer, registeredTokenAnswer, signinAnswer, type GuestTokenAnswer, type RegisteredTokenAnswer } from "../../contracts/api/auth.ts";
import type { backendUnderTest } from "../testing/backend-under-test.ts";
import { codeChallengeOf } from "../../contracts/pkce.ts";

/** Helpers of the identity tests: a PKCE pair, a guest token, a full sign-in. */

export type Backend = Awaited<ReturnType<typeof backendUnderTest>>;

export const errorIdOf = (json: { errorDetails?: { errorId: string }[] } | undefined) => json?.errorDetails?.[0]?.errorId;

/** A client's PKCE pair: 32 random bytes as the verifier, S256 as the challenge. */
export function pkcePair() {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: codeChallengeOf(verifier) };
}

export async function guestToken(backend: Backend): Promise<GuestTokenAnswer> {
  const { status, json } = await backend.call("POST", "/token/v2/auth/token", { body: { type: "Guest" } });
  expect(status).toBe(200);
  return guestTokenAnswer.parse(json);
}

/** The sign-in step: an authorization code for the PKCE pair. */
export async function authorizationCode(backend: Backend, username: string, password: string) {
  const pair = pkcePair();
  const { status, json } = await backend.call("POST", "/consumers-v3/auth/signin", { body: { type: "Registered", username, password, codeChallenge: pair.challenge, recaptcha_response: RECAPTCHA_TEST_PASS } });
  expect(status, JSON.stringify(json)).toBe(200);
  return { code: signinAnswer.parse(json).authorizationCode, verifier: pair.verifier };
}

/** Sign-in then token call, as the storefront does; optionally with the guest's token and cart. */
export async function signIn(
  backend: Backend,
  consumer: { email: string; password: string },
  guest?: { token?: string; basketId?: string },
): Promise<RegisteredTokenAnswer> {
  const { code, verifier } = await authorizationCode(backend, consumer.email, consumer.password);
  const { status, json } = await backend.call("POST", "/token/v2/auth/token", {
    token: guest?.token,
    body: { type: "Registered", authorizationCode: code, codeVerifier: verifier, guestObjects: guest?.basketId ? { basketId: guest.basketId } : undefined, action: "postLogin" },
  });
  expect(status, JSON.stringify(json)).toBe(200);
  return registeredTokenAnswer.parse(json);
}
