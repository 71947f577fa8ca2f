import { describe, expect, test } from "vitest";
import { brokenPasswordRule, PASSWORD_MIN_LENGTH as CONTRACT_PASSWORD_MIN_LENGTH } from "../../contracts/api/auth.ts";
import { messageFor } from "../commerce/errors/messages.ts";
import { compose, PASSWORD_MIN_LENGTH, rules, rulesFor, validateForm, type FieldValue, type Validator } from "./validators.ts";
import { ENGLISH_MESSAGES, FRENCH_MESSAGES, GERMAN_MESSAGES, validationMessages } from "./validation-messages.ts";

type Row = [string, Validator, FieldValue, string | undefined];
const ok = undefined;

const check = (rows: Row[]) =>
  test.each(rows)("%s", (_name, validator, value, expected) => {
    expect(validator(value, {})).toBe(expected);
  });

describe("required (content spec §5)", () => {
  check([
    ["a word passes", rules.required(), "Ridge", ok],
    ["an empty string fails", rules.required(), "", "This field is required"],
    ["spaces only fail", rules.required(), "   ", "This field is required"],
    ["tabs and newlines only fail", rules.required(), "\t\n ", "This field is required"],
    ["undefined fails", rules.required(), undefined, "This field is required"],
    ["null fails", rules.required(), null, "This field is required"],
    ["zero passes (a number is a value)", rules.required(), 0, ok],
    ["a word with spaces around passes", rules.required(), "  a  ", ok],
    ["a custom message", rules.required("Doc type is required"), "", "Doc type is required"],
  ]);
});

describe("requiredCheckbox", () => {
  check([
    ["ticked passes", rules.requiredCheckbox(), true, ok],
    ["unticked fails", rules.requiredCheckbox(), false, "Please check this box to continue"],
    ["never touched fails", rules.requiredCheckbox(), undefined, "Please check this box to continue"],
    ["the string true is not a tick", rules.requiredCheckbox(), "true", "Please check this box to continue"],
  ]);
});

describe("email: a standard address whose domain has at least two parts", () => {
  check([
    ["name@example.com", rules.email(), "name@example.com", ok],
    ["dots, plus and hyphens", rules.email(), "first.last+news@mail.ridge-line.co.uk", ok],
    ["surrounding spaces are ignored", rules.email(), "  hiker@example.org ", ok],
    ["empty is left to required", rules.email(), "", ok],
    ["a one-part domain", rules.email(), "name@localhost", "Email is not valid"],
    ["no @", rules.email(), "name.example.com", "Email is not valid"],
    ["two @", rules.email(), "a@b@example.com", "Email is not valid"],
    ["a space inside", rules.email(), "first last@example.com", "Email is not valid"],
    ["a trailing dot in the domain", rules.email(), "name@example.", "Email is not valid"],
    ["an empty domain label", rules.email(), "name@example..com", "Email is not valid"],
    ["a leading dot in the local part", rules.email(), ".name@example.com", "Email is not valid"],
    ["a domain label starting with a hyphen", rules.email(), "name@-example.com", "Email is not valid"],
    ["no local part", rules.email(), "@example.com", "Email is not valid"],
    ["longer than 254 characters", rules.email(), `${"a".repeat(64)}@${"b".repeat(186)}.com`, "Email is not valid"],
    ["exactly 254 characters", rules.email(), `${"a".repeat(64)}@${"b".repeat(185)}.com`, ok],
  ]);
});

