/**
 * Profile completion after sign-in or sign-up (commerce spec §4 Sign-in flow): steps 0
 * non-loyalty, 1 welcome, 2 mobile, 3 profile, 4 interests, 5 success. Pure: the dialog asks
 * which steps to show and walks them in order.
 */

export const COMPLETION_STEP_NUMBERS = { "non-loyalty": 0, welcome: 1, mobile: 2, profile: 3, interests: 4, success: 5 } as const;
export type CompletionStep = keyof typeof COMPLETION_STEP_NUMBERS;

export interface CompletionFacts {
  email: string;
  phone: string | null;
  firstName: string;
  lastName: string;
  postalCode: string | null;
  birthDate: string | null;
  /** Joined by a pipe; empty when none. */
  interests: string;
  isLoyaltyMember: boolean;
  /** The account was made just now (the sign-up form), not signed into. */
  justSignedUp: boolean;
}

const blank = (value: string | null | undefined) => !value || value.trim() === "";

/** Commerce spec §5: an email exists but phone, first name, last name, postal code or birth date is missing. */
export function isPartiallyEnrolled(facts: Pick<CompletionFacts, "email" | "phone" | "firstName" | "lastName" | "postalCode" | "birthDate">): boolean {
  return !blank(facts.email) && [facts.phone, facts.firstName, facts.lastName, facts.postalCode, facts.birthDate].some(blank);
}

/**
 * The steps to walk, ending with success; empty when there is nothing to complete (the sign-in
 * confirmation shows instead). A new account first hears about loyalty (welcome when it joined,
 * the non-loyalty invitation when not); a partially enrolled profile then starts where the spec
 * says, mobile when there is no phone, else profile; interests are asked while completing, never
 * on an ordinary sign-in.
 */
export function completionSteps(facts: CompletionFacts): CompletionStep[] {
  const partial = isPartiallyEnrolled(facts);
  if (!facts.justSignedUp && !partial) return [];
  const steps: CompletionStep[] = [];
  if (facts.justSignedUp) steps.push(facts.isLoyaltyMember ? "welcome" : "non-loyalty");
  if (blank(facts.phone)) steps.push("mobile");
  if ([facts.firstName, facts.lastName, facts.postalCode, facts.birthDate].some(blank)) steps.push("profile");
  if (blank(facts.interests)) steps.push("interests");
  steps.push("success");
  return steps;
}

/** Commerce spec §4: a signed-in member starts at mobile when there is no phone, else at profile; a guest at lookup. */
export function initialSignInStep(shopper: { signedIn: boolean; phone?: string | null }): "lookup" | "mobile" | "profile" {
  if (!shopper.signedIn) return "lookup";
  return blank(shopper.phone) ? "mobile" : "profile";
}
