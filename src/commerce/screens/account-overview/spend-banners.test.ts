import { describe, expect, test } from "vitest";
import { spendBannersOf, usedShare } from "./spend-banners.ts";

const none = { employee: false, athlete: false, prosumer: false, employeeAllowance: null, athleteAllowance: null };
const employeeAllowance = { annualCap: 1500, currentSpend: 420, remaining: 1080 };
const athleteAllowance = { annualCredit: 2000, currentSpend: 500, remaining: 1500 };

describe("spend banners of a profile", () => {
  test.each([
    ["a regular member", none, []],
    ["an employee", { ...none, employee: true, employeeAllowance }, [{ kind: "employee", spent: 420, cap: 1500, remaining: 1080 }]],
    ["an employee without a recorded cap", { ...none, employee: true }, []],
    ["an athlete", { ...none, athlete: true, athleteAllowance }, [{ kind: "athlete", spent: 500, credit: 2000, remaining: 1500 }]],
    ["a pro member (WRANX, IPA)", { ...none, prosumer: true, athleteAllowance }, [{ kind: "pro", spent: 500, credit: 2000, remaining: 1500 }]],
    ["a pro athlete", { ...none, athlete: true, prosumer: true, athleteAllowance }, [{ kind: "athlete", spent: 500, credit: 2000, remaining: 1500 }]],
    ["an allowance without the flag", { ...none, athleteAllowance, employeeAllowance }, []],
    ["an athlete employee", { ...none, employee: true, athlete: true, employeeAllowance, athleteAllowance }, [expect.objectContaining({ kind: "employee" }), expect.objectContaining({ kind: "athlete" })]],
  ])("%s", (_who, details, banners) => {
    expect(spendBannersOf(details)).toEqual(banners);
  });

  test.each([
    [420, 1500, 0.28],
    [2000, 1500, 1],
    [0, 1500, 0],
    [0, 0, 1],
  ])("%s of %s used: %s", (spent, of, share) => {
    expect(usedShare(spent, of)).toBeCloseTo(share);
  });
});
