/**
 * Money in the backend: stored and computed in minor units (cents) as integers, so that totals
 * add up exactly; answered in currency units, as the commerce spec's amounts are. Every site's
 * currency has two decimals, so one factor of 100 serves them all.
 */

/**
 * Minor units to currency units: 1999 → 19.99. Rounds first (a prorated share may be
 * fractional); `+ 0` turns a negative zero (a small negative share rounded) into 0, which
 * `Object.is` comparisons, such as the test matchers' `toBe`, would otherwise tell apart.
 */
export function toUnits(minor: number): number {
  return Math.round(minor) / 100 + 0;
}

/**
 * Currency units to minor units: 19.99 → 1999. Rounds, because the product of a decimal and 100
 * is not always a whole number in floating point (19.99 × 100 = 1998.9999999999998).
 */
export function toMinor(units: number): number {
  return Math.round(units * 100);
}
