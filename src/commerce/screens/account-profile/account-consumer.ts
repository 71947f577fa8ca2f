import type { QueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { ConsumerProfileAnswer, smsSubscriptionAnswer } from "../../../../contracts/api/consumer.ts";
import { checkedByBff, createBaseTransport } from "../../api/client-transport.ts";
import { createConsumerClient, type ConsumerProfileBody, type SmsSubscriptionBody } from "../../api/consumer-client.ts";
import { browserCsrfToken } from "../../browser-session.ts";
import { serverOptInDate } from "../../../forms/server-time.ts";

export type SmsSubscriptionAnswer = z.output<typeof smsSubscriptionAnswer>;

/**
 * A profile write of this screen (commerce spec §7 PUT /consumers-v3/consumer): the consumer
 * client's body plus two fields the profile contract takes (contracts/api/consumer.ts
 * `consumerDetailsInput.currentPassword`, `preferencesInput.preferredShoeSize`) that its type
 * does not name yet. An empty text clears a clearable field (phone, birth date, postal code).
 */
export interface ProfileUpdate extends ConsumerProfileBody {
  consumerProfile: ConsumerProfileBody["consumerProfile"] & {
    consumerDetails: ConsumerProfileBody["consumerProfile"]["consumerDetails"] & { currentPassword?: string; postalCode?: string };
    preferences: { interests?: string; preferredShoeSize?: string };
  };
}

/**
 * The consumer calls the profile screen makes (the profile and the SMS subscription), which are
 * not part of the commerce client (consumer-client.ts is a module of its own).
 */
export interface AccountConsumer {
  getProfile(): Promise<ConsumerProfileAnswer>;
  updateProfile(body: ProfileUpdate): Promise<ConsumerProfileAnswer>;
  smsSubscription(): Promise<SmsSubscriptionAnswer>;
  /** PUT `optin: true`: a code goes to the phone; PENDING until confirmed. */
  subscribeSms(body: SmsSubscriptionBody): Promise<SmsSubscriptionAnswer>;
  confirmSms(code: string): Promise<SmsSubscriptionAnswer>;
  /** PUT `optin: false`. */
  unsubscribeSms(): Promise<SmsSubscriptionAnswer>;
  /** Today by the server's clock (`YYYY-MM-DD`): the opt-in date of a subscription. */
  optInDate(): Promise<string>;
}

const SMS_SUBSCRIPTION_PATH = "/consumers-v3/consumer/subscription";

/** The shopper's own calls, through the BFF. */
function browserAccountConsumer(siteId: string): AccountConsumer {
  const client = createConsumerClient({ siteId, csrfToken: browserCsrfToken });
  // The consumer client has no opt-out call: the subscription contract's `optin: false` is sent here.
  const { call } = createBaseTransport({ siteId, csrfToken: browserCsrfToken });
  return {
    getProfile: client.getProfile,
    updateProfile: client.updateProfile,
    smsSubscription: client.smsSubscription,
    subscribeSms: client.updateSmsSubscription,
    confirmSms: client.confirmSmsSubscription,
    unsubscribeSms: () => call("PUT", SMS_SUBSCRIPTION_PATH, checkedByBff<SmsSubscriptionAnswer>(), { body: { optin: false } }),
    optInDate: () => serverOptInDate(),
  };
}

const bound = new WeakMap<QueryClient, (siteId: string) => AccountConsumer>();
const browserConsumers = new Map<string, AccountConsumer>();

/** Tests and stories: the query client's profile calls go to `consumerFor` (as `bindCommerce` does for the commerce client). */
export function bindAccountConsumer(client: QueryClient, consumerFor: (siteId: string) => AccountConsumer): QueryClient {
  bound.set(client, consumerFor);
  return client;
}

/** Runs `call` with the query client's bound consumer calls, else the shopper's own. */
export function withAccountConsumer<T>(client: QueryClient, siteId: string, call: (consumer: AccountConsumer) => Promise<T>): Promise<T> {
  const consumerFor = bound.get(client);
  if (consumerFor) return call(consumerFor(siteId));
  let consumer = browserConsumers.get(siteId);
  if (!consumer) {
    consumer = browserAccountConsumer(siteId);
    browserConsumers.set(siteId, consumer);
  }
  return call(consumer);
}
