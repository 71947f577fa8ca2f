import { expect, test } from "vitest";
import { createTokenService } from "./tokens.ts";

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

test("any other spelling of the signature is refused, even one that decodes to the same bytes", () => {
  const tokens = createTokenService("secret", () => Date.UTC(2026, 0, 1));
  const { accessToken } = tokens.issueAccessToken({ kind: "guest", guestId: "g-1" });
  expect(tokens.verifyAccessToken(accessToken)).toEqual({ kind: "guest", guestId: "g-1" });
  const [payload, signature] = accessToken.split(".") as [string, string];
  const last = signature.at(-1)!;
  // Every other last character, including the three that differ only in the unused low bits.
  for (const other of BASE64URL) {
    if (other === last) continue;
    expect(tokens.verifyAccessToken(`${payload}.${signature.slice(0, -1)}${other}`), other).toBeUndefined();
  }
});

test("an expired token, a token of another secret and a malformed one are refused", () => {
  let now = Date.UTC(2026, 0, 1);
  const tokens = createTokenService("secret", () => now);
  const { accessToken } = tokens.issueAccessToken({ kind: "registered", consumerId: "c-1" });
  expect(createTokenService("other", () => now).verifyAccessToken(accessToken)).toBeUndefined();
  expect(tokens.verifyAccessToken(`${accessToken}.extra`)).toBeUndefined();
  expect(tokens.verifyAccessToken("not-a-token")).toBeUndefined();
  now += 16 * 60 * 1000;
  expect(tokens.verifyAccessToken(accessToken)).toBeUndefined();
});
