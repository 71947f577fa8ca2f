import { siteById } from "../../../../contracts/sites.ts";
import { formatDate, parseDate, type CalendarDate } from "../../../forms/date-format.ts";
import { formatPhone, isPhoneNumber, phoneCountryOf, toE164 } from "../../../forms/phone.ts";
import { validationMessages } from "../../../forms/validation-messages.ts";
import { compose, PASSWORD_MIN_LENGTH, rulesFor, validateForm, type FieldErrors, type FormValues, type Validator } from "../../../forms/validators.ts";
import { addressFormStrings } from "../checkout/address-form-strings.ts";
import { isPostalCode } from "../checkout/address-rules.ts";
import type { AccountProfileStrings } from "./account-profile-strings.ts";

/**
 * The profile screen's form rules (commerce spec §3 Consumer profile, §5, §9; content spec §5
 * validators): what the shopper is told before a request. The backend stays the judge
 * (backend/consumer/profile-rules.ts, backend/identity/auth-routes.ts); its limits are repeated
 * here because its module (contracts/api/consumer.ts) carries zod, which shopper code never
 * loads (decision 0013). profile-rules.test.ts keeps them equal.
 */

/**
 * The interests a member can pick (commerce spec §9: stored joined by a pipe), in the order
 * shown. The backend refuses any other: the contract's `INTERESTS`.
 */
export const PROFILE_INTERESTS = ["hiking", "camping", "running", "trail-running", "climbing", "mountaineering", "skiing", "snowboarding", "cycling", "travel", "fishing", "yoga"] as const;
export type ProfileInterest = (typeof PROFILE_INTERESTS)[number];
export const INTEREST_SEPARATOR = "|";

/** Account holders are at least 13; older than 120 is a typo (the contract's MINIMUM_AGE, MAXIMUM_AGE). */
export const MINIMUM_AGE = 13;
export const MAXIMUM_AGE = 120;
/** Whole or half shoe sizes within these (the contract's SHOE_SIZE_MIN, SHOE_SIZE_MAX). */
export const SHOE_SIZE_MIN = 1;
export const SHOE_SIZE_MAX = 60;
/** The profile contract's lengths. */
export const NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;
export const POSTAL_CODE_MAX_LENGTH = 12;
/** The texted confirmation code of the SMS double opt-in (the contract's SMS_CODE_LENGTH). */
export const SMS_CODE_LENGTH = 6;

// ---- personal details ------------------------------------------------------------------------

export const DETAILS_FIELDS = ["firstName", "lastName", "email", "currentPassword", "phone", "birthDate", "postalCode"] as const;
export type DetailsField = (typeof DETAILS_FIELDS)[number];

export interface DetailsContext {
  siteId: string;
  /** The shopper's calendar day: the age bounds count from it. */
  today: CalendarDate;
  /** The email the account signs in with: changing it needs the current password. */
  savedEmail: string;
  /** Loyalty members keep a birth date (the programme's age check: PRO411). */
  birthDateRequired: boolean;
}

const text = (value: FormValues[string]) => (typeof value === "string" ? value.trim() : "");
const yearsBefore = (day: CalendarDate, years: number): CalendarDate => ({ ...day, year: day.year - years });

/** Whether the typed email differs from the one the account signs in with (case does not count). */
export const emailChanged = (values: FormValues, savedEmail: string) => text(values.email).toLowerCase() !== savedEmail.trim().toLowerCase();

/** The message of every personal detail that breaks a rule. */
export function detailsErrors(values: FormValues, context: DetailsContext, strings: AccountProfileStrings): FieldErrors<DetailsField> {
  const site = siteById(context.siteId);
  const rules = rulesFor(site.language);
  const phoneCountry = phoneCountryOf(site);
  const name = [rules.required(), rules.name(), rules.maxLength(NAME_MAX_LENGTH)];
  const postalCode: Validator = (value) => (text(value) && !isPostalCode(text(value), site.country) ? addressFormStrings(context.siteId).postalCodeInvalid : undefined);
  const email = [rules.required(), rules.email(), rules.maxLength(EMAIL_MAX_LENGTH)];
  // Asked for once the new address itself is right: it is what the password is for.
  const newEmail = emailChanged(values, context.savedEmail) && compose(...email)(values.email, values) === undefined;
  return validateForm(values, {
    firstName: name,
    lastName: name,
    email,
    currentPassword: newEmail ? [rules.required(strings.currentPasswordNeeded)] : [],
    phone: [rules.phone({ masks: phoneCountry.masks, northAmerican: phoneCountry.northAmerican, dialCode: phoneCountry.dialCode })],
    birthDate: [
      ...(context.birthDateRequired ? [rules.required(strings.birthDateNeeded)] : []),
      rules.date(site.dateFormat),
      rules.maxDate(yearsBefore(context.today, MINIMUM_AGE), site.dateFormat, strings.tooYoung(MINIMUM_AGE)),
      rules.minDate(yearsBefore(context.today, MAXIMUM_AGE), site.dateFormat, strings.birthDateImplausible),
    ],
    postalCode: [rules.maxLength(POSTAL_CODE_MAX_LENGTH), postalCode],
  });
}

