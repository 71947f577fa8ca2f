import { describe, expect, test } from "vitest";
import { cardBrand, cardDigits, cardProblems, cvcValid, expiryProblem, groupedCardNumber, luhnValid } from "./card-rules.ts";

describe("luhnValid", () => {
  test.each([
    ["4111111111111111", true],
    ["4000000000003220", true],
    ["5555555555554444", true],
    ["378282246310005", true],
    ["6011111111111117", true],
    ["4111111111111112", false],
    ["1234567812345678", false],
    ["41111111111", false],
    ["41111111111111111111", false],
    ["4111 1111 1111 1111", false],
    ["", false],
  ])("%s → %s", (digits, valid) => expect(luhnValid(digits)).toBe(valid));
});

describe("cardBrand", () => {
  test.each([
    ["4111111111111111", "visa"],
    ["5555555555554444", "mastercard"],
    ["2221000000000009", "mastercard"],
    ["378282246310005", "amex"],
    ["341111111111111", "amex"],
    ["6011111111111117", "discover"],
    ["6500000000000002", "discover"],
    ["9999999999999995", "card"],
    ["", "card"],
  ])("%s → %s", (digits, brand) => expect(cardBrand(digits)).toBe(brand));
});

test("cardDigits drops spaces and dashes; groupedCardNumber puts them back", () => {
  expect(cardDigits(" 4111 1111-1111 1111 ")).toBe("4111111111111111");
  expect(groupedCardNumber("4111111111111111")).toBe("4111 1111 1111 1111");
  expect(groupedCardNumber("378282246310005")).toBe("3782 822463 10005");
  expect(groupedCardNumber("41111")).toBe("4111 1");
});

describe("cvcValid", () => {
  test.each([
    ["123", "visa", true],
    ["1234", "visa", false],
    ["1234", "amex", true],
    ["123", "amex", false],
    ["12a", "mastercard", false],
  ] as const)("%s for %s → %s", (cvc, brand, valid) => expect(cvcValid(cvc, brand)).toBe(valid));
});

describe("expiryProblem (FE309)", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  test.each([
    ["12", "2029", undefined],
    ["11", "2026", undefined],
    ["11", "26", undefined],
    ["1", "27", undefined],
    ["10", "2026", "expired"],
    ["12", "2025", "expired"],
    ["13", "2027", "invalid"],
    ["0", "2027", "invalid"],
    ["", "2027", "invalid"],
    ["12", "", "invalid"],
    ["12", "202", "invalid"],
    ["ab", "2027", "invalid"],
    ["12", "2047", "invalid"],
    ["12", "2046", undefined],
  ])("%s/%s → %s", (month, year, problem) => expect(expiryProblem(month, year, now)).toBe(problem));

  test("a card is valid to the last moment of its month (UTC)", () => {
    expect(expiryProblem("11", "2026", new Date("2026-11-30T23:59:59Z"))).toBeUndefined();
    expect(expiryProblem("11", "2026", new Date("2026-12-01T00:00:00Z"))).toBe("expired");
  });
});

describe("cardProblems", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  const valid = { number: "4111 1111 1111 1111", expiryMonth: "12", expiryYear: "2029", cvv: "123", holder: "Alex Walker" };
  test.each([
    ["a valid card", valid, {}],
    ["an American Express card with 4 digits", { ...valid, number: "3782 822463 10005", cvv: "1234" }, {}],
    ["a number failing the Luhn check", { ...valid, number: "4111 1111 1111 1112" }, { number: "invalid" }],
    ["no number", { ...valid, number: " " }, { number: "required" }],
    ["an expired card (FE309)", { ...valid, expiryYear: "2025" }, { expiryMonth: "expired" }],
    ["month 13 (FE309)", { ...valid, expiryMonth: "13" }, { expiryMonth: "invalid" }],
    ["a 3-digit code on American Express", { ...valid, number: "378282246310005" }, { cvv: "invalid" }],
    ["nothing at all", { number: "", expiryMonth: "", expiryYear: "", cvv: "", holder: "" }, { number: "required", expiryMonth: "invalid", cvv: "required", holder: "required" }],
  ])("%s", (_name, values, problems) => expect(cardProblems(values, now)).toEqual(problems));
});
