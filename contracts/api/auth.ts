import { z } from "zod";
import { SITES } from "../sites.ts";

/**
 * Contracts of the Authentication calls (commerce spec §7): every request the storefront sends
 * and every answer it reads. The reference backend validates requests with them; tests and the
 * validate-response call check answers against them. Objects are not strict: unknown fields are
 * dropped, not refused, so that a newer client still talks to an older server.
 */

// ---- shared rules ----------------------------------------------------------------------------

export const PASSWORD_MIN_LENGTH = 8;
/** Longer passwords are refused (400 ATTR300): hashing cost must stay bounded. */
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;

export type PasswordRule = "minLength" | "uppercase" | "lowercase" | "digit";

/**
 * The first password rule `password` breaks, or undefined when it is acceptable: at least
 * PASSWORD_MIN_LENGTH characters with an upper-case letter, a lower-case letter and a digit.
 */
export function brokenPasswordRule(password: string): PasswordRule | undefined {
  if ([...password].length < PASSWORD_MIN_LENGTH) return "minLength";
  if (!/\p{Lu}/u.test(password)) return "uppercase";
  if (!/\p{Ll}/u.test(password)) return "lowercase";
  if (!/\p{Nd}/u.test(password)) return "digit";
  return undefined;
}

export const PASSWORD_RULE_MESSAGES: Record<PasswordRule, string> = {
  minLength: `The password needs at least ${PASSWORD_MIN_LENGTH} characters`,
  uppercase: "The password needs an upper-case letter",
  lowercase: "The password needs a lower-case letter",
  digit: "The password needs a digit",
};

const emailFormat = z.email();
export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && emailFormat.safeParse(value).success;
}

/** PKCE values: base64url of 32 bytes (the verifier) or of a SHA-256 digest (the challenge). */
const pkceValue = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "must be 43 base64url characters");
const opaqueToken = z.string().min(1).max(256);
/** An optional id: null, an empty string or a missing field all mean "none". */
const optionalId = z
  .string()
  .trim()
  .max(128)
  .nullish()
  .transform((value) => value || undefined);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || undefined);

// ---- POST /token/v2/auth/token ---------------------------------------------------------------

export const guestTokenRequest = z.object({ type: z.literal("Guest") });

export const guestObjects = z.object({ basketId: optionalId, favoriteId: optionalId, saveForLaterId: optionalId });

export const registeredTokenRequest = z.object({
  type: z.literal("Registered"),
  authorizationCode: opaqueToken,
  codeVerifier: pkceValue,
  guestObjects: guestObjects.nullish(),
  orderNo: optionalText(64),
  st: optionalText(512),
  action: z.literal("postLogin").nullish(),
});

export const refreshTokenRequest = z.object({ type: z.literal("Refresh"), refreshToken: opaqueToken });

export const tokenRequest = z.discriminatedUnion("type", [guestTokenRequest, registeredTokenRequest, refreshTokenRequest]);

const tokenPair = {
  accessToken: z.string().min(1),
  /** Seconds until the access token expires. */
  expiresIn: z.number().int().positive(),
  refreshToken: z.string().min(1),
};

export const guestTokenAnswer = z.object({ ...tokenPair, guestId: z.string().min(1) });

/** The Login session of the spec (§3), answered by a Registered token call and its refreshes. */
export const loginSession = z.object({
  ...tokenPair,
  consumerNo: z.string().min(1),
  /** REGULAR, EMPLOYEE and others. */
  consumerType: z.string().min(1),
  memberId: z.string().nullable(),
  /** The member's active cart after sign-in (null when the member has none). */
  basketId: z.string().nullable(),
  favorites: z.object({ favoriteId: z.string().nullable(), favStoreId: z.string().nullable() }),
  isEmployeeDiscountTCAccepted: z.boolean(),
});

export const registeredTokenAnswer = loginSession.extend({
  /** True when the guest cart's items made the member cart's unit count grow (the merged notice). */
  mergedCartItemCountIncreased: z.boolean(),
});

// ---- POST /consumers-v3/consumer/agent/login -------------------------------------------------

export const agentLoginRequest = z.object({
  storeId: z.string().trim().min(1).max(64),
  employeeId: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(1024),
});

/** An agent token and the Buy-in-store session (§3). */
export const agentLoginAnswer = z.object({
  ...tokenPair,
  storeId: z.string().min(1),
  storeName: z.string(),
  storeEmployeeId: z.string().min(1),
  storeEmployeeName: z.string(),
});

/** Any answer of the token call: a Refresh answers the shape of the session it renews. */
export const tokenAnswer = z.union([registeredTokenAnswer, agentLoginAnswer, guestTokenAnswer]);

// ---- POST /consumers-v3/auth/signin ----------------------------------------------------------

export const signinRequest = z.object({
  type: z.literal("Registered"),
  /** The email address. */
  username: z.string().trim().min(1).max(EMAIL_MAX_LENGTH),
  password: z.string().min(1).max(1024),
  codeChallenge: pkceValue,
  recaptcha_response: z.string().max(4096).nullish(),
});

export const signinAnswer = z.object({ authorizationCode: z.string().min(1) });

// ---- POST /consumers-v3/auth/signup ----------------------------------------------------------

export const signupRequest = z.object({
  consumerProfile: z.object({
    consumerDetails: z.object({
      email: z.string().trim().min(1).max(EMAIL_MAX_LENGTH),
      password: z.string().max(PASSWORD_MAX_LENGTH),
      /** Optional: a simplified enrolment may leave names for profile completion (§4, §5). */
      firstName: optionalText(100),
      lastName: optionalText(100),
      phone: optionalText(32),
      birthDate: optionalText(32),
      postalCode: optionalText(16),
    }),
  }),
});

export const signupAnswer = z.object({ consumerNo: z.string().min(1) });

// ---- passwords -------------------------------------------------------------------------------

export const successAnswer = z.object({ message: z.string() });

/** `siteId`: the site whose reset page the emailed link opens (the first site's when absent). */
export const forgotPasswordRequest = z.object({ email: z.string().trim().min(1).max(EMAIL_MAX_LENGTH), siteId: z.enum(SITES.map((site) => site.siteId) as [string, ...string[]]).optional() });

/** The same answer whether or not the account exists; `resetToken` only outside production. */
export const forgotPasswordAnswer = z.object({ message: z.string(), resetToken: z.string().optional() });

export const resetPasswordRequest = z.object({
  resetToken: opaqueToken,
  password: z.string().max(PASSWORD_MAX_LENGTH),
  confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
});
export const resetPasswordAnswer = successAnswer;

export const changePasswordRequest = z.object({
  currentPassword: z.string().max(1024),
  newPassword: z.string().max(PASSWORD_MAX_LENGTH),
  confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
  /** The caller's own refresh token: kept, while every other session of the account is ended. */
  refreshToken: opaqueToken.nullish(),
});
export const changePasswordAnswer = successAnswer;

// ---- POST /consumers-v3/consumer/auth/signout ------------------------------------------------

export const signoutRequest = z.object({ refreshToken: opaqueToken });
export const signoutAnswer = successAnswer;

export type TokenRequest = z.infer<typeof tokenRequest>;
export type RegisteredTokenRequest = z.infer<typeof registeredTokenRequest>;
export type GuestTokenAnswer = z.infer<typeof guestTokenAnswer>;
export type RegisteredTokenAnswer = z.infer<typeof registeredTokenAnswer>;
export type AgentLoginAnswer = z.infer<typeof agentLoginAnswer>;
export type SignupRequest = z.infer<typeof signupRequest>;
