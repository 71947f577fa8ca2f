import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useMemo } from "react";
import { findSite } from "../../../../../contracts/sites.ts";
import { registry } from "../../../../blocks/index.ts";
import { EngineProvider } from "../../../../engine/react/engine-context.tsx";
import { PageView } from "../../../../engine/react/page-view.tsx";
import { storyPageContext, storyPageDocument, type BlockFields } from "../../../../engine/react/story-helpers.tsx";
import { resolvePage } from "../../../../engine/resolve-page.ts";
import { bindCommerce } from "../../../commerce-access.ts";
import { fakeStoreCommerce } from "./fake-store-commerce.ts";

/**
 * Storybook only: the store locator through the engine (as an editor previews it) with a commerce
 * client answering recorded searches (fake-store-commerce.ts): try 10012, 98101, 99501, 00000,
 * Boston or "use my location".
 */
export function StoreLocatorStory({ fields, siteId = "RL-US" }: { fields: BlockFields; siteId?: string }) {
  const rendered = useMemo(() => {
    const site = findSite(siteId)!;
    const context = storyPageContext({ siteId: site.siteId, localePath: site.localePath, pathname: `/${site.localePath}/store-locator` });
    const client = bindCommerce(new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }), () => fakeStoreCommerce());
    return { context, client, page: resolvePage(storyPageDocument("store-locator", fields), context, registry).page };
  }, [fields, siteId]);
  return (
    <QueryClientProvider client={rendered.client}>
      <EngineProvider value={{ registry, page: rendered.context }}>
        <PageView page={rendered.page} />
      </EngineProvider>
    </QueryClientProvider>
  );
}
