import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useMemo } from "react";
import type { CartAnswer } from "../../../../../contracts/api/cart.ts";
import { findSite } from "../../../../../contracts/sites.ts";
import { registry } from "../../../../blocks/index.ts";
import { EngineProvider } from "../../../../engine/react/engine-context.tsx";
import { PageView } from "../../../../engine/react/page-view.tsx";
import { storyPageContext, storyPageDocument, type BlockFields } from "../../../../engine/react/story-helpers.tsx";
import { resolvePage } from "../../../../engine/resolve-page.ts";
import { associateSessionQuery, type AssociateSession } from "../../../cart/associate-session.ts";
import { cartQuery } from "../../../cart/cart-state.ts";
import { bindCommerce } from "../../../commerce-access.ts";
import { siteStoresQuery } from "../../../ui/store-names.ts";
import { fakeCartCommerce } from "./fake-cart-commerce.ts";
import { adjustedCart, type AdjustmentFields } from "./price-adjustments.ts";
import { STORE_NAMES } from "./recorded-carts.ts";

const NO_ADJUSTMENTS: readonly AdjustmentFields[] = [];

/**
 * Storybook only: the cart block through the engine (as an editor previews it) with a recorded
 * cart in the page's query client, whose commerce client is a fake acting on that cart
 * (fake-cart-commerce.ts): the story can be used. The server renderer of the stories test shows
 * the block's shell, as the storefront's server does (the cart is read in the browser only).
 */
export function CartStory({ fields, cart, siteId = "RL-US", associate, adjustments = NO_ADJUSTMENTS }: { fields: BlockFields; cart: CartAnswer | null; siteId?: string; associate?: AssociateSession; adjustments?: readonly AdjustmentFields[] }) {
  const rendered = useMemo(() => {
    const site = findSite(siteId)!;
    const context = storyPageContext({ siteId: site.siteId, localePath: site.localePath, pathname: `/${site.localePath}/cart` });
    const client = bindCommerce(new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity } } }), () => fakeCartCommerce(cart ?? ({} as CartAnswer), adjustments));
    client.setQueryData(cartQuery(site.siteId).queryKey, cart && adjustments.length > 0 ? adjustedCart(cart, adjustments) : cart);
    // Buy-in-store mode: the session the BFF would answer for an associate.
    if (associate) client.setQueryData(associateSessionQuery(site.siteId).queryKey, { loggedIn: true, associate });
    // The site's store list, of which the cart reads only ids and names.
    const stores = Object.entries(STORE_NAMES).map(([id, name]) => ({ id, name }));
    client.setQueryData(siteStoresQuery(site.siteId).queryKey, { stores, total: stores.length } as never);
    return { context, client, page: resolvePage(storyPageDocument("cart", fields), context, registry).page };
  }, [fields, cart, siteId, associate, adjustments]);
  return (
    <QueryClientProvider client={rendered.client}>
      <EngineProvider value={{ registry, page: rendered.context }}>
        <PageView page={rendered.page} />
      </EngineProvider>
    </QueryClientProvider>
  );
}
