import { describe, expect, test } from "vitest";
import { townLine } from "./town-line.ts";

describe("townLine", () => {
  test.for([
    [{ country: "US", city: "San Francisco", postalCode: "94117", stateCityProvDept: "CA" }, "San Francisco, CA 94117"],
    [{ country: "CA", city: "Toronto", postalCode: "M5J 0B6", stateCityProvDept: "ON" }, "Toronto, ON M5J 0B6"],
    [{ country: "US", city: "Boston", postalCode: "02108", stateCityProvDept: null }, "Boston, 02108"],
    [{ country: "GB", city: "London", postalCode: "NW1 9DP", stateCityProvDept: null }, "London NW1 9DP"],
    [{ country: "DE", city: "Berlin", postalCode: "10435" }, "10435 Berlin"],
  ] as const)("%o → %s", ([address, line]) => {
    expect(townLine(address)).toBe(line);
  });
});
