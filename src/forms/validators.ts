import { isEmailAddress } from "./email.ts";
import { compareDates, DEFAULT_DATE_FORMAT, formatDate, parseDate, type CalendarDate } from "./date-format.ts";
import { defaultPhoneMask, isPhoneNumber, type PhoneCountry } from "./phone.ts";
import { ENGLISH_MESSAGES, validationMessages, type ValidationMessages } from "./validation-messages.ts";

/**
 * The shared form validators (content spec §5): pure functions, one per rule, composed per
 * field. A validator answers the message of the rule the value breaks, or undefined.
 *
 * Every rule but `required` and `requiredCheckbox` lets an empty value pass, so that optional
 * fields stay optional: put `required()` first in a field's list to make it mandatory.
 */

export type FieldValue = string | number | boolean | null | undefined;
export type FormValues = Readonly<Record<string, FieldValue>>;
export type Validator = (value: FieldValue, values: FormValues) => string | undefined;

/** Commerce spec §9: passwords have at least 8 characters (equal to the auth contract's). */
export const PASSWORD_MIN_LENGTH = 8;

const isEmpty = (value: FieldValue) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");
const textOf = (value: FieldValue) => (value === undefined || value === null ? "" : String(value));
/** Length in characters as a reader counts them (an emoji or accented letter is one). */
const lengthOf = (value: FieldValue) => [...textOf(value)].length;

/** A rule that only looks at non-empty values. */
const unlessEmpty =
  (check: (value: FieldValue, values: FormValues) => string | undefined): Validator =>
  (value, values) =>
    isEmpty(value) ? undefined : check(value, values);