describe("lengths count characters, not UTF-16 units", () => {
  check([
    ["exact 5: 5 passes", rules.exactLength(5), "12345", ok],
    ["exact 5: 4 fails", rules.exactLength(5), "1234", "Enter exactly 5 characters"],
    ["exact 5: 6 fails", rules.exactLength(5), "123456", "Enter exactly 5 characters"],
    ["min 3: 3 passes", rules.minLength(3), "abc", ok],
    ["min 3: 2 fails", rules.minLength(3), "ab", "Enter at least 3 characters"],
    ["min 3: accented letters count once", rules.minLength(3), "éèê", ok],
    ["max 4: 4 passes", rules.maxLength(4), "abcd", ok],
    ["max 4: 5 fails", rules.maxLength(4), "abcde", "Enter no more than 4 characters"],
    ["max 2: two emoji are two characters (three UTF-16 units)", rules.maxLength(2), "\u{1F3D4}\u26FA", ok],
    ["min 3: empty is left to required", rules.minLength(3), "", ok],
  ]);
});

describe("number bounds", () => {
  check([
    ["min 1: 1 passes", rules.minNumber(1), "1", ok],
    ["min 1: 0 fails", rules.minNumber(1), "0", "Enter 1 or more"],
    ["min 1: a number value", rules.minNumber(1), 2, ok],
    ["min -5: -5.5 fails", rules.minNumber(-5), "-5.5", "Enter -5 or more"],
    ["max 10: 10 passes", rules.maxNumber(10), "10", ok],
    ["max 10: 10.01 fails", rules.maxNumber(10), "10.01", "Enter 10 or less"],
    ["max 10: not a number", rules.maxNumber(10), "ten", "Enter a number"],
    ["max 10: hex is not a number here", rules.maxNumber(10), "0x1", "Enter a number"],
    ["number: .5 is a number", rules.number(), ".5", ok],
    ["number: 1e3 is not typed by shoppers", rules.number(), "1e3", "Enter a number"],
    ["number: NaN is not a number", rules.number(), Number.NaN, "Enter a number"],
    ["min 1: empty is left to required", rules.minNumber(1), "", ok],
  ]);
});

describe("dates: the format (default YYYY-MM-DD) and a real calendar date", () => {
  check([
    ["2024-02-29 (leap year)", rules.date(), "2024-02-29", ok],
    ["2023-02-29 (not a leap year)", rules.date(), "2023-02-29", "Enter a valid date as YYYY-MM-DD"],
    ["1900-02-29 (century, not leap)", rules.date(), "1900-02-29", "Enter a valid date as YYYY-MM-DD"],
    ["2000-02-29 (400-year leap)", rules.date(), "2000-02-29", ok],
    ["2024-04-31", rules.date(), "2024-04-31", "Enter a valid date as YYYY-MM-DD"],
    ["2024-13-01", rules.date(), "2024-13-01", "Enter a valid date as YYYY-MM-DD"],
    ["2024-00-10", rules.date(), "2024-00-10", "Enter a valid date as YYYY-MM-DD"],
    ["2024-1-5 (no padding)", rules.date(), "2024-1-5", "Enter a valid date as YYYY-MM-DD"],
    ["05/01/2024 in the default format", rules.date(), "05/01/2024", "Enter a valid date as YYYY-MM-DD"],
    ["DD/MM/YYYY: 31/12/2024", rules.date("DD/MM/YYYY"), "31/12/2024", ok],
    ["DD/MM/YYYY: 12/31/2024", rules.date("DD/MM/YYYY"), "12/31/2024", "Enter a valid date as DD/MM/YYYY"],
    ["MM/DD/YYYY: 12/31/2024", rules.date("MM/DD/YYYY"), "12/31/2024", ok],
    ["MM/DD/YYYY: 02/30/2024", rules.date("MM/DD/YYYY"), "02/30/2024", "Enter a valid date as MM/DD/YYYY"],
    ["DD.MM.YYYY: the dot is a separator, not any character", rules.date("DD.MM.YYYY"), "31x12x2024", "Enter a valid date as DD.MM.YYYY"],
    ["empty is left to required", rules.date(), "", ok],
  ]);
});

