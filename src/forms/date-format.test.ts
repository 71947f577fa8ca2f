import { describe, expect, test } from "vitest";
import { compareDates, formatDate, isCalendarDate, parseDate, utcCalendarDate } from "./date-format.ts";

describe("date formats", () => {
  test.each([
    ["2024-02-29", "YYYY-MM-DD", { year: 2024, month: 2, day: 29 }],
    ["29/02/2024", "DD/MM/YYYY", { year: 2024, month: 2, day: 29 }],
    ["02/29/2024", "MM/DD/YYYY", { year: 2024, month: 2, day: 29 }],
    [" 2024-02-29 ", "YYYY-MM-DD", { year: 2024, month: 2, day: 29 }],
    ["0001-01-01", "YYYY-MM-DD", { year: 1, month: 1, day: 1 }],
    ["0000-01-01", "YYYY-MM-DD", undefined],
    ["2024-02-30", "YYYY-MM-DD", undefined],
    ["2024/02/29", "YYYY-MM-DD", undefined],
    ["24-02-29", "YYYY-MM-DD", undefined],
  ])("%j in %s", (text, format, expected) => expect(parseDate(text, format)).toEqual(expected));

  test("a format needs each part once", () => {
    expect(() => parseDate("2024", "YYYY")).toThrow("A date format needs YYYY, MM and DD once each: YYYY");
    expect(() => parseDate("2024-01-01-01", "YYYY-MM-DD-DD")).toThrow();
  });

  test.each([
    [{ year: 2023, month: 2, day: 28 }, true],
    [{ year: 2023, month: 2, day: 29 }, false],
    [{ year: 2024, month: 12, day: 31 }, true],
    [{ year: 2024, month: 11, day: 31 }, false],
    [{ year: 99, month: 3, day: 1 }, true],
  ])("%o is a calendar date: %s", (date, expected) => expect(isCalendarDate(date)).toBe(expected));

  test("writing, comparing, and the UTC day of an instant", () => {
    expect(formatDate({ year: 2024, month: 6, day: 1 }, "DD/MM/YYYY")).toBe("01/06/2024");
    expect(formatDate({ year: 987, month: 6, day: 1 })).toBe("0987-06-01");
    expect(Math.sign(compareDates({ year: 2024, month: 6, day: 1 }, { year: 2024, month: 5, day: 31 }))).toBe(1);
    expect(compareDates({ year: 2024, month: 6, day: 1 }, { year: 2024, month: 6, day: 1 })).toBe(0);
    expect(utcCalendarDate(Date.UTC(2024, 11, 31, 23, 59, 59))).toEqual({ year: 2024, month: 12, day: 31 });
    expect(utcCalendarDate(0)).toEqual({ year: 1970, month: 1, day: 1 });
  });
});
