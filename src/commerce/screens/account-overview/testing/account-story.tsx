import type { QueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { ConsumerProfileAnswer } from "../../../../../contracts/api/consumer.ts";
import type { BlockFields } from "../../../../engine/react/story-helpers.tsx";
import type { ConsumerClient } from "../../../api/consumer-client.ts";
import { MemberAccountStory } from "../../order-history/testing/order-history-story.tsx";
import { bindConsumer, loyaltyVouchersQuery, profileQuery, welcomePromoQuery } from "../account-queries.ts";
import { NO_VOUCHERS, VOUCHERS, WELCOME_OFFER } from "./profile-factory.ts";

/** The overview reads no order. */
const NO_ORDERS = [] as const;

/** Stories only: the member's profile in memory; joining the programme makes them a member with no points yet. */
function fakeConsumer(profile: ConsumerProfileAnswer): ConsumerClient {
  let current = profile;
  const client = {
    getProfile: async () => current,
    updateProfile: async () => {
      current = { ...current, isLoyaltyMember: true, memberId: `RLM${current.consumerNo}`, loyaltyOptInDate: new Date().toISOString().slice(0, 10) };
      return current;
    },
  };
  return client as unknown as ConsumerClient;
}

/**
 * Storybook only: the account overview of a signed-in `profile` through the engine, its reads
 * answered from memory (a loyalty member's points, or none yet for one who joins in the story).
 */
export function AccountStory({ fields, profile, siteId = "RL-US" }: { fields: BlockFields; profile: ConsumerProfileAnswer; siteId?: string }) {
  const seed = useCallback(
    (client: QueryClient) => {
      bindConsumer(client, fakeConsumer(profile));
      client.setQueryData(profileQuery(siteId).queryKey, profile);
      client.setQueryData(loyaltyVouchersQuery(siteId).queryKey, profile.isLoyaltyMember ? VOUCHERS : NO_VOUCHERS);
      client.setQueryData(welcomePromoQuery(siteId).queryKey, WELCOME_OFFER);
    },
    [profile, siteId],
  );
  return <MemberAccountStory type="account-overview" fields={fields} orders={NO_ORDERS} siteId={siteId} seed={seed} />;
}
