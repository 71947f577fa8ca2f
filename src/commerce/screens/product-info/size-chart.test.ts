import { describe, expect, test } from "vitest";
import { sizeChartOf } from "./size-chart.ts";
import { sizeChartFixture } from "./testing/product-info-fixtures.ts";

describe("the browser's check of a size chart answer", () => {
  test("keeps a well-formed chart", () => {
    const chart = sizeChartFixture();
    expect(sizeChartOf({ ...chart, productType: "tops", siteId: "RL-US" })).toEqual(chart);
  });

  test.each([
    ["not an object", null],
    ["no title", { ...sizeChartFixture(), title: 1 }],
    ["another unit", { ...sizeChartFixture(), unit: "mm" }],
    ["no columns", { ...sizeChartFixture(), columns: [] }],
    ["no rows", { ...sizeChartFixture(), rows: [] }],
    ["a row missing a column", { ...sizeChartFixture(), rows: [{ size: "S", measurements: { chest: { min: 1, max: 2 } } }] }],
    ["a malformed range", { ...sizeChartFixture(), rows: [{ size: "S", measurements: { chest: { min: "1", max: 2 }, waist: { min: 1, max: 2 } } }] }],
  ])("refuses %s", (_name, answer) => {
    expect(sizeChartOf(answer)).toBeUndefined();
  });
});
