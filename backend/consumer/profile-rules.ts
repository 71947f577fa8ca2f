import {
  BIRTH_DATE_PLACEHOLDER,
  ENROLMENT_FIELDS,
  INTEREST_SEPARATOR,
  INTERESTS,
  MAXIMUM_AGE,
  MINIMUM_AGE,
  SHOE_SIZE_MAX,
  SHOE_SIZE_MIN,
  type COMPLETION_STEPS,
  type EnrolmentField,
} from "../../contracts/api/consumer.ts";
import type { ErrorId } from "../../contracts/errors/catalogue.ts";

/**
 * Rules of the consumer profile (commerce spec §3 Consumer profile, §5, §8 PRO410 / PRO411, §9).
 * Pure: input and the clock in, a value or a problem out.
 */

export interface Problem {
  errorId: ErrorId;
  field: string;
  message: string;
}
export type Checked<T> = { ok: T } | { problem: Problem };

// ---- birth date and age ----------------------------------------------------------------------

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** The placeholder (§9: 01/01/1900) in the forms a client may send it. */
const PLACEHOLDERS = new Set([BIRTH_DATE_PLACEHOLDER, "01/01/1900"]);

/**
 * Reads a birth date: `YYYY-MM-DD`, a real calendar day. Null, empty and the 1900-01-01
 * placeholder are "missing"; anything else that is not such a day is "invalid".
 */
export function readBirthDate(input: string | null | undefined): { kind: "missing" } | { kind: "invalid" } | { kind: "date"; date: CalendarDate } {
  const text = input?.trim() ?? "";
  if (!text || PLACEHOLDERS.has(text)) return { kind: "missing" };
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return { kind: "invalid" };
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return { kind: "invalid" };
  return { kind: "date", date: { year, month, day } };
}

/**
 * Whole years from `birth` to the calendar day of `now` (UTC). A birthday counts on its day;
 * someone born on 29 February is a year older on 1 March in years without one.
 */
export function ageOn(birth: CalendarDate, now: Date): number {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  const day = now.getUTCDate();
  const beforeBirthday = month < birth.month || (month === birth.month && day < birth.day);
  return year - birth.year - (beforeBirthday ? 1 : 0);
}

