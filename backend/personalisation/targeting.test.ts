import { describe, expect, it } from "vitest";
import { audienceOf, matchesTargeting, needsCartCategories, type TargetingFacts } from "./targeting.ts";
import type { ExperienceAudience } from "./experience-fixtures.ts";

const facts = (partial: Partial<TargetingFacts> = {}): TargetingFacts => ({
  cartItemCount: 0,
  cartValue: 0,
  cartProductIds: [],
  cartCategoryIds: [],
  customVariables: {},
  ...partial,
});
const member = { loyaltyMember: false, employee: false, athlete: false, identityTypes: [] as string[] };

describe("audienceOf", () => {
  it.each([
    { name: "anonymous", input: facts(), expected: { loggedIn: false, loyaltyMember: false, employee: false, athlete: false, identityTypes: [], cartItemCount: 0 } },
    { name: "a claimed customer id: logged in, no programmes", input: facts({ customerId: "c1", cartItemCount: 2 }), expected: { loggedIn: true, loyaltyMember: false, employee: false, athlete: false, identityTypes: [], cartItemCount: 2 } },
    {
      name: "a verified member with programmes (unknown identity types dropped)",
      input: facts({ customerId: "c1", customer: { loyaltyMember: true, employee: true, athlete: true, identityTypes: ["IPA", "VIP", "WRANX"] } }),
      expected: { loggedIn: true, loyaltyMember: true, employee: true, athlete: true, identityTypes: ["WRANX", "IPA"], cartItemCount: 0 },
    },
  ])("$name", ({ input, expected }) => expect(audienceOf(input)).toEqual(expected));
});

const rows: { rule: string; audience: ExperienceAudience; facts: TargetingFacts; expected: boolean }[] = [
  { rule: "no rules: everybody", audience: {}, facts: facts(), expected: true },
  { rule: "page type listed", audience: { pageTypes: ["home", "cart"] }, facts: facts({ pageType: "cart" }), expected: true },
  { rule: "page type compared without case", audience: { pageTypes: ["Product Page"] }, facts: facts({ pageType: "product page" }), expected: true },
  { rule: "page type not listed", audience: { pageTypes: ["home"] }, facts: facts({ pageType: "cart" }), expected: false },
  { rule: "page type rule without a page view", audience: { pageTypes: ["home"] }, facts: facts(), expected: false },
  { rule: "loggedin with a customer id", audience: { conditions: ["loggedin"] }, facts: facts({ customerId: "c1" }), expected: true },
  { rule: "loggedin without one", audience: { conditions: ["loggedin"] }, facts: facts(), expected: false },
  { rule: "loggedout without one", audience: { conditions: ["loggedout"] }, facts: facts(), expected: true },
  { rule: "loyalty member verified", audience: { conditions: ["loyalty-loggedin"] }, facts: facts({ customerId: "c1", customer: { ...member, loyaltyMember: true } }), expected: true },
  { rule: "loyalty claimed only (no verified facts)", audience: { conditions: ["loyalty-loggedin"] }, facts: facts({ customerId: "c1" }), expected: false },
  { rule: "every condition must hold", audience: { conditions: ["loggedin", "cart-not-empty"] }, facts: facts({ customerId: "c1" }), expected: false },
  { rule: "every condition holds", audience: { conditions: ["loggedin", "cart-not-empty"] }, facts: facts({ customerId: "c1", cartItemCount: 1 }), expected: true },
  { rule: "cart value at most, equal", audience: { cartValue: { max: 14999 } }, facts: facts({ cartValue: 14999 }), expected: true },
  { rule: "cart value at most, above", audience: { cartValue: { max: 14999 } }, facts: facts({ cartValue: 15000 }), expected: false },
  { rule: "cart value at least, equal", audience: { cartValue: { min: 10000 } }, facts: facts({ cartValue: 10000 }), expected: true },
  { rule: "cart value at least, below", audience: { cartValue: { min: 10000 } }, facts: facts({ cartValue: 9999 }), expected: false },
  { rule: "cart value between", audience: { cartValue: { min: 100, max: 200 } }, facts: facts({ cartValue: 150 }), expected: true },
  { rule: "cart category held", audience: { cartCategories: ["100200"] }, facts: facts({ cartCategoryIds: ["100210", "100200"] }), expected: true },
  { rule: "cart category not held", audience: { cartCategories: ["100300"] }, facts: facts({ cartCategoryIds: ["100210", "100200"] }), expected: false },
  { rule: "cart product held", audience: { cartProducts: ["RLSH1001"] }, facts: facts({ cartProductIds: ["RLSH1001"] }), expected: true },
  { rule: "cart product not held", audience: { cartProducts: ["RLSH1001"] }, facts: facts({ cartProductIds: ["RLH1VVZH"] }), expected: false },
  { rule: "custom variable value listed (without case)", audience: { customVariables: { userInterest: ["hiking"] } }, facts: facts({ customVariables: { userInterest: "Hiking" } }), expected: true },
  { rule: "custom variable value not listed", audience: { customVariables: { userInterest: ["hiking"] } }, facts: facts({ customVariables: { userInterest: "golf" } }), expected: false },
  { rule: "custom variable missing", audience: { customVariables: { userInterest: ["hiking"] } }, facts: facts(), expected: false },
  { rule: "custom variable named like a prototype key", audience: { customVariables: { toString: ["x"] } }, facts: facts(), expected: false },
  { rule: "custom variable names are exact", audience: { customVariables: { userInterest: ["hiking"] } }, facts: facts({ customVariables: { userinterest: "hiking" } }), expected: false },
  {
    rule: "all rules together hold",
    audience: { pageTypes: ["cart"], conditions: ["cart-not-empty"], cartValue: { max: 14999 }, cartCategories: ["100200"] },
    facts: facts({ pageType: "cart", cartItemCount: 2, cartValue: 9000, cartCategoryIds: ["100200"] }),
    expected: true,
  },
  {
    rule: "all rules but one hold",
    audience: { pageTypes: ["cart"], conditions: ["cart-not-empty"], cartValue: { max: 14999 }, cartCategories: ["100200"] },
    facts: facts({ pageType: "cart", cartItemCount: 2, cartValue: 19000, cartCategoryIds: ["100200"] }),
    expected: false,
  },
];

describe("matchesTargeting", () => {
  it.each(rows)("$rule → $expected", ({ audience, facts: given, expected }) => {
    expect(matchesTargeting(audience, given)).toBe(expected);
  });
});

describe("needsCartCategories", () => {
  it.each([
    { audiences: [], expected: false },
    { audiences: [{}, { pageTypes: ["cart"] }], expected: false },
    { audiences: [{}, { cartCategories: ["100200"] }], expected: true },
  ])("$expected for $audiences", ({ audiences, expected }) => expect(needsCartCategories(audiences)).toBe(expected));
});
