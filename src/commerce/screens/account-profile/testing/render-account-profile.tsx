import { render, screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { findSite } from "../../../../../contracts/sites.ts";
import { GUEST_AUDIENCE } from "../../../../../contracts/personalisation/audience.ts";
import { EngineProvider } from "../../../../engine/react/engine-context.tsx";
import { pageContext } from "../../../../engine/react/testing/render-page.tsx";
import { createRegistry } from "../../../../registry/create-registry.ts";
import { bindCommerce } from "../../../commerce-access.ts";
import { bindAccountConsumer } from "../account-consumer.ts";
import AccountProfile from "../account-profile.tsx";
import { accountProfileStrings } from "../account-profile-strings.ts";
import type { AccountProfileProps } from "../schema.ts";
import { MEMBER_CARDS, MEMBER_PROFILE } from "./account-fixtures.ts";
import { fakeAccount, type FakeAccount } from "./fake-account.ts";
import { setSignedIn } from "./signed-in-marker.ts";

export { setSignedIn };

/**
 * Tests only: the profile block in the browser (jsdom) on the profile page of `siteId`, its
 * query client bound to a fake account (a member with addresses and cards by default).
 */
export function renderAccountProfile(options: { siteId?: string; signedIn?: boolean; account?: FakeAccount; props?: Partial<AccountProfileProps> } = {}) {
  const site = findSite(options.siteId ?? "RL-US")!;
  const signedIn = options.signedIn ?? true;
  const account = options.account ?? fakeAccount({ profile: MEMBER_PROFILE, cards: MEMBER_CARDS });
  setSignedIn(signedIn);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  bindCommerce(queryClient, () => account.commerce);
  bindAccountConsumer(queryClient, () => account.consumer);
  const page = pageContext({ siteId: site.siteId, localePath: site.localePath, pathname: `/${site.localePath}/account-profile`, audience: { ...GUEST_AUDIENCE, loggedIn: signedIn } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <EngineProvider value={{ registry: createRegistry([]), page }}>
        <AccountProfile blockId="account-profile" heading="" guestText="" {...options.props} />
      </EngineProvider>
    </QueryClientProvider>,
  );
  /** Every section has read its data (a file's first render may take seconds on a busy machine). */
  const loaded = () => waitFor(() => (screen.queryAllByText(accountProfileStrings(site.siteId).loading).length === 0 ? undefined : Promise.reject(new Error("still loading"))), { timeout: 8_000 });
  return { ...result, queryClient, account, loaded };
}
