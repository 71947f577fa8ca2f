import type { MemberGroup } from "../../../contracts/api/member-prices.ts";
import { SEED_IDS } from "../fixture-ids.ts";
import type { SeedInput } from "../seed-files.ts";

/**
 * The member prices of the customer groups (commerce spec §1 special discounts; decision 0020),
 * as percent off the list price. A shopper in several groups pays the lowest of their prices
 * and the sale price.
 */
export const MEMBER_DISCOUNT_PERCENT = {
  /** Employees, once they accepted the employee discount terms. */
  EMPLOYEE: 40,
  /** Sponsored athletes. */
  ATHLETE: 30,
  /** Pro-programme members (WRANX, IPA). */
  PRO: 25,
  /** Loyalty members, on full-price items only: a markdown is not lowered further. */
  LOYALTY: 10,
} as const satisfies Record<MemberGroup, number>;

const LABELS: Record<MemberGroup, string> = { EMPLOYEE: "Employee price", ATHLETE: "Athlete price", PRO: "Pro price", LOYALTY: "Member price" };

/** Gift cards are money: they sell at face value to everyone. */
const EXCLUDED_CATEGORIES = [SEED_IDS.categories.giftCards];

export const MEMBER_PRICES: SeedInput["memberPrices"] = (Object.keys(MEMBER_DISCOUNT_PERCENT) as MemberGroup[]).map((group) => ({
  id: `MEMBER-${group}`,
  customerGroup: group,
  label: LABELS[group],
  percentOff: MEMBER_DISCOUNT_PERCENT[group],
  fullPriceOnly: group === "LOYALTY",
  excludedCategoryIds: EXCLUDED_CATEGORIES,
}));