/**
 * The consumer details a valid form sends: names, phone in E.164, birth date as `YYYY-MM-DD`,
 * postal code upper-cased; an empty optional field as "" (cleared). The email and the current
 * password only when the email changes: the backend asks for the password then.
 */
export function detailsOf(values: FormValues, context: Pick<DetailsContext, "siteId" | "savedEmail">) {
  const site = siteById(context.siteId);
  const phone = text(values.phone);
  const birthDate = parseDate(text(values.birthDate), site.dateFormat);
  return {
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    phone: phone ? toE164(phone, phoneCountryOf(site)) : "",
    birthDate: birthDate ? formatDate(birthDate) : "",
    postalCode: text(values.postalCode).toUpperCase().replace(/\s+/g, " "),
    ...(emailChanged(values, context.savedEmail) ? { email: text(values.email), currentPassword: typeof values.currentPassword === "string" ? values.currentPassword : "" } : {}),
  };
}

/** A stored birth date (`YYYY-MM-DD`) in the site's format; "" for none. */
export function birthDateText(stored: string | null, siteId: string): string {
  const date = stored ? parseDate(stored) : undefined;
  return date ? formatDate(date, siteById(siteId).dateFormat) : "";
}

/** A stored phone (E.164) in the site's mask; as stored when it is no number of the site's country. */
export function phoneText(stored: string | null, siteId: string): string {
  if (!stored) return "";
  const country = phoneCountryOf(siteById(siteId));
  return isPhoneNumber(stored, country) ? formatPhone(stored, country) : stored;
}

// ---- password --------------------------------------------------------------------------------

export const PASSWORD_FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;
export type PasswordField = (typeof PASSWORD_FIELDS)[number];

/**
 * Commerce spec §5: a new password too short is FE872, a confirmation that differs FE340; then
 * the password parts of the content spec (a number, an upper-case and a lower-case letter).
 */
export function passwordErrors(values: FormValues, language: string): FieldErrors<PasswordField> {
  const rules = rulesFor(language);
  const messages = validationMessages(language);
  return validateForm(values, {
    currentPassword: [rules.required()],
    newPassword: [rules.required(), rules.passwordMinLength(PASSWORD_MIN_LENGTH, messages.passwordRules), rules.passwordNumber(), rules.passwordUppercase(), rules.passwordLowercase()],
    confirmPassword: [rules.required(), rules.passwordsMatch("newPassword")],
  });
}

// ---- preferences -----------------------------------------------------------------------------

/** A shoe size the backend takes: empty (none), or a whole or half size in range; a decimal comma reads as a point. */
export function shoeSizeError(value: FormValues[string], language: string, strings: AccountProfileStrings): string | undefined {
  const size = text(value).replace(",", ".");
  const number = compose(rulesFor(language).number(), rulesFor(language).minNumber(SHOE_SIZE_MIN), rulesFor(language).maxNumber(SHOE_SIZE_MAX))(size, {});
  if (number) return number;
  return size && !Number.isInteger(Number(size) * 2) ? strings.shoeSizeHalves : undefined;
}

/** The size as sent: "9.5" for "9,5"; "" clears it. */
export const shoeSizeOf = (value: FormValues[string]) => (text(value) ? String(Number(text(value).replace(",", "."))) : "");

/** The stored interests (`hiking|camping`) as a list. */
export const splitInterests = (stored: string) => stored.split(INTEREST_SEPARATOR).filter(Boolean);

/** The chosen interests as stored: in the list's order, joined by a pipe. */
export const joinInterests = (chosen: readonly string[]) => PROFILE_INTERESTS.filter((interest) => chosen.includes(interest)).join(INTEREST_SEPARATOR);

/** The texted code: exactly SMS_CODE_LENGTH digits. */
export function smsCodeError(value: FormValues[string], language: string, invalid: string): string | undefined {
  return compose(rulesFor(language).required(), (code) => (/^\d+$/.test(text(code)) && text(code).length === SMS_CODE_LENGTH ? undefined : invalid))(value, {});
}
