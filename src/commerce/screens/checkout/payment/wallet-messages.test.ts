import { describe, expect, test } from "vitest";
import { acceptedWalletResult, originOf, walletFrameUrl, walletResultOf } from "./wallet-messages.ts";

const APPROVAL_URL = "http://backend.test:3300/payment-wallet/approve?token=abc";
const frame = { name: "the wallet iframe" };

describe("walletResultOf", () => {
  test.each([
    [{ type: "wallet-approval", status: "approved", payerEmail: "alex@example.com" }, { status: "approved", payerEmail: "alex@example.com" }],
    [{ type: "wallet-approval", status: "approved", payerEmail: " alex@example.com " }, { status: "approved", payerEmail: "alex@example.com" }],
    [{ type: "wallet-approval", status: "cancelled" }, { status: "cancelled" }],
    [{ type: "wallet-approval", status: "approved" }, undefined],
    [{ type: "wallet-approval", status: "approved", payerEmail: "" }, undefined],
    [{ type: "wallet-approval", status: "approved", payerEmail: 42 }, undefined],
    [{ type: "wallet-approval", status: "maybe" }, undefined],
    [{ type: "threeds-challenge-result", orderNumber: "RL12345678", transStatus: "Y" }, undefined],
    [{ status: "approved", payerEmail: "alex@example.com" }, undefined],
    ["wallet-approval", undefined],
    [null, undefined],
    [[{ type: "wallet-approval", status: "cancelled" }], undefined],
  ])("%j → %j", (data, result) => expect(walletResultOf(data)).toEqual(result));
});

describe("acceptedWalletResult", () => {
  const approved = { type: "wallet-approval", status: "approved", payerEmail: "alex@example.com" };
  test.each([
    ["from the approval page's iframe", { origin: "http://backend.test:3300", source: frame, data: approved }, { status: "approved", payerEmail: "alex@example.com" }],
    ["from another origin", { origin: "http://evil.test", source: frame, data: approved }, undefined],
    ["from the same host on another port", { origin: "http://backend.test:3301", source: frame, data: approved }, undefined],
    ["from another window of the right origin", { origin: "http://backend.test:3300", source: { name: "another window" }, data: approved }, undefined],
    ["without a source", { origin: "http://backend.test:3300", source: null, data: approved }, undefined],
    ["of the wrong shape", { origin: "http://backend.test:3300", source: frame, data: { type: "wallet-approval", status: "approved" } }, undefined],
    ["cancelled", { origin: "http://backend.test:3300", source: frame, data: { type: "wallet-approval", status: "cancelled" } }, { status: "cancelled" }],
  ])("a message %s", (_name, message, result) => expect(acceptedWalletResult(message, APPROVAL_URL, frame)).toEqual(result));

  test("nothing is accepted before the iframe exists", () => {
    expect(acceptedWalletResult({ origin: "http://backend.test:3300", source: null, data: approved }, APPROVAL_URL, null)).toBeUndefined();
  });
});

test("originOf and walletFrameUrl", () => {
  expect(originOf(APPROVAL_URL)).toBe("http://backend.test:3300");
  expect(originOf("not a url")).toBe("null");
  const url = new URL(walletFrameUrl(APPROVAL_URL, { parentOrigin: "http://shop.test", amount: 142.5, currency: "USD" }));
  expect(url.origin).toBe("http://backend.test:3300");
  expect(Object.fromEntries(url.searchParams)).toEqual({ token: "abc", parentOrigin: "http://shop.test", amount: "142.50", currency: "USD" });
});