describe("date bounds: the same day or after / before", () => {
  check([
    ["min: the same day passes", rules.minDate("2024-06-01"), "2024-06-01", ok],
    ["min: the day after passes", rules.minDate("2024-06-01"), "2024-06-02", ok],
    ["min: the day before fails", rules.minDate("2024-06-01"), "2024-05-31", "Enter a date on or after 2024-06-01"],
    ["max: the same day passes", rules.maxDate("2024-06-01"), "2024-06-01", ok],
    ["max: the day after fails", rules.maxDate("2024-06-01"), "2024-06-02", "Enter a date on or before 2024-06-01"],
    ["max: a year earlier passes", rules.maxDate("2024-06-01"), "2023-12-31", ok],
    ["min in DD/MM/YYYY, the bound shown in it", rules.minDate("2024-06-01", "DD/MM/YYYY"), "31/05/2024", "Enter a date on or after 01/06/2024"],
    ["min with a calendar-date bound", rules.minDate({ year: 2000, month: 1, day: 1 }), "1999-12-31", "Enter a date on or after 2000-01-01"],
    ["a value that is no date is left to date()", rules.minDate("2024-06-01"), "2024-02-30", ok],
  ]);

  test("a Date bound is the shopper's calendar day", () => {
    const bound = new Date(2024, 5, 1, 23, 30);
    expect(rules.maxDate(bound)("2024-06-01", {})).toBeUndefined();
    expect(rules.maxDate(bound)("2024-06-02", {})).toBe("Enter a date on or before 2024-06-01");
  });

  test("a bound that is not a date is a programming error", () => {
    expect(() => rules.minDate("soon")).toThrow("Not a date bound: soon");
  });
});

describe("names: letters (accented too), whitespace, comma, period, apostrophe, backtick, hyphen", () => {
  check([
    ["Anna", rules.name(), "Anna", ok],
    ["Zoë Müller-Lüdenscheidt", rules.name(), "Zoë Müller-Lüdenscheidt", ok],
    ["François d’Aubigné", rules.name(), "François d’Aubigné", ok],
    ["O'Brien", rules.name(), "O'Brien", ok],
    ["backtick", rules.name(), "N`Dour", ok],
    ["Jr., with comma and period", rules.name(), "King, Jr.", ok],
    ["Łukasz Żółć", rules.name(), "Łukasz Żółć", ok],
    ["a decomposed accent (e + combining acute)", rules.name(), "Jose\u0301", ok],
    ["Greek", rules.name(), "Ἀλέξανδρος", ok],
    ["a digit", rules.name(), "R2D2", "Name is not valid."],
    ["an @", rules.name(), "anna@home", "Name is not valid."],
    ["an underscore", rules.name(), "anna_b", "Name is not valid."],
    ["angle brackets", rules.name(), "<b>Anna</b>", "Name is not valid."],
    ["an emoji", rules.name(), "Anna 🏔", "Name is not valid."],
    ["empty is left to required", rules.name(), "", ok],
  ]);
});

