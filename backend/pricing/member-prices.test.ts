import { describe, expect, test } from "vitest";
import type { MemberGroup } from "../../contracts/api/member-prices.ts";
import { memberGroupsOf, memberPriceOf, memberPriceOfRange, ruleAmount, withMemberPrices, type MemberFacts, type MemberPriceRule } from "./member-prices.ts";

const GIFT_CARDS = "100800";
const rule = (group: MemberGroup, percentOff: number, fields: Partial<MemberPriceRule> = {}): MemberPriceRule => ({
  id: `MEMBER-${group}`,
  group,
  label: `${group} price`,
  percentOff,
  fullPriceOnly: false,
  excludedCategoryIds: [GIFT_CARDS],
  ...fields,
});
const EMPLOYEE = rule("EMPLOYEE", 40);
const ATHLETE = rule("ATHLETE", 30);
const PRO = rule("PRO", 25);
const LOYALTY = rule("LOYALTY", 10, { fullPriceOnly: true });

const shopper = (fields: Partial<MemberFacts> = {}): MemberFacts => ({ loyaltyMember: false, consumerType: "REGULAR", employeeTermsAccepted: false, athlete: false, identityTypes: [], ...fields });

describe("memberGroupsOf", () => {
  test.each([
    ["a regular shopper", shopper(), []],
    ["a loyalty member", shopper({ loyaltyMember: true }), ["LOYALTY"]],
    ["an employee before the terms", shopper({ consumerType: "EMPLOYEE" }), []],
    ["an employee after the terms", shopper({ consumerType: "EMPLOYEE", employeeTermsAccepted: true }), ["EMPLOYEE"]],
    ["accepted terms without being an employee", shopper({ employeeTermsAccepted: true }), []],
    ["an athlete", shopper({ athlete: true }), ["ATHLETE"]],
    ["a WRANX member", shopper({ identityTypes: ["WRANX"] }), ["PRO"]],
    ["an IPA member", shopper({ identityTypes: ["IPA"] }), ["PRO"]],
    ["another identity type", shopper({ identityTypes: ["PARTNER"] }), []],
    ["an employee who is a loyalty member", shopper({ consumerType: "EMPLOYEE", employeeTermsAccepted: true, loyaltyMember: true }), ["EMPLOYEE", "LOYALTY"]],
  ] as const)("%s: %j", (_, facts, groups) => {
    expect(memberGroupsOf(facts)).toEqual(groups);
  });
});

describe("ruleAmount: percent off the list price, the discount rounded half up", () => {
  test.each([
    [10000, 40, 6000],
    [4999, 10, 4499],
    [4995, 10, 4495],
    [4994, 10, 4495],
    [41000, 25, 30750],
    [1, 40, 1],
  ])("%i less %i %% is %i", (list, percent, amount) => {
    expect(ruleAmount(list, percent)).toBe(amount);
  });
});

describe("memberPriceOf", () => {
  const fullPrice = { listAmount: 10000, saleAmount: 10000 };
  const markedDown = { listAmount: 10000, saleAmount: 7000 };
  const jackets = ["100200", "100220"];

  test.each([
    ["no rules: the price everyone pays", fullPrice, [], null],
    ["loyalty on a full-price item", fullPrice, [LOYALTY], { amount: 9000, group: "LOYALTY" }],
    ["loyalty on a markdown: not lowered further", markedDown, [LOYALTY], null],
    ["employee on a full-price item", fullPrice, [EMPLOYEE], { amount: 6000, group: "EMPLOYEE" }],
    ["employee on a 30 % markdown: 40 % off list is lower", markedDown, [EMPLOYEE], { amount: 6000, group: "EMPLOYEE" }],
    ["pro on a 30 % markdown: the markdown is lower", markedDown, [PRO], null],
    ["athlete on a 30 % markdown: the same price, nothing to show", markedDown, [ATHLETE], null],
    ["employee and loyalty: the lowest wins", fullPrice, [LOYALTY, EMPLOYEE], { amount: 6000, group: "EMPLOYEE" }],
    ["a tie goes to the group listed first", fullPrice, [rule("LOYALTY", 25), PRO], { amount: 7500, group: "PRO" }],
  ] as const)("%s", (_, price, rules, expected) => {
    const member = memberPriceOf(price, jackets, rules);
    expect(member && { amount: member.amount, group: member.rule.group }).toEqual(expected);
  });

  test("gift cards (an excluded category, or one below it) sell at face value", () => {
    expect(memberPriceOf(fullPrice, [GIFT_CARDS], [EMPLOYEE, LOYALTY])).toBeNull();
    expect(memberPriceOf(fullPrice, [GIFT_CARDS, "100810"], [EMPLOYEE])).toBeNull();
    expect(memberPriceOf(fullPrice, ["100810"], [EMPLOYEE])?.amount).toBe(6000);
  });
});

describe("a product's variants priced for a member", () => {
  const variants = [
    { id: "S", listAmount: 10000, saleAmount: 10000 },
    { id: "M", listAmount: 10000, saleAmount: 5000 },
    { id: "XXL", listAmount: 10500, saleAmount: 10500 },
  ];

  test("each variant at the lower of its sale price and the member price, with what everyone pays", () => {
    const priced = withMemberPrices(variants, ["100200"], [PRO]);
    expect(priced.map(({ id, saleAmount, regularAmount, memberRule }) => [id, saleAmount, regularAmount, memberRule?.group ?? null])).toEqual([
      ["S", 7500, 10000, "PRO"],
      ["M", 5000, 5000, null],
      ["XXL", 7875, 10500, "PRO"],
    ]);
  });

  test("the range is labelled with its lowest member-priced variant's group; nothing without one", () => {
    const mixed = [
      { saleAmount: 9000, memberRule: LOYALTY },
      { saleAmount: 6000, memberRule: EMPLOYEE },
      { saleAmount: 5000, memberRule: null },
    ];
    expect(memberPriceOfRange(mixed)).toEqual({ memberPrice: { group: "EMPLOYEE", label: "EMPLOYEE price" } });
    expect(memberPriceOfRange(withMemberPrices(variants, ["100200"], []))).toEqual({});
  });
});
