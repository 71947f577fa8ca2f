import { render } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { GUEST_AUDIENCE } from "../../../../../contracts/personalisation/audience.ts";
import { findSite } from "../../../../../contracts/sites.ts";
import { EngineProvider } from "../../../../engine/react/engine-context.tsx";
import { pageContext } from "../../../../engine/react/testing/render-page.tsx";
import { createRegistry } from "../../../../registry/create-registry.ts";
import AccountOverview from "../account-overview.tsx";
import type { AccountOverviewProps } from "../schema.ts";

export const DEFAULT_ACCOUNT_OVERVIEW_PROPS: AccountOverviewProps = { heading: "", guestText: "", loyaltyTitle: "", joinText: "" };

/** Tests only: the account overview block in the browser (jsdom) on the account page of `siteId`. */
export function renderAccountOverview(options: { siteId?: string; signedIn?: boolean; props?: Partial<AccountOverviewProps> } = {}) {
  const site = findSite(options.siteId ?? "RL-US")!;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const page = pageContext({ siteId: site.siteId, localePath: site.localePath, pathname: `/${site.localePath}/account`, audience: { ...GUEST_AUDIENCE, loggedIn: options.signedIn !== false } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <EngineProvider value={{ registry: createRegistry([]), page }}>
        <AccountOverview blockId="overview" {...DEFAULT_ACCOUNT_OVERVIEW_PROPS} {...options.props} />
      </EngineProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