describe("passwords (content spec §5, commerce spec §5 and §9)", () => {
  test("the minimum is the commerce contract's, 8", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MIN_LENGTH).toBe(CONTRACT_PASSWORD_MIN_LENGTH);
  });

  check([
    ["min length: 8 passes", rules.passwordMinLength(), "abcdefgh", ok],
    ["min length: 7 fails", rules.passwordMinLength(), "abcdefg", "Your password needs at least 8 characters"],
    ["a number: present", rules.passwordNumber(), "abc1", ok],
    ["a number: missing", rules.passwordNumber(), "abcdefgh", "Your password needs at least one number"],
    ["upper case: present", rules.passwordUppercase(), "aBc", ok],
    ["upper case: an accented capital counts", rules.passwordUppercase(), "éÉ", ok],
    ["upper case: missing", rules.passwordUppercase(), "abc1", "Your password needs at least one upper-case letter"],
    ["lower case: present", rules.passwordLowercase(), "ABc", ok],
    ["lower case: missing", rules.passwordLowercase(), "ABC1", "Your password needs at least one lower-case letter"],
    ["all rules: a good password", rules.password(), "Trail-Runner-42", ok],
    ["all rules: too short comes first", rules.password(), "Ab1", "Your password needs at least 8 characters"],
    ["all rules: then a number", rules.password(), "Abcdefgh", "Your password needs at least one number"],
    ["all rules: then upper case", rules.password(), "abcdefg1", "Your password needs at least one upper-case letter"],
    ["all rules: then lower case", rules.password(), "ABCDEFG1", "Your password needs at least one lower-case letter"],
  ]);

  test.each(["Ab1", "abcdefgh", "ABCDEFGH", "abcdefg1", "ABCDEFG1", "Abcdefgh", "Trail-Runner-42", "Ünïcode9x", "Pass word 1"])(
    "%j: passes exactly when the backend's rule check passes",
    (password) => {
      expect(rules.password()(password, {}) === undefined).toBe(brokenPasswordRule(password) === undefined);
    },
  );

  test("confirmation: FE340's message when the passwords differ", () => {
    const values = { password: "Trail-Runner-42" };
    expect(rules.passwordsMatch()("Trail-Runner-42", values)).toBeUndefined();
    expect(rules.passwordsMatch()("Trail-Runner-43", values)).toBe(messageFor("FE340", undefined));
    expect(messageFor("FE340", undefined)).toBe("The passwords do not match.");
  });

  test("the rules in one sentence are FE872's message (password too short)", () => {
    expect(ENGLISH_MESSAGES.passwordRules).toBe(messageFor("FE872", undefined));
  });
});

describe("phone: digit counts from the country masks (content spec §5)", () => {
  const northAmerica = rules.phone({ northAmerican: true, dialCode: "+1" });
  const britain = rules.phone({ masks: ["XXXX - XXX - XXX"], dialCode: "+44" });
  const germany = rules.phone({ masks: ["XXXX - XXX - XXX", "XXX - XXXX - XXXX"], dialCode: "+49" });
  const defaultMask = rules.phone();
  const withPattern = rules.phone({ northAmerican: true, pattern: /^\*\d{3}$/ });
  const invalid = "A valid phone number is required";
  check([
    ["NA: 10 digits in the mask", northAmerica, "(212) 555 - 0142", ok],
    ["NA: 10 plain digits", northAmerica, "2125550142", ok],
    ["NA: with +1", northAmerica, "+1 212 555 0142", ok],
    ["NA: starting with 1 fails", northAmerica, "1125550142", invalid],
    ["NA: starting with 0 fails", northAmerica, "0125550142", invalid],
    ["NA: 9 digits fail", northAmerica, "212555014", invalid],
    ["NA: 11 digits without + fail", northAmerica, "12125550142", invalid],
    ["NA: 11 digits fail", northAmerica, "21255501420", invalid],
    ["NA: letters are not digits", northAmerica, "212-555-CALL", invalid],
    ["GB: 10 digits", britain, "7700 900 123", ok],
    ["GB: the trunk 0 is dropped", britain, "07700 900123", ok],
    ["GB: +44 and the 0 after it", britain, "+44 (0)7700 900123", ok],
    ["GB: 9 digits fail", britain, "7700 90012", invalid],
    ["DE: 10 digits (first mask)", germany, "0151 234 5678", ok],
    ["DE: 11 digits (second mask)", germany, "+49 151 2345 6789", ok],
    ["DE: 00 and the dial code", germany, "0049 151 2345 6789", ok],
    ["DE: 9 digits fail", germany, "151 234 567", invalid],
    ["DE: 12 digits fail", germany, "151 2345 67890", invalid],
    ["default mask outside NA: XXXX - XXX - XXX, 10 digits", defaultMask, "1234 567 890", ok],
    ["default mask: 11 digits fail", defaultMask, "1234 567 8901", invalid],
    ["the custom pattern is an alternative", withPattern, "*611", ok],
    ["the custom pattern does not replace the digits rule", withPattern, "2125550142", ok],
    ["neither pattern nor digits", withPattern, "*61", invalid],
    ["empty is left to required", northAmerica, "", ok],
  ]);
});

