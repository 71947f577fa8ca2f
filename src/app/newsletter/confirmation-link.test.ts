import { describe, expect, test } from "vitest";
import { NEWSLETTER_CONFIRMATION_TTL_HOURS } from "../../../contracts/api/consumer.ts";
import { confirmationTokenOf, newsletterConfirmationPath } from "./confirmation-link.ts";
import { CONFIRMATION_LINK_HOURS } from "./confirmation-texts.ts";

const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde";

describe("the confirmation link", () => {
  test.each([
    ["en-us", "/en-us/newsletter/confirm?token=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde"],
    ["fr-ca", "/fr-ca/newsletter/confirm?token=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde"],
    ["de-de", "/de-de/newsletter/confirm?token=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde"],
  ])("on %s: %s", (localePath, path) => {
    expect(newsletterConfirmationPath(localePath, TOKEN)).toBe(path);
  });

  test("round trip: the page reads the token the link carries", () => {
    const url = new URL(newsletterConfirmationPath("en-gb", TOKEN), "https://shop.example");
    expect(confirmationTokenOf(url.searchParams)).toEqual({ token: TOKEN });
  });

  test.each([
    ["no token", "", { token: undefined, problem: "missing" }],
    ["an empty token", "token=", { token: undefined, problem: "missing" }],
    ["a cut-off token", `token=${TOKEN.slice(0, 20)}`, { token: undefined, problem: "malformed" }],
    ["a token with other characters", `token=${TOKEN.slice(0, 42)}%2B`, { token: undefined, problem: "malformed" }],
    ["surrounding spaces are ignored", `token=%20${TOKEN}%20`, { token: TOKEN }],
  ])("%s", (_case, search, expected) => {
    expect(confirmationTokenOf(new URLSearchParams(search))).toEqual(expected);
  });
});

test("the page tells the link's lifetime of the contract", () => {
  expect(CONFIRMATION_LINK_HOURS).toBe(NEWSLETTER_CONFIRMATION_TTL_HOURS);
});
