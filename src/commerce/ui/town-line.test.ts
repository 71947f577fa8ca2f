import { describe, expect, test } from "vitest";
import { oneLineAddress, townLine } from "./town-line.ts";

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

describe("oneLineAddress", () => {
  const recipient = { recipientFirstName: "Alex", recipientLastName: "Walker", addressLine1: "1 Main St" };
  test.for([
    [{ ...recipient, addressLine2: null, country: "US", city: "Boulder", postalCode: "80302", stateCityProvDept: "CO" }, "Alex Walker, 1 Main St, Boulder, CO 80302, US"],
    [{ ...recipient, addressLine2: "Flat 2", country: "GB", city: "London", postalCode: "NW1 9DP", stateCityProvDept: null }, "Alex Walker, 1 Main St, Flat 2, London NW1 9DP, GB"],
    [{ ...recipient, country: "DE", city: "Berlin", postalCode: "10435" }, "Alex Walker, 1 Main St, 10435 Berlin, DE"],
  ] as const)("%o → %s", ([address, line]) => {
    expect(oneLineAddress(address)).toBe(line);
  });
});