describe("same as another field; regex", () => {
  test.each([
    ["equal values pass", "a@b.co", { email: "a@b.co" }, undefined],
    ["different values fail", "a@b.co", { email: "a@b.com" }, "The values do not match"],
    ["the other field empty fails", "a@b.co", {}, "The values do not match"],
    ["empty is left to required", "", { email: "a@b.co" }, undefined],
  ])("sameAs: %s", (_name, value, values, expected) => {
    expect(rules.sameAs("email")(value, values)).toBe(expected);
  });

  check([
    ["a matching value", rules.regex(/^[A-Z]\d[A-Z] ?\d[A-Z]\d$/), "K1A 0B1", ok],
    ["a non-matching value", rules.regex(/^[A-Z]\d[A-Z] ?\d[A-Z]\d$/), "K1A-0B1", "This value is not valid"],
    ["a custom message", rules.regex(/^\d{6}$/, "Enter the 6-digit code"), "12345", "Enter the 6-digit code"],
    ["empty is left to required", rules.regex(/^\d+$/), "", ok],
  ]);

  test("a global regex gives the same answer every time", () => {
    const validator = rules.regex(/^\d+$/g);
    expect([validator("123", {}), validator("123", {}), validator("123", {})]).toEqual([undefined, undefined, undefined]);
  });
});

describe("composition", () => {
  test("a field's rules give the first message", () => {
    const email = compose(rules.required(), rules.email());
    expect(email("", {})).toBe("This field is required");
    expect(email("nope", {})).toBe("Email is not valid");
    expect(email("a@b.co", {})).toBeUndefined();
  });

  test("a form's errors name each failing field, in order", () => {
    const validators = {
      firstName: [rules.required(), rules.name()],
      email: [rules.required(), rules.email()],
      password: [rules.required(), rules.password()],
      confirmPassword: [rules.required(), rules.passwordsMatch()],
      policy: [rules.requiredCheckbox()],
    };
    expect(validateForm({ firstName: "Ana1", email: "ana@example.com", password: "Trail-Runner-42", confirmPassword: "x", policy: false }, validators)).toEqual({
      firstName: "Name is not valid.",
      confirmPassword: "The passwords do not match.",
      policy: "Please check this box to continue",
    });
    expect(validateForm({ firstName: "Ana", email: "ana@example.com", password: "Trail-Runner-42", confirmPassword: "Trail-Runner-42", policy: true }, validators)).toEqual({});
  });
});

describe("translated defaults", () => {
  test.each([
    ["en", ENGLISH_MESSAGES],
    ["en-GB", ENGLISH_MESSAGES],
    ["fr", FRENCH_MESSAGES],
    ["de", GERMAN_MESSAGES],
    ["es", ENGLISH_MESSAGES],
  ])("%s", (language, messages) => {
    expect(validationMessages(language)).toBe(messages);
    expect(rulesFor(language).required()("", {})).toBe(messages.required);
    expect(rulesFor(language)).toBe(rulesFor(language));
  });

  test("French and German messages", () => {
    expect(rulesFor("fr").email()("x@y", {})).toBe("L’adresse courriel n’est pas valide");
    expect(rulesFor("de").phone({ northAmerican: false })("12", {})).toBe("Eine gültige Telefonnummer ist erforderlich");
    expect(rulesFor("de").minLength(3)("ab", {})).toBe("Geben Sie mindestens 3 Zeichen ein");
  });

  test("every language has every message", () => {
    for (const messages of [FRENCH_MESSAGES, GERMAN_MESSAGES]) expect(Object.keys(messages).sort()).toEqual(Object.keys(ENGLISH_MESSAGES).sort());
  });
});
