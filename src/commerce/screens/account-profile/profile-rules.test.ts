import { describe, expect, test } from "vitest";
import { EMAIL_MAX_LENGTH as CONTRACT_EMAIL_MAX_LENGTH } from "../../../../contracts/api/auth.ts";
import { consumerProfileAnswer, INTERESTS, MAXIMUM_AGE as CONTRACT_MAXIMUM_AGE, MINIMUM_AGE as CONTRACT_MINIMUM_AGE, savedPaymentInstrumentAnswer, SHOE_SIZE_MAX as CONTRACT_SHOE_SIZE_MAX, SHOE_SIZE_MIN as CONTRACT_SHOE_SIZE_MIN, SMS_CODE_LENGTH as CONTRACT_SMS_CODE_LENGTH, smsSubscriptionAnswer } from "../../../../contracts/api/consumer.ts";
import { accountProfileStrings } from "./account-profile-strings.ts";
import {
  birthDateText,
  detailsErrors,
  detailsOf,
  EMAIL_MAX_LENGTH,
  joinInterests,
  MAXIMUM_AGE,
  MINIMUM_AGE,
  passwordErrors,
  phoneText,
  PROFILE_INTERESTS,
  SHOE_SIZE_MAX,
  SHOE_SIZE_MIN,
  shoeSizeError,
  shoeSizeOf,
  SMS_CODE_LENGTH,
  smsCodeError,
  splitInterests,
  type DetailsContext,
} from "./profile-rules.ts";
import { MEMBER_CARDS, MEMBER_PROFILE, NEW_MEMBER_PROFILE, smsSubscription } from "./testing/account-fixtures.ts";

const en = accountProfileStrings("RL-US");
const US: DetailsContext = { siteId: "RL-US", today: { year: 2026, month: 3, day: 2 }, savedEmail: "alex.walker@example.com", birthDateRequired: false };
const VALID = { firstName: "Alex", lastName: "Walker", email: "alex.walker@example.com", phone: "(303) 555 - 0100", birthDate: "04/12/1990", postalCode: "80302" };

test("the rules' limits are the contract's (shopper code cannot load the contract: it carries zod)", () => {
  expect(PROFILE_INTERESTS).toEqual(INTERESTS);
  expect([MINIMUM_AGE, MAXIMUM_AGE, SHOE_SIZE_MIN, SHOE_SIZE_MAX, SMS_CODE_LENGTH, EMAIL_MAX_LENGTH]).toEqual([CONTRACT_MINIMUM_AGE, CONTRACT_MAXIMUM_AGE, CONTRACT_SHOE_SIZE_MIN, CONTRACT_SHOE_SIZE_MAX, CONTRACT_SMS_CODE_LENGTH, CONTRACT_EMAIL_MAX_LENGTH]);
});

test("the fixtures are answers as the consumer calls give them", () => {
  for (const profile of [MEMBER_PROFILE, NEW_MEMBER_PROFILE]) expect(consumerProfileAnswer.safeParse(profile).error?.issues ?? []).toEqual([]);
  for (const card of MEMBER_CARDS) expect(savedPaymentInstrumentAnswer.safeParse(card).success).toBe(true);
  expect(smsSubscriptionAnswer.safeParse(smsSubscription({ status: "SUBSCRIBED", phone: "••••••••0100" })).success).toBe(true);
});

