/**
 * The shopper facts that drive audience segmentation (content spec §4, §6). Built on the
 * server from the session and in the browser from the same session data.
 */
export interface AudienceContext {
  loggedIn: boolean;
  loyaltyMember: boolean;
  employee: boolean;
  athlete: boolean;
  /** Pro-programme identity types of the consumer profile. */
  identityTypes: readonly IdentityType[];
  cartItemCount: number;
}

export type IdentityType = "WRANX" | "IPA";

export const GUEST_AUDIENCE: AudienceContext = {
  loggedIn: false,
  loyaltyMember: false,
  employee: false,
  athlete: false,
  identityTypes: [],
  cartItemCount: 0,
};

export const AUDIENCE_CONDITIONS = [
  "loggedout",
  "loggedin",
  "loyalty-loggedin",
  "non-loyalty-loggedin",
  "employee-loggedin",
  "non-employee-loggedin",
  "cart-empty",
  "cart-not-empty",
  "ipa-wranx-loggedin",
  "non-ipa-wranx-loggedin",
  "wranx-loggedin",
  "non-wranx-loggedin",
  "ipa-loggedin",
  "non-ipa-loggedin",
  "athletes-loggedin",
  "non-athletes-loggedin",
] as const;

export type AudienceCondition = (typeof AUDIENCE_CONDITIONS)[number];

const has = (audience: AudienceContext, type: IdentityType) => audience.identityTypes.includes(type);

/** `loggedIn && fact` and `loggedIn && !fact`: every `*-loggedin` pair is false for guests. */
const whenLoggedIn =
  (fact: (a: AudienceContext) => boolean, expected: boolean) => (a: AudienceContext) =>
    a.loggedIn && fact(a) === expected;

const isWranx = (a: AudienceContext) => has(a, "WRANX");
const isIpa = (a: AudienceContext) => has(a, "IPA");

const CONDITIONS: Record<AudienceCondition, (a: AudienceContext) => boolean> = {
  loggedout: (a) => !a.loggedIn,
  loggedin: (a) => a.loggedIn,
  "loyalty-loggedin": whenLoggedIn((a) => a.loyaltyMember, true),
  "non-loyalty-loggedin": whenLoggedIn((a) => a.loyaltyMember, false),
  "employee-loggedin": whenLoggedIn((a) => a.employee, true),
  "non-employee-loggedin": whenLoggedIn((a) => a.employee, false),
  "cart-empty": (a) => a.cartItemCount === 0,
  "cart-not-empty": (a) => a.cartItemCount > 0,
  "ipa-wranx-loggedin": whenLoggedIn((a) => isIpa(a) || isWranx(a), true),
  "non-ipa-wranx-loggedin": whenLoggedIn((a) => isIpa(a) || isWranx(a), false),
  "wranx-loggedin": whenLoggedIn(isWranx, true),
  "non-wranx-loggedin": whenLoggedIn(isWranx, false),
  "ipa-loggedin": whenLoggedIn(isIpa, true),
  "non-ipa-loggedin": whenLoggedIn(isIpa, false),
  "athletes-loggedin": whenLoggedIn((a) => a.athlete, true),
  "non-athletes-loggedin": whenLoggedIn((a) => a.athlete, false),
};

export function isAudienceCondition(value: string): value is AudienceCondition {
  return Object.hasOwn(CONDITIONS, value);
}

/** Whether the named audience condition holds for this shopper. Unknown names never hold. */
export function matchesAudience(condition: string, audience: AudienceContext): boolean {
  return isAudienceCondition(condition) && CONDITIONS[condition](audience);
}
