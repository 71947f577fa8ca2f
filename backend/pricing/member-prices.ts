import { MEMBER_GROUPS, type MemberGroup, type MemberPriceAnswer } from "../../contracts/api/member-prices.ts";

/**
 * Member prices as pure functions (decision 0020, tested in member-prices.test.ts): which
 * customer groups a consumer belongs to, and what a unit costs them. A group's rule is its own
 * price book, "percent off the list price"; the shopper pays the lowest of the price everyone
 * pays (the sale price) and the prices of their groups.
 */

export interface MemberPriceRule {
  id: string;
  group: MemberGroup;
  label: string;
  /** Whole percent off the list price. */
  percentOff: number;
  /** Only for variants not marked down. */
  fullPriceOnly: boolean;
  /** Products in these categories or below them keep the price everyone pays. */
  excludedCategoryIds: readonly string[];
}

/** What decides a consumer's groups (the consumers row's fields). */
export interface MemberFacts {
  loyaltyMember: boolean;
  consumerType: string;
  employeeTermsAccepted: boolean;
  athlete: boolean;
  identityTypes: readonly string[];
}

/** The pro programmes' identity types (commerce spec §1). */
export const PRO_IDENTITY_TYPES: readonly string[] = ["WRANX", "IPA"];

/**
 * The groups with prices of their own that a consumer belongs to, in MEMBER_GROUPS order. An
 * employee is in EMPLOYEE only once the employee discount terms are accepted (spec §4, §6).
 */
export function memberGroupsOf(consumer: MemberFacts): MemberGroup[] {
  const belongs: Record<MemberGroup, boolean> = {
    EMPLOYEE: consumer.consumerType === "EMPLOYEE" && consumer.employeeTermsAccepted,
    ATHLETE: consumer.athlete,
    PRO: consumer.identityTypes.some((type) => PRO_IDENTITY_TYPES.includes(type)),
    LOYALTY: consumer.loyaltyMember,
  };
  return MEMBER_GROUPS.filter((group) => belongs[group]);
}

/** The rule's price of a unit: the list price less the percent, the discount rounded half up (as promotions round). */
export function ruleAmount(listAmount: number, percentOff: number): number {
  return listAmount - Math.floor((listAmount * percentOff + 50) / 100);
}

/** Whether a rule prices a unit of a product in `categoryIds` (its category and every one above it). */
export function ruleApplies(rule: MemberPriceRule, price: { listAmount: number; saleAmount: number }, categoryIds: readonly string[]): boolean {
  if (rule.fullPriceOnly && price.saleAmount < price.listAmount) return false;
  return !rule.excludedCategoryIds.some((excluded) => categoryIds.includes(excluded));
}

export interface MemberPrice {
  /** Minor units. */
  amount: number;
  rule: MemberPriceRule;
}

/**
 * The member price of a unit: the lowest price of the rules that apply, when it is below the
 * sale price; null otherwise (the shopper pays what everyone pays). A tie between rules goes to
 * the group first in MEMBER_GROUPS.
 */
export function memberPriceOf(price: { listAmount: number; saleAmount: number }, categoryIds: readonly string[], rules: readonly MemberPriceRule[]): MemberPrice | null {
  let best: MemberPrice | null = null;
  for (const rule of rules) {
    if (!ruleApplies(rule, price, categoryIds)) continue;
    const amount = ruleAmount(price.listAmount, rule.percentOff);
    const better = !best || amount < best.amount || (amount === best.amount && MEMBER_GROUPS.indexOf(rule.group) < MEMBER_GROUPS.indexOf(best.rule.group));
    if (better) best = { amount, rule };
  }
  return best && best.amount < price.saleAmount ? best : null;
}

/** The answer's `memberPrice` of a rule. */
export function memberPriceAnswerOf(rule: MemberPriceRule): MemberPriceAnswer {
  return { group: rule.group, label: rule.label };
}

/** A unit with the shopper's price: `saleAmount` what they pay, `regularAmount` what everyone pays. */
export type MemberPriced<T extends { listAmount: number; saleAmount: number }> = T & { regularAmount: number; memberRule: MemberPriceRule | null };

/** Units of one product (in `categoryIds`) priced for the shopper of `rules`. */
export function withMemberPrices<T extends { listAmount: number; saleAmount: number }>(units: readonly T[], categoryIds: readonly string[], rules: readonly MemberPriceRule[]): MemberPriced<T>[] {
  return units.map((unit) => {
    const member = rules.length ? memberPriceOf(unit, categoryIds, rules) : null;
    return { ...unit, saleAmount: member?.amount ?? unit.saleAmount, regularAmount: unit.saleAmount, memberRule: member?.rule ?? null };
  });
}

/**
 * A price range's `memberPrice` field, to spread into the answer: that of its lowest-priced
 * member-priced unit; nothing when no unit has a member price (guests' answers stay as they were).
 */
export function memberPriceOfRange(units: readonly { saleAmount: number; memberRule: MemberPriceRule | null }[]): { memberPrice?: MemberPriceAnswer } {
  let lowest: { saleAmount: number; memberRule: MemberPriceRule } | null = null;
  for (const unit of units) if (unit.memberRule && (!lowest || unit.saleAmount < lowest.saleAmount)) lowest = { saleAmount: unit.saleAmount, memberRule: unit.memberRule };
  return lowest ? { memberPrice: memberPriceAnswerOf(lowest.memberRule) } : {};
}
