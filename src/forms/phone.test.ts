import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { SITES } from "../../contracts/sites.ts";
import { digitRange, examplePhone, formatPhone, isPhoneNumber, maskDigitCount, maskedPhone, nationalDigits, PHONE_COUNTRIES, phoneCountryOf, toE164 } from "./phone.ts";

const US = PHONE_COUNTRIES.US!;
const GB = PHONE_COUNTRIES.GB!;
const DE = PHONE_COUNTRIES.DE!;

describe("masks (content spec §3, §5; commerce spec §5)", () => {
  test.each([
    ["(XXX) XXX - XXXX", 10],
    ["XXXX - XXX - XXX", 10],
    ["XXX - XXXX - XXXX", 11],
    ["X XX XX XX XX", 9],
  ])("%s has %i digits", (mask, count) => expect(maskDigitCount(mask)).toBe(count));

  test("several masks make a range", () => {
    expect(digitRange(DE.masks)).toEqual({ min: 10, max: 11 });
    expect(digitRange(US.masks)).toEqual({ min: 10, max: 10 });
  });

  test("the sites' countries are the country list's (dial codes and masks)", () => {
    const countries = JSON.parse(readFileSync("fixtures/commerce/stores/countries.json", "utf8")) as { code: string; dialCode: string; phoneMasks: string[] }[];
    for (const country of Object.values(PHONE_COUNTRIES)) {
      const listed = countries.find((candidate) => candidate.code === country.code);
      expect(listed, country.code).toBeDefined();
      expect({ dialCode: country.dialCode, masks: country.masks }).toEqual({ dialCode: listed!.dialCode, masks: listed!.phoneMasks });
      expect(isPhoneNumber(examplePhone(country), country), `${country.code} example`).toBe(true);
    }
  });

  test.each(SITES.map((site) => [site.siteId, site] as const))("%s: the site's mask is its country's first, North American by region", (_id, site) => {
    const country = phoneCountryOf(site);
    expect(country.masks[0]).toBe(site.phoneMask);
    expect(country.northAmerican).toBe(site.region === "NORA");
  });

  test("a country without an entry takes the site's mask and region", () => {
    expect(examplePhone({ code: "FR", dialCode: "+33", masks: ["X XX XX XX XX"], northAmerican: false })).toBe("2 01 55 50 12");
    expect(phoneCountryOf({ country: "FR", phoneMask: "X XX XX XX XX", region: "EMEA" })).toEqual({ code: "FR", dialCode: "", masks: ["X XX XX XX XX"], northAmerican: false });
  });
});

describe("national digits and E.164", () => {
  test.each([
    ["US, masked", US, "(212) 555 - 0142", "2125550142", "+12125550142"],
    ["US, +1", US, "+1 (212) 555-0142", "2125550142", "+12125550142"],
    ["US, 001", US, "001 212 555 0142", "2125550142", "+12125550142"],
    ["GB, trunk 0", GB, "07700 900123", "7700900123", "+447700900123"],
    ["GB, +44 (0)", GB, "+44 (0)7700 900123", "7700900123", "+447700900123"],
    ["DE, trunk 0", DE, "0151 2345 6789", "15123456789", "+4915123456789"],
    ["DE, another country's + is kept whole", DE, "+33 6 12 34 56 78", "33612345678", "+4933612345678"],
  ])("%s", (_name, country, typed, national, e164) => {
    expect(nationalDigits(typed, country)).toBe(national);
    expect(toE164(typed, country)).toBe(e164);
  });

  test("North America keeps a leading 0 (and so refuses it)", () => {
    expect(nationalDigits("0125550142", US)).toBe("0125550142");
    expect(isPhoneNumber("0125550142", US)).toBe(false);
  });
});

describe("display", () => {
  test.each([
    [US, "2125550142", "(212) 555 - 0142"],
    [US, "+1 212 555 0142", "(212) 555 - 0142"],
    [GB, "07700900123", "7700 - 900 - 123"],
    [DE, "015123456789", "151 - 2345 - 6789"],
    [DE, "01512345678", "1512 - 345 - 678"],
    [US, "21255", "21255"],
  ])("%o %s is shown as %s", (country, typed, shown) => expect(formatPhone(typed, country)).toBe(shown));

  test("an example in the first mask", () => {
    expect(examplePhone(US)).toBe("(201) 555 - 0123");
    expect(examplePhone(GB)).toBe("7700 - 900 - 123");
    expect(examplePhone(DE)).toBe("1512 - 345 - 678");
    expect(isPhoneNumber(examplePhone(US), US)).toBe(true);
  });

  test("where a code went, without the number", () => expect(maskedPhone("+12125550142")).toBe("•••• 0142"));
});
