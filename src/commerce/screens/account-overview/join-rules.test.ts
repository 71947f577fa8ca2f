import { expect, test } from "vitest";
import { birthDateForApi, latestBirthDate, loyaltyEnrolment } from "./join-rules.ts";

test.each([
  ["2026-11-26T10:00:00Z", { year: 2013, month: 11, day: 26 }],
  // Late on New Year’s Eve in the Americas it is already 1 January for the programme (UTC).
  ["2026-01-01T00:30:00Z", { year: 2013, month: 1, day: 1 }],
])("on %s the youngest member was born on %o", (now, date) => {
  expect(latestBirthDate(new Date(now))).toEqual(date);
});

test("the enrolment sends the birth date only when one is given, and nothing else of the profile", () => {
  expect(loyaltyEnrolment("US")).toEqual({ consumerProfile: { consumerDetails: {}, enrollments: [{ type: "Loyalty", optin: true, doubleOptin: false, country: "US" }], subscriptions: [], preferences: {} } });
  expect(loyaltyEnrolment("DE", "1990-04-12").consumerProfile.consumerDetails).toEqual({ birthDate: "1990-04-12" });
});

test.each([
  ["04/12/1990", "MM/DD/YYYY", "1990-04-12"],
  [" 12/04/1990 ", "DD/MM/YYYY", "1990-04-12"],
  ["31/02/1990", "DD/MM/YYYY", undefined],
  ["1990-04-12", "DD/MM/YYYY", undefined],
])("%s typed as %s: %s for the API", (typed, format, iso) => {
  expect(birthDateForApi(typed, format)).toBe(iso);
});
