import { describe, expect, test } from "vitest";
import { normalisePostalCode, postalCodeCandidates } from "./postal-codes.ts";

describe("postalCodeCandidates", () => {
  test.each([
    ["US", "02115", ["02115", "0211", "021"]],
    ["US", "02115-1234", ["02115", "0211", "021"]],
    ["CA", "M5B 2H1", ["M5B", "M"]],
    ["CA", "h3a1t5", ["H3A", "H"]],
    ["GB", "WC2E 9LZ", ["WC2E", "WC2", "WC"]],
    ["GB", "EH2 3ES", ["EH2", "EH"]],
    ["GB", "E1 6JE", ["E1", "E"]],
    ["GB", "M2 4LY", ["M2", "M"]],
    ["DE", "10789", ["10789", "1078", "107", "10"]],
    ["NL", "1012 AB", ["1012AB", "1012A", "1012", "101", "10"]],
    ["US", "", []],
  ])("%s %s", (country, code, candidates) => {
    expect(postalCodeCandidates(country, code)).toEqual(candidates);
  });

  test("an Edinburgh postcode is never placed in East London", () => {
    expect(postalCodeCandidates("GB", "EH2 3ES")).not.toContain("E");
  });

  test("normalising drops spaces and dashes and upper-cases", () => {
    expect(normalisePostalCode(" wc2e 9lz ")).toBe("WC2E9LZ");
    expect(normalisePostalCode("02115-1234")).toBe("021151234");
  });
});
