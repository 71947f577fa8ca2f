import type { QueryClient } from "@tanstack/react-query";
import type { ConsumerProfileAnswer } from "../../../contracts/api/consumer.ts";
import type { SiteConfig } from "../../../contracts/sites.ts";
import type { SignInAnswer, SignInInput } from "../api/client.ts";
import type { ConsumerProfileBody } from "../api/consumer-client.ts";
import { browserCsrfToken } from "../browser-session.ts";
import { cartQuery } from "../cart/cart-state.ts";
import { rememberSignIn } from "../cart/merged-cart.ts";
import { withCommerce } from "../lazy-commerce.ts";

/**
 * What signing in, signing up and completing a profile do, apart from their screens: the calls,
 * the merged-cart record, and telling the page the session changed.
 */

/** Signs in; remembers the cart's count before, for the cart's merged-cart notice (commerce spec §4). */
export async function signInShopper(queryClient: QueryClient, siteId: string, input: SignInInput): Promise<SignInAnswer> {
  const before = queryClient.getQueryData(cartQuery(siteId).queryKey)?.totalItems ?? 0;
  const session = await withCommerce(queryClient, siteId, (commerce) => commerce.signIn(input));
  rememberSignIn(siteId, before, session.mergedCartItemCountIncreased);
  return session;
}

async function consumerClient(siteId: string) {
  const { createConsumerClient } = await import("../api/consumer-client.ts");
  return createConsumerClient({ siteId, csrfToken: browserCsrfToken });
}

export const readProfile = async (siteId: string): Promise<ConsumerProfileAnswer> => (await consumerClient(siteId)).getProfile();

type ProfileChange = Partial<Pick<ConsumerProfileBody["consumerProfile"], "consumerDetails" | "preferences" | "enrollments">>;

/** Changes what `change` names; the rest of the profile stays (PUT). */
export async function updateProfile(siteId: string, change: ProfileChange): Promise<ConsumerProfileAnswer> {
  const client = await consumerClient(siteId);
  return client.updateProfile({ consumerProfile: { consumerDetails: {}, enrollments: [], subscriptions: [], preferences: {}, ...change } });
}

/** Joins the loyalty programme (POST enrols; the birth date must be known: PRO411). */
export async function joinLoyalty(siteId: string, country: string, consumerDetails: ConsumerProfileBody["consumerProfile"]["consumerDetails"] = {}): Promise<void> {
  const client = await consumerClient(siteId);
  await client.createProfile({ consumerProfile: { consumerDetails, enrollments: [{ type: "Loyalty", optin: true, doubleOptin: false, country }], subscriptions: [], preferences: {} } });
}

const today = () => new Date().toISOString().slice(0, 10);

/** A member's newsletter subscription (PENDING until the emailed link confirms it). */
export async function subscribeNewsletter(site: Pick<SiteConfig, "siteId" | "country" | "region">, email: string): Promise<void> {
  const client = await consumerClient(site.siteId);
  await client.updateProfile({
    consumerProfile: { consumerDetails: {}, enrollments: [], preferences: {}, subscriptions: [{ type: "Newsletter", channel: "email", optin: true, doubleOptin: true, recipient: email, category: "subscription", country: site.country, region: site.region, optinDate: today() }] },
  });
}

/** A member's SMS offers (PENDING until the texted code is confirmed in the account's preferences). */
export async function subscribeSms(site: Pick<SiteConfig, "siteId">, phone: string): Promise<void> {
  const client = await consumerClient(site.siteId);
  await client.updateSmsSubscription({ consumerProfile: { consumerDetails: { phone }, enrollments: [], subscriptions: [], preferences: {} }, phone, optin: true });
}
