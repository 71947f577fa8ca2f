import { render } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { GUEST_AUDIENCE } from "../../../../../contracts/personalisation/audience.ts";
import { findSite } from "../../../../../contracts/sites.ts";
import { EngineProvider } from "../../../../engine/react/engine-context.tsx";
import { pageContext } from "../../../../engine/react/testing/render-page.tsx";
import { createRegistry } from "../../../../registry/create-registry.ts";
import OrderHistory from "../order-history.tsx";
import type { OrderHistoryProps } from "../schema.ts";

/** Tests only: the order history block in the browser (jsdom) on the account page of `siteId`, at `?{search}`. */
export function renderOrderHistory(options: { siteId?: string; search?: string; signedIn?: boolean; props?: Partial<OrderHistoryProps> } = {}) {
  const site = findSite(options.siteId ?? "RL-US")!;
  const pathname = `/${site.localePath}/account`;
  const search = options.search ?? "";
  window.history.replaceState(null, "", `${pathname}${search ? `?${search}` : ""}`);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const page = pageContext({ siteId: site.siteId, localePath: site.localePath, pathname, search, audience: { ...GUEST_AUDIENCE, loggedIn: options.signedIn !== false } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <EngineProvider value={{ registry: createRegistry([]), page }}>
        <OrderHistory blockId="orders" heading="" emptyText="" {...options.props} />
      </EngineProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
