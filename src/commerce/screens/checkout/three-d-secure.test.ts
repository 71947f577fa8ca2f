import { describe, expect, test } from "vitest";
import { acceptedChallengeResult, challengeFrameUrl, challengeOf, type ChallengeMessage } from "./three-d-secure.ts";
import { addressedCart, orderOf } from "./testing/checkout-cart.ts";

const CHALLENGE = { orderNumber: "RL12345678", challengeUrl: "http://bank.test:3320/mock/3ds/challenge?orderNumber=RL12345678" };
const frame = { name: "the challenge iframe's window" };
const good: ChallengeMessage = { origin: "http://bank.test:3320", source: frame, data: { type: "threeds-challenge-result", orderNumber: "RL12345678", transStatus: "Y" } };

describe("3-D Secure messages", () => {
  test.each([
    ["the challenge page's answer", good, { transStatus: "Y" }],
    ["a refusal", { ...good, data: { ...(good.data as object), transStatus: "N" } }, { transStatus: "N" }],
    ["another origin", { ...good, origin: "http://evil.test" }, undefined],
    ["the same origin on another port", { ...good, origin: "http://bank.test:3321" }, undefined],
    ["another window (not our iframe)", { ...good, source: {} }, undefined],
    ["no source", { ...good, source: null }, undefined],
    ["another type", { ...good, data: { ...(good.data as object), type: "wallet-approval" } }, undefined],
    ["another order", { ...good, data: { ...(good.data as object), orderNumber: "RL00000000" } }, undefined],
    ["an unknown status", { ...good, data: { ...(good.data as object), transStatus: "A" } }, undefined],
    ["a string", { ...good, data: "threeds-challenge-result" }, undefined],
    ["nothing", { ...good, data: null }, undefined],
  ] as const)("%s", (_name, message, expected) => {
    expect(acceptedChallengeResult(message, CHALLENGE, frame)).toEqual(expected);
  });

  test("no iframe yet: nothing is accepted", () => expect(acceptedChallengeResult(good, CHALLENGE, null)).toBeUndefined());

  test("the iframe opens the challenge with our origin", () => {
    expect(challengeFrameUrl(CHALLENGE.challengeUrl, "http://shop.test:3220")).toBe("http://bank.test:3320/mock/3ds/challenge?orderNumber=RL12345678&parentOrigin=http%3A%2F%2Fshop.test%3A3220");
  });

  test("a challenge is asked for by a pending order with the flash", () => {
    const cart = addressedCart({ paid: true });
    const flash = [{ type: "PaymentNotAuthorized", message: "Authenticate", details: { challengeUrl: CHALLENGE.challengeUrl } }];
    expect(challengeOf(orderOf(cart, { status: "payment_pending", flash }))).toEqual(CHALLENGE);
    expect(challengeOf(orderOf(cart, { status: "placed", flash }))).toBeUndefined();
    expect(challengeOf(orderOf(cart, { status: "payment_pending", flash: [{ ...flash[0]!, details: { challengeUrl: "javascript:alert(1)" } }] }))).toBeUndefined();
  });
});
