import { describe, expect, test } from "vitest";
import { MINIMUM_AGE } from "../../contracts/api/consumer.ts";
import { ageOn, answeredBirthDate, checkBirthDate, enrolmentOf, joinInterests, normalisePostalCode, normaliseShoeSize, readBirthDate, splitInterests, type EnrolmentFacts } from "./profile-rules.ts";

const NOW = new Date("2026-11-22T12:00:00Z");
const outcome = <T>(checked: { ok: T } | { problem: { errorId: string } }) => ("ok" in checked ? { ok: checked.ok } : { errorId: checked.problem.errorId });

describe("readBirthDate", () => {
  test.each([
    ["1990-04-12", "date"],
    ["2000-02-29", "date"],
    ["  1990-04-12 ", "date"],
    [null, "missing"],
    [undefined, "missing"],
    ["", "missing"],
    ["1900-01-01", "missing"],
    ["01/01/1900", "missing"],
    ["1990-02-30", "invalid"],
    ["1999-02-29", "invalid"],
    ["1990-13-01", "invalid"],
    ["04/12/1990", "invalid"],
    ["1990-4-12", "invalid"],
    ["tomorrow", "invalid"],
  ])("%j is %s", (input, kind) => {
    expect(readBirthDate(input).kind).toBe(kind);
  });
});

describe("ageOn", () => {
  test.each([
    // [birth date, now, age]
    ["2013-11-22", "2026-11-22T00:00:00Z", 13],
    ["2013-11-23", "2026-11-22T23:59:59Z", 12],
    ["2013-11-21", "2026-11-22T12:00:00Z", 13],
    ["1990-12-31", "2026-01-01T00:00:00Z", 35],
    ["2000-02-29", "2025-02-28T12:00:00Z", 24],
    ["2000-02-29", "2025-03-01T00:00:00Z", 25],
    ["2000-02-29", "2024-02-29T00:00:00Z", 24],
    ["2026-11-22", "2026-11-22T12:00:00Z", 0],
  ])("born %s, on %s: %i", (birth, now, age) => {
    const read = readBirthDate(birth);
    if (read.kind !== "date") throw new Error("not a date");
    expect(ageOn(read.date, new Date(now))).toBe(age);
  });
});

describe("checkBirthDate", () => {
  test.each([
    // [input, required, outcome]
    ["1990-04-12", false, { ok: "1990-04-12" }],
    ["1990-04-12", true, { ok: "1990-04-12" }],
    [" 1990-04-12", true, { ok: "1990-04-12" }],
    [null, false, { ok: null }],
    ["", false, { ok: null }],
    ["1900-01-01", false, { ok: null }],
    [null, true, { errorId: "PRO411" }],
    [undefined, true, { errorId: "PRO411" }],
    ["1900-01-01", true, { errorId: "PRO411" }],
    ["01/01/1900", true, { errorId: "PRO411" }],
    ["1990-02-30", false, { errorId: "ATTR300" }],
    ["12/04/1990", true, { errorId: "ATTR300" }],
    [`${2026 - MINIMUM_AGE}-11-22`, true, { ok: "2013-11-22" }],
    [`${2026 - MINIMUM_AGE}-11-23`, true, { errorId: "PRO410" }],
    ["2020-01-01", false, { errorId: "PRO410" }],
    ["2026-11-23", false, { errorId: "PRO410" }],
    ["2030-01-01", false, { errorId: "PRO410" }],
    ["1905-11-23", false, { ok: "1905-11-23" }],
    ["1905-11-22", false, { errorId: "PRO410" }],
    ["1850-06-01", false, { errorId: "PRO410" }],
  ])("%j (required: %s) → %j", (input, required, expected) => {
    expect(outcome(checkBirthDate(input, NOW, { required }))).toEqual(expected);
  });

  test("names the field it was given", () => {
    const checked = checkBirthDate(null, NOW, { required: true, field: "consumerProfile.consumerDetails.birthDate" });
    expect(checked).toMatchObject({ problem: { errorId: "PRO411", field: "consumerProfile.consumerDetails.birthDate" } });
  });

  test.each([
    ["1990-04-12", "1990-04-12"],
    ["1900-01-01", null],
    [null, null],
    ["garbage", null],
  ])("a stored %j is answered as %j", (stored, answered) => {
    expect(answeredBirthDate(stored)).toBe(answered);
  });
});