const isoOf = (date: CalendarDate) => `${String(date.year).padStart(4, "0")}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;

/**
 * Checks a birth date being written. Missing: null, or PRO411 when one is `required` (loyalty
 * members: the programme's age check needs it). Not a date: ATTR300. In the future, younger
 * than MINIMUM_AGE or older than MAXIMUM_AGE: PRO410.
 */
export function checkBirthDate(input: string | null | undefined, now: Date, options: { required: boolean; field?: string }): Checked<string | null> {
  const field = options.field ?? "birthDate";
  const read = readBirthDate(input);
  if (read.kind === "missing") {
    return options.required ? { problem: { errorId: "PRO411", field, message: "A birth date is needed for the loyalty programme" } } : { ok: null };
  }
  if (read.kind === "invalid") return { problem: { errorId: "ATTR300", field, message: `${field}: must be a date as YYYY-MM-DD` } };
  const age = ageOn(read.date, now);
  if (isoOf(read.date) > now.toISOString().slice(0, 10)) return { problem: { errorId: "PRO410", field, message: "The birth date is in the future" } };
  if (age < MINIMUM_AGE) return { problem: { errorId: "PRO410", field, message: `Account holders must be at least ${MINIMUM_AGE}` } };
  if (age > MAXIMUM_AGE) return { problem: { errorId: "PRO410", field, message: "The birth date is not plausible" } };
  return { ok: isoOf(read.date) };
}

/** A stored birth date as answered: the placeholder and anything unreadable are none. */
export function answeredBirthDate(stored: string | null): string | null {
  const read = readBirthDate(stored);
  return read.kind === "date" ? isoOf(read.date) : null;
}

// ---- interests -------------------------------------------------------------------------------

const KNOWN_INTERESTS: ReadonlySet<string> = new Set(INTERESTS);

/**
 * Interests as stored and answered (§9: joined by a pipe). Accepts a list or a pipe-joined text
 * (a pipe inside a list entry separates too: an interest cannot contain one). Entries are
 * trimmed and lower-cased; empty ones and repeats are dropped; the shopper's order is kept.
 * Null clears them. An interest outside INTERESTS: ATTR300 naming it.
 */
export function joinInterests(input: string | readonly string[] | null): Checked<string> {
  const field = "consumerProfile.preferences.interests";
  const entries = (input === null ? [] : typeof input === "string" ? [input] : input).flatMap((entry) => entry.split(INTEREST_SEPARATOR));
  const interests: string[] = [];
  for (const entry of entries) {
    const interest = entry.trim().toLowerCase();
    if (!interest || interests.includes(interest)) continue;
    if (!KNOWN_INTERESTS.has(interest)) return { problem: { errorId: "ATTR300", field, message: `${field}: "${interest.slice(0, 40)}" is not one of ${INTERESTS.join(", ")}` } };
    interests.push(interest);
  }
  return { ok: interests.join(INTEREST_SEPARATOR) };
}

/** The stored interests as a list (what the interests dialog ticks). */
export function splitInterests(stored: string): string[] {
  return stored.split(INTEREST_SEPARATOR).filter(Boolean);
}

// ---- shoe size, postal code ------------------------------------------------------------------

/**
 * A preferred shoe size: whole or half, SHOE_SIZE_MIN to SHOE_SIZE_MAX, as text ("9.5"; a
 * decimal comma is read as a point). Null clears it.
 */
export function normaliseShoeSize(input: string | number | null): Checked<string | null> {
  const field = "consumerProfile.preferences.preferredShoeSize";
  if (input === null) return { ok: null };
  const text = typeof input === "number" ? String(input) : input.trim().replace(",", ".");
  const size = /^\d{1,2}(\.\d+)?$/.test(text) ? Number(text) : NaN;
  if (!Number.isFinite(size) || size < SHOE_SIZE_MIN || size > SHOE_SIZE_MAX || !Number.isInteger(size * 2)) {
    return { problem: { errorId: "ATTR300", field, message: `${field}: must be a whole or half size from ${SHOE_SIZE_MIN} to ${SHOE_SIZE_MAX}` } };
  }
  return { ok: String(size) };
}

/** A postal code of any country: letters, digits, spaces and dashes, upper-cased. Null clears it. */
export function normalisePostalCode(input: string | null): Checked<string | null> {
  if (input === null) return { ok: null };
  const code = input.trim().toUpperCase().replace(/\s+/g, " ");
  if (!/^[A-Z0-9][A-Z0-9 -]{1,10}$/.test(code)) return { problem: { errorId: "ATTR300", field: "consumerProfile.consumerDetails.postalCode", message: "consumerProfile.consumerDetails.postalCode: not a postal code" } };
  return { ok: code };
}

// ---- enrolment -------------------------------------------------------------------------------

export interface EnrolmentFacts {
  email: string;
  phone: string | null;
  firstName: string;
  lastName: string;
  postalCode: string | null;
  birthDate: string | null;
  interests: string;
}

export interface Enrolment {
  partial: boolean;
  missingFields: EnrolmentField[];
  nextStep: (typeof COMPLETION_STEPS)[number] | null;
}

/**
 * Commerce spec §5: partially enrolled when an email exists but a phone, first name, last name,
 * postal code or birth date is missing. The next completion step (§4): mobile without a phone,
 * else profile while something is missing, else interests while none are chosen.
 */
export function enrolmentOf(facts: EnrolmentFacts): Enrolment {
  const present: Record<EnrolmentField, boolean> = {
    phone: !!facts.phone,
    firstName: !!facts.firstName.trim(),
    lastName: !!facts.lastName.trim(),
    postalCode: !!facts.postalCode,
    birthDate: answeredBirthDate(facts.birthDate) !== null,
  };
  const missingFields = ENROLMENT_FIELDS.filter((field) => !present[field]);
  const partial = !!facts.email && missingFields.length > 0;
  const nextStep = !present.phone ? "mobile" : missingFields.length ? "profile" : facts.interests ? null : "interests";
  return { partial, missingFields, nextStep };
}