/** Names: letters in any script (accented ones too), whitespace, comma, period, apostrophes, backtick, hyphen. */
const NAME = /^[\p{L}\p{M}\s,.'’`-]+$/u;

type DateBound = CalendarDate | Date | string;

function calendarDateOf(bound: DateBound, format: string): CalendarDate {
  if (typeof bound === "string") {
    const parsed = parseDate(bound, DEFAULT_DATE_FORMAT) ?? parseDate(bound, format);
    if (!parsed) throw new Error(`Not a date bound: ${bound}`);
    return parsed;
  }
  if (bound instanceof Date) return { year: bound.getFullYear(), month: bound.getMonth() + 1, day: bound.getDate() };
  return bound;
}

export interface PhoneRuleOptions {
  /** The country's masks; the region's default mask when left out. */
  masks?: readonly string[];
  /** The North American numbering plan: exactly 10 digits starting 2–9. */
  northAmerican?: boolean;
  /** The country's dial code (`+44`): a number typed with it is accepted. */
  dialCode?: string;
  /** An alternative: a value matching it is a valid number whatever its digits. */
  pattern?: RegExp;
}

/** The rules with the messages of one language. */
export function createRules(messages: ValidationMessages) {
  const rules = {
    /** Fails for empty and whitespace-only values. */
    required: (message = messages.required): Validator => (value) => (isEmpty(value) || value === false ? message : undefined),
    /** A checkbox that must be ticked (a policy). */
    requiredCheckbox: (message = messages.requiredCheckbox): Validator => (value) => (value === true ? undefined : message),
    email: (message = messages.email): Validator =>
      unlessEmpty((value) => {
        const text = textOf(value).trim();
        return isEmailAddress(text) ? undefined : message;
      }),
    exactLength: (length: number, message = messages.exactLength(length)): Validator => unlessEmpty((value) => (lengthOf(value) === length ? undefined : message)),
    minLength: (length: number, message = messages.minLength(length)): Validator => unlessEmpty((value) => (lengthOf(value) >= length ? undefined : message)),
    maxLength: (length: number, message = messages.maxLength(length)): Validator => unlessEmpty((value) => (lengthOf(value) <= length ? undefined : message)),
    /** A number (`12`, `-3.5`); the bounds say so when it is not one. */
    number: (message = messages.number): Validator => unlessEmpty((value) => (numberOf(value) === undefined ? message : undefined)),
    minNumber: (min: number, message = messages.minNumber(min)): Validator =>
      unlessEmpty((value) => {
        const number = numberOf(value);
        return number === undefined ? messages.number : number >= min ? undefined : message;
      }),
    maxNumber: (max: number, message = messages.maxNumber(max)): Validator =>
      unlessEmpty((value) => {
        const number = numberOf(value);
        return number === undefined ? messages.number : number <= max ? undefined : message;
      }),
    /** The value matches the format (default YYYY-MM-DD) and is a real calendar date. */
    date: (format = DEFAULT_DATE_FORMAT, message = messages.date(format)): Validator =>
      unlessEmpty((value) => (parseDate(textOf(value), format) ? undefined : message)),
    /** The same day as `bound` or after it. A value that is no date is left to `date()`. */
    minDate: (bound: DateBound, format = DEFAULT_DATE_FORMAT, message?: string): Validator => {
      const min = calendarDateOf(bound, format);
      const text = message ?? messages.minDate(formatDate(min, format));
      return unlessEmpty((value) => {
        const date = parseDate(textOf(value), format);
        return date && compareDates(date, min) < 0 ? text : undefined;
      });
    },
    /** The same day as `bound` or before it. A value that is no date is left to `date()`. */
    maxDate: (bound: DateBound, format = DEFAULT_DATE_FORMAT, message?: string): Validator => {
      const max = calendarDateOf(bound, format);
      const text = message ?? messages.maxDate(formatDate(max, format));
      return unlessEmpty((value) => {
        const date = parseDate(textOf(value), format);
        return date && compareDates(date, max) > 0 ? text : undefined;
      });
    },
    name: (message = messages.name): Validator => unlessEmpty((value) => (NAME.test(textOf(value)) ? undefined : message)),
    passwordMinLength: (length = PASSWORD_MIN_LENGTH, message = messages.passwordMinLength(length)): Validator =>
      unlessEmpty((value) => (lengthOf(value) >= length ? undefined : message)),
    passwordNumber: (message = messages.passwordNumber): Validator => unlessEmpty((value) => (/\p{Nd}/u.test(textOf(value)) ? undefined : message)),
    passwordUppercase: (message = messages.passwordUppercase): Validator => unlessEmpty((value) => (/\p{Lu}/u.test(textOf(value)) ? undefined : message)),
    passwordLowercase: (message = messages.passwordLowercase): Validator => unlessEmpty((value) => (/\p{Ll}/u.test(textOf(value)) ? undefined : message)),
    /** Every password rule, in the spec's order: length, a number, upper case, lower case. */
    password: (): Validator => compose(rules.passwordMinLength(), rules.passwordNumber(), rules.passwordUppercase(), rules.passwordLowercase()),
    /** The same value as the field `field`. */
    sameAs: (field: string, message = messages.sameAs): Validator => unlessEmpty((value, values) => (textOf(value) === textOf(values[field]) ? undefined : message)),
    /** A password confirmation: the same as `field`, with the FE340 message. */
    passwordsMatch: (field = "password", message = messages.passwordsMatch): Validator => rules.sameAs(field, message),
    /**
     * A phone number of the country (content spec §5): the digit count of its masks (a range
     * when several); in North America exactly 10 digits starting 2–9; or a match of `pattern`.
     */
    phone: (options: PhoneRuleOptions = {}, message = messages.phone): Validator => {
      const northAmerican = options.northAmerican ?? false;
      const country: PhoneCountry = { code: "", dialCode: options.dialCode ?? "", masks: options.masks ?? [defaultPhoneMask(northAmerican)], northAmerican };
      return unlessEmpty((value) => {
        const text = textOf(value);
        if (options.pattern?.test(text.trim())) return undefined;
        return isPhoneNumber(text, country) ? undefined : message;
      });
    },
    regex: (pattern: RegExp, message = messages.regex): Validator => unlessEmpty((value) => (testWhole(pattern, textOf(value)) ? undefined : message)),
  };
  return rules;
}

export type Rules = ReturnType<typeof createRules>;

function numberOf(value: FieldValue): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  const text = textOf(value).trim();
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return undefined;
  return Number(text);
}

/** A global or sticky regex keeps its position between calls: test a fresh copy. */
function testWhole(pattern: RegExp, text: string): boolean {
  return new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, "")).test(text);
}

/** English rules (the spec's stated messages). */
export const rules = createRules(ENGLISH_MESSAGES);

const rulesByMessages = new Map<ValidationMessages, Rules>([[ENGLISH_MESSAGES, rules]]);
/** The rules with a language's messages (`en`, `fr`, `de`; English otherwise). */
export function rulesFor(language: string): Rules {
  const messages = validationMessages(language);
  let found = rulesByMessages.get(messages);
  if (!found) {
    found = createRules(messages);
    rulesByMessages.set(messages, found);
  }
  return found;
}

/** A field's validators as one: the first message of the list. */
export function compose(...validators: readonly Validator[]): Validator {
  return (value, values) => {
    for (const validator of validators) {
      const message = validator(value, values);
      if (message !== undefined) return message;
    }
    return undefined;
  };
}

export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;
export type FormValidators<Field extends string = string> = Readonly<Record<Field, readonly Validator[]>>;

/** The message of every field that breaks a rule; fields that pass are left out. */
export function validateForm<Field extends string>(values: FormValues, validators: FormValidators<Field>): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of Object.keys(validators) as Field[]) {
    const message = compose(...validators[field])(values[field], values);
    if (message !== undefined) errors[field] = message;
  }
  return errors;
}
