import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { AccountAddressAnswer, ConsumerProfileAnswer, SavedPaymentInstrumentAnswer } from "../../../../contracts/api/consumer.ts";
import { CONSUMER_PROFILE_QUERY_KEY } from "../../api/consumer-client.ts";
import { memberProfileQuery } from "../checkout/checkout-queries.ts";
import { savedCardsQuery } from "../checkout/payment/payment-context.tsx";
import { withAccountConsumer, type SmsSubscriptionAnswer } from "./account-consumer.ts";

/**
 * The profile screen's reads, browser only (decision 0018): the profile (the address book is
 * its `consumerDetails.addresses`), the saved cards (the checkout's query: one cache entry for
 * both screens) and the SMS subscription. Writes put their answers into these entries.
 */

export { savedCardsQuery };

/** The member's profile, in the entry every component showing it shares (the signup blocks write it too). */
export const accountProfileQuery = (siteId: string) =>
  queryOptions({
    queryKey: CONSUMER_PROFILE_QUERY_KEY,
    queryFn: ({ client }): Promise<ConsumerProfileAnswer> => withAccountConsumer(client, siteId, (consumer) => consumer.getProfile()),
    staleTime: 60_000,
    retry: false,
  });

export const smsSubscriptionQuery = (siteId: string) =>
  queryOptions({
    queryKey: ["commerce", siteId, "account", "sms-subscription"] as const,
    queryFn: ({ client }): Promise<SmsSubscriptionAnswer> => withAccountConsumer(client, siteId, (consumer) => consumer.smsSubscription()),
    staleTime: 60_000,
    retry: false,
  });

type SavedCards = { payment_instruments: SavedPaymentInstrumentAnswer[] };

/** A profile write's answer is the profile: this screen's, and the checkout's copy is read again. */
export function storeProfile(queryClient: QueryClient, siteId: string, profile: ConsumerProfileAnswer): void {
  queryClient.setQueryData(accountProfileQuery(siteId).queryKey, profile);
  void queryClient.invalidateQueries({ queryKey: memberProfileQuery(siteId).queryKey });
}

function updateAddresses(queryClient: QueryClient, siteId: string, change: (addresses: AccountAddressAnswer[]) => AccountAddressAnswer[]): void {
  const profile = queryClient.getQueryData(accountProfileQuery(siteId).queryKey);
  if (profile) storeProfile(queryClient, siteId, { ...profile, consumerDetails: { ...profile.consumerDetails, addresses: change(profile.consumerDetails.addresses) } });
}

/**
 * An added or changed address, as answered, into the book: a main one is the only main one of
 * its kind (the backend unsets the others in the same write).
 */
export function storeAddress(queryClient: QueryClient, siteId: string, saved: AccountAddressAnswer): void {
  updateAddresses(queryClient, siteId, (addresses) => {
    const others = addresses.map((address) => (saved.main && address.id !== saved.id && address.approachType === saved.approachType ? { ...address, main: false } : address));
    return others.some((address) => address.id === saved.id) ? others.map((address) => (address.id === saved.id ? saved : address)) : [...others, saved];
  });
}

/** The book as a delete answers it. */
export function storeAddressBook(queryClient: QueryClient, siteId: string, addresses: AccountAddressAnswer[]): void {
  updateAddresses(queryClient, siteId, () => addresses);
}

/** A card made the default, as answered: the others are not (the backend unsets them in the same write). */
export function storeDefaultCard(queryClient: QueryClient, siteId: string, card: SavedPaymentInstrumentAnswer): void {
  queryClient.setQueryData(savedCardsQuery(siteId).queryKey, (cards: SavedCards | undefined) =>
    cards && {
      payment_instruments: cards.payment_instruments.map((entry) =>
        entry.payment_instrument_id === card.payment_instrument_id ? card : { ...entry, card: { ...entry.card, main: card.card.main ? false : entry.card.main } },
      ),
    },
  );
}

export function storeCards(queryClient: QueryClient, siteId: string, cards: SavedCards): void {
  queryClient.setQueryData(savedCardsQuery(siteId).queryKey, cards);
}

export function storeSmsSubscription(queryClient: QueryClient, siteId: string, subscription: SmsSubscriptionAnswer): void {
  queryClient.setQueryData(smsSubscriptionQuery(siteId).queryKey, subscription);
}
