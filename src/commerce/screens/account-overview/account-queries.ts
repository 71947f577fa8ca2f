import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { ConsumerProfileAnswer } from "../../../../contracts/api/consumer.ts";
import { CONSUMER_PROFILE_QUERY_KEY, createConsumerClient, type ConsumerClient } from "../../api/consumer-client.ts";
import type { CommerceClient } from "../../api/client.ts";
import { browserCsrfToken } from "../../browser-session.ts";
import { withCommerce } from "../../lazy-commerce.ts";

/**
 * The account overview's reads: the member's profile (the consumer client, consumer-client.ts),
 * and a loyalty member's vouchers and welcome offer (the commerce client). The shopper's own
 * data, read in the browser only (decision 0018).
 */

export type LoyaltyVouchersAnswer = Awaited<ReturnType<CommerceClient["loyaltyVouchers"]>>;
export type WelcomePromoAnswer = Awaited<ReturnType<CommerceClient["welcomePromo"]>>;

const boundConsumers = new WeakMap<QueryClient, ConsumerClient>();

/** Makes a query client's profile calls use `consumer` (Storybook's in-memory member). */
export function bindConsumer(client: QueryClient, consumer: ConsumerClient): QueryClient {
  boundConsumers.set(client, consumer);
  return client;
}

/** The consumer client of a query client: the bound one, else the shopper's through the BFF. */
export const consumerOf = (client: QueryClient, siteId: string): ConsumerClient => boundConsumers.get(client) ?? createConsumerClient({ siteId, csrfToken: browserCsrfToken });

/**
 * The member's profile, under the key every screen showing it shares (the signup blocks write
 * their answers there).
 */
export const profileQuery = (siteId: string) =>
  queryOptions({
    queryKey: CONSUMER_PROFILE_QUERY_KEY,
    queryFn: ({ client }): Promise<ConsumerProfileAnswer> => consumerOf(client, siteId).getProfile(),
    staleTime: 60_000,
    retry: false,
  });

/** The points and the vouchers they reach, in the site's currency (loyalty members only: others REW130). */
export const loyaltyVouchersQuery = (siteId: string) =>
  queryOptions({
    queryKey: ["commerce", siteId, "account", "loyalty-vouchers"] as const,
    queryFn: ({ client }): Promise<LoyaltyVouchersAnswer> => withCommerce(client, siteId, (commerce) => commerce.loyaltyVouchers()),
    staleTime: 60_000,
    retry: false,
  });

/** A new member's welcome offer (404 PRM130 when there is none at the moment). */
export const welcomePromoQuery = (siteId: string) =>
  queryOptions({
    queryKey: ["commerce", siteId, "account", "welcome-promo"] as const,
    queryFn: ({ client }): Promise<WelcomePromoAnswer> => withCommerce(client, siteId, (commerce) => commerce.welcomePromo()),
    staleTime: 5 * 60_000,
    retry: false,
  });
