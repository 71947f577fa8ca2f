import { describe, expect, it } from "vitest";
import {
  AUDIENCE_CONDITIONS,
  GUEST_AUDIENCE,
  isAudienceCondition,
  matchesAudience,
  type AudienceCondition,
  type AudienceContext,
} from "./audience.ts";

const audience = (partial: Partial<AudienceContext> = {}): AudienceContext => ({ ...GUEST_AUDIENCE, ...partial });
const member = (partial: Partial<AudienceContext> = {}) => audience({ loggedIn: true, ...partial });

/** Every shopper with the conditions that hold for them; any condition not listed must not hold. */
const shoppers: { name: string; context: AudienceContext; holds: AudienceCondition[] }[] = [
  { name: "guest with an empty cart", context: audience(), holds: ["loggedout", "cart-empty"] },
  { name: "guest with items in the cart", context: audience({ cartItemCount: 3 }), holds: ["loggedout", "cart-not-empty"] },
  {
    name: "logged-in shopper without any programme",
    context: member(),
    holds: [
      "loggedin", "cart-empty", "non-loyalty-loggedin", "non-employee-loggedin", "non-ipa-wranx-loggedin",
      "non-wranx-loggedin", "non-ipa-loggedin", "non-athletes-loggedin",
    ],
  },
  {
    name: "loyalty member",
    context: member({ loyaltyMember: true, cartItemCount: 1 }),
    holds: [
      "loggedin", "cart-not-empty", "loyalty-loggedin", "non-employee-loggedin", "non-ipa-wranx-loggedin",
      "non-wranx-loggedin", "non-ipa-loggedin", "non-athletes-loggedin",
    ],
  },
  {
    name: "employee",
    context: member({ employee: true }),
    holds: [
      "loggedin", "cart-empty", "non-loyalty-loggedin", "employee-loggedin", "non-ipa-wranx-loggedin",
      "non-wranx-loggedin", "non-ipa-loggedin", "non-athletes-loggedin",
    ],
  },
  {
    name: "athlete",
    context: member({ athlete: true }),
    holds: [
      "loggedin", "cart-empty", "non-loyalty-loggedin", "non-employee-loggedin", "non-ipa-wranx-loggedin",
      "non-wranx-loggedin", "non-ipa-loggedin", "athletes-loggedin",
    ],
  },
  {
    name: "WRANX pro",
    context: member({ identityTypes: ["WRANX"] }),
    holds: [
      "loggedin", "cart-empty", "non-loyalty-loggedin", "non-employee-loggedin", "ipa-wranx-loggedin",
      "wranx-loggedin", "non-ipa-loggedin", "non-athletes-loggedin",
    ],
  },
  {
    name: "IPA pro",
    context: member({ identityTypes: ["IPA"] }),
    holds: [
      "loggedin", "cart-empty", "non-loyalty-loggedin", "non-employee-loggedin", "ipa-wranx-loggedin",
      "non-wranx-loggedin", "ipa-loggedin", "non-athletes-loggedin",
    ],
  },
  {
    name: "WRANX and IPA pro",
    context: member({ identityTypes: ["WRANX", "IPA"] }),
    holds: [
      "loggedin", "cart-empty", "non-loyalty-loggedin", "non-employee-loggedin", "ipa-wranx-loggedin",
      "wranx-loggedin", "ipa-loggedin", "non-athletes-loggedin",
    ],
  },
];

const rows = shoppers.flatMap(({ name, context, holds }) =>
  AUDIENCE_CONDITIONS.map((condition) => ({ shopper: name, condition, context, expected: holds.includes(condition) })),
);

describe("matchesAudience", () => {
  it("knows exactly the 16 conditions of the content spec", () => {
    expect(new Set(AUDIENCE_CONDITIONS).size).toBe(16);
    for (const condition of AUDIENCE_CONDITIONS) expect(isAudienceCondition(condition), condition).toBe(true);
  });

  it.each(rows)("$condition is $expected for $shopper", ({ condition, context, expected }) => {
    expect(matchesAudience(condition, context)).toBe(expected);
  });

  const loggedInConditions = AUDIENCE_CONDITIONS.filter((condition) => condition.endsWith("-loggedin"));
  const guestsWithStaleFacts = [
    { guest: "plain guest", context: audience() },
    { guest: "guest with items", context: audience({ cartItemCount: 2 }) },
    {
      guest: "guest whose profile facts are all set",
      context: audience({ loyaltyMember: true, employee: true, athlete: true, identityTypes: ["WRANX", "IPA"] }),
    },
  ];

  it("has a yes and a no variant of every logged-in programme condition", () => {
    expect(loggedInConditions).toHaveLength(12);
    for (const condition of loggedInConditions.filter((name) => !name.startsWith("non-"))) {
      expect(loggedInConditions).toContain(`non-${condition}`);
    }
  });

  it.each(
    guestsWithStaleFacts.flatMap(({ guest, context }) => loggedInConditions.map((condition) => ({ guest, condition, context }))),
  )("$condition is false for $guest", ({ condition, context }) => {
    expect(matchesAudience(condition, context)).toBe(false);
  });

  it.each([
    { name: "guest, empty cart", context: audience({ cartItemCount: 0 }), empty: true },
    { name: "guest, one item", context: audience({ cartItemCount: 1 }), empty: false },
    { name: "member, empty cart", context: member({ cartItemCount: 0 }), empty: true },
    { name: "member, five items", context: member({ cartItemCount: 5 }), empty: false },
  ])("cart conditions ignore login: $name", ({ context, empty }) => {
    expect(matchesAudience("cart-empty", context)).toBe(empty);
    expect(matchesAudience("cart-not-empty", context)).toBe(!empty);
  });

  const everyoneMatchesSomething = [audience(), member({ loyaltyMember: true, employee: true, athlete: true, identityTypes: ["WRANX", "IPA"], cartItemCount: 1 })];

  it.each([
    { name: "empty string", condition: "" },
    { name: "upper-case known name", condition: "LOGGEDIN" },
    { name: "known name with trailing space", condition: "loggedin " },
    { name: "made-up programme", condition: "vip-loggedin" },
    { name: "object prototype key toString", condition: "toString" },
    { name: "object prototype key constructor", condition: "constructor" },
    { name: "object prototype key __proto__", condition: "__proto__" },
    { name: "object prototype key hasOwnProperty", condition: "hasOwnProperty" },
  ])("an unknown condition ($name) never matches", ({ condition }) => {
    expect(isAudienceCondition(condition)).toBe(false);
    for (const context of everyoneMatchesSomething) expect(matchesAudience(condition, context)).toBe(false);
  });
});
