import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useMemo } from "react";
import { GUEST_AUDIENCE } from "../../../../../contracts/personalisation/audience.ts";
import { findSite } from "../../../../../contracts/sites.ts";
import { registry } from "../../../../blocks/index.ts";
import { EngineProvider } from "../../../../engine/react/engine-context.tsx";
import { PageView } from "../../../../engine/react/page-view.tsx";
import { storyPageContext, storyPageDocument, type BlockFields } from "../../../../engine/react/story-helpers.tsx";
import { resolvePage } from "../../../../engine/resolve-page.ts";
import { bindCommerce } from "../../../commerce-access.ts";
import { bindAccountConsumer } from "../account-consumer.ts";
import { accountProfileQuery, savedCardsQuery, smsSubscriptionQuery } from "../account-profile-queries.ts";
import { fakeAccount, type FakeAccountOptions } from "./fake-account.ts";
import { setSignedIn } from "./signed-in-marker.ts";

/**
 * Storybook only: the profile block through the engine (as an editor previews it) for a member
 * whose account lives in memory (fake-account.ts): every form and button of the story works.
 * The account's answers are in the page's query client from the start. The server renderer of
 * the stories test shows the block's shell, as the storefront's server does; a guest (no
 * `account`) sees the sign-in offer.
 */
export function AccountProfileStory({ fields, account, siteId = "RL-US" }: { fields: BlockFields; account?: FakeAccountOptions; siteId?: string }) {
  const rendered = useMemo(() => {
    const site = findSite(siteId)!;
    const signedIn = account !== undefined;
    // The browser reads the session marker: each story sets it for its own shopper.
    if (typeof document !== "undefined") setSignedIn(signedIn);
    const context = storyPageContext({ siteId: site.siteId, localePath: site.localePath, pathname: `/${site.localePath}/account-profile`, audience: { ...GUEST_AUDIENCE, loggedIn: signedIn } });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity } } });
    if (account) {
      const fake = fakeAccount(account);
      bindCommerce(client, () => fake.commerce);
      bindAccountConsumer(client, () => fake.consumer);
      const { profile, cards, sms } = fake.state();
      client.setQueryData(accountProfileQuery(site.siteId).queryKey, profile);
      client.setQueryData(savedCardsQuery(site.siteId).queryKey, { payment_instruments: cards });
      client.setQueryData(smsSubscriptionQuery(site.siteId).queryKey, sms);
    }
    return { context, client, page: resolvePage(storyPageDocument("account-profile", fields), context, registry).page };
  }, [fields, account, siteId]);
  return (
    <QueryClientProvider client={rendered.client}>
      <EngineProvider value={{ registry, page: rendered.context }}>
        <PageView page={rendered.page} />
      </EngineProvider>
    </QueryClientProvider>
  );
}
