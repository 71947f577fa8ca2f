import type { ConsumerProfileAnswer } from "../../../../contracts/api/consumer.ts";

/**
 * The spend banners of a profile (commerce spec §6: employees, athletes and pro-programme
 * members, identity WRANX or IPA): an employee's discount spent against the yearly cap; an
 * athlete's or pro member's credit left of the yearly credit. A flag without its allowance (none
 * recorded) shows nothing: there is no amount to tell.
 */
export type SpendBanner =
  | { kind: "employee"; spent: number; cap: number; remaining: number }
  | { kind: "athlete" | "pro"; spent: number; credit: number; remaining: number };

export function spendBannersOf(details: Pick<ConsumerProfileAnswer["consumerDetails"], "employee" | "athlete" | "prosumer" | "employeeAllowance" | "athleteAllowance">): SpendBanner[] {
  const banners: SpendBanner[] = [];
  const { employeeAllowance: employee, athleteAllowance: athlete } = details;
  if (details.employee && employee) banners.push({ kind: "employee", spent: employee.currentSpend, cap: employee.annualCap, remaining: employee.remaining });
  if ((details.athlete || details.prosumer) && athlete) {
    banners.push({ kind: details.athlete ? "athlete" : "pro", spent: athlete.currentSpend, credit: athlete.annualCredit, remaining: athlete.remaining });
  }
  return banners;
}

/** How much of the allowance is used, 0 to 1 (a cap of 0 counts as used up). */
export const usedShare = (spent: number, of: number) => (of > 0 ? Math.min(1, Math.max(0, spent / of)) : 1);
