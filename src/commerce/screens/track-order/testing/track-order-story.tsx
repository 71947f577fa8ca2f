import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useMemo } from "react";
import { findSite } from "../../../../../contracts/sites.ts";
import { registry } from "../../../../blocks/index.ts";
import { EngineProvider } from "../../../../engine/react/engine-context.tsx";
import { PageView } from "../../../../engine/react/page-view.tsx";
import { storyPageContext, storyPageDocument, type BlockFields } from "../../../../engine/react/story-helpers.tsx";
import { resolvePage } from "../../../../engine/resolve-page.ts";
import type { CommerceClient } from "../../../api/client.ts";
import { CommerceApiError } from "../../../api/client-transport.ts";
import { bindCommerce } from "../../../commerce-access.ts";
import { messageFor } from "../../../errors/messages.ts";
import { TRACKED_JUST_PLACED, TRACKED_ON_ITS_WAY } from "./tracked-orders.ts";

/** The addresses a story's look-up answers: any email finds the orders below but this one. */
export const WRONG_EMAIL = "wrong@example.com";

const refuse = (errorId: string, status: number) => new CommerceApiError(errorId, status, messageFor(errorId, "We could not find an order with this order number and email address"), { method: "POST", path: "/fake" }, { errorDetails: [{ errorId }] });

/**
 * Stories only: TrackOrder answered in memory. RL20000030 is on its way, RL20000031 just placed;
 * any other number is unknown (ORD409), `wrong@example.com` a wrong email (ORD400), and the
 * sixth look-up of a story too many (429).
 */
function fakeTrackingCommerce() {
  let lookUps = 0;
  const orders = [TRACKED_ON_ITS_WAY, TRACKED_JUST_PLACED];
  const client = {
    trackOrder: async (orderNumber: string, email: string) => {
      lookUps += 1;
      if (lookUps > 5) throw refuse("ORD400", 429);
      const order = orders.find((candidate) => candidate.orderNumber === orderNumber);
      if (!order) throw refuse("ORD409", 404);
      if (email.toLowerCase() === WRONG_EMAIL) throw refuse("ORD400", 400);
      return order;
    },
    stores: async () => ({ stores: [], total: 0 }),
  };
  return client as unknown as CommerceClient;
}

/** Storybook only: the tracking block through the engine, whose look-ups the fake above answers. */
export function TrackOrderStory({ fields, siteId = "RL-US" }: { fields: BlockFields; siteId?: string }) {
  const rendered = useMemo(() => {
    const site = findSite(siteId)!;
    const context = storyPageContext({ siteId: site.siteId, localePath: site.localePath, pathname: `/${site.localePath}/track-order` });
    const commerce = fakeTrackingCommerce();
    const client = bindCommerce(new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }), () => commerce);
    return { context, client, page: resolvePage(storyPageDocument("track-order", fields), context, registry).page };
  }, [fields, siteId]);
  return (
    <QueryClientProvider client={rendered.client}>
      <EngineProvider value={{ registry, page: rendered.context }}>
        <PageView page={rendered.page} />
      </EngineProvider>
    </QueryClientProvider>
  );
}
