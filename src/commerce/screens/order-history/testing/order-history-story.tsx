import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useMemo } from "react";
import type { OrderDetailsAnswer } from "../../../../../contracts/api/orders.ts";
import { GUEST_AUDIENCE } from "../../../../../contracts/personalisation/audience.ts";
import { findSite } from "../../../../../contracts/sites.ts";
import { registry } from "../../../../blocks/index.ts";
import { EngineProvider } from "../../../../engine/react/engine-context.tsx";
import { PageView } from "../../../../engine/react/page-view.tsx";
import { storyPageContext, storyPageDocument, type BlockFields } from "../../../../engine/react/story-helpers.tsx";
import { resolvePage } from "../../../../engine/resolve-page.ts";
import { bindCommerce } from "../../../commerce-access.ts";
import { searchWithOrder } from "../order-location.tsx";
import { fakeOrderCommerce } from "./fake-order-commerce.ts";

/** The readable marker of a signed-in session that `useSignedIn` follows in a browser. */
export function markSignedIn(signedIn: boolean): void {
  if (typeof document === "undefined") return;
  document.cookie = signedIn ? "rl_login=1; path=/" : "rl_login=; max-age=0; path=/";
}

/**
 * Storybook only: a member's account block (`type`) through the engine, as an editor previews
 * it, with a commerce client holding `orders` in memory (fake-order-commerce.ts): the list, the
 * details and the actions work. `orderNumber` opens that order (`?order=`). The
 * server renderer of the stories test shows the block's shell, as the storefront's server does.
 */
export function MemberAccountStory({ type, fields, orders, siteId = "RL-US", orderNumber, seed }: { type: string; fields: BlockFields; orders: readonly OrderDetailsAnswer[]; siteId?: string; orderNumber?: string; seed?: (client: QueryClient) => void }) {
  const rendered = useMemo(() => {
    const site = findSite(siteId)!;
    const pathname = `/${site.localePath}/account`;
    const search = searchWithOrder("", orderNumber).slice(1);
    const context = storyPageContext({ siteId: site.siteId, localePath: site.localePath, pathname, search, audience: { ...GUEST_AUDIENCE, loggedIn: true } });
    const commerce = fakeOrderCommerce(orders);
    const client = bindCommerce(new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity } } }), () => commerce);
    seed?.(client);
    if (typeof window !== "undefined") {
      markSignedIn(true);
      // Storybook's own parameters (the story id) stay in the frame's query.
      window.history.replaceState(window.history.state, "", `${window.location.pathname}${searchWithOrder(window.location.search, orderNumber)}`);
    }
    return { context, client, page: resolvePage(storyPageDocument(type, fields), context, registry).page };
  }, [type, fields, orders, siteId, orderNumber, seed]);
  return (
    <QueryClientProvider client={rendered.client}>
      <EngineProvider value={{ registry, page: rendered.context }}>
        <PageView page={rendered.page} />
      </EngineProvider>
    </QueryClientProvider>
  );
}
