import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useMemo } from "react";
import type { CheckoutCartAnswer } from "../../../../../contracts/api/checkout.ts";
import { findSite } from "../../../../../contracts/sites.ts";
import { registry } from "../../../../blocks/index.ts";
import { EngineProvider } from "../../../../engine/react/engine-context.tsx";
import { PageView } from "../../../../engine/react/page-view.tsx";
import { storyPageContext, storyPageDocument, type BlockFields } from "../../../../engine/react/story-helpers.tsx";
import { resolvePage } from "../../../../engine/resolve-page.ts";
import { cartQuery } from "../../../cart/cart-state.ts";
import { bindCommerce } from "../../../commerce-access.ts";
import { updateCheckoutDetails, type CheckoutDetails } from "../checkout-details.ts";
import { searchWithStep, type CheckoutStep } from "../checkout-steps.ts";
import { fakeCheckoutCommerce } from "./fake-checkout-commerce.ts";

/**
 * Storybook only: the checkout block through the engine (as an editor previews it) with a cart in
 * the page's query client, whose commerce client is a fake acting on that cart. The step comes
 * from the frame's URL (`?step=`, set here); the server renderer of the stories test shows the
 * block's shell, as the storefront's server does.
 */
export function CheckoutStory({ fields, cart, siteId = "RL-US", step, details }: { fields: BlockFields; cart: CheckoutCartAnswer | null; siteId?: string; step?: CheckoutStep; details?: CheckoutDetails }) {
  const rendered = useMemo(() => {
    const site = findSite(siteId)!;
    const context = storyPageContext({ siteId: site.siteId, localePath: site.localePath, pathname: `/${site.localePath}/checkout` });
    const client = bindCommerce(new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity } } }), () => fakeCheckoutCommerce(cart!));
    client.setQueryData(cartQuery(site.siteId).queryKey, cart);
    if (typeof window !== "undefined") {
      window.history.replaceState(window.history.state, "", `${window.location.pathname}${searchWithStep(window.location.search, step ?? "shipping")}`);
      if (cart && details) updateCheckoutDetails(cart.id, details);
    }
    return { context, client, page: resolvePage(storyPageDocument("checkout", fields), context, registry).page };
  }, [fields, cart, siteId, step, details]);
  return (
    <QueryClientProvider client={rendered.client}>
      <EngineProvider value={{ registry, page: rendered.context }}>
        <PageView page={rendered.page} />
      </EngineProvider>
    </QueryClientProvider>
  );
}
