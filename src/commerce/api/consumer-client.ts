import type { z } from "zod";
import { isRecord } from "../../../contracts/json-shape.ts";
import { answerCheck, checkedByBff, createBaseTransport, type TransportOptions } from "./client-transport.ts";
import type { ConsumerProfileAnswer, newsletterConfirmationAnswer, smsSubscriptionAnswer } from "../../../contracts/api/consumer.ts";

/**
 * The browser's client of the consumer profile and SMS subscription calls (content spec §7
 * "Consumer calls": createProfile, updateProfile, createSmsSubscription, updateSmsSubscription;
 * commerce spec §7: GET, PUT, POST /consumers-v3/consumer and …/consumer/subscription), through
 * the storefront's BFF (`/api/commerce/{spec path}`) with the CSRF header on writes, on the
 * commerce client's transport (client-transport.ts): the same `CommerceApiError`s with the
 * catalogue's messages, error reports and bot-defence event. A separate module so that the signup
 * forms load these calls without the whole commerce client. It holds no cart (no AUT498 rebuild:
 * the forms have none to rebuild).
 *
 * No schema code (decision 0013): the BFF checks these calls' answers against their contracts
 * before passing them on (server/bff/bff-app.ts `CHECKED_ANSWERS`), and the session answer is the
 * BFF's own; here only the fields read are checked by hand.
 *
 * Create versus update (content spec §6): anonymous shoppers create, logged-in ones update.
 *
 * - createProfile is `POST /consumers-v3/consumer`, updateProfile `PUT` on the same path: the
 *   spec gives the consumer resource GET, PUT and POST, and only these two calls carry a whole
 *   consumerProfile. createProfile answers the new `consumerId`.
 * - createSmsSubscription is `POST /consumers-v3/consumer/subscription`, updateSmsSubscription
 *   `PUT`, confirmation of the double opt-in `PUT { confirmationCode }`.
 * - An emailed newsletter confirmation link's token is confirmed by
 *   `POST /consumers-v3/consumer/subscription/confirm { token }` (any session may: the token
 *   authorises).
 *
 * Every write body is `{ consumerProfile: { consumerDetails, enrollments, subscriptions,
 * preferences } }` (content spec §7); the SMS writes also carry the subscription contract's own
 * fields (`phone`, `optin`), which is what the reference backend reads today.
 */

/** Content spec §3 Subscription. Dates are UTC `YYYY-MM-DD` from the server's time. */
export interface ConsumerSubscription {
  type: "Newsletter" | "LoyaltyNewsletter";
  channel: "email" | "sms";
  optin: boolean;
  doubleOptin: boolean;
  /** The email address or the phone number (E.164). */
  recipient: string;
  category: "subscription";
  country: string;
  region: string;
  optinDate?: string;
  optoutDate?: string;
}

/** Content spec §3 Consumer profile (for signup). */
export interface ConsumerProfileBody {
  consumerProfile: {
    consumerDetails: {
      firstName?: string;
      lastName?: string;
      email?: string;
      phone?: string;
      birthDate?: string;
      postalCode?: string;
      gender?: string;
      source?: { acquisitionType: string; campaignName?: string };
    };
    enrollments: { type: "Loyalty"; optin: boolean; doubleOptin: boolean; country: string }[];
    subscriptions: ConsumerSubscription[];
    /** Interests (joined by a pipe) or the shoe size left out: unchanged. */
    preferences: { interests?: string; preferredShoeSize?: string | null };
  };
}

/** The SMS writes: the consumer profile, and the subscription contract's fields. */
export type SmsSubscriptionBody = ConsumerProfileBody & { phone: string; optin: true };

const isOptionalId = (value: unknown) => value === undefined || (typeof value === "string" && value !== "");

/** createProfile's answer: the new consumer's id (`consumerNo` where a backend names it so, as a member's profile does). */
export const createdProfileAnswer = answerCheck((answer) =>
  isRecord(answer) && isOptionalId(answer.consumerId) && isOptionalId(answer.consumerNo) ? { consumerId: (answer.consumerId ?? answer.consumerNo) as string | undefined } : undefined,
);

/**
 * What the forms read of `GET /api/session`: whether the shopper is logged in, and the CSRF
 * token. Loose on purpose (unlike client-auth.ts's strict contract of the same answer): a field
 * the session gains later must not stop a shopper from signing up.
 */
export interface StorefrontSession {
  loggedIn: boolean;
  csrfToken: string;
}

export const storefrontSessionAnswer = answerCheck<StorefrontSession>((answer) =>
  isRecord(answer) && typeof answer.loggedIn === "boolean" && typeof answer.csrfToken === "string" && answer.csrfToken !== "" ? { loggedIn: answer.loggedIn, csrfToken: answer.csrfToken } : undefined,
);

type SmsSubscriptionAnswer = z.output<typeof smsSubscriptionAnswer>;
type NewsletterConfirmationAnswer = z.output<typeof newsletterConfirmationAnswer>;

/** Where the profile lives in the React Query cache, for any component showing it. */
export const CONSUMER_PROFILE_QUERY_KEY = ["commerce", "consumer", "profile"] as const;

/** The transport's options: no cart store (no consumer call uses the cart). */
export type ConsumerClientOptions = TransportOptions;

/**
 * The shopper's session as page scripts see it (`GET /api/session`, server/bff/bff-app.ts):
 * whether they are logged in, and the CSRF token for writes. Never a token.
 */
export function fetchStorefrontSession(options: Pick<TransportOptions, "fetch" | "sessionUrl"> = {}): Promise<StorefrontSession> {
  return createBaseTransport({ ...options, siteId: "", csrfToken: () => undefined }).sessionCall("GET", "", storefrontSessionAnswer);
}

export function createConsumerClient(options: ConsumerClientOptions) {
  const { call } = createBaseTransport(options);
  const profileAnswer = checkedByBff<ConsumerProfileAnswer>();
  const subscriptionAnswer = checkedByBff<SmsSubscriptionAnswer>();
  const profilePath = "/consumers-v3/consumer";
  const subscriptionPath = "/consumers-v3/consumer/subscription";

  return {
    getProfile: (): Promise<ConsumerProfileAnswer> => call("GET", profilePath, profileAnswer),
    /** Anonymous shoppers: a new consumer from a signup. */
    createProfile: (body: ConsumerProfileBody) => call("POST", profilePath, createdProfileAnswer, { body }),
    /** Logged-in shoppers: the fields sent change, others stay. */
    updateProfile: (body: ConsumerProfileBody): Promise<ConsumerProfileAnswer> => call("PUT", profilePath, profileAnswer, { body }),
    smsSubscription: () => call("GET", subscriptionPath, subscriptionAnswer),
    /** Anonymous shoppers. A code goes to the phone; the subscription is PENDING until confirmed. */
    createSmsSubscription: (body: SmsSubscriptionBody) => call("POST", subscriptionPath, subscriptionAnswer, { body }),
    /** Logged-in shoppers. */
    updateSmsSubscription: (body: SmsSubscriptionBody) => call("PUT", subscriptionPath, subscriptionAnswer, { body }),
    /** The double opt-in: the code texted to the phone. */
    confirmSmsSubscription: (confirmationCode: string) => call("PUT", subscriptionPath, subscriptionAnswer, { body: { confirmationCode } }),
    /** The double opt-in of an email newsletter: the token of the confirmation email's link. */
    confirmNewsletter: (token: string) => call("POST", `${subscriptionPath}/confirm`, checkedByBff<NewsletterConfirmationAnswer>(), { body: { token } }),
  };
}

export type ConsumerClient = ReturnType<typeof createConsumerClient>;
