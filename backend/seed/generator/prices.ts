import type { Currency } from "../seed-files.ts";

/**
 * Prices in minor units, from one price in US dollars per product: converted at fixed rates and
 * rounded to figures a shop would print.
 */

const FX: Record<Currency, number> = { USD: 1, CAD: 1.3, GBP: 0.85, EUR: 1 };

/** Whole units, rounded to 5 from 50 up: 350 USD → 455 CAD, 300 GBP, 350 EUR (minor units). */
export function listPrice(usd: number, code: Currency): number {
  const raw = usd * FX[code];
  const whole = raw >= 50 ? Math.round(raw / 5) * 5 : Math.round(raw);
  return whole * 100;
}

/** Percent off, ending in .99: 350.00 at 25 % → 261.99. */
export function salePrice(list: number, percent: number): number {
  return Math.max(99, Math.floor((list * (100 - percent)) / 10000) * 100 - 1);
}
