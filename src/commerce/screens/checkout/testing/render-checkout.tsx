import { render } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter, useLocation } from "react-router";
import { findSite } from "../../../../../contracts/sites.ts";
import { EngineProvider } from "../../../../engine/react/engine-context.tsx";
import { pageContext } from "../../../../engine/react/testing/render-page.tsx";
import { createRegistry } from "../../../../registry/create-registry.ts";
import Checkout from "../checkout.tsx";
import type { CheckoutProps } from "../schema.ts";

/** Where the router is: read by tests after a step change or the order's navigation. */
export const currentLocation = { pathname: "", search: "" };

function LocationProbe() {
  const location = useLocation();
  currentLocation.pathname = location.pathname;
  currentLocation.search = location.search;
  return null;
}

/** Tests only: the checkout block in the browser (jsdom), in a router at `/{lc}/checkout{search}`. */
export function renderCheckout(options: { siteId?: string; search?: string; props?: Partial<CheckoutProps> } = {}) {
  const site = findSite(options.siteId ?? "RL-US")!;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const pathname = `/${site.localePath}/checkout`;
  const page = pageContext({ siteId: site.siteId, localePath: site.localePath, pathname, search: options.search });
  const props: CheckoutProps = { heading: "", shippingTitle: "", billingTitle: "", summaryTitle: "", ...options.props };
  const result = render(
    <QueryClientProvider client={queryClient}>
      <EngineProvider value={{ registry: createRegistry([]), page }}>
        <MemoryRouter initialEntries={[`${pathname}${options.search ?? ""}`]}>
          <Checkout blockId="checkout" {...props} />
          <LocationProbe />
        </MemoryRouter>
      </EngineProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
