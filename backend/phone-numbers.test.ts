import { describe, expect, test } from "vitest";
import { normalizePhone, normalizePhoneFor } from "./phone-numbers.ts";

describe("normalizePhone (E.164, spec §5)", () => {
  test.each([
    ["(303) 555-0123", "+13035550123"],
    ["+1 303 555 0123", "+13035550123"],
    ["0044 7911 123456", "+447911123456"],
    ["+44 07911 123456", "+447911123456"],
    ["555-0123", undefined],
    ["+0123456789", undefined],
    ["phone", undefined],
  ])("%s → %s", (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });
});

describe("normalizePhoneFor: a national number takes the country's dial code", () => {
  test.each([
    ["07700 900123", "GB", "+447700900123"],
    ["+44 7700 900123", "GB", "+447700900123"],
    ["(617) 555-0181", "US", "+16175550181"],
    ["030 1234567", "DE", "+49301234567"],
    ["12", "US", undefined],
  ])("%s in %s → %s", (input, country, expected) => {
    expect(normalizePhoneFor(input, country)).toBe(expected);
  });
});
