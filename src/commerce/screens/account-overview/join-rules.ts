import type { ConsumerProfileBody } from "../../api/consumer-client.ts";
import { formatDate, parseDate, type CalendarDate } from "../../../forms/date-format.ts";

/**
 * Loyalty members are at least 13 (contracts/api/consumer.ts `MINIMUM_AGE`, the account and
 * loyalty terms; not imported: that module is schema code).
 */
export const LOYALTY_MINIMUM_AGE = 13;

/** The latest birth date of someone old enough to join on `today` (UTC, as the programme counts: a birthday counts on its day). */
export function latestBirthDate(today: Date): CalendarDate {
  return { year: today.getUTCFullYear() - LOYALTY_MINIMUM_AGE, month: today.getUTCMonth() + 1, day: today.getUTCDate() };
}

/**
 * The profile update that enrols a member in the loyalty programme (content spec §3 enrollments:
 * type Loyalty, opting in, the site's country), with the birth date when the profile has none.
 * Everything else is left out, so it stays as it is.
 */
export function loyaltyEnrolment(country: string, birthDate?: string): ConsumerProfileBody {
  return {
    consumerProfile: {
      consumerDetails: birthDate ? { birthDate } : {},
      enrollments: [{ type: "Loyalty", optin: true, doubleOptin: false, country }],
      subscriptions: [],
      preferences: {},
    },
  };
}

/** A birth date typed in the site's format (`DD/MM/YYYY`), as the API takes it (`YYYY-MM-DD`); undefined when it is no date. */
export function birthDateForApi(typed: string, format: string): string | undefined {
  const date = parseDate(typed.trim(), format);
  return date ? formatDate(date) : undefined;
}
