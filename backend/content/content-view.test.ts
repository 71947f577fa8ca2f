import { describe, expect, test } from "vitest";
import { previewDateOf, viewOf } from "./content-view.ts";

const NOW = new Date("2026-06-01T12:00:00Z");

describe("the preview date of a request", () => {
  test.each([
    [{}, undefined],
    [{ previewDateTime: "" }, undefined],
    [{ previewDateTime: "2027-01-20T00:00:00Z" }, "2027-01-20T00:00:00.000Z"],
    [{ previewDateTime: "2027-01-20T09:30:00+01:00" }, "2027-01-20T08:30:00.000Z"],
    [{ previewDateRFC1123: "Wed, 20 Jan 2027 08:30:00 GMT" }, "2027-01-20T08:30:00.000Z"],
    // previewDateTime wins when both are sent.
    [{ previewDateTime: "2027-01-20T00:00:00Z", previewDateRFC1123: "Wed, 01 Jan 2020 00:00:00 GMT" }, "2027-01-20T00:00:00.000Z"],
    [{ previewDateTime: "tomorrow" }, null],
    [{ previewDateTime: "2030" }, null],
    [{ previewDateTime: "2027-13-45T99:00:00Z" }, null],
    [{ previewDateTime: `2027-01-20T00:00:00Z${" ".repeat(64)}` }, null],
  ])("%j → %s", (query, expected) => {
    const date = previewDateOf(query);
    expect(date instanceof Date ? date.toISOString() : date).toBe(expected);
  });
});

describe("the view of a request", () => {
  const DATE = new Date("2027-01-20T00:00:00Z");
  test.each([
    ["publish", undefined, { preview: false, at: NOW, dated: false }],
    ["publish", DATE, { preview: false, at: NOW, dated: false }],
    ["preview", undefined, { preview: true, at: NOW, dated: false }],
    ["preview", DATE, { preview: true, at: DATE, dated: true }],
  ] as const)("%s with date %s", (mode, date, expected) => {
    expect(viewOf(mode, date, NOW)).toEqual(expected);
  });
});
