import { describe, expect, test } from "vitest";
import { carriedParams, parseLimit, parseShowcaseQuery, validateDocType, type ParsedShowcaseQuery } from "./showcase-query.ts";

const parse = (query: string) => parseShowcaseQuery(new URLSearchParams(query));

describe("parseShowcaseQuery", () => {
  test.each<[string, string, ParsedShowcaseQuery]>([
    ["no docType: the form alone", "", { status: "empty", values: { docType: "", layoutVariant: "", limit: 20 } }],
    ["no docType keeps the other fields", "layoutVariant=overlay&limit=50", { status: "empty", values: { docType: "", layoutVariant: "overlay", limit: 50 } }],
    ["an empty docType is required", "docType=", { status: "invalid", values: { docType: "", layoutVariant: "", limit: 20 }, error: "Doc type is required" }],
    ["a whitespace docType is required", "docType=%20%20", { status: "invalid", values: { docType: "", layoutVariant: "", limit: 20 }, error: "Doc type is required" }],
    ["a docType alone: default limit", "docType=hero", { status: "ready", values: { docType: "hero", layoutVariant: "", limit: 20 }, query: { docType: "hero", limit: 20 } }],
    ["docType is trimmed", "docType=%20linked-card%20", { status: "ready", values: { docType: "linked-card", layoutVariant: "", limit: 20 }, query: { docType: "linked-card", limit: 20 } }],
    [
      "layoutVariant is trimmed text",
      "docType=hero&layoutVariant=%20below-2media%20",
      { status: "ready", values: { docType: "hero", layoutVariant: "below-2media", limit: 20 }, query: { docType: "hero", layoutVariant: "below-2media", limit: 20 } },
    ],
    ["an empty layoutVariant is no filter", "docType=hero&layoutVariant=&limit=10", { status: "ready", values: { docType: "hero", layoutVariant: "", limit: 10 }, query: { docType: "hero", limit: 10 } }],
    ["a blank layoutVariant is no filter", "docType=hero&layoutVariant=%20", { status: "ready", values: { docType: "hero", layoutVariant: "", limit: 20 }, query: { docType: "hero", limit: 20 } }],
  ])("%s", (_name, query, expected) => {
    expect(parse(query)).toEqual(expected);
  });
});

describe("parseLimit", () => {
  test.each([
    ["10", 10],
    ["20", 20],
    ["50", 50],
    [" 50 ", 50],
    [null, 20],
    ["", 20],
    ["15", 20],
    ["100", 20],
    ["0", 20],
    ["-10", 20],
    ["10.5", 20],
    ["1e1", 20],
    ["abc", 20],
  ] as const)("%j → %i", (value, expected) => {
    expect(parseLimit(value)).toBe(expected);
  });
});

describe("validateDocType", () => {
  test.each([
    ["", "Doc type is required"],
    ["   ", "Doc type is required"],
    ["\t\n", "Doc type is required"],
    ["hero", undefined],
    [" hero ", undefined],
  ])("%j → %s", (value, expected) => {
    expect(validateDocType(value)).toBe(expected);
  });
});

describe("carriedParams", () => {
  test("keeps preview mode, the preview date and the test context; drops the token and the form's own fields", () => {
    const params = new URLSearchParams("preview=true&previewToken=secret&previewDateTime=2027-01-01T00%3A00%3A00Z&p13n_testcontext=seg-1&docType=hero&limit=10&other=x");
    expect(carriedParams(params)).toEqual([
      ["preview", "true"],
      ["previewDateTime", "2027-01-01T00:00:00Z"],
      ["p13n_testcontext", "seg-1"],
    ]);
  });

  test("nothing to carry", () => {
    expect(carriedParams(new URLSearchParams("docType=hero"))).toEqual([]);
  });
});