describe("joinInterests", () => {
  test.each([
    // [input, outcome]
    [["hiking", "camping"], { ok: "hiking|camping" }],
    ["hiking|camping", { ok: "hiking|camping" }],
    [" Hiking | CAMPING ", { ok: "hiking|camping" }],
    [["hiking", "hiking", "camping", "HIKING"], { ok: "hiking|camping" }],
    [["camping", "hiking"], { ok: "camping|hiking" }],
    [["hiking|skiing", "yoga"], { ok: "hiking|skiing|yoga" }],
    [["", " ", "|"], { ok: "" }],
    ["", { ok: "" }],
    [[], { ok: "" }],
    [null, { ok: "" }],
    [["hiking", "knitting"], { errorId: "ATTR300" }],
    ["hiking|base jumping", { errorId: "ATTR300" }],
  ])("%j → %j", (input, expected) => {
    expect(outcome(joinInterests(input))).toEqual(expected);
  });

  test("the problem names the interest and the field", () => {
    expect(joinInterests(["knitting"])).toMatchObject({ problem: { field: "consumerProfile.preferences.interests", message: expect.stringContaining("knitting") } });
  });

  test("splitInterests reads them back", () => {
    expect(splitInterests("hiking|camping")).toEqual(["hiking", "camping"]);
    expect(splitInterests("")).toEqual([]);
  });
});

describe("normaliseShoeSize", () => {
  test.each([
    [9, { ok: "9" }],
    ["9", { ok: "9" }],
    ["9.5", { ok: "9.5" }],
    ["9,5", { ok: "9.5" }],
    [42, { ok: "42" }],
    [10.5, { ok: "10.5" }],
    ["09", { ok: "9" }],
    [null, { ok: null }],
    [9.25, { errorId: "ATTR300" }],
    [0, { errorId: "ATTR300" }],
    [61, { errorId: "ATTR300" }],
    ["-3", { errorId: "ATTR300" }],
    ["nine", { errorId: "ATTR300" }],
    ["9.5.1", { errorId: "ATTR300" }],
    [Number.NaN, { errorId: "ATTR300" }],
  ])("%j → %j", (input, expected) => {
    expect(outcome(normaliseShoeSize(input))).toEqual(expected);
  });
});

describe("normalisePostalCode", () => {
  test.each([
    ["02108", { ok: "02108" }],
    ["nw1  9dp", { ok: "NW1 9DP" }],
    ["h2x 3l3", { ok: "H2X 3L3" }],
    ["12345-6789", { ok: "12345-6789" }],
    [null, { ok: null }],
    ["1", { errorId: "ATTR300" }],
    ["<script>", { errorId: "ATTR300" }],
    ["-12345", { errorId: "ATTR300" }],
  ])("%j → %j", (input, expected) => {
    expect(outcome(normalisePostalCode(input))).toEqual(expected);
  });
});

describe("enrolmentOf (commerce spec §5 partial enrolment, §4 completion steps)", () => {
  const complete: EnrolmentFacts = { email: "a@example.com", phone: "+16175550181", firstName: "Alex", lastName: "Morgan", postalCode: "02108", birthDate: "1990-04-12", interests: "hiking" };

  test.each([
    ["complete", {}, { partial: false, missingFields: [], nextStep: null }],
    ["no interests yet", { interests: "" }, { partial: false, missingFields: [], nextStep: "interests" }],
    ["no phone", { phone: null }, { partial: true, missingFields: ["phone"], nextStep: "mobile" }],
    ["no first name", { firstName: "" }, { partial: true, missingFields: ["firstName"], nextStep: "profile" }],
    ["a blank last name", { lastName: "  " }, { partial: true, missingFields: ["lastName"], nextStep: "profile" }],
    ["no postal code", { postalCode: null }, { partial: true, missingFields: ["postalCode"], nextStep: "profile" }],
    ["no birth date", { birthDate: null }, { partial: true, missingFields: ["birthDate"], nextStep: "profile" }],
    ["the placeholder birth date", { birthDate: "1900-01-01" }, { partial: true, missingFields: ["birthDate"], nextStep: "profile" }],
    ["only an email", { phone: null, firstName: "", lastName: "", postalCode: null, birthDate: null, interests: "" }, { partial: true, missingFields: ["phone", "firstName", "lastName", "postalCode", "birthDate"], nextStep: "mobile" }],
    ["no email: not partial (nothing to enrol)", { email: "", phone: null }, { partial: false, missingFields: ["phone"], nextStep: "mobile" }],
  ])("%s", (_name, change, expected) => {
    expect(enrolmentOf({ ...complete, ...change })).toEqual(expected);
  });
});
