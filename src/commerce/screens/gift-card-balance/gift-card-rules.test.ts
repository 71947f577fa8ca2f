import { describe, expect, test } from "vitest";
import { giftCardBalanceRequest } from "../../../../contracts/api/checkout.ts";
import { apiError } from "../contact-us-form/testing/fake-service-commerce.ts";
import { giftCardBalanceStrings } from "./gift-card-balance-strings.ts";
import { GIFT_CARD_MAX_LENGTHS, giftCardErrors, giftCardOf, giftCardProblem, groupedMaskedNumber } from "./gift-card-rules.ts";

const strings = giftCardBalanceStrings("RL-US");

describe("gift card rules", () => {
  test.each([
    ["number and PIN", { number: "6006491000000000017", pin: "1234" }, {}],
    ["a number typed in groups", { number: "6006-4910 0000 0000 017", pin: "1234" }, {}],
    ["nothing", { number: "", pin: "" }, { number: "Enter the gift card number.", pin: "Enter the PIN." }],
    ["separators only, a PIN of spaces", { number: " - ", pin: "   " }, { number: "Enter the gift card number.", pin: "Enter the PIN." }],
  ])("%s", (_name, values, expected) => {
    expect(giftCardErrors(values, strings)).toEqual(expected);
  });

  test("the card sent: the number's digits, the PIN trimmed; the contract takes it and its lengths are the inputs'", () => {
    const card = giftCardOf({ number: "6006-4910 0000 0000 017", pin: " 1234 " });
    expect(card).toEqual({ number: "6006491000000000017", pin: "1234" });
    expect(giftCardBalanceRequest.safeParse(card).success).toBe(true);
    expect(giftCardBalanceRequest.safeParse({ number: "1".repeat(GIFT_CARD_MAX_LENGTHS.number), pin: "1".repeat(GIFT_CARD_MAX_LENGTHS.pin) }).success).toBe(true);
    expect(giftCardBalanceRequest.safeParse({ number: "1".repeat(GIFT_CARD_MAX_LENGTHS.number + 1), pin: "1" }).success).toBe(false);
    expect(giftCardBalanceRequest.safeParse({ number: "1", pin: "1".repeat(GIFT_CARD_MAX_LENGTHS.pin + 1) }).success).toBe(false);
  });

  test.each([
    ["GFC800 names the number", apiError(400, "GFC800", "x", { field: "number" }), "number"],
    ["an expired card: at the number", apiError(400, "GFC812", "x"), "number"],
    ["a PIN the answer names: at the PIN", apiError(400, "GFC400", "pin: is required", { field: "pin" }), "pin"],
    ["too many wrong PINs: above the form", apiError(429, "GFC799", "x"), undefined],
    ["any other failure: above the form", apiError(500, "GEN500", "x"), undefined],
  ])("%s", (_name, error, field) => {
    expect(giftCardProblem(error, "RL-US").field).toBe(field);
  });

  test("a masked number in groups of four", () => {
    expect(groupedMaskedNumber("************0017")).toBe("**** **** **** 0017");
    expect(groupedMaskedNumber("***************0017")).toBe("**** **** **** ***0 017");
  });
});
