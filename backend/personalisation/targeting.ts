import { GUEST_AUDIENCE, matchesAudience, type AudienceContext, type IdentityType } from "../../contracts/personalisation/audience.ts";
import type { ExperienceAudience } from "./experience-fixtures.ts";

/**
 * Audience targeting of experiences: who may be decided into one. Every rule an experience
 * gives must hold; an experience without rules is for everybody. Pure: the facts are gathered
 * by the decide call (events, the verified customer, the cart's categories).
 */

/** What is known of the shopper from a verified access token (never from the request body). */
export interface CustomerFacts {
  loyaltyMember: boolean;
  employee: boolean;
  athlete: boolean;
  identityTypes: readonly string[];
}

export interface TargetingFacts {
  pageType?: string;
  /** Logged in means a customer id: verified, or as the caller sent it (then without facts). */
  customerId?: string;
  customer?: CustomerFacts;
  cartItemCount: number;
  /** Minor units. */
  cartValue: number;
  cartProductIds: readonly string[];
  /** Categories of the cart's products and every category above them. */
  cartCategoryIds: readonly string[];
  customVariables: Readonly<Record<string, string>>;
}

const IDENTITY_TYPES: readonly IdentityType[] = ["WRANX", "IPA"];

/** The segmentation facts (src/personalisation/audience.ts) of a decide call. */
export function audienceOf(facts: Pick<TargetingFacts, "customerId" | "customer" | "cartItemCount">): AudienceContext {
  const customer = facts.customer;
  return {
    ...GUEST_AUDIENCE,
    loggedIn: facts.customerId !== undefined,
    loyaltyMember: customer?.loyaltyMember ?? false,
    employee: customer?.employee ?? false,
    athlete: customer?.athlete ?? false,
    identityTypes: IDENTITY_TYPES.filter((type) => customer?.identityTypes.includes(type)),
    cartItemCount: facts.cartItemCount,
  };
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether the experience's audience rules all hold for these facts. */
export function matchesTargeting(audience: ExperienceAudience, facts: TargetingFacts): boolean {
  const { pageTypes, conditions, cartValue, cartCategories, cartProducts, customVariables } = audience;
  if (pageTypes && !(facts.pageType !== undefined && pageTypes.some((type) => sameText(type, facts.pageType!)))) return false;
  if (conditions) {
    const shopper = audienceOf(facts);
    if (!conditions.every((condition) => matchesAudience(condition, shopper))) return false;
  }
  if (cartValue) {
    if (cartValue.min !== undefined && facts.cartValue < cartValue.min) return false;
    if (cartValue.max !== undefined && facts.cartValue > cartValue.max) return false;
  }
  if (cartCategories && !cartCategories.some((id) => facts.cartCategoryIds.includes(id))) return false;
  if (cartProducts && !cartProducts.some((id) => facts.cartProductIds.includes(id))) return false;
  if (customVariables) {
    for (const [name, values] of Object.entries(customVariables)) {
      const value = Object.hasOwn(facts.customVariables, name) ? facts.customVariables[name] : undefined;
      if (value === undefined || !values.some((wanted) => sameText(wanted, value))) return false;
    }
  }
  return true;
}

/** Whether any of the experiences needs the cart's categories (a database read). */
export const needsCartCategories = (audiences: readonly ExperienceAudience[]) => audiences.some((audience) => audience.cartCategories !== undefined);
