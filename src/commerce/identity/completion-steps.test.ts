import { describe, expect, test } from "vitest";
import { completionSteps, initialSignInStep, isPartiallyEnrolled, type CompletionFacts } from "./completion-steps.ts";

const complete: CompletionFacts = {
  email: "ada@example.com",
  phone: "+15555550100",
  firstName: "Ada",
  lastName: "Lovelace",
  postalCode: "94105",
  birthDate: "1990-04-01",
  interests: "hiking",
  isLoyaltyMember: true,
  justSignedUp: false,
};

describe("completionSteps", () => {
  test.each<[string, Partial<CompletionFacts>, string[]]>([
    ["a complete profile signing in: nothing to complete", {}, []],
    ["no phone: mobile first, then success", { phone: null }, ["mobile", "success"]],
    ["no postal code: profile", { postalCode: "" }, ["profile", "success"]],
    ["no phone and no birth date: mobile, then profile", { phone: null, birthDate: null }, ["mobile", "profile", "success"]],
    ["partial and no interests: interests asked too", { lastName: " ", interests: "" }, ["profile", "interests", "success"]],
    ["complete but no interests: an ordinary sign-in asks nothing", { interests: "" }, []],
    ["new loyalty member: welcome", { justSignedUp: true }, ["welcome", "success"]],
    ["new account outside loyalty: the non-loyalty invitation", { justSignedUp: true, isLoyaltyMember: false }, ["non-loyalty", "success"]],
    ["new account from the simplified enrolment (email and password only)", { justSignedUp: true, phone: null, firstName: "", lastName: "", postalCode: null, birthDate: null, interests: "" }, ["welcome", "mobile", "profile", "interests", "success"]],
  ])("%s", (_name, overrides, steps) => {
    expect(completionSteps({ ...complete, ...overrides })).toEqual(steps);
  });
});

describe("isPartiallyEnrolled (commerce spec §5)", () => {
  test.each<[Partial<CompletionFacts>, boolean]>([
    [{}, false],
    [{ phone: null }, true],
    [{ firstName: "" }, true],
    [{ birthDate: null }, true],
    [{ email: "", phone: null }, false],
  ])("%o → %s", (overrides, partial) => {
    expect(isPartiallyEnrolled({ ...complete, ...overrides })).toBe(partial);
  });
});

describe("initialSignInStep (commerce spec §4)", () => {
  test.each([
    [{ signedIn: false }, "lookup"],
    [{ signedIn: true, phone: null }, "mobile"],
    [{ signedIn: true, phone: "+15555550100" }, "profile"],
  ] as const)("%o → %s", (shopper, step) => {
    expect(initialSignInStep(shopper)).toBe(step);
  });
});
