import { z } from "zod";

/**
 * Member prices (commerce spec §1: special discounts for loyalty members, employees, athletes
 * and pro-programme members; decision 0020). A signed-in shopper in one of these customer
 * groups pays the group's price wherever the catalogue prices a product (details, search, sets,
 * recommendations) and in their cart; guests and other shoppers never see these fields.
 *
 * - LOYALTY: loyalty programme members.
 * - EMPLOYEE: employees (consumerType EMPLOYEE) once they accepted the employee discount terms.
 * - ATHLETE: sponsored athletes.
 * - PRO: pro-programme members (identity type WRANX or IPA).
 *
 * When several apply, the lowest price wins; the group listed first wins a tie.
 */
export const MEMBER_GROUPS = ["EMPLOYEE", "ATHLETE", "PRO", "LOYALTY"] as const;
export type MemberGroup = (typeof MEMBER_GROUPS)[number];

/**
 * Which group's price a price is: present only where it is below the price everyone pays.
 * `label` is the English name of that price ("Employee price"); screens show their own
 * translation of the group.
 */
export const memberPriceAnswer = z.strictObject({
  group: z.enum(MEMBER_GROUPS),
  label: z.string(),
});
export type MemberPriceAnswer = z.infer<typeof memberPriceAnswer>;

/** What a group's prices take off a cart, as a positive amount in currency units. */
export const memberDiscountAnswer = memberPriceAnswer.extend({
  amount: z.number().finite().positive(),
});
export type MemberDiscountAnswer = z.infer<typeof memberDiscountAnswer>;