describe("personal details", () => {
  test("a valid form has no message", () => {
    expect(detailsErrors(VALID, US, en)).toEqual({});
    expect(detailsErrors({ ...VALID, phone: "", birthDate: "", postalCode: "" }, US, en)).toEqual({});
  });

  test.each([
    ["firstName", "", "This field is required"],
    ["firstName", "Al3x", "Name is not valid."],
    ["lastName", "x".repeat(51), "Enter no more than 50 characters"],
    ["email", "", "This field is required"],
    ["email", "alex@example", "Email is not valid"],
    ["phone", "555 0100", "A valid phone number is required"],
    ["phone", "(103) 555 - 0100", "A valid phone number is required"],
    ["birthDate", "1990-04-12", "Enter a valid date as MM/DD/YYYY"],
    ["birthDate", "02/30/1990", "Enter a valid date as MM/DD/YYYY"],
    ["birthDate", "03/03/2013", "You need to be at least 13 to have an account"],
    ["birthDate", "03/01/1906", "Please check the year of your date of birth"],
    ["postalCode", "8030", "Enter a valid postal code"],
  ])("%s %j: %s", (field, value, message) => {
    expect(detailsErrors({ ...VALID, [field]: value }, US, en)).toEqual({ [field]: message });
  });

  test("13 today is old enough; 120 today is not too old", () => {
    expect(detailsErrors({ ...VALID, birthDate: "03/02/2013" }, US, en)).toEqual({});
    expect(detailsErrors({ ...VALID, birthDate: "03/02/1906" }, US, en)).toEqual({});
  });

  test("loyalty members keep a birth date", () => {
    expect(detailsErrors({ ...VALID, birthDate: "" }, { ...US, birthDateRequired: true }, en)).toEqual({ birthDate: "Loyalty members need a date of birth" });
  });

  test("a new email needs the current password; the same email in other case does not", () => {
    expect(detailsErrors({ ...VALID, email: "alex@example.org" }, US, en)).toEqual({ currentPassword: "Enter your current password to change your email address" });
    expect(detailsErrors({ ...VALID, email: "alex@example.org", currentPassword: "Secret-123" }, US, en)).toEqual({});
    expect(detailsErrors({ ...VALID, email: "Alex.Walker@Example.com" }, US, en)).toEqual({});
  });

  test("the site's formats: day first, its mask, its postal codes and language", () => {
    const gb: DetailsContext = { ...US, siteId: "RL-GB" };
    expect(detailsErrors({ ...VALID, birthDate: "12/04/1990", phone: "07700 900123", postalCode: "SW1A 1AA" }, gb, en)).toEqual({});
    expect(detailsErrors({ ...VALID, birthDate: "04/31/1990", phone: "07700 900123", postalCode: "80302" }, gb, en)).toEqual({ birthDate: "Enter a valid date as DD/MM/YYYY", postalCode: "Enter a valid postal code" });
    const de = accountProfileStrings("RL-DE");
    expect(detailsErrors({ ...VALID, firstName: "", phone: "0151 2345678", birthDate: "12.04.1990", postalCode: "10115" }, { ...US, siteId: "RL-DE" }, de)).toEqual({
      firstName: "Dieses Feld ist erforderlich",
      birthDate: "Geben Sie ein gültiges Datum im Format DD/MM/YYYY ein",
    });
  });

  test("what is sent: E.164 phone, ISO birth date, upper-cased postal code; empty clears; email and password only when the email changes", () => {
    expect(detailsOf({ ...VALID, postalCode: " 80302 " }, US)).toEqual({ firstName: "Alex", lastName: "Walker", phone: "+13035550100", birthDate: "1990-04-12", postalCode: "80302" });
    expect(detailsOf({ ...VALID, phone: "", birthDate: "", postalCode: "" }, US)).toMatchObject({ phone: "", birthDate: "", postalCode: "" });
    expect(detailsOf({ ...VALID, email: " alex@example.org ", currentPassword: "Secret-123" }, US)).toMatchObject({ email: "alex@example.org", currentPassword: "Secret-123" });
    expect(detailsOf({ ...VALID, postalCode: "sw1a  1aa", phone: "07700 900123", birthDate: "12/04/1990" }, { ...US, siteId: "RL-GB" })).toMatchObject({ postalCode: "SW1A 1AA", phone: "+447700900123", birthDate: "1990-04-12" });
  });

  test.each([
    ["1990-04-12", "RL-US", "04/12/1990"],
    ["1990-04-12", "RL-CAFR", "12/04/1990"],
    [null, "RL-US", ""],
  ])("birth date %s on %s shows %j", (stored, siteId, shown) => expect(birthDateText(stored, siteId)).toBe(shown));

  test.each([
    ["+13035550100", "RL-US", "(303) 555 - 0100"],
    ["+447700900123", "RL-GB", "7700 - 900 - 123"],
    ["+447700900123", "RL-US", "+447700900123"],
    [null, "RL-US", ""],
  ])("phone %s on %s shows %j", (stored, siteId, shown) => expect(phoneText(stored, siteId)).toBe(shown));
});

describe("password", () => {
  const valid = { currentPassword: "Old-pass-1", newPassword: "Trail-Ready-2026", confirmPassword: "Trail-Ready-2026" };
  test.each([
    [{ currentPassword: "" }, { currentPassword: "This field is required" }],
    [{ newPassword: "", confirmPassword: "" }, { newPassword: "This field is required", confirmPassword: "This field is required" }],
    // Commerce spec §5 FE872: too short.
    [{ newPassword: "Ab1", confirmPassword: "Ab1" }, { newPassword: "Your password needs at least 8 characters with an upper-case letter, a lower-case letter and a number." }],
    [{ newPassword: "Trail-Ready", confirmPassword: "Trail-Ready" }, { newPassword: "Your password needs at least one number" }],
    [{ newPassword: "trail-ready-1", confirmPassword: "trail-ready-1" }, { newPassword: "Your password needs at least one upper-case letter" }],
    [{ newPassword: "TRAIL-READY-1", confirmPassword: "TRAIL-READY-1" }, { newPassword: "Your password needs at least one lower-case letter" }],
    // FE340: the confirmation differs.
    [{ confirmPassword: "Trail-Ready-2025" }, { confirmPassword: "The passwords do not match." }],
  ])("%j: %j", (change, errors) => expect(passwordErrors({ ...valid, ...change }, "en")).toEqual(errors));

  test("in French", () => {
    expect(passwordErrors({ ...valid, confirmPassword: "x" }, "fr")).toEqual({ confirmPassword: "Les mots de passe ne correspondent pas." });
  });
});

describe("preferences", () => {
  test.each([
    ["", undefined],
    ["9.5", undefined],
    ["9,5", undefined],
    ["42", undefined],
    ["nine", "Enter a number"],
    ["0", "Enter 1 or more"],
    ["61", "Enter 60 or less"],
    ["9.25", "Enter a whole or half size"],
  ])("shoe size %j: %s", (size, message) => expect(shoeSizeError(size, "en", en)).toBe(message));

  test("sizes as sent", () => {
    expect([shoeSizeOf("9,5"), shoeSizeOf(" 10 "), shoeSizeOf("")]).toEqual(["9.5", "10", ""]);
  });

  test("interests are stored joined by a pipe, in the list's order, unknown ones left out", () => {
    expect(joinInterests(["yoga", "hiking", "surfing"])).toBe("hiking|yoga");
    expect(joinInterests([])).toBe("");
    expect(splitInterests("hiking|trail-running")).toEqual(["hiking", "trail-running"]);
    expect(splitInterests("")).toEqual([]);
  });

  test.each([
    ["", "This field is required"],
    ["12345", "Enter the 6-digit code"],
    ["12345a", "Enter the 6-digit code"],
    ["123456", undefined],
  ])("SMS code %j: %s", (code, message) => expect(smsCodeError(code, "en", "Enter the 6-digit code")).toBe(message));
});
