import {
  createConsumerClient,
  fetchStorefrontSession,
  type ConsumerProfileBody,
  type ConsumerSubscription,
  type SmsSubscriptionBody,
} from "../commerce/api/consumer-client.ts";
import type { ConsumerProfileAnswer } from "../../contracts/api/consumer.ts";
import { CommerceApiError } from "../commerce/api/client-transport.ts";
import { serverOptInDate } from "./server-time.ts";

export { CONSUMER_PROFILE_QUERY_KEY } from "../commerce/api/consumer-client.ts";

/**
 * What the newsletter form and the SMS signup send (content spec §3 Subscription and Consumer
 * profile, §6, §7, §9). Loaded by the forms on their first submit, so that the form's own code
 * stays small.
 *
 * - Anonymous shoppers create (createProfile, createSmsSubscription), logged-in ones update
 *   (updateProfile, updateSmsSubscription); `GET /api/session` says which.
 * - The opt-in date is the server's UTC date (`/fapi/server/time`, epoch zero when unknown).
 * - Newsletter subscriptions ask for double opt-in (spec §9): the subscriber confirms from an
 *   email. SMS subscriptions too: a code is texted, which the form then asks for.
 * - After an update, the profile is fetched again (spec §7).
 */

export interface SignupSite {
  siteId: string;
  country: string;
  region: string;
}

/** Content spec §3 consumerDetails.source. */
export interface SignupSource {
  acquisitionType: string;
  campaignName?: string;
}

export type NewsletterType = ConsumerSubscription["type"];

function subscription(fields: Pick<ConsumerSubscription, "type" | "channel" | "recipient">, site: SignupSite, optinDate: string): ConsumerSubscription {
  return { ...fields, optin: true, doubleOptin: true, category: "subscription", country: site.country, region: site.region, optinDate };
}

/**
 * Create or update (content spec §6). An update leaves the account's own email and phone alone:
 * the address signed up is the subscription's recipient, and changing the account's email would
 * need the shopper's password (a logged-in shopper may want the newsletter at another address).
 */
export type SignupCall = "create" | "update";

/** The body of a newsletter signup: the email and one email subscription. Interests are left unchanged. */
export function newsletterProfile(input: { email: string; type: NewsletterType; site: SignupSite; source: SignupSource; optinDate: string; call: SignupCall }): ConsumerProfileBody {
  const email = input.email.trim();
  return {
    consumerProfile: {
      consumerDetails: input.call === "create" ? { email, source: input.source } : { source: input.source },
      enrollments: [],
      subscriptions: [subscription({ type: input.type, channel: "email", recipient: email }, input.site, input.optinDate)],
      preferences: {},
    },
  };
}

/** The body of an SMS signup: the phone (E.164) and one SMS subscription. */
export function smsProfile(input: { phone: string; site: SignupSite; source: SignupSource; optinDate: string; call: SignupCall }): SmsSubscriptionBody {
  return {
    phone: input.phone,
    optin: true,
    consumerProfile: {
      consumerDetails: input.call === "create" ? { phone: input.phone, source: input.source } : { source: input.source },
      enrollments: [],
      subscriptions: [subscription({ type: "Newsletter", channel: "sms", recipient: input.phone }, input.site, input.optinDate)],
      preferences: {},
    },
  };
}

export interface SignupDeps {
  fetch?: typeof fetch;
}

async function signupContext(siteId: string, deps: SignupDeps) {
  // Late-bound, as the commerce client's: a test may replace the global fetch.
  const fetchImpl: typeof fetch = deps.fetch ?? ((input, init) => fetch(input, init));
  const [session, optinDate] = await Promise.all([fetchStorefrontSession({ fetch: fetchImpl }), serverOptInDate(fetchImpl)]);
  return { session, optinDate, client: createConsumerClient({ fetch: fetchImpl, siteId, csrfToken: () => session.csrfToken }) };
}

export type NewsletterOutcome =
  | { call: "createProfile"; consumerId?: string }
  | { call: "updateProfile"; profile?: ConsumerProfileAnswer };

export async function submitNewsletter(input: { email: string; type: NewsletterType; site: SignupSite; source: SignupSource }, deps: SignupDeps = {}): Promise<NewsletterOutcome> {
  const { session, optinDate, client } = await signupContext(input.site.siteId, deps);
  const body = newsletterProfile({ ...input, optinDate, call: session.loggedIn ? "update" : "create" });
  if (!session.loggedIn) return { call: "createProfile", consumerId: (await client.createProfile(body)).consumerId };
  await client.updateProfile(body);
  // The subscription is saved: a failed refetch must not turn it into an error for the shopper.
  const profile = await client.getProfile().catch(() => undefined);
  return { call: "updateProfile", profile };
}

export async function submitSmsSignup(input: { phone: string; site: SignupSite; source: SignupSource }, deps: SignupDeps = {}) {
  const { session, optinDate, client } = await signupContext(input.site.siteId, deps);
  const body = smsProfile({ ...input, optinDate, call: session.loggedIn ? "update" : "create" });
  if (!session.loggedIn) return { call: "createSmsSubscription" as const, subscription: await client.createSmsSubscription(body) };
  const subscription = await client.updateSmsSubscription(body);
  const profile = await client.getProfile().catch(() => undefined);
  return { call: "updateSmsSubscription" as const, subscription, profile };
}

/**
 * Why a code was refused: `wrong` (AUT401, attempts left or not), `expired` (AUT402: too late or
 * too many tries; AUT404: no subscription waits for a code). The form says it in its language:
 * AUT401's catalogue text is about sign-in.
 */
export function smsCodeProblem(error: unknown): "wrong" | "expired" | undefined {
  if (!(error instanceof CommerceApiError)) return undefined;
  if (error.errorId === "AUT401") return "wrong";
  if (error.errorId === "AUT402" || error.errorId === "AUT404") return "expired";
  return undefined;
}

/**
 * Why a newsletter confirmation link did not confirm: `expired` (AUT402: too old, already
 * replaced by an opt-out, or never issued: the backend does not tell these apart), `invalid`
 * (400: not a confirmation token at all). Anything else (offline, a server failure) is no link
 * problem: trying again may work.
 */
export function newsletterLinkProblem(error: unknown): "expired" | "invalid" | undefined {
  if (!(error instanceof CommerceApiError)) return undefined;
  if (error.errorId === "AUT402") return "expired";
  if (error.status === 400) return "invalid";
  return undefined;
}

/** The double opt-in of an email newsletter: the token of the confirmation email's link, through the BFF. */
export async function confirmNewsletterLink(token: string, siteId: string, deps: SignupDeps = {}) {
  const fetchImpl: typeof fetch = deps.fetch ?? ((input, init) => fetch(input, init));
  // A new browser (the email opened elsewhere) gets its session and CSRF token here.
  const session = await fetchStorefrontSession({ fetch: fetchImpl });
  return createConsumerClient({ fetch: fetchImpl, siteId, csrfToken: () => session.csrfToken }).confirmNewsletter(token.trim());
}

/** The double opt-in of an SMS subscription: the code texted to the phone. */
export async function confirmSmsCode(code: string, siteId: string, deps: SignupDeps = {}) {
  const fetchImpl: typeof fetch = deps.fetch ?? ((input, init) => fetch(input, init));
  const session = await fetchStorefrontSession({ fetch: fetchImpl });
  return createConsumerClient({ fetch: fetchImpl, siteId, csrfToken: () => session.csrfToken }).confirmSmsSubscription(code.trim());
}
