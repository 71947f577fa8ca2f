import type { TaxRule } from "./totals.ts";

/**
 * One named rate per site: a stand-in for a tax service (real tax, by address and product
 * class, is out of scope). North American sites add sales tax on top of the price (US 8 %, a
 * typical combined state and local rate; Canada 13 %, the Ontario HST, for both Canadian sites).
 * European prices include VAT (GB 20 %, DE 19 %, the standard rates), so it is extracted from the
 * total rather than added.
 */
export const TAX_RULES: Readonly<Record<string, TaxRule>> = {
  "RL-US": { name: "US sales tax 8%", basisPoints: 800, included: false },
  "RL-CA": { name: "CA HST 13%", basisPoints: 1300, included: false },
  "RL-CAFR": { name: "CA HST 13%", basisPoints: 1300, included: false },
  "RL-GB": { name: "GB VAT 20%", basisPoints: 2000, included: true },
  "RL-DE": { name: "DE MwSt 19%", basisPoints: 1900, included: true },
};

export function taxRuleFor(siteId: string): TaxRule {
  const rule = TAX_RULES[siteId];
  if (!rule) throw new Error(`No tax rule for site ${siteId}`);
  return rule;
}
