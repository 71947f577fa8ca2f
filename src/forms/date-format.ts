/**
 * Dates typed in a field (content spec §5: "date must match the format, default YYYY-MM-DD,
 * and be a real calendar date"). A format is made of `YYYY`, `MM` and `DD` with any separators,
 * e.g. the commerce formats `DD/MM/YYYY` and `MM/DD/YYYY`.
 */
export const DEFAULT_DATE_FORMAT = "YYYY-MM-DD";

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const TOKEN = /YYYY|MM|DD/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const patterns = new Map<string, { regex: RegExp; order: string[] }>();

function patternOf(format: string) {
  let pattern = patterns.get(format);
  if (!pattern) {
    const order = format.match(TOKEN) ?? [];
    if (new Set(order).size !== 3 || order.length !== 3) throw new Error(`A date format needs YYYY, MM and DD once each: ${format}`);
    const source = format
      .split(TOKEN)
      .map(escape)
      .reduce((built, separator, index) => built + separator + (index < order.length ? (order[index] === "YYYY" ? "(\\d{4})" : "(\\d{2})") : ""), "");
    pattern = { regex: new RegExp(`^${source}$`), order };
    patterns.set(format, pattern);
  }
  return pattern;
}

/** Whether year-month-day exists in the Gregorian calendar (29 February only in leap years). */
export function isCalendarDate({ year, month, day }: CalendarDate): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The date `text` holds in `format`, or undefined when it does not match or is no real date. */
export function parseDate(text: string, format: string = DEFAULT_DATE_FORMAT): CalendarDate | undefined {
  const { regex, order } = patternOf(format);
  const match = regex.exec(text.trim());
  if (!match) return undefined;
  const parts: Record<string, number> = {};
  order.forEach((token, index) => (parts[token] = Number(match[index + 1])));
  const date = { year: parts.YYYY!, month: parts.MM!, day: parts.DD! };
  return isCalendarDate(date) ? date : undefined;
}

/** The date written in `format`. */
export function formatDate({ year, month, day }: CalendarDate, format: string = DEFAULT_DATE_FORMAT): string {
  const values: Record<string, string> = { YYYY: String(year).padStart(4, "0"), MM: String(month).padStart(2, "0"), DD: String(day).padStart(2, "0") };
  return format.replace(TOKEN, (token) => values[token]!);
}

/** Negative, zero or positive as `a` is before, the same day as or after `b`. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** The UTC calendar date of an instant (a Date or epoch milliseconds). */
export function utcCalendarDate(instant: Date | number): CalendarDate {
  const date = typeof instant === "number" ? new Date(instant) : instant;
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}
